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
