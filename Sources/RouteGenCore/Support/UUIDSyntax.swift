import Foundation

/// The one reading of a UUID RouteGen accepts, the generated parser's (`_uuidBytes`): 36
/// characters, hyphens after the 8th, 12th, 16th and 20th hexadecimal digit, digits in either
/// case. Foundation's `UUID(uuidString:)` on Linux also takes a space for a digit, which the
/// generated code does not, and which once let a default through validation that crashed the
/// generator (`Fuzz/Regressions/manifest/uuid-default-with-a-space`).
enum UUIDSyntax {
    /// The UUID `text` spells, or nil.
    static func parse(_ text: String) -> UUID? {
        let bytes = Array(text.utf8)
        guard bytes.count == 36 else { return nil }
        for (offset, byte) in bytes.enumerated() {
            let isHyphen = offset == 8 || offset == 13 || offset == 18 || offset == 23
            guard isHyphen ? byte == UInt8(ascii: "-") : PercentEncoding.hexValue(byte) != nil else { return nil }
        }
        return UUID(uuidString: text)
    }
}
