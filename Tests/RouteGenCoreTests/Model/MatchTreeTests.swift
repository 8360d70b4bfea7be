@testable import RouteGenCore
import Testing

/// The tree the generated parser is printed from: one node per distinct path prefix.
@Suite("The match tree")
struct MatchTreeTests {
    static func tree(_ manifest: String) throws -> MatchTree {
        let (table, diagnostics) = Generator.routeTable(fromManifest: Array(manifest.utf8))
        let routes = try #require(table, "\(diagnostics.rendered(file: "routes.json"))")
        return MatchTree(routes: routes.routes, caseSensitive: routes.caseSensitive)
    }

    @Test("a node only ends a route when no literal, parameter or rest parameter leads on from it")
    func onlyEndsRoute() throws {
        let tree = try Self.tree(
            """
            {
              "version": 1,
              "enum": "AppRoute",
              "routes": [
                { "name": "home", "path": "/" },
                { "name": "productList", "path": "/products" },
                { "name": "productDetail", "path": "/products/{id:UUID}" },
                { "name": "review", "path": "/products/{id:UUID}/reviews/{author}" },
                { "name": "files", "path": "/files" },
                { "name": "file", "path": "/files/{path...}" },
                { "name": "profile", "path": "/settings/profile" }
              ]
            }
            """)
        let ends = Set(tree.nodes.filter(\.onlyEndsRoute).map(\.prefix))
        #expect(ends == ["/products/{UUID}/reviews/{String}", "/settings/profile"])
        // The root ends `home` and leads on, as `/products/{UUID}` leads to reviews; `/files` ends
        // a route and starts another's rest parameter.
        #expect(
            tree.nodes.filter { !$0.routes.isEmpty && !$0.onlyEndsRoute }.map(\.prefix).sorted()
                == ["/", "/files", "/products", "/products/{UUID}"])
    }
}
