/// A subcommand of `routegen`.
protocol Command: SendableMetatype {
    /// The name users type: `validate`.
    static var name: String { get }

    /// One line for the command list.
    static var abstract: String { get }

    /// The usage line, such as `routegen validate [MANIFEST]`.
    static var usage: String { get }

    /// The rest of the help: arguments, options, examples.
    static var discussion: String { get }

    /// Runs the command.
    ///
    /// - Parameter arguments: The arguments after the command name.
    /// - Returns: The exit code.
    /// - Throws: `UsageError` when the arguments are wrong.
    static func run(_ arguments: [String]) throws -> ExitCode
}

/// A subcommand as the dispatcher sees it: its texts and its entry point, as plain values.
///
/// Values rather than `any Command.Type`: Swift 6.3.1 crashes lowering calls on opened
/// existential metatypes here, and a list of values is all the dispatcher needs.
struct CommandEntry: Sendable {
    var name: String
    var abstract: String
    var usage: String
    var help: String
    var run: @Sendable ([String]) throws -> ExitCode

    init<C: Command>(_ command: C.Type) {
        name = C.name
        abstract = C.abstract
        usage = C.usage
        help = """
            OVERVIEW: \(C.abstract)

            USAGE: \(C.usage)

            \(C.discussion)
            """
        run = { try C.run($0) }
    }
}
