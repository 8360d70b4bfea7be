import Testing

/// Every fixture's URL table, in one list: the links of `Tests/SnapshotTests/Fixtures/<fixture>`'s
/// manifest that its compiled parser is tested on, each with the stack it opens. The tests that
/// hold the model or the AASA file to the tables go through this list; a fixture with a table of
/// its own adds one line here.
struct FixtureURLTable: Sendable, CustomTestStringConvertible {
    /// The fixture's folder name.
    let fixture: String
    /// Each row's link, and the stack it opens as route names (`productDetail`), nil for none.
    let rows: [(link: String, stack: [String]?)]

    init<Route: Hashable & Sendable>(_ fixture: String, _ cases: [LinkCase<Route>]) {
        self.fixture = fixture
        rows = cases.map { row in (row.link, row.expected?.map { String(String(describing: $0).prefix { $0 != "(" }) }) }
    }

    var testDescription: String { fixture }

    /// The links of the table.
    var links: [String] { rows.map(\.link) }

    static let all: [FixtureURLTable] = [
        .init("shop", shopCases),
        .init("lists-and-custom-types", catalogCases),
        .init("precedence", precedenceCases),
        .init("rest-parameter", docsCases),
        .init("scheme-only", schemeCases),
        .init("custom-scheme-host", kickstarterCases),
        .init("wide-level", wideCases),
        .init("case-sensitive-wide", mailCases),
        .init("tabs-and-sheets", storeCases),
        .init("route-patterns", patternCases),
        .init("modules", modularCases),
        .init("link-shapes", shapeCases),
        .init("carried-paths", carriedPathCases),
        .init("fragment-items", fragmentItemCases),
        .init("decoding-first", decodingFirstCases),
        .init("case-sensitive-host", caseSensitiveHostCases),
        .init("empty-segments", emptySegmentCases),
        .init("segments-before-value", segmentsBeforeValueCases),
        .init("any-host", anyHostUniversalCases),
        .init("screens-without-links", signUpLinkCases),
        .init("preloaded-values", feedLinkCases),
        .init("non-codable-values", galleryLinkCases),
        .init("presented-values", moderationLinkCases),
        .init("ice-cubes", iceCubesLinkCases),
    ]
}
