/// Generated code written as Swift that the package compiles: a template from
/// `Sources/RouteGenTemplates/`, embedded verbatim (`TemplateSource`), printed with the manifest's
/// names in place of the template's.
///
/// The fixed code of the navigation layer (routers, modifiers, the tabs view) is written once, as
/// code the compiler checks on its own against SwiftUI (the stand-in on Linux), instead of line by
/// line inside an emitter. A template is plain Swift with a few directives in comments, so it
/// still compiles:
///
/// - `// routegen:if NAME` … `// routegen:else` … `// routegen:end`: lines kept when the flag is set
///   (`if !NAME` when it is not);
/// - `// routegen:each NAME` … `// routegen:end`: lines written once per element of a list, such
///   as the tabs, with the element's names, flags, slots and lists (a section's tabs);
/// - `// routegen:slot NAME` … `// routegen:end`: sample lines that the emitter replaces with its
///   own, written at the directive's indentation (a `switch` over every route, say);
/// - `// routegen:define NAME` … `// routegen:end`: lines written where they stand, and also
///   wherever `// routegen:use NAME` … `// routegen:end` stands in place of its own sample lines,
///   at that directive's indentation (a tab, inside a section or on its own);
/// - `// routegen:note …`: a comment for the template's reader, not printed.
///
/// Names are replaced token by token: an identifier (`TemplateRouter`, in code and comments), or a
/// whole string literal (`"TemplateTabTitle"`), never part of either.
struct Template: Sendable {
    /// What an emitter fills a template with, or one element of a list with, inside its `each`
    /// block, over what holds outside it.
    struct Values {
        /// Each template name (an identifier, or a string literal with its quotes) and what replaces it.
        var names: [String: String] = [:]
        /// The flags that `if` directives test.
        var flags: Set<String> = []
        /// The elements of each `each` directive's list.
        var lists: [String: [Values]] = [:]
        /// What replaces each slot's sample lines.
        var slots: [String: (inout CodeWriter) -> Void] = [:]
    }

    private indirect enum Node: Sendable {
        case line(Substring)
        case condition(flag: String, negated: Bool, then: [Node], otherwise: [Node])
        case each(list: String, body: [Node])
        case slot(name: String, level: Int)
        case define(name: String, body: [Node])
        case use(name: String, level: Int)
    }

    private let nodes: [Node]

    /// Each `define` block's lines and indentation level.
    private let definitions: [String: (body: [Node], level: Int)]

    /// Reads a template's text; a malformed directive is a bug in RouteGen, caught by its tests.
    ///
    /// Emitters read their template on each run (about 1 ms each in a debug build: once per
    /// process, as a global would be) rather than keep it in a global: the nested nodes' references are stored with enum tag bits, which LeakSanitizer
    /// (the fuzzers) cannot follow, so a global template would be reported as leaked.
    init(_ text: String) {
        var lines = Self.lines(of: text)[...]
        var definitions: [String: (body: [Node], level: Int)] = [:]
        nodes = Self.parse(&lines, until: [], definitions: &definitions)
        precondition(lines.isEmpty, "a template has an unmatched 'routegen:end'")
        self.definitions = definitions
    }

    /// Writes the template with `values` at the writer's indentation.
    func write(to writer: inout CodeWriter, _ values: Values) {
        write(nodes, to: &writer, values, shift: 0)
    }

    // MARK: Writing

    /// Writes `nodes` with what holds in `scope`, each line `shift` levels deeper (or shallower)
    /// than the template writes it.
    private func write(_ nodes: [Node], to writer: inout CodeWriter, _ scope: Values, shift: Int) {
        for node in nodes {
            switch node {
            case .line(let text):
                writer.line(Self.shifted(Self.substitute(text, scope.names), by: shift))
            case .condition(let flag, let negated, let then, let otherwise):
                write(scope.flags.contains(flag) != negated ? then : otherwise, to: &writer, scope, shift: shift)
            case .each(let list, let body):
                for element in scope.lists[list] ?? [] {
                    let inner = Values(
                        names: scope.names.merging(element.names) { $1 }, flags: scope.flags.union(element.flags),
                        lists: scope.lists.merging(element.lists) { $1 }, slots: scope.slots.merging(element.slots) { $1 })
                    write(body, to: &writer, inner, shift: shift)
                }
            case .slot(let name, let level):
                guard let slot = scope.slots[name] else { preconditionFailure("template slot '\(name)' has no value") }
                writer.indented(levels: level + shift, slot)
            case .define(_, let body):
                write(body, to: &writer, scope, shift: shift)
            case .use(let name, let level):
                guard let definition = definitions[name] else { preconditionFailure("template uses '\(name)', never defined") }
                write(definition.body, to: &writer, scope, shift: shift + level - definition.level)
            }
        }
    }

    /// `line` with `levels` of indentation added, or removed when negative.
    private static func shifted(_ line: String, by levels: Int) -> String {
        guard levels != 0, !line.isEmpty else { return line }
        let spaces = levels * CodeWriter.indentUnit.count
        return spaces > 0 ? String(repeating: " ", count: spaces) + line : String(line.dropFirst(-spaces))
    }

    /// `text` with every identifier and string literal that `names` has replaced.
    private static func substitute(_ text: Substring, _ names: [String: String]) -> String {
        if let result = substituteASCII(text, names) { return result }
        var result = ""
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "\"", let close = text[text.index(after: index)...].firstIndex(of: "\""),
                let replacement = names[String(text[index...close])]
            {
                result += replacement
                index = text.index(after: close)
            } else if character == "_" || character.isLetter {
                let end = text[index...].firstIndex { !($0 == "_" || $0.isLetter || $0.isNumber) } ?? text.endIndex
                let token = String(text[index..<end])
                result += names[token] ?? token
                index = end
            } else {
                result.append(character)
                index = text.index(after: index)
            }
        }
        return result
    }

    /// ``substitute(_:_:)`` of a line of ASCII, read by bytes: a `Character` at a time, each line
    /// of the navigation templates cost tens of thousands of instructions, a visible part of every
    /// run. Nil for a line with other characters, which the `Character` walk reads. For ASCII the
    /// two agree: a letter is `A`–`Z` or `a`–`z`, a number `0`–`9`. Loops over a buffer, with no
    /// closure, so that the debug `routegen` (which a debug build of an app runs) gains as well.
    private static func substituteASCII(_ text: Substring, _ names: [String: String]) -> String? {
        var text = text
        return text.withUTF8 { bytes -> String? in
            var index = 0
            while index < bytes.count {
                if bytes[index] >= 0x80 { return nil }
                index += 1
            }
            let quote = UInt8(ascii: "\"")
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count)
            index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == quote {
                    var close = index + 1
                    while close < bytes.count, bytes[close] != quote { close += 1 }
                    if close < bytes.count,
                        let replacement = names[String(decoding: UnsafeBufferPointer(rebasing: bytes[index...close]), as: UTF8.self)]
                    {
                        result.append(contentsOf: replacement.utf8)
                        index = close + 1
                        continue
                    }
                } else if isTokenStart(byte) {
                    var end = index + 1
                    while end < bytes.count, isTokenStart(bytes[end]) || (bytes[end] >= UInt8(ascii: "0") && bytes[end] <= UInt8(ascii: "9")) {
                        end += 1
                    }
                    let token = UnsafeBufferPointer(rebasing: bytes[index..<end])
                    if let replacement = names[String(decoding: token, as: UTF8.self)] {
                        result.append(contentsOf: replacement.utf8)
                    } else {
                        result.append(contentsOf: token)
                    }
                    index = end
                    continue
                }
                result.append(byte)
                index += 1
            }
            return String(decoding: result, as: UTF8.self)
        }
    }

    /// Whether an ASCII byte starts an identifier: `_` or a letter.
    private static func isTokenStart(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }

    // MARK: Reading

    private static let directive = "// routegen:"

    /// The lines of a template's text, split at each `\n` by bytes (split by `Character`, the
    /// text of the templates took a visible part of every run); by `Character` when it has a
    /// `\r`, which a `Character` reads with the `\n` after it.
    private static func lines(of text: String) -> [Substring] {
        var copy = text
        // The offset of each `\n`, found in the text's buffer.
        let newlines = copy.withUTF8 { bytes -> [Int]? in
            var offsets: [Int] = []
            var index = 0
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: "\r") { return nil }
                if bytes[index] == UInt8(ascii: "\n") { offsets.append(index) }
                index += 1
            }
            return offsets
        }
        guard let newlines else { return text.split(separator: "\n", omittingEmptySubsequences: false) }
        var lines: [Substring] = []
        lines.reserveCapacity(newlines.count + 1)
        var start = text.startIndex
        for offset in newlines {
            let end = text.utf8.index(text.utf8.startIndex, offsetBy: offset)
            lines.append(text[start..<end])
            start = text.utf8.index(after: end)
        }
        lines.append(text[start...])
        return lines
    }

    /// Reads nodes up to a directive in `terminators` (left in `lines`) or the end, and records
    /// each `define` block in `definitions`.
    private static func parse(
        _ lines: inout ArraySlice<Substring>, until terminators: Set<String>,
        definitions: inout [String: (body: [Node], level: Int)]
    ) -> [Node] {
        var nodes: [Node] = []
        while let line = lines.first {
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix(directive) else {
                nodes.append(.line(line))
                lines.removeFirst()
                continue
            }
            let words = trimmed.dropFirst(directive.count).split(separator: " ").map(String.init)
            let keyword = words.first ?? ""
            if terminators.contains(keyword) { return nodes }
            lines.removeFirst()
            let argument = words.count > 1 ? words[1] : ""
            switch keyword {
            case "if":
                let then = parse(&lines, until: ["else", "end"], definitions: &definitions)
                var otherwise: [Node] = []
                if closing(&lines) == "else" {
                    otherwise = parse(&lines, until: ["end"], definitions: &definitions)
                    precondition(closing(&lines) == "end", "a template's 'routegen:else' has no 'end'")
                }
                let negated = argument.hasPrefix("!")
                nodes.append(.condition(flag: String(argument.drop { $0 == "!" }), negated: negated, then: then, otherwise: otherwise))
            case "each":
                let body = parse(&lines, until: ["end"], definitions: &definitions)
                precondition(closing(&lines) == "end", "a template's 'routegen:each' has no 'end'")
                nodes.append(.each(list: argument, body: body))
            case "note":
                continue
            case "slot", "use":
                _ = parse(&lines, until: ["end"], definitions: &definitions)  // the sample lines, which are replaced
                precondition(closing(&lines) == "end", "a template's 'routegen:\(keyword)' has no 'end'")
                let level = line.prefix { $0 == " " }.count / CodeWriter.indentUnit.count
                nodes.append(keyword == "slot" ? .slot(name: argument, level: level) : .use(name: argument, level: level))
            case "define":
                let body = parse(&lines, until: ["end"], definitions: &definitions)
                precondition(closing(&lines) == "end", "a template's 'routegen:define' has no 'end'")
                definitions[argument] = (body, line.prefix { $0 == " " }.count / CodeWriter.indentUnit.count)
                nodes.append(.define(name: argument, body: body))
            default:
                preconditionFailure("unknown template directive '\(line)'")
            }
        }
        return nodes
    }

    /// Removes the directive that ended a block and returns its keyword.
    private static func closing(_ lines: inout ArraySlice<Substring>) -> String? {
        guard let line = lines.popFirst() else { return nil }
        return line.drop { $0 == " " }.dropFirst(directive.count).split(separator: " ").first.map(String.init)
    }
}
