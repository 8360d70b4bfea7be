import Foundation
import RouteGenCore
import RouteGenTestSupport
import Testing

/// Screens with values in the smallest manifests that show a problem the property tests found
/// (`GeneratedCodeCompilesPropertyTests`, `ScreenValuePropertyTests`): each generated, compiled
/// against the value types of ``RandomManifest/typesSource`` with warnings as errors, and run when
/// the problem is one of behaviour.
@Suite("Screens with values: corner cases")
struct ScreenValueCornerCaseTests {
    /// A manifest of `routes` for the enum `R`, with the value types of ``RandomManifest``, generating
    /// the enum and the router.
    static func manifest(_ routes: String) -> String {
        """
        { "version": 1, "enum": "R", "hosts": ["a.example.com"], "appIDs": ["ABCDE12345.com.example.a"], "schemes": ["r"],
          "customTypes": ["Sort"],
          "valueTypes": ["Note", "Kit.Card", { "name": "Picture", "codable": false }], "generate": ["enum", "router"],
          "routes": [\(routes)] }
        """
    }

    /// Compiles `manifest`'s code with `main` (type-checks it only when nil) and runs it.
    ///
    /// - Returns: What the compiler or the program printed on standard error, and the program's output.
    static func compile(_ manifest: String, running main: String? = nil) throws -> (errors: String, output: String) {
        let (files, diagnostics) = Generator.generate(fromManifest: Array(manifest.utf8))
        try #require(!diagnostics.hasErrors, "\(diagnostics.rendered(file: "routes.json"))")
        let directory = try TemporaryDirectory()
        var sources = try files.filter { $0.name.hasSuffix(".swift") }.map { try directory.write($0.contents, to: $0.name) }
        sources.append(try directory.write(RandomManifest.typesSource, to: "App.swift"))
        let options = ["-swift-version", "6", "-warnings-as-errors", "-package-name", "RandomApp"]
        guard let main else {
            let check = try Toolchain.run("swiftc", ["-typecheck"] + options + sources.map(\.path))
            return (check.standardError, "")
        }
        sources.append(try directory.write("import Foundation\n\n" + main, to: "main.swift"))
        let program = directory.url.appendingPathComponent("program")
        let build = try Toolchain.run("swiftc", options + ["-o", program.path] + sources.map(\.path))
        guard build.exitCode == 0 else { return (build.standardError, "") }
        let run = try Toolchain.run(program.path, [])
        return (run.standardError, run.standardOutput)
    }

    @Test("a value type without a conformance its declaration asks for fails the build on its line in routes.json")
    func missingConformanceOnTheManifestLine() throws {
        // `Picture` is `Hashable` and `Sendable` but not `Codable`, which `valueTypes` promises by default.
        let manifest = """
            { "version": 1, "enum": "R", "schemes": ["r"], "generate": ["enum"],
              "valueTypes": ["Note",
                "Picture"],
              "routes": [{ "name": "home", "path": "/home" }, { "name": "photo", "values": { "picture": "Picture" } }] }
            """
        let (errors, _) = try Self.compile(manifest)
        #expect(errors.contains("routes.json:3:") && errors.contains("'_isStorableValueType' requires that 'Picture' conform to"),
                "\(errors.prefix(2_000))")
        #expect(!errors.contains("routes.json:2:"), "the type that has every conformance passes")
    }

    @Test(
        "a route whose link carries no value, holding values no link carries: a link opens it with them at their stand-ins")
    func linkWithoutValues() throws {
        let manifest = Self.manifest(#"{ "name": "home", "path": "/home", "values": { "note": "Note?" } }"#)
        let (errors, output) = try Self.compile(manifest, running: """
            print(R(url: URL(string: "r://home")!) == .home(note: nil))
            """)
        #expect(errors.isEmpty)
        #expect(output == "true\n")
    }

    @Test("values none of which is Codable: the decoder reads none, and the code compiles without a warning")
    func noCodableValue() throws {
        let manifest = Self.manifest("""
            { "name": "photo", "path": "/photos/{id:Int}", "values": { "picture": "Picture?" } },
            { "name": "editor", "values": { "picture": "Picture" }, "presentation": "sheet" }
            """)
        let (errors, output) = try Self.compile(manifest, running: """
            MainActor.assumeIsolated {
                let router = RRouter(path: [.photo(id: 1, picture: Picture(bytes: [1]))])
                router.show(.editor(picture: Picture(bytes: [2])))
                let restored = RRouter()
                restored.restore(from: router.restorationData)
                print(restored.path == [.photo(id: 1)], restored.sheet == nil)
            }
            """)
        #expect(errors.isEmpty)
        #expect(output == "true true\n", "the photo at its link, the editor not presented")
    }

    @Test(
        "a route that carries the path of another, beside a screen no link opens: it carries the paths of routes with links")
    func carriedPath() throws {
        let manifest = Self.manifest("""
            { "name": "item", "path": "/items/{id}" },
            { "name": "go", "path": "/go", "opensPathIn": "?next" },
            { "name": "screen" }
            """)
        let (errors, output) = try Self.compile(manifest, running: """
            print(R.goLink(to: .item(id: "7")).flatMap(R.init(url:)) == .item(id: "7"), R.goLink(to: .screen) == nil)
            """)
        #expect(errors.isEmpty)
        #expect(output == "true true\n", "the item's link opens the item; the screen has no path to carry")
    }

    @Test(
        "a route on any host beside a screen no link opens: its in-app link is its path on its host")
    func inAppLink() throws {
        let manifest = Self.manifest("""
            { "name": "page", "path": "/pages/{id}", "anyHost": true, "hostParameter": "server" },
            { "name": "screen" }
            """)
        let (errors, output) = try Self.compile(manifest, running: """
            let page = R.page(server: "example.org", id: "7")
            print(page.inAppURL.flatMap(R.init(inAppURL:)) == page, R.screen.inAppURL == nil)
            """)
        #expect(errors.isEmpty)
        #expect(output == "true true\n")
    }

    @Test(
        "a value JSON cannot hold (a Double that is not a number) costs its own screen, not the rest of the navigation")
    func unencodableValue() throws {
        let manifest = Self.manifest("""
            { "name": "home", "path": "/home" },
            { "name": "map", "parent": "home", "values": { "zoom": "Double" } }
            """)
        let (errors, output) = try Self.compile(manifest, running: """
            MainActor.assumeIsolated {
                let router = RRouter(path: [.home, .map(zoom: 2), .map(zoom: .nan)])
                let restored = RRouter()
                restored.restore(from: router.restorationData)
                print(restored.path == [.home, .map(zoom: 2)])
            }
            """)
        #expect(errors.isEmpty)
        #expect(output == "true\n")
    }
}
