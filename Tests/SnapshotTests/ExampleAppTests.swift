import Foundation
import RouteGenCore
import RouteGenTestSupport
import Testing

/// `Examples/ShopApp`, the SwiftUI app of `Docs/Navigation.md`: its committed generated code is
/// what its manifest generates today, and the whole app type-checks against the SwiftUI stand-in.
@Suite("The example app")
struct ExampleAppTests {
    static let app = RepositoryPaths.file("Examples/ShopApp/ShopApp")

    @Test("its generated files and AASA file are up to date with its routes.json")
    func generatedCodeIsCurrent() throws {
        let manifest = try Data(contentsOf: Self.app.appendingPathComponent("routes.json"))
        let (files, diagnostics) = Generator.generate(fromManifest: [UInt8](manifest), manifestPath: "../routes.json")
        #expect(diagnostics.all.isEmpty, "\(diagnostics.rendered(file: "routes.json"))")
        #expect(!files.isEmpty)
        for file in files {
            let committed = try String(contentsOf: Self.app.appendingPathComponent("Generated/\(file.name)"), encoding: .utf8)
            #expect(committed == file.contents, "\(file.name): run routegen generate Examples/ShopApp/ShopApp/routes.json --output-directory Examples/ShopApp/ShopApp/Generated")
        }
        let table = try #require(Generator.routeTable(fromManifest: [UInt8](manifest)).routeTable)
        let association = try String(
            contentsOf: RepositoryPaths.file("Examples/ShopApp/Web/.well-known/apple-app-site-association"), encoding: .utf8)
        #expect(association == Generator.associationJSON(for: table))
    }

    @Test("the app type-checks in Swift 6 mode with warnings as errors, generated code included, under both default isolations",
          arguments: [[], PlatformContractTests.mainActorDefaults])
    func compiles(isolation: [String]) throws {
        let sources = try FileManager.default.subpathsOfDirectory(atPath: Self.app.path)
            .filter { $0.hasSuffix(".swift") }.sorted()
            .map { Self.app.appendingPathComponent($0).path }
        #expect(sources.count >= 11)
        let result = try Toolchain.run(
            "swiftc",
            ["-typecheck", "-swift-version", "6", "-warnings-as-errors", "-parse-as-library", "-module-name", "ShopApp",
             "-I", try AppleStandIns.moduleDirectory.get().path] + isolation + sources)
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardError.isEmpty, "\(result.standardError)")
    }
}
