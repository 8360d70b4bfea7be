import Foundation
import RouteGenTestSupport

/// The machine and toolchain a report was measured on: figures from another machine compare
/// only as ratios.
enum Machine {
    static func description() -> [String] {
        let processor = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8))?
            .split(separator: "\n").first { $0.hasPrefix("model name") }?
            .split(separator: ":", maxSplits: 1).last?.trimmingCharacters(in: .whitespaces)
        let info = ProcessInfo.processInfo
        let compiler = (try? Toolchain.run("swiftc", ["--version"]))?.standardOutput
            .split(separator: "\n").first.map(String.init) ?? "unknown"
        let commit = (try? Toolchain.run("git", ["-C", RepositoryPaths.root.path, "rev-parse", "--short", "HEAD"]))?
            .standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
        return [
            "- Machine: \(info.operatingSystemVersionString), \(processor ?? "unknown processor"), "
                + "\(info.activeProcessorCount) cores, \(Format.bytes(Int(info.physicalMemory)))",
            "- Toolchain: \(compiler)",
            "- RouteGen: commit \(commit.map { "`\($0)`" } ?? "unknown"), release build",
        ]
    }
}
