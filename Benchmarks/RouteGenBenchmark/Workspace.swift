import Foundation
import RouteGenTestSupport

/// Where the benchmark writes its manifests, generated code and programs, and where it finds
/// the tools it runs.
struct Workspace {
    /// A fresh temporary directory, removed by ``remove()``.
    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-benchmark-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    /// A directory below the root, created on first use.
    func directory(_ path: String) throws -> URL {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Writes `text` to `path` below the root and returns its URL.
    @discardableResult
    func write(_ text: String, to path: String) throws -> URL {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        return url
    }

    func remove() {
        try? FileManager.default.removeItem(at: root)
    }

    /// The `routegen` built beside this benchmark: the release build, as users' plugins run it in
    /// a release build; with `configuration: "debug"`, the debug build in the sibling folder, as
    /// they run it in a debug build.
    static func routegen(configuration: String? = nil) throws -> URL {
        let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        var folder = Bundle.main.executableURL?.deletingLastPathComponent() ?? directory
        if let configuration {
            folder = folder.deletingLastPathComponent().appendingPathComponent(configuration)
        }
        let candidate = folder.appendingPathComponent("routegen")
        guard FileManager.default.isExecutableFile(atPath: candidate.path) else {
            let flag = configuration.map { $0 == "debug" ? "" : " -c \($0)" } ?? " -c release"
            throw BenchmarkError("no routegen at \(candidate.path); build it first: swift build\(flag) --product routegen")
        }
        return candidate
    }

    /// A file of the benchmark's sources, such as the parse harness.
    static func source(_ path: String) -> URL {
        RepositoryPaths.file("Benchmarks/" + path)
    }
}

/// The benchmark cannot go on.
struct BenchmarkError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// Runs `swiftc`, failing with its output when it fails, and returns the wall time it took.
@discardableResult
func swiftc(_ arguments: [String]) throws -> Double {
    let start = Timing.now()
    let result = try Toolchain.run("swiftc", arguments)
    let seconds = Double(Timing.now() - start) / 1e9
    guard result.exitCode == 0 else {
        throw BenchmarkError("swiftc \(arguments.joined(separator: " ")) failed:\n\(result.standardError.prefix(4_000))")
    }
    return seconds
}
