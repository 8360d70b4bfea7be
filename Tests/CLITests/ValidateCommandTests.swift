import Foundation
import RouteGenTestSupport
import Testing

/// `routegen validate` and the command line around it, run as a user runs them.
@Suite("routegen validate")
struct ValidateCommandTests {
    @Test("the example manifest is valid: a summary on stdout, nothing on stderr, exit 0")
    func exampleManifest() throws {
        let result = try RouteGenProcess.run(["validate", "routes.json"], in: RepositoryPaths.root)
        #expect(result.standardOutput == "routes.json: 5 routes, 0 errors\n")
        #expect(result.standardError == "")
        #expect(result.exitCode == 0)
    }

    @Test("MANIFEST defaults to routes.json in the current directory")
    func defaultManifest() throws {
        let result = try RouteGenProcess.run(["validate"], in: RepositoryPaths.root)
        #expect(result.standardOutput == "routes.json: 5 routes, 0 errors\n")
        #expect(result.exitCode == 0)
    }

    @Test("errors go to stderr as path:line:col lines, naming the file as the user did; exit 1")
    func errors() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            """
            {
              "version": 1,
              "hsots": [],
              "routes": [{ "name": "Home", "path": "/" }]
            }
            """, to: "App/routes.json")
        let result = try RouteGenProcess.run(["validate", "App/routes.json"], in: directory.url)
        #expect(result.standardError == """
            App/routes.json:3:3: error: unknown key 'hsots' in the manifest; did you mean 'hosts'?
            App/routes.json:4:24: error: route name 'Home' is not a lowerCamelCase identifier; did you mean 'home'?

            """)
        #expect(result.standardOutput == "App/routes.json: 2 errors\n")
        #expect(result.exitCode == 1)
    }

    @Test("a missing file is an error that says what to pass; exit 1")
    func missingFile() throws {
        let directory = try TemporaryDirectory()
        let result = try RouteGenProcess.run(["validate", "nope.json"], in: directory.url)
        #expect(result.standardError == "nope.json: error: no such file; pass the path of a routes.json manifest\n")
        #expect(result.exitCode == 1)
    }

    @Test("binary garbage is refused with a diagnostic, not a crash")
    func garbage() throws {
        let directory = try TemporaryDirectory()
        try Data([0x00, 0xFF, 0xFE, 0x7B]).write(to: directory.url.appendingPathComponent("routes.json"))
        let result = try RouteGenProcess.run(["validate"], in: directory.url)
        #expect(result.standardError == "routes.json:1:1: error: expected a value, found byte 0x00\n")
        #expect(result.exitCode == 1)
    }

    @Test("usage errors exit 64 with a short message and the usage line")
    func usageErrors() throws {
        let extra = try RouteGenProcess.run(["validate", "a.json", "b.json"])
        #expect(extra.standardError == "error: unexpected argument 'b.json'\nusage: routegen validate [MANIFEST]\nsee 'routegen help validate'\n")
        #expect(extra.exitCode == 64)

        let option = try RouteGenProcess.run(["validate", "--frobnicate"])
        #expect(option.standardError.hasPrefix("error: unknown option '--frobnicate'\n"))
        #expect(option.exitCode == 64)

        let command = try RouteGenProcess.run(["valdate"])
        #expect(command.standardError.hasPrefix("error: unknown subcommand 'valdate'; did you mean 'validate'?\n"))
        #expect(command.exitCode == 64)

        let nothing = try RouteGenProcess.run([])
        #expect(nothing.standardError.contains("USAGE: routegen <subcommand>"))
        #expect(nothing.exitCode == 64)
    }

    @Test("--help, help and --version print to stdout and exit 0")
    func helpAndVersion() throws {
        let help = try RouteGenProcess.run(["--help"])
        #expect(help.standardOutput.hasPrefix("OVERVIEW: Type-safe SwiftUI navigation and deep links"))
        #expect(help.standardOutput.contains("  validate         Checks a manifest and reports every problem in it."))
        #expect(help.exitCode == 0)

        for arguments in [["help", "validate"], ["validate", "--help"], ["validate", "-h"]] {
            let commandHelp = try RouteGenProcess.run(arguments)
            #expect(commandHelp.standardOutput.hasPrefix("OVERVIEW: Checks a manifest and reports every problem in it.\n\nUSAGE: routegen validate [MANIFEST]"))
            #expect(commandHelp.standardOutput.contains("EXAMPLES:"))
            #expect(commandHelp.exitCode == 0)
        }

        let version = try RouteGenProcess.run(["--version"])
        #expect(version.standardOutput.range(of: #"^\d+\.\d+\.\d+\n$"#, options: .regularExpression) != nil)
        #expect(version.exitCode == 0)
    }
}
