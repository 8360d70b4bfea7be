@testable import RouteGenCore
import Testing

/// What keeps a manifest's text inert on the catalog page, and the hash that names the page's
/// one script in its Content-Security-Policy.
@Suite("HTML text and SHA-256")
struct HTMLTextTests {
    @Test("text and attribute values escape the five characters that end a tag, an attribute or a reference")
    func escaping() {
        #expect(HTMLText.escaped(#"<a href="x" title='y'>&amp;</a>"#) == "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;amp;&lt;/a&gt;")
        #expect(HTMLText.escaped("plain text, é 😀") == "plain text, é 😀")
    }

    @Test("a quote, apostrophe, angle bracket or ampersand is escaped even when a combining mark follows it")
    func combiningMarks() {
        // `"\u{301}` is one Character, not equal to `"`: escaping has to look at bytes, or an
        // attribute value ends where the text meant an accent (`href="…a"́ data-x="1"`).
        let text = "a\"\u{301} b'\u{301} c<\u{301} d>\u{301} e&\u{301}"
        #expect(HTMLText.escaped(text) == "a&quot;\u{301} b&#39;\u{301} c&lt;\u{301} d&gt;\u{301} e&amp;\u{301}")
        #expect(HTMLText.scriptData(text) == "a\"\u{301} b'\u{301} c\\u003C\u{301} d\\u003E\u{301} e\\u0026\u{301}")
        // Whatever follows, no byte of the five is left as it was.
        let escaped = HTMLText.escaped("x" + text + "\u{20DD}\"\u{FE0F}<\u{200D}&")
        #expect(!escaped.utf8.contains { [0x22, 0x27, 0x3C, 0x3E].contains($0) })
        #expect(!HTMLText.scriptData(text + "<\u{20DD}").utf8.contains { [0x26, 0x3C, 0x3E].contains($0) })
    }

    @Test("JSON inside a script element cannot end it or open a comment, and reads back the same")
    func scriptData() {
        let json = JSONText.array(["</script><script>alert(1)</script>", "<!--", "a & b"])
        let safe = HTMLText.scriptData(json)
        #expect(!safe.contains("<") && !safe.contains(">") && !safe.contains("&"))
        #expect(safe == #"["\u003C/script\u003E\u003Cscript\u003Ealert(1)\u003C/script\u003E", "\u003C!--", "a \u0026 b"]"#)
    }

    @Test("SHA-256 and base64 give the published test vectors")
    func digest() {
        // FIPS 180-4's examples, and the empty message.
        #expect(hex(SHA256.digest(Array("abc".utf8))) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(hex(SHA256.digest([UInt8]())) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(
            hex(SHA256.digest(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        // 1,000,000 × "a" crosses many blocks, and a length that needs a second padding block.
        #expect(hex(SHA256.digest(Array(repeating: UInt8(ascii: "a"), count: 1_000_000)))
            == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
        #expect(SHA256.base64(Array("Man".utf8)) == "TWFu" && SHA256.base64(Array("Ma".utf8)) == "TWE=" && SHA256.base64(Array("M".utf8)) == "TQ==")
        #expect(SHA256.base64([]) == "")
    }

    private func hex(_ bytes: [UInt8]) -> String {
        bytes.map { String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16) }.joined()
    }
}
