/// A line diff printed as unified-diff hunks (`@@ -a,b +c,d @@`), for `routegen check` and
/// snapshot failures.
package enum UnifiedDiff {
    /// The hunks that turn `old` into `new`, with `context` unchanged lines around each change.
    ///
    /// - Parameters:
    ///   - old: The text on disk.
    ///   - new: The text RouteGen generates.
    ///   - context: Unchanged lines shown around each change.
    ///   - deletedMarker: The prefix of deleted lines: `-` as `patch` reads it; the snapshot
    ///     helper uses `−` (U+2212) so a deleted line never reads as a YAML or Markdown item.
    /// - Returns: The hunks, one line each, ending in a newline; empty when the texts are equal.
    package static func hunks(from old: String, to new: String, context: Int = 3, deletedMarker: String = "-") -> String {
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
            let oldCount = lines.count { $0.kind != .inserted }
            let newCount = lines.count { $0.kind != .deleted }
            // As in diff(1), an empty side of a hunk starts at the line before it.
            let oldStart = (lines.first?.oldLine ?? 0) + (oldCount == 0 ? 0 : 1)
            let newStart = (lines.first?.newLine ?? 0) + (newCount == 0 ? 0 : 1)
            output.append("@@ \(deletedMarker)\(oldStart),\(oldCount) +\(newStart),\(newCount) @@")
            for line in lines {
                switch line.kind {
                case .same: output.append(" " + line.text)
                case .deleted: output.append(deletedMarker + line.text)
                case .inserted: output.append("+" + line.text)
                }
            }
            index = end
        }
        return output.isEmpty ? "" : output.joined(separator: "\n") + "\n"
    }

    /// One line of an edit script.
    struct Line {
        enum Kind { case same, deleted, inserted }
        var kind: Kind
        var text: String
        /// The 0-based line in the old text where this line is, or would be.
        var oldLine: Int
        var newLine: Int
    }

    /// The largest middle part, in lines × lines, that gets a longest-common-subsequence table.
    ///
    /// Past it the middle is shown as deleted, then inserted: still a correct diff, and a
    /// 10,000-route file against an unrelated one stays at a few megabytes instead of gigabytes.
    static let maximumTableSize = 4_000_000

    /// The edit script: the common first and last lines, and between them a longest common
    /// subsequence (quadratic, so only for the part that changed).
    static func editScript(_ a: [String], _ b: [String]) -> [Line] {
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
            suffix += 1
        }
        var script: [Line] = []
        for i in 0..<prefix { script.append(Line(kind: .same, text: a[i], oldLine: i, newLine: i)) }
        script += middleScript(a, prefix..<(a.count - suffix), b, prefix..<(b.count - suffix))
        for k in stride(from: suffix, to: 0, by: -1) {
            script.append(Line(kind: .same, text: a[a.count - k], oldLine: a.count - k, newLine: b.count - k))
        }
        return script
    }

    private static func middleScript(_ a: [String], _ ra: Range<Int>, _ b: [String], _ rb: Range<Int>) -> [Line] {
        guard ra.count * rb.count <= maximumTableSize else {
            return ra.map { Line(kind: .deleted, text: a[$0], oldLine: $0, newLine: rb.lowerBound) }
                + rb.map { Line(kind: .inserted, text: b[$0], oldLine: ra.upperBound, newLine: $0) }
        }
        let n = ra.count
        let m = rb.count
        // table[i][j]: the length of the longest common subsequence of a[ra][i...] and b[rb][j...].
        var table = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                table[i][j] = a[ra.lowerBound + i] == b[rb.lowerBound + j]
                    ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var script: [Line] = []
        var i = 0
        var j = 0
        while i < n || j < m {
            let oldLine = ra.lowerBound + i
            let newLine = rb.lowerBound + j
            if i < n, j < m, a[oldLine] == b[newLine] {
                script.append(Line(kind: .same, text: a[oldLine], oldLine: oldLine, newLine: newLine))
                i += 1
                j += 1
            } else if i < n, j == m || table[i + 1][j] >= table[i][j + 1] {
                // On a tie, the deletion first, as diff(1) prints a changed line.
                script.append(Line(kind: .deleted, text: a[oldLine], oldLine: oldLine, newLine: newLine))
                i += 1
            } else {
                script.append(Line(kind: .inserted, text: b[newLine], oldLine: oldLine, newLine: newLine))
                j += 1
            }
        }
        return script
    }
}
