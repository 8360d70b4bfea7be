import Foundation
import Testing

/// Compares generated text with a file under `__Snapshots__/`, the reviewed record of what users get.
///
/// Record modes come from `ROUTEGEN_RECORD`, named as in swift-snapshot-testing:
/// - `missing` (the default): write snapshots that do not exist yet, compare the rest;
/// - `all`: write every snapshot;
/// - `failed`: rewrite the snapshots that differ;
/// - `never` (the default when `CI` is set): only compare.
///
/// Writing a snapshot always fails the test, so a new or changed snapshot is read before it passes.
public enum Snapshot {
    /// When snapshots are written.
    public enum RecordMode: String, Sendable {
        case missing, all, failed, never

        /// The mode from the environment.
        public static var current: RecordMode {
            let environment = ProcessInfo.processInfo.environment
            if let value = environment["ROUTEGEN_RECORD"], let mode = RecordMode(rawValue: value) { return mode }
            return environment["CI"] == nil ? .missing : .never
        }
    }

    /// Asserts that `actual` equals the snapshot file at `path`.
    ///
    /// - Parameters:
    ///   - actual: The generated text.
    ///   - path: The snapshot file, such as `…/__Snapshots__/shop/AppRoute.swift`.
    ///   - filter: The `swift test --filter` argument that re-records this snapshot.
    public static func assert(
        _ actual: String, matches path: URL, rerecordWith filter: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let mode = RecordMode.current
        let expected = try? String(contentsOf: path, encoding: .utf8)
        let shouldRecord = mode == .all || (expected == nil && mode == .missing) || (expected != actual && mode == .failed)
        if shouldRecord, expected != actual {
            do {
                try FileManager.default.createDirectory(at: path.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(actual.utf8).write(to: path)
                Issue.record(
                    "Recorded snapshot \(path.path); re-run to compare, and review it with 'git diff'.",
                    sourceLocation: sourceLocation)
            } catch {
                Issue.record("Cannot write snapshot \(path.path): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let expected else {
            let message = "No snapshot at \(path.path) (record mode '\(mode.rawValue)'). Record it with:\n"
                + "ROUTEGEN_RECORD=missing swift test --filter \(filter)"
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
            return
        }
        guard expected != actual else { return }
        Issue.record(
            """
            Snapshot \(path.path) differs from the generated text (− snapshot, + generated):

            \(UnifiedDiff.hunks(from: expected, to: actual))
            If the change is right, re-record and review it:
            ROUTEGEN_RECORD=failed swift test --filter \(filter) && git diff -- '\(path.path)'
            """,
            sourceLocation: sourceLocation)
    }
}

/// A line diff printed as unified-diff hunks (`@@ −a,b +c,d @@`), for snapshot failures.
public enum UnifiedDiff {
    /// The hunks that turn `old` into `new`, with `context` unchanged lines around each change.
    public static func hunks(from old: String, to new: String, context: Int = 3) -> String {
        let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let script = editScript(a, b)
        var output: [String] = []
        var index = 0
        while index < script.count {
            guard script[index].kind != .same else {
                index += 1
                continue
            }
            // A hunk: from `context` lines before this change to `context` lines after the last
            // change that is within 2 × context of the one before it.
            let start = max(0, index - context)
            var end = index
            var lastChange = index
            while end < script.count, end - lastChange <= 2 * context {
                if script[end].kind != .same { lastChange = end }
                end += 1
            }
            end = min(script.count, lastChange + context + 1)
            let lines = script[start..<end]
            let oldStart = (lines.first?.oldLine ?? 0) + 1
            let newStart = (lines.first?.newLine ?? 0) + 1
            let oldCount = lines.count { $0.kind != .inserted }
            let newCount = lines.count { $0.kind != .deleted }
            output.append("@@ −\(oldStart),\(oldCount) +\(newStart),\(newCount) @@")
            for line in lines {
                switch line.kind {
                case .same: output.append(" " + line.text)
                case .deleted: output.append("−" + line.text)
                case .inserted: output.append("+" + line.text)
                }
            }
            index = end
        }
        return output.joined(separator: "\n") + "\n"
    }

    struct Line {
        enum Kind { case same, deleted, inserted }
        var kind: Kind
        var text: String
        /// The 0-based line in the old text where this line is, or would be.
        var oldLine: Int
        var newLine: Int
    }

    /// The edit script by longest common subsequence: quadratic, and fine for files of generated code.
    static func editScript(_ a: [String], _ b: [String]) -> [Line] {
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var script: [Line] = []
        var i = 0
        var j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                script.append(Line(kind: .same, text: a[i], oldLine: i, newLine: j))
                i += 1
                j += 1
            } else if j < b.count, i == a.count || table[i][j + 1] >= table[i + 1][j] {
                script.append(Line(kind: .inserted, text: b[j], oldLine: i, newLine: j))
                j += 1
            } else {
                script.append(Line(kind: .deleted, text: a[i], oldLine: i, newLine: j))
                i += 1
            }
        }
        return script
    }
}
