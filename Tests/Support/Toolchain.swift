import Foundation

/// Runs a tool of the Swift toolchain that runs the tests (`swiftc`, `swift`), found on the PATH.
public enum Toolchain {
    /// Runs `tool` with `arguments` and waits for it.
    public static func run(
        _ tool: String, _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]
    ) throws -> RouteGenProcess.Result {
        try RouteGenProcess.run(
            executable: URL(fileURLWithPath: "/usr/bin/env"), [tool] + arguments, in: directory, environment: environment)
    }
}
