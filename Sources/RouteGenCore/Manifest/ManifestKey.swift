/// One key that a manifest object may have: its JSON type, whether it is required, its default.
///
/// The decoder reads keys through these tables, so the tables are what the manifest format is;
/// a test holds `routes.schema.json` to the same tables.
package struct ManifestKey: Sendable {
    /// The JSON types a key can take, named as JSON Schema names them.
    package enum ValueType: String, Sendable {
        case string, boolean, integer, array, object
        /// A string, or an object with more detail (`schemes` entries, `query` values).
        case stringOrObject
        /// Any JSON value; validation checks it against something else (a default against its type).
        case any
    }

    /// The key as written in the manifest.
    package var name: String

    /// The JSON type of its value.
    package var type: ValueType

    /// Whether the key must be present.
    package var isRequired: Bool

    /// The only values allowed (for strings, or the elements of an array of strings); empty for any.
    package var allowedValues: [String]

    /// The default, as JSON text (`"Route"`, `true`), when the default is a constant.
    package var defaultValue: String?

    /// Creates a key description.
    package init(
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
package enum ManifestKeys {
    /// The manifest format versions this RouteGen reads.
    package static let supportedVersions = [1]

    /// The access levels generated code can have.
    package static let accessLevels = ["public", "package", "internal"]

    /// The artifacts a manifest can ask for in `generate`.
    package static let artifacts = Artifact.allCases.map(\.rawValue)

    /// How a route can appear when it is shown: `Presentation`'s cases.
    package static let presentations = Presentation.allCases.map(\.rawValue)

    /// How the tabs are laid out: `NavigationLayout`'s cases.
    package static let layouts = NavigationLayout.allCases.map(\.rawValue)

    /// The roles a tab can have: `NavigationTab.Role`'s cases.
    package static let tabRoles = NavigationTab.Role.allCases.map(\.rawValue)

    /// The top-level object.
    package enum Root {
        package static let schema = ManifestKey("$schema", .string)
        package static let version = ManifestKey("version", .integer, required: true)
        package static let enumName = ManifestKey("enum", .string, defaultValue: #""Route""#)
        package static let access = ManifestKey("access", .string, allowedValues: accessLevels, defaultValue: #""internal""#)
        package static let hosts = ManifestKey("hosts", .array)
        package static let schemes = ManifestKey("schemes", .array)
        package static let appIDs = ManifestKey("appIDs", .array)
        package static let caseSensitive = ManifestKey("caseSensitive", .boolean, defaultValue: "true")
        package static let plusAsSpace = ManifestKey("plusAsSpace", .boolean, defaultValue: "false")
        package static let webcredentials = ManifestKey("webcredentials", .object)
        package static let appclips = ManifestKey("appclips", .object)
        package static let generate = ManifestKey("generate", .array, allowedValues: artifacts)
        package static let aasaOutput = ManifestKey("aasaOutput", .string)
        package static let customTypes = ManifestKey("customTypes", .array)
        /// The app's own types that routes' `values` may hold: `"Applicant"` or `{ "name": …, "codable": false }`.
        package static let valueTypes = ManifestKey("valueTypes", .array)
        package static let stem = ManifestKey("stem", .string)
        package static let tabs = ManifestKey("tabs", .array)
        package static let layout = ManifestKey("layout", .string, allowedValues: layouts, defaultValue: #""tabs""#)
        package static let requirements = ManifestKey("requirements", .object)
        package static let activityType = ManifestKey("activityType", .string)
        package static let notificationLinkKey = ManifestKey("notificationLinkKey", .string, defaultValue: #""link""#)
        package static let routes = ManifestKey("routes", .array, required: true)
        /// Paths of fragment files, relative to this file, whose routes join the manifest's.
        package static let include = ManifestKey("include", .array)
        /// Whether each route's SwiftUI screen carries an accessibility element named `route.<name>`
        /// for UI tests (`routegen simulator-links --format xcuitest`).
        package static let screenMarkers = ManifestKey("screenMarkers", .boolean, defaultValue: "false")

        /// Every key of the object, which the decoder accepts.
        package static let all = [
            schema, version, enumName, access, hosts, schemes, appIDs, caseSensitive, plusAsSpace, webcredentials,
            appclips, generate, aasaOutput, customTypes, valueTypes, stem, tabs, layout, requirements, activityType,
            notificationLinkKey, screenMarkers, include, routes,
        ]
    }

    /// The top-level object of a fragment: a file of routes that a manifest includes, such as one
    /// feature module's. Everything else belongs to the manifest that includes it.
    package enum Fragment {
        package static let schema = Root.schema
        /// The fragment's name, an UpperCamelCase identifier: it names the fragment's destinations
        /// protocol (`CartDestinations`), and its presence is what makes a file a fragment.
        package static let fragment = ManifestKey("fragment", .string, required: true)
        package static let include = Root.include
        package static let customTypes = Root.customTypes
        package static let valueTypes = Root.valueTypes
        package static let requirements = Root.requirements
        package static let routes = Root.routes

        /// Every key of the object, which the decoder accepts.
        package static let all = [schema, fragment, include, customTypes, valueTypes, requirements, routes]
    }

    /// An element of `routes`.
    package enum Route {
        package static let name = ManifestKey("name", .string, required: true)
        /// Absent for a screen of the app that no link opens.
        package static let path = ManifestKey("path", .string)
        package static let query = ManifestKey("query", .object)
        /// The values no link carries, by name: `"preloaded": "Status?"`, as `query` writes types.
        package static let values = ManifestKey("values", .object)
        package static let parent = ManifestKey("parent", .string)
        package static let view = ManifestKey("view", .string)
        package static let viewController = ManifestKey("viewController", .string)
        package static let universalLink = ManifestKey("universalLink", .boolean)
        package static let customScheme = ManifestKey("customScheme", .boolean)
        package static let doc = ManifestKey("doc", .string)
        package static let examples = ManifestKey("examples", .array)
        package static let tab = ManifestKey("tab", .string)
        package static let presentation = ManifestKey(
            "presentation", .string, allowedValues: presentations, defaultValue: #""push""#)
        package static let requires = ManifestKey("requires", .array)
        package static let title = ManifestKey("title", .string)
        package static let handoff = ManifestKey("handoff", .boolean)
        package static let searchable = ManifestKey("searchable", .boolean)
        package static let hosts = ManifestKey("hosts", .array)
        package static let opensLinkIn = ManifestKey("opensLinkIn", .string)
        package static let opensPathIn = ManifestKey("opensPathIn", .string)
        package static let carriedOnly = ManifestKey("carriedOnly", .boolean, defaultValue: "false")
        package static let itemsInFragment = ManifestKey("itemsInFragment", .boolean, defaultValue: "false")
        package static let decodesBeforeSplitting = ManifestKey("decodesBeforeSplitting", .boolean, defaultValue: "false")
        package static let keepsEmptySegments = ManifestKey("keepsEmptySegments", .boolean, defaultValue: "false")
        package static let anyHost = ManifestKey("anyHost", .boolean)
        package static let hostParameter = ManifestKey("hostParameter", .string)

        /// Every key of the object, which the decoder accepts.
        package static let all = [
            name, path, query, values, parent, view, viewController, universalLink, customScheme, doc, examples, tab, presentation, requires,
            title, handoff, searchable, hosts, opensLinkIn, opensPathIn, carriedOnly, itemsInFragment, decodesBeforeSplitting,
            keepsEmptySegments, anyHost, hostParameter,
        ]
    }

    /// An element of `tabs`.
    package enum Tab {
        package static let name = ManifestKey("name", .string, required: true)
        package static let title = ManifestKey("title", .string, required: true)
        package static let systemImage = ManifestKey("systemImage", .string, required: true)
        /// Required by validation where a SwiftUI tabs view shows it (see `validateTabs`).
        package static let root = ManifestKey("root", .string)
        package static let rootViewController = ManifestKey("rootViewController", .string)
        package static let section = ManifestKey("section", .string)
        package static let role = ManifestKey("role", .string, allowedValues: tabRoles)
        package static let customizable = ManifestKey("customizable", .boolean, defaultValue: "true")
        package static let requires = ManifestKey("requires", .array)

        /// Every key of the object, which the decoder accepts.
        package static let all = [name, title, systemImage, root, rootViewController, section, role, customizable, requires]
    }

    /// A value of `requirements`, under the requirement's name: `{ "route": "signIn" }`.
    package enum Requirement {
        package static let route = ManifestKey("route", .string, required: true)
        package static let doc = ManifestKey("doc", .string)

        /// Every key of the object, which the decoder accepts.
        package static let all = [route, doc]
    }

    /// The object form of a `query` entry (the string form is the type alone).
    package enum QueryParameter {
        /// Required, unless the item is fixed (`equals`); the decoder checks which.
        package static let type = ManifestKey("type", .string)
        package static let defaultValue = ManifestKey("default", .any)
        package static let doc = ManifestKey("doc", .string)
        /// A fixed value the link must carry: the item chooses the route and is no value of it.
        package static let equals = ManifestKey("equals", .string)

        /// Every key of the object, which the decoder accepts.
        package static let all = [type, defaultValue, doc, equals]
    }

    /// The object form of a `values` entry (the string form is the type alone): a `query` entry's
    /// keys but `equals`, since no link carries the value to fix it, so `type` is required.
    package enum Value {
        package static let type = ManifestKey("type", .string, required: true)
        package static let defaultValue = QueryParameter.defaultValue
        package static let doc = QueryParameter.doc

        /// Every key of the object, which the decoder accepts.
        package static let all = [type, defaultValue, doc]
    }

    /// The object form of an `examples` entry (the string form is the link alone): the link, and
    /// what it must open, which generation checks against the parser and the link tests against
    /// the app.
    package enum Example {
        package static let url = ManifestKey("url", .string, required: true)
        /// The values of the route the link opens, by name, as JSON: `{ "id": 42 }`.
        package static let values = ManifestKey("values", .object)
        /// The names of the routes on the stack the link opens, parents first.
        package static let stack = ManifestKey("stack", .array)

        /// Every key of the object, which the decoder accepts.
        package static let all = [url, values, stack]
    }

    /// The object form of a `valueTypes` entry (the string form is the name alone).
    package enum ValueType {
        package static let name = ManifestKey("name", .string, required: true)
        /// Whether the type is `Codable`, which restoration needs to store a route that holds it.
        package static let codable = ManifestKey("codable", .boolean, defaultValue: "true")

        /// Every key of the object, which the decoder accepts.
        package static let all = [name, codable]
    }

    /// The object form of a `schemes` entry (the string form is the name alone).
    package enum Scheme {
        package static let name = ManifestKey("name", .string, required: true)
        /// The real host its links carry; without it, the first segment stands in the host's place.
        package static let host = ManifestKey("host", .string)
        /// Whether that first segment compares with its case (`mastodon://POST` is not `/post`).
        package static let caseSensitiveHost = ManifestKey("caseSensitiveHost", .boolean, defaultValue: "false")

        /// Every key of the object, which the decoder accepts.
        package static let all = [name, host, caseSensitiveHost]
    }

    /// `webcredentials` and `appclips`, as Apple defines them in the AASA file.
    package enum AppList {
        package static let apps = ManifestKey("apps", .array, required: true)

        /// Every key of the object, which the decoder accepts.
        package static let all = [apps]
    }
}
