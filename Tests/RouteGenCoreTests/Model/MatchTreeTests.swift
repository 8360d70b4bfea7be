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

    @Test("a rest parameter that is not last is an edge to where the link's last segments begin, one per suffix length, the longer first")
    func restEdges() throws {
        let tree = try Self.tree(
            """
            {
              "version": 1,
              "enum": "AppRoute",
              "routes": [
                { "name": "tag", "path": "/{prefix...}/tags/{tag}" },
                { "name": "account", "path": "/{prefix...}/@{account}" },
                { "name": "status", "path": "/{prefix...}/@{account}/{id:Int}" },
                { "name": "files", "path": "/files/{path...}" }
              ]
            }
            """)
        let root = tree.nodes[0]
        #expect(root.restEdges.map(\.suffixLength) == [2, 1])
        #expect(root.restEdges.map { tree.nodes[$0.child].prefix } == ["/{...}", "/{...}"])
        // Every node below a rest edge passes the rest's segments on; no other node has them.
        let below = tree.nodes.filter(\.capturesRest).map(\.prefix).sorted()
        // `@{String}` twice: one under each edge, for a link's last two segments and its last one.
        #expect(below == [
            "/{...}", "/{...}", "/{...}/@{String}", "/{...}/@{String}", "/{...}/@{String}/{Int}", "/{...}/tags", "/{...}/tags/{String}",
        ])
        #expect(root.restRoutes.isEmpty, "a rest that is not last ends no route where it starts")
        let status = try #require(tree.nodes.first { $0.prefix == "/{...}/@{String}/{Int}" })
        #expect(status.captures == [.string, .int] && status.onlyEndsRoute)
        #expect(try #require(tree.nodes.first { $0.prefix == "/files" }).restRoutes.count == 1)
    }
}
