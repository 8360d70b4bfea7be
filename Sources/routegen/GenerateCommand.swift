import Foundation
import RouteGenCore

/// `routegen generate`: writes the generated Swift files for a manifest.
enum GenerateCommand: Command {
    static let name = "generate"
    static let abstract = "Generates the route enum, link parser, destinations and AASA file from a manifest."
    static let usage = "routegen generate [MANIFEST] --output-directory DIR [--aasa-output PATH]"
    static let discussion = """
        ARGUMENTS:
          MANIFEST                  The manifest (default: routes.json).

        OPTIONS:
          --output-directory DIR    Where the Swift files go; created when missing.
          --aasa-output PATH        Also write the apple-app-site-association file: at PATH, or
                                    inside PATH when it is a directory (or ends in '/').

        Writes <Enum>.swift (the enum and its Codable conformance), <Enum>+URL.swift (parsing
        links into navigation stacks, printing routes as links), <Enum>+Destinations.swift (the
        SwiftUI views) and <Enum>+AASA.swift (the AASA file as a constant), as 'generate' in the
        manifest asks. A file is rewritten only when its bytes change, atomically; files an earlier
        run generated and this one does not are removed. When the manifest has an error, nothing
        is written and the exit code is 1.

        EXAMPLES:
          routegen generate routes.json --output-directory Generated
          routegen generate App/routes.json --output-directory App/Sources/Routes \\
              --aasa-output Web/.well-known/
        """

    static func run(_ arguments: [String]) throws -> ExitCode {
        let scanner = try ArgumentScanner(arguments, valueOptions: ["output-directory", "aasa-output"])
        let path = try scanner.positionals(atMost: 1).first ?? ManifestFile.defaultPath
        guard let outputDirectory = scanner.options["output-directory"] else {
            throw UsageError("missing '--output-directory DIR'")
        }
        guard let manifest = ManifestFile.load(path) else { return .failure }
        let (table, diagnostics) = Generator.routeTable(fromManifest: manifest.bytes)
        manifest.print(diagnostics)
        guard let table else {
            Console.out(ValidateCommand.summary(file: manifest.path, routeCount: nil, diagnostics: diagnostics))
            return .failure
        }
        let files = Generator.files(for: table, manifestPath: manifest.path)
        var association: (writer: OutputWriter, file: GeneratedFile, display: String)?
        if let aasaOutput = scanner.options["aasa-output"] {
            guard let json = Generator.associationJSON(for: table) else {
                Console.error("\(manifest.path): error: no apple-app-site-association file to write: the manifest lists no 'hosts'")
                return .failure
            }
            association = associationTarget(aasaOutput, json: json)
        }
        let writer = OutputWriter(directory: URL(fileURLWithPath: outputDirectory))
        do {
            for file in files {
                let change = try writer.write(file)
                Console.out("\(change.rawValue) \(display(outputDirectory, file.name))")
            }
            let kept = Set(files.map(\.name))
            for name in try writer.removeStale(keeping: kept, header: GeneratedHeader.firstLine) {
                Console.out("removed \(display(outputDirectory, name))")
            }
            if let association {
                let change = try association.writer.write(association.file)
                Console.out("\(change.rawValue) \(association.display)")
            }
        } catch {
            Console.error("\(outputDirectory): error: cannot write the generated files: \(error.localizedDescription)")
            return .failure
        }
        return .success
    }

    /// Where `--aasa-output PATH` puts the file: PATH itself, or `apple-app-site-association`
    /// inside it when PATH is a directory.
    static func associationTarget(_ path: String, json: String) -> (writer: OutputWriter, file: GeneratedFile, display: String) {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        let url = URL(fileURLWithPath: path)
        if path.hasSuffix("/") || (exists && isDirectory.boolValue) {
            let file = GeneratedFile(name: OutputFile.associationFile, contents: json)
            return (OutputWriter(directory: url), file, display(path, file.name))
        }
        let file = GeneratedFile(name: url.lastPathComponent, contents: json)
        return (OutputWriter(directory: url.deletingLastPathComponent()), file, path)
    }

    private static func display(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }
}
