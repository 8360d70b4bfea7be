@testable import RouteGenCore
import RouteGenLinkRuntime
import Testing

/// Wide levels of the generated parser switch over the link runtime's `_hash`, which the generator
/// runs on each literal (`LiteralHash.of`) and the parser on the link's segment. These pin what it
/// computes; `URLSemanticsTests` checks the compiled parser finds every literal of a wide level.
@Suite("The literal hash of wide levels")
struct LiteralHashTests {
    /// 2⁶⁴ divided by the golden ratio: odd, so that multiplying by it loses nothing.
    let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15

    @Test("text shorter than a word is read byte by byte, the first byte highest, after its length")
    func shortText() {
        #expect(LinkRuntime.hash("a") == (1 &* multiplier ^ 0x2020_2020_2020_2061) &* multiplier)
        #expect(LinkRuntime.hash("tv") == (2 &* multiplier ^ 0x2020_2020_2020_7476) &* multiplier)
        #expect(LinkRuntime.hash("") == 0x2020_2020_2020_2020 &* multiplier)
    }

    @Test("longer text is read in little-endian words, the last word being its last eight bytes")
    func longText() {
        // "abcdefgh" loaded little-endian is 0x6867_6665_6463_6261; "bcdefghi" overlaps it. (Lower-case
        // letters have the case bit already.)
        #expect(LinkRuntime.hash("abcdefgh") == (8 &* multiplier ^ 0x6867_6665_6463_6261) &* multiplier)
        let first = (9 &* multiplier ^ 0x6867_6665_6463_6261) &* multiplier
        #expect(LinkRuntime.hash("abcdefghi") == (first ^ 0x6968_6766_6564_6362) &* multiplier)
    }

    @Test("ASCII letters hash alike in either case; matching decides, so a manifest that compares case still can")
    func caseFolding() {
        #expect(LinkRuntime.hash("Inbox") == LinkRuntime.hash("inbox"))
        #expect(LinkRuntime.hash("NOTIFICATION-PREFERENCES") == LinkRuntime.hash("notification-preferences"))
    }

    @Test("text that == calls equal hashes alike: composed and decomposed, the Kelvin sign and K")
    func canonicalEquivalence() {
        #expect("caf\u{E9}" == "cafe\u{301}")
        #expect(LinkRuntime.hash("caf\u{E9}") == LinkRuntime.hash("cafe\u{301}"))
        #expect("\u{212A}" == "K")
        #expect(LinkRuntime.hash("\u{212A}") == LinkRuntime.hash("K"))
    }

    @Test("every byte counts: a different length, first word or last word gives another hash")
    func distinctLiterals() {
        #expect(LinkRuntime.hash("products") != LinkRuntime.hash("product"))
        #expect(LinkRuntime.hash("payment-methods") != LinkRuntime.hash("payment-history"))
        #expect(LinkRuntime.hash("a-notification-list") != LinkRuntime.hash("b-notification-list"))
        #expect(LinkRuntime.hash("section37") != LinkRuntime.hash("section38"))
        #expect(LinkRuntime.hash("items-925") != LinkRuntime.hash("jtems-925"))
    }

    @Test("the generator hashes a literal with the runtime's function")
    func generatorUsesRuntime() {
        #expect(LiteralHash.of("notification-preferences") == LinkRuntime.hash("notification-preferences"))
    }

    @Test("the hash prints as Swift hexadecimal: sixteen digits in groups of four")
    func hexadecimal() {
        #expect(LiteralHash.hexadecimal(0xAF63_DC4C_8601_EC8C) == "0xAF63_DC4C_8601_EC8C")
        #expect(LiteralHash.hexadecimal(1) == "0x0000_0000_0000_0001")
    }
}
