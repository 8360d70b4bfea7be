import RouteGenLinkRuntime

/// Reads JSON text into `JSONValue`s that know their line and column.
///
/// Strict RFC 8259: no comments, no trailing commas, no duplicate keys, no `NaN`, no single
/// quotes, valid UTF-8 only (a leading byte order mark is skipped). Nesting is bounded and numbers
/// outside `Double`'s range are errors, so that no input — empty, binary, 100,000 brackets deep or
/// tens of megabytes long — can crash or hang the tool. It reads bytes in one pass with no
/// backtracking: the time is linear in the input.
package enum JSONReader {
    /// How deep arrays and objects may nest. A manifest needs 5 levels; the bound keeps the
    /// recursive reader far from the end of any thread's stack.
    package static let maximumDepth = 100

    /// Reads one JSON document.
    ///
    /// A syntax error stops reading and is the one diagnostic returned with a nil value: after
    /// a broken token nothing later can be trusted. A duplicate key is reported and reading goes
    /// on, keeping the first occurrence, so that the manifest's other problems are reported too.
    ///
    /// - Parameters:
    ///   - bytes: The document, UTF-8.
    ///   - file: The file the locations name (``SourceLocation/file``).
    ///   - diagnostics: Where syntax errors and duplicate keys are reported.
    /// - Returns: The document's value, or nil after a syntax error.
    package static func read(_ bytes: [UInt8], file: Int = 0, diagnostics: inout Diagnostics) -> JSONValue? {
        bytes.withUnsafeBufferPointer { buffer in
            var parser = Parser(buffer, file: file)
            defer { diagnostics.appendContents(of: parser.diagnostics) }
            do throws(SyntaxError) {
                return try parser.document()
            } catch {
                parser.diagnostics.error(error.message, at: error.location)
                return nil
            }
        }
    }
}

extension Diagnostics {
    fileprivate mutating func appendContents(of other: Diagnostics) {
        for diagnostic in other.all { append(diagnostic) }
    }
}

// MARK: - Parser

/// The state of one read: the bytes, the position, and where the current line began.
private struct Parser {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    var line = 1
    /// The index of the first byte of the current line, so a column is one subtraction away.
    var lineStart = 0
    var depth = 0
    var diagnostics = Diagnostics()
    let file: Int

    init(_ bytes: UnsafeBufferPointer<UInt8>, file: Int) {
        self.bytes = bytes
        self.file = file
        // A byte order mark is allowed before the text (RFC 8259 §8.1 lets readers ignore it);
        // columns are counted from after it, as editors show the line.
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            index = 3
            lineStart = 3
        }
    }

    var location: SourceLocation { location(of: index) }

    func location(of index: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: index - lineStart + 1)
    }

    mutating func document() throws(SyntaxError) -> JSONValue {
        skipWhitespace()
        guard index < bytes.count else {
            throw SyntaxError("expected a JSON value, found the end of the file", at: location)
        }
        let value = try self.value()
        skipWhitespace()
        if index < bytes.count {
            throw SyntaxError("unexpected \(describeByte(at: index)) after the end of the JSON value", at: location)
        }
        return value
    }

    // MARK: Values

    mutating func value() throws(SyntaxError) -> JSONValue {
        let first = index
        var value = try valueBody()
        value.byteRange = first..<index
        return value
    }

    private mutating func valueBody() throws(SyntaxError) -> JSONValue {
        guard index < bytes.count else {
            throw SyntaxError("expected a value, found the end of the file", at: location)
        }
        let start = location
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return JSONValue(.string(try string()), at: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONValue(.number(try number()), at: start)
        case UInt8(ascii: "t"): try literal("true"); return JSONValue(.bool(true), at: start)
        case UInt8(ascii: "f"): try literal("false"); return JSONValue(.bool(false), at: start)
        case UInt8(ascii: "n"): try literal("null"); return JSONValue(.null, at: start)
        case UInt8(ascii: "/"):
            throw SyntaxError("comments are not allowed in JSON", at: start)
        case UInt8(ascii: "'"):
            throw SyntaxError("strings must be enclosed in double quotes", at: start)
        case UInt8(ascii: "]"), UInt8(ascii: "}"):
            throw SyntaxError("expected a value, found '\(Character(Unicode.Scalar(bytes[index])))'", at: start)
        default:
            throw SyntaxError("expected a value, found \(describeWord(at: index))", at: start)
        }
    }

    mutating func object() throws(SyntaxError) -> JSONValue {
        let start = location
        try enterContainer()
        index += 1  // {
        var members: [JSONMember] = []
        var firstLocations: [String: SourceLocation] = [:]
        skipWhitespace()
        if peek(UInt8(ascii: "}")) {
            index += 1
            depth -= 1
            return JSONValue(.object(members), at: start)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count else {
                throw SyntaxError("expected a key or '}', found the end of the file", at: location)
            }
            guard bytes[index] == UInt8(ascii: "\"") else {
                if bytes[index] == UInt8(ascii: "}"), !members.isEmpty {
                    throw SyntaxError("trailing comma is not allowed in JSON", at: location)
                }
                if bytes[index] == UInt8(ascii: "/") {
                    throw SyntaxError("comments are not allowed in JSON", at: location)
                }
                throw SyntaxError(
                    "expected a key in double quotes, found \(describeWord(at: index))", at: location)
            }
            let keyLocation = location
            let keyOffset = index
            let key = try string()
            skipWhitespace()
            try expect(UInt8(ascii: ":"), "expected ':' after the key '\(key)'")
            skipWhitespace()
            let value = try self.value()
            if let first = firstLocations[key] {
                diagnostics.error(
                    "duplicate key '\(key)'", at: keyLocation,
                    notes: [Diagnostic.Note("'\(key)' first written here", at: first)])
            } else {
                firstLocations[key] = keyLocation
                var member = JSONMember(key: key, keyLocation: keyLocation, value: value)
                member.keyByteOffset = keyOffset
                members.append(member)
            }
            skipWhitespace()
            guard index < bytes.count else {
                throw SyntaxError("expected ',' or '}', found the end of the file", at: location)
            }
            switch bytes[index] {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"):
                index += 1
                depth -= 1
                return JSONValue(.object(members), at: start)
            default:
                throw SyntaxError("expected ',' or '}' after a member, found \(describeWord(at: index))", at: location)
            }
        }
    }

    mutating func array() throws(SyntaxError) -> JSONValue {
        let start = location
        try enterContainer()
        index += 1  // [
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek(UInt8(ascii: "]")) {
            index += 1
            depth -= 1
            return JSONValue(.array(elements), at: start)
        }
        while true {
            skipWhitespace()
            if peek(UInt8(ascii: "]")), !elements.isEmpty {
                throw SyntaxError("trailing comma is not allowed in JSON", at: location)
            }
            elements.append(try value())
            skipWhitespace()
            guard index < bytes.count else {
                throw SyntaxError("expected ',' or ']', found the end of the file", at: location)
            }
            switch bytes[index] {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"):
                index += 1
                depth -= 1
                return JSONValue(.array(elements), at: start)
            default:
                throw SyntaxError(
                    "expected ',' or ']' after an element, found \(describeWord(at: index))", at: location)
            }
        }
    }

    mutating func enterContainer() throws(SyntaxError) {
        depth += 1
        if depth > JSONReader.maximumDepth {
            throw SyntaxError("arrays and objects nest deeper than \(JSONReader.maximumDepth) levels", at: location)
        }
    }

    mutating func literal(_ word: StaticString) throws(SyntaxError) {
        let count = word.utf8CodeUnitCount
        let matches = index + count <= bytes.count
            && (0..<count).allSatisfy { bytes[index + $0] == word.utf8Start[$0] }
        // `truex` is one bad word, not `true` followed by garbage.
        guard matches, index + count == bytes.count || !isWordByte(bytes[index + count]) else {
            throw SyntaxError("expected a value, found \(describeWord(at: index))", at: location)
        }
        index += count
    }

    // MARK: Strings

    /// Reads a string starting at its opening quote.
    mutating func string() throws(SyntaxError) -> String {
        let start = location
        index += 1  // "
        let contentStart = index
        // Fast path: most manifest strings have no escapes and decode straight from the bytes.
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[contentStart..<index]), as: UTF8.self)
                index += 1
                return text
            }
            if byte == UInt8(ascii: "\\") { break }
            try checkStringByte(byte, stringStart: start)
        }
        guard index < bytes.count else {
            throw SyntaxError("unterminated string", at: start)
        }
        var buffer = Array(UnsafeBufferPointer(rebasing: bytes[contentStart..<index]))
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return String(decoding: buffer, as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") {
                try escape(into: &buffer)
            } else {
                let sequenceStart = index
                try checkStringByte(byte, stringStart: start)
                buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[sequenceStart..<index]))
            }
        }
        throw SyntaxError("unterminated string", at: start)
    }

    /// Checks the byte or UTF-8 sequence at `index` and moves past it.
    mutating func checkStringByte(_ byte: UInt8, stringStart: SourceLocation) throws(SyntaxError) {
        if byte < 0x20 {
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                throw SyntaxError("unterminated string (a line break must be written as \\n)", at: stringStart)
            }
            throw SyntaxError("control character \(hex(byte)) must be escaped in a string", at: location)
        }
        if byte < 0x80 {
            index += 1
            return
        }
        guard let length = utf8SequenceLength(at: index) else {
            throw SyntaxError("invalid UTF-8 byte \(hex(byte))", at: location)
        }
        index += length
    }

    /// The length of the valid UTF-8 sequence at `start`, or nil (Unicode 15, table 3-7).
    func utf8SequenceLength(at start: Int) -> Int? {
        let lead = bytes[start]
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; secondRange = 0x80...0x9F  // no UTF-16 surrogates
        case 0xF0: length = 4; secondRange = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; secondRange = 0x80...0x8F  // nothing above U+10FFFF
        default: return nil
        }
        guard start + length <= bytes.count, secondRange.contains(bytes[start + 1]) else { return nil }
        for offset in 2..<length where !(0x80...0xBF).contains(bytes[start + offset]) {
            return nil
        }
        return length
    }

    /// Reads the escape sequence at `index` (its backslash) and appends its UTF-8 bytes.
    mutating func escape(into buffer: inout [UInt8]) throws(SyntaxError) {
        let escapeLocation = location
        guard index + 1 < bytes.count else { throw SyntaxError("unterminated string", at: escapeLocation) }
        let letter = bytes[index + 1]
        index += 2
        switch letter {
        case UInt8(ascii: "\""): buffer.append(UInt8(ascii: "\""))
        case UInt8(ascii: "\\"): buffer.append(UInt8(ascii: "\\"))
        case UInt8(ascii: "/"): buffer.append(UInt8(ascii: "/"))
        case UInt8(ascii: "b"): buffer.append(0x08)
        case UInt8(ascii: "f"): buffer.append(0x0C)
        case UInt8(ascii: "n"): buffer.append(0x0A)
        case UInt8(ascii: "r"): buffer.append(0x0D)
        case UInt8(ascii: "t"): buffer.append(0x09)
        case UInt8(ascii: "u"):
            var scalarValue = try hexQuad(escapeLocation)
            if (0xD800...0xDBFF).contains(scalarValue) {
                // A high surrogate must be followed by an escaped low surrogate: one scalar in two escapes.
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
                else {
                    throw SyntaxError("unpaired UTF-16 surrogate in a \\u escape", at: escapeLocation)
                }
                index += 2
                let low = try hexQuad(escapeLocation)
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw SyntaxError("unpaired UTF-16 surrogate in a \\u escape", at: escapeLocation)
                }
                scalarValue = 0x10000 + ((scalarValue - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(scalarValue) {
                throw SyntaxError("unpaired UTF-16 surrogate in a \\u escape", at: escapeLocation)
            }
            // Every value left is a valid scalar: surrogates were handled above.
            guard let scalar = Unicode.Scalar(scalarValue) else {
                throw SyntaxError("invalid \\u escape", at: escapeLocation)
            }
            buffer.append(contentsOf: Array(String(Character(scalar)).utf8))
        default:
            throw SyntaxError("invalid escape sequence \(describeEscape(letter)) in a string", at: escapeLocation)
        }
    }

    mutating func hexQuad(_ escapeLocation: SourceLocation) throws(SyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = LinkRuntime.hexValue(bytes[index]) else {
                throw SyntaxError("a \\u escape needs four hexadecimal digits", at: escapeLocation)
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    // MARK: Numbers

    /// Reads a number: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    mutating func number() throws(SyntaxError) -> JSONNumber {
        let start = index
        let startLocation = location
        var isInteger = true
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else {
            throw SyntaxError("expected a digit after '-'", at: location)
        }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, isDigit(bytes[index]) {
                throw SyntaxError("numbers cannot have leading zeros", at: startLocation)
            }
        } else {
            skipDigits()
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            isInteger = false
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw SyntaxError("expected a digit after the decimal point", at: location)
            }
            skipDigits()
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            isInteger = false
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw SyntaxError("expected a digit in the exponent", at: location)
            }
            skipDigits()
        }
        if index < bytes.count, isWordByte(bytes[index]) {
            throw SyntaxError("expected a value, found \(describeWord(at: start))", at: startLocation)
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        guard let double = Double(text), double.isFinite else {
            throw SyntaxError("number \(text) is out of range", at: startLocation)
        }
        return JSONNumber(text: text, double: double, integer: isInteger ? Int(text) : nil)
    }

    mutating func skipDigits() {
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }

    // MARK: Whitespace and helpers

    /// Skips JSON whitespace, the only place where line breaks can appear, and counts lines.
    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                index += 1
            case UInt8(ascii: "\n"):
                index += 1
                line += 1
                lineStart = index
            case UInt8(ascii: "\r"):
                // CR LF and a lone CR each end one line.
                index += 1
                if index < bytes.count, bytes[index] == UInt8(ascii: "\n") { index += 1 }
                line += 1
                lineStart = index
            default:
                return
            }
        }
    }

    func peek(_ byte: UInt8) -> Bool {
        index < bytes.count && bytes[index] == byte
    }

    mutating func expect(_ byte: UInt8, _ message: String) throws(SyntaxError) {
        guard peek(byte) else {
            let found = index < bytes.count ? describeWord(at: index) : "the end of the file"
            throw SyntaxError("\(message), found \(found)", at: location)
        }
        index += 1
    }

    /// Names what stands at `start` for a message: a word such as `'True'`, or a byte.
    func describeWord(at start: Int) -> String {
        guard start < bytes.count else { return "the end of the file" }
        var end = start
        while end < bytes.count, end - start < 20, isWordByte(bytes[end]) { end += 1 }
        if end > start {
            return "'\(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))'"
        }
        return describeByte(at: start)
    }

    func describeByte(at position: Int) -> String {
        let byte = bytes[position]
        if (0x21...0x7E).contains(byte) { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte \(hex(byte))"
    }

    func describeEscape(_ letter: UInt8) -> String {
        (0x21...0x7E).contains(letter) ? "'\\\(Character(Unicode.Scalar(letter)))'" : "'\\' followed by \(hex(letter))"
    }
}

/// A syntax error: reading cannot go on after one.
private struct SyntaxError: Error {
    var message: String
    var location: SourceLocation

    init(_ message: String, at location: SourceLocation) {
        self.message = message
        self.location = location
    }
}

private func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
}

/// Letters, digits and the characters of numbers: what a reader sees as one "word" in a message.
private func isWordByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "."),
        UInt8(ascii: "+"), UInt8(ascii: "-"):
        true
    default:
        false
    }
}

private func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return "0x\(digits[Int(byte >> 4)])\(digits[Int(byte & 0x0F)])"
}
