/// Percent-encoding as the generated printer does it, so that the generator prints literal
/// segments exactly as the generated code prints values.
public enum PercentEncoding {
    /// `text` with every byte outside RFC 3986's unreserved set (`A–Z a–z 0–9 - . _ ~`) encoded.
    ///
    /// Encoding more than strictly needed costs nothing and makes every printed value parse back
    /// unchanged in any position: path segment, first segment after `scheme://`, query item.
    public static func encode(_ text: String) -> String {
        guard !text.utf8.allSatisfy(isUnreserved) else { return text }
        var result = ""
        for byte in text.utf8 {
            if isUnreserved(byte) {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                result += "%" + String(byte >> 4, radix: 16, uppercase: true) + String(byte & 0xF, radix: 16, uppercase: true)
            }
        }
        return result
    }

    static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
            UInt8(ascii: "~"):
            true
        default:
            false
        }
    }

    /// The value of an ASCII hexadecimal digit, either case (also used for JSON's `\u` escapes).
    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
