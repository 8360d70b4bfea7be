import RouteGenCore
import RouteGenTestSupport
import Testing

/// The diff `routegen check` prints: what patch(1) would apply to turn the file on disk into
/// what the manifest generates.
@Suite("Unified diff")
struct UnifiedDiffTests {
    @Test("equal texts have no hunks")
    func equal() {
        #expect(UnifiedDiff.hunks(from: "a\nb\n", to: "a\nb\n") == "")
    }

    @Test("a changed line: its deletion, then its insertion, inside three lines of context")
    func changedLine() {
        let old = "1\n2\n3\n4\n5\n6\n7\n8\n9\n"
        let new = "1\n2\n3\n4\nfive\n6\n7\n8\n9\n"
        #expect(UnifiedDiff.hunks(from: old, to: new) == "@@ -2,7 +2,7 @@\n 2\n 3\n 4\n-5\n+five\n 6\n 7\n 8\n")
    }

    @Test("without context, an insertion's empty old side names the line before it, as diff(1) prints it")
    func emptySide() {
        #expect(UnifiedDiff.hunks(from: "a\nb", to: "a\nx\nb", context: 0) == "@@ -1,0 +2,1 @@\n+x\n")
        #expect(UnifiedDiff.hunks(from: "a\nx\nb", to: "a\nb", context: 0) == "@@ -2,1 +1,0 @@\n-x\n")
    }

    @Test("the hunks, applied as patch(1) applies them, turn the old text into the new", arguments: [0, 1, 2])
    func hunksApply(round: Int) throws {
        var random = SeededGenerator(seed: UInt64(0xD1FF + round))
        for _ in 0..<300 {
            let old = Self.randomLines(&random)
            var new = old
            for _ in 0..<Int.random(in: 0...4, using: &random) {
                let index = new.isEmpty ? 0 : Int.random(in: 0..<new.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: new.insert("new \(Int.random(in: 0..<5, using: &random))", at: index)
                case 1: if !new.isEmpty { new.remove(at: index) }
                default: if !new.isEmpty { new[index] = "changed" }
                }
            }
            let oldText = old.joined(separator: "\n")
            let newText = new.joined(separator: "\n")
            let hunks = UnifiedDiff.hunks(from: oldText, to: newText, context: round)
            #expect(try Self.apply(hunks, to: oldText) == newText, "\(hunks)")
        }
    }

    @Test("past the table limit, the changed middle is printed whole, and still applies")
    func largeMiddle() throws {
        let old = (0..<2_500).map { "old \($0)" }
        let new = (0..<2_500).map { "new \($0)" }
        let text = (["head"] + old + ["tail"]).joined(separator: "\n")
        let changed = (["head"] + new + ["tail"]).joined(separator: "\n")
        let hunks = UnifiedDiff.hunks(from: text, to: changed)
        #expect(hunks.hasPrefix("@@ -1,2502 +1,2502 @@\n head\n-old 0\n"))
        #expect(try Self.apply(hunks, to: text) == changed)
    }

    // MARK: - A small patch(1)

    static func randomLines(_ random: inout SeededGenerator) -> [String] {
        (0..<Int.random(in: 0..<30, using: &random)).map { _ in "line \(Int.random(in: 0..<8, using: &random))" }
    }

    struct PatchError: Error {}

    /// Applies unified-diff hunks to `text`, checking every context and deleted line.
    static func apply(_ hunks: String, to text: String) throws -> String {
        let old = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var result: [String] = []
        var next = 0  // The next old line to copy, 0-based.
        for line in hunks.split(separator: "\n", omittingEmptySubsequences: true) {
            if line.hasPrefix("@@ -") {
                let numbers = line.dropFirst(4).split(whereSeparator: { " ,+@".contains($0) }).compactMap { Int($0) }
                guard numbers.count == 4 else { throw PatchError() }
                let start = numbers[1] == 0 ? numbers[0] : numbers[0] - 1
                guard start >= next, start <= old.count else { throw PatchError() }
                result += old[next..<start]
                next = start
                continue
            }
            let body = String(line.dropFirst())
            switch line.first {
            case " ", "-":
                guard next < old.count, old[next] == body else { throw PatchError() }
                if line.first == " " { result.append(body) }
                next += 1
            case "+": result.append(body)
            default: throw PatchError()
            }
        }
        return (result + old[next...]).joined(separator: "\n")
    }
}
