import RouteGenCore
import Testing

/// A route whose path a route only a carrier opens may take (`carriedOnly`) is stored as its link:
/// `init(path:)` reads carried-only routes too, and would read the stored path as the other route.
@Suite("Storage beside carried-only routes")
struct CarriedOnlyStorageTests {
    /// `sharesPathWithCarriedOnly` of each route of a manifest with one carried-only route and a carrier.
    func sharing(_ route: String) throws -> Bool {
        let result = Generator.routeTable(fromManifest: Array(#"""
            { "version": 1, "schemes": ["ex"],
              "routes": [
                { "name": "pdf", "path": "/{name}.pdf/new", "carriedOnly": true },
                \#(route),
                { "name": "go", "path": "/go", "opensLinkIn": "?next" }
              ] }
            """#.utf8))
        let table = try #require(result.routeTable, "\(result.diagnostics.rendered(file: "routes.json"))")
        return try #require(table.routes.first { $0.name == "other" }).sharesPathWithCarriedOnly
    }

    @Test("a rest parameter before a value can take the carried-only route's path: /1.pdf/new is both")
    func restBeforeValue() throws {
        #expect(try sharing(#"{ "name": "other", "path": "/{prefix...}/{last}" }"#))
        #expect(try sharing(#"{ "name": "other", "path": "/{prefix...}/new" }"#))
        #expect(try sharing(#"{ "name": "other", "path": "/{head}/{middle...}/new" }"#))
    }

    @Test("a rest parameter inside whose ends cannot be the carried-only route's does not share it")
    func restBeforeAnotherTail() throws {
        #expect(try !sharing(#"{ "name": "other", "path": "/{prefix...}/old" }"#))
        #expect(try !sharing(#"{ "name": "other", "path": "/docs/{middle...}/new" }"#))
        #expect(try !sharing(#"{ "name": "other", "path": "/{a}/{b}/{middle...}/new" }"#), "three segments at least")
    }
}
