import Foundation
import RouteGenCore
import RouteGenTestSupport
import Testing

/// Generated code must compile with no warning in the Swift 6 language mode under complete
/// concurrency checking. SwiftPM cannot make warnings errors for one target without unsafe flags
/// (which would stop packages that depend on RouteGen from building), so this test runs the
/// compiler on every snapshot itself.
@Suite("Generated code compiles without warnings")
struct GeneratedCodeWarningTests {
    @Test("every fixture's snapshots type-check with -warnings-as-errors in Swift 6 mode, together in one module")
    func noWarnings() throws {
        let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__")
        let files = try FileManager.default.subpathsOfDirectory(atPath: snapshots.path)
            .filter { $0.hasSuffix(".swift") }.sorted()
            .map { snapshots.appendingPathComponent($0).path }
        #expect(files.count >= 16)
        let support = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-tab-\(UUID().uuidString).swift")
        try Data("enum Tab: String, Hashable, Codable, Sendable { case featured, new, sale }\n".utf8).write(to: support)
        defer { try? FileManager.default.removeItem(at: support) }
        let result = try Toolchain.run(
            "swiftc",
            ["-typecheck", "-swift-version", "6", "-strict-concurrency=complete", "-warnings-as-errors", "-module-name", "App"]
                + files + [support.path])
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardError.isEmpty, "\(result.standardError)")
    }

    @Test("a 2,000-route app compiles with no error and no warning: large switches are split")
    func largeApp() throws {
        let (files, diagnostics) = Generator.generate(fromManifest: Array(SyntheticManifest.json(routeCount: 2_000).utf8))
        #expect(!diagnostics.hasErrors)
        #expect(diagnostics.warningCount == 1)  // the app's own switches over the enum: see ManifestDiagnosticsTests
        let directory = try TemporaryDirectory()
        for file in files { try directory.write(file.contents, to: file.name) }
        let result = try Toolchain.run(
            "swiftc",
            ["-typecheck", "-swift-version", "6", "-strict-concurrency=complete", "-warnings-as-errors"]
                + files.map { directory.url.appendingPathComponent($0.name).path })
        #expect(result.exitCode == 0, "\(result.standardError.prefix(2_000))")
    }
}
