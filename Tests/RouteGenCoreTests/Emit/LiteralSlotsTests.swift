@testable import RouteGenCore
import Testing

/// Very wide levels of the generated parser switch over a slot, a jump through a table; the
/// generator chooses each level's multiplier. `URLSemanticsTests` checks the `wide-level` fixture's
/// parser link by link, and the parse benchmark checks levels of 25 and 50 literals.
@Suite("The literal slots of very wide levels")
struct LiteralSlotsTests {
    /// The hashes of `prefix0`, `prefix1`, …
    static func hashes(_ count: Int, _ prefix: String = "section") -> [UInt64] {
        (0..<count).map { LiteralHash.of("\(prefix)\($0)") }
    }

    @Test("forty literals each get a slot of their own, in a table of 128")
    func distinctSlots() {
        let hashes = Self.hashes(40)
        let slots = LiteralSlots(hashes: hashes)
        #expect(slots.bits == 7)
        #expect(Set(hashes.map(slots.slot(of:))).count == 40)
        #expect(hashes.allSatisfy { (0..<128).contains(slots.slot(of: $0)) })
    }

    @Test("the table has two to four slots per literal, dense enough for a jump table", arguments: [17, 32, 33, 64, 100, 1_000])
    func tableSize(count: Int) {
        let slots = LiteralSlots(hashes: Self.hashes(count), attempts: 1)
        #expect(1 << slots.bits >= 2 * count)
        #expect(1 << slots.bits < 4 * count)
    }

    @Test("the same literals give the same multiplier in any order, so the generated file is the same byte for byte")
    func deterministic() {
        let hashes = Self.hashes(25, "items")
        #expect(LiteralSlots(hashes: hashes) == LiteralSlots(hashes: hashes.reversed()))
        #expect(LiteralSlots(hashes: hashes).multiplier & 1 == 1)
    }

    @Test("a level too wide for slots of its own shares as few as the tries allow")
    func fewestShared() {
        let hashes = Self.hashes(300, "page-")
        func shared(_ slots: LiteralSlots) -> Int { hashes.count - Set(hashes.map(slots.slot(of:))).count }
        let first = LiteralSlots(hashes: hashes, attempts: 1)
        let searched = LiteralSlots(hashes: hashes)
        #expect(shared(first) > 0, "300 literals in 1,024 slots: one try shares some")
        #expect(shared(searched) < shared(first))
    }

    @Test("literals that hash alike, differing only in case, share one slot")
    func caseVariants() {
        let hashes = Self.hashes(20) + [LiteralHash.of("Inbox"), LiteralHash.of("inbox")]
        let slots = LiteralSlots(hashes: hashes)
        #expect(slots.bits == 6, "21 distinct hashes")
        #expect(slots.slot(of: LiteralHash.of("Inbox")) == slots.slot(of: LiteralHash.of("inbox")))
    }

    // MARK: - The generated parser

    /// The generated `+URL.swift` of a manifest whose root has `count` literal segments.
    static func parser(rootLiterals count: Int) throws -> String {
        let routes = (0..<count).map { #"{ "name": "page\#($0)", "path": "/page-\#($0)" }"# }
        let manifest = #"{ "version": 1, "enum": "Wide", "schemes": ["wide"], "routes": [\#(routes.joined(separator: ","))] }"#
        let files = Generator.generate(fromManifest: Array(manifest.utf8)).files
        return try #require(files.first { $0.name.hasSuffix("+URL.swift") }).contents
    }

    @Test("sixteen literals switch over their hashes; seventeen over their slots")
    func limit() throws {
        let sixteen = try Self.parser(rootLiterals: 16)
        #expect(sixteen.contains("switch _hash(segment) {"))
        #expect(!sixteen.contains("_slot("))
        let seventeen = try Self.parser(rootLiterals: 17)
        #expect(!seventeen.contains("switch _hash(segment) {"))
        #expect(seventeen.contains("private static func _slot("))
    }

    @Test("each literal is tested under the case of its own slot, in order of slot")
    func casesFollowSlots() throws {
        let count = 40
        let text = try Self.parser(rootLiterals: count)
        let slots = LiteralSlots(hashes: (0..<count).map { LiteralHash.of("page-\($0)") })
        #expect(text.contains("switch _slot(segment, \(LiteralHash.hexadecimal(slots.multiplier)), bits: \(slots.bits)) {"))
        // Every `matches` line sits under the `case` of its literal's slot.
        var currentCase: Int?
        var seen: [Int: Int] = [:]
        var lastCase = -1
        for line in text.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            if line.hasPrefix("case "), let slot = Int(line.dropFirst(5).dropLast()) {
                #expect(slot > lastCase, "cases in order of slot")
                lastCase = slot
                currentCase = slot
            } else if line.hasPrefix("if segment.matches(\"page-"), let slot = currentCase {
                let literal = String(line.dropFirst("if segment.matches(\"".count).prefix { $0 != "\"" })
                let index = try #require(Int(literal.dropFirst("page-".count)))
                #expect(slots.slot(of: LiteralHash.of(literal)) == slot, "\(literal)")
                seen[index, default: 0] += 1
            }
        }
        #expect(seen.count == count && seen.values.allSatisfy { $0 == 1 }, "every literal once")
    }
}
