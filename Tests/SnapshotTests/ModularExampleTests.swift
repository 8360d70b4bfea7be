import Foundation
import RouteGenCore
import RouteGenTestSupport
import Testing

/// `Examples/ModularShop`, a modular app: its SwiftUI parts, module by module as SwiftPM builds
/// them, type-check against the SwiftUI stand-in (its link tests run in ConsumerPackageTests).
@Suite("The modular example")
struct ModularExampleTests {
    static let example = RepositoryPaths.file("Examples/ModularShop")

    /// The Swift files of a target of the example.
    static func sources(_ target: String) throws -> [String] {
        let folder = example.appendingPathComponent("Sources/\(target)")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0).path }
    }

    @Test("each module type-checks on its own imports, in Swift 6 mode with warnings as errors, under both default isolations",
          arguments: [[], PlatformContractTests.mainActorDefaults])
    func modulesCompile(isolation: [String]) throws {
        let manifest = Self.example.appendingPathComponent("Sources/ShopRoutes/routes.json")
        let (files, diagnostics) = Generator.generate(fromManifest: try RepositoryPaths.bytes("Examples/ModularShop/Sources/ShopRoutes/routes.json"), at: manifest.path)
        #expect(diagnostics.all.isEmpty, "\(diagnostics.rendered(file: manifest.path))")
        let directory = try TemporaryDirectory()
        let generated = try files.map { try directory.write($0.contents, to: "Generated/\($0.name)").path }
        let modules = directory.url.appendingPathComponent("Modules")
        try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
        let common = ["-swift-version", "6", "-warnings-as-errors", "-parse-as-library",
                      "-I", try AppleStandIns.moduleDirectory.get().path, "-I", modules.path] + isolation
        // The routes module with its generated code, then each feature on it alone, then the app on all.
        for (module, sources) in [("ShopRoutes", try Self.sources("ShopRoutes") + generated)]
            + (try ["Catalog", "Cart", "Account"].map { ($0, try Self.sources($0)) })
        {
            let result = try Toolchain.run(
                "swiftc", ["-emit-module", "-module-name", module, "-emit-module-path",
                           modules.appendingPathComponent("\(module).swiftmodule").path] + common + sources)
            #expect(result.exitCode == 0 && result.standardError.isEmpty, "\(module): \(result.standardError.prefix(4_000))")
        }
        let app = try Toolchain.run("swiftc", ["-typecheck", "-module-name", "ShopApp"] + common + Self.sources("ShopApp"))
        #expect(app.exitCode == 0 && app.standardError.isEmpty, "ShopApp: \(app.standardError.prefix(4_000))")
    }

    @Test("a feature sees only the routes module: its views conform to its fragment's protocol, never another feature's")
    func featuresDependOnRoutesOnly() throws {
        let package = try String(contentsOf: Self.example.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(package.contains(#".target(name: name, dependencies: ["ShopRoutes"], exclude: ["routes.json"])"#))
        for (feature, others) in [("Catalog", ["Cart", "Account"]), ("Cart", ["Catalog", "Account"]), ("Account", ["Catalog", "Cart"])] {
            let text = try Self.sources(feature).map { try String(contentsOfFile: $0, encoding: .utf8) }.joined()
            #expect(text.contains(": \(feature)Destinations {"), "\(feature)")
            for other in others { #expect(!text.contains("import \(other)"), "\(feature) imports \(other)") }
        }
    }
}
