import Foundation
import RouteGenLinkRuntime

/// A route that `routegen import` drafts from one pattern of an AASA file, before names and types
/// are settled.
struct DraftRoute {
    /// One segment of the drafted path.
    enum Segment: Hashable {
        /// Text the segment must be, decoded.
        case literal(String)
        /// One segment of any value; `type` is `String` until `--urls` shows more.
        case parameter(type: ParameterType)
        /// Literal text around values in one segment (`@*` is `["@", ""]`): a compound segment.
        case compound(texts: [String])
        /// `*` at the end: the remaining segments.
        case rest
    }

    /// The path, in order.
    var segments: [Segment]

    /// Required query items (`"?": { "ref": "?*" }`), by name.
    var requiredQuery: [String]

    /// Whether the pattern opens the app (false for `exclude` and `NOT`).
    var opensApp: Bool

    /// The pattern as the file writes it, for warnings and comments.
    var source: String

    /// The segments in the manifest's syntax, with parameter names `id`, `id2`… and `path` for the
    /// rest: `/products/{id}/reviews`.
    var path: String {
        var parameterCount = 0
        let parts = segments.map { segment -> String in
            switch segment {
            case .literal(let text): return text
            case .parameter(let type):
                parameterCount += 1
                let name = parameterName(parameterCount)
                return type == .string ? "{\(name)}" : "{\(name):\(type)}"
            case .compound(let texts):
                var text = texts[0]
                for next in texts.dropFirst() {
                    parameterCount += 1
                    text += "{\(parameterName(parameterCount))}" + next
                }
                return text
            case .rest: return "{\(unshadowed("path"))...}"
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// The name of the `index`th parameter (from 1): `id`, `id2`, `id3`.
    func parameterName(_ index: Int) -> String {
        unshadowed(index == 1 ? "id" : "id\(index)")
    }

    /// `name`, or `nameSegment` when a required query item has that name: the two would be one label.
    private func unshadowed(_ name: String) -> String {
        requiredQuery.contains(name) ? name + "Segment" : name
    }

    /// The words of the route's name: the pattern without its wildcards, so `/products/*/reviews`
    /// gives `products reviews`, `/item-*` gives `item`, `/$(lang)/deals` gives `lang deals`.
    var nameWords: String {
        let pattern = source.hasPrefix("NOT ") ? String(source.dropFirst(4)) : source
        return (LinkRuntime.decode(pattern) ?? pattern).map { "*?$()".contains($0) ? " " : String($0) }.joined()
    }
}

/// Reads one path pattern as a route, saying what a route cannot express and how the draft
/// approximates it.
///
/// - Parameters:
///   - pattern: The pattern as the file writes it (`/products/*/reviews`).
///   - percentEncoded: Whether the pattern is written percent-encoded (Apple's default), so that
///     its literals are decoded for the manifest.
///   - warn: Receives one sentence per approximation.
/// - Returns: The segments; nil when the pattern has nothing a path can hold.
func draftSegments(_ pattern: String, percentEncoded: Bool, warn: (String) -> Void) -> [DraftRoute.Segment] {
    // Apple's tools read `buy/*/` as `/buy/*`: the slashes say nothing more.
    let normalized = SlashRules.patterns(pattern)[0]
    let pieces = normalized.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    if normalized == "*" { return [.rest] }
    var segments: [DraftRoute.Segment] = []
    for (index, piece) in pieces.enumerated() {
        let isLast = index == pieces.count - 1
        switch piece {
        case "*" where isLast:
            segments.append(.rest)
        case "*", "?*":
            segments.append(.parameter(type: .string))
        default:
            let hasWildcard = piece.contains("*") || piece.contains("?")
            let hasVariable = piece.contains("$(")
            let decoded = percentEncoded ? LinkRuntime.decode(piece) ?? piece : piece
            if hasWildcard, !hasVariable, let texts = compoundTexts(piece) {
                segments.append(.compound(texts: texts))
            } else if hasWildcard || hasVariable {
                warn(
                    hasVariable && !hasWildcard
                        ? "the substitution variable in '\(piece)' cannot be routed; the draft takes any value of that segment"
                        : "'\(piece)' matches part of a segment or a number of characters, which a route cannot; "
                            + "the draft takes any value of that segment")
                segments.append(.parameter(type: .string))
            } else if !isManifestLiteral(decoded) {
                warn("the literal '\(decoded)' has characters a manifest path cannot hold; the draft takes any value of that segment")
                segments.append(.parameter(type: .string))
            } else {
                segments.append(.literal(decoded))
            }
        }
    }
    return segments
}

/// The literal texts of a pattern segment such as `@*` or `*-*` (`["@", ""]`, `["", "-", ""]`),
/// when a manifest segment of that text around parameters reads it: each wildcard `*` or `?*`,
/// with text between two of them, and text a manifest's compound segment can hold. Nil otherwise.
private func compoundTexts(_ piece: String) -> [String]? {
    var texts = [""]
    var rest = Substring(piece)
    while let first = rest.first {
        if rest.hasPrefix("?*") || first == "*" {
            rest = rest.dropFirst(first == "*" ? 1 : 2)
            texts.append("")
        } else {
            texts[texts.count - 1].append(first)
            rest = rest.dropFirst()
        }
    }
    let candidate = texts.enumerated().map { $0.offset == 0 ? $0.element : "{p\($0.offset)}" + $0.element }.joined()
    var scratch = Diagnostics()
    let parsed = parsePathPattern(Located("/" + candidate, at: SourceLocation(line: 1, column: 1)), customTypes: [], diagnostics: &scratch)
    guard case .compound(let compound)? = parsed?.pattern.segments.first, parsed?.pattern.segments.count == 1 else { return nil }
    return compound.texts
}

/// Whether a manifest path can hold `text` as one literal segment: the manifest's own path
/// reader says so (no `{`, `%`, `?`, `#`, `*`, `/`, dot segment or control character).
private func isManifestLiteral(_ text: String) -> Bool {
    var scratch = Diagnostics()
    let parsed = parsePathPattern(Located("/" + text, at: SourceLocation(line: 1, column: 1)), customTypes: [], diagnostics: &scratch)
    return parsed?.pattern.segments == [.literal(text)]
}
