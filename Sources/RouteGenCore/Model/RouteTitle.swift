/// A route's name as people see it in Handoff, Spotlight and the app switcher: text with some of
/// the route's values in it, from its `title` in the manifest (`"Order {orderID}"`), or the
/// route's name made readable.
package struct RouteTitle: Hashable, Sendable {
    /// A run of text, or a placeholder for one of the route's values.
    package enum Part: Hashable, Sendable {
        case text(String)
        /// The index in the route's `parameters` of the value that stands here.
        case value(Int)
    }

    /// The title, in order.
    package var parts: [Part]

    /// Whether a value may print as nothing (a nil, an empty list), so that the title is trimmed
    /// of the spaces around it.
    package var isTrimmed = false

    /// The title as a localization key and its development-language value: the text with `%@`
    /// for each value, in order, and `%%` for a percent sign when there are values (the value then
    /// goes through `String(format:)`). `NSLocalizedString` looks it up, as it would `Text` and
    /// `String(localized:)` keys, so a String Catalog translates it like the app's other strings.
    package var format: String {
        // Most titles are one run of text, a route's name made readable: nothing to join or escape.
        if parts.count == 1, case .text(let text) = parts[0] { return text }
        let hasValues = !values.isEmpty
        return parts.map { part in
            switch part {
            case .text(let text): hasValues ? text.replacingOccurrences(of: "%", with: "%%") : text
            case .value: "%@"
            }
        }.joined()
    }

    /// The indices in the route's `parameters` of the values the title shows, in the order of
    /// their placeholders.
    package var values: [Int] {
        parts.compactMap { part in
            if case .value(let index) = part { return index }
            return nil
        }
    }

    /// The title of a route whose manifest gives none: its name, made readable. `productDetail`
    /// is "Product Detail", `openURL` "Open URL".
    package init(readableName name: String) {
        parts = [.text(Self.readableASCII(name) ?? Self.readableText(name))]
    }

    /// `init(readableName:)`'s text for any name, read by `Character`.
    static func readableText(_ name: String) -> String {
        var words: [String] = []
        var current = ""
        let characters = Array(name)
        for (index, character) in characters.enumerated() {
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            let previous = index > 0 ? characters[index - 1] : nil
            // A word starts at an upper-case letter after a lower-case one or a digit, and at the
            // last capital of an acronym that a lower-case letter follows (`URLPath`: URL, Path).
            let startsWord = character.isUppercase
                && (previous.map { $0.isLowercase || $0.isNumber } == true
                    || (previous?.isUppercase == true && next?.isLowercase == true))
            if startsWord, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }

    /// `readableText` of an ASCII name, read by bytes: nearly every route name is ASCII, and asking
    /// each `Character` its case cost a visible part of validating a large manifest. Nil for any
    /// other name. (RouteTitleTests holds the two to the same text.)
    static func readableASCII(_ name: String) -> String? {
        let bytes = Array(name.utf8)
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        let isUpper = { (byte: UInt8) in byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
        let isLower = { (byte: UInt8) in byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
        let isDigit = { (byte: UInt8) in byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        var text: [UInt8] = []
        text.reserveCapacity(bytes.count + 8)
        var wordStart = true
        for (index, byte) in bytes.enumerated() {
            let next = index + 1 < bytes.count ? bytes[index + 1] : nil
            let previous = index > 0 ? bytes[index - 1] : nil
            // As `readableText`: a word starts at an upper-case letter after a lower-case one or a digit, and
            // at the last capital of an acronym that a lower-case letter follows.
            let startsWord = isUpper(byte)
                && (previous.map { isLower($0) || isDigit($0) } == true
                    || (previous.map(isUpper) == true && next.map(isLower) == true))
            if startsWord, index > 0 {
                text.append(UInt8(ascii: " "))
                wordStart = true
            }
            // Each word's first letter upper-cased.
            text.append(wordStart && isLower(byte) ? byte - 0x20 : byte)
            wordStart = false
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// A title of the given parts.
    package init(parts: [Part], isTrimmed: Bool = false) {
        self.parts = parts
        self.isTrimmed = isTrimmed
    }
}
