/// Text made safe for an HTML page: what a manifest writes (docs, titles, examples, defaults)
/// is data, and never becomes markup or script, wherever the page puts it.
///
/// Both escapes work on UTF-8 bytes, not on `Character`s: `"` followed by a combining mark
/// (U+0301) is one `Character`, not equal to `"`, yet an HTML parser reads its `"` and ends the
/// attribute there. An ASCII byte never occurs inside a longer UTF-8 sequence, so replacing the
/// bytes of `&`, `<`, `>`, `"` and `'` leaves every other character whole.
enum HTMLText {
    /// `text` escaped for an element's content or a quoted attribute value: `&`, `<`, `>`, `"`
    /// and `'` as character references, so no text closes a tag or an attribute.
    ///
    /// `a"́ b` becomes `a&quot;́ b`: the accent stays, after the reference.
    static func escaped(_ text: String) -> String {
        replacingBytes(of: text) { byte in
            switch byte {
            case UInt8(ascii: "&"): "&amp;"
            case UInt8(ascii: "<"): "&lt;"
            case UInt8(ascii: ">"): "&gt;"
            case UInt8(ascii: "\""): "&quot;"
            case UInt8(ascii: "'"): "&#39;"
            default: nil
            }
        }
    }

    /// JSON text made safe inside `<script type="application/json">`: each `<`, `>` and `&` as a
    /// `\u` escape, which JSON reads as the same character, so no text ends the element (`</script>`)
    /// or opens a comment (`<!--`) that would change where it ends.
    static func scriptData(_ json: String) -> String {
        replacingBytes(of: json) { byte in
            switch byte {
            case UInt8(ascii: "<"): "\\u003C"
            case UInt8(ascii: ">"): "\\u003E"
            case UInt8(ascii: "&"): "\\u0026"
            default: nil
            }
        }
    }

    /// `text` with each byte that `replacement` has a text for replaced by it; `text` itself when
    /// there is none, which is most of a page's texts.
    private static func replacingBytes(of text: String, with replacement: (UInt8) -> String?) -> String {
        guard text.utf8.contains(where: { replacement($0) != nil }) else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 16)
        for byte in text.utf8 {
            if let replaced = replacement(byte) { bytes += replaced.utf8 } else { bytes.append(byte) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
