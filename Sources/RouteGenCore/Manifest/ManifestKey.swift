/// One key that a manifest object may have: its JSON type, whether it is required, its default.
///
/// The decoder reads keys through these tables, so the tables are what the manifest format is;
/// a test holds `routes.schema.json` to the same tables.
public struct ManifestKey: Sendable {
    /// The JSON types a key can take, named as JSON Schema names them.
    public enum ValueType: String, Sendable {
        case string, boolean, integer, array, object
        /// A string, or an object with more detail (`schemes` entries, `query` values).
        case stringOrObject
        /// Any JSON value; validation checks it against something else (a default against its type).
        case any
    }

    /// The key as written in the manifest.
    public var name: String

    /// The JSON type of its value.
    public var type: ValueType

    /// Whether the key must be present.
    public var isRequired: Bool

    /// The only values allowed (for strings, or the elements of an array of strings); empty for any.
    public var allowedValues: [String]

    /// The default, as JSON text (`"Route"`, `true`), when the default is a constant.
    public var defaultValue: String?

    /// Creates a key description.
    public init(
        _ name: String, _ type: ValueType, required: Bool = false, allowedValues: [String] = [],
        defaultValue: String? = nil
    ) {
        self.name = name
        self.type = type
        self.isRequired = required
        self.allowedValues = allowedValues
        self.defaultValue = defaultValue
    }
}

/// The keys of every object in a version 1 manifest: each key's name is written here once, and
/// the decoder, the import drafter and the schema test read it from here.
public enum ManifestKeys {
    /// The manifest format versions this RouteGen reads.
    public static let supportedVersions = [1]

    /// The access levels generated code can have.
    public static let accessLevels = ["public", "package", "internal"]

    /// The artifacts a manifest can ask for in `generate`.
    public static let artifacts = Artifact.allCases.map(\.rawValue)

    /// How a route can appear when it is shown: `Presentation`'s cases.
    public static let presentations = Presentation.allCases.map(\.rawValue)

    /// How the tabs are laid out: `NavigationLayout`'s cases.
    public static let layouts = NavigationLayout.allCases.map(\.rawValue)

    /// The roles a tab can have: `NavigationTab.Role`'s cases.
    public static let tabRoles = NavigationTab.Role.allCases.map(\.rawValue)

    /// The top-level object.
    public enum Root {
        public static let schema = ManifestKey("$schema", .string)
        public static let version = ManifestKey("version", .integer, required: true)
        public static let enumName = ManifestKey("enum", .string, defaultValue: #""Route""#)
        public static let access = ManifestKey("access", .string, allowedValues: accessLevels, defaultValue: #""internal""#)
        public static let hosts = ManifestKey("hosts", .array)
        public static let schemes = ManifestKey("schemes", .array)
        public static let appIDs = ManifestKey("appIDs", .array)
        public static let caseSensitive = ManifestKey("caseSensitive", .boolean, defaultValue: "true")
        public static let plusAsSpace = ManifestKey("plusAsSpace", .boolean, defaultValue: "false")
        public static let webcredentials = ManifestKey("webcredentials", .object)
        public static let appclips = ManifestKey("appclips", .object)
        public static let generate = ManifestKey("generate", .array, allowedValues: artifacts)
        public static let aasaOutput = ManifestKey("aasaOutput", .string)
        public static let customTypes = ManifestKey("customTypes", .array)
        public static let stem = ManifestKey("stem", .string)
        public static let tabs = ManifestKey("tabs", .array)
        public static let layout = ManifestKey("layout", .string, allowedValues: layouts, defaultValue: #""tabs""#)
        public static let requirements = ManifestKey("requirements", .object)
        public static let activityType = ManifestKey("activityType", .string)
        public static let notificationLinkKey = ManifestKey("notificationLinkKey", .string, defaultValue: #""link""#)
        public static let routes = ManifestKey("routes", .array, required: true)
        /// Paths of fragment files, relative to this file, whose routes join the manifest's.
        public static let include = ManifestKey("include", .array)

        /// Every key of the object, which the decoder accepts.
        public static let all = [
            schema, version, enumName, access, hosts, schemes, appIDs, caseSensitive, plusAsSpace, webcredentials,
            appclips, generate, aasaOutput, customTypes, stem, tabs, layout, requirements, activityType,
            notificationLinkKey, include, routes,
        ]
    }

    /// The top-level object of a fragment: a file of routes that a manifest includes, such as one
    /// feature module's. Everything else belongs to the manifest that includes it.
    public enum Fragment {
        public static let schema = Root.schema
        /// The fragment's name, an UpperCamelCase identifier: it names the fragment's destinations
        /// protocol (`CartDestinations`), and its presence is what makes a file a fragment.
        public static let fragment = ManifestKey("fragment", .string, required: true)
        public static let include = Root.include
        public static let customTypes = Root.customTypes
        public static let requirements = Root.requirements
        public static let routes = Root.routes

        /// Every key of the object, which the decoder accepts.
        public static let all = [schema, fragment, include, customTypes, requirements, routes]
    }

    /// An element of `routes`.
    public enum Route {
        public static let name = ManifestKey("name", .string, required: true)
        public static let path = ManifestKey("path", .string, required: true)
        public static let query = ManifestKey("query", .object)
        public static let parent = ManifestKey("parent", .string)
        public static let view = ManifestKey("view", .string)
        public static let viewController = ManifestKey("viewController", .string)
        public static let universalLink = ManifestKey("universalLink", .boolean)
        public static let customScheme = ManifestKey("customScheme", .boolean)
        public static let doc = ManifestKey("doc", .string)
        public static let examples = ManifestKey("examples", .array)
        public static let tab = ManifestKey("tab", .string)
        public static let presentation = ManifestKey(
            "presentation", .string, allowedValues: presentations, defaultValue: #""push""#)
        public static let requires = ManifestKey("requires", .array)
        public static let title = ManifestKey("title", .string)
        public static let handoff = ManifestKey("handoff", .boolean)
        public static let searchable = ManifestKey("searchable", .boolean)
        public static let hosts = ManifestKey("hosts", .array)
        public static let opensLinkIn = ManifestKey("opensLinkIn", .string)
        public static let opensPathIn = ManifestKey("opensPathIn", .string)
        public static let carriedOnly = ManifestKey("carriedOnly", .boolean, defaultValue: "false")
        public static let itemsInFragment = ManifestKey("itemsInFragment", .boolean, defaultValue: "false")
        public static let decodesBeforeSplitting = ManifestKey("decodesBeforeSplitting", .boolean, defaultValue: "false")
        public static let keepsEmptySegments = ManifestKey("keepsEmptySegments", .boolean, defaultValue: "false")
        public static let anyHost = ManifestKey("anyHost", .boolean)
        public static let hostParameter = ManifestKey("hostParameter", .string)

        /// Every key of the object, which the decoder accepts.
        public static let all = [
            name, path, query, parent, view, viewController, universalLink, customScheme, doc, examples, tab, presentation, requires,
            title, handoff, searchable, hosts, opensLinkIn, opensPathIn, carriedOnly, itemsInFragment, decodesBeforeSplitting,
            keepsEmptySegments, anyHost, hostParameter,
        ]
    }

    /// An element of `tabs`.
    public enum Tab {
        public static let name = ManifestKey("name", .string, required: true)
        public static let title = ManifestKey("title", .string, required: true)
        public static let systemImage = ManifestKey("systemImage", .string, required: true)
        /// Required by validation where a SwiftUI tabs view shows it (see `validateTabs`).
        public static let root = ManifestKey("root", .string)
        public static let rootViewController = ManifestKey("rootViewController", .string)
        public static let section = ManifestKey("section", .string)
        public static let role = ManifestKey("role", .string, allowedValues: tabRoles)
        public static let customizable = ManifestKey("customizable", .boolean, defaultValue: "true")
        public static let requires = ManifestKey("requires", .array)

        /// Every key of the object, which the decoder accepts.
        public static let all = [name, title, systemImage, root, rootViewController, section, role, customizable, requires]
    }

    /// A value of `requirements`, under the requirement's name: `{ "route": "signIn" }`.
    public enum Requirement {
        public static let route = ManifestKey("route", .string, required: true)
        public static let doc = ManifestKey("doc", .string)

        /// Every key of the object, which the decoder accepts.
        public static let all = [route, doc]
    }

    /// The object form of a `query` entry (the string form is the type alone).
    public enum QueryParameter {
        /// Required, unless the item is fixed (`equals`); the decoder checks which.
        public static let type = ManifestKey("type", .string)
        public static let defaultValue = ManifestKey("default", .any)
        public static let doc = ManifestKey("doc", .string)
        /// A fixed value the link must carry: the item chooses the route and is no value of it.
        public static let equals = ManifestKey("equals", .string)

        /// Every key of the object, which the decoder accepts.
        public static let all = [type, defaultValue, doc, equals]
    }

    /// The object form of a `schemes` entry (the string form is the name alone).
    public enum Scheme {
        public static let name = ManifestKey("name", .string, required: true)
        /// The real host its links carry; without it, the first segment stands in the host's place.
        public static let host = ManifestKey("host", .string)
        /// Whether that first segment compares with its case (`mastodon://POST` is not `/post`).
        public static let caseSensitiveHost = ManifestKey("caseSensitiveHost", .boolean, defaultValue: "false")

        /// Every key of the object, which the decoder accepts.
        public static let all = [name, host, caseSensitiveHost]
    }

    /// `webcredentials` and `appclips`, as Apple defines them in the AASA file.
    public enum AppList {
        public static let apps = ManifestKey("apps", .array, required: true)

        /// Every key of the object, which the decoder accepts.
        public static let all = [apps]
    }
}
