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
        let hosts = RandomPatternManifest.linkHosts(table).map { "https://" + $0 }
        return RandomPatternManifest.paths(table, &random).flatMap { segments -> [String] in
            let path = "/" + segments.joined(separator: "/")
            let slash = segments.isEmpty ? path : path + "/"
            // Doubled slashes: the parser skips empty segments, as Apple's slash rules do.
            let doubled = "/" + segments.joined(separator: "//") + "//"
            let fixed = ["?f=h", "?f=k&q=v", "?q=v&f=h&f=h", "?f=h&f=k", "?f", "?t=v", "?t=v&q=w", "?q=v&f=h&t=w", "?t="]
            let presence = ["?token=p", "?q=v&token=p", "?f=h&q=v&t=w&token=p", "?token="]
            // What routes that carry a link read: a path, a full link, nothing.
            let carried = ["?next=%2Fa", "?next=/a/b", "#/a", "#https://a.example.com/a", "?next=", "#"]
            // What routes that read their items from the fragment read.
            let fragment = ["#q=v", "#t=v&q=w", "#x=1"]
            let links = [path, slash, path + "?q=v", slash + "?q=v&utm=1", doubled] + (fixed + presence + carried + fragment).map { path + $0 }
            return links.map { (hosts.randomElement(using: &random) ?? "https://a.example.com") + $0 }
        }
    }

    /// Whether two routes with the same pattern and query items in an AASA file (`/a/{x:Int}`,
    /// `/a/{y}`) differ in whether universal links open them.
    static func hasMixedShapes(_ table: RouteTable) -> Bool {
        table.hostGroups.contains { hosts in hasMixedShapes(table.associationRoutes(onHost: hosts.first), table) }
    }

    /// `hasMixedShapes` of the routes one AASA file decides.
    static func hasMixedShapes(_ routes: [Route], _ table: RouteTable) -> Bool {
        let shapes = routes.flatMap { route in
            route.path.variants.map { variant in
                (variant.segments.map { segment -> String in
                    switch segment {
                    case .literal(let text): table.caseSensitive ? text : text.lowercased()
                    case .compound(let compound): compound.texts.map { table.caseSensitive ? $0 : $0.lowercased() }.joined(separator: "?*")
                    case .parameter, .optional: "?*"
                    case .rest: "*"
                    }
                } + route.fixedQuery.map { "?\($0.name)=\($0.value)" } + route.presenceConditions.sorted().map { "?\($0)" },
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
        var differingByHost = 0
        var carrying = 0
        var nestedWildcards = 0
        var roundTwo = 0
        var openedRestInside = 0
        var anyHost = 0
        var anyHostLinks = 0
        while manifests < 400 {
            // Half with the link shapes: routes on some hosts, a route per channel, routes that carry links.
            let withShapes = manifests.isMultiple(of: 2)
            let text = RandomPatternManifest.make(&random, schemes: withShapes, shapes: withShapes)
            guard let table = Generator.routeTable(fromManifest: Array(text.utf8)).routeTable else { continue }  // e.g. two routes of one shape
            // Routes of one AASA shape that differ in verdict differ in types, which AASA cannot express.
            guard !Self.hasMixedShapes(table) else { continue }
            manifests += 1
            if Self.hasRoutesChosenByPresence(table) { chosenByPresence += 1 }
            if !table.carriers.isEmpty { carrying += 1 }
            // Routes only a carrier opens, items in the fragment, decoding first, kept empty segments.
            if table.routes.contains(where: { $0.isCarriedOnly || !$0.reading.isEmpty })
                || table.carriers.contains(where: \.carriesPath)
            {
                roundTwo += 1
            }
            if table.hasAnyHostRoutes { anyHost += 1 }
            // One file per group of hosts, when routes differ by host: each link meets its host's.
            let files = GenerationPlan(table: table).associationFiles
            let matchersByHost = Dictionary(uniqueKeysWithValues: files.flatMap { file in
                let matchers = AASAMatcher.Reading.all.map { AASAMatcher(file: file.file, reading: $0) }
                return file.hosts.map { ($0, matchers) }
            })
            if files.count > 1 { differingByHost += 1 }
            if files.count > 1, table.hosts == RandomPatternManifest.shapeHostSets[1] { nestedWildcards += 1 }
            let shapes = LinkMatcher(table: table, checksTypes: false)
            // The file a link meets is its host's entry's, which the test knows as the manifest's
            // author: not the parser's to say (nested wildcards once met the outer one's file).
            let entryOfLinkHost = Dictionary(uniqueKeysWithValues: zip(RandomPatternManifest.linkHosts(table), table.hosts))
            for link in Self.links(table, &random) {
                let host = String(link.dropFirst("https://".count).prefix { !"/?#".contains($0) })
                let matchers = try #require(matchersByHost[entryOfLinkHost[host] ?? ""])
                // Non-ASCII literals fold case in the parser but not in Apple's byte patterns: out of scope.
                if !table.caseSensitive, link.contains("%C3%89") { continue }
                let match = shapes.match(url: link)
                let expected = match != nil
                links += 1
                // A link only a route on any host takes, in the app: the file must not open the app for it.
                if !expected, shapes.match(inAppURL: link)?.channel == .inApp { anyHostLinks += 1 }
                if expected { opened += 1 }
                if let match, table.linkRoutes[match.routeIndex].path.variants.contains(where: { $0.restInside != nil }) {
                    openedRestInside += 1
                }
                for (matcher, reading) in zip(matchers, AASAMatcher.Reading.all) {
                    let verdict = matcher.verdict(for: link, appID: "ABCDE12345.com.example.a")
                    // `//` is Apple's slash rules' to read: under the letter of a pattern, `?*` takes a
                    // `/`, so no file can agree with a parser that skips empty segments.
                    if !reading.appleSlashRules, link.dropFirst(8).contains("//") { continue }
                    #expect(verdict.opensApp == expected, "\(link) under \(reading): \(verdict.explanation)\n\(text)")
                    if verdict.opensApp != expected { return }
                    // The component that decides a route's link names that route in its comment.
                    if let match, let comment = verdict.component?.comment {
                        let name = table.linkRoutes[match.routeIndex].name
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
        // And routes on some hosts only, and routes that carry links.
        #expect(differingByHost > 40, "\(differingByHost) of \(manifests)")
        #expect(carrying > 60, "\(carrying) of \(manifests)")
        // And routes on a wildcard nested in another, whose links meet the nested one's file.
        #expect(nestedWildcards > 20, "\(nestedWildcards) of \(manifests)")
        // And the shapes of round two.
        #expect(roundTwo > 80, "\(roundTwo) of \(manifests)")
        // And links that a rest parameter that is not last opens.
        #expect(openedRestInside > 500, "\(openedRestInside) of \(opened)")
        // And routes on any host, whose links the file leaves to the browser unless the app's own route takes them.
        #expect(anyHost > 60, "\(anyHost) of \(manifests)")
        #expect(anyHostLinks > 1_000, "\(anyHostLinks) of \(links)")
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
