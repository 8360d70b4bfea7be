/// An `apple-app-site-association` file: what RouteGen generates and what its matcher reads.
///
/// One model serves both directions, so the file RouteGen writes is exactly the file its matcher
/// proves: `AASAWriter` prints it, `AASAReader` reads any file (RouteGen's or not) into it.
package struct AASAFile: Hashable, Sendable {
    /// The `applinks` section, when the file has one.
    package var applinks: Applinks?

    /// The app IDs of the `webcredentials` section (passwords autofill), when the file has one.
    package var webcredentialsApps: [String]?

    /// The app IDs of the `appclips` section, when the file has one.
    package var appClipApps: [String]?

    /// Creates a file.
    package init(applinks: Applinks? = nil, webcredentialsApps: [String]? = nil, appClipApps: [String]? = nil) {
        self.applinks = applinks
        self.webcredentialsApps = webcredentialsApps
        self.appClipApps = appClipApps
    }

    /// `applinks`: which links open which apps.
    package struct Applinks: Hashable, Sendable {
        /// `applinks.defaults`: the matching options of every entry.
        package var defaults = MatchingOptions()

        /// `applinks.substitutionVariables`: custom `$(name)` variables and their values.
        package var substitutionVariables: [String: [String]] = [:]

        /// `applinks.details`, in order.
        package var details: [Details] = []

        /// Creates the section.
        package init(defaults: MatchingOptions = MatchingOptions(), substitutionVariables: [String: [String]] = [:], details: [Details] = []) {
            self.defaults = defaults
            self.substitutionVariables = substitutionVariables
            self.details = details
        }
    }

    /// One `applinks.details` entry: apps and the links they open.
    package struct Details: Hashable, Sendable {
        /// `appIDs`, or the legacy single `appID`.
        package var appIDs: [String]

        /// `components` (iOS 13 and later); when present, `paths` is ignored.
        package var components: [AASAComponent]?

        /// The legacy `paths` patterns; `NOT ` before a pattern excludes.
        package var paths: [String]?

        /// `defaults`: the matching options of this entry's components.
        package var defaults = MatchingOptions()

        /// Creates an entry.
        package init(appIDs: [String], components: [AASAComponent]? = nil, paths: [String]? = nil, defaults: MatchingOptions = MatchingOptions()) {
            self.appIDs = appIDs
            self.components = components
            self.paths = paths
            self.defaults = defaults
        }
    }

    /// `caseSensitive` and `percentEncoded`, each unset (inherited) or set at one level.
    package struct MatchingOptions: Hashable, Sendable {
        /// Whether patterns compare case-sensitively; Apple's default is true.
        package var caseSensitive: Bool?

        /// Whether patterns are written percent-encoded; Apple's default is true.
        package var percentEncoded: Bool?

        /// Creates options; nil inherits from the enclosing level.
        package init(caseSensitive: Bool? = nil, percentEncoded: Bool? = nil) {
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
package struct AASAComponent: Hashable, Sendable {
    /// `"/"`: the pattern of the path; nil matches any path.
    package var path: String?

    /// `"?"`: the pattern of the query; nil matches any query.
    package var query: Query?

    /// `"#"`: the pattern of the fragment; nil matches any fragment.
    package var fragment: String?

    /// `exclude`: a URL this component matches does not open the app.
    package var exclude: Bool

    /// This component's own matching options, over the entry's `defaults`.
    package var options: AASAFile.MatchingOptions

    /// `comment`: free text; RouteGen names the routes a component stands for.
    package var comment: String?

    /// Creates a component.
    package init(
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
    package enum Query: Hashable, Sendable {
        /// A pattern matched against the query string, without the `?`.
        case whole(String)
        /// Item name to pattern, in file order. Every item of that name must match its pattern,
        /// and an absent item matches as the empty string.
        case items([Item])
    }

    /// One query item pattern of the dictionary form of `"?"`.
    package struct Item: Hashable, Sendable {
        /// The query item name.
        package var name: String
        /// The pattern its value must match.
        package var pattern: String

        /// Creates an item pattern.
        package init(name: String, pattern: String) {
            self.name = name
            self.pattern = pattern
        }
    }
}
