import Foundation

/// The hash a generated parser switches over to find a literal segment among many: 64-bit FNV-1a
/// of the text's UTF-8 in Unicode's composed form (NFC).
///
/// The generator hashes each literal here; the generated `_hash` (`LinkReaderSource.literalHash`)
/// hashes the link's segment the same way at run time. Composing first keeps the parser's
/// meaning: Swift's `==` treats canonically equivalent strings as equal, and those compose to the
/// same bytes. A match is always confirmed with `==`, so a collision costs a comparison, never a
/// wrong route.
enum LiteralHash {
    /// FNV-1a's constants; the generated `_hash` prints them with ``hexadecimal(_:)``.
    static let offsetBasis: UInt64 = 0xCBF2_9CE4_8422_2325
    static let prime: UInt64 = 0x0000_0100_0000_01B3

    static func of(_ text: String) -> UInt64 {
        text.precomposedStringWithCanonicalMapping.utf8.reduce(offsetBasis) { ($0 ^ UInt64($1)) &* prime }
    }

    /// `0x1A2B_3C4D_5E6F_7081`: sixteen digits in groups of four, as Swift code.
    static func hexadecimal(_ hash: UInt64) -> String {
        let digits = String(hash, radix: 16, uppercase: true)
        let padded = String(repeating: "0", count: 16 - digits.count) + digits
        let groups = stride(from: 0, to: 16, by: 4).map { start in
            String(padded.dropFirst(start).prefix(4))
        }
        return "0x" + groups.joined(separator: "_")
    }
}
