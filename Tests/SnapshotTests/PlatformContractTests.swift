import Foundation
import RouteGenCore
import RouteGenTestSupport
import Testing

/// What Xcode will compile, checked on Linux (DESIGN.md, "Platform contract"):
///
/// - **Availability.** Every snapshot and the example app compile against the SwiftUI stand-in
///   with Apple's documented availability enforced, for each Apple platform at SwiftUI's lowest
///   deployment target (``AppleAvailability``): a declaration that uses an API outside a context
///   that guarantees it (`@available` or `if #available`) fails, and so does a deprecated API
///   outside the fallback of an `if #available` for its replacement.
/// - **Isolation.** The same code type-checks with no warning under both module defaults: Swift 6's
///   `nonisolated`, and Xcode 26's `-default-isolation MainActor` with the approachable-concurrency
///   features; a probe uses the values from `nonisolated` async code and a `Sendable` struct.
/// - **What needs nothing.** The value layer carries no `@available`: it works wherever Foundation does.
@Suite("Platform contract")
struct PlatformContractTests {
    /// Xcode 26's defaults for a new app target: main-actor isolation and "approachable concurrency".
    static let mainActorDefaults = [
        "-default-isolation", "MainActor",
        "-enable-upcoming-feature", "InferIsolatedConformances",
        "-enable-upcoming-feature", "NonisolatedNonsendingByDefault",
    ]

    static let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__")

    /// Every snapshot's Swift source, by path below `__Snapshots__`.
    static func snapshotFiles() throws -> [URL] {
        try FileManager.default.subpathsOfDirectory(atPath: snapshots.path)
            .filter { $0.hasSuffix(".swift") }.sorted()
            .map { snapshots.appendingPathComponent($0) }
    }

    /// What the fixtures' apps provide: views and the custom type of one fixture.
    static let appFiles = ["ShopViews.swift", "StoreViews.swift", "Tab.swift", "GuardedViewControllers.swift", "AppModels.swift", "IceCubesModels.swift"].map {
        RepositoryPaths.file("Tests/GeneratedCodeTests/\($0)")
    }

    static let exampleApp = RepositoryPaths.file("Examples/ShopApp/ShopApp")

    static func exampleAppFiles() throws -> [URL] {
        try FileManager.default.subpathsOfDirectory(atPath: exampleApp.path)
            .filter { $0.hasSuffix(".swift") }.sorted()
            .map { exampleApp.appendingPathComponent($0) }
    }

    // MARK: Availability

    @Test("every snapshot uses each SwiftUI API only where its availability is guaranteed, on every Apple platform",
          arguments: AppleAvailability.Platform.allCases)
    func snapshotAvailability(platform: AppleAvailability.Platform) throws {
        // One fixture's app has a custom type named `Tab`; here it would be one module with
        // SwiftUI's `Tab`, so it gets another name (only in this check).
        let sources = try (Self.snapshotFiles() + Self.appFiles).map { file in
            let text = try String(contentsOf: file, encoding: .utf8)
            let isCustomTab = file.lastPathComponent == "Tab.swift" || file.path.contains("/lists-and-custom-types/")
            return (file.lastPathComponent, isCustomTab
                ? text.replacingOccurrences(of: #"\bTab\b"#, with: "CustomTab", options: .regularExpression) : text)
        }
        let result = try Self.checkAvailability(of: sources, on: .init(platform))
        #expect(result.exitCode == 0 && result.standardError.isEmpty, "\(result.standardError.prefix(4_000))")
    }

    @Test("the example app, deployed from iOS 17 and macOS 14, uses each SwiftUI API only where its availability is guaranteed",
          arguments: AppleAvailability.Platform.allCases)
    func exampleAppAvailability(platform: AppleAvailability.Platform) throws {
        // The router's systems: the app's views use it everywhere.
        let targets: [AppleAvailability.Platform: Int] = [.iOS: 17, .macOS: 14, .tvOS: 17, .watchOS: 10, .visionOS: 1]
        let sources = try Self.exampleAppFiles().map { ($0.lastPathComponent, try String(contentsOf: $0, encoding: .utf8)) }
        let result = try Self.checkAvailability(of: sources, on: .init(platform, target: targets[platform]), parseAsLibrary: true)
        #expect(result.exitCode == 0 && result.standardError.isEmpty, "\(result.standardError.prefix(4_000))")
    }

    @Test("the check fails for an iOS 17 API in a declaration without iOS 17, and for a deprecated API with its replacement at hand")
    func checkCatchesMistakes() throws {
        let canary = """
            import SwiftUI
            struct Canary: View {
                @State private var count = 0
                var body: some View {
                    Text("").onChange(of: count) { _, _ in }
                }
            }
            @available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
            struct Deprecated: View {
                var body: some View { Text("").tabItem { Text("") } }
            }
            @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
            struct Fallback: View {
                var body: some View {
                    if #available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *) { Text("") } else { Text("").tabItem { Text("") } }
                }
            }
            """
        let result = try Self.checkAvailability(of: [("Canary.swift", canary)], on: .init(.iOS))
        let errors = result.standardError.split(separator: "\n").filter { $0.contains("/Canary.swift:") && $0.contains(": error: ") }
        #expect(errors.count == 2, "\(result.standardError.prefix(4_000))")
        #expect(errors.first?.contains("/Canary.swift:5:") == true && errors.first?.contains("onChange") == true)
        #expect(errors.last?.contains("/Canary.swift:10:") == true && errors.last?.contains("tabItem") == true)
    }

    @Test("Docs/GeneratedCode.md's table names every OS version the generated code requires")
    func documentedAvailability() throws {
        let docs = try String(contentsOf: RepositoryPaths.file("Docs/GeneratedCode.md"), encoding: .utf8)
        var versions: Set<String> = []
        for file in try Self.snapshotFiles() {
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in text.matches(of: #/[@#]available\((iOS [^*]*), \*\)/#) { versions.insert(String(match.output.1)) }
        }
        // The router's systems, the destinations', the `Tab` API's, UIKit's scenes', UserNotifications' responses'
        // and the screen markers'.
        #expect(versions.count == 6, "\(versions.sorted())")
        for version in versions.sorted() {
            #expect(docs.contains(version), "Docs/GeneratedCode.md does not name '\(version)'")
        }
    }

    // MARK: Isolation

    /// The two module isolation defaults an app may build with: Swift's (nonisolated), and what a
    /// new Xcode project sets (main actor, with the upcoming features it turns on).
    enum IsolationDefault: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case nonisolated, mainActor
        var flags: [String] { self == .mainActor ? PlatformContractTests.mainActorDefaults : [] }
        var testDescription: String { rawValue }
    }

    // Compiled, not only type-checked: some warnings come after type-checking (two
    // `#sourceLocation` paths with one base name, which a modular app's fragments had).
    @Test("every snapshot compiles as one app module with no warning under each default isolation, with a nonisolated probe",
          arguments: IsolationDefault.allCases)
    func compilesWithoutWarnings(isolation: IsolationDefault) throws {
        let directory = try TemporaryDirectory()
        let probe = try directory.write(Self.isolationProbe, to: "Probe.swift")
        let result = try Toolchain.run(
            "swiftc",
            ["-c", "-swift-version", "6", "-warnings-as-errors", "-module-name", "App", "-parse-as-library",
             "-I", try AppleStandIns.moduleDirectory.get().path, "-o", directory.url.appendingPathComponent("App.o").path]
                + isolation.flags + (try Self.snapshotFiles() + Self.appFiles + [probe]).map(\.path))
        #expect(result.exitCode == 0 && result.standardError.isEmpty, "\(result.standardError.prefix(4_000))")
    }

    @Test("every top-level declaration states its isolation: nonisolated values, main-actor routers and SwiftUI types")
    func isolationIsExplicit() throws {
        var unstated: [String] = []
        for file in try Self.snapshotFiles() {
            let text = try String(contentsOf: file, encoding: .utf8)
            unstated += Self.declarationsWithoutIsolation(in: text).map { "\(file.lastPathComponent): \($0)" }
        }
        #expect(unstated.isEmpty, "\(unstated.joined(separator: "\n"))")
        // The rule itself: a value without `nonisolated` is caught; SwiftUI's own isolation is not.
        #expect(Self.declarationsWithoutIsolation(in: "public enum R: Hashable {\n}\nextension R {\n}\n")
            == ["public enum R: Hashable {", "extension R {"])
        #expect(Self.declarationsWithoutIsolation(in: "struct V: View {\n}\nextension V {\n}\nextension View {\n}\n").isEmpty)
    }

    /// The top-level declarations of `text` that neither say `nonisolated` nor are main-actor
    /// isolated: by `@MainActor`, by conforming to `View`, `ViewModifier` or a main-actor protocol
    /// where they are declared, or as an extension of such a type. Under Xcode's default isolation
    /// each of them would be main-actor-only.
    static func declarationsWithoutIsolation(in text: String) -> [String] {
        let declaration = try! Regex(#"^(?:(?:public|internal|package|fileprivate|private) )?(?:final )?(enum|struct|class|protocol|extension) (\w+)([^{]*)"#)
        var mainActorTypes: Set<String> = ["View", "ViewModifier"]
        var unstated: [String] = []
        var attributes: [String] = []
        for line in text.split(separator: "\n").map(String.init) {
            defer { attributes = line.hasPrefix("@") ? attributes + [line] : [] }
            guard let match = line.firstMatch(of: declaration),
                  let keyword = match.output[1].substring, let name = match.output[2].substring.map(String.init),
                  let rest = match.output[3].substring else { continue }
            let conformances = rest.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).map(String.init)
            let isMainActor = attributes.contains { $0.contains("@MainActor") }
                || (keyword == "extension" ? mainActorTypes.contains(name) : !mainActorTypes.isDisjoint(with: conformances))
            if isMainActor { mainActorTypes.insert(name) } else { unstated.append(line) }
        }
        return unstated
    }

    @Test("the probe fails where a value is main-actor-isolated: it is a real check")
    func probeCatchesIsolatedValues() throws {
        // The probe's own value type, declared without `nonisolated` in a main-actor module.
        let directory = try TemporaryDirectory()
        let isolated = try directory.write(
            "enum Isolated: Hashable, Codable { case a }\nnonisolated func use() -> Int { Isolated.a.hashValue }\n",
            to: "Isolated.swift")
        let result = try Toolchain.run(
            "swiftc", ["-typecheck", "-swift-version", "6", "-module-name", "App"] + Self.mainActorDefaults + [isolated.path])
        #expect(result.exitCode != 0)
        #expect(result.standardError.contains("main actor-isolated"), "\(result.standardError.prefix(2_000))")
    }

    /// Routes, links, `Codable` and `Hashable` used where no actor is: a background task, a
    /// `Sendable` struct, `nonisolated` async code, as a notification service or widget would.
    static let isolationProbe = """
        import Foundation

        nonisolated struct SavedRoutes: Sendable, Codable, Hashable {
            var routes: [StoreRoute]
            var tab: StoreTab
        }

        nonisolated func probe(_ url: URL) async throws -> Bool {
            let stack = StoreRoute.stack(for: url) ?? []
            let data = try JSONEncoder().encode(SavedRoutes(routes: stack, tab: stack.last?.tab ?? .shop))
            let saved = try JSONDecoder().decode(SavedRoutes.self, from: data)
            let route = StoreRoute.product(id: 42)
            var seen: Set<StoreRoute> = [route]
            seen.insert(.settings)
            _ = (route.path, route.universalLink, route.customSchemeURL, route.presentation, route.stack, route.hashValue)
            _ = (StoreRoute(url: url), StoreRoute.appleAppSiteAssociation, StoreTab.allCases.map { $0.title })
            _ = AppRoute.stack(for: url)?.map { $0.path }
            let detached = await Task.detached { try? JSONEncoder().encode(saved) }.value
            return saved.routes == stack && detached != nil && seen.contains(route)
        }
        """

    /// Type-checks the stand-ins and `sources` as one module, `SwiftUI`, as an app deployed at `deployment` would.
    static func checkAvailability(
        of sources: [(name: String, text: String)], on deployment: AppleAvailability.Deployment, parseAsLibrary: Bool = false
    ) throws -> RouteGenProcess.Result {
        let standIns = try AppleStandIns.modules.map { try String(contentsOf: AppleStandIns.source(of: $0), encoding: .utf8) }
        let renamed = AppleAvailability.replacementVersions(in: standIns.joined(separator: "\n"), for: deployment)
        let directory = try TemporaryDirectory()
        var files = try zip(AppleStandIns.modules, standIns).map { module, text in
            try directory.write(AppleAvailability.rewrite(text, for: deployment, renamedVersions: renamed), to: "_\(module).swift")
        }
        for (index, source) in sources.enumerated() {
            // Fixtures share file names (`AppRoute.swift`); the compiler names files, so keep the name last.
            let name = "\(index)/\(source.name)"
            files.append(try directory.write(AppleAvailability.rewrite(source.text, for: deployment, renamedVersions: renamed), to: name))
        }
        return try Toolchain.run(
            "swiftc",
            ["-typecheck", "-swift-version", "6", "-warnings-as-errors", "-module-name", "SwiftUI"]
                + (parseAsLibrary ? ["-parse-as-library"] : [])
                + AppleAvailability.compilerFlags(for: deployment) + files.map(\.path),
            in: directory.url)
    }
}
