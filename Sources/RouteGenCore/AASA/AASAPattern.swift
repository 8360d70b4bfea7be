import Foundation

/// One pattern of an AASA file, compiled: `*` (any run of characters, `/` included), `?` (exactly
/// one character), literal characters and `$(name)` substitution variables.
///
/// Matching simulates the pattern as an automaton over the set of positions reached so far, so it
/// takes time proportional to the pattern times the text whatever the wildcards: a hostile file or
/// URL cannot make it backtrack exponentially.
struct AASAPattern: Sendable {
    private enum Token: Sendable {
        case scalar(Unicode.Scalar)
        case one
        case run
        /// A substitution variable: any one of its values, each itself free of variables.
        case oneOf([[Token]])
    }

    private let tokens: [Token]

    /// Whether a `$(variable)` is in the pattern; without one, matching needs no position sets.
    private let hasVariables: Bool

    /// Whether `?` may stand for `/`; Apple does not say (see `AASAMatcher.Reading`).
    private let questionMarkMatchesSlash: Bool

    /// Compiles `text`.
    ///
    /// - Parameters:
    ///   - text: The pattern as the file writes it.
    ///   - variables: The file's `substitutionVariables`; they shadow the predefined ones.
    ///   - caseSensitive: When false, the pattern is folded to lower case, and so must the text be.
    ///   - questionMarkMatchesSlash: Whether `?` matches `/` too.
    init(_ text: String, variables: [String: [String]], caseSensitive: Bool, questionMarkMatchesSlash: Bool = true) {
        self.questionMarkMatchesSlash = questionMarkMatchesSlash
        var tokens: [Token] = []
        // Variable names are case-sensitive: they are read from the pattern as written.
        var scalars = Substring(text).unicodeScalars[...]
        while let scalar = scalars.first {
            if scalar == "$", scalars.dropFirst().first == "(", let close = scalars.firstIndex(of: ")") {
                let name = String(String.UnicodeScalarView(scalars[scalars.index(scalars.startIndex, offsetBy: 2)..<close]))
                if let values = variables[name] ?? Self.predefined[name] {
                    tokens.append(.oneOf(values.map { Self.plainTokens(caseSensitive ? $0 : $0.lowercased()) }))
                    scalars = scalars[scalars.index(after: close)...]
                    continue
                }
            }
            if scalar.isASCII {
                // Most of every pattern: its token, without a string for the one scalar.
                let folded = caseSensitive ? scalar : Unicode.Scalar(Self.lowercasedASCII(UInt8(scalar.value)))
                tokens.append(Self.token(folded))
            } else {
                tokens += Self.plainTokens(caseSensitive ? String(scalar) : String(scalar).lowercased())
            }
            scalars = scalars.dropFirst()
        }
        self.tokens = tokens
        hasVariables = tokens.contains { if case .oneOf = $0 { true } else { false } }
    }

    /// Whether the pattern matches the whole of `text` (already folded when matching ignores case).
    func matches(_ text: String) -> Bool {
        matches(Array(text.unicodeScalars))
    }

    /// Whether the pattern matches the whole of `scalars`.
    func matches(_ scalars: [Unicode.Scalar]) -> Bool {
        if !hasVariables { return globMatches(scalars) }
        var reached = [Bool](repeating: false, count: scalars.count + 1)
        reached[0] = true
        reached = advance(reached, through: tokens[...], over: scalars)
        return reached[scalars.count]
    }

    // MARK: Matching

    /// Glob matching with one resumable `*`: on a mismatch, the last `*` takes one more character.
    /// Linear in practice, at worst pattern times text, and allocation-free.
    private func globMatches(_ text: [Unicode.Scalar]) -> Bool {
        var (t, p) = (0, 0)
        var star: (pattern: Int, text: Int)?
        while t < text.count {
            if p < tokens.count {
                switch tokens[p] {
                case .run:
                    star = (p, t)
                    p += 1
                    continue
                case .one where questionMarkMatchesSlash || text[t] != "/":
                    (t, p) = (t + 1, p + 1)
                    continue
                case .scalar(let scalar) where scalar == text[t]:
                    (t, p) = (t + 1, p + 1)
                    continue
                default:
                    break
                }
            }
            guard let resume = star else { return false }
            star = (resume.pattern, resume.text + 1)
            (t, p) = (resume.text + 1, resume.pattern + 1)
        }
        while p < tokens.count, case .run = tokens[p] { p += 1 }
        return p == tokens.count
    }

    /// The positions reachable after `tokens`, from the positions `start`.
    private func advance(_ start: [Bool], through tokens: ArraySlice<Token>, over text: [Unicode.Scalar]) -> [Bool] {
        var reached = start
        for token in tokens {
            guard reached.contains(true) else { return reached }
            var next = [Bool](repeating: false, count: reached.count)
            switch token {
            case .scalar(let scalar):
                for position in text.indices where reached[position] && text[position] == scalar { next[position + 1] = true }
            case .one:
                for position in text.indices where reached[position] && (questionMarkMatchesSlash || text[position] != "/") {
                    next[position + 1] = true
                }
            case .run:
                if let first = reached.firstIndex(of: true) {
                    for position in first..<next.count { next[position] = true }
                }
            case .oneOf(let alternatives):
                for alternative in alternatives {
                    let ends = advance(reached, through: alternative[...], over: text)
                    for position in ends.indices where ends[position] { next[position] = true }
                }
            }
            reached = next
        }
        return reached
    }

    // MARK: Variables

    private static func plainTokens(_ text: String) -> [Token] {
        text.unicodeScalars.map(token)
    }

    private static func token(_ scalar: Unicode.Scalar) -> Token {
        switch scalar {
        case "*": .run
        case "?": .one
        default: .scalar(scalar)
        }
    }

    /// An ASCII letter in lower case, as `String.lowercased()` makes it; any other byte as it is.
    private static func lowercasedASCII(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
    }

    /// Apple's predefined substitution variables; the file's own shadow them, and an unknown
    /// `$(name)` matches its own text. `region` and `lang` are the ISO codes as this
    /// machine's Foundation lists them.
    static let predefined: [String: [String]] = {
        let upper = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(UnicodeScalar($0)) }
        let lower = upper.map { $0.lowercased() }
        let digits = (0...9).map(String.init)
        return [
            "alpha": upper + lower,
            "upper": upper,
            "lower": lower,
            "alnum": upper + lower + digits,
            "digit": digits,
            "xdigit": digits + ["A", "B", "C", "D", "E", "F", "a", "b", "c", "d", "e", "f"],
            "region": Locale.Region.isoRegions.map(\.identifier),
            "lang": Locale.LanguageCode.isoLanguageCodes.map(\.identifier),
        ]
    }()
}
