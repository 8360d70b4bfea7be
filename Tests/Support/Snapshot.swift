import Foundation
import enum RouteGenCore.UnifiedDiff
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
package enum Snapshot {
    /// When snapshots are written.
    package enum RecordMode: String, Sendable {
        case missing, all, failed, never

        /// The mode from the environment.
        package static var current: RecordMode {
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
    package static func assert(
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

            \(UnifiedDiff.hunks(from: expected, to: actual, deletedMarker: "−"))
            If the change is right, re-record and review it:
            ROUTEGEN_RECORD=failed swift test --filter \(filter) && git diff -- '\(path.path)'
            """,
            sourceLocation: sourceLocation)
    }
}
