@testable import RouteGenCore
import RouteGenTestSupport
import Testing

/// The manifest's lines for routes on any host (`anyHost`, `hostParameter`): in-app links only,
/// so none of the other channels' keys, and a host value named like no other value.
@Suite("Any-host diagnostics")
struct AnyHostDiagnosticsTests {
    static func routes(_ routes: String) -> String {
        LinkShapeDiagnosticsTests.routes(routes)
    }

    @Test("a route on any host takes none of the keys of universal links, custom schemes and carried links")
    func otherChannels() {
        expectDiagnostics(
            Self.routes(#"""
                { "name": "a", "path": "/a", "anyHost": true, "universalLink": 1️⃣true, "customScheme": 2️⃣true },
                { "name": "b", "path": "/b", "anyHost": true, "hosts": 3️⃣["example.com"], "opensLinkIn": 4️⃣"?next" },
                { "name": "c", "path": "/c", "anyHost": true, "universalLink": false, "customScheme": false }
                """#),
            [
                "1️⃣ error: route 'a' takes links on any host ('anyHost'), tapped in the app only, so it takes no "
                    + "\"universalLink\": true: no apple-app-site-association file or scheme can list every host; remove "
                    + "\"universalLink\": true, or make it a route of its own",
                "2️⃣ error: route 'a' takes links on any host ('anyHost'), tapped in the app only, so it takes no "
                    + "\"customScheme\": true: no apple-app-site-association file or scheme can list every host; remove "
                    + "\"customScheme\": true, or make it a route of its own",
                "3️⃣ error: route 'b' takes links on any host ('anyHost'), tapped in the app only, so it takes no 'hosts': "
                    + "no apple-app-site-association file or scheme can list every host; remove 'hosts', or make it a route "
                    + "of its own",
                "4️⃣ error: route 'b' takes links on any host ('anyHost'), tapped in the app only, so it takes no "
                    + "'opensLinkIn': no apple-app-site-association file or scheme can list every host; remove "
                    + "'opensLinkIn', or make it a route of its own",
            ])
    }

    @Test("'hostParameter' needs 'anyHost', and names a value unlike the route's others")
    func hostParameter() {
        expectDiagnostics(
            Self.routes(#"""
                { "name": "a", "path": "/a", "hostParameter": 1️⃣"server" },
                { "name": "b", "path": "/b", "anyHost": true, "hostParameter": 2️⃣"1st" },
                { "name": "c", "path": "/c", "anyHost": true, "hostParameter": 3️⃣"page", "query": { 4️⃣"page": "Int" } }
                """#),
            [
                "1️⃣ error: route 'a' has a 'hostParameter' but does not take links on any host; add \"anyHost\": true, or "
                    + "remove 'hostParameter'",
                "2️⃣ error: parameter name '1st' is not an identifier: a letter, then letters, digits and '_'",
                "3️⃣ error: 'hostParameter' of route 'c' is 'page', the name of another of its values; name the host value "
                    + "differently\n4️⃣ note: 'page' declared here",
            ])
    }

    @Test("an example of a route on any host must open it when tapped in the app, after the app's own routes")
    func examples() {
        expectDiagnostics(
            Self.routes(#"""
                { "name": "localTag", "path": "/tags/{tag}" },
                { "name": "tag", "path": "/tags/{name}", "anyHost": true, "hostParameter": "server",
                  "examples": ["https://elsewhere.example.org/tags/a", "http://example.com/tags/a", 1️⃣"https://example.com/tags/a",
                               2️⃣"ftp://elsewhere.example.org/tags/a"] }
                """#),
            [
                "1️⃣ error: example 'https://example.com/tags/a' opens route 'localTag' when tapped in the app, not 'tag', which "
                    + "takes 'http' and 'https' links on any host ('anyHost') after the app's own routes",
                "2️⃣ error: example 'ftp://elsewhere.example.org/tags/a' opens no route when tapped in the app, not 'tag', which "
                    + "takes 'http' and 'https' links on any host ('anyHost') after the app's own routes",
            ])
    }

    @Test("two routes on any host of one path are one link; beside an app's route, each takes its own channel's links")
    func overlaps() throws {
        expectDiagnostics(
            Self.routes(#"""
                { "name": "status", "path": 1️⃣"/@{account}/{id:Int}", "anyHost": true, "hostParameter": "server" },
                { "name": "toot", "path": 2️⃣"/@{user}/{id:Int}", "anyHost": true },
                { "name": "localTag", "path": "/tags/{tag}" },
                { "name": "tag", "path": "/tags/{name}", "anyHost": true }
                """#),
            [
                "2️⃣ error: route 'toot' accepts exactly the same URLs as route 'status' ('/@{user}/{id:Int}' and "
                    + "'/@{account}/{id:Int}'); change one of the paths\n1️⃣ note: 'status' declared here",
            ])
        // With a host value, each takes its own links: no guard, and the app's route is stored as its path.
        let (table, diagnostics) = Generator.routeTable(fromManifest: Array(Self.routes(#"""
            { "name": "localTag", "path": "/tags/{tag}" },
            { "name": "tag", "path": "/tags/{name}", "anyHost": true, "hostParameter": "server" }
            """#).utf8))
        let routes = try #require(table?.routes, "\(diagnostics.rendered(file: "routes.json"))")
        #expect(routes.map(\.hasChannelGuard) == [false, false])
        let scopes = routes.map { table?.linkScope(of: $0) }
        #expect(scopes.map { $0?.isStoredAsLink } == [false, true])
        #expect(scopes.map { $0?.channels } == [[.universalLink, .customScheme], [.inApp]])
        #expect(routes[1].parameters.map(\.name) == ["server", "name"], "the host value comes first")
    }

    /// Without a host value, a route on any host prints its in-app link on the first host,
    /// `https` where no route of the app takes that link and `http` where one does (`_inAppLink`
    /// in `+URL.swift`); `init(url:)` never reads `http`, and on the in-app channel every route
    /// but those on any host passes a link by. So an app's route of its path, on that host or
    /// another, takes none of its links: the model reads each link the printer can write back as
    /// the route on any host.
    @Test("a route on any host without a host value beside an app's route of its path prints links that open it")
    func withoutHostValue() throws {
        let sameHost = #"""
            { "name": "localTag", "path": "/tags/{tag}" },
            { "name": "tag", "path": "/tags/{name}", "anyHost": true }
            """#
        let otherHost = #"""
            { "name": "blogTag", "path": "/tags/{tag}", "hosts": ["blog.example.com"] },
            { "name": "tag", "path": "/tags/{name}", "anyHost": true }
            """#
        for routes in [sameHost, otherHost] {
            expectDiagnostics(Self.routes(routes), [])
        }
        let matcher = { (routes: String) throws -> LinkMatcher in
            let (table, diagnostics) = Generator.routeTable(fromManifest: Array(Self.routes(routes).utf8))
            return LinkMatcher(table: try #require(table, "\(diagnostics.rendered(file: "routes.json"))"))
        }
        // On the first host, the app's route takes the https link, so the printer writes http.
        let same = try matcher(sameHost)
        #expect(same.match(url: "https://example.com/tags/a")?.value == #"localTag(tag: "a")"#)
        #expect(same.match(url: "http://example.com/tags/a") == nil, "init(url:) never reads http")
        #expect(same.match(inAppURL: "http://example.com/tags/a")?.value == #"tag(name: "a")"#)
        #expect(same.match(inAppURL: "http://example.com/tags/a")?.channel == .inApp)
        #expect(same.match(path: "/tags/a")?.value == #"localTag(tag: "a")"#, "the app's route is stored as its path")
        // The app's route is on another host: the https link on the first is the route on any host's.
        let other = try matcher(otherHost)
        #expect(other.match(url: "https://example.com/tags/a") == nil)
        #expect(other.match(inAppURL: "https://example.com/tags/a")?.value == #"tag(name: "a")"#)
        #expect(other.match(inAppURL: "http://example.com/tags/a")?.value == #"tag(name: "a")"#)
        #expect(other.match(url: "https://blog.example.com/tags/a")?.value == #"blogTag(tag: "a")"#)
    }
}
