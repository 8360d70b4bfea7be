/// The exit codes of `routegen`, as scripts and CI read them.
enum ExitCode: Int32 {
    /// Success.
    case success = 0
    /// The manifest has errors, or a check found a difference.
    case failure = 1
    /// The command line is wrong (`EX_USAGE` in sysexits.h, as swift-argument-parser uses it).
    case usage = 64
}
