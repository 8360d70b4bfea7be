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
    /// Links of each route's shape and near misses (`RandomPatternManifest.paths`), each with and
    /// without a trailing slash, with doubled slashes, and with the query item there or not.
    static func links(_ table: RouteTable, _ random: inout SeededGenerator) -> [String] {
        RandomPatternManifest.paths(table, &random).flatMap { segments -> [String] in
            let path = "/" + segments.joined(separator: "/")
            let slash = segments.isEmpty ? path : path + "/"
            // Doubled slashes: the parser skips empty segments, as Apple's slash rules do.
            let doubled = "/" + segments.joined(separator: "//") + "//"
            let fixed = ["?f=h", "?f=k&q=v", "?q=v&f=h&f=h", "?f=h&f=k", "?f", "?t=v", "?t=v&q=w", "?q=v&f=h&t=w", "?t="]
            let presence = ["?token=p", "?q=v&token=p", "?f=h&q=v&t=w&token=p", "?token="]
            return ([path, slash, path + "?q=v", slash + "?q=v&utm=1", doubled] + (fixed + presence).map { path + $0 })
                .map { "https://a.example.com" + $0 }
        }
    }

    /// Whether two routes with the same pattern and query items in an AASA file (`/a/{x:Int}`,
    /// `/a/{y}`) differ in whether universal links open them.
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
                } + route.fixedQuery.map { "?\($0.name)=\($0.value)" } + route.requiredItemNames.sorted().map { "?\($0)" },
                 route.universalLink)
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
        var chosenByPresence = 0
        while manifests < 400 {
            let text = RandomPatternManifest.make(&random)
            guard let table = Generator.routeTable(fromManifest: Array(text.utf8)).routeTable else { continue }  // e.g. two routes of one shape
            // Routes of one AASA shape that differ in verdict differ in types, which AASA cannot express.
            guard !Self.hasMixedShapes(table) else { continue }
            manifests += 1
            if Self.hasRoutesChosenByPresence(table) { chosenByPresence += 1 }
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
        // And only if it meets routes of one path that required items choose, of both verdicts.
        #expect(chosenByPresence > 20, "\(chosenByPresence) of \(manifests)")
    }

    /// Whether two routes of one path differ in their required query items and in whether
    /// universal links open them (`/p/{id}?token` closed beside `/p/{id}` open).
    static func hasRoutesChosenByPresence(_ table: RouteTable) -> Bool {
        table.routes.contains { route in
            table.routes.contains { other in
                other.path.description == route.path.description && other.universalLink != route.universalLink
                    && other.requiredItemNames.sorted() != route.requiredItemNames.sorted()
            }
        }
    }
}
