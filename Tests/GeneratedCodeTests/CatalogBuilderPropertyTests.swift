import Foundation
import RouteGenCore
import RouteGenLinkRuntime
import RouteGenTestSupport
import Testing

/// The catalog page's link builder, typed random values: strings of reserved, non-ASCII and
/// combining characters, numbers in every form `Int(_:)` and `_double` read, UUIDs in either case,
/// and lists. Each link the page makes must open, with the compiled parser, the route with exactly
/// those values, and be exactly what the compiled printer prints for it. The builds are typed into
/// the fixture's one page load with every other test's (`CatalogFixturePage`).
@Suite("The catalog page's link builder: property", .enabled(if: Chromium.isAvailable, "needs Chromium (apt-get install chromium)"))
struct CatalogBuilderPropertyTests {
    /// Builds per route with values; each fixture's builds run in one page.
    static let buildsPerRoute = 12

    /// Fixtures with every parameter type and presence, compound and optional segments, and rest
    /// parameters, last or not.
    static let fixtures = ["lists-and-custom-types", "route-patterns", "rest-parameter", "custom-scheme-host", "precedence", "segments-before-value"]

    static let pieces = [
        "a", "Z", "0", "-", ".", "_", "~", " ", "/", "?", "#", "%", "%2F", "&", "=", "+", ";", ",", "'", "\"", "<",
        "é", "e\u{301}", "ß", "😀", "中", "\t", "@", ":", "[", "]", "!", "$", "(", ")", "*",
    ]

    static func string(_ random: inout SeededGenerator, nonEmpty: Bool) -> String {
        while true {
            let text = (0..<Int.random(in: 0...7, using: &random)).map { _ in pieces.randomElement(using: &random) ?? "" }.joined()
            if !nonEmpty || !text.isEmpty { return text }
        }
    }

    /// A value of `type` as a person might type it; nil for a type the test has no values of.
    static func typed(_ type: ParameterType, _ random: inout SeededGenerator, inPath: Bool) -> String? {
        switch type {
        case .string:
            // A whole path segment is neither `.` nor `..` (the page refuses those).
            while true {
                let text = string(&random, nonEmpty: inPath)
                if !inPath || (text != "." && text != "..") { return text }
            }
        case .int:
            let number = [0, 1, -1, .max, .min, Int.random(in: -1_000_000...1_000_000, using: &random)].randomElement(using: &random) ?? 0
            let sign = number >= 0 && Bool.random(using: &random) ? "+" : (number < 0 ? "-" : "")
            return sign + String(repeating: "0", count: Int.random(in: 0...2, using: &random)) + String(number.magnitude)
        case .double:
            let number = [
                0, -0.0, 1e-300, 1.5e300, .pi, -2.5, 1e16, 9.99e15, 1e-5, 0.0001, .leastNonzeroMagnitude, .greatestFiniteMagnitude,
                Double(bitPattern: UInt64.random(in: 0...0x7FEF_FFFF_FFFF_FFFF, using: &random)),
                Double.random(in: -1e6...1e6, using: &random),
            ].randomElement(using: &random) ?? 0
            // Swift's own form, C's `%.17g`, or with an upper-case `E`.
            return [
                "\(number)", String(format: "%.17g", number), String(format: "%.17g", number).uppercased(),
            ].randomElement(using: &random)
        case .bool: return ["true", "false", "1", "0"].randomElement(using: &random)
        case .uuid:
            // From the seeded generator, so that ROUTEGEN_SEED reproduces a run.
            let bytes = (0..<16).map { _ in String(UInt8.random(in: 0...255, using: &random), radix: 16, uppercase: true) }
                .map { $0.count == 1 ? "0" + $0 : $0 }
            let text = [0..<4, 4..<6, 6..<8, 8..<10, 10..<16].map { bytes[$0].joined() }.joined(separator: "-")
            return Bool.random(using: &random) ? text.lowercased() : text
        case .url:
            return ["https://example.com", "http://a.example.org/b%20c?d=e&f=g+h#i", "HTTPS://Example.com/~x/y.z"].randomElement(using: &random)
        case .custom("Tab"): return ["featured", "new", "sale"].randomElement(using: &random)
        case .custom, .value: return nil
        }
    }

    /// The field texts of one build: empty optional and defaulted fields now and then, lists of
    /// zero to three values.
    static func fieldTexts(_ template: LinkTemplate, _ random: inout SeededGenerator) -> [String]? {
        var texts: [String] = []
        for (index, parameter) in template.parameters.enumerated() {
            let inPath = template.path.contains { part in
                switch part {
                case .value(let value, _): value == index
                case .rest(let value, _, _): value == index
                case .compound(_, let values, _): values.contains(index)
                case .literal: false
                }
            }
            switch parameter.presence {
            case .required:
                guard let value = typed(parameter.type, &random, inPath: inPath) else { return nil }
                texts.append(value)
            case .defaulted(.expression(let expression)):
                // The page cannot evaluate the app's expression (`.featured`), so it writes any value
                // typed, where the printer leaves out the default: both links open the same value, and
                // the test types another one.
                guard var value = typed(parameter.type, &random, inPath: inPath) else { return nil }
                while "." + value == expression { value = typed(parameter.type, &random, inPath: inPath) ?? "" }
                texts.append(Int.random(in: 0..<3, using: &random) == 0 ? "" : value)
            case .optional, .defaulted:
                guard let value = typed(parameter.type, &random, inPath: inPath) else { return nil }
                texts.append(Int.random(in: 0..<3, using: &random) == 0 ? "" : value)
            case .list:
                var values: [String] = []
                for _ in 0..<Int.random(in: inPath ? 1...3 : 0...3, using: &random) {
                    guard let value = typed(parameter.type, &random, inPath: inPath) else { return nil }
                    values.append(value)
                }
                texts.append(values.joined(separator: "\n"))
            }
        }
        return texts
    }

    /// The run's seed: `ROUTEGEN_SEED`, else a fixed one.
    static let seed = ProcessInfo.processInfo.environment["ROUTEGEN_SEED"].flatMap(UInt64.init) ?? 0x43_C4

    /// `buildsPerRoute` random builds of every route with values in `fixture`'s page, but for
    /// routes that carry links (the printer tests cover those). ROUTEGEN_SEED=<n> reproduces one run.
    static func builds(_ fixture: String, _ plan: GenerationPlan) -> [CatalogProbe.Build] {
        var random = SeededGenerator(seed: seed ^ UInt64(fixture.utf8.count))
        var builds: [CatalogProbe.Build] = []
        for (index, (route, template)) in CatalogBrowserTests.templated(plan).enumerated()
        where !template.parameters.isEmpty && route.carriedLink == nil {
            for _ in 0..<buildsPerRoute {
                guard let texts = fieldTexts(template, &random) else { break }
                builds.append(.init(route: index, values: texts))
            }
        }
        return builds
    }

    @Test("random values typed into every route's form give the printer's link, which opens those values", arguments: fixtures)
    func randomValues(fixture: String) throws {
        let loaded = try CatalogFixturePage.load(fixture)
        try check(try CatalogBrowserTests.routeType(loaded.plan), loaded, fixture)
    }

    private func check<Route: FuzzedRoute>(_: Route.Type, _ loaded: CatalogFixturePage, _ fixture: String) throws {
        let routes = CatalogBrowserTests.templated(loaded.plan)
        let builds = loaded.builds(of: .property)
        #expect(!builds.isEmpty, "\(fixture)")
        var checked = 0
        var refused = 0
        for (typed, found) in builds {
            let build = (name: routes[typed.route].route.name, template: routes[typed.route].template, texts: typed.values)
            let context = "seed \(Self.seed) (ROUTEGEN_SEED=\(Self.seed)), \(fixture): \(build.name) with \(build.texts.map { $0.debugDescription })"
            if let opened = CatalogBrowserTests.emptyRestOpens(build.template, build.texts) {
                #expect(found.errors == ["at least one segment; with none, the link opens \(opened)"], "\(context)")
                continue
            }
            // A value another route takes: no link, and the route it would open named.
            if let message = CatalogBrowserTests.takenValue(build.template, build.texts, caseSensitive: loaded.plan.table.caseSensitive) {
                #expect(found.links.isEmpty && found.errors == [message], "\(context): \(found)")
                refused += 1
                continue
            }
            #expect(found.errors.isEmpty, "\(context): \(found.errors)")
            for (channel, link) in found.links {
                guard let url = URL(string: link), let opened = Route(url: url) else {
                    Issue.record("\(context): the page's \(channel) link \(link) opens nothing")
                    continue
                }
                let printed = channel == LinkChannel.universalLink.rawValue ? opened.universalLink : opened.customSchemeURL
                #expect(printed?.absoluteString == link, "\(context): the printer writes \(String(describing: printed))")
                #expect(String(String(describing: opened).prefix { $0 != "(" }) == build.name, "\(context): \(link) opens \(opened)")
                if let expected = CatalogBrowserTests.expectedValues(build.template, build.texts) {
                    for (value, wanted) in zip(CatalogBrowserTests.values(of: opened), expected) where wanted != nil {
                        #expect(value == wanted, "\(context): \(link) opens \(opened)")
                    }
                }
                checked += 1
            }
        }
        #expect(checked >= builds.count - refused, "\(fixture): \(checked) links for \(builds.count) builds")
        // A run whose every build was refused checked nothing.
        #expect(checked > 0, "\(fixture): no build gave a link")
    }
}
