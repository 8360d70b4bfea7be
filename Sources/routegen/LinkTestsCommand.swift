import Foundation
import RouteGenCore

/// `routegen link-tests`: writes the Swift Testing suite that runs every example of a manifest
/// through the app's own generated code, for the app's test target.
enum LinkTestsCommand: Command {
    static let name = "link-tests"
    static let abstract = "Writes the link tests of a manifest's examples for the app's test target."
    static let usage =
        "routegen link-tests [MANIFEST] --output-directory DIR [--module MODULE] [--absolute-source-locations] [--check] [--quiet]"
    static let discussion = """
        ARGUMENTS:
          MANIFEST                  The manifest (default: routes.json).

        OPTIONS:
          --output-directory DIR    The test target's folder (or one inside it) where
                                    <Enum>LinkTests.swift goes; created when missing.
          --module MODULE           The module of the app's generated code, which the tests
                                    import with '@testable import MODULE'. Without it the file
                                    imports none, for a target that compiles the code itself.
          --absolute-source-locations
                                    Name the manifest by its absolute path in the tests' failures
                                    (the build plugin passes this, so Xcode opens it). By default
                                    it is named as MANIFEST is written, so a committed file does
                                    not depend on the machine.
          --check                   Write nothing; fail (exit 1, with a diff) when the file on
                                    disk is missing or not what this command would write, for
                                    CI where the tests are committed.
          --quiet                   Print only errors and warnings.

        Each example of each route becomes a case of four tests: the link opens the stack RouteGen
        expects (with its values and parents) on every channel; the route prints links and stored
        text that open it again; its navigation survives the router's restorationData and
        restore(from:); and the parser opens it wherever the AASA file opens the app. A route
        without examples is tested on a sample link of RouteGen's, unless its link needs a custom
        type's value. A failure is recorded at the example's line in the manifest and names the
        route, the link and what opened instead. The file is rewritten only when its bytes change;
        when the manifest has an error, nothing is written and the exit code is 1.

        EXAMPLES:
          routegen link-tests Sources/Shop/routes.json --module Shop --output-directory Tests/ShopTests
          routegen link-tests App/routes.json --module App --output-directory AppTests/Generated --check
        """

    static func run(_ arguments: [String]) throws -> ExitCode {
        let scanner = try ArgumentScanner(
            arguments, valueOptions: ["module", "output-directory"], flags: ["quiet", "absolute-source-locations", "check"])
        let path = try scanner.positionals(atMost: 1).first ?? ManifestFile.defaultPath
        let module = scanner.options["module"]
        if let module, !SwiftIdentifier.isValid(module) {
            throw UsageError("'--module' takes a module name such as 'Shop', not '\(module)'")
        }
        guard let outputDirectory = scanner.options["output-directory"] else {
            throw UsageError("'--output-directory' is required: the test target's folder")
        }
        guard let plan = ManifestFile.loadPlan(path) else { return .failure }
        let manifestPath = scanner.options["absolute-source-locations"] != nil ? OutputPlan.absolutePath(path) : path
        let file = LinkTestsEmitter(plan: plan, manifestPath: manifestPath, module: module).emit()
        let display = OutputPlan.joined(outputDirectory, file.name)
        if scanner.options["check"] != nil {
            return check(file, at: URL(fileURLWithPath: outputDirectory), display: display, manifest: path, arguments: arguments)
        }
        do {
            let change = try OutputWriter(directory: URL(fileURLWithPath: outputDirectory)).write(file)
            if scanner.options["quiet"] == nil { Console.out("\(change.rawValue) \(display)") }
        } catch {
            Console.error("error: cannot write \(display): \(error.localizedDescription)")
            return .failure
        }
        return .success
    }

    /// `--check`: whether the file on disk is `file`, byte for byte; a diff and the command that
    /// writes it when not.
    private static func check(_ file: GeneratedFile, at directory: URL, display: String, manifest: String, arguments: [String]) -> ExitCode {
        guard CheckCommand.isCurrent(file, in: directory, display: display, manifest: manifest, writtenBy: "'routegen link-tests'") else {
            return update(arguments)
        }
        Console.out("\(display) is up to date with \(manifest)")
        return .success
    }

    /// Says how to bring the file up to date, and fails.
    private static func update(_ arguments: [String]) -> ExitCode {
        Console.error("to update, run:")
        Console.error("  routegen link-tests " + arguments.filter { $0 != "--check" }.map(CheckCommand.shellQuoted).joined(separator: " "))
        return .failure
    }
}
