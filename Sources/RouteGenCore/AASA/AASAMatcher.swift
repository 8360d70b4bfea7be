import RouteGenLinkRuntime

/// Decides, the way iOS does, whether an AASA file lets a URL open an app, and which pattern decided.
///
/// Apple's rules, as its `applinks` reference, TN3155 and WWDC20 session 10098 state them:
/// - the first `details` entry that lists the app ID applies; its `components` are tried in order
///   and the first that matches decides, an `exclude` one included; no match does not open the app;
/// - an entry with `components` ignores `paths`; legacy `paths` are tried in order too, and
///   `NOT ` before a pattern excludes;
/// - a component matches when each key it has matches: `"/"` the path, `"?"` the query (a pattern
///   over the query string, or one pattern per item name that every item of that name must match,
///   an absent item matching as the empty string), `"#"` the fragment;
/// - `caseSensitive` and `percentEncoded` default to true and are set by the component, else its
///   entry's `defaults`, else `applinks.defaults`.
///
/// Slashes follow Apple's tools, as TN3155 and published `swcutil match` runs show them (see
/// `SlashRules`). Readings where Apple is silent (see `Docs/UniversalLinks.md`):
/// `percentEncoded: false` matches the decoded URL; query item names always compare exactly; an
/// empty path is `/`; legacy `paths` match the path alone, case-sensitively.
package struct AASAMatcher: Sendable {
    /// The file whose rules apply.
    package let file: AASAFile

    /// How the gaps in Apple's documentation are filled.
    let reading: Reading

    /// Each `details` entry's components, compiled once.
    private let compiled: [CompiledComponents]

    /// Creates a matcher for `file`, with the readings RouteGen assumes where Apple is silent.
    package init(file: AASAFile) {
        self.init(file: file, reading: Reading())
    }

    /// Creates a matcher for `file` under one reading of what Apple leaves open.
    package init(file: AASAFile, reading: Reading) {
        self.file = file
        self.reading = reading
        let applinks = file.applinks ?? AASAFile.Applinks()
        compiled = applinks.details.map { details in
            CompiledComponents(
                details.components ?? [], defaults: details.defaults.inheriting(applinks.defaults),
                variables: applinks.substitutionVariables, reading: reading)
        }
    }

    /// One choice for each question of how patterns read. The default is what a device does as
    /// far as the evidence shows, and what `routegen match` assumes; the tests run RouteGen's files
    /// under every combination, to show that their verdicts never depend on the choice.
    package struct Reading: Hashable, Sendable {
        /// Whether `?` matches `/` as `*` does. No evidence settles it.
        package var questionMarkMatchesSlash = true
        /// Whether slashes follow Apple's tools (`SlashRules`) rather than the pattern's letter.
        /// The evidence says they do; RouteGen's files give the same verdicts both ways.
        package var appleSlashRules = true

        /// The reading a device follows as far as the evidence shows.
        package init() {}

        /// A reading with these answers.
        package init(questionMarkMatchesSlash: Bool, appleSlashRules: Bool) {
            self.questionMarkMatchesSlash = questionMarkMatchesSlash
            self.appleSlashRules = appleSlashRules
        }

        /// Every combination.
        package static let all: [Reading] = [false, true].flatMap { a in
            [false, true].map { b in Reading(questionMarkMatchesSlash: a, appleSlashRules: b) }
        }

        /// The readings that differ from this one only where no evidence settles the question,
        /// for `routegen match` to say when a verdict rests on one.
        package var unsettledAlternatives: [(reading: Reading, question: String)] {
            var other = self
            other.questionMarkMatchesSlash.toggle()
            return [(other, "whether '?' matches '/'")]
        }
    }

    /// The verdict for one URL.
    package struct Verdict: Hashable, Sendable {
        /// Whether the URL opens the app.
        package var opensApp: Bool

        /// The index of the `details` entry that applied, if any listed the app.
        package var detailsIndex: Int?

        /// The index of the component (or legacy path) that decided; nil when none matched.
        package var patternIndex: Int?

        /// The component that decided, for `components` files.
        package var component: AASAComponent?

        /// The legacy `paths` pattern that decided.
        package var legacyPath: String?

        /// Why, in a few words, for `routegen match`.
        package var explanation: String
    }

    /// Whether `url` opens the app `appID`.
    ///
    /// - Parameters:
    ///   - url: The link, percent-encoded as it arrives; only its path, query and fragment are read,
    ///     since the file that applies is the one on the URL's host.
    ///   - appID: `TEAMID.bundle.id`.
    package func verdict(for url: String, appID: String) -> Verdict {
        guard let applinks = file.applinks else {
            return Verdict(opensApp: false, explanation: "the file has no 'applinks' section")
        }
        guard let detailsIndex = applinks.details.firstIndex(where: { $0.appIDs.contains(appID) }) else {
            return Verdict(opensApp: false, explanation: "no 'details' entry lists \(appID)")
        }
        let details = applinks.details[detailsIndex]
        var link = LinkParts(url)
        if reading.appleSlashRules { link.path = SlashRules.normalizedPath(link.path) }
        if details.components != nil {
            guard let index = compiled[detailsIndex].firstMatch(link) else {
                return Verdict(opensApp: false, detailsIndex: detailsIndex, explanation: "no component matches")
            }
            let component = compiled[detailsIndex].components[index].component
            let name = component.comment.map { ": \($0)" } ?? ""
            return Verdict(
                opensApp: !component.exclude, detailsIndex: detailsIndex, patternIndex: index, component: component,
                explanation: "\(component.exclude ? "excluded" : "matched") by component \(index)\(name)")
        }
        for (index, entry) in (details.paths ?? []).enumerated() {
            let exclude = entry.hasPrefix("NOT ")
            let text = String(entry.dropFirst(exclude ? 4 : 0))
            let patterns = (reading.appleSlashRules ? SlashRules.patterns(text) : [text]).map {
                AASAPattern($0, variables: [:], caseSensitive: true, questionMarkMatchesSlash: reading.questionMarkMatchesSlash)
            }
            if patterns.contains(where: { $0.matches(link.path) }) {
                return Verdict(
                    opensApp: !exclude, detailsIndex: detailsIndex, patternIndex: index, legacyPath: entry,
                    explanation: "\(exclude ? "excluded" : "matched") by path \(index): \(entry)")
            }
        }
        return Verdict(opensApp: false, detailsIndex: detailsIndex, explanation: "no path matches")
    }
}

/// One entry's components with their patterns compiled, and an index by the literal segments
/// their paths start with, so that a file of thousands of components is searched in a few steps,
/// still in file order.
private struct CompiledComponents: Sendable {
    struct Compiled: Sendable {
        var component: AASAComponent
        var caseSensitive: Bool
        var decodes: Bool
        /// The path pattern, and under Apple's slash rules its `/x` for `/x/*`: either matches.
        var path: [AASAPattern]?
        var wholeQuery: AASAPattern?
        var items: [(name: String, pattern: AASAPattern)]?
        var fragment: AASAPattern?

        func matches(_ link: LinkParts) -> Bool {
            if let path, !decodes {
                let scalars = caseSensitive ? link.pathScalars : link.foldedPathScalars
                guard path.contains(where: { $0.matches(scalars) }) else { return false }
            }
            func test(_ pattern: AASAPattern, _ text: String) -> Bool {
                let value = decodes ? (LinkRuntime.decode(text) ?? text) : text
                return pattern.matches(caseSensitive ? value : value.lowercased())
            }
            if let path, decodes, !path.contains(where: { test($0, link.path) }) { return false }
            if let fragment, !test(fragment, link.fragment ?? "") { return false }
            if let wholeQuery, !test(wholeQuery, link.query ?? "") { return false }
            if let items {
                let linkItems = link.items
                for (name, pattern) in items {
                    let values = linkItems.filter { item in
                        (decodes ? (LinkRuntime.decode(item.name) ?? item.name) : item.name) == name
                    }.map(\.value)
                    guard (values.isEmpty ? [""] : values).allSatisfy({ test(pattern, $0) }) else { return false }
                }
            }
            return true
        }
    }

    /// Components by the literal segments that start their path pattern, lower-cased: a link is
    /// tried against the components of every node along its own path's segments.
    private struct SegmentTree {
        /// Components whose literal segments end at this node.
        var components: [Int] = []
        var children: [String: SegmentTree] = [:]

        mutating func insert(_ index: Int, at segments: ArraySlice<String>) {
            guard let first = segments.first else { return components.append(index) }
            children[first, default: SegmentTree()].insert(index, at: segments.dropFirst())
        }

        /// The components a link with these (lower-cased) segments may match, in file order.
        func candidates(_ segments: [Substring]) -> [Int] {
            var lists = [components]
            var node = self
            for segment in segments {
                guard let child = node.children[String(segment)] else { break }
                lists.append(child.components)
                node = child
            }
            return lists.count == 1 ? components : lists.joined().sorted()
        }
    }

    let components: [Compiled]

    /// Components by their literal leading segments; at the root, those every link is tried
    /// against: no path pattern, a wildcard in the first segment, or decoding.
    private let tree: SegmentTree

    init(
        _ components: [AASAComponent], defaults: AASAFile.MatchingOptions, variables: [String: [String]],
        reading: AASAMatcher.Reading
    ) {
        var tree = SegmentTree()
        self.components = components.enumerated().map { index, component in
            let options = component.options.inheriting(defaults)
            let caseSensitive = options.caseSensitive ?? true
            let decodes = !(options.percentEncoded ?? true)
            let compile = { (text: String) in
                AASAPattern(
                    text, variables: variables, caseSensitive: caseSensitive,
                    questionMarkMatchesSlash: reading.questionMarkMatchesSlash)
            }
            let paths = component.path.map { path in reading.appleSlashRules ? SlashRules.patterns(path) : [path] }
            var compiled = Compiled(
                component: component, caseSensitive: caseSensitive, decodes: decodes, path: paths?.map(compile),
                fragment: component.fragment.map(compile))
            switch component.query {
            case .whole(let pattern)?: compiled.wholeQuery = compile(pattern)
            case .items(let items)?: compiled.items = items.map { ($0.name, compile($0.pattern)) }
            case nil: break
            }
            let literals = decodes ? [] : paths?.first.map(Self.literalSegments) ?? []
            tree.insert(index, at: literals[...])
            return compiled
        }
        self.tree = tree
    }

    /// `["products"]` for `/products/?*`, `["products", ""]` for `/products/`: the segments before
    /// the first wildcard or variable, lower-cased, each of which a matching path has as it is.
    private static func literalSegments(_ pattern: String) -> [String] {
        guard pattern.hasPrefix("/") else { return [] }
        var segments: [String] = []
        // By bytes: the delimiters are ASCII, and a split over `Character`s cost more than compiling
        // the pattern.
        let wildcards: [UInt8] = [UInt8(ascii: "*"), UInt8(ascii: "?"), UInt8(ascii: "$")]
        for segment in pattern.utf8.dropFirst().split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false) {
            guard !segment.contains(where: wildcards.contains) else { break }
            segments.append(String(Substring(segment)).lowercased())
        }
        return segments
    }

    /// The index of the first component that matches `link`.
    func firstMatch(_ link: LinkParts) -> Int? {
        // By bytes: a split over `Character`s cost more than trying the candidates.
        let segments = link.path.lowercased().utf8.dropFirst()
            .split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).map { Substring($0) }
        return tree.candidates(segments).first { components[$0].matches(link) }
    }
}

/// The parts of a URL the AASA rules read, still percent-encoded.
struct LinkParts: Sendable {
    /// The path; `/` when the URL has none.
    var path: String {
        didSet { (pathScalars, foldedPathScalars) = Self.scalars(path) }
    }
    /// The path's scalars, as patterns match them, and lower-cased for `caseSensitive: false`.
    private(set) var pathScalars: [Unicode.Scalar] = []
    private(set) var foldedPathScalars: [Unicode.Scalar] = []
    /// The query without `?`, when there is one.
    var query: String?
    /// The fragment without `#`, when there is one.
    var fragment: String?

    init(_ url: String) {
        // By bytes: every delimiter is ASCII, and a `Character` search costs more.
        var rest = Substring(url)
        if let hash = rest.utf8.firstIndex(of: UInt8(ascii: "#")) {
            fragment = String(rest[rest.utf8.index(after: hash)...])
            rest = rest[..<hash]
        }
        if let mark = rest.utf8.firstIndex(of: UInt8(ascii: "?")) {
            query = String(rest[rest.utf8.index(after: mark)...])
            rest = rest[..<mark]
        }
        // `scheme://authority/path`: the path starts at the first `/` after the authority.
        if let colon = rest.utf8.firstIndex(of: UInt8(ascii: ":")), rest[colon...].utf8.starts(with: "://".utf8) {
            let afterAuthority = rest[rest.utf8.index(colon, offsetBy: 3)...]
            rest = afterAuthority.utf8.firstIndex(of: UInt8(ascii: "/")).map { afterAuthority[$0...] } ?? ""
        }
        path = rest.isEmpty ? "/" : String(rest)
        (pathScalars, foldedPathScalars) = Self.scalars(path)
    }

    private static func scalars(_ text: String) -> ([Unicode.Scalar], [Unicode.Scalar]) {
        (Array(text.unicodeScalars), Array(text.lowercased().unicodeScalars))
    }

    /// The query items as `name=value` pairs; an item without `=` has the empty value.
    var items: [(name: String, value: String)] {
        guard let query, !query.isEmpty else { return [] }
        return query.split(separator: "&").map { item in
            let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            return (String(parts[0]), parts.count > 1 ? String(parts[1]) : "")
        }
    }
}
