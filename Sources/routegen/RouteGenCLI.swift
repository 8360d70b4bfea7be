import RouteGenCore

/// The `routegen` command: dispatches to a subcommand, prints help and usage errors.
enum RouteGenCLI {
    /// The version `--version` prints.
    static let version = "0.1.0"

    /// Every subcommand, in the order help lists them.
    static let commands = [
        CommandEntry(GenerateCommand.self), CommandEntry(CheckCommand.self), CommandEntry(ValidateCommand.self),
        CommandEntry(MatchCommand.self), CommandEntry(ListCommand.self), CommandEntry(GraphCommand.self),
        CommandEntry(InfoPlistCommand.self), CommandEntry(CatalogCommand.self), CommandEntry(SimulatorLinksCommand.self), CommandEntry(LinkTestsCommand.self), CommandEntry(ImportCommand.self), CommandEntry(SplitCommand.self),
    ]

    static let help = """
        OVERVIEW: Type-safe SwiftUI navigation and deep links from one manifest, routes.json.

        USAGE: routegen <subcommand> [arguments]

        SUBCOMMANDS:
        \(commands.map { "  " + $0.name.padding(17) + $0.abstract }.joined(separator: "\n"))

        OPTIONS:
          -h, --help   Show help; 'routegen help <subcommand>' or 'routegen <subcommand> --help' for one.
          --version    Show the version.

        See 'routegen help <subcommand>' for a command's arguments and examples.
        """

    /// Runs `routegen` with `arguments` (without the program name) and returns the exit code.
    static func main(_ arguments: [String]) -> ExitCode {
        guard let first = arguments.first else {
            Console.error(help)
            return .usage
        }
        switch first {
        case "-h", "--help":
            Console.out(help)
            return .success
        case "--version":
            Console.out(version)
            return .success
        case "help":
            guard let name = arguments.dropFirst().first else {
                Console.out(help)
                return .success
            }
            guard let command = command(named: name, deployed: arguments.dropFirst(2).contains("--deployed")) else {
                return usageError("unknown subcommand '\(name)'")
            }
            Console.out(command.help)
            return .success
        default:
            let deployed = arguments.dropFirst().contains("--deployed")
            guard let command = command(named: first, deployed: deployed) else {
                return usageError("unknown subcommand '\(first)'\(Suggestion.didYouMean(first, in: commands.map(\.name)))")
            }
            let rest = Array(arguments.dropFirst()).filter { !(deployed && command.name == deployedCheck.name && $0 == "--deployed") }
            if rest.contains("-h") || rest.contains("--help") {
                Console.out(command.help)
                return .success
            }
            do {
                return try command.run(rest)
            } catch let error as UsageError {
                return usageError(error.message, usage: command.usage, name: command.name)
            } catch {
                Console.error("error: \(error)")
                return .failure
            }
        }
    }

    /// `check --deployed`: a command of its own behind `check`'s name, with its own options and help.
    static let deployedCheck = CommandEntry(DeployedCheckCommand.self)

    private static func command(named name: String, deployed: Bool = false) -> CommandEntry? {
        if name == CheckCommand.name, deployed { return deployedCheck }
        return commands.first { $0.name == name }
    }

    private static func usageError(_ message: String, usage: String? = nil, name: String? = nil) -> ExitCode {
        Console.error("error: \(message)")
        if let usage, let name {
            Console.error("usage: \(usage)\nsee 'routegen help \(name)'")
        } else {
            Console.error("usage: routegen <subcommand> [arguments]\nsee 'routegen --help'")
        }
        return .usage
    }
}

extension String {
    /// The string padded with spaces to `width` characters, for aligned help columns.
    fileprivate func padding(_ width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}
