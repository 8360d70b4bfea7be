@testable import RouteGenCore
import Testing

/// Where generated code says a manifest's Swift expression is written. The compiler names a
/// `#sourceLocation` path by its base name (`#fileID`) and warns when two paths of a module share
/// one, so of the manifest files that share a base name only the first that holds an expression
/// gets the directive; the others get a comment with their place.
@Suite("#sourceLocation for each manifest file")
struct ManifestSourceLinesTests {
    /// The lines of `+Destinations.swift` that say where a `view` is written.
    static func places(manifest: String, fragments: [String: String]) throws -> [String] {
        let (files, diagnostics) = Generator.generate(
            fromManifest: Array(manifest.utf8), fragments: .inMemory(fragments), manifestPath: "routes.json")
        let destinations = try #require(files.first { $0.name.hasSuffix("+Destinations.swift") }, "\(diagnostics.all)")
        return destinations.contents.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasPrefix("#sourceLocation(file:") || $0.hasPrefix("// ") && $0.contains(".json:") }
    }

    static func fragment(_ name: String, route: String) -> String {
        #"{ "fragment": "\#(name)", "routes": [{ "name": "\#(route)", "path": "/\#(route)", "view": "Text(\"\#(route)\")" }] }"#
    }

    @Test("fragments named routes.json: the first with a view keeps the directive when the manifest has none, the next gets a comment")
    func sharedBaseName() throws {
        let places = try Self.places(
            manifest: #"{ "version": 1, "schemes": ["app"], "include": ["Cart/routes.json", "Account/routes.json"], "routes": [] }"#,
            fragments: ["Cart/routes.json": Self.fragment("Cart", route: "cart"), "Account/routes.json": Self.fragment("Account", route: "account")])
        #expect(places == [#"#sourceLocation(file: "Cart/routes.json", line: 1)"#, "// Account/routes.json:1"])
    }

    @Test("fragments with base names of their own each keep the directive")
    func ownBaseNames() throws {
        let places = try Self.places(
            manifest: #"{ "version": 1, "schemes": ["app"], "include": ["Cart/Cart.routes.json", "Account/Account.routes.json"], "routes": [] }"#,
            fragments: [
                "Cart/Cart.routes.json": Self.fragment("Cart", route: "cart"),
                "Account/Account.routes.json": Self.fragment("Account", route: "account"),
            ])
        #expect(places == [#"#sourceLocation(file: "Cart/Cart.routes.json", line: 1)"#, #"#sourceLocation(file: "Account/Account.routes.json", line: 1)"#])
    }
}
