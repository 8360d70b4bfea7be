import Foundation
import RouteGenCore
import RouteGenTestSupport
import Testing

/// What the generated link tests open: each example, and for a route without examples RouteGen's
/// sample link, where the model opens the route from it without the app's custom types.
@Suite("The link tests' examples and sample links")
struct LinkTestsPlanTests {
    static func plan(_ routes: String) throws -> GenerationPlan {
        let manifest = LinkShapeDiagnosticsTests.routes(routes, settings: #""customTypes": ["Tab"],"#)
        let (plan, diagnostics) = Generator.plan(fromManifest: Array(manifest.utf8))
        #expect(diagnostics.all.isEmpty, "\(diagnostics.rendered(file: "routes.json"))")
        return try #require(plan)
    }

    @Test("a route without examples gets a sample link of each value's type, on its universal link where it has one")
    func samples() throws {
        let plan = try Self.plan(#"""
            { "name": "home", "path": "/" },
            { "name": "product", "path": "/products/{id:Int}/{slug}", "parent": "home", "query": { "q": "String", "page": "Int?" } },
            { "name": "price", "path": "/p/{amount:Double}-{on:Bool}/{id:UUID}/{target:URL}" },
            { "name": "docs", "path": "/docs/{rest...}", "customScheme": true, "universalLink": false }
            """#)
        let tests = LinkTests(plan: plan)
        #expect(tests.examples.map(\.link) == [
            "https://example.com/",
            "https://example.com/products/7/x1?q=x1",
            "https://example.com/p/1.5-true/9F1C7E62-2A4B-4B8E-9C3D-0E5F6A7B8C9D/https%3A%2F%2Fexample.com%2Fa",
            "app://docs/x1/x2",
        ])
        #expect(tests.examples.allSatisfy { $0.isSample })
        let product = try #require(tests.examples.first { $0.route == "product" })
        #expect(product.stack.map(\.description) == ["home", #"product(id: 7, slug: "x1", q: "x1", page: nil)"#])
        #expect(product.links == ["https://example.com/products/7/x1?q=x1", "app://products/7/x1?q=x1"])
        #expect(product.verdicts.map(\.opensApp) == [true, true])
        // At the route's line in the manifest.
        #expect(product.location == plan.table.routes[1].location)
    }

    @Test("no sample where the link needs a custom type's value, which only the app's init(rawValue:) knows; a route with examples gets none either")
    func noSample() throws {
        let plan = try Self.plan(#"""
            { "name": "section", "path": "/tabs/{tab:Tab}" },
            { "name": "search", "path": "/search", "query": { "tab": "Tab", "sort": "Tab?" } },
            { "name": "filtered", "path": "/filtered", "query": { "sort": "Tab?" } },
            { "name": "item", "path": "/items/{id:Int}", "examples": ["app://items/42"] }
            """#)
        let tests = LinkTests(plan: plan)
        #expect(tests.examples.map(\.route) == ["filtered", "item"])
        #expect(tests.examples.map(\.isSample) == [true, false])
        #expect(tests.examples.last?.link == "app://items/42")
    }
}
