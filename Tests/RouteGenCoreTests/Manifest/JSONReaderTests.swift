import RouteGenCore
import RouteGenTestSupport
import Testing

/// Reads `text` and returns the value, or the rendered diagnostics.
private func read(_ text: String) -> (value: JSONValue?, diagnostics: [String]) {
    var diagnostics = Diagnostics()
    let value = JSONReader.read(Array(text.utf8), diagnostics: &diagnostics)
    return (value, diagnostics.sorted.map { $0.rendered(file: "routes.json") })
}

/// Asserts that reading the marked text fails with exactly `expected` (markers for positions).
private func expectError(_ marked: String, _ expected: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let text = MarkedText(marked)
    let result = read(text.text)
    #expect(result.value == nil, sourceLocation: sourceLocation)
    #expect(result.diagnostics == [text.rendering(expected)], sourceLocation: sourceLocation)
}

@Suite("JSON reader")
struct JSONReaderTests {
    // MARK: Values and positions

    @Test("reads every JSON type and keeps member order")
    func readsEveryType() throws {
        let value = try #require(read(#"{"s": "a", "n": -1.5e2, "i": 42, "t": true, "f": false, "z": null, "a": [1, {}]}"#).value)
        guard case .object(let members) = value.kind else {
            Issue.record("expected an object")
            return
        }
        #expect(members.map(\.key) == ["s", "n", "i", "t", "f", "z", "a"])
        #expect(members[0].value.kind == .string("a"))
        #expect(members[1].value.kind == .number(JSONNumber(text: "-1.5e2", double: -150, integer: nil)))
        #expect(members[2].value.kind == .number(JSONNumber(text: "42", double: 42, integer: 42)))
        #expect(members[3].value.kind == .bool(true))
        #expect(members[4].value.kind == .bool(false))
        #expect(members[5].value.kind == .null)
    }

    @Test("every value and key knows its line and UTF-8 column")
    func positions() throws {
        let text = MarkedText("1️⃣{\n  2️⃣\"café\": 3️⃣\"é\",\r\n  4️⃣\"b\": [5️⃣1, 6️⃣{}]\n}")
        let value = try #require(read(text.text).value)
        guard case .object(let members) = value.kind, case .array(let elements) = members[1].value.kind else {
            Issue.record("unexpected shape")
            return
        }
        #expect(value.location == text.locations["1️⃣"])
        #expect(members[0].keyLocation == text.locations["2️⃣"])
        #expect(members[0].value.location == text.locations["3️⃣"])
        #expect(members[1].keyLocation == text.locations["4️⃣"])
        #expect(elements[0].location == text.locations["5️⃣"])
        #expect(elements[1].location == text.locations["6️⃣"])
        // "café" is 5 bytes: the value after it is at byte column 3 + 7 + 2.
        #expect(text.locations["3️⃣"] == SourceLocation(line: 2, column: 12))
    }

    @Test("decodes escapes, surrogate pairs and raw UTF-8")
    func escapes() {
        #expect(read(#""a\"b\\c\/d\b\f\n\r\t""#).value?.kind == .string("a\"b\\c/d\u{8}\u{C}\n\r\t"))
        #expect(read(#""\u00e9\u20AC\ud83d\ude00""#).value?.kind == .string("é€😀"))
        #expect(read("\"é€😀\"").value?.kind == .string("é€😀"))
        #expect(read(#""\u0000""#).value?.kind == .string("\u{0}"))
    }

    @Test("a leading byte order mark is skipped and columns count from after it")
    func byteOrderMark() {
        var diagnostics = Diagnostics()
        let value = JSONReader.read([0xEF, 0xBB, 0xBF] + Array("[1]".utf8), diagnostics: &diagnostics)
        #expect(value?.location == SourceLocation(line: 1, column: 1))
        #expect(!diagnostics.hasErrors)
    }

    @Test("integers keep 64-bit values; larger ones are doubles, not errors")
    func integers() {
        #expect(read("9223372036854775807").value?.kind == .number(
            JSONNumber(text: "9223372036854775807", double: 0x1p63, integer: .max)))
        guard case .number(let big)? = read("9223372036854775808").value?.kind else {
            Issue.record("expected a number")
            return
        }
        #expect(big.integer == nil)
        #expect(read("-0").value?.kind == .number(JSONNumber(text: "-0", double: -0.0, integer: 0)))
        #expect(read("1E-400").value != nil)  // underflows to 0: representable, not an overflow
    }

    // MARK: Strict RFC 8259

    @Test("the empty file and whitespace alone are errors")
    func empty() {
        expectError("1️⃣", "1️⃣ error: expected a JSON value, found the end of the file")
        expectError(" \n 1️⃣", "1️⃣ error: expected a JSON value, found the end of the file")
    }

    @Test("comments are refused")
    func comments() {
        expectError("{ 1️⃣// routes\n}", "1️⃣ error: comments are not allowed in JSON")
        expectError("[1, 1️⃣/* x */ 2]", "1️⃣ error: comments are not allowed in JSON")
    }

    @Test("trailing commas are refused")
    func trailingCommas() {
        expectError(#"{"a": 1,1️⃣}"#, "1️⃣ error: trailing comma is not allowed in JSON")
        expectError("[1, 2, 1️⃣]", "1️⃣ error: trailing comma is not allowed in JSON")
    }

    @Test("a duplicate key is reported with the first, and reading goes on")
    func duplicateKeys() {
        let text = MarkedText(#"{1️⃣"a": 1, 2️⃣"a": 2, "b": 3}"#)
        let result = read(text.text)
        #expect(result.diagnostics == [
            text.rendering("2️⃣ error: duplicate key 'a'") + "\n" + text.rendering("1️⃣ note: 'a' first written here")
        ])
        guard case .object(let members)? = result.value?.kind else {
            Issue.record("expected an object")
            return
        }
        #expect(members.map(\.key) == ["a", "b"])
        #expect(members[0].value.kind == .number(JSONNumber(text: "1", double: 1, integer: 1)))
    }

    @Test("only JSON's literals and double-quoted strings are values")
    func badValues() {
        expectError("[1️⃣True]", "1️⃣ error: expected a value, found 'True'")
        expectError("[1️⃣NaN]", "1️⃣ error: expected a value, found 'NaN'")
        expectError("[1️⃣truex]", "1️⃣ error: expected a value, found 'truex'")
        expectError("[1️⃣'a']", "1️⃣ error: strings must be enclosed in double quotes")
        expectError("{1️⃣a: 1}", "1️⃣ error: expected a key in double quotes, found 'a'")
        expectError("[1 1️⃣2]", "1️⃣ error: expected ',' or ']' after an element, found '2'")
        expectError(#"{"a" 1️⃣1}"#, "1️⃣ error: expected ':' after the key 'a', found '1'")
        expectError("[1]1️⃣x", "1️⃣ error: unexpected 'x' after the end of the JSON value")
        expectError("[]1️⃣]", "1️⃣ error: unexpected ']' after the end of the JSON value")
    }

    @Test("numbers follow the JSON grammar and must fit a Double")
    func badNumbers() {
        expectError("[1️⃣01]", "1️⃣ error: numbers cannot have leading zeros")
        expectError("[1️⃣+1]", "1️⃣ error: expected a value, found '+1'")
        expectError("[1️⃣.5]", "1️⃣ error: expected a value, found '.5'")
        expectError("[1.1️⃣]", "1️⃣ error: expected a digit after the decimal point")
        expectError("[1e1️⃣]", "1️⃣ error: expected a digit in the exponent")
        expectError("[-1️⃣x]", "1️⃣ error: expected a digit after '-'")
        expectError("[1️⃣1e400]", "1️⃣ error: number 1e400 is out of range")
        expectError("[1️⃣-1e400]", "1️⃣ error: number -1e400 is out of range")
        expectError("[1️⃣1.5.3]", "1️⃣ error: expected a value, found '1.5.3'")
    }

    @Test("strings are closed on their line, escapes are valid, controls escaped")
    func badStrings() {
        expectError("[1️⃣\"abc", "1️⃣ error: unterminated string")
        expectError("[1️⃣\"ab\ncd\"]", "1️⃣ error: unterminated string (a line break must be written as \\n)")
        expectError("[\"a1️⃣\u{1}\"]", "1️⃣ error: control character 0x01 must be escaped in a string")
        expectError(#"["a1️⃣\x"]"#, "1️⃣ error: invalid escape sequence '\\x' in a string")
        expectError(#"["1️⃣\u12"]"#, "1️⃣ error: a \\u escape needs four hexadecimal digits")
        expectError(#"["1️⃣\ud800"]"#, "1️⃣ error: unpaired UTF-16 surrogate in a \\u escape")
        expectError(#"["1️⃣\udc00"]"#, "1️⃣ error: unpaired UTF-16 surrogate in a \\u escape")
        expectError(#"["1️⃣\ud800\u0041"]"#, "1️⃣ error: unpaired UTF-16 surrogate in a \\u escape")
    }

    @Test("invalid UTF-8 is refused: stray, overlong, surrogate, truncated, above U+10FFFF")
    func invalidUTF8() {
        let cases: [[UInt8]] = [[0xFF], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xE2, 0x82], [0xF4, 0x90, 0x80, 0x80], [0x80]]
        for bytes in cases {
            var diagnostics = Diagnostics()
            let value = JSONReader.read(Array("[\"a".utf8) + bytes + Array("\"]".utf8), diagnostics: &diagnostics)
            #expect(value == nil)
            #expect(diagnostics.all.map(\.message).first?.hasPrefix("invalid UTF-8 byte") == true)
            #expect(diagnostics.all.first?.location == SourceLocation(line: 1, column: 4))
        }
        // Outside strings, a non-ASCII byte is simply unexpected.
        expectError("[1️⃣é]", "1️⃣ error: expected a value, found byte 0xC3")
    }

    @Test("nesting deeper than the bound is an error, not a stack overflow")
    func depth() {
        let fine = String(repeating: "[", count: JSONReader.maximumDepth) + String(repeating: "]", count: JSONReader.maximumDepth)
        #expect(read(fine).value != nil)
        let column = JSONReader.maximumDepth + 1
        #expect(read(String(repeating: "[", count: 100_000)).diagnostics == [
            "routes.json:1:\(column): error: arrays and objects nest deeper than \(JSONReader.maximumDepth) levels"
        ])
        #expect(read(String(repeating: "{\"a\":", count: 100_000)).value == nil)
    }

    @Test("line breaks are LF, CR LF or CR")
    func lineBreaks() {
        expectError("[\r\n1,\r2,\n1️⃣x]", "1️⃣ error: expected a value, found 'x'")
    }
}
