import Foundation
import RouteGenCore
import RouteGenLinkRuntime
import RouteGenTestSupport
import Testing

/// For random manifests with universal links and a custom scheme, compiled and run: every link a
/// generated parser opens, on any channel, prints back (path, universal link, custom-scheme link)
/// to links that open the same value, and the model (`LinkMatcher`) opens the same route.
///
/// The links are of the routes' shapes, with values that are the manifest's literals in another
/// case, in every custom-scheme form: `social://items/1` (the first segment in the host's place,
/// where it compares without case), `social:///items/1` and `social:items/1`. The manifests often
/// start a route with a value (`/{first}`) beside routes that start with a literal, so a printer
/// that wrote a value where the host's case rule reads it as that literal is caught on every run.
///
/// Routes may hold values no link carries, which links open at their stand-ins and printing leaves
/// out; and a screen no link opens may be among them, whose name, as a path or a link, opens nothing.
///
/// A manifest with a route on any host is also read as links tapped in the app (`init(inAppURL:)`)
/// on another host, on `http` and on the app's own host, and its in-app link (`inAppURL`) must
/// open the same value.
@Suite("Links round-trip: property")
struct LinkRoundTripPropertyTests {
    /// Manifests in the one program the test compiles (each has an enum of its own).
    static let manifestCount = 40

    /// What the program does with each line of its input, `<enum index> <link>`: prints the route
    /// the parser opens (or `-`), then a tab and what does not hold, if anything.
    static let driver = """
        import Foundation

        protocol RoundTripped: Hashable {
            static func stack(for url: URL) -> [Self]?
            init?(url: URL)
            init?(path: String)
            init?(storedText: String)
            var storedText: String { get }
            var universalLink: URL? { get }
            var customSchemeURL: URL? { get }
        }

        /// The route's case name, and what does not hold for the link.
        func check<Route: RoundTripped>(_: Route.Type, _ link: String) -> String {
            guard let url = URL(string: link), let route = Route(url: url) else {
                return link.hasPrefix("/") ? check(path: link, Route.self) : "-"
            }
            var failures: [String] = []
            if Route.stack(for: url)?.last != route { failures.append("stack(for:) does not end in \\(route)") }
            failures += roundTrip(route)
            return caseName(route) + (failures.isEmpty ? "" : "\\t" + failures.joined(separator: "; "))
        }

        func check<Route: RoundTripped>(path: String, _: Route.Type) -> String {
            guard let route = Route(path: path) else { return "-" }
            let failures = roundTrip(route)
            return caseName(route) + (failures.isEmpty ? "" : "\\t" + failures.joined(separator: "; "))
        }

        /// Every link printed for `route` opens `route`, and its stored text reads back as it.
        func roundTrip<Route: RoundTripped>(_ route: Route) -> [String] {
            var failures: [String] = []
            if Route(storedText: route.storedText) != route {
                failures.append("\\(route) stores \\(route.storedText), which reads as \\(String(describing: Route(storedText: route.storedText)))")
            }
            for link in [route.universalLink, route.customSchemeURL].compactMap({ $0 }) where Route(url: link) != route {
                failures.append("\\(route) prints \\(link), which reads as \\(String(describing: Route(url: link)))")
            }
            return failures
        }

        protocol InAppRoundTripped: RoundTripped {
            init?(inAppURL: URL)
            var inAppURL: URL? { get }
        }

        /// The route of a link tapped in the app, and what does not hold: its in-app link opens it too.
        func checkInApp<Route: InAppRoundTripped>(_: Route.Type, _ link: String) -> String {
            guard let url = URL(string: link), let route = Route(inAppURL: url) else { return "-" }
            var failures = roundTrip(route)
            if let printed = route.inAppURL, Route(inAppURL: printed) != route {
                failures.append("\\(route) prints \\(printed) in the app, which reads as \\(String(describing: Route(inAppURL: printed)))")
            }
            return caseName(route) + (failures.isEmpty ? "" : "\\t" + failures.joined(separator: "; "))
        }

        func caseName<Route>(_ route: Route) -> String {
            String(String(describing: route).prefix { $0 != "(" })
        }

        """

    @Test("every link a random manifest's parser opens, on any channel, prints back to links that open the same value")
    func linksRoundTrip() throws {
        // ROUTEGEN_SEED=<n> reproduces one run.
        let seed = ProcessInfo.processInfo.environment["ROUTEGEN_SEED"].flatMap(UInt64.init) ?? 0x11_4C
        var random = SeededGenerator(seed: seed)
        var manifests: [String] = []
        var models: [LinkMatcher] = []
        var inputs: [(manifest: Int, link: String, inApp: Bool)] = []
        var inAppManifests: Set<Int> = []
        var screenNames = 0
        while manifests.count < Self.manifestCount {
            let enumName = "R\(manifests.count)"
            let text = RandomPatternManifest.make(&random, enumName: enumName, generate: ["enum"], schemes: true, shapes: true)
            guard let table = Generator.routeTable(fromManifest: Array(text.utf8)).routeTable else { continue }
            let values = RandomPatternManifest.values + RandomPatternManifest.foldedLiterals
            // The literals that start a route, in another case: a value there opens a route that
            // starts with a value, and the host's case rule reads that same text as the literal.
            let firstLiterals = table.routes.compactMap { route -> String? in
                guard case .literal(let text)? = route.path.segments.first, text.contains(where: \.isLetter) else { return nil }
                return LinkRuntime.encode(text)
            }
            let shapes = RandomPatternManifest.paths(table, &random, values: values)
            for segments in shapes {
                var paths = [segments]
                if !segments.isEmpty, let literal = firstLiterals.randomElement(using: &random) {
                    let folded = Bool.random(using: &random) ? literal.uppercased() : literal.prefix(1).uppercased() + literal.dropFirst()
                    paths.append([folded] + segments.dropFirst())
                }
                // What a route that carries a link finds: a path that opens a route, mostly, as a
                // path or as a universal link.
                let model = LinkMatcher(table: table)
                let candidates = (0..<12).map { _ in "/" + (shapes.randomElement(using: &random) ?? []).joined(separator: "/") }
                let carried = candidates.first { model.match(path: $0) != nil } ?? candidates[0]
                inputs += paths.flatMap { Self.links($0, table: table, carrying: carried, &random) }.map { (manifests.count, $0, false) }
                if table.hasAnyHostRoutes {
                    inputs += Self.inAppLinks(segments, table: table, &random).map { (manifests.count, $0, true) }
                }
            }
            // A screen no link opens: its name, as a path and on every channel, opens nothing. Drawn
            // apart, so that the seed's other links stay as they were.
            var named = random.fork()
            for route in table.routes where !route.opensFromLinks {
                inputs += Self.links([route.name], table: table, carrying: "/", &named).map { (manifests.count, $0, false) }
                screenNames += 1
            }
            if table.hasAnyHostRoutes { inAppManifests.insert(manifests.count) }
            manifests.append(text)
            models.append(LinkMatcher(table: table))
        }

        let directory = try TemporaryDirectory()
        var sources: [URL] = []
        for (index, manifest) in manifests.enumerated() {
            let (files, diagnostics) = Generator.generate(fromManifest: Array(manifest.utf8))
            try #require(!diagnostics.hasErrors, "\(diagnostics.rendered(file: "R\(index).json"))")
            for file in files where file.name.hasSuffix(".swift") { sources.append(try directory.write(file.contents, to: file.name)) }
        }
        let conformances = manifests.indices.map { "extension R\($0): \(inAppManifests.contains($0) ? "InAppRoundTripped" : "RoundTripped") {}" }
        // An in-app link's line is its manifest's index plus `inAppLine`.
        let dispatch = manifests.indices.map { "case \($0): print(check(R\($0).self, link))" }
            + inAppManifests.sorted().map { "case \(Self.inAppLine + $0): print(checkInApp(R\($0).self, link))" }
        let main = Self.driver + conformances.joined(separator: "\n") + """

            while let line = readLine() {
                guard let space = line.firstIndex(of: " "), let index = Int(line[..<space]) else { continue }
                let link = String(line[line.index(after: space)...])
                switch index {
                \(dispatch.joined(separator: "\n    "))
                default: print("-")
                }
            }

            """
        sources.append(try directory.write(main, to: "main.swift"))
        let program = directory.url.appendingPathComponent("links")
        let build = try Toolchain.run("swiftc", ["-swift-version", "6", "-o", program.path] + sources.map(\.path))
        try #require(build.exitCode == 0, "\(build.standardError.prefix(6_000))")

        try directory.write(inputs.map { "\($0.manifest + ($0.inApp ? Self.inAppLine : 0)) \($0.link)\n" }.joined(), to: "links.txt")
        let run = try Toolchain.run("sh", ["-c", "'\(program.path)' < links.txt"], in: directory.url)
        try #require(run.exitCode == 0, "\(run.standardError)")
        let answers = run.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        try #require(answers.count >= inputs.count)

        var opened = 0
        var openedOnScheme = 0
        var openedCarried = 0
        var openedRestInside = 0
        var openedOnAnyHost = 0
        var openedWithValues = 0
        var failures = 0
        for ((manifest, link, inApp), answer) in zip(inputs, answers) where failures < 5 {
            let parts = answer.split(separator: "\t", maxSplits: 1).map(String.init)
            let parsed = parts[0] == "-" ? nil : parts[0]
            if parsed != nil { opened += 1 }
            if parsed != nil, link.hasPrefix(RandomPatternManifest.scheme) { openedOnScheme += 1 }
            if parsed != nil, !inApp, models[manifest].match(url: link)?.carriedBy.isEmpty == false { openedCarried += 1 }
            let model = models[manifest]
            let modelled = inApp ? model.match(inAppURL: link) : link.hasPrefix("/") ? model.match(path: link) : model.match(url: link)
            if modelled?.channel == .inApp { openedOnAnyHost += 1 }
            if let modelled, parsed != nil, !model.table.routes[modelled.routeIndex].values.isEmpty { openedWithValues += 1 }
            let expected = modelled.map { model.table.routes[$0.routeIndex].name }
            if let modelled, parsed != nil, model.table.routes[modelled.routeIndex].path.variants.contains(where: { $0.restInside != nil }) {
                openedRestInside += 1
            }
            if parts.count > 1 || parsed != expected {
                failures += 1
                Issue.record("""
                    seed \(seed) (ROUTEGEN_SEED=\(seed) swift test --filter LinkRoundTripPropertyTests), R\(manifest): \
                    \(link)\(inApp ? " (in the app)" : "") opens \(parsed ?? "nothing"), the model \(expected ?? "nothing")\
                    \(parts.count > 1 ? "; " + parts[1] : "")
                    \(manifests[manifest])
                    """)
            }
        }
        // The property says something only if links open routes often, many on the custom scheme.
        #expect(inputs.count > 3_000)
        #expect(opened > inputs.count / 10, "\(opened) of \(inputs.count)")
        #expect(openedOnScheme > opened / 3, "\(openedOnScheme) of \(opened)")
        #expect(openedCarried > 20, "\(openedCarried) opened through a route that carries a link")
        #expect(openedRestInside > 50, "\(openedRestInside) opened a route whose rest parameter is not last")
        #expect(openedOnAnyHost > 100, "\(openedOnAnyHost) opened a route on any host, in the app")
        #expect(openedWithValues > 100, "\(openedWithValues) opened a route that holds values no link carries")
        #expect(screenNames > 2, "\(screenNames) screens without links, whose names must open nothing")
    }

    /// Added to a manifest's index in an input line: the link is read as tapped in the app.
    static let inAppLine = 1_000

    /// The links of one path tapped in the app: on a host the manifest does not list, on `http` on
    /// its own host, and as its own universal link, with a query or not.
    static func inAppLinks(_ segments: [String], table: RouteTable, _ random: inout SeededGenerator) -> [String] {
        let path = "/" + segments.joined(separator: "/")
        let host = RandomPatternManifest.linkHosts(table)[0]
        let query = ["", "?q=v", "?f=h", "?q=v&t=w"].randomElement(using: &random) ?? ""
        let foreign = Bool.random(using: &random) ? RandomPatternManifest.foreignHost : RandomPatternManifest.foreignHost.uppercased()
        return ["https://\(foreign)", "http://\(host)", "https://\(host)"].map { $0 + path + query }
    }

    /// The links of one path: as a path, a universal link, and each custom-scheme form, the first
    /// segment in the host's place in its own case and in another.
    static func links(_ segments: [String], table: RouteTable, carrying carried: String, _ random: inout SeededGenerator) -> [String] {
        let path = "/" + segments.joined(separator: "/")
        let scheme = RandomPatternManifest.scheme
        let hosts = RandomPatternManifest.linkHosts(table)
        var links = [path, "https://\(hosts[0])" + path, "\(scheme)://" + path, "\(scheme):" + path.dropFirst()]
        // Routes on some hosts only are on the second host.
        for host in hosts.dropFirst() { links.append("https://\(host)" + path) }
        if let host = table.schemes.first?.host {
            links.append("\(scheme)://\(host)" + path)
        } else {
            links.append("\(scheme)://" + path.dropFirst())
            if let first = segments.first {
                // The first segment in another case: the host's rule reads it without case.
                let folded = Bool.random(using: &random) ? first.uppercased() : first.prefix(1).uppercased() + first.dropFirst()
                links.append("\(scheme)://" + ([folded] + segments.dropFirst()).joined(separator: "/"))
            }
        }
        let item = RandomPatternManifest.carriedItem
        let full = Bool.random(using: &random) ? "https://" + (hosts.randomElement(using: &random) ?? "a.example.com") : ""
        let queries = [
            "", "?f=h", "?q=v&f=k", "?t=v", "?q=v&t=w",
            "?\(item)=" + LinkRuntime.encode(full + carried), "#" + full + carried, "?\(item)=%2F%2Fevil.com" + carried,
            // Items in the fragment, for the routes that read them there.
            "#q=v", "#q=v&t=w",
        ]
        // The routes that carry a link end in `go`: they get one, or one that opens nothing.
        let query = segments.last == "go" ? queries[5...7].randomElement(using: &random) ?? "" : queries.randomElement(using: &random) ?? ""
        return links.map { $0 + query }
    }
}
