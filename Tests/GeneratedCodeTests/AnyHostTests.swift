import Foundation
import RouteGenCore
import Testing

// MARK: - Routes on any host (fixture `any-host`)

/// `init(url:)`: the app's universal links and scheme, which never open a route on any host.
let anyHostUniversalCases: [LinkCase<FediRoute>] = [
    .init("https://example.social/", [.home]),
    .init("https://example.social/@alice", [.profile(account: "alice")]),
    .init("https://example.social/@alice/42", [.profile(account: "alice"), .localStatus(account: "alice", id: 42)]),
    .init("fedi:///@alice/42", [.profile(account: "alice"), .localStatus(account: "alice", id: 42)]),
    .init("fedi://settings", [.settings]),
    .init("https://example.social/tags/swift", [.localTag(tag: "swift")]),
    .init("fedi://tags/swift", [.localTag(tag: "swift")]),
    // Links only routes on any host take: none is a universal link or a custom-scheme link.
    .init("https://mastodon.social/@alice/42", nil),
    .init("https://mastodon.social/tags/swift", nil),
    .init("http://example.social/tags/swift", nil),
    .init("https://example.social/2024/05/hello-world", nil),
    .init("http://example.social/@alice/42", nil),
]

/// `init(inAppURL:)`: the app's own link first, else an `http` or `https` link on any host.
let anyHostInAppCases: [LinkCase<FediRoute>] = [
    // The app's own links keep their routes.
    .init("https://example.social/@alice/42", [.profile(account: "alice"), .localStatus(account: "alice", id: 42)]),
    .init("https://EXAMPLE.social/@alice", [.profile(account: "alice")]),
    .init("fedi://settings", [.settings]),
    // A status on any other server, the host lower-cased, on http too, on the scheme's own port.
    .init("https://mastodon.social/@alice/42", [.status(server: "mastodon.social", account: "alice", id: 42)]),
    .init("https://Mastodon.SOCIAL/@alice/42", [.status(server: "mastodon.social", account: "alice", id: 42)]),
    .init("http://mastodon.social/@alice/42", [.status(server: "mastodon.social", account: "alice", id: 42)]),
    .init("https://mastodon.social:443/@alice/42", [.status(server: "mastodon.social", account: "alice", id: 42)]),
    .init("http://mastodon.social:80/@alice/42/", [.status(server: "mastodon.social", account: "alice", id: 42)]),
    .init("https://mastodon.social/@alice/42?utm=share#reply", [.status(server: "mastodon.social", account: "alice", id: 42)]),
    .init("http://example.social/@alice/42", [.status(server: "example.social", account: "alice", id: 42)]),
    .init("https://192.0.2.7/@alice/42", [.status(server: "192.0.2.7", account: "alice", id: 42)]),
    // A route without a host value: on the app's own host, the app's route of its path takes the
    // https link, and the route on any host the http one.
    .init("https://mastodon.social/tags/swift", [.tag(tag: "swift", sort: nil)]),
    .init("https://example.social/tags/swift?sort=new", [.localTag(tag: "swift")]),
    .init("http://example.social/tags/swift?sort=new", [.tag(tag: "swift", sort: "new")]),
    // A WordPress post on plain http.
    .init("http://blog.wordpress.com/2024/05/hello-world/", [.post(blog: "blog.wordpress.com", year: 2024, month: 5, slug: "hello-world")]),
    .init("https://example.social/2024/05/hello", [.post(blog: "example.social", year: 2024, month: 5, slug: "hello")]),
    // Links that open nothing: another scheme, user info, another port, an IP literal, no host.
    .init("ftp://mastodon.social/@alice/42", nil),
    .init("mailto:alice@mastodon.social", nil),
    .init("https://bob@mastodon.social/@alice/42", nil),
    .init("https://bob:secret@mastodon.social/@alice/42", nil),
    .init("https://mastodon.social:8443/@alice/42", nil),
    .init("https://:443/@alice/42", nil),  // a port and no host (fuzzing found it)
    .init("http://mastodon.social:443/@alice/42", nil),
    .init("https://[2001:db8::1]/@alice/42", nil),
    .init("https:///@alice/42", nil),
    // Paths no route on any host has: the app's own routes are not there on other hosts.
    .init("https://mastodon.social/@alice", nil),
    .init("https://mastodon.social/@alice/abc", nil),
    .init("https://mastodon.social/settings", nil),
    .init("https://mastodon.social/", nil),
    .init("https://example.social/settings", nil),  // closed to universal links, and on no other host
]

@Test("init(url:) never opens a route on any host", arguments: anyHostUniversalCases)
func anyHostUniversalLinks(_ row: LinkCase<FediRoute>) throws {
    #expect(FediRoute.stack(for: try #require(URL(string: row.link))) == row.expected)
}

@Test("init(inAppURL:) opens the app's own links first, then links on any host", arguments: anyHostInAppCases)
func anyHostInAppLinks(_ row: LinkCase<FediRoute>) throws {
    #expect(FediRoute.stack(forInAppURL: try #require(URL(string: row.link))) == row.expected)
}

@Suite("Routes on any host: the model, printing, storing and the router")
@MainActor
struct AnyHostTests {
    static let values: [FediRoute] = [
        .home, .profile(account: "alice"), .localStatus(account: "alice", id: 42), .settings,
        .status(server: "mastodon.social", account: "alice", id: 42), .status(server: "a-b.example", account: "x/y?z", id: -1),
        .status(server: "example.social", account: "alice", id: 42), .localTag(tag: "swift"), .tag(tag: "swift", sort: nil),
        .tag(tag: "a b", sort: "new"),
        .post(blog: "blog.wordpress.com", year: 2024, month: 5, slug: "hello-world"),
    ]

    @Test("the model's matcher answers every row as the compiled parser does, on both entry points")
    func modelAgrees() throws {
        let matcher = try ModelParserAgreementTests.matcher("any-host")
        let names = { (stack: [FediRoute]?) in ModelParserAgreementTests.names(stack) }
        for row in anyHostUniversalCases {
            #expect(matcher.match(url: row.link)?.stack.map(Self.name) == names(row.expected), "\(row.link)")
        }
        for row in anyHostInAppCases {
            let match = matcher.match(inAppURL: row.link)
            #expect(match?.stack.map(Self.name) == names(row.expected), "\(row.link)")
            let isAppLink = FediRoute(url: try #require(URL(string: row.link))) != nil
            #expect((match?.channel == .inApp) == (row.expected != nil && !isAppLink), "\(row.link)")
        }
        #expect(matcher.match(inAppURL: "https://Mastodon.SOCIAL/@alice/42")?.value == #"status(server: "mastodon.social", account: "alice", id: 42)"#)
        #expect(matcher.match(inAppURL: "http://blog.wordpress.com/2024/05/a")?.value == #"post(blog: "blog.wordpress.com", year: 2024, month: 5, slug: "a")"#)
    }

    /// The route's name in a value the model prints: `status` of `status(server: …)`.
    static func name(_ value: String) -> String {
        String(value.prefix { $0 != "(" })
    }

    @Test("a route on any host prints its in-app link on its host value, which opens it; no other link")
    func printing() throws {
        for value in Self.values {
            if let link = value.inAppURL { #expect(FediRoute(inAppURL: link) == value, "\(link)") }
            if let link = value.universalLink { #expect(FediRoute(url: link) == value, "\(link)") }
            if let link = value.customSchemeURL { #expect(FediRoute(url: link) == value, "\(link)") }
        }
        let status = FediRoute.status(server: "mastodon.social", account: "alice", id: 42)
        #expect(status.inAppURL?.absoluteString == "https://mastodon.social/@alice/42")
        #expect(status.universalLink == nil && status.customSchemeURL == nil)
        // Without a host value, on the first host: there the app's own route takes the https link, so
        // the route on any host prints http, which init(url:) never reads.
        #expect(FediRoute.tag(tag: "swift", sort: nil).inAppURL?.absoluteString == "http://example.social/tags/swift")
        #expect(FediRoute(url: try #require(URL(string: "https://example.social/tags/swift"))) == .localTag(tag: "swift"))
        #expect(FediRoute.localTag(tag: "swift").inAppURL?.absoluteString == "https://example.social/tags/swift")
        // On the app's own host, its own route takes the https link: the http link is the status's.
        let onAppHost = FediRoute.status(server: "example.social", account: "alice", id: 42)
        #expect(onAppHost.inAppURL?.absoluteString == "http://example.social/@alice/42")
        #expect(FediRoute.localStatus(account: "alice", id: 42).inAppURL == FediRoute.localStatus(account: "alice", id: 42).universalLink)
        #expect(FediRoute.settings.inAppURL?.absoluteString == "fedi://settings")
        for host in ["", "bad host", "evil.com/x", "a@b", "[::1]", "b\u{E4}r.example"] {
            #expect(FediRoute.status(server: host, account: "a", id: 1).inAppURL == nil, "\(host)")
        }
        #expect(FediRoute(path: "/@alice/42") == .localStatus(account: "alice", id: 42), "a path is never a route on any host")
        #expect(FediRoute(path: "/tags/swift") == .localTag(tag: "swift"), "the app's route, never the route on any host")
        #expect(FediRoute(path: "/2024/05/hello-world") == nil)
    }

    @Test("a route on any host is stored as its http link, and read back as itself, even on the app's own host")
    func storing() throws {
        for value in Self.values {
            #expect(FediRoute(storedText: value.storedText) == value, "\(value.storedText)")
            let data = try JSONEncoder().encode([value])
            #expect(try JSONDecoder().decode([FediRoute].self, from: data) == [value])
        }
        #expect(FediRoute.status(server: "example.social", account: "alice", id: 42).storedText == "http://example.social/@alice/42")
        #expect(FediRoute.tag(tag: "swift", sort: nil).storedText == "http://example.social/tags/swift")
        #expect(FediRoute.localStatus(account: "alice", id: 42).storedText == "/@alice/42")
        #expect(FediRoute.localTag(tag: "swift").storedText == "/tags/swift")
    }

    @Test("the router opens a link on any host through open(inAppLink:) only")
    func router() throws {
        let router = FediRouter()
        let link = try #require(URL(string: "https://mastodon.social/@alice/42"))
        #expect(!router.open(link), "not a universal link")
        #expect(router.open(inAppLink: link))
        #expect(router.path == [.status(server: "mastodon.social", account: "alice", id: 42)])
        #expect(router.open(inAppLink: try #require(URL(string: "https://example.social/@bob/7"))))
        #expect(router.path == [.profile(account: "bob"), .localStatus(account: "bob", id: 7)])
        #expect(!router.open(inAppLink: try #require(URL(string: "https://mastodon.social/about"))))
        #expect(router.path == [.profile(account: "bob"), .localStatus(account: "bob", id: 7)], "a link no route takes changes nothing")
        let restored = FediRouter()
        router.open(.status(server: "example.social", account: "alice", id: 1))
        restored.restore(from: router.restorationData)
        #expect(restored.path == [.status(server: "example.social", account: "alice", id: 1)])
    }
}

#if os(Linux)
import SwiftUI

@Suite("Routes on any host: links tapped in the app")
@MainActor
struct AnyHostOpenURLTests {
    @Test("the in-app handler opens links on any host in the router; any other goes to the system")
    func openURL() throws {
        let router = FediRouter()
        let values = _find(_EnvironmentValue<OpenURLAction>.self, in: Text("").fediLinks(router))
        try #require(values.count == 1)
        let handler = try #require(values[0].value._handler as? (URL) -> OpenURLAction.Result)
        #expect(handler(try #require(URL(string: "https://mastodon.social/@alice/42")))._kind == "handled")
        #expect(router.path == [.status(server: "mastodon.social", account: "alice", id: 42)])
        #expect(handler(try #require(URL(string: "https://mastodon.social/about")))._kind == "systemAction")
        #expect(handler(try #require(URL(string: "ftp://mastodon.social/@alice/42")))._kind == "systemAction")
    }
}
#endif
