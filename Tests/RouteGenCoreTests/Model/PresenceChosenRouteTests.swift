@testable import RouteGenCore
import RouteGenTestSupport
import Testing

/// Routes of one path chosen by which query items a link carries, whatever their values:
/// `/w/index.php?search=cats` is a search, `/w/index.php?title=Cats` an article.
@Suite("Routes chosen by present query items")
struct PresenceChosenRouteTests {
    static let manifest = #"""
        { "version": 1, "hosts": ["example.com"], "schemes": ["wiki"], "appIDs": ["ABCDE12345.com.example.wiki"],
          "routes": [
            { "name": "search", "path": "/w/index.php", "query": { "search": "String", "title": "String" } },
            { "name": "article", "path": "/w/index.php", "query": { "title": "String", "oldid": "Int?" } },
            { "name": "mainPage", "path": "/w/index.php" },
            { "name": "history", "path": "/w/index.php", "query": { "action": { "equals": "history" } } },
            { "name": "projectPreview", "path": "/projects/{id:Int}", "query": { "token": "String" }, "universalLink": false },
            { "name": "project", "path": "/projects/{id:Int}" },
            { "name": "page", "path": "/pages/{n:Int}", "query": { "page": "Int" } },
            { "name": "pages", "path": "/pages/{n:Int}" }
          ] }
        """#

    static func table() throws -> RouteTable {
        let (table, diagnostics) = Generator.routeTable(fromManifest: Array(manifest.utf8))
        return try #require(table, "\(diagnostics.rendered(file: "routes.json"))")
    }

    @Test("the route whose required items are all present wins, the one needing more first; fixed items decide before them", arguments: [
        ("/w/index.php?search=cats&title=Special:Search", #"search(search: "cats", title: "Special:Search")"#),
        ("/w/index.php?title=Special:Search&search=cats", #"search(search: "cats", title: "Special:Search")"#),
        ("/w/index.php?title=Cats", #"article(title: "Cats", oldid: nil)"#),
        ("/w/index.php?title=Cats&oldid=7", #"article(title: "Cats", oldid: 7)"#),
        ("/w/index.php?search=cats", "mainPage"),  // a search needs its title too
        ("/w/index.php", "mainPage"),
        ("/w/index.php?action=history&title=Cats", "history"),  // a fixed item decides first
        ("/w/index.php?action=edit&title=Cats", #"article(title: "Cats", oldid: nil)"#),
        ("/pages/2?page=3", "page(n: 2, page: 3)"),
        ("/pages/2?page=three", "pages(n: 2)"),  // present, but not an Int: the next route of the path
    ])
    func choosing(path: String, value: String) throws {
        let matcher = LinkMatcher(table: try Self.table())
        #expect(matcher.match(url: "https://example.com" + path)?.value == value)
        #expect(matcher.match(url: "wiki:/" + path)?.value == value)
        #expect(matcher.match(path: path)?.value == value)
    }

    @Test("a required item of a route closed to a channel keeps that channel's links with the item out of the app")
    func closedByPresence() throws {
        let table = try Self.table()
        let matcher = LinkMatcher(table: table)
        #expect(matcher.match(url: "https://example.com/projects/4")?.value == "project(id: 4)")
        #expect(matcher.match(url: "https://example.com/projects/4?token=abc") == nil)
        #expect(matcher.match(url: "wiki://projects/4?token=abc")?.value == #"projectPreview(id: 4, token: "abc")"#)
        let file = try #require(GenerationPlan(table: table).associationFile)
        let opens = { (path: String) in
            AASAMatcher(file: file).verdict(for: "https://example.com" + path, appID: "ABCDE12345.com.example.wiki").opensApp
        }
        #expect(opens("/projects/4"))
        #expect(opens("/projects/4?ref=mail"))
        #expect(!opens("/projects/4?token=abc"))
        #expect(!opens("/projects/4?ref=mail&token=abc"))
        // `"token": "*"` would also match a link without the item, as the empty string.
        let exclude = file.applinks?.details.first?.components?.first { $0.exclude && $0.path == "/projects/?*" }
        #expect(exclude?.query == .items([AASAComponent.Item(name: "token", pattern: "?*")]))
    }

    @Test("the parser tries a path's routes by their items, never by the manifest's order")
    func order() throws {
        let table = try Self.table()
        let node = MatchTree(routes: table.routes, caseSensitive: true).nodes.first { $0.prefix == "/w/index.php" }
        #expect(node?.routes.map { table.routes[$0.route].name } == ["history", "search", "article", "mainPage"])
    }

    @Test("routes of one path whose required items one link can carry together are refused, at both")
    func ambiguous() {
        expectDiagnostics(
            PresenceChosenRouteTests.routes(#"""
                { "name": "search", "path": 1️⃣"/w", "query": { "search": "String" } },
                { "name": "article", "path": 2️⃣"/w", "query": { "title": "String", "oldid": "Int?" } },
                { "name": "talk", "path": 3️⃣"/w", "query": { "title": "String", "page": { "type": "Int", "default": 1 } } }
                """#),
            [
                "2️⃣ error: route 'article' and route 'search' have the same path ('/w' and '/w') and required query items "
                    + "that one link can carry together ('?title=…&search=…' would open either); give 'article' every "
                    + "required item of 'search' and more\n1️⃣ note: 'search' declared here",
                "3️⃣ error: route 'talk' and route 'search' have the same path ('/w' and '/w') and required query items "
                    + "that one link can carry together ('?title=…&search=…' would open either); give 'talk' every "
                    + "required item of 'search' and more\n1️⃣ note: 'search' declared here",
                "3️⃣ error: route 'talk' accepts exactly the same URLs as route 'article' ('/w' and '/w'); change one of "
                    + "the paths\n2️⃣ note: 'article' declared here",
            ])
    }

    static func routes(_ routes: String) -> String {
        RouteGenCoreTests.manifest(routes, settings: #""hosts": ["example.com"], "appIDs": ["ABCDE12345.com.example.wiki"],"#)
    }
}
