import Foundation
import RouteGenCore

/// `routegen generate`: writes the generated Swift files for a manifest.
enum GenerateCommand: Command {
    static let name = "generate"
    static let abstract = "Generates the route enum, its link parser and printer from a manifest."
    static let usage = "routegen generate [MANIFEST] --output-directory DIR"
    static let discussion = """
        ARGUMENTS:
          MANIFEST                  The manifest (default: routes.json).

        OPTIONS:
          --output-directory DIR    Where the Swift files go; created when missing.

        Writes <Enum>.swift (the enum and its Codable conformance) and <Enum>+URL.swift (parsing
        links into navigation stacks, printing routes as links). A file is rewritten only when
        its bytes change, atomically; files an earlier run generated and this one does not are
        removed. When the manifest has an error, nothing is written and the exit code is 1.

        EXAMPLES:
          routegen generate routes.json --output-directory Generated
          routegen generate App/routes.json --output-directory App/Sources/Routes
        """

    static func run(_ arguments: [String]) throws -> ExitCode {
        let scanner = try ArgumentScanner(arguments, valueOptions: ["output-directory"])
        let path = try scanner.positionals(atMost: 1).first ?? ManifestFile.defaultPath
        guard let outputDirectory = scanner.options["output-directory"] else {
            throw UsageError("missing '--output-directory DIR'")
        }
        guard let manifest = ManifestFile.load(path) else { return .failure }
        let (files, diagnostics) = Generator.generate(fromManifest: manifest.bytes, manifestPath: manifest.path)
        manifest.print(diagnostics)
        guard !diagnostics.hasErrors else {
            Console.out(ValidateCommand.summary(file: manifest.path, routeCount: nil, diagnostics: diagnostics))
            return .failure
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
        } catch {
            Console.error("\(outputDirectory): error: cannot write the generated files: \(error.localizedDescription)")
            return .failure
        }
        return .success
    }

    private static func display(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }
}
