import Foundation

/// The hash a generated parser switches over to find a literal segment among many.
///
/// It reads the text's UTF-8, in Unicode's composed form (NFC), eight bytes at a time: each
/// little-endian word is mixed in with one multiplication, and the last word is the text's last
/// eight bytes (overlapping the one before), or, for text shorter than a word, its bytes one by
/// one. So a segment costs one multiplication per eight bytes, where hashing byte by byte (as
/// FNV-1a does) costs one per byte, in a chain the processor cannot overlap.
///
/// - Every byte is or-ed with `0x20`, so ASCII letters hash alike in either case and one
///   function serves manifests that ignore case and those that do not.
/// - Composing first keeps the parser's meaning: Swift's `==` treats canonically equivalent
///   strings as equal, and those compose to the same bytes.
/// - A match is always confirmed byte for byte (`_Segment.matches`), so a collision, case-only
///   or not, costs a comparison, never a wrong route.
///
/// The generator hashes each literal here; the generated `_hash` (`LinkReaderSource.literalHash`)
/// hashes the link's segment the same way at run time, with unaligned loads.
enum LiteralHash {
    /// An odd constant, so that multiplying by it loses nothing: 2⁶⁴ divided by the golden ratio.
    static let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
    /// Or-ed into every byte: ASCII's lower-case bit.
    static let caseBits: UInt64 = 0x2020_2020_2020_2020

    static func of(_ text: String) -> UInt64 {
        let bytes = Array(text.precomposedStringWithCanonicalMapping.utf8)
        /// The eight bytes from `start`, the first one lowest, as a little-endian load reads them.
        func word(at start: Int) -> UInt64 {
            (0..<8).reduce(0) { word, offset in word | UInt64(bytes[start + offset]) << (8 * offset) }
        }
        var hash = UInt64(bytes.count) &* multiplier
        var start = 0
        while bytes.count - start > 8 {
            hash = (hash ^ (word(at: start) | caseBits)) &* multiplier
            start += 8
        }
        let last = bytes.count >= 8 ? word(at: bytes.count - 8) : bytes.reduce(0) { $0 << 8 | UInt64($1) }
        return (hash ^ (last | caseBits)) &* multiplier
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
