/// An `apple-app-site-association` file: what RouteGen generates and what its matcher reads.
///
/// One model serves both directions, so the file RouteGen writes is exactly the file its matcher
/// proves: `AASAWriter` prints it, `AASAReader` reads any file (RouteGen's or not) into it.
public struct AASAFile: Hashable, Sendable {
    /// The `applinks` section, when the file has one.
    public var applinks: Applinks?

    /// The app IDs of the `webcredentials` section (passwords autofill), when the file has one.
    public var webcredentialsApps: [String]?

    /// The app IDs of the `appclips` section, when the file has one.
    public var appClipApps: [String]?

    /// Creates a file.
    public init(applinks: Applinks? = nil, webcredentialsApps: [String]? = nil, appClipApps: [String]? = nil) {
        self.applinks = applinks
        self.webcredentialsApps = webcredentialsApps
        self.appClipApps = appClipApps
    }

    /// `applinks`: which links open which apps.
    public struct Applinks: Hashable, Sendable {
        /// `applinks.defaults`: the matching options of every entry.
        public var defaults = MatchingOptions()

        /// `applinks.substitutionVariables`: custom `$(name)` variables and their values.
        public var substitutionVariables: [String: [String]] = [:]

        /// `applinks.details`, in order.
        public var details: [Details] = []

        /// Creates the section.
        public init(defaults: MatchingOptions = MatchingOptions(), substitutionVariables: [String: [String]] = [:], details: [Details] = []) {
            self.defaults = defaults
            self.substitutionVariables = substitutionVariables
            self.details = details
        }
    }

    /// One `applinks.details` entry: apps and the links they open.
    public struct Details: Hashable, Sendable {
        /// `appIDs`, or the legacy single `appID`.
        public var appIDs: [String]

        /// `components` (iOS 13 and later); when present, `paths` is ignored.
        public var components: [AASAComponent]?

        /// The legacy `paths` patterns; `NOT ` before a pattern excludes.
        public var paths: [String]?

        /// `defaults`: the matching options of this entry's components.
        public var defaults = MatchingOptions()

        /// Creates an entry.
        public init(appIDs: [String], components: [AASAComponent]? = nil, paths: [String]? = nil, defaults: MatchingOptions = MatchingOptions()) {
            self.appIDs = appIDs
            self.components = components
            self.paths = paths
            self.defaults = defaults
        }
    }

    /// `caseSensitive` and `percentEncoded`, each unset (inherited) or set at one level.
    public struct MatchingOptions: Hashable, Sendable {
        /// Whether patterns compare case-sensitively; Apple's default is true.
        public var caseSensitive: Bool?

        /// Whether patterns are written percent-encoded; Apple's default is true.
        public var percentEncoded: Bool?

        /// Creates options; nil inherits from the enclosing level.
        public init(caseSensitive: Bool? = nil, percentEncoded: Bool? = nil) {
            self.caseSensitive = caseSensitive
            self.percentEncoded = percentEncoded
        }

        /// These options, with every unset one taken from `outer`.
        func inheriting(_ outer: MatchingOptions) -> MatchingOptions {
            MatchingOptions(
                caseSensitive: caseSensitive ?? outer.caseSensitive, percentEncoded: percentEncoded ?? outer.percentEncoded)
        }

        /// Whether every option is unset.
        var isEmpty: Bool { caseSensitive == nil && percentEncoded == nil }
    }
}

/// One entry of `components`: a URL pattern, and whether a URL it matches opens the app.
public struct AASAComponent: Hashable, Sendable {
    /// `"/"`: the pattern of the path; nil matches any path.
    public var path: String?

    /// `"?"`: the pattern of the query; nil matches any query.
    public var query: Query?

    /// `"#"`: the pattern of the fragment; nil matches any fragment.
    public var fragment: String?

    /// `exclude`: a URL this component matches does not open the app.
    public var exclude: Bool

    /// This component's own matching options, over the entry's `defaults`.
    public var options: AASAFile.MatchingOptions

    /// `comment`: free text; RouteGen names the routes a component stands for.
    public var comment: String?

    /// Creates a component.
    public init(
        path: String? = nil, query: Query? = nil, fragment: String? = nil, exclude: Bool = false,
        options: AASAFile.MatchingOptions = AASAFile.MatchingOptions(), comment: String? = nil
    ) {
        self.path = path
        self.query = query
        self.fragment = fragment
        self.exclude = exclude
        self.options = options
        self.comment = comment
    }

    /// The `"?"` key: one pattern over the whole query, or one pattern per query item.
    public enum Query: Hashable, Sendable {
        /// A pattern matched against the query string, without the `?`.
        case whole(String)
        /// Item name to pattern, in file order. Every item of that name must match its pattern,
        /// and an absent item matches as the empty string.
        case items([Item])
    }

    /// One query item pattern of the dictionary form of `"?"`.
    public struct Item: Hashable, Sendable {
        /// The query item name.
        public var name: String
        /// The pattern its value must match.
        public var pattern: String

        /// Creates an item pattern.
        public init(name: String, pattern: String) {
            self.name = name
            self.pattern = pattern
        }
    }
}
