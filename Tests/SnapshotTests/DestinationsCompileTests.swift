import Foundation
import RouteGenCore
import RouteGenTestSupport
import Testing

/// What the compiler tells an app about its destinations: a forgotten route, and a broken `view`
/// reported on the manifest's line (through `#sourceLocation`), not in generated code.
@Suite("Destinations compile errors")
struct DestinationsCompileTests {
    @Test("a route missing from the app's conformance fails to compile, naming that route's view type")
    func missingRoute() throws {
        let output = try compile(
            manifest: """
                { "version": 1, "enum": "ShopRoute", "schemes": ["shop"], "routes": [
                  { "name": "home", "path": "/" },
                  { "name": "product", "path": "/products/{id:Int}" }
                ] }
                """,
            app: """
                import SwiftUI
                struct Destinations: ShopRouteDestinations {
                    func product(id: Int) -> some View { Text("\\(id)") }
                }
                """)
        #expect(output.exitCode != 0)
        let lines = diagnosticLines(output)
        #expect(lines.first == "App.swift:2:8: error: type 'Destinations' does not conform to protocol 'ShopRouteDestinations'")
        #expect(lines.dropFirst().map { $0.drop { $0 != " " } } == [" note: protocol requires nested type 'HomeDestination'"])
    }

    @Test("a misspelled view is reported at the manifest line that names it")
    func brokenView() throws {
        let manifest = MarkedText("""
            { "version": 1, "enum": "ShopRoute", "schemes": ["shop"], "routes": [
              { "name": "home", "path": "/", "view": "HomeView" },
            1️⃣  { "name": "product", "path": "/products/{id:Int}", "view": "ProductVeiw(id: id)" }
            ] }
            """)
        let output = try compile(manifest: manifest.text, app: Self.views)
        let line = try #require(manifest.locations["1️⃣"]).line
        #expect(output.exitCode != 0)
        #expect(diagnosticLines(output).map(withoutColumn) == ["routes.json:\(line): error: cannot find 'ProductVeiw' in scope"])
    }

    @Test("a view given a value of the wrong type is reported at the manifest line")
    func typeMismatch() throws {
        let manifest = MarkedText("""
            { "version": 1, "enum": "ShopRoute", "schemes": ["shop"], "routes": [
              { "name": "home", "path": "/", "view": "HomeView" },
            1️⃣  { "name": "product", "path": "/products/{id:Int}", "view": "LabelView(title: id)" }
            ] }
            """)
        let output = try compile(manifest: manifest.text, app: Self.views)
        let line = try #require(manifest.locations["1️⃣"]).line
        #expect(output.exitCode != 0)
        #expect(diagnosticLines(output).map(withoutColumn)
            == ["routes.json:\(line): error: cannot convert value of type 'Int' to expected argument type 'String'"])
    }

    @Test("the same manifest with correct views compiles without warnings")
    func correctViews() throws {
        let output = try compile(
            manifest: """
                { "version": 1, "enum": "ShopRoute", "schemes": ["shop"], "routes": [
                  { "name": "home", "path": "/", "view": "HomeView" },
                  { "name": "product", "path": "/products/{id:Int}", "view": "LabelView(title: String(id))" }
                ] }
                """,
            app: Self.views + "\nstruct Root: View { var body: some View { Text(\"Home\").shopRouteDestinations() } }\n")
        #expect(output.exitCode == 0, "\(output.standardError)")
        #expect(output.standardError.isEmpty, "\(output.standardError)")
    }

    @Test("names the generated code uses itself work as route and parameter names: route, Self, r, rest, Foundation")
    func shadowingNames() throws {
        let output = try compile(
            manifest: """
                { "version": 1, "enum": "ShopRoute", "schemes": ["shop"], "hosts": ["shop.example.com"],
                  "appIDs": ["ABCDE12345.com.example.shop"], "routes": [
                  { "name": "route", "path": "/route/{Self}", "query": { "r": "Int?", "Foundation": { "type": "UUID", "default": "9F1C7E62-2A4B-4B8E-9C3D-0E5F6A7B8C9D" } } },
                  { "name": "request", "path": "/request/{rest...}", "query": { "i": "[String]", "ShopRoute": "String?" }, "parent": "home" },
                  { "name": "home", "path": "/", "view": "HomeView" }
                ] }
                """,
            app: Self.views)
        #expect(output.exitCode == 0, "\(output.standardError)")
        #expect(output.standardError.isEmpty, "\(output.standardError)")
    }

    @Test("with fragments, a broken view in a fragment is reported at its line in the fragment")
    func brokenViewInFragment() throws {
        let fragment = MarkedText("""
            { "fragment": "Cart",
              "routes": [
            1️⃣    { "name": "cart", "path": "/cart", "view": "CartVeiw()" }
              ] }
            """)
        let output = try compile(
            manifest: #"{ "version": 1, "enum": "ShopRoute", "schemes": ["shop"], "include": ["Cart/routes.json"], "routes": [] }"#,
            fragments: ["Cart/routes.json": fragment.text], app: Self.views)
        let line = try #require(fragment.locations["1️⃣"]).line
        #expect(output.exitCode != 0)
        #expect(diagnosticLines(output).map(withoutColumn) == ["Cart/routes.json:\(line): error: cannot find 'CartVeiw' in scope"])
    }

    @Test("with fragments, a feature's views conform to its fragment's protocol alone, and one that forgets a route fails")
    func featureConformance() throws {
        let manifest = #"""
            { "version": 1, "enum": "ShopRoute", "schemes": ["shop"], "include": ["Catalog/routes.json", "Cart/routes.json"],
              "routes": [] }
            """#
        let fragments = [
            "Catalog/routes.json": #"{ "fragment": "Catalog", "routes": [{ "name": "product", "path": "/products/{id:Int}" }] }"#,
            "Cart/routes.json": #"{ "fragment": "Cart", "routes": [{ "name": "cart", "path": "/cart" }, { "name": "item", "path": "/cart/{id:Int}", "parent": "product" }] }"#,
        ]
        let complete = try compile(
            manifest: manifest, fragments: fragments,
            app: """
                import SwiftUI
                struct CatalogViews: CatalogDestinations { func product(id: Int) -> some View { Text("\\(id)") } }
                struct CartViews: CartDestinations {
                    func cart() -> some View { Text("Cart") }
                    func item(id: Int) -> some View { Text("Item") }
                }
                struct Root: View {
                    var body: some View {
                        Text("Home").shopRouteDestinations(ShopFeatureDestinations(catalog: CatalogViews(), cart: CartViews()))
                    }
                }
                """)
        #expect(complete.exitCode == 0, "\(complete.standardError)")
        #expect(complete.standardError.isEmpty, "\(complete.standardError)")
        // A fragment whose name is a keyword in lowerCamelCase, and a route with its fragment's name.
        let keywords = try compile(
            manifest: #"{ "version": 1, "enum": "ShopRoute", "schemes": ["shop"], "include": ["Default/routes.json"], "routes": [] }"#,
            fragments: ["Default/routes.json": #"{ "fragment": "Default", "routes": [{ "name": "default", "path": "/", "view": "Text(\"Home\")" }] }"#],
            app: """
                import SwiftUI
                struct DefaultViews: DefaultDestinations {}
                struct Root: View {
                    var body: some View { Text("Home").shopRouteDestinations(ShopFeatureDestinations(default: DefaultViews())) }
                }
                """)
        #expect(keywords.exitCode == 0 && keywords.standardError.isEmpty, "\(keywords.standardError)")
        let forgotten = try compile(
            manifest: manifest, fragments: fragments,
            app: """
                import SwiftUI
                struct CartViews: CartDestinations { func cart() -> some View { Text("Cart") } }
                """)
        #expect(diagnosticLines(forgotten).first == "App.swift:2:8: error: type 'CartViews' does not conform to protocol 'CartDestinations'")
    }

    static let views = """
        import SwiftUI
        struct HomeView: View { var body: some View { Text("Home") } }
        struct LabelView: View { let title: String; var body: some View { Text(title) } }
        """

    /// The compiler's diagnostic lines (`file:line:column: kind: message`), without its source excerpts.
    private func diagnosticLines(_ output: RouteGenProcess.Result) -> [String] {
        output.standardError.split(separator: "\n").map(String.init).filter {
            $0.range(of: #"^[^ :]+:\d+:\d+: (error|warning|note): "#, options: .regularExpression) != nil
        }
    }

    /// `routes.json:3:9: error: …` as `routes.json:3: error: …`: the column is the generated
    /// code's, since `#sourceLocation` maps lines only.
    private func withoutColumn(_ line: String) -> String {
        line.replacingOccurrences(of: #"^([^ :]+:\d+):\d+:"#, with: "$1:", options: .regularExpression)
    }

    /// Generates from `manifest` (and the `fragments` it includes, by path) in a fresh folder and
    /// type-checks the files with `app`.
    private func compile(manifest: String, fragments: [String: String] = [:], app: String) throws -> RouteGenProcess.Result {
        let (files, diagnostics) = Generator.generate(
            fromManifest: Array(manifest.utf8), fragments: .inMemory(fragments), manifestPath: "routes.json")
        #expect(!diagnostics.hasErrors, "\(diagnostics.rendered(file: "routes.json"))")
        let directory = try TemporaryDirectory()
        for file in files { try directory.write(file.contents, to: file.name) }
        try directory.write(app, to: "App.swift")
        return try Toolchain.run(
            "swiftc",
            ["-typecheck", "-swift-version", "6", "-warnings-as-errors", "-I", try AppleStandIns.moduleDirectory.get().path]
                + files.map(\.name) + ["App.swift"],
            in: directory.url)
    }
}
