/// The exit codes of `routegen`, as scripts and CI read them.
enum ExitCode: Int32 {
    /// Success.
    case success = 0
    /// The manifest has errors, or a check found a difference.
    case failure = 1
    /// `check --deployed` could not fetch a file (no network, a timeout, TLS, DNS, a refused
    /// connection) and found nothing else wrong: CI may retry rather than fail the build.
    case unreachable = 2
    /// The command line is wrong (`EX_USAGE` in sysexits.h, as swift-argument-parser uses it).
    case usage = 64
}
