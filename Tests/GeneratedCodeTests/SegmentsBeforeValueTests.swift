import Foundation
import RouteGenCore
import RouteGenTestSupport
import Testing

// MARK: - A rest parameter that is not last (fixture `segments-before-value`)

/// Ice Cubes' links: a tag, an account or a status whatever comes before it. The rest takes the
/// segments before the link's last ones, so it may take none, and the suffix is the link's end.
let segmentsBeforeValueCases: [LinkCase<MastodonRoute>] = [
    // Whatever comes before the suffix, nothing included.
    .init("https://mastodon.social/web/tags/swift", [.tag(prefix: ["web"], tag: "swift")]),
    .init("https://mastodon.social/a/b/tags/swift", [.tag(prefix: ["a", "b"], tag: "swift")]),
    .init("https://mastodon.social/@alice", [.account(prefix: [], account: "alice")]),
    .init("https://mastodon.social/web/@alice", [.account(prefix: ["web"], account: "alice")]),
    .init("https://mastodon.social/users/x/@alice", [.account(prefix: ["users", "x"], account: "alice")]),
    // The suffix is the link's last segments: `tags` earlier on is the rest's.
    .init("https://mastodon.social/a/tags/b/tags/c", [.tag(prefix: ["a", "tags", "b"], tag: "c")]),
    .init("https://mastodon.social/tags/tags/c", [.tag(prefix: ["tags"], tag: "c")]),
    .init("https://mastodon.social/@alice/@bob", [.account(prefix: ["@alice"], account: "bob")]),
    // Decoded segments; empty segments and a trailing slash are skipped, as everywhere.
    .init("https://mastodon.social/a%20b/c%2Fd/tags/caf%C3%A9", [.tag(prefix: ["a b", "c/d"], tag: "café")]),
    .init("https://mastodon.social//a//tags//b/", [.tag(prefix: ["a"], tag: "b")]),
    // A literal wins its link: `/tags/swift` is the local tag, where `tag`'s rest would be empty;
    // a literal branch that fails deeper falls through to the rest.
    .init("https://mastodon.social/tags/swift", [.localTag(tag: "swift")]),
    .init("https://mastodon.social/tags/b/tags/c", [.tag(prefix: ["tags", "b"], tag: "c")]),
    .init("https://mastodon.social/about", [.about]),
    .init("https://mastodon.social/", [.home]),
    // The longer suffix is tried first: a status before an account; a status whose id is no
    // `Int` falls through to the shorter suffix, which `abc` is not.
    .init("https://mastodon.social/@alice/42", [.status(prefix: [], account: "alice", id: 42)]),
    .init("https://mastodon.social/deck/@alice/42", [.status(prefix: ["deck"], account: "alice", id: 42)]),
    .init("https://mastodon.social/@alice/abc", nil),
    .init("https://mastodon.social/@alice/42/x", nil),
    // A rest below a literal; a link the literal's branch refuses goes on to the root's rests.
    .init("https://mastodon.social/web/statuses/7", [.webStatus(path: [], id: 7)]),
    .init("https://mastodon.social/web/a/b/statuses/7", [.webStatus(path: ["a", "b"], id: 7)]),
    .init("https://mastodon.social/web/statuses/x", nil),
    .init("https://mastodon.social/web/a/@bob/7", [.status(prefix: ["web", "a"], account: "bob", id: 7)]),
    // A rest that is last is tried after those that are not, and a literal before it wins anyway.
    .init("https://mastodon.social/settings/a/tags/b", [.settings(path: ["a", "tags", "b"])]),
    .init("https://mastodon.social/settings", [.settings(path: [])]),
    // Too few segments for any suffix, or a suffix that is not there: nothing opens.
    .init("https://mastodon.social/tags", nil),
    .init("https://mastodon.social/tags/", nil),
    .init("https://mastodon.social/web/about", nil),
    .init("https://mastodon.social/a/tags", nil),
    .init("https://mastodon.social/a/tags/b/c", nil),
    .init("https://mastodon.social/a/alice", nil),
    .init("https://mastodon.social/a/%40alice", nil),  // an escaped `@` is a value, never the text
    .init("https://mastodon.social/a/TAGS/b", nil),  // paths compare case
    .init("https://mastodon.social/a/../tags/b", nil),
    .init("https://evil.com/a/tags/b", nil),
    // The custom scheme: the first segment in the host's place, or after an empty authority.
    .init("icecubes://a/tags/b", [.tag(prefix: ["a"], tag: "b")]),
    .init("icecubes:///a/tags/b/tags/c", [.tag(prefix: ["a", "tags", "b"], tag: "c")]),
    .init("icecubes://TAGS/swift", [.localTag(tag: "swift")]),  // a host ignores case
    .init("icecubes:///@alice/42", [.status(prefix: [], account: "alice", id: 42)]),
    .init("icecubes://@alice", nil),  // `@` cannot be in a host
]

@Test("links whose rest parameter is not last open what the manifest says", arguments: segmentsBeforeValueCases)
func segmentsBeforeValueLinks(_ row: LinkCase<MastodonRoute>) throws {
    #expect(MastodonRoute.stack(for: try #require(URL(string: row.link))) == row.expected)
}

@Suite("A rest parameter that is not last: the model, printing and storing")
struct SegmentsBeforeValueTests {
    static func matcher() throws -> LinkMatcher {
        let path = "Tests/SnapshotTests/Fixtures/segments-before-value/routes.json"
        let table = Generator.routeTable(fromManifest: try RepositoryPaths.bytes(path), at: RepositoryPaths.file(path).path).routeTable
        return LinkMatcher(table: try #require(table))
    }

    @Test("the model opens every row with the values the compiled parser opens, rest segments included")
    func model() throws {
        let matcher = try Self.matcher()
        for row in segmentsBeforeValueCases {
            #expect(matcher.match(url: row.link)?.value == row.expected?.last.map { String(describing: $0) }, "\(row.link)")
        }
    }

    static let values: [MastodonRoute] = [
        .tag(prefix: ["web"], tag: "swift"), .tag(prefix: ["a b", "tags", "c/d"], tag: "é?#"), .tag(prefix: ["tags"], tag: "x"),
        .account(prefix: [], account: "alice"), .account(prefix: ["@bob"], account: "a/b"),
        .status(prefix: [], account: "alice", id: 42), .status(prefix: ["deck", "x"], account: "alice", id: -1),
        .webStatus(path: [], id: 7), .webStatus(path: ["a", "statuses", "8"], id: 7), .settings(path: []),
        .settings(path: ["a", "tags", "b"]), .localTag(tag: "swift"),
    ]

    @Test("every value prints its rest's segments where the rest is, and reads back, on each channel")
    func printing() throws {
        for value in Self.values {
            #expect(MastodonRoute(path: value.path) == value, "\(value.path)")
            let universal = try #require(value.universalLink)
            let scheme = try #require(value.customSchemeURL)
            #expect(MastodonRoute(url: universal) == value, "\(universal)")
            #expect(MastodonRoute(url: scheme) == value, "\(scheme)")
            #expect(MastodonRoute(storedText: value.storedText) == value)
        }
        #expect(MastodonRoute.tag(prefix: ["a b", "tags", "c/d"], tag: "é?#").path == "/a%20b/tags/c%2Fd/tags/%C3%A9%3F%23")
        #expect(MastodonRoute.webStatus(path: ["a"], id: 7).universalLink?.absoluteString == "https://mastodon.social/web/a/statuses/7")
        #expect(MastodonRoute.status(prefix: [], account: "alice", id: 42).customSchemeURL?.absoluteString == "icecubes:///@alice/42")
        #expect(MastodonRoute.webStatus(path: [], id: 7).path == "/web/statuses/7")
    }

    @Test("a rest with no segment prints the suffix alone, which the literal route of that path opens instead")
    func shadowedByALiteral() throws {
        let value = MastodonRoute.tag(prefix: [], tag: "swift")
        #expect(value.path == "/tags/swift")
        #expect(MastodonRoute(path: value.path) == .localTag(tag: "swift"))
        // The catalog's link builder knows: it asks for a segment, naming the route that opens.
        let path = "Tests/SnapshotTests/Fixtures/segments-before-value/routes.json"
        let plan = try #require(Generator.plan(fromManifest: try RepositoryPaths.bytes(path)).plan)
        let route = try #require(plan.table.routes.first { $0.name == "tag" })
        let template = try #require(plan.linkTemplate(of: route))
        guard case .rest(0, let emptyOpens, _)? = template.path.first else {
            Issue.record("the rest is the template's first part: \(template.path)")
            return
        }
        #expect(emptyOpens == "localTag")
        #expect(template.path.dropFirst().first == .literal("tags"))
        let accountRoute = try #require(plan.table.routes.first { $0.name == "account" })
        let account = try #require(plan.linkTemplate(of: accountRoute))
        guard case .rest(0, nil, _)? = account.path.first else {
            Issue.record("an account with no prefix opens itself: \(account.path)")
            return
        }
    }
}
