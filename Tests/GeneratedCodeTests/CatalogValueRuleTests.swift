import Foundation
import RouteGenCore
import RouteGenLinkRuntime
import RouteGenTestSupport
import Testing

/// The catalog page's value rules are the link runtime's: the same texts, given to the page's
/// script in Chromium and to the compiled `LinkRuntime`, are read, printed and encoded alike.
///
/// The rules are the part of `Sources/RouteGenCore/Emit/Catalog/catalog.js` from `MARK: Values` to
/// `MARK: The form` (reading and printing values, encoding, printing paths), run on their own in
/// one page with every case; the builder tests hold whole links to the generated printers.
@Suite("The catalog page's value rules, against the link runtime", .enabled(if: Chromium.isAvailable, "needs Chromium (apt-get install chromium)"))
struct CatalogValueRuleTests {
    /// What the page's rules are given: values to read as a type, texts to encode, compound
    /// segments to print.
    struct Cases: Encodable {
        /// `[type, text]`: a text to read as a type, as a field of that type reads it.
        var values: [[String]] = []
        /// Texts to percent-encode.
        var encoded: [String] = []
        /// Compound segments to print.
        var compounds: [Compound] = []
    }

    /// A compound segment of a link template, and one text for each of its values.
    struct Compound: Encodable {
        /// The texts around the values, as `LinkTemplate` has them (`["", "-", ""]`).
        var texts: [String]
        /// What values after the first escape beyond the encoder, as `LinkTemplate` has it.
        var escaping: String
        /// One text per value.
        var values: [String]
    }

    /// What the page's rules made of the cases, in order: a value's printed text or nil where
    /// the page refuses it, each encoding, each compound segment's path.
    struct Results: Decodable {
        /// Each value printed, or nil where the page refuses the text.
        var values: [String?]
        /// Each text percent-encoded.
        var encoded: [String]
        /// Each compound segment printed as a path (`/slug-42`).
        var compounds: [String]
    }

    /// Texts to read as each type: plain ones, the forms Swift's readers take or refuse (signs,
    /// zeros, exponents, limits, other digits), and links Foundation keeps or rewrites.
    static let texts: [(type: ParameterType, texts: [String])] = [
        (.int, [
            "42", "-007", "+7", "0", "+0", "-0", "00", "9223372036854775807", "-9223372036854775808", "9223372036854775808",
            "-9223372036854775809", "4.0", "1e3", "0x1F", "", "+", "-", " 1", "1 ", "1_000", "٣", "１", "+-1",
        ]),
        (.double, [
            "4.5", "1", "1.", ".5", "+.5", "-.5e-3", "1E3", "-0", "+2.50", "00.5", "123456789012345678", "0.0001", "0.00001", "1e-5",
            "9.99e15", "1e16", "9007199254740992", "9007199254740993", "2e-323", "5e-324", "1.7976931348623157e308", "1e308",
            "1e309", "-1e309", "inf", "-inf", "nan", "0x1p3", "1e", "e5", ".", "1,5", "", "1_0", " 1", "١",
        ]),
        (.bool, ["true", "false", "1", "0", "TRUE", "True", "yes", "no", "", " true", "01"]),
        (.uuid, [
            "9f1c7e62-2a4b-4b8e-9c3d-0e5f6a7b8c9d", "9F1C7E62-2A4B-4B8E-9C3D-0E5F6A7B8C9D", "9F1C7E62-2a4b-4B8E-9c3d-0E5F6A7B8C9D",
            "9F1C7E62-2A4B-4B8E-9C3D-0E5F6A7B8C9", "9F1C7E62-2A4B-4B8E-9C3D-0E5F6A7B8C9G", "{9F1C7E62-2A4B-4B8E-9C3D-0E5F6A7B8C9D}",
            "9F1C7E622A4B4B8E9C3D0E5F6A7B8C9D", "", "not-a-uuid",
        ]),
        (.url, [
            "https://example.com", "https://example.com/", "http://a.example.org/b%20c?d=e&f=g+h#i", "HTTPS://Example.com/~x/y.z",
            "https://example.com:8080/x", "https://example.com?x", "https://example.com/a%20b?c=d&e=f#g", "https://example.com/a b",
            "https://exa mple.com", "https://example.com/é", "https://example.com/a|b", "https://example.com/%zz", "https://",
            "javascript:alert(1)", "file:///etc/passwd", "ftp://example.com", "//example.com", "example.com", "",
        ]),
    ]

    /// Pieces of texts to encode and to put in compound segments: reserved and unreserved ASCII,
    /// escapes, composed and combining characters, emoji, control characters.
    static let pieces = [
        "a", "Z", "0", "-", ".", "_", "~", " ", "/", "?", "#", "%", "%2F", "&", "=", "+", ";", ",", "'", "\"", "<", ">", "é",
        "e\u{301}", "ß", "😀", "中", "\t", "\u{0}", "\u{7F}", "\u{FFFF}", "\u{10FFFF}", "@", ":", "[", "]", "!", "$", "(", ")",
        "*", "\\", "^", "`", "{", "|", "}", "P", "p", "D", "d", "F", "f",
    ]

    /// One to eight random pieces.
    static func string(_ random: inout SeededGenerator) -> String {
        (0..<Int.random(in: 1...8, using: &random)).map { _ in pieces.randomElement(using: &random) ?? "" }.joined()
    }

    /// The value the link runtime reads from `text` as `type`, printed as the generated printer
    /// prints it; nil where the parser reads none.
    static func runtime(_ type: ParameterType, _ text: String) -> String? {
        switch type {
        case .int: LinkRuntime.int(text).map { $0.description }
        case .double: LinkRuntime.double(text).map { $0.description }
        case .bool: LinkRuntime.bool(text).map { $0.description }
        case .uuid: LinkRuntime.uuid(text)?.uuidString
        // A link prints `absoluteString`; the page takes only what Foundation keeps as written.
        case .url: LinkRuntime.url(text).map(\.absoluteString).flatMap { $0 == text ? $0 : nil }
        case .string, .custom, .value: text
        }
    }

    /// The page's value rules, and a script that runs them on the cases and reports the results.
    static func harness() throws -> String {
        let script = String(decoding: try RepositoryPaths.bytes("Sources/RouteGenCore/Emit/Catalog/catalog.js"), as: UTF8.self)
        let start = try #require(script.range(of: "  // MARK: Values"), "catalog.js has no `MARK: Values`")
        let end = try #require(script.range(of: "  // MARK: The form", range: start.upperBound..<script.endIndex), "catalog.js has no `MARK: The form`")
        return "(() => {\n" + Chromium.report + "const data = { ignoresCase: false };\n" + script[start.lowerBound..<end.lowerBound] + #"""
              const cases = JSON.parse(document.getElementById("cases").textContent);
              report("results", {
                values: cases.values.map(([type, text]) => { const value = convert(type, text); return value.error ? null : value.text; }),
                encoded: cases.encoded.map((text) => encode(text)),
                compounds: cases.compounds.map(({ texts, escaping, values }) =>
                  print({ s: [["c", texts, values.map((_, index) => index), escaping]] }, values.map((text) => ({ text })))),
              });
            })();
            """#
    }

    @Test("Int, Double, Bool, UUID and URL values are read and printed as the runtime reads and prints them; texts encode alike; compound segments print alike")
    func rulesAgree() throws {
        // ROUTEGEN_SEED=<n> reproduces one run.
        var random = SeededGenerator(seed: ProcessInfo.processInfo.environment["ROUTEGEN_SEED"].flatMap(UInt64.init) ?? 0x7A_1E)
        var cases = Cases()
        for (type, texts) in Self.texts {
            cases.values += texts.map { [type.description, $0] }
        }
        // Doubles of every magnitude, as Swift and as C print them.
        for _ in 0..<300 {
            let number = Double(bitPattern: UInt64.random(in: 0...0x7FEF_FFFF_FFFF_FFFF, using: &random)) * (Bool.random(using: &random) ? 1 : -1)
            cases.values += [["Double", "\(number)"], ["Double", String(format: "%.17g", number)], ["Double", String(format: "%.3e", number)]]
        }
        for _ in 0..<100 { cases.values.append(["Int", String(Int.random(in: .min ... .max, using: &random))]) }
        cases.encoded = Self.pieces + (0..<200).map { _ in Self.string(&random) } + [(32..<127).map { String(UnicodeScalar(UInt8($0))) }.joined()]
        // Every compound segment of the fixtures, with values that hold its texts' characters.
        let plan = try CatalogBrowserTests.plan("route-patterns")
        for (_, template) in CatalogBrowserTests.templated(plan) {
            for case .compound(let texts, let values, let escaping) in template.path {
                let characters = texts.joined().map(String.init)
                for _ in 0..<20 {
                    let compound = values.map { _ in
                        Self.string(&random) + (characters.randomElement(using: &random).map { Bool.random(using: &random) ? $0.uppercased() : $0 } ?? "")
                            + Self.string(&random)
                    }
                    cases.compounds.append(Compound(texts: texts, escaping: escaping, values: compound))
                }
            }
        }
        try #require(!cases.compounds.isEmpty, "route-patterns has no compound segment")

        let results = try Self.run(cases)
        try #require(results.values.count == cases.values.count && results.encoded.count == cases.encoded.count)
        for (pair, page) in zip(cases.values, results.values) {
            let type = try #require(ParameterType(name: pair[0], customTypes: [String]()))
            #expect(page == Self.runtime(type, pair[1]), "\(pair[0]) \(pair[1].debugDescription): the page \(page.debugDescription)")
        }
        for (text, page) in zip(cases.encoded, results.encoded) {
            #expect(page == LinkRuntime.encode(text), "\(text.debugDescription)")
        }
        for (compound, page) in zip(cases.compounds, results.compounds) {
            #expect(page == "/" + LinkRuntime.compound(texts: compound.texts, values: compound.values), "\(compound.texts) \(compound.values)")
        }
    }

    /// Runs the rules on `cases` in one page.
    static func run(_ cases: Cases) throws -> Results {
        let json = String(decoding: try JSONEncoder().encode(cases), as: UTF8.self).replacingOccurrences(of: "<", with: "\\u003C")
        let page = """
            <!DOCTYPE html>
            <html><head><meta charset="utf-8"></head><body>
            <script type="application/json" id="cases">\(json)</script>
            <script>\(try harness())</script>
            </body></html>
            """
        let directory = try TemporaryDirectory()
        let file = try directory.write(page, to: "rules.html")
        let dom = try Chromium.dumpDOM(of: file)
        let data = try #require(Chromium.result("results", in: dom), "the rules left no results; DOM starts: \(dom.prefix(600))")
        return try JSONDecoder().decode(Results.self, from: data)
    }
}
