/// How Apple's tools treat slashes in AASA path patterns and in the paths they match, beyond
/// what the `applinks` reference states.
///
/// The evidence: TN3155 ("Debugging universal links") shows `swcutil verify` reporting that the
/// pattern `/test/*` matched `https://example.com/test`. Published runs of `swcutil match` agree
/// and add that a trailing slash is not significant (`/buy` matches `/buy/`, `/buy/` matches
/// `/buy`), that `/buy/*` matches `/buy//`, that the leading slash is optional (`buy/*` matches
/// `/buy/42`) and that `//abc` matches `/abc`; but `/id/????` does not match `/id/481` (a pattern
/// gains no character) and `/a/*/c` does not match `/a/c` (only a trailing `/*` may match nothing).
///
/// All of it follows from one normalization of both sides, which is what this type does: a
/// leading `/`, runs of `/` as one, no trailing `/`; and a pattern ending in `/*` also matching
/// its prefix alone.
enum SlashRules {
    /// `path` with runs of `/` as one and no trailing `/`: `//buy//` is `/buy`; `/` stays `/`.
    static func normalizedPath(_ path: String) -> String {
        collapsed(path)
    }

    /// The patterns `pattern` stands for: itself normalized (`buy/*/` is `/buy/*`), and for a
    /// pattern ending in `/*`, its prefix alone too (`/buy/*` also matches `/buy`).
    static func patterns(_ pattern: String) -> [String] {
        var text = pattern
        if let first = text.first, first != "/", first != "*" { text = "/" + text }
        let normalized = collapsed(text)
        guard normalized.hasSuffix("/*"), normalized.count > 2 else { return [normalized] }
        return [normalized, String(normalized.dropLast(2))]
    }

    /// Runs of `/` as one, and no trailing `/` unless the text is `/`.
    private static func collapsed(_ text: String) -> String {
        // Most paths and patterns are already so: answer them without building a string.
        let utf8 = text.utf8
        let slash = UInt8(ascii: "/")
        if utf8.last != slash || utf8.count == 1, !hasDoubleSlash(utf8) {
            return text.isEmpty ? "/" : text
        }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var previousWasSlash = false
        for character in text {
            let isSlash = character == "/"
            if isSlash && previousWasSlash { continue }
            result.append(character)
            previousWasSlash = isSlash
        }
        if result.count > 1, result.hasSuffix("/") { result.removeLast() }
        return result.isEmpty ? "/" : result
    }

    /// Whether `//` occurs in `utf8`: a plain loop, which generation runs on every sample link
    /// (`zip(utf8, utf8.dropFirst())` cost several times more).
    private static func hasDoubleSlash(_ utf8: String.UTF8View) -> Bool {
        var previousWasSlash = false
        for byte in utf8 {
            let isSlash = byte == UInt8(ascii: "/")
            if isSlash && previousWasSlash { return true }
            previousWasSlash = isSlash
        }
        return false
    }
}
