import Foundation
import RouteGenTestSupport
import Testing

/// `Examples/Shop`, a separate package that depends on RouteGen by path, built from scratch as a
/// user's machine or CI builds it: the build plugin through `swift build`, the command plugin
/// through `swift package`, and `routegen check` on what it committed.
///
/// Each test copies the package to a temporary folder (the copy's `Package.swift` finds RouteGen
/// through `ROUTEGEN_PATH`) and builds it in its own `.build`, so it starts clean every run.
///
/// One test builds RouteGen from source in the copy, as a user of the source package does, and
/// checks that the prebuilt tool writes the same files; the others use the prebuilt tool
/// (`RouteGenBinary`, packed once for the suite from the `routegen` this test run built), whose
/// plugins are the same code. A clean build from source compiles all of RouteGen, two thirds of
/// such a build (Docs/BuildPlugin.md): built in every test, it was most of CI's test time.
@Suite("A consumer package, built from scratch", .prebuiltRouteGen)
struct ConsumerPackageTests {
    @Test("the build plugin from source: a clean build generates what the prebuilt tool generates, a rebuild does not, an edit regenerates, an error fails on its line")
    func buildPlugin() throws {
        var shop = try ShopPackage()
        let manifest = "Sources/ShopRoutes/routes.json"

        // The prebuilt tool's outputs first, from this very copy, since the outputs name the
        // manifest by its absolute path; then the copy from scratch with the source plugin.
        let prebuilt = try shop.swift("build")
        #expect(prebuilt.exitCode == 0, "\(prebuilt.standardOutput)\(prebuilt.standardError)")
        let fromBinary = try shop.pluginOutputs()
        try FileManager.default.removeItem(at: shop.root.appendingPathComponent(".build"))
        shop.routeGen = RepositoryPaths.root

        // A clean build runs the generator and compiles what it wrote, with LinkHandling.swift using it.
        let clean = try shop.swift("build")
        #expect(clean.exitCode == 0, "\(clean.standardOutput)\(clean.standardError)")
        #expect(clean.standardOutput.contains(ShopPackage.generatorRan))
        let generated = try #require(shop.pluginOutput("AppRoute.swift"), "no AppRoute.swift among the plugin's outputs")
        let firstWrite = try shop.modificationDate(of: generated)

        // The prebuilt tool wrote the same files, byte for byte.
        let fromSource = try shop.pluginOutputs()
        #expect(fromSource.keys.contains("AppRoute+URL.swift"))
        #expect(fromSource.keys.sorted() == fromBinary.keys.sorted())
        for (name, contents) in fromSource { #expect(contents == fromBinary[name], "\(name) differs") }

        // SwiftPM 6.3 links the plugin's tool in two build graphs, so the first build after a
        // clean one relinks it, and a new tool reruns the command. RouteGen then rewrites nothing,
        // so the target is not recompiled. (Docs/BuildPlugin.md, "What a build costs".)
        let settle = try shop.swift("build")
        #expect(settle.exitCode == 0)
        #expect(!settle.standardOutput.contains("Compiling ShopRoutes"), "\(settle.standardOutput)")
        #expect(try shop.modificationDate(of: generated) == firstWrite)

        // Nothing changed: the build system does not run the generator again.
        let rebuild = try shop.swift("build")
        #expect(rebuild.exitCode == 0)
        #expect(!rebuild.standardOutput.contains(ShopPackage.generatorRan), "\(rebuild.standardOutput)")
        #expect(!rebuild.standardOutput.contains("Compiling ShopRoutes"), "\(rebuild.standardOutput)")
        #expect(try shop.modificationDate(of: generated) == firstWrite)

        // A new route in the manifest: the generator runs, and code using the new case compiles.
        try shop.edit(manifest) {
            $0.replacingOccurrences(
                of: "    {\n      \"name\": \"checkout\",",
                with: "    { \"name\": \"wishlist\", \"path\": \"/wishlist\" },\n    {\n      \"name\": \"checkout\",")
        }
        try shop.write("extension AppRoute {\n    public static let saved = AppRoute.wishlist\n}\n", to: "Sources/ShopRoutes/Saved.swift")
        let edited = try shop.swift("build")
        #expect(edited.exitCode == 0, "\(edited.standardOutput)\(edited.standardError)")
        #expect(edited.standardOutput.contains(ShopPackage.generatorRan))
        #expect(try String(contentsOf: generated, encoding: .utf8).contains("case wishlist"))

        // A manifest error fails the build with the compiler-style line Xcode and SwiftPM show.
        try shop.edit(manifest) { $0.replacingOccurrences(of: "{id:UUID}", with: "{id:Integer}") }
        try shop.expectBuildFails(at: "Integer", in: manifest, with: "error: unknown parameter type 'Integer'")
    }

    @Test("the command plugin writes the files and the AASA file, then changes nothing; check passes, then fails after an edit; --aasa-only writes the AASA file alone")
    func commandPlugin() throws {
        let shop = try ShopPackage()
        let committed = ["Sources/Catalog/Generated/CatalogRoute.swift", "Sources/Catalog/Generated/CatalogRoute+URL.swift",
                         "Sources/Catalog/Generated/CatalogRoute+AASA.swift", "Web/.well-known/apple-app-site-association"]
        for folder in ["Sources/Catalog/Generated", "Web"] {
            try FileManager.default.removeItem(at: shop.root.appendingPathComponent(folder))
        }
        let generateRoutes = ["package", "--allow-writing-to-package-directory", "generate-routes", "--target", "Catalog"]

        let first = try shop.swift(generateRoutes)
        #expect(first.exitCode == 0, "\(first.standardOutput)\(first.standardError)")
        for path in committed {
            #expect(first.standardOutput.contains("wrote \(path)\n"), "\(first.standardOutput)")
            // What the plugin writes is what the example commits: the example is current.
            #expect(try Data(contentsOf: shop.root.appendingPathComponent(path)) == Data(contentsOf: ShopPackage.source.appendingPathComponent(path)))
        }

        let second = try shop.swift(generateRoutes)
        #expect(second.exitCode == 0)
        #expect(!second.standardOutput.contains("wrote "), "\(second.standardOutput)")
        #expect(committed.allSatisfy { second.standardOutput.contains("unchanged \($0)\n") })

        let check = ["check", "Sources/Catalog/routes.json", "--output-directory", "Sources/Catalog/Generated"]
        let upToDate = try RouteGenProcess.run(check, in: shop.root)
        #expect(upToDate.exitCode == 0, "\(upToDate.standardError)")
        #expect(upToDate.standardOutput == "Sources/Catalog/routes.json: 4 files up to date\n")

        try shop.edit("Sources/Catalog/routes.json") {
            $0.replacingOccurrences(of: #"    { "name": "brands", "path": "/brands" },"#,
                                    with: #"    { "name": "brands", "path": "/brands" },\#n    { "name": "sale", "path": "/sale" },"#)
        }
        let stale = try RouteGenProcess.run(check, in: shop.root)
        #expect(stale.exitCode == 1)
        #expect(stale.standardError.contains("error: Sources/Catalog/Generated/CatalogRoute.swift is out of date with Sources/Catalog/routes.json"))
        #expect(stale.standardError.contains("error: Web/.well-known/apple-app-site-association is out of date"))
        #expect(stale.standardError.hasSuffix(
            "to update, run:\n  routegen generate Sources/Catalog/routes.json --output-directory Sources/Catalog/Generated\n"))
        #expect(stale.standardOutput.contains("+    case sale\n"))

        // A target whose code the build plugin generates gets its AASA file alone, and here its catalog page.
        let aasaOnly = try shop.swift(
            ["package", "--allow-writing-to-package-directory", "generate-routes", "--target", "ShopRoutes",
             "--aasa-only", "--aasa-output", "Web/shop/", "--catalog-output", "Web/shop/links.html"])
        #expect(aasaOnly.exitCode == 0, "\(aasaOnly.standardOutput)\(aasaOnly.standardError)")
        #expect(aasaOnly.standardOutput.hasSuffix(
            "RouteGen: ShopRoutes (Sources/ShopRoutes/routes.json)\nwrote Web/shop/apple-app-site-association\nwrote Web/shop/links.html\n"))
        #expect(!FileManager.default.fileExists(atPath: shop.root.appendingPathComponent("Sources/ShopRoutes/Generated").path))
        let catalog = try String(contentsOf: shop.root.appendingPathComponent("Web/shop/links.html"), encoding: .utf8)
        #expect(catalog.hasPrefix("<!DOCTYPE html>") && catalog.contains("<title>AppRoute links</title>"))
    }
}

extension ConsumerPackageTests {
    @Test("a modular app: the build plugin follows the fragments in other targets' folders; the features' tests pass")
    func modularApp() throws {
        let shop = try ShopPackage(example: "ModularShop")
        let fragment = "Sources/Cart/routes.json"

        let clean = try shop.swift("build")
        #expect(clean.exitCode == 0, "\(clean.standardOutput)\(clean.standardError)")
        #expect(clean.standardOutput.contains(ShopPackage.generatorRan))
        let generated = try #require(shop.pluginOutput("ShopRoute.swift"), "no ShopRoute.swift among the plugin's outputs")
        // A prebuilt tool is not relinked, so unlike a tool built from source (see buildPlugin),
        // the first build after a clean one already runs nothing.
        let rebuild = try shop.swift("build")
        #expect(!rebuild.standardOutput.contains(ShopPackage.generatorRan), "\(rebuild.standardOutput)")

        // The example's own tests: links across fragments, the features' navigation, the router.
        let tests = try shop.swift("test")
        #expect(tests.exitCode == 0, "\(tests.standardOutput)\(tests.standardError)")
        #expect(tests.standardOutput.contains("passed"), "\(tests.standardOutput)")

        // The command plugin writes one AASA file, from the manifest: the features' fragments are
        // part of it, not manifests of their own.
        let aasa = try shop.swift(
            ["package", "--allow-writing-to-package-directory", "generate-routes", "--aasa-only", "--aasa-output", "Web/.well-known/"])
        #expect(aasa.exitCode == 0, "\(aasa.standardOutput)\(aasa.standardError)")
        #expect(aasa.standardOutput.hasSuffix(
            "RouteGen: ShopRoutes (Sources/ShopRoutes/routes.json)\nwrote Web/.well-known/apple-app-site-association\n"),
            "\(aasa.standardOutput)")
        let association = try String(
            contentsOf: shop.root.appendingPathComponent("Web/.well-known/apple-app-site-association"), encoding: .utf8)
        #expect(association.contains("/cart/items/?*") && association.contains("/account/orders/?*"))

        // An edit to a fragment in another target's folder regenerates on the next build.
        try shop.edit(fragment) {
            $0.replacingOccurrences(
                of: #"    { "name": "cart", "path": "/cart", "parent": "catalog", "title": "Cart" },"#,
                with: #"    { "name": "cart", "path": "/cart", "parent": "catalog", "title": "Cart" },"# + "\n"
                    + #"    { "name": "wishlist", "path": "/cart/wishlist", "parent": "cart" },"#)
        }
        let edited = try shop.swift("build")
        #expect(edited.exitCode == 0, "\(edited.standardOutput)\(edited.standardError)")
        #expect(edited.standardOutput.contains(ShopPackage.generatorRan))
        #expect(try String(contentsOf: generated, encoding: .utf8).contains("case wishlist"))

        // A mistake in the fragment fails the build at its line in the fragment.
        try shop.edit(fragment) { $0.replacingOccurrences(of: #""path": "/cart/wishlist""#, with: #""path": "/cart/{id:Integer}""#) }
        try shop.expectBuildFails(at: "Integer", in: fragment, with: "error: unknown parameter type 'Integer'")
    }
}

extension ConsumerPackageTests {
    @Test("the binary plugin package: a clean build runs the packed tool and compiles none of RouteGen")
    func binaryPlugin() throws {
        // The example's Package.swift is unchanged: only the dependency's path (a URL in an app) and
        // its package name differ, and the plugins' names are the same. That the files it writes
        // are the source plugin's is `buildPlugin`'s to check.
        let shop = try ShopPackage()
        let binary = try shop.swift("build", "-v")
        #expect(binary.exitCode == 0, "\(binary.standardOutput)\(binary.standardError)")
        // Verbose, SwiftPM prints the command it runs: the bundle's executable.
        #expect(binary.standardOutput.contains("/RouteGenBinary/routegen.artifactbundle/routegen-"))
        let modules = Set(binary.standardOutput.split(separator: " -module-name ").dropFirst().map { String($0.prefix { !$0.isWhitespace }) })
        #expect(modules == ["RouteGenPlugin", "RouteGenCommand", "ShopRoutes", "Catalog"], "compiled modules: \(modules.sorted())")
        #expect(try shop.pluginOutputs().keys.contains("AppRoute+URL.swift"))
    }
}

/// The binary plugin package, packed once for the suite by the release steps (Docs/BuildPlugin.md)
/// from the `routegen` this test run built, instead of a release build, and naming the bundle by
/// path, not URL; removed when the suite ends.
struct PrebuiltRouteGen: SuiteTrait, TestScoping {
    /// The package's folder, `RouteGenBinary`, while the suite runs.
    @TaskLocal static var package: URL?

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        let release = try TemporaryDirectory()
        for step in [["build", "--executable", try RouteGenProcess.executable.path], ["package"]] {
            let run = try Toolchain.run("bash", [RepositoryPaths.file("scripts/artifact-bundle.sh").path] + step + ["--output", release.url.path])
            guard run.exitCode == 0 else { throw PackingFailed(step: step[0], output: run.standardOutput + run.standardError) }
        }
        try await Self.$package.withValue(release.url.appendingPathComponent("RouteGenBinary")) { try await function() }
    }

    /// A release step failed: no test of the suite can run.
    struct PackingFailed: Error, CustomStringConvertible {
        var step: String
        var output: String
        var description: String { "scripts/artifact-bundle.sh \(step) failed:\n\(output)" }
    }
}

extension Trait where Self == PrebuiltRouteGen {
    /// Packs the binary plugin package once for the suite: `ShopPackage()` depends on it.
    static var prebuiltRouteGen: Self { Self() }
}

/// A copy of an example package (`Examples/Shop` unless told otherwise) in a temporary folder.
struct ShopPackage {
    /// The example in this repository.
    static let source = RepositoryPaths.file("Examples/Shop")

    /// What the build prints when the build plugin's command runs.
    static let generatorRan = "RouteGen: generating routes for ShopRoutes from routes.json"

    /// Keeps the folder alive as long as the copy is used.
    private let folder: TemporaryDirectory

    /// The copy's root.
    let root: URL

    /// The package that provides RouteGen's plugins: the binary plugin package, which the suite's
    /// trait packs, or this repository.
    var routeGen: URL

    /// Copies `Examples/<example>`, to be built with the prebuilt tool's plugins.
    init(example: String = "Shop") throws {
        guard let prebuilt = PrebuiltRouteGen.package else { throw NoPrebuiltRouteGen() }
        routeGen = prebuilt
        folder = try TemporaryDirectory()
        root = folder.url.resolvingSymlinksInPath().appendingPathComponent(example)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let source = RepositoryPaths.file("Examples/\(example)")
        for name in try FileManager.default.contentsOfDirectory(atPath: source.path) where ![".build", ".swiftpm"].contains(name) {
            try FileManager.default.copyItem(at: source.appendingPathComponent(name), to: root.appendingPathComponent(name))
        }
    }

    /// A test outside a suite with the `.prebuiltRouteGen` trait asked for the prebuilt tool.
    struct NoPrebuiltRouteGen: Error, CustomStringConvertible {
        var description: String { "no prebuilt RouteGen: give the suite the .prebuiltRouteGen trait" }
    }

    /// Runs `swift` with `arguments` in the copy, with RouteGen's plugins found at `routeGen`.
    func swift(_ arguments: String...) throws -> RouteGenProcess.Result {
        try swift(arguments)
    }

    func swift(_ arguments: [String]) throws -> RouteGenProcess.Result {
        try Toolchain.run("swift", arguments, in: root, environment: ["ROUTEGEN_PATH": routeGen.path])
    }

    /// Rewrites the file at `path`, failing when the edit changes nothing.
    func edit(_ path: String, _ change: (String) -> String) throws {
        let url = root.appendingPathComponent(path)
        let old = try String(contentsOf: url, encoding: .utf8)
        let new = change(old)
        #expect(new != old, "the edit of \(path) changed nothing")
        try Data(new.utf8).write(to: url)
    }

    /// Builds, expecting the build to fail with `message` at the first place `text` stands in the
    /// file at `path`, as `path:LINE:COL: message` with the file's absolute path, as Xcode and
    /// SwiftPM show it on the file.
    func expectBuildFails(at text: String, in path: String, with message: String) throws {
        let contents = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        let lines = contents.split(separator: "\n", omittingEmptySubsequences: false)
        let line = try #require(lines.firstIndex { $0.contains(text) })
        let column = try #require(lines[line].range(of: text)).lowerBound.utf16Offset(in: lines[line]) + 1
        let broken = try swift("build")
        #expect(broken.exitCode != 0)
        #expect(
            (broken.standardOutput + broken.standardError).contains("\(root.path)/\(path):\(line + 1):\(column): \(message)"),
            "\(broken.standardOutput)\(broken.standardError)")
    }

    /// Writes `text` to `path` in the copy.
    func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: root.appendingPathComponent(path))
    }

    /// The build plugin's output named `name` (SwiftPM's layout under `.build`, so it is searched).
    func pluginOutput(_ name: String) -> URL? {
        let outputs = root.appendingPathComponent(".build/plugins/outputs")
        guard let walker = FileManager.default.enumerator(at: outputs, includingPropertiesForKeys: nil) else { return nil }
        for case let url as URL in walker where url.lastPathComponent == name && url.path.contains("RouteGenPlugin") {
            return url
        }
        return nil
    }

    /// The build plugin's outputs for every target, by file name.
    func pluginOutputs() throws -> [String: Data] {
        let outputs = root.appendingPathComponent(".build/plugins/outputs")
        var files: [String: Data] = [:]
        guard let walker = FileManager.default.enumerator(at: outputs, includingPropertiesForKeys: nil) else { return files }
        for case let url as URL in walker where url.pathExtension == "swift" && url.path.contains("RouteGenPlugin") {
            files[url.lastPathComponent] = try Data(contentsOf: url)
        }
        return files
    }

    func modificationDate(of url: URL) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date
    }
}
