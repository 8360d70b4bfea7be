/// What counts as a name in generated Swift code.
package enum SwiftIdentifier {
    /// Keywords that must be escaped with backticks to be used as a name.
    ///
    /// The list of the Swift 6 grammar's reserved words in declarations, expressions, statements
    /// and types; contextual keywords (`get`, `set`, `open`) are plain identifiers where names appear.
    static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate",
        "func", "import", "init", "inout", "internal", "let", "nonisolated", "operator", "private",
        "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias",
        "var", "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
        "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await",
        "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "_",
    ]

    /// Whether `name` is an ASCII identifier: a letter or `_`, then letters, digits or `_`.
    package static func isValid(_ name: String) -> Bool {
        guard let first = name.utf8.first, isLetter(first) || first == UInt8(ascii: "_") else { return false }
        return name.utf8.allSatisfy { isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "_") }
    }

    /// Whether `name` is lowerCamelCase: a lower-case letter, then letters and digits.
    static func isLowerCamelCase(_ name: String) -> Bool {
        guard let first = name.utf8.first, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first) else {
            return false
        }
        return name.utf8.allSatisfy { isLetter($0) || isDigit($0) }
    }

    /// `product-detail`, `product_detail` or `Product Detail` as `productDetail`, for suggestions.
    static func lowerCamelCased(_ name: String) -> String {
        let words = name.split { !$0.isASCII || !($0.isLetter || $0.isNumber) }
        guard let first = words.first else { return name }
        let head = first.prefix(1).lowercased() + first.dropFirst()
        return head + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
