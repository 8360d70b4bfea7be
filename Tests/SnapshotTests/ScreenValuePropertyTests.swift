import Foundation
import RouteGenCore
import RouteGenTestSupport
import Testing

/// For random manifests (``RandomManifest``) with screens no link opens and values no link carries,
/// compiled with their routers and run: every navigation drawn of their routes, values included,
/// survives `restorationData` → `restore(from:)` as far as it can be stored, and every route with a
/// link reads back from each link it prints and from its stored text.
///
/// What can be stored: every route but a screen without link that holds a value of a type declared
/// not `Codable`, which ends its stack there (and is not presented, nor what is inside it). A route
/// a link opens with such a value restores at its stand-in, which its saved bytes do not show. So the
/// property compares bytes: what the restored router saves again with what a router holding the
/// navigation cut there saves (`==` would not do, as it ignores a linked route's values no link
/// carries, which restoration must keep).
@Suite("Screens with values round-trip: property")
struct ScreenValuePropertyTests {
    /// Manifests in the one program the test compiles (each has an enum of its own), and the
    /// navigations drawn for each.
    static let manifestCount = 16
    static let navigationsPerManifest = 10

    /// What the program runs: each navigation's function prints `<manifest> <navigation> ok`, or
    /// what does not hold.
    static let driver = """
        import Foundation

        /// A route enum of the batch, through what every manifest generates. `optionalPath` is its
        /// `path`, which is optional only in an enum that has screens without links.
        protocol DrawnRoute: Hashable {
            init?(url: URL)
            init?(path: String)
            init?(storedText: String)
            var optionalPath: String? { get }
            var storedText: String { get }
            var universalLink: URL? { get }
            var customSchemeURL: URL? { get }
        }

        /// Each link a route with a link prints, and its stored text, reads back as the route.
        func checkLinked<Route: DrawnRoute>(_ route: Route) -> [String] {
            var failures: [String] = []
            if route.optionalPath == nil { failures.append("\\(route) has a link but no path") }
            if Route(storedText: route.storedText) != route {
                failures.append("\\(route) stores \\(route.storedText), which reads as \\(String(describing: Route(storedText: route.storedText)))")
            }
            for link in [route.universalLink, route.customSchemeURL].compactMap({ $0 }) where Route(url: link) != route {
                failures.append("\\(route) prints \\(link), which reads as \\(String(describing: Route(url: link)))")
            }
            return failures
        }

        /// A screen without link has no path and no links, is stored by its name, and no link opens it.
        func checkScreen<Route: DrawnRoute>(_ route: Route, name: String) -> [String] {
            var failures: [String] = []
            if route.optionalPath != nil || route.universalLink != nil || route.customSchemeURL != nil {
                failures.append("\\(route), a screen without link, prints a link")
            }
            if route.storedText != name { failures.append("\\(route) is stored as \\(route.storedText), not by its name") }
            for path in [name, "/" + name] where Route(path: path) != nil {
                failures.append("the path \\(path) opens \\(String(describing: Route(path: path)))")
            }
            return failures
        }

        @MainActor
        protocol Restorable: AnyObject {
            var restorationData: Data { get }
            func restore(from data: Data)
        }

        /// `original`'s saved navigation, restored in `fresh`, saves what `expected` saves.
        @MainActor
        func checkRestoration<Router: Restorable>(_ original: Router, expected: Router, fresh: Router) -> [String] {
            let saved = original.restorationData
            guard !saved.isEmpty else { return ["saves no data"] }
            fresh.restore(from: saved)
            let again = fresh.restorationData
            let wanted = expected.restorationData
            guard again != wanted else { return [] }
            let text = { (data: Data) in String(decoding: data, as: UTF8.self) }
            return ["saved \\(text(saved)), which restores as \\(text(again)), not \\(text(wanted))"]
        }

        func report(_ label: String, _ failures: [String]) {
            print(label + " " + (failures.isEmpty ? "ok" : failures.joined(separator: "; ")))
        }

        """

    @Test("every navigation of a random manifest's routes, values included, restores as far as it can be stored")
    func navigationsRestore() throws {
        // ROUTEGEN_SEED=<n> reproduces one run.
        let seed = ProcessInfo.processInfo.environment["ROUTEGEN_SEED"].flatMap(UInt64.init) ?? 0x5C_4EE7
        var random = SeededGenerator(seed: seed)
        let directory = try TemporaryDirectory()
        var sources: [URL] = []
        var manifests: [String] = []
        var functions: [String] = []
        var stats = Stats()
        while manifests.count < Self.manifestCount {
            let enumName = "R\(manifests.count)"
            let (manifest, _) = RandomManifest.files(enumName: enumName, using: &random, splits: false, generate: ["enum", "router"])
            let (files, diagnostics) = Generator.generate(fromManifest: Array(manifest.utf8))
            guard !diagnostics.hasErrors,
                let table = Generator.routeTable(fromManifest: Array(manifest.utf8), checksAssociationSamples: false).routeTable
            else {
                Issue.record("seed \(seed): validation refused a manifest meant to be valid:\n\(manifest)\n\(diagnostics.rendered(file: "\(enumName).json"))")
                manifests.append(manifest)
                continue
            }
            for file in files where file.name.hasSuffix(".swift") { sources.append(try directory.write(file.contents, to: file.name)) }
            for index in 0..<Self.navigationsPerManifest {
                let navigation = DrawnNavigation(table: table, using: &random)
                stats.count(navigation)
                functions.append(navigation.function(named: "check\(manifests.count)_\(index)", label: "\(manifests.count) \(index)"))
            }
            manifests.append(manifest)
        }
        let conformances = manifests.indices.flatMap { index in
            [
                "extension R\(index): DrawnRoute { var optionalPath: String? { path } }",
                "extension R\(index)Router: Restorable {}",
            ]
        }
        let calls = manifests.indices.flatMap { manifest in
            (0..<Self.navigationsPerManifest).map { "    check\(manifest)_\($0)()" }
        }
        let main = Self.driver + conformances.joined(separator: "\n") + "\n\n" + functions.joined(separator: "\n\n") + """


            MainActor.assumeIsolated {
            \(calls.joined(separator: "\n"))
            }

            """
        sources.append(try directory.write(main, to: "main.swift"))
        sources.append(try directory.write(RandomManifest.typesSource, to: "App.swift"))
        let program = directory.url.appendingPathComponent("navigations")
        // Without warnings: the program escapes every name, keyword or not.
        let build = try Toolchain.run(
            "swiftc", ["-swift-version", "6", "-suppress-warnings", "-package-name", "RandomApp", "-o", program.path] + sources.map(\.path))
        try #require(build.exitCode == 0, "seed \(seed): \(build.standardError.prefix(6_000))")
        let run = try Toolchain.run(program.path, [])
        try #require(run.exitCode == 0, "seed \(seed): \(run.standardError)")

        var failures = 0
        var checked = 0
        for line in run.standardOutput.split(separator: "\n") where failures < 5 {
            checked += 1
            let parts = line.split(separator: " ", maxSplits: 2).map(String.init)
            guard parts.count == 3, parts[2] != "ok", let manifest = Int(parts[0]) else { continue }
            failures += 1
            Issue.record("""
                seed \(seed) (ROUTEGEN_SEED=\(seed) swift test --filter ScreenValuePropertyTests), R\(manifest), \
                navigation \(parts[1]): \(parts[2])
                \(manifests[manifest])
                """)
        }
        #expect(checked == Self.manifestCount * Self.navigationsPerManifest, "the program ran every navigation")
        // The property says something only if the navigations hold what it is about, often.
        let total = checked
        #expect(stats.restoredScreens > total / 4, "\(stats.restoredScreens) screens without links restored")
        #expect(stats.restoredValues > total / 4, "\(stats.restoredValues) routes restored with values no link carries")
        #expect(stats.linkedWithValues > total / 10, "\(stats.linkedWithValues) routes with links and values")
        #expect(stats.cut > total / 20, "\(stats.cut) navigations cut at a value that is not Codable")
        #expect(stats.presentedInside > total / 10, "\(stats.presentedInside) navigations with a stack inside a presentation")
    }

    /// How often the drawn navigations hold what the property is about.
    struct Stats {
        /// Screens without links in the navigations as restored.
        var restoredScreens = 0
        /// Routes with values no link carries in the navigations as restored.
        var restoredValues = 0
        /// Routes with a link that hold values no link carries.
        var linkedWithValues = 0
        /// Navigations that restoration cuts short.
        var cut = 0
        /// Navigations with routes pushed inside a presentation, as restored.
        var presentedInside = 0

        mutating func count(_ navigation: DrawnNavigation) {
            let restored = navigation.restored.flatMap { $0.path + ($0.presented.map { [$0.route] } ?? []) }
            restoredScreens += restored.filter { !$0.route.opensFromLinks }.count
            restoredValues += restored.filter { !$0.route.values.isEmpty }.count
            linkedWithValues += navigation.levels.flatMap(\.path).filter { $0.route.opensFromLinks && !$0.route.values.isEmpty }.count
            if navigation.restored != navigation.levels { cut += 1 }
            if navigation.restored.count > 1, !navigation.restored[1].path.isEmpty { presentedInside += 1 }
        }
    }
}

/// One navigation of a manifest's routes, drawn: each level's stack and what it presents, up to three
/// levels, every route with values.
struct DrawnNavigation {
    /// A route with its values, as Swift.
    struct DrawnRoute: Equatable {
        var route: Route
        var expression: String
        /// Whether restoration brings it back: not a screen without link holding a value that is not Codable.
        var isRestorable: Bool

        static func == (lhs: DrawnRoute, rhs: DrawnRoute) -> Bool { lhs.expression == rhs.expression }
    }

    /// One router's navigation: its path, and what it presents, as a sheet or a cover.
    struct Level: Equatable {
        var path: [DrawnRoute]
        var presented: (route: DrawnRoute, isCover: Bool)?

        static func == (lhs: Level, rhs: Level) -> Bool {
            lhs.path == rhs.path && lhs.presented?.route == rhs.presented?.route && lhs.presented?.isCover == rhs.presented?.isCover
        }
    }

    let enumName: String
    let routes: [Route]

    /// The navigation, level by level: the root router's, then its presentation's, and so on.
    var levels: [Level] = []

    /// The navigation as restoration brings it back: each stack up to its first route that cannot be
    /// stored, and a presentation that cannot be stored not presented, nor what is inside it.
    var restored: [Level] {
        var restored: [Level] = []
        for level in levels {
            let path = Array(level.path.prefix(while: \.isRestorable))
            let presented = level.presented.flatMap { $0.route.isRestorable ? $0 : nil }
            restored.append(Level(path: path, presented: presented))
            if presented == nil { break }
        }
        return restored
    }

    init(table: RouteTable, using random: inout SeededGenerator) {
        enumName = table.enumName
        routes = table.routes
        let depth = Int.random(in: 1...3, using: &random)
        for index in 0..<depth {
            // The routes of a stack: most with a link, as people reach most screens.
            let path = (0..<Int.random(in: 0...4, using: &random)).map { _ in draw(using: &random) }
            let presents = index < depth - 1
            levels.append(Level(path: path, presented: presents ? (draw(using: &random), Bool.random(using: &random)) : nil))
        }
    }

    /// A route of the manifest with values for its case.
    private func draw(using random: inout SeededGenerator) -> DrawnRoute {
        let route = routes.randomElement(using: &random) ?? routes[0]
        var arguments: [String] = []
        for parameter in route.parameters {
            let isLinkValue = route.linkParameters.contains { $0.name == parameter.name }
            // A value with a stand-in: left to it now and then, which the case's declaration fills in.
            if parameter.hasStandIn, Int.random(in: 0..<3, using: &random) == 0 { continue }
            arguments.append("`\(parameter.name)`: " + Self.value(of: parameter, inLink: isLinkValue, using: &random))
        }
        // `.home()` for a case whose values all took their stand-ins: `.home` would be its function.
        let expression = "\(enumName).`\(route.name)`" + (route.parameters.isEmpty ? "" : "(" + arguments.joined(separator: ", ") + ")")
        let storesEveryValue = route.values.allSatisfy { parameter in
            guard case .value(let type) = parameter.type else { return true }
            return type.isCodable
        }
        return DrawnRoute(route: route, expression: expression, isRestorable: route.opensFromLinks || storesEveryValue)
    }

    /// A value of `parameter`'s type as Swift: of those a link carries, one it carries back as it is.
    private static func value(of parameter: Parameter, inLink: Bool, using random: inout SeededGenerator) -> String {
        let one = element(of: parameter.type, inLink: inLink, using: &random)
        switch parameter.presence {
        case .required, .defaulted: return one
        case .optional: return Bool.random(using: &random) ? one : "nil"
        case .list: return "[" + (0..<Int.random(in: 1...3, using: &random)).map { _ in element(of: parameter.type, inLink: inLink, using: &random) }.joined(separator: ", ") + "]"
        }
    }

    private static func element(of type: ParameterType, inLink: Bool, using random: inout SeededGenerator) -> String {
        let choice = Int.random(in: 0..<2, using: &random)
        switch type {
        case .string: return inLink ? ["\"a b\"", "\"caf\\u{E9}\""][choice] : ["\"draft \\\"two\\\"\"", "\"\""][choice]
        case .int: return ["7", "-2"][choice]
        case .double: return ["0.5", "12.0"][choice]
        case .bool: return ["true", "false"][choice]
        case .uuid: return #"UUID(uuidString: "9F1C7E62-2A4B-4B8E-9C3D-0E5F6A7B8C9D")!"#
        case .url: return [#"URL(string: "https://example.com/a?b=c")!"#, #"URL(string: "https://example.org/")!"#][choice]
        case .custom: return [".recent", ".a"][choice]
        case .value(let valueType):
            switch valueType.name {
            case "Note": return [#"Note(text: "n")"#, #"Note(text: "")"#][choice]
            case "Kit.Card": return [#"Kit.Card(number: 3, tags: ["x", "y"])"#, "Kit.Card(number: 0, tags: [])"][choice]
            default: return ["Picture(bytes: [1, 2])", "Picture(bytes: [])"][choice]
            }
        }
    }

    /// A function of the program that builds the navigation, and the navigation cut where restoration
    /// cuts it, and reports what does not hold.
    func function(named name: String, label: String) -> String {
        let router = enumName + "Router"
        var lines = ["@MainActor", "func \(name)() {", "    var failures: [String] = []"]
        /// Statements that give `variable` the navigation of `levels`.
        func build(_ variable: String, _ levels: [Level]) {
            lines.append("    let \(variable) = \(router)()")
            var level = variable
            for navigation in levels {
                lines.append("    \(level).path = [\(navigation.path.map(\.expression).joined(separator: ", "))]")
                guard let (presented, isCover) = navigation.presented else { break }
                lines.append("    \(level).\(isCover ? "fullScreenCover" : "sheet") = \(presented.expression)")
                level += ".presentedRouter!"
            }
        }
        build("original", levels)
        build("expected", restored)
        lines.append("    failures += checkRestoration(original, expected: expected, fresh: \(router)())")
        for drawn in levels.flatMap({ $0.path + ($0.presented.map { [$0.route] } ?? []) }) {
            lines.append(
                drawn.route.opensFromLinks
                    ? "    failures += checkLinked(\(drawn.expression))"
                    : "    failures += checkScreen(\(drawn.expression), name: \"\(drawn.route.name)\")")
        }
        lines.append("    report(\"\(label)\", failures)")
        lines.append("}")
        return lines.joined(separator: "\n")
    }
}
