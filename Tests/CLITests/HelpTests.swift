import RouteGenTestSupport
import Testing

/// Every subcommand explains itself: `routegen help NAME` and `NAME --help` print its usage,
/// options and examples to standard output and exit 0.
@Suite("routegen help")
struct HelpTests {
    static let subcommands = ["generate", "check", "validate", "match", "list", "graph", "info-plist", "import"]

    @Test("the overview lists every subcommand", arguments: subcommands)
    func listed(subcommand: String) throws {
        let help = try RouteGenProcess.run(["--help"])
        #expect(help.standardOutput.contains("\n  \(subcommand) "))
    }

    @Test("each subcommand's help has a usage line and examples that run it", arguments: subcommands)
    func subcommandHelp(subcommand: String) throws {
        for arguments in [["help", subcommand], [subcommand, "--help"]] {
            let help = try RouteGenProcess.run(arguments)
            #expect(help.exitCode == 0)
            #expect(help.standardError == "")
            #expect(help.standardOutput.contains("USAGE: routegen \(subcommand)"))
            #expect(help.standardOutput.contains("EXAMPLES:\n  routegen \(subcommand)"))
        }
    }
}
