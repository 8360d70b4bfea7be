import RouteGenLinkRuntime

/// The hash a generated parser switches over to find a literal segment among many.
///
/// The generator hashes each literal with the link runtime's `_hash`, the very function the
/// generated parser runs on a link's segment (`Sources/RouteGenLinkRuntime/LinkRuntime.swift`
/// says how it reads eight bytes at a time, and why case and Unicode composition cannot make the
/// two disagree). A match is always confirmed byte for byte, so a collision costs a comparison,
/// never a wrong route.
enum LiteralHash {
    /// The hash of a literal segment, lower-cased first where the manifest ignores case.
    static func of(_ text: String) -> UInt64 {
        LinkRuntime.hash(text)
    }

    /// `0x1A2B_3C4D_5E6F_7081`: sixteen digits in groups of four, as Swift code. Written by bytes:
    /// a wide level prints one per literal.
    static func hexadecimal(_ hash: UInt64) -> String {
        var bytes: [UInt8] = [0x30, 0x78]  // 0x
        bytes.reserveCapacity(21)
        for index in 0..<16 {
            if index > 0 && index % 4 == 0 { bytes.append(0x5F) }  // _
            let nibble = UInt8(truncatingIfNeeded: hash >> UInt64(60 - 4 * index)) & 0xF
            bytes.append(nibble < 10 ? 0x30 + nibble : 0x41 + nibble - 10)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
