@testable import RouteGenCore
import RouteGenLinkRuntime
import RouteGenTestSupport
import Testing

/// For random manifests and random links built from their route shapes and near misses, the AASA
/// verdict equals "the parser's route for the link, found as on every channel, is open to universal
/// links", parameter types aside, under Apple's slash rules and the literal reading and every
/// reading of what Apple leaves undocumented; and the component that decides names the route.
@Suite("RouteGen's AASA file: property")
struct AssociationFilePropertyTests {
    static let literals = ["a", "b", "items", "new", "Docs", "café", "x-y"]
    static let types = ["", ":Int", ":UUID", ":Bool", ":Double"]
    static let values = ["1", "x", "abc", "42", "true", "9F1C7E62-2A4B-4B8E-9C3D-0E5F6A7B8C9D", "a%20b", "caf%C3%A9"]
    /// Segments with literal text beside parameters, and the values links put in them: some hold
    /// the text itself, encoded or not.
    static let compounds = ["@{c}", "{c}-{d:Int}", "{c}.pdf", "v{c:Int}.{d:Int}", "{c}-{d}"]
    static let compoundValues = ["x", "a-b", "1", "a.pdf", "a%2Db", "v2", "@"]

    /// A manifest of 1 to 8 routes over a small alphabet, so that shapes share prefixes often.
    static func manifest(_ random: inout SeededGenerator) -> String {
        var routes: [String] = []
        for index in 0..<Int.random(in: 1...8, using: &random) {
            var segments: [String] = []
            for position in 0..<Int.random(in: 0...4, using: &random) {
                switch Int.random(in: 0..<8, using: &random) {
                case 0..<4: segments.append(literals.randomElement(using: &random) ?? "a")
                case 4: segments.append("{p\(position)\(types.randomElement(using: &random) ?? "")?}")
                case 5:
                    let compound = compounds.randomElement(using: &random) ?? "@{c}"
                    segments.append(compound.replacing("{c", with: "{c\(position)").replacing("{d", with: "{d\(position)"))
                default: segments.append("{p\(position)\(types.randomElement(using: &random) ?? "")}")
                }
            }
            if Int.random(in: 0..<6, using: &random) == 0 { segments.append("{rest...}") }
            var items: [String] = []
            if Int.random(in: 0..<4, using: &random) == 0 { items.append(#""q": "String""#) }
            if Int.random(in: 0..<3, using: &random) == 0 {
                items.append(#""f": { "equals": "\#(["h", "k"].randomElement(using: &random) ?? "h")" }"#)
            }
            let query = items.isEmpty ? "" : #", "query": { \#(items.joined(separator: ", ")) }"#
            let closed = Int.random(in: 0..<4, using: &random) == 0 ? #", "universalLink": false"# : ""
            routes.append(#"{ "name": "r\#(index)", "path": "/\#(segments.joined(separator: "/"))"\#(query)\#(closed) }"#)
        }
        let caseSensitive = Bool.random(using: &random) ? "" : #""caseSensitive": false, "#
        return #"""
            { "version": 1, \#(caseSensitive)"hosts": ["a.example.com"], "appIDs": ["ABCDE12345.com.example.a"],
              "routes": [\#(routes.joined(separator: ", "))] }
            """#
    }

    /// Links of each route's shape, and near misses: a segment more or less, a literal changed, a
    /// trailing slash, the query item there or not, a literal in another case.
    static func links(_ table: RouteTable, _ random: inout SeededGenerator) -> [String] {
        var paths: [[String]] = []
        for route in table.routes {
            var segments: [String] = []
            for segment in (route.path.variants.randomElement(using: &random) ?? route.path.variants[0]).segments {
                switch segment {
                case .literal(let text): segments.append(LinkRuntime.encode(text))
                case .parameter, .optional: segments.append(values.randomElement(using: &random) ?? "x")
                case .compound(let compound):
                    var text = compound.texts[0]
                    for next in compound.texts.dropFirst() { text += (compoundValues.randomElement(using: &random) ?? "x") + next }
                    segments.append(text)
                case .rest: segments += Array(repeating: "r", count: Int.random(in: 0...2, using: &random))
                }
            }
            paths.append(segments)
            paths.append(segments + ["x"])
            if !segments.isEmpty {
                paths.append(Array(segments.dropLast()))
                var changed = segments
                let position = Int.random(in: 0..<segments.count, using: &random)
                changed[position] = Bool.random(using: &random) ? "zz" : changed[position].uppercased()
                paths.append(changed)
            }
        }
        return paths.flatMap { segments -> [String] in
            let path = "/" + segments.joined(separator: "/")
            let slash = segments.isEmpty ? path : path + "/"
            // Doubled slashes: the parser skips empty segments, as Apple's slash rules do.
            let doubled = "/" + segments.joined(separator: "//") + "//"
            let fixed = ["?f=h", "?f=k&q=v", "?q=v&f=h&f=h", "?f=h&f=k", "?f"]
            return ([path, slash, path + "?q=v", slash + "?q=v&utm=1", doubled] + fixed.map { path + $0 })
                .map { "https://a.example.com" + $0 }
        }
    }

    /// Whether two routes with the same pattern in an AASA file (`/a/{x:Int}`, `/a/{y}`) differ in
    /// whether universal links open them.
    static func hasMixedShapes(_ table: RouteTable) -> Bool {
        let shapes = table.routes.flatMap { route in
            route.path.variants.map { variant in
                (variant.segments.map { segment -> String in
                    switch segment {
                    case .literal(let text): table.caseSensitive ? text : text.lowercased()
                    case .compound(let compound): compound.texts.map { table.caseSensitive ? $0 : $0.lowercased() }.joined(separator: "?*")
                    case .parameter, .optional: "?*"
                    case .rest: "*"
                    }
                } + route.fixedQuery.map { "?\($0.name)=\($0.value)" }, route.universalLink)
            }
        }
        return shapes.contains { shape in shapes.contains { $0.0 == shape.0 && $0.1 != shape.1 } }
    }

    @Test("the AASA file opens a link if and only if the parser's route for it is open to universal links, under every reading")
    func verdictEqualsShape() throws {
        var random = SeededGenerator(seed: 0x0AA5A)
        var manifests = 0
        var links = 0
        var opened = 0
        while manifests < 400 {
            let text = Self.manifest(&random)
            guard let table = Generator.routeTable(fromManifest: Array(text.utf8)).routeTable else { continue }  // e.g. two routes of one shape
            // Routes of one AASA shape that differ in verdict differ in types, which AASA cannot express.
            guard !Self.hasMixedShapes(table) else { continue }
            manifests += 1
            let file = try #require(GenerationPlan(table: table).associationFile)
            let matchers = AASAMatcher.Reading.all.map { AASAMatcher(file: file, reading: $0) }
            let shapes = LinkMatcher(table: table, checksTypes: false)
            for link in Self.links(table, &random) {
                // Non-ASCII literals fold case in the parser but not in Apple's byte patterns: out of scope.
                if !table.caseSensitive, link.contains("%C3%89") { continue }
                let match = shapes.match(url: link)
                let expected = match != nil
                links += 1
                if expected { opened += 1 }
                for (matcher, reading) in zip(matchers, AASAMatcher.Reading.all) {
                    let verdict = matcher.verdict(for: link, appID: "ABCDE12345.com.example.a")
                    // `//` is Apple's slash rules' to read: under the letter of a pattern, `?*` takes a
                    // `/`, so no file can agree with a parser that skips empty segments.
                    if !reading.appleSlashRules, link.dropFirst(8).contains("//") { continue }
                    #expect(verdict.opensApp == expected, "\(link) under \(reading): \(verdict.explanation)\n\(text)")
                    if verdict.opensApp != expected { return }
                    // The component that decides a route's link names that route in its comment.
                    if let match, let comment = verdict.component?.comment {
                        let name = table.routes[match.routeIndex].name
                        let named = comment.split(separator: ":")[0].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                        #expect(named.contains(name), "\(link) opens \(name), decided by \(comment)\n\(text)")
                        if !named.contains(name) { return }
                    }
                }
            }
        }
        // The property says something only if both answers are common.
        #expect(links > 20_000)
        #expect(opened > links / 5 && opened < links * 4 / 5, "\(opened) of \(links)")
    }
}
