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

/// The keys of every object in a version 1 manifest.
public enum ManifestKeys {
    /// The manifest format versions this RouteGen reads.
    public static let supportedVersions = [1]

    /// The access levels generated code can have.
    public static let accessLevels = ["public", "package", "internal"]

    /// The artifacts a manifest can ask for in `generate`.
    public static let artifacts = Artifact.allCases.map(\.rawValue)

    /// How a route can appear when it is shown: `Presentation`'s cases.
    public static let presentations = Presentation.allCases.map(\.rawValue)

    /// The top-level object.
    public static let manifest: [ManifestKey] = [
        ManifestKey("$schema", .string),
        ManifestKey("version", .integer, required: true),
        ManifestKey("enum", .string, defaultValue: #""Route""#),
        ManifestKey("access", .string, allowedValues: accessLevels, defaultValue: #""internal""#),
        ManifestKey("hosts", .array),
        ManifestKey("schemes", .array),
        ManifestKey("appIDs", .array),
        ManifestKey("caseSensitive", .boolean, defaultValue: "true"),
        ManifestKey("plusAsSpace", .boolean, defaultValue: "false"),
        ManifestKey("webcredentials", .object),
        ManifestKey("appclips", .object),
        ManifestKey("generate", .array, allowedValues: artifacts),
        ManifestKey("aasaOutput", .string),
        ManifestKey("customTypes", .array),
        ManifestKey("stem", .string),
        ManifestKey("tabs", .array),
        ManifestKey("routes", .array, required: true),
    ]

    /// An element of `routes`.
    public static let route: [ManifestKey] = [
        ManifestKey("name", .string, required: true),
        ManifestKey("path", .string, required: true),
        ManifestKey("query", .object),
        ManifestKey("parent", .string),
        ManifestKey("view", .string),
        ManifestKey("universalLink", .boolean),
        ManifestKey("customScheme", .boolean),
        ManifestKey("doc", .string),
        ManifestKey("examples", .array),
        ManifestKey("tab", .string),
        ManifestKey("presentation", .string, allowedValues: presentations, defaultValue: #""push""#),
    ]

    /// An element of `tabs`.
    public static let tab: [ManifestKey] = [
        ManifestKey("name", .string, required: true),
        ManifestKey("title", .string, required: true),
        ManifestKey("systemImage", .string, required: true),
        ManifestKey("root", .string, required: true),
    ]

    /// The object form of a `query` entry (the string form is the type alone).
    public static let queryParameter: [ManifestKey] = [
        ManifestKey("type", .string, required: true),
        ManifestKey("default", .any),
        ManifestKey("doc", .string),
    ]

    /// The object form of a `schemes` entry (the string form is the name alone).
    public static let scheme: [ManifestKey] = [
        ManifestKey("name", .string, required: true),
        ManifestKey("host", .string, required: true),
    ]

    /// `webcredentials` and `appclips`, as Apple defines them in the AASA file.
    public static let appList: [ManifestKey] = [
        ManifestKey("apps", .array, required: true)
    ]
}
