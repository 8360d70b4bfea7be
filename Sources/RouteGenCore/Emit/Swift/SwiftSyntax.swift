/// How names and values from the manifest are written into Swift source.
///
/// Two kinds of text go into generated code: identifiers (escaped with backticks when they are
/// keywords) and string literals (escaped in one place, here). Nothing from the manifest is
/// written raw, except `view` expressions, which are Swift by definition.
enum SwiftSyntax {
    /// `name`, or `` `name` `` when it is a keyword.
    static func identifier(_ name: String) -> String {
        SwiftIdentifier.keywords.contains(name) ? "`\(name)`" : name
    }

    /// A label in a declaration, `case class(in: Int)`: only `let`, `var` and `inout` need backticks
    /// there, and escaping others draws a warning.
    static func declarationLabel(_ name: String) -> String {
        ["let", "var", "inout"].contains(name) ? "`\(name)`" : name
    }

    /// A label in a call, `.class(in: 1)`: only `inout` needs backticks there.
    static func argumentLabel(_ name: String) -> String {
        name == "inout" ? "`inout`" : name
    }

    /// `value` as a Swift string literal: quotes, backslashes, and non-printing characters escaped.
    static func stringLiteral(_ value: String) -> String {
        "\"" + literalContent(value) + "\""
    }

    /// `value` escaped to stand between the quotes of a string literal, beside interpolations.
    static func literalContent(_ value: String) -> String {
        // Nearly every literal is printable ASCII with nothing to escape: answered by bytes, since
        // asking each scalar its Unicode category cost more than the rest of generating the parser.
        let needsNoEscape = value.utf8.allSatisfy { byte in
            byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
        }
        if needsNoEscape { return value }
        var result = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
                || scalar.properties.generalCategory == .format || scalar.properties.generalCategory == .lineSeparator
                || scalar.properties.generalCategory == .paragraphSeparator:
                // Invisible characters are written as escapes, so the literal reads as what it holds.
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A documentation line safe to put after `///`: no line breaks.
    static func docLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
