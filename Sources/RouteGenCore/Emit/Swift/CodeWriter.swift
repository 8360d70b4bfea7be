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
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The text so far as UTF-8: appending bytes costs a copy, where appending to a `String` cost
    /// several times more in each of the hundreds of thousands of lines of a large manifest.
    private var bytes: [UInt8] = []

    /// The current indentation level.
    private var level = 0 {
        didSet { indentation = Array(String(repeating: Self.indentUnit, count: level).utf8) }
    }

    /// The spaces of the current level, kept so that a line appends them instead of building them.
    private var indentation: [UInt8] = []

    /// The indentation of one level: four spaces.
    static let indentUnit = "    "

    /// Writes one line at the current indentation; an empty line has no trailing spaces.
    mutating func line(_ content: String = "") {
        line(Substring(content))
    }

    /// Writes one line at the current indentation, appended in place: generating thousands of
    /// routes writes hundreds of thousands of lines.
    mutating func line(_ content: Substring) {
        if !content.isEmpty {
            bytes += indentation
            append(content)
        }
        bytes.append(UInt8(ascii: "\n"))
    }

    /// Appends `text`'s UTF-8 with one copy; `+= text.utf8` would copy a `Substring` byte by byte.
    private mutating func append(_ text: Substring) {
        let copied: Void? = text.utf8.withContiguousStorageIfAvailable { bytes.append(contentsOf: $0) }
        if copied == nil { bytes += text.utf8 }
    }

    /// Writes each line of a multi-line string at the current indentation.
    mutating func lines(_ content: String) {
        Self.forEachLine(of: content) { line in
            if !line.isEmpty {
                bytes += indentation
                bytes.append(contentsOf: line)
            }
            bytes.append(UInt8(ascii: "\n"))
        }
    }

    /// Calls `body` with the UTF-8 of each line of `text`, split by bytes, in place: a `String`
    /// or `Substring` per line cost more than the rest of writing the thousands of doc comments
    /// of a large manifest.
    private static func forEachLine(of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        var text = text
        text.withUTF8 { bytes in
            var start = 0
            for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
                body(UnsafeBufferPointer(rebasing: bytes[start..<index]))
                start = index + 1
            }
            body(UnsafeBufferPointer(rebasing: bytes[start...]))
        }
    }

    /// Writes `opening`, the body one level deeper, then `closing`.
    mutating func block(_ opening: String, closing: String = "}", _ body: (inout CodeWriter) -> Void) {
        line(opening)
        level += 1
        body(&self)
        level -= 1
        line(closing)
    }

    /// Writes `body` one level deeper (or `levels`), with no line of its own around it: the
    /// parameters of a declaration too long for one line, say, or a template's slot.
    mutating func indented(levels: Int = 1, _ body: (inout CodeWriter) -> Void) {
        level += levels
        body(&self)
        level -= levels
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
        Self.forEachLine(of: doc) { line in
            bytes += indentation
            bytes += line.isEmpty ? "///".utf8 : "/// ".utf8
            bytes.append(contentsOf: line)
            bytes.append(UInt8(ascii: "\n"))
        }
    }

    /// Writes `// MARK: - name` with a blank line after it.
    mutating func mark(_ name: String) {
        line("// MARK: - \(name)")
        line()
    }

    /// Removes trailing blank lines, so a file or block ends in exactly one newline.
    mutating func trimTrailingBlankLines() {
        while bytes.count >= 2, bytes[bytes.count - 1] == UInt8(ascii: "\n"), bytes[bytes.count - 2] == UInt8(ascii: "\n") {
            bytes.removeLast()
        }
    }
}
