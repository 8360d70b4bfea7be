@testable import RouteGenCore
import Testing

/// Wide levels of the generated parser switch over `LiteralHash`; the generated `_hash` computes
/// the same at run time from the link's bytes, with little-endian unaligned loads. These pin the
/// function the two must share; `URLSemanticsTests` checks that they do, literal by literal.
@Suite("The literal hash of wide levels")
struct LiteralHashTests {
    let multiplier = LiteralHash.multiplier

    @Test("text shorter than a word is read byte by byte, the first byte highest, after its length")
    func shortText() {
        #expect(LiteralHash.of("a") == (1 &* multiplier ^ 0x2020_2020_2020_2061) &* multiplier)
        #expect(LiteralHash.of("tv") == (2 &* multiplier ^ 0x2020_2020_2020_7476) &* multiplier)
        #expect(LiteralHash.of("") == 0x2020_2020_2020_2020 &* multiplier)
    }

    @Test("longer text is read in little-endian words, the last word being its last eight bytes")
    func longText() {
        // "abcdefgh" loaded little-endian is 0x6867_6665_6463_6261; "bcdefghi" overlaps it. (Lower-case
        // letters have the case bit already.)
        #expect(LiteralHash.of("abcdefgh") == (8 &* multiplier ^ 0x6867_6665_6463_6261) &* multiplier)
        let first = (9 &* multiplier ^ 0x6867_6665_6463_6261) &* multiplier
        #expect(LiteralHash.of("abcdefghi") == (first ^ 0x6968_6766_6564_6362) &* multiplier)
    }

    @Test("ASCII letters hash alike in either case; matching decides, so a manifest that compares case still can")
    func caseFolding() {
        #expect(LiteralHash.of("Inbox") == LiteralHash.of("inbox"))
        #expect(LiteralHash.of("NOTIFICATION-PREFERENCES") == LiteralHash.of("notification-preferences"))
    }

    @Test("text that == calls equal hashes alike: composed and decomposed, the Kelvin sign and K")
    func canonicalEquivalence() {
        #expect("caf\u{E9}" == "cafe\u{301}")
        #expect(LiteralHash.of("caf\u{E9}") == LiteralHash.of("cafe\u{301}"))
        #expect("\u{212A}" == "K")
        #expect(LiteralHash.of("\u{212A}") == LiteralHash.of("K"))
    }

    @Test("every byte counts: a different length, first word or last word gives another hash")
    func distinctLiterals() {
        #expect(LiteralHash.of("products") != LiteralHash.of("product"))
        #expect(LiteralHash.of("payment-methods") != LiteralHash.of("payment-history"))
        #expect(LiteralHash.of("a-notification-list") != LiteralHash.of("b-notification-list"))
        #expect(LiteralHash.of("section37") != LiteralHash.of("section38"))
        #expect(LiteralHash.of("items-925") != LiteralHash.of("jtems-925"))
    }

    @Test("the hash prints as Swift hexadecimal: sixteen digits in groups of four")
    func hexadecimal() {
        #expect(LiteralHash.hexadecimal(0xAF63_DC4C_8601_EC8C) == "0xAF63_DC4C_8601_EC8C")
        #expect(LiteralHash.hexadecimal(1) == "0x0000_0000_0000_0001")
    }
}
