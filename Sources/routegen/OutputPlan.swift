import Foundation
import RouteGenCore

/// Every file `generate` writes for a manifest and where: computed once, then written by
/// `generate` and compared with the disk by `check`, so the two can never disagree.
struct OutputPlan {
    /// One file and where it goes.
    struct Entry {
        /// The folder that receives the file.
        var directory: URL
        /// The file's name and contents.
        var file: GeneratedFile
        /// The path to print, as the user named the folder.
        var display: String
    }

    /// Where the AASA file goes, by the command line's choice.
    enum AssociationChoice {
        /// Where the manifest's `aasaOutput` says, or nowhere when it says nothing.
        case manifest
        /// At this path (a file, or a folder when it is one or ends in `/`), relative to the current folder.
        case path(String)
        /// Nowhere: `--skip-aasa-output`, what the build plugin passes.
        case skip
    }

    /// The Swift files' folder, as given; nil writes no Swift files (only the AASA file).
    var outputDirectory: String?

    /// The Swift files, in the order they are written.
    var swiftFiles: [Entry]

    /// The AASA files to write: none, one, or one per host when routes differ by host.
    var associations: [Entry] = []

    /// Every file: the Swift files, then the AASA files.
    var entries: [Entry] { swiftFiles + associations }

    /// The Swift file names, so files an earlier run generated and this one does not can be found.
    var swiftNames: Set<String> { Set(swiftFiles.map(\.file.name)) }

    /// Generates the files of `generation` and decides where each goes.
    ///
    /// - Returns: The plan, or an error message when the AASA file is asked for and there is none.
    static func make(
        generation: GenerationPlan, manifestPath: String, outputDirectory: String?, association: AssociationChoice,
        absoluteSourceLocations: Bool = false
    ) -> Result<OutputPlan, PlanError> {
        var plan = OutputPlan(outputDirectory: outputDirectory, swiftFiles: [])
        if let outputDirectory {
            let swiftDirectory = URL(fileURLWithPath: outputDirectory)
            let sourceLocation = absoluteSourceLocations
                ? absolutePath(manifestPath)
                : relativePath(of: manifestPath, from: outputDirectory)
            let files = Generator.files(for: generation, manifestPath: sourceLocation)
            plan.swiftFiles = files.map {
                Entry(directory: swiftDirectory, file: $0, display: joined(outputDirectory, $0.name))
            }
        }
        let target: String?
        switch association {
        case .skip: target = nil
        case .path(let path): target = path
        case .manifest:
            target = generation.table.associationOutput.map { output in
                output.hasPrefix("/") ? output : joined((manifestPath as NSString).deletingLastPathComponent, output)
            }.map(normalized)
        }
        if let target {
            // Every run that writes the file plans it (`load` checks its samples then).
            let files = generation.associationFiles
            guard !files.isEmpty else {
                return .failure(PlanError(
                    "\(manifestPath): error: no apple-app-site-association file to write: the manifest lists no 'hosts'"))
            }
            if files.count == 1, !target.contains(hostPlaceholder), let json = generation.associationJSON {
                plan.associations = [associationEntry(target, json: json)]
            } else {
                switch associationEntries(target, files: files, json: generation.associationJSONs) {
                case .success(let entries): plan.associations = entries
                case .failure(let error): return .failure(PlanError("\(manifestPath): " + error.message))
                }
            }
        }
        guard !plan.entries.isEmpty else {
            return .failure(PlanError(
                "error: nothing to write: give '--output-directory DIR' for the Swift files, and '--aasa-output PATH' "
                    + "or the manifest's 'aasaOutput' for the apple-app-site-association file", isUsage: true))
        }
        return .success(plan)
    }

    /// Reads and validates the manifest at `path` and plans its files, printing every diagnostic:
    /// the part `generate` and `check` share.
    ///
    /// - Returns: The manifest and its plan, or the exit code to stop with, after printing why.
    static func load(
        _ path: String, outputDirectory: String?, association: AssociationChoice, absoluteSourceLocations: Bool = false
    ) -> Result<(ManifestFile, OutputPlan), Stop> {
        guard let manifest = ManifestFile.load(path) else { return .failure(Stop(exitCode: .failure)) }
        // Without the AASA file, its check on sample links (RouteGen's own) waits for the run that writes it.
        let writesAssociationFile = if case .skip = association { false } else { true }
        let (generation, diagnostics) = Generator.plan(
            fromManifest: manifest.bytes, at: manifest.path, checksAssociationSamples: writesAssociationFile)
        manifest.print(diagnostics)
        guard let generation else {
            Console.out(ValidateCommand.summary(file: manifest.path, routeCount: nil, diagnostics: diagnostics))
            return .failure(Stop(exitCode: .failure))
        }
        switch make(
            generation: generation, manifestPath: manifest.path, outputDirectory: outputDirectory, association: association,
            absoluteSourceLocations: absoluteSourceLocations)
        {
        case .success(let plan): return .success((manifest, plan))
        case .failure(let error):
            Console.error(error.message)
            return .failure(Stop(exitCode: error.isUsage ? .usage : .failure))
        }
    }

    /// A command that cannot go on, and its exit code; the reason has been printed.
    struct Stop: Error {
        var exitCode: ExitCode
    }

    /// Why there is no plan.
    struct PlanError: Error {
        var message: String
        /// Whether the command line is to blame (exit code 64) rather than the manifest (1).
        var isUsage = false
        init(_ message: String, isUsage: Bool = false) {
            self.message = message
            self.isUsage = isUsage
        }
    }

    /// Where each host's file goes in an AASA path, when routes differ by host.
    static let hostPlaceholder = "{host}"

    /// One AASA entry per host: `path` with `{host}` replaced by the host, or, when routes differ
    /// by host and `path` is a folder, `HOST/apple-app-site-association` inside it. The hosts of
    /// one group get the same file.
    private static func associationEntries(
        _ path: String, files: [HostAssociation], json: [String]
    ) -> Result<[Entry], PlanError> {
        var isDirectory: ObjCBool = false
        let isFolder = path.hasSuffix("/") || (FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue)
        guard path.contains(hostPlaceholder) || isFolder else {
            let hosts = files.map { $0.hosts.joined(separator: ", ") }.joined(separator: "; ")
            return .failure(PlanError(
                "error: routes differ by host, so each host has an apple-app-site-association file of its own (\(hosts)); "
                    + "write '\(hostPlaceholder)' in the path where the host goes, such as "
                    + "'Web/\(hostPlaceholder)/.well-known/apple-app-site-association', or give a folder"))
        }
        var entries: [Entry] = []
        for (file, text) in zip(files, json) {
            for host in file.hosts {
                let target = path.contains(hostPlaceholder)
                    ? path.replacing(hostPlaceholder, with: host) : joined(joined(path, host), OutputFile.associationFile)
                entries.append(associationEntry(target, json: text))
            }
        }
        return .success(entries)
    }

    /// The AASA entry: `path` itself, or `apple-app-site-association` inside it when it is a folder.
    private static func associationEntry(_ path: String, json: String) -> Entry {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        let url = URL(fileURLWithPath: path)
        if path.hasSuffix("/") || (exists && isDirectory.boolValue) {
            let file = GeneratedFile(name: OutputFile.associationFile, contents: json)
            return Entry(directory: url, file: file, display: joined(path, file.name))
        }
        let file = GeneratedFile(name: url.lastPathComponent, contents: json)
        return Entry(directory: url.deletingLastPathComponent(), file: file, display: path)
    }

    /// A file's path relative to a folder, computed from where both really are: the manifest path
    /// that `#sourceLocation` in generated code names (relative to the output folder), so
    /// committed files are the same bytes however `generate` and `check` were spelled (relative,
    /// absolute, through `..` or a symbolic link) and from whichever folder they run; and the
    /// `include` entry `split` writes (the fragment relative to the manifest's folder).
    ///
    /// Both paths are made absolute against the current folder, standardized and resolved through
    /// symbolic links before they are compared: a shell's `$PWD` may pass through a link that the
    /// process's own current folder, which relative paths are read against, does not. From
    /// `/repo`, `Sources/App/routes.json` with `/repo/Sources/App/./Generated` gives `../routes.json`.
    ///
    /// - Parameters:
    ///   - file: The file's path as given on the command line (the manifest).
    ///   - directory: The folder as given (the Swift files'); it need not exist yet.
    /// - Returns: The file's path relative to the folder, with `/` separators.
    static func relativePath(of file: String, from directory: String) -> String {
        let from = resolved(directory).pathComponents
        let to = resolved(file).pathComponents
        var common = 0
        while common < from.count, common < to.count - 1, from[common] == to[common] { common += 1 }
        return (Array(repeating: "..", count: from.count - common) + to[common...]).joined(separator: "/")
    }

    /// `path` as an absolute path, for `--absolute-source-locations`: what the build plugin asks
    /// for, so that Xcode opens the manifest from a compile error in a `view`.
    static func absolutePath(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// Where `path` really is: absolute, standardized, symbolic links resolved as far as the path
    /// exists (an output folder may not exist yet).
    private static func resolved(_ path: String) -> URL {
        var url = URL(fileURLWithPath: path).standardizedFileURL
        var missing: [String] = []
        while !FileManager.default.fileExists(atPath: url.path), url.pathComponents.count > 1 {
            missing.insert(url.lastPathComponent, at: 0)
            url.deleteLastPathComponent()
        }
        url = url.resolvingSymlinksInPath()
        for component in missing { url.appendPathComponent(component) }
        return url
    }

    /// `directory/name`, without doubling a `/`; just `name` when the directory is empty.
    static func joined(_ directory: String, _ name: String) -> String {
        if directory.isEmpty { return name }
        return directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// `path` with `.` segments and `folder/..` pairs removed, keeping a final `/`: what to print
    /// for `Sources/App/../../Web/` (`Web/`).
    static func normalized(_ path: String) -> String {
        let body = ManifestPath.normalized(path)
        if body == "." { return "./" }
        return path.hasSuffix("/") && !body.hasSuffix("/") ? body + "/" : body
    }
}
