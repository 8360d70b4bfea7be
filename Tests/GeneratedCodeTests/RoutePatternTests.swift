import Foundation
import RouteGenTestSupport
import Testing

/// The route patterns of the `route-patterns` fixture, compiled: parameters inside a segment,
/// optional segments and routes chosen by a fixed query value (Docs/DeepLinks.md, "Route patterns").

let patternCases: [LinkCase<PatternRoute>] = [
    // `@{handle}`: literal text before a value; the text matches only unencoded.
    .init("https://social.example.com/@alice", [.profile(handle: "alice")]),
    .init("https://social.example.com/@alice/", [.profile(handle: "alice")]),
    .init("https://social.example.com/@a@b", [.profile(handle: "a@b")]),
    .init("https://social.example.com/@al%20ice", [.profile(handle: "al ice")]),
    .init("https://social.example.com/@", [.user(username: "@")]),
    .init("https://social.example.com/%40alice", [.user(username: "@alice")]),
    .init("https://social.example.com/x@alice", [.user(username: "x@alice")]),
    .init("https://social.example.com/@alice/42", [.profile(handle: "alice"), .post(handle: "alice", id: 42)]),
    // After `social://`, `@` starts user info: such a segment comes after an empty authority.
    .init("social:///@alice", [.profile(handle: "alice")]),
    .init("social://@alice", nil),
    // `{slug}-{id:Int}`: the slug takes the longest text that leaves an Int after a '-'.
    .init("https://social.example.com/p/my-first-post-42", [.article(slug: "my-first-post", id: 42)]),
    .init("https://social.example.com/p/a--5", [.article(slug: "a-", id: 5)]),
    .init("https://social.example.com/p/a-%2D5", [.article(slug: "a", id: -5)]),
    .init("https://social.example.com/p/42-x-7", [.article(slug: "42-x", id: 7)]),
    .init("https://social.example.com/p/my-post", nil),
    .init("https://social.example.com/p/-42", nil),
    .init("https://social.example.com/p/post-", nil),
    .init("https://social.example.com/p/post%2D42", nil),
    // `{name}.pdf`: the suffix is the last text of the segment.
    .init("https://social.example.com/files/report.pdf", [.document(name: "report")]),
    .init("https://social.example.com/files/report.2026.pdf", [.document(name: "report.2026")]),
    .init("https://social.example.com/files/.pdf", nil),
    .init("https://social.example.com/files/report.PDF", nil),
    .init("https://social.example.com/files/report.pdf.txt", nil),
    // `v{major:Int}.{minor:Int}`: two typed values in one segment.
    .init("https://social.example.com/api/v2.10", [.apiVersion(major: 2, minor: 10)]),
    .init("https://social.example.com/api/v2", nil),
    .init("https://social.example.com/api/v2.x", nil),
    .init("https://social.example.com/api/2.10", nil),
    // A segment with literal text beats a parameter of the whole segment.
    .init("https://social.example.com/wiki/User_talk:Jimbo", [.userTalk(title: "Jimbo")]),
    .init("https://social.example.com/wiki/User_talk%3AJimbo", [.wikiPage(title: "User_talk:Jimbo")]),
    .init("https://social.example.com/wiki/Main_Page", [.wikiPage(title: "Main_Page")]),
    // `{lang?}`: a whole segment that may be absent; a literal in its place wins.
    .init("https://social.example.com/products/42", [.product(lang: nil, id: 42)]),
    .init("https://social.example.com/fr/products/42", [.product(lang: "fr", id: 42)]),
    .init("https://social.example.com/products/products/42", [.product(lang: "products", id: 42)]),
    .init("https://social.example.com/fr/products/x", nil),
    .init("https://social.example.com/about", [.about(lang: nil)]),
    .init("https://social.example.com/de/about", [.about(lang: "de")]),
    .init("https://social.example.com/help/about", [.helpAbout]),
    .init("https://social.example.com/feed", [.feed(page: nil)]),
    .init("https://social.example.com/feed/3", [.feed(page: 3)]),
    .init("https://social.example.com/feed/x", nil),
    // A fixed query value chooses the route; the same path without it takes the rest.
    .init("https://social.example.com/library?action=history", [.history]),
    .init("https://social.example.com/library?ref=mail&action=history", [.history]),
    .init("https://social.example.com/library?action=history&action=history", [.history]),
    .init("https://social.example.com/library?action=history&action=x", [.library]),
    .init("https://social.example.com/library?action=HISTORY", [.library]),
    .init("https://social.example.com/library?action=hist%6Fry", [.library]),
    .init("https://social.example.com/library?action", [.library]),
    .init("https://social.example.com/library", [.library]),
    // Closed to universal links: the route with the fixed value refuses, rather than the path falling through.
    .init("https://social.example.com/library?action=bookmarks", nil),
    .init("social://library?action=bookmarks&sort=new", [.bookmarks(sort: "new")]),
    .init("https://social.example.com/someone", [.user(username: "someone")]),
    // After `social://` the first segment is a host, which compares without case: a literal there
    // matches in any case, while after an empty authority, and in a universal link, it compares as
    // the manifest says. Values keep their case either way.
    .init("https://social.example.com/lIbrary", [.user(username: "lIbrary")]),
    .init("social://lIbrary", [.library]),
    .init("social://LIBRARY?action=history", [.history]),
    .init("social:///lIbrary", [.user(username: "lIbrary")]),
    .init("social:///library", [.library]),
    .init("social://Alice", [.user(username: "Alice")]),
    .init("social:///Alice", [.user(username: "Alice")]),
    .init("social://HELP/about", [.helpAbout]),
    .init("social:///HELP/about", [.about(lang: "HELP")]),
    .init("social://FR/products/42", [.product(lang: "FR", id: 42)]),
]

@Test("route patterns: segments with literal text, optional segments and fixed query values", arguments: patternCases)
func patternLinks(_ row: LinkCase<PatternRoute>) throws {
    #expect(PatternRoute.stack(for: try #require(URL(string: row.link))) == row.expected)
}

@Test(
    "printing writes each pattern so it reads back: values holding the segment's literal text, absent optional segments, fixed items",
    arguments: [
        (PatternRoute.article(slug: "a-b", id: -5), "/p/a-b-%2D5"),
        (.article(slug: "-", id: 1), "/p/--1"),
        (.document(name: "x.pdf"), "/files/x.pdf.pdf"),
        (.apiVersion(major: 1, minor: -2), "/api/v1.-2"),
        (.profile(handle: "@x/y"), "/@%40x%2Fy"),
        (.userTalk(title: "A:B c"), "/wiki/User_talk:A%3AB%20c"),
        (.product(lang: nil, id: 1), "/products/1"),
        (.product(lang: "pt BR", id: 1), "/pt%20BR/products/1"),
        (.feed(page: nil), "/feed"),
        (.history, "/library?action=history"),
        (.bookmarks(sort: "new"), "/library?action=bookmarks&sort=new"),
        (.bookmarks(sort: nil), "/library?action=bookmarks"),
    ])
func patternPrinting(route: PatternRoute, path: String) throws {
    #expect(route.path == path)
    #expect(PatternRoute(path: path) == route)
}

@Test(
    "a custom-scheme link prints a value in the first segment after an empty authority, where the host's case rule cannot read it as a literal",
    arguments: [
        (PatternRoute.user(username: "lIbrary"), "social:///lIbrary"),
        (.user(username: "Alice"), "social:///Alice"),
        (.about(lang: "HELP"), "social:///HELP/about"),
        (.about(lang: nil), "social:///about"),
        (.product(lang: "Feed", id: 1), "social:///Feed/products/1"),
        (.profile(handle: "alice"), "social:///@alice"),
        // A literal first segment stays in the host's place: it reads back in any case.
        (.library, "social://library"),
        (.history, "social://library?action=history"),
        (.helpAbout, "social://help/about"),
        (.home, "social://"),
    ])
func patternCustomSchemePrinting(route: PatternRoute, link: String) throws {
    #expect(route.customSchemeURL?.absoluteString == link)
    #expect(PatternRoute.stack(for: try #require(URL(string: link)))?.last == route)
}

/// The fixture's first-segment literals in other cases: values the host's case rule would read as
/// those literals, were they printed in the host's place.
private let foldedLiterals = ["lIbrary", "LIBRARY", "Help", "FEED", "P", "Files", "API", "Wiki", "Products", "About"]

/// Text for values: the fixture's literal texts (`-`, `.`, `@`, `v`, `:`), escapes and Unicode.
private let patternPieces = ["a", "Z", "0", "-", ".", "@", "v", "V", ":", "_", "pdf", "%", "%2D", "/", " ", "é", "😀", "?", "&"]

private func patternValue(using random: inout SeededGenerator) -> String {
    (0..<Int.random(in: 1...5, using: &random)).map { _ in patternPieces.randomElement(using: &random) ?? "a" }.joined()
}

@Test("random values of every pattern print to links that open the same route", arguments: [UInt64(1), 2, 3])
func patternRoundTrip(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let integers = [0, 1, -1, 42, Int.max, Int.min]
    for _ in 0..<2_000 {
        let value = patternValue(using: &random)
        let other = patternValue(using: &random)
        let number = integers.randomElement(using: &random) ?? 0
        let route: PatternRoute
        let folded = foldedLiterals.randomElement(using: &random) ?? "Help"
        switch Int.random(in: 0..<11, using: &random) {
        case 0: route = .profile(handle: value)
        case 1: route = .post(handle: value, id: number)
        case 2: route = .article(slug: value, id: number)
        case 3: route = .document(name: value)
        case 4: route = .apiVersion(major: number, minor: integers.randomElement(using: &random) ?? 0)
        case 5: route = .userTalk(title: value)
        // A value equal to a literal in the optional segment's place opens that literal's route.
        case 6: route = .product(lang: Bool.random(using: &random) ? nil : "l" + other, id: number)
        case 7: route = .feed(page: Bool.random(using: &random) ? nil : number)
        // A first segment whose value is a literal in another case (the host's rule folds it).
        case 8: route = .user(username: folded)
        case 9: route = .about(lang: folded)
        default: route = .product(lang: folded, id: number)
        }
        #expect(PatternRoute(path: route.path) == route, "seed \(seed): \(route) → \(route.path)")
        if let link = route.universalLink { #expect(PatternRoute.stack(for: link)?.last == route, "seed \(seed): \(link)") }
        if let link = route.customSchemeURL { #expect(PatternRoute.stack(for: link)?.last == route, "seed \(seed): \(link)") }
    }
}

@Test("a hostile compound segment is cut in bounded time: thousands of separators, no match")
func patternHostileSegment() throws {
    let dashes = String(repeating: "a-", count: 2_000)
    #expect(PatternRoute(path: "/p/" + dashes) == nil)
    #expect(PatternRoute(path: "/api/v" + String(repeating: "1.", count: 2_000) + "x") == nil)
    // The route printed with a long slug still reads back: its cut is the first tried.
    let long = PatternRoute.article(slug: dashes + "z", id: 7)
    #expect(PatternRoute(path: long.path) == long)
}
