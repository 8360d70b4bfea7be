import Foundation
import PackagePlugin

/// The command plugin, `swift package generate-routes`: writes the generated Swift files into the
/// source tree (to commit them) and the AASA file where the web team deploys it.
///
/// For every chosen target it runs `routegen generate` from the package folder, so what it prints
/// (`wrote Sources/App/Generated/AppRoute.swift`, `unchanged …`) names paths as the user sees them.
@main
struct RouteGenCommand {
    /// A target and its files, from a package or an Xcode project.
    struct TargetFiles {
        var name: String
        var files: [URL]
    }

    /// What the command was asked to do.
    struct Options {
        /// The targets named with `--target`; empty means every target with a `routes.json`.
        var targets: [String]
        /// Where the Swift files go, relative to the folder that holds `routes.json`.
        var outputDirectory: String
        /// Where the AASA file goes, relative to the package folder; nil leaves it to the manifest.
        var aasaOutput: String?
        /// Whether to write the AASA file alone: for targets whose code the build plugin generates.
        var aasaOnly: Bool
        /// Where the catalog page goes, relative to the package folder; nil writes none.
        var catalogOutput: String?

        init(_ arguments: [String]) throws(PluginError) {
            var extractor = ArgumentExtractor(arguments)
            targets = extractor.extractOption(named: "target")
            let outputDirectories = extractor.extractOption(named: "output-directory")
            let aasaOutputs = extractor.extractOption(named: "aasa-output")
            let catalogOutputs = extractor.extractOption(named: "catalog-output")
            aasaOnly = extractor.extractFlag(named: "aasa-only") > 0
            if let unknown = extractor.remainingArguments.first {
                throw .usage("unknown argument '\(unknown)'")
            }
            guard outputDirectories.count <= 1, aasaOutputs.count <= 1, catalogOutputs.count <= 1 else {
                throw .usage("'--output-directory', '--aasa-output' and '--catalog-output' can each be given once")
            }
            guard !(aasaOnly && !outputDirectories.isEmpty) else {
                throw .usage("'--aasa-only' writes no Swift files, so it takes no '--output-directory'")
            }
            outputDirectory = outputDirectories.first ?? "Generated"
            aasaOutput = aasaOutputs.first
            catalogOutput = catalogOutputs.first
        }
    }

    /// Generates the code of the chosen targets.
    ///
    /// - Parameters:
    ///   - targets: Every target of the package or project, with its files.
    ///   - root: The package or project folder; the tool runs there.
    ///   - tool: The `routegen` executable.
    ///   - arguments: The command's arguments.
    func perform(targets: [TargetFiles], root: URL, tool: URL, arguments: [String]) throws {
        if arguments.contains("--help") || arguments.contains("-h") {
            print(Self.help)
            return
        }
        let options = try Options(arguments)
        let jobs = try chosenManifests(targets, options: options)
        for (option, value) in [("aasa-output", options.aasaOutput), ("catalog-output", options.catalogOutput)] where value != nil && jobs.count > 1 {
            throw PluginError.usage(
                "'--\(option)' names one file, but \(jobs.count) targets have a routes.json; choose one with '--target'")
        }
        for (target, manifest) in jobs {
            let manifestPath = relativePath(of: manifest, in: root)
            let folder = (manifestPath as NSString).deletingLastPathComponent
            print("RouteGen: \(target) (\(manifestPath))")
            var arguments = ["generate", manifestPath]
            if !options.aasaOnly {
                let outputDirectory = folder.isEmpty ? options.outputDirectory : folder + "/" + options.outputDirectory
                arguments += ["--output-directory", outputDirectory]
            }
            if let aasaOutput = options.aasaOutput { arguments += ["--aasa-output", aasaOutput] }
            try run(tool, arguments, in: root, target: target)
            if let catalogOutput = options.catalogOutput {
                try run(tool, ["catalog", manifestPath, "--output", catalogOutput], in: root, target: target)
            }
        }
    }

    /// Runs `routegen` with `arguments` in `root`, its output the user's.
    private func run(_ tool: URL, _ arguments: [String], in root: URL, target: String) throws {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = root
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw PluginError.generatorFailed(targetName: target, exitCode: process.terminationStatus)
        }
    }

    static let help = """
        OVERVIEW: Writes the code generated from each target's routes.json into the target, and the AASA file.

        USAGE: swift package --allow-writing-to-package-directory generate-routes [--target NAME]...
                   [--output-directory DIR | --aasa-only] [--aasa-output PATH] [--catalog-output PATH]

        OPTIONS:
          --target NAME             A target to generate (repeatable). Default: every target with a
                                    routes.json, in its folder or excluded from its sources, that is
                                    a manifest rather than a fragment another manifest includes.
          --output-directory DIR    Where the Swift files go, relative to the folder holding
                                    routes.json (default: Generated).
          --aasa-output PATH        Where the apple-app-site-association file goes, relative to the
                                    package; one target only. Default: the manifest's 'aasaOutput'.
          --aasa-only               Write the AASA file alone, no Swift files: for a target whose
                                    code RouteGenPlugin generates at build time.
          --catalog-output PATH     Also write the catalog page of every link (routegen catalog),
                                    relative to the package; one target only.

        Do not write Swift files into a target that applies RouteGenPlugin: both would define the
        enum. For such a target, use --aasa-only.
        Check the committed files in CI with 'routegen check' (see Docs/CommittingGeneratedCode.md).

        EXAMPLES:
          swift package --allow-writing-to-package-directory generate-routes
          swift package --allow-writing-to-package-directory generate-routes --target App \\
              --aasa-output Web/.well-known/
          swift package --allow-writing-to-package-directory generate-routes --aasa-only
          swift package --allow-writing-to-package-directory generate-routes --target App \\
              --aasa-only --catalog-output Web/links.html
        """

    /// The targets to generate, each with its manifest, in the order the package lists them.
    private func chosenManifests(_ targets: [TargetFiles], options: Options) throws(PluginError) -> [(String, URL)] {
        guard !options.targets.isEmpty else {
            // A feature's fragment is part of the manifest that includes it, not a manifest of its own.
            let found = targets.compactMap { target in
                (try? ManifestLocator.manifest(in: target.files, targetName: target.name)).map { (target.name, $0) }
            }.filter { !ManifestInputs.isFragment($0.1) }
            guard !found.isEmpty else { throw .noTargetWithManifest }
            return found
        }
        let unknown = options.targets.filter { name in !targets.contains { $0.name == name } }
        guard unknown.isEmpty else { throw .unknownTargets(unknown, known: targets.map(\.name)) }
        var chosen: [(String, URL)] = []
        for target in targets where options.targets.contains(target.name) {
            chosen.append((target.name, try ManifestLocator.manifest(in: target.files, targetName: target.name)))
        }
        return chosen
    }

    /// `url`'s path relative to `root` when it is inside it, else its absolute path.
    private func relativePath(of url: URL, in root: URL) -> String {
        let path = url.standardizedFileURL.path
        let prefix = root.standardizedFileURL.path.hasSuffix("/") ? root.standardizedFileURL.path : root.standardizedFileURL.path + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}

extension RouteGenCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let targets = context.package.targets.compactMap { target -> TargetFiles? in
            guard let module = target as? SourceModuleTarget else { return nil }
            // A manifest the package excludes from the target (to keep SwiftPM from warning
            // about an unhandled file) is not among its files, but it is still the target's.
            var files = module.sourceFiles.map(\.url)
            let excluded = module.directoryURL.appendingPathComponent(ManifestLocator.fileName)
            if FileManager.default.fileExists(atPath: excluded.path) { files.append(excluded) }
            return TargetFiles(name: target.name, files: files)
        }
        try perform(
            targets: targets,
            root: context.package.directoryURL,
            tool: try context.tool(named: "routegen").url,
            arguments: arguments
        )
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension RouteGenCommand: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        try perform(
            targets: context.xcodeProject.targets.map { TargetFiles(name: $0.displayName, files: $0.inputFiles.map(\.url)) },
            root: context.xcodeProject.directoryURL,
            tool: try context.tool(named: "routegen").url,
            arguments: arguments
        )
    }
}
#endif
