/// Writes generated text line by line and owns its indentation, so emitters never count spaces.
///
/// ```swift
/// var writer = CodeWriter()
/// writer.block("extension AppRoute {") {
///     writer.line("static let count = 5")
/// }
/// ```
struct CodeWriter {
    /// The text so far.
    private(set) var text = ""

    /// The current indentation level.
    private var level = 0

    /// The indentation of one level: four spaces.
    static let indentUnit = "    "

    /// Writes one line at the current indentation; an empty line has no trailing spaces.
    mutating func line(_ content: String = "") {
        if content.isEmpty {
            text += "\n"
        } else {
            text += String(repeating: Self.indentUnit, count: level) + content + "\n"
        }
    }

    /// Writes each line of a multi-line string at the current indentation.
    mutating func lines(_ content: String) {
        for line in content.split(separator: "\n", omittingEmptySubsequences: false) { self.line(String(line)) }
    }

    /// Writes `opening`, the body one level deeper, then `closing`.
    mutating func block(_ opening: String, closing: String = "}", _ body: (inout CodeWriter) -> Void) {
        line(opening)
        level += 1
        body(&self)
        level -= 1
        line(closing)
    }

    /// Writes a `switch`: `case` labels at the `switch`'s own level, as Swift style has them.
    ///
    /// - Parameters:
    ///   - subject: What is switched on, such as `self`.
    ///   - cases: Each case's label (`case .a:` or `default:`) and the statements of its body.
    mutating func switchBlock(_ subject: String, cases: [(label: String, body: [String])]) {
        line("switch \(subject) {")
        for (label, body) in cases {
            line(label)
            level += 1
            for statement in body { line(statement) }
            level -= 1
        }
        line("}")
    }

    /// Writes `if a { … } else if b { … }`, then `else { … }` when there is an `otherwise`.
    mutating func ifChain(
        _ branches: [(condition: String, body: (inout CodeWriter) -> Void)],
        otherwise: ((inout CodeWriter) -> Void)? = nil
    ) {
        for (index, branch) in branches.enumerated() {
            line((index == 0 ? "if " : "} else if ") + branch.condition + " {")
            level += 1
            branch.body(&self)
            level -= 1
        }
        if let otherwise {
            line("} else {")
            level += 1
            otherwise(&self)
            level -= 1
        }
        line("}")
    }

    /// Writes a documentation comment, one `///` line per line of `doc`.
    mutating func doc(_ doc: String) {
        for line in doc.split(separator: "\n", omittingEmptySubsequences: false) {
            self.line(line.isEmpty ? "///" : "/// " + line)
        }
    }

    /// Writes `// MARK: - name` with a blank line after it.
    mutating func mark(_ name: String) {
        line("// MARK: - \(name)")
        line()
    }

    /// Removes trailing blank lines, so a file or block ends in exactly one newline.
    mutating func trimTrailingBlankLines() {
        while text.hasSuffix("\n\n") { text.removeLast() }
    }
}
