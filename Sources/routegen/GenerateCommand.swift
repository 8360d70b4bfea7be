import Foundation
import RouteGenCore

/// `routegen generate`: writes the generated Swift files for a manifest, and its AASA file.
enum GenerateCommand: Command {
    static let name = "generate"
    static let abstract = "Generates the route enum, link parser, destinations and AASA file from a manifest."
    static let usage = "routegen generate [MANIFEST] [--output-directory DIR] [--aasa-output PATH | --skip-aasa-output] [--absolute-source-locations] [--quiet]"
    static let discussion = """
        ARGUMENTS:
          MANIFEST                  The manifest (default: routes.json).

        OPTIONS:
          --output-directory DIR    Where the Swift files go; created when missing. Without it,
                                    only the AASA file is written (for a target whose code the
                                    build plugin generates).
          --aasa-output PATH        Write the apple-app-site-association file at PATH, or inside
                                    PATH when it is a directory (or ends in '/'). Without it, the
                                    file goes where the manifest's 'aasaOutput' says, if it does.
                                    When routes differ by host, one file per host: '{host}' in
                                    PATH stands for the host, or a directory gets HOST/ folders.
          --skip-aasa-output        Write no AASA file, whatever the manifest says (the build
                                    plugin passes this: a build writes only into its own folder),
                                    and leave out RouteGen's own check of that file on sample
                                    links of every route, which the run that writes it makes.
          --absolute-source-locations
                                    Name the manifest by its absolute path in the
                                    '#sourceLocation' lines of the destinations (the build
                                    plugin passes this, so Xcode opens the manifest from a
                                    compile error in a 'view'). By default the path is relative
                                    to the output directory, so committed files do not depend
                                    on how the command was spelled.
          --quiet                   Print only errors and warnings.

        Writes <Enum>.swift (the enum and its Codable conformance), <Enum>+URL.swift (parsing
        links into navigation stacks, printing routes as links), <Enum>+Destinations.swift (the
        SwiftUI views) and <Enum>+AASA.swift (the AASA file as a constant), as 'generate' in the
        manifest asks. A file is rewritten only when its bytes change, atomically; files an earlier
        run generated and this one does not are removed. When the manifest has an error, nothing
        is written and the exit code is 1.

        EXAMPLES:
          routegen generate routes.json --output-directory Generated
          routegen generate Sources/App/routes.json --output-directory Sources/App/Generated \\
              --aasa-output Web/.well-known/
          routegen generate Sources/App/routes.json --aasa-output Web/.well-known/
        """

    static func run(_ arguments: [String]) throws -> ExitCode {
        let scanner = try ArgumentScanner(
            arguments, valueOptions: ["output-directory", "aasa-output"], flags: ["skip-aasa-output", "quiet", "absolute-source-locations"])
        let path = try scanner.positionals(atMost: 1).first ?? ManifestFile.defaultPath
        let quiet = scanner.options["quiet"] != nil
        let outputDirectory = scanner.options["output-directory"]
        let association = try associationChoice(scanner)
        let plan: OutputPlan
        switch OutputPlan.load(
            path, outputDirectory: outputDirectory, association: association,
            absoluteSourceLocations: scanner.options["absolute-source-locations"] != nil)
        {
        case .success(let loaded): plan = loaded.1
        case .failure(let stop): return stop.exitCode
        }
        let report = { (line: String) in if !quiet { Console.out(line) } }
        do {
            for entry in plan.swiftFiles {
                report("\(try OutputWriter(directory: entry.directory).write(entry.file).rawValue) \(entry.display)")
            }
            if let outputDirectory {
                let writer = OutputWriter(directory: URL(fileURLWithPath: outputDirectory))
                for name in try writer.removeStale(keeping: plan.swiftNames, header: GeneratedHeader.firstLine) {
                    report("removed \(OutputPlan.joined(outputDirectory, name))")
                }
            }
            for entry in plan.associations {
                report("\(try OutputWriter(directory: entry.directory).write(entry.file).rawValue) \(entry.display)")
            }
        } catch {
            Console.error("error: cannot write the generated files: \(error.localizedDescription)")
            return .failure
        }
        return .success
    }

    /// `--aasa-output PATH`, `--skip-aasa-output`, or neither: the manifest decides.
    static func associationChoice(_ scanner: ArgumentScanner) throws(UsageError) -> OutputPlan.AssociationChoice {
        switch (scanner.options["aasa-output"], scanner.options["skip-aasa-output"]) {
        case (.some, .some): throw UsageError("'--aasa-output' and '--skip-aasa-output' cannot be given together")
        case (.some(let path), nil): .path(path)
        case (nil, .some): .skip
        case (nil, nil): .manifest
        }
    }
}
