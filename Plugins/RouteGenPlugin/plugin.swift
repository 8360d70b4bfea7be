import Foundation
import PackagePlugin

/// The build-tool plugin: generates the route code from the target's `routes.json` on every build
/// where the manifest, a fragment it includes (or `routegen` itself) changed.
///
/// One `.buildCommand` with the manifest and its fragments as its inputs and every Swift file as a
/// declared output, so the build system runs `routegen` only when they are out of date, and compiles the outputs
/// into the target. Diagnostics are `routegen`'s own `routes.json:LINE:COL: error:` lines, with
/// the manifest's absolute path, which Xcode and SwiftPM show on the manifest.
@main
struct RouteGenPlugin {
    /// The command that regenerates the code of one target.
    ///
    /// - Parameters:
    ///   - files: The target's files; exactly one must be `routes.json`.
    ///   - targetName: The target, for messages.
    ///   - workDirectory: The plugin's folder for this target; outputs go in `GeneratedSources/`.
    ///   - tool: The `routegen` executable.
    func commands(files: [URL], targetName: String, workDirectory: URL, tool: URL) throws -> [Command] {
        let manifest = try ManifestLocator.manifest(in: files, targetName: targetName)
        let outputDirectory = workDirectory.appendingPathComponent("GeneratedSources")
        // Read only to name the outputs; an unreadable file still runs the tool, which says why.
        let names = OutputFile.swiftFiles(forManifest: (try? Data(contentsOf: manifest)) ?? Data())
        return [
            .buildCommand(
                displayName: "RouteGen: generating routes for \(targetName) from \(ManifestLocator.fileName)",
                executable: tool,
                arguments: [
                    "generate", manifest.path,
                    "--output-directory", outputDirectory.path,
                    // A build writes only into its own folder: the AASA file is the command plugin's job.
                    "--skip-aasa-output",
                    // The code lives in the build folder, never committed: name the manifest by its
                    // absolute path, so that Xcode opens it from a compile error in a `view`.
                    "--absolute-source-locations",
                    "--quiet",
                ],
                // The fragments too, wherever they are (another target's folder): an edit to one
                // regenerates. A fragment the tool cannot find is its error to report.
                inputFiles: ManifestInputs.files(of: manifest),
                outputFiles: names.map { outputDirectory.appendingPathComponent($0) }
            )
        ]
    }
}

extension RouteGenPlugin {
    /// The command that writes the link tests of a tested target's manifest into a test target.
    ///
    /// - Parameters:
    ///   - manifest: The tested target's `routes.json`.
    ///   - module: The tested target's module, which the tests import `@testable`.
    ///   - targetName: The test target, for messages.
    func linkTestsCommand(manifest: URL, module: String, targetName: String, workDirectory: URL, tool: URL) -> Command {
        let outputDirectory = workDirectory.appendingPathComponent("LinkTests-\(module)")
        let name = OutputFile.linkTestsFile(forManifest: (try? Data(contentsOf: manifest)) ?? Data())
        return .buildCommand(
            displayName: "RouteGen: generating the link tests of \(module) for \(targetName) from \(ManifestLocator.fileName)",
            executable: tool,
            arguments: [
                "link-tests", manifest.path, "--module", module, "--output-directory", outputDirectory.path,
                "--absolute-source-locations", "--quiet",
            ],
            inputFiles: ManifestInputs.files(of: manifest),
            outputFiles: [outputDirectory.appendingPathComponent(name)]
        )
    }
}

extension RouteGenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else {
            throw PluginError.notSwiftTarget(targetName: target.name)
        }
        // A test target without a manifest of its own gets the link tests of each target it
        // depends on that has one: the app's links, run through the app's own generated code.
        if target.kind == .test, !target.sourceFiles.contains(where: { $0.url.lastPathComponent == ManifestLocator.fileName }) {
            let tested = target.dependencies.compactMap { dependency -> SourceModuleTarget? in
                guard case .target(let tested) = dependency else { return nil }
                return tested as? SourceModuleTarget
            }
            let manifests = tested.compactMap { tested in
                (try? ManifestLocator.manifest(in: tested.sourceFiles.map(\.url), targetName: tested.name)).map { (tested, $0) }
            }
            guard !manifests.isEmpty else { throw PluginError.noTestedManifest(targetName: target.name) }
            let tool = try context.tool(named: "routegen").url
            return manifests.map { tested, manifest in
                linkTestsCommand(
                    manifest: manifest, module: tested.moduleName, targetName: target.name,
                    workDirectory: context.pluginWorkDirectoryURL, tool: tool)
            }
        }
        return try commands(
            files: target.sourceFiles.map(\.url),
            targetName: target.name,
            workDirectory: context.pluginWorkDirectoryURL,
            tool: try context.tool(named: "routegen").url
        )
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension RouteGenPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        try commands(
            files: target.inputFiles.map(\.url),
            targetName: target.displayName,
            workDirectory: context.pluginWorkDirectoryURL,
            tool: try context.tool(named: "routegen").url
        )
    }
}
#endif
