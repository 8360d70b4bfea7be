import Foundation

/// Runs a tool of the Swift toolchain that runs the tests (`swiftc`, `swift`), found on the PATH.
package enum Toolchain {
    /// Runs `tool` with `arguments` and waits for it.
    ///
    /// `swiftc` runs in whole-module mode (`-wmo`): one compiler job reads and type-checks the files
    /// once, where the default runs a job per file that parses every file again. The diagnostics
    /// are the same; type-checking every snapshot takes a third of the CPU time.
    package static func run(
        _ tool: String, _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]
    ) throws -> RouteGenProcess.Result {
        let arguments = tool == "swiftc" && !arguments.contains("-wmo") ? ["-wmo"] + arguments : arguments
        return try RouteGenProcess.run(
            executable: URL(fileURLWithPath: "/usr/bin/env"), [tool] + arguments, in: directory, environment: environment)
    }
}
