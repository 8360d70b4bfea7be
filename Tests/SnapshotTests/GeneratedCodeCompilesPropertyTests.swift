import Foundation
import RouteGenCore
import RouteGenTestSupport
import Testing

/// Every manifest that validation accepts generates code that compiles without a warning: random
/// manifests full of keywords and of names the generated code itself uses (`route`, `Self`, `r`,
/// `rest`, `Foundation`, the enum's own name), odd defaults and docs, type-checked in the Swift 6
/// mode with warnings as errors under both module defaults (nonisolated, and Xcode's main-actor
/// isolation), SwiftUI destinations and UIKit view controllers included (against the stand-ins on Linux),
/// and the link tests of the examples `RandomExamples` gives their routes.
@Suite("Generated code compiles: property")
struct GeneratedCodeCompilesPropertyTests {
    /// Manifests per compiler run, and runs. Each manifest has an enum of its own, so one module
    /// holds a batch: the generated helpers are private to their enum.
    static let batchSize = 24
    static let batches = 2

    @Test("every random manifest that validation accepts type-checks with -warnings-as-errors in Swift 6 mode")
    func randomManifestsCompile() throws {
        // ROUTEGEN_SEED=<n> reproduces one batch.
        let seeds = ProcessInfo.processInfo.environment["ROUTEGEN_SEED"].flatMap(UInt64.init).map { [$0] }
            ?? (0..<UInt64(Self.batches)).map { 0xC0DE + $0 }
        for seed in seeds {
            try compileBatch(seed: seed)
        }
    }

    private func compileBatch(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let directory = try TemporaryDirectory()
        var manifests: [String: String] = [:]  // file name → manifest, to show a failure's manifest
        var files: [String] = []
        var split = 0
        var uikit = 0
        var routeCount = 0
        var withoutLink = 0
        var withValues = 0
        var withExamples = 0
        var linkTests = 0
        for index in 0..<Self.batchSize {
            let enumName = "R\(index)"
            // Some manifests are split into fragments: their destinations gain a protocol per fragment.
            let (drawn, fragments) = RandomManifest.files(enumName: enumName, using: &random, splits: true)
            // Examples of the routes' shapes, drawn apart so that the manifests keep their draws:
            // the link tests they generate compile with the rest.
            var exampleRandom = random.fork()
            let manifest = RandomExamples.adding(to: drawn, fragments: fragments, using: &exampleRandom)
            if manifest != drawn { withExamples += 1 }
            var (generated, diagnostics) = Generator.generate(
                fromManifest: Array(manifest.utf8), fragments: .inMemory(fragments), manifestPath: "\(enumName).json")
            if !fragments.isEmpty { split += 1 }
            if let table = Generator.routeTable(
                fromManifest: Array(manifest.utf8), at: "\(enumName).json", fragments: .inMemory(fragments),
                checksAssociationSamples: false
            ).routeTable {
                routeCount += table.routes.count
                withoutLink += table.routes.filter { !$0.opensFromLinks }.count
                withValues += table.routes.filter { !$0.values.isEmpty }.count
            }
            if generated.contains(where: { $0.name.hasSuffix("+UIKit.swift") }) { uikit += 1 }
            guard !diagnostics.hasErrors else {
                Issue.record("seed \(seed): validation refused a manifest meant to be valid:\n\(manifest)\n\(diagnostics.rendered(file: "\(enumName).json"))")
                continue
            }
            if manifest != drawn, let plan = Generator.plan(
                fromManifest: Array(manifest.utf8), at: "\(enumName).json", fragments: .inMemory(fragments),
                checksAssociationSamples: false
            ).plan {
                generated.append(LinkTestsEmitter(plan: plan, manifestPath: "\(enumName).json", module: nil).emit())
                linkTests += 1
            }
            for file in generated where file.name.hasSuffix(".swift") {
                try directory.write(file.contents, to: file.name)
                files.append(file.name)
                manifests[file.name] = ([manifest] + fragments.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" })
                    .joined(separator: "\n")
            }
        }
        #expect(split > 0, "seed \(seed): no manifest of the batch was split into fragments")
        #expect(uikit > 0, "seed \(seed): no manifest of the batch generated UIKit's navigation")
        // Screens no link opens and values no link carries, while most routes keep a link.
        #expect(withoutLink > 0 && withoutLink * 2 < routeCount, "seed \(seed): \(withoutLink) of \(routeCount) routes without a link")
        #expect(withValues > 0, "seed \(seed): no route of the batch holds values no link carries")
        #expect(withExamples > Self.batchSize / 2 && linkTests == withExamples, "seed \(seed): \(withExamples) manifests with examples, \(linkTests) link tests")
        try directory.write(RandomManifest.appSource, to: "App.swift")
        // Both module defaults: Swift 6's, and Xcode's main-actor isolation.
        for isolation in [[], PlatformContractTests.mainActorDefaults] {
            let output = try Toolchain.run(
                "swiftc",
                ["-typecheck", "-swift-version", "6", "-warnings-as-errors", "-package-name", "RandomApp",
                 "-I", try AppleStandIns.moduleDirectory.get().path] + isolation + files + ["App.swift"],
                in: directory.url)
            report(output, seed: seed, isolation: isolation, files: files, manifests: manifests)
        }
    }

    /// Records the compiler's complaints, if any, with the manifests of the files it names.
    private func report(
        _ output: RouteGenProcess.Result, seed: UInt64, isolation: [String], files: [String], manifests: [String: String]
    ) {
        guard output.exitCode != 0 || !output.standardError.isEmpty else { return }
        // Name the manifests whose files the compiler complains about.
        let blamed = Set(files.filter { output.standardError.contains($0 + ":") })
        let shown = blamed.compactMap { manifests[$0] }.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        Issue.record("""
            seed \(seed) (ROUTEGEN_SEED=\(seed) swift test --filter GeneratedCodeCompilesPropertyTests): \
            generated code does not compile cleanly\(isolation.isEmpty ? "" : " under " + isolation.joined(separator: " "))
            \(shown.joined(separator: "\n"))
            \(output.standardError.prefix(6_000))
            """)
    }
}
