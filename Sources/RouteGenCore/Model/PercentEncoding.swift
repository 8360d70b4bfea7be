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

    /// `text` with each `%XX` decoded once (and `+` read as a space when asked), exactly as the
    /// generated parser decodes a segment or query item; nil for a bad escape or invalid UTF-8.
    public static func decode<Bytes: Collection<UInt8>>(_ text: Bytes, plusAsSpace: Bool = false) -> String? {
        var decoded: [UInt8] = []
        decoded.reserveCapacity(text.count)
        var index = text.startIndex
        while index != text.endIndex {
            let byte = text[index]
            index = text.index(after: index)
            guard byte == UInt8(ascii: "%") else {
                decoded.append(plusAsSpace && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
                continue
            }
            guard index != text.endIndex, let high = hexValue(text[index]) else { return nil }
            index = text.index(after: index)
            guard index != text.endIndex, let low = hexValue(text[index]) else { return nil }
            index = text.index(after: index)
            decoded.append(high << 4 | low)
        }
        let string = String(decoding: decoded, as: UTF8.self)
        return string.utf8.elementsEqual(decoded) ? string : nil
    }

    /// `decode` of a string's UTF-8.
    public static func decode(_ text: String, plusAsSpace: Bool = false) -> String? {
        decode(Array(text.utf8), plusAsSpace: plusAsSpace)
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
