@testable import RouteGenCore
import RouteGenTestSupport
import Testing

/// The manifest's lines for the link shapes: a route's `hosts`, `opensLinkIn`, one path with a
/// route per channel, and where the AASA files of routes that differ by host go.
@Suite("Link shape diagnostics")
struct LinkShapeDiagnosticsTests {
    static func routes(_ routes: String, settings: String = "") -> String {
        RouteGenCoreTests.manifest(
            routes,
            settings: #""hosts": ["example.com", "blog.example.com"], "schemes": ["app"], "appIDs": ["ABCDE12345.com.example.a"], "#
                + settings)
    }

    @Test("a route's hosts are entries of the manifest's, listed once, on a universal-link route")
    func hosts() {
        expectDiagnostics(
            Self.routes(#"""
                { "name": "a", "path": "/a", "hosts": [1️⃣"blog.exmple.com", 2️⃣"example.com", 3️⃣"EXAMPLE.com"] },
                { "name": "b", "path": "/b", "hosts": 4️⃣[] },
                { "name": "c", "path": "/c", "hosts": 5️⃣"example.com" },
                { "name": "d", "path": "/d", "hosts": 6️⃣["example.com"], "universalLink": false }
                """#),
            [
                "1️⃣ error: host 'blog.exmple.com' of route 'a' is not one of the manifest's 'hosts' (a route's hosts are "
                    + "entries of the manifest's, so that an apple-app-site-association file lists them); did you mean "
                    + "'blog.example.com'?",
                "3️⃣ error: duplicate host 'example.com'\n2️⃣ note: 'example.com' first listed here",
                "4️⃣ error: 'hosts' of route 'b' is empty; list the hosts whose links open it, or leave 'hosts' out for every host",
                "5️⃣ error: 'hosts' must be an array, found a string",
                "6️⃣ error: route 'd' lists 'hosts' but is no universal link ('universalLink' is false); remove 'hosts'",
            ])
    }

    @Test("a route on some hosts is a web route: custom-scheme links open it only when it says so; every host is no limit")
    func hostDefaults() throws {
        let (table, diagnostics) = Generator.routeTable(fromManifest: Array(Self.routes(#"""
            { "name": "a", "path": "/a", "hosts": ["blog.example.com"] },
            { "name": "b", "path": "/b", "hosts": ["blog.example.com"], "customScheme": true },
            { "name": "c", "path": "/c", "hosts": ["blog.example.com", "example.com"] }
            """#).utf8))
        let routes = try #require(table?.routes, "\(diagnostics.rendered(file: "routes.json"))")
        #expect(routes.map(\.hosts) == [["blog.example.com"], ["blog.example.com"], nil])
        #expect(routes.map(\.customScheme) == [false, true, true])
        #expect(table?.hostGroups == [["example.com"], ["blog.example.com"]])
    }

    @Test("a route that opens the link it carries names a query item or the fragment, and has no screen or values")
    func carriers() {
        expectDiagnostics(
            Self.routes(#"""
                { "name": "a", "path": "/a" },
                { "name": "e", "path": "/e", "opensLinkIn": 1️⃣"redirect" },
                { "name": "f", "path": "/f", "opensLinkIn": "?next", "view": 2️⃣"FView()", "parent": 3️⃣"a",
                  "query": { 4️⃣"page": "Int", 5️⃣"next": "String", "kind": { "equals": "promo" } } },
                { "name": "go", "path": "/go", "opensLinkIn": "#" },
                { "name": "child", "path": "/child", "parent": 6️⃣"go" }
                """#),
            [
                "1️⃣ error: 'opensLinkIn' of route 'e' must be '?' and a query item name (\"?redirect_to\"), or '#' for the "
                    + "fragment; an item name is letters, digits and - . _ ~",
                "2️⃣ error: route 'f' opens the link in '?next' and shows no screen of its own, so it takes no 'view'; the "
                    + "route of the link it carries has the screen",
                "3️⃣ error: route 'f' opens the link in '?next' and shows no screen of its own, so it takes no 'parent'; the "
                    + "route of the link it carries has the screen",
                "4️⃣ error: route 'f' opens the link in '?next' and has no value of its own, so its query items are fixed "
                    + "('equals') or the one that carries the link; remove 'page'",
                "5️⃣ error: query item 'next' carries the link of route 'f' ('opensLinkIn'); do not declare it in 'query' too",
                "6️⃣ error: route 'go' opens the link it carries and shows no screen, so it cannot be a parent; name the route "
                    + "of the screen below this one",
            ])
    }

    @Test("a route that carries a link meets no requirement: it shows no screen")
    func carrierMeetsNoRequirement() {
        expectDiagnostics(
            Self.routes(
                #"""
                { "name": "go", "path": "/go", "opensLinkIn": "#" },
                { "name": "account", "path": "/account", "requires": ["signedIn"] }
                """#,
                settings: #""requirements": { "signedIn": { "route": 1️⃣"go" } }, "#),
            [
                "1️⃣ error: requirement 'signedIn' is met by route 'go', which opens the link it carries and shows no screen; "
                    + "name the route of a screen, such as a sign-in route",
            ])
    }

    @Test("routes of one path and items are allowed when no link opens both, and refused otherwise")
    func onePathPerChannel() throws {
        expectDiagnostics(
            Self.routes(#"""
                { "name": "web", "path": "/g", "customScheme": false },
                { "name": "app", "path": "/g", "universalLink": false },
                { "name": "blog", "path": "/h", "hosts": ["blog.example.com"] },
                { "name": "main", "path": "/h", "hosts": ["example.com"] },
                { "name": "i", "path": 1️⃣"/i" },
                { "name": "j", "path": 2️⃣"/i", "universalLink": false },
                { "name": "k", "path": 3️⃣"/k", "universalLink": false, "customScheme": false },
                { "name": "l", "path": 4️⃣"/k", "customScheme": false }
                """#),
            [
                "2️⃣ error: route 'j' accepts exactly the same URLs as route 'i' ('/i' and '/i'); change one of the paths"
                    + "\n1️⃣ note: 'i' declared here",
                // A route no link opens is told apart by its path alone.
                "4️⃣ error: route 'l' accepts exactly the same URLs as route 'k' ('/k' and '/k'); change one of the paths"
                    + "\n3️⃣ note: 'k' declared here",
            ])
        let (table, _) = Generator.routeTable(fromManifest: Array(Self.routes(#"""
            { "name": "web", "path": "/g", "customScheme": false },
            { "name": "app", "path": "/g", "universalLink": false },
            { "name": "other", "path": "/o", "universalLink": false }
            """#).utf8))
        // Each refuses the channel the other opens, rather than the link being found and refused.
        #expect(try #require(table).routes.map(\.hasChannelGuard) == [true, true, false])
    }

    /// Where the rest is is part of a shape (`e`, `g`); an optional segment before it is fine (`h`).
    @Test("a rest parameter that is not last: one per path, no optional segment after it; one of the same shape is a duplicate")
    func restInside() {
        expectDiagnostics(
            Self.routes(#"""
                { "name": "a", "path": "/1️⃣{p...}/tags/2️⃣{q...}" },
                { "name": "b", "path": "/3️⃣{p...}/tags/4️⃣{t:Int?}" },
                { "name": "c", "path": 5️⃣"/{p...}/tags/{t}" },
                { "name": "d", "path": 6️⃣"/{x...}/tags/{y}" },
                { "name": "e", "path": "/tags/{t}/{p...}" },
                { "name": "f", "path": "/{p...}/tags/{t:Int}" },
                { "name": "g", "path": "/{p...}/{t}/tags" },
                { "name": "h", "path": "/{lang?}/{p...}/posts/{t}" }
                """#),
            [
                "2️⃣ error: a path may have one rest parameter; '{q...}' is a second, after '{p...}': no link tells where "
                    + "one ends and the other begins\n1️⃣ note: '{p...}' is here",
                "4️⃣ error: optional parameter '{t:Int?}' cannot follow rest parameter '{p...}': the segments after a rest "
                    + "parameter are a fixed number, counted from the end of the link; make a route without it"
                    + "\n3️⃣ note: '{p...}' is here",
                "6️⃣ error: route 'd' accepts exactly the same URLs as route 'c' ('/{x...}/tags/{y}' and '/{p...}/tags/{t}'); "
                    + "change one of the paths\n5️⃣ note: 'c' declared here",
            ])
    }

    @Test("with routes that differ by host, 'aasaOutput' says where each host's file goes")
    func associationOutput() {
        expectDiagnostics(
            Self.routes(
                #"{ "name": "blog", "path": "/", "hosts": ["blog.example.com"] }"#,
                settings: #""aasaOutput": 1️⃣"web/apple-app-site-association", "#),
            [
                "1️⃣ error: routes differ by host ('hosts' of a route), so each host has an apple-app-site-association file "
                    + "of its own; write '{host}' in 'aasaOutput' where the host goes, such as "
                    + "\"../../Web/{host}/.well-known/apple-app-site-association\", or name a folder ending in '/'",
            ])
        expectDiagnostics(
            Self.routes(
                #"{ "name": "blog", "path": "/", "hosts": ["blog.example.com"] }"#,
                settings: #""aasaOutput": "web/{host}/.well-known/apple-app-site-association", "#),
            [])
    }
}
