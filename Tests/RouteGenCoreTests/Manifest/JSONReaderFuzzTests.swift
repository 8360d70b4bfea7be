import RouteGenCore
import RouteGenTestSupport
import Testing

/// The reader takes untrusted bytes: these tests feed it random, mutated and huge inputs.
/// Every generator is seeded, so a failure names a seed that reproduces it.
@Suite("JSON reader fuzzing")
struct JSONReaderFuzzTests {
    /// Pieces that random documents are assembled from: JSON's tokens, near-misses, and bytes
    /// that are never valid, so that random input reaches deep into the grammar.
    static let alphabet: [[UInt8]] = [
        "{", "}", "[", "]", ":", ",", "\"", "\\", "\\u", "\\ud83d", "\\ude00", "0", "1", "-", ".", "e", "E", "+",
        "true", "false", "null", "tru", "nul", " ", "\n", "\r", "\t", "/", "//", "/*", "a", "é", "😀",
        "\"version\"", "\"routes\"", "\"path\"", "1e999", "01", "'",
    ].map { Array($0.utf8) } + [[0x00], [0xFF], [0xC0], [0xED, 0xA0, 0x80], [0xEF, 0xBB, 0xBF], [0x80], [0xF4, 0x90]]

    @Test("random byte strings give a value or an error, never a crash", arguments: [UInt64(1), 2, 3, 4])
    func randomDocuments(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        for _ in 0..<2_500 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...60, using: &random) {
                if Int.random(in: 0..<8, using: &random) == 0 {
                    bytes.append(UInt8.random(in: 0...255, using: &random))
                } else {
                    bytes += Self.alphabet.randomElement(using: &random) ?? []
                }
            }
            checkInvariants(bytes, seed: seed)
        }
    }

    @Test("mutants of the example manifest never crash the reader, decoder or validator", arguments: [UInt64(10), 11])
    func mutatedManifests(seed: UInt64) throws {
        let original = try RepositoryPaths.bytes("routes.json")
        var random = SeededGenerator(seed: seed)
        for _ in 0..<1_500 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                mutate(&bytes, using: &random)
            }
            checkInvariants(bytes, seed: seed)
            let (table, diagnostics) = Generator.routeTable(fromManifest: bytes)
            #expect((table == nil) == diagnostics.hasErrors, "seed \(seed)")
        }
    }

    @Test("printed random JSON values read back equal", arguments: [UInt64(20), 21])
    func roundTrip(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        for _ in 0..<500 {
            let value = randomValue(depth: 0, using: &random)
            let text = print(value, using: &random)
            var diagnostics = Diagnostics()
            let read = JSONReader.read(Array(text.utf8), diagnostics: &diagnostics)
            #expect(read.map(Shape.init) == value, "seed \(seed): \(text)")
            #expect(!diagnostics.hasErrors, "seed \(seed): \(text)")
        }
    }

    @Test("a 50 MB manifest is read, and 50 MB of garbage is refused at its first byte")
    func hugeInputs() {
        let filler = [UInt8](repeating: UInt8(ascii: "a"), count: 50 << 20)
        var diagnostics = Diagnostics()
        let huge = JSONReader.read(Array(#"{"version": 1, "doc": ""#.utf8) + filler + Array("\"}".utf8), diagnostics: &diagnostics)
        #expect(huge != nil)
        var random = SeededGenerator(seed: 30)
        let block = (0..<(1 << 16)).map { _ in UInt8.random(in: 0...255, using: &random) }
        var garbage: [UInt8] = [0xFF]
        garbage.reserveCapacity(50 << 20)
        for _ in 0..<(50 << 4) { garbage.append(contentsOf: block) }
        diagnostics = Diagnostics()
        #expect(JSONReader.read(garbage, diagnostics: &diagnostics) == nil)
        #expect(diagnostics.all.first?.location == SourceLocation(line: 1, column: 1))
    }

    // MARK: Helpers

    /// Every read ends in a value or an error, and every diagnostic points inside the input.
    private func checkInvariants(_ bytes: [UInt8], seed: UInt64) {
        var diagnostics = Diagnostics()
        let value = JSONReader.read(bytes, diagnostics: &diagnostics)
        #expect(value != nil || diagnostics.hasErrors, "seed \(seed): no value and no error for \(bytes)")
        let lineCount = bytes.count { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") } + 1
        for diagnostic in diagnostics.all {
            guard let location = diagnostic.location else { continue }
            #expect(location.line >= 1 && location.line <= lineCount, "seed \(seed)")
            #expect(location.column >= 1 && location.column <= bytes.count + 1, "seed \(seed)")
        }
    }

    private func mutate(_ bytes: inout [UInt8], using random: inout SeededGenerator) {
        guard !bytes.isEmpty else { return }
        let position = Int.random(in: 0..<bytes.count, using: &random)
        switch Int.random(in: 0..<6, using: &random) {
        case 0: bytes[position] = UInt8.random(in: 0...255, using: &random)
        case 1: bytes.insert(contentsOf: Self.alphabet.randomElement(using: &random) ?? [], at: position)
        case 2: bytes.removeSubrange(position..<min(bytes.count, position + Int.random(in: 1...40, using: &random)))
        case 3: bytes.removeSubrange(position...)
        case 4:
            let end = min(bytes.count, position + Int.random(in: 1...200, using: &random))
            bytes.insert(contentsOf: bytes[position..<end], at: Int.random(in: 0...bytes.count, using: &random))
        default: bytes[position] ^= 1 << UInt8.random(in: 0...7, using: &random)
        }
    }

    /// A JSON value as a tree of Swift values, for comparing without locations.
    private indirect enum Shape: Equatable {
        case null, bool(Bool), number(Double), string(String), array([Shape]), object([String], [Shape])

        init(_ value: JSONValue) {
            switch value.kind {
            case .null: self = .null
            case .bool(let bool): self = .bool(bool)
            case .number(let number): self = .number(number.double)
            case .string(let string): self = .string(string)
            case .array(let elements): self = .array(elements.map(Shape.init))
            case .object(let members): self = .object(members.map(\.key), members.map { Shape($0.value) })
            }
        }
    }

    private func randomValue(depth: Int, using random: inout SeededGenerator) -> Shape {
        switch Int.random(in: 0..<(depth > 4 ? 4 : 6), using: &random) {
        case 0: return .null
        case 1: return .bool(Bool.random(using: &random))
        case 2: return .number(Double(Int.random(in: -1_000_000...1_000_000, using: &random)) / 8)
        case 3: return .string(randomString(using: &random))
        case 4: return .array((0..<Int.random(in: 0...4, using: &random)).map { _ in randomValue(depth: depth + 1, using: &random) })
        default:
            let keys = Array(Set((0..<Int.random(in: 0...4, using: &random)).map { _ in randomString(using: &random) }))
            return .object(keys, keys.map { _ in randomValue(depth: depth + 1, using: &random) })
        }
    }

    private func randomString(using random: inout SeededGenerator) -> String {
        let pieces = ["a", "Z", "0", " ", "\"", "\\", "/", "\n", "\t", "\u{1}", "é", "€", "😀", "\u{FEFF}", "{", "}"]
        return (0..<Int.random(in: 0...8, using: &random)).map { _ in pieces.randomElement(using: &random) ?? "" }.joined()
    }

    /// Prints a value as JSON with random whitespace and random (valid) escaping.
    private func print(_ shape: Shape, using random: inout SeededGenerator) -> String {
        let space = [" ", "", "\n", "\t", "\r\n"].randomElement(using: &random) ?? ""
        switch shape {
        case .null: return "null"
        case .bool(let bool): return bool ? "true" : "false"
        case .number(let number): return "\(number)"
        case .string(let string): return quote(string, using: &random)
        case .array(let elements):
            return "[" + space + elements.map { print($0, using: &random) }.joined(separator: "," + space) + "]"
        case .object(let keys, let values):
            let members = zip(keys, values).map { key, value in quote(key, using: &random) + space + ":" + print(value, using: &random) }
            return "{" + space + members.joined(separator: ",") + space + "}"
        }
    }

    private func quote(_ string: String, using random: inout SeededGenerator) -> String {
        var result = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || Bool.random(using: &random):
                // \u escapes, as UTF-16 surrogate pairs above the BMP.
                for unit in String(scalar).utf16 { result += "\\u" + String(unit, radix: 16).leftPadded(4) }
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}

extension String {
    fileprivate func leftPadded(_ width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
