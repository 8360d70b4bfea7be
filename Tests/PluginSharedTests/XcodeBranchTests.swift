import Foundation
import RouteGenTestSupport
import Testing

/// The plugins' Xcode conformances sit inside `#if canImport(XcodeProjectPlugin)`, which is false
/// everywhere but Xcode. This compiles them anyway, against `Tests/XcodeProjectPlugin/`, a
/// stand-in with the signatures of Apple's documentation, so a typo there fails here, not in
/// a user's Xcode.
@Suite("Plugins: the Xcode branch")
struct XcodeBranchTests {
    @Test("both plugins type-check with XcodeProjectPlugin present", arguments: ["RouteGenPlugin", "RouteGenCommand"])
    func typeChecks(plugin: String) throws {
        let pluginAPI = try #require(Self.pluginAPI(), "no lib/swift/pm/PluginAPI beside swiftc on the PATH")
        let folder = try TemporaryDirectory()
        let standIn = try Toolchain.run("swiftc", [
            "-emit-module", "-module-name", "XcodeProjectPlugin", "-I", pluginAPI.path,
            "-emit-module-path", folder.url.appendingPathComponent("XcodeProjectPlugin.swiftmodule").path,
            RepositoryPaths.file("Tests/XcodeProjectPlugin/XcodeProjectPlugin.swift").path,
        ])
        #expect(standIn.exitCode == 0, "\(standIn.standardError)")

        let shared = try FileManager.default.contentsOfDirectory(atPath: RepositoryPaths.file("Plugins/Shared").path)
            .filter { $0.hasSuffix(".swift") }.sorted().map { RepositoryPaths.file("Plugins/Shared/\($0)").path }
        // As SwiftPM compiles a plugin of a tools-version 6.1 package, plus the stand-in.
        let result = try Toolchain.run("swiftc", [
            "-typecheck", "-swift-version", "6", "-package-description-version", "6.1", "-warnings-as-errors",
            "-module-name", plugin, "-I", pluginAPI.path, "-I", folder.url.path,
            RepositoryPaths.file("Plugins/\(plugin)/plugin.swift").path,
        ] + shared)
        #expect(result.exitCode == 0, "\(result.standardError)")
    }

    /// `PackagePlugin`'s module: `lib/swift/pm/PluginAPI` in the toolchain whose `swiftc` is on the PATH.
    static func pluginAPI() -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for directory in path.split(separator: ":") {
            let swiftc = URL(fileURLWithPath: String(directory)).appendingPathComponent("swiftc")
            guard FileManager.default.isExecutableFile(atPath: swiftc.path) else { continue }
            let api = swiftc.resolvingSymlinksInPath().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("lib/swift/pm/PluginAPI")
            if FileManager.default.fileExists(atPath: api.path) { return api }
        }
        return nil
    }
}
