import Foundation
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
}
