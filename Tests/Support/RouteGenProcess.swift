import Foundation

/// Runs the built `routegen` binary, as a user's shell or CI would.
package enum RouteGenProcess {
    /// What one run printed and returned.
    package struct Result: Sendable {
        package var standardOutput: String
        package var standardError: String
        package var exitCode: Int32
    }

    /// The `routegen` executable next to the test bundle: `swift test` builds it because a test
    /// target depends on it.
    package static var executable: URL {
        get throws {
            let candidates = [Bundle.main.bundleURL, Bundle.main.executableURL?.deletingLastPathComponent()]
                .compactMap { $0 }
                .flatMap { [$0, $0.deletingLastPathComponent()] }
            for directory in candidates {
                let url = directory.appendingPathComponent("routegen")
                if FileManager.default.isExecutableFile(atPath: url.path) { return url }
            }
            throw NotFound(searched: candidates.map(\.path))
        }
    }

    /// Runs `routegen` with `arguments` in `directory` and waits for it.
    package static func run(_ arguments: [String], in directory: URL? = nil) throws -> Result {
        try run(executable: try executable, arguments, in: directory)
    }

    /// Runs any executable with `arguments` in `directory` and waits for it.
    ///
    /// - Parameter environment: Variables to set or replace in the test's own environment.
    package static func run(
        executable: URL, _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]
    ) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        // Output goes to files, not pipes: a child that fills one pipe while the parent waits on the
        // other would never finish. Opened to append: `swift test` runs XCTest and Swift Testing
        // in processes of their own, and without it one wrote over the other's first lines.
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let outputURL = directory.appendingPathComponent("stdout")
        let errorURL = directory.appendingPathComponent("stderr")
        let output = try appendingHandle(outputURL)
        let error = try appendingHandle(errorURL)
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try output.close()
        try error.close()
        return Result(
            standardOutput: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
            standardError: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self),
            exitCode: process.terminationStatus)
    }

    /// A new, empty file at `url`, open for writing at its end whatever the offset of who writes.
    private static func appendingHandle(_ url: URL) throws -> FileHandle {
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC | O_APPEND, 0o644)
        guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path]) }
        return FileHandle(fileDescriptor: descriptor, closeOnDealloc: false)
    }

    /// The binary was not where `swift test` puts it.
    package struct NotFound: Error, CustomStringConvertible {
        package var searched: [String]
        package var description: String { "routegen not found in \(searched)" }
    }
}

/// A temporary directory for one test, removed when the value is deinitialized.
package final class TemporaryDirectory {
    /// The directory.
    package let url: URL

    /// Creates an empty directory under the system's temporary directory.
    package init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// Writes `text` to `name` in the directory and returns its URL.
    @discardableResult
    package func write(_ text: String, to name: String) throws -> URL {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
        return file
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
