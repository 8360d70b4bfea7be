@testable import RouteGenCore
import Testing

/// Wide levels of the generated parser switch over `LiteralHash`; `_hash` computes the same at
/// run time. Both must be FNV-1a, and agree with `==` on canonically equivalent text.
@Suite("The literal hash of wide levels")
struct LiteralHashTests {
    @Test("it is 64-bit FNV-1a of the UTF-8 bytes, printed as Swift hexadecimal")
    func fnv1a() {
        #expect(LiteralHash.of("") == 0xCBF2_9CE4_8422_2325)
        #expect(LiteralHash.of("a") == 0xAF63_DC4C_8601_EC8C)  // the published test vector
        #expect(LiteralHash.hexadecimal(0xAF63_DC4C_8601_EC8C) == "0xAF63_DC4C_8601_EC8C")
        #expect(LiteralHash.hexadecimal(1) == "0x0000_0000_0000_0001")
    }

    @Test("text that == calls equal hashes alike: composed and decomposed, the Kelvin sign and K")
    func canonicalEquivalence() {
        #expect("caf\u{E9}" == "cafe\u{301}")
        #expect(LiteralHash.of("caf\u{E9}") == LiteralHash.of("cafe\u{301}"))
        #expect("\u{212A}" == "K")
        #expect(LiteralHash.of("\u{212A}") == LiteralHash.of("K"))
        #expect(LiteralHash.of("products") != LiteralHash.of("product"))
    }
}
