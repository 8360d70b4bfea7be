import Foundation
import RouteGenCore
import RouteGenTestSupport
import Testing

/// Generated code must compile with no warning in the Swift 6 language mode under complete
/// concurrency checking, and in the Swift 5 language mode too, and never force anything open.
///
/// SwiftPM cannot make warnings errors for one target without unsafe flags (which would stop
/// packages that depend on RouteGen from building), so these tests run the compiler, and the
/// toolchain's swift-format, on every snapshot themselves.
@Suite("Generated code hygiene")
struct GeneratedCodeHygieneTests {
    @Test("every fixture's snapshots type-check with -warnings-as-errors in Swift 6 mode, together in one module")
    func noWarnings() throws {
        let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__")
        let files = try FileManager.default.subpathsOfDirectory(atPath: snapshots.path)
            .filter { $0.hasSuffix(".swift") }.sorted()
            .map { snapshots.appendingPathComponent($0).path }
        #expect(files.count >= 53)
        // What the app provides: the custom type of one fixture and the fixtures' views and view
        // controllers, as GeneratedCodeTests declares them, and SwiftUI.
        let app = PlatformContractTests.appFiles
        let result = try Toolchain.run(
            "swiftc",
            ["-typecheck", "-swift-version", "6", "-strict-concurrency=complete", "-warnings-as-errors", "-module-name", "App",
             "-I", try AppleStandIns.moduleDirectory.get().path]
                + files + app.map(\.path))
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardError.isEmpty, "\(result.standardError)")
    }

    @Test("the UIKit fixtures' files type-check with no warning in the Swift 5 language mode, where a new Xcode project starts",
          arguments: PlatformContractTests.IsolationDefault.allCases)
    func swift5LanguageMode(isolation: PlatformContractTests.IsolationDefault) throws {
        // Each fixture that generates `+UIKit.swift`, with every file it generates beside it.
        let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__")
        let files = try FileManager.default.subpathsOfDirectory(atPath: snapshots.path).filter { $0.hasSuffix(".swift") }.sorted()
        let fixtures = Set(files.filter { $0.hasSuffix("+UIKit.swift") }.map { String($0.split(separator: "/")[0]) })
        // Those whose manifest asks for "uikit", read from the fixtures rather than listed here: a
        // new UIKit fixture joins the check, and a snapshot missing from one fails it.
        let generatingUIKit = try RepositoryPaths.fixtures.filter { fixture in
            let (data, path) = try GeneratedFileSnapshotTests.manifest(fixture)
            return Generator.routeTable(fromManifest: [UInt8](data), at: path).routeTable?.artifacts.contains(.uikit) == true
        }
        #expect(fixtures == Set(generatingUIKit) && fixtures.count >= 8, "\(fixtures.sorted())")
        let sources = files.filter { fixtures.contains(String($0.split(separator: "/")[0])) }
            .map { snapshots.appendingPathComponent($0).path }
        // A canary proves the mode reports what Swift 6 would refuse: its warning must be the one.
        let directory = try TemporaryDirectory()
        let canary = try directory.write(
            """
            nonisolated final class Canary { var value = 0 }
            nonisolated func canary(_ run: @escaping @Sendable () -> Void) {}
            nonisolated func useCanary() {
                let box = Canary()
                canary { box.value += 1 }
            }

            """, to: "Canary.swift")
        // Xcode's new project: Swift 5 with, since Xcode 26, main-actor isolation and approachable
        // concurrency; complete checking, the strictest Swift 5 allows, reports what the others do.
        let result = try Toolchain.run(
            "swiftc",
            ["-typecheck", "-swift-version", "5", "-strict-concurrency=complete", "-module-name", "App",
             "-I", try AppleStandIns.moduleDirectory.get().path]
                + isolation.flags
                + sources + PlatformContractTests.appFiles.map(\.path) + [canary.path])
        let diagnostics = result.standardError.split(separator: "\n").filter {
            $0.range(of: #"^[^ ]+:\d+:\d+: (warning|error): "#, options: .regularExpression) != nil
        }
        #expect(result.exitCode == 0, "\(result.standardError.prefix(4_000))")
        #expect(diagnostics.count == 1, "\(diagnostics.joined(separator: "\n").prefix(4_000))")
        #expect(diagnostics.first?.contains("Canary.swift:5:") == true && diagnostics.first?.contains("Swift 6 language mode") == true)
    }

    // Past 700 cases Swift gives up proving a `switch` exhaustive "in reasonable time": each
    // factory (the SwiftUI destinations and the UIKit view controllers) splits its switch.
    @Test("a 2,000-route app, SwiftUI destinations and UIKit view controllers included, compiles with no error and no warning under each default isolation",
          arguments: PlatformContractTests.IsolationDefault.allCases)
    func largeApp(isolation: PlatformContractTests.IsolationDefault) throws {
        // Its AASA file would be over Apple's 128 KB, an error of its own (AssociationFileTests).
        let manifest = SyntheticManifest.json(
            routeCount: 2_000, generate: ["enum", "destinations", "router", "entryPoints", "uikit"], viewController: "UIViewController()")
        let (files, diagnostics) = Generator.generate(fromManifest: Array(manifest.utf8))
        #expect(!diagnostics.hasErrors)
        #expect(diagnostics.warningCount == 1)  // the app's own switches over the enum: see ManifestDiagnosticsTests
        #expect(files.map(\.name).contains("BigRoute+UIKit.swift"))
        let directory = try TemporaryDirectory()
        for file in files { try directory.write(file.contents, to: file.name) }
        let result = try Toolchain.run(
            "swiftc",
            ["-typecheck", "-swift-version", "6", "-strict-concurrency=complete", "-warnings-as-errors",
             "-I", try AppleStandIns.moduleDirectory.get().path] + isolation.flags
                + files.map { directory.url.appendingPathComponent($0.name).path })
        #expect(result.exitCode == 0, "\(result.standardError.prefix(2_000))")
    }

    @Test("no force unwrap, force try or implicitly unwrapped optional: swift-format's rules on every snapshot")
    func noForcing() throws {
        let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__")
        let directory = try TemporaryDirectory()
        // The snapshots opt out of formatters with `swift-format-ignore-file`; copies without it are linted.
        var files: [String] = []
        for path in try FileManager.default.subpathsOfDirectory(atPath: snapshots.path) where path.hasSuffix(".swift") {
            let text = try String(contentsOf: snapshots.appendingPathComponent(path), encoding: .utf8)
            let name = path.replacingOccurrences(of: "/", with: "_")
            try directory.write(text.replacingOccurrences(of: "// swift-format-ignore-file\n", with: ""), to: name)
            files.append(directory.url.appendingPathComponent(name).path)
        }
        // Every rule off but the three that forbid forcing.
        let dump = try Toolchain.run("swift", ["format", "dump-configuration"])
        var configuration = try #require(JSONSerialization.jsonObject(with: Data(dump.standardOutput.utf8)) as? [String: Any])
        var rules = try #require(configuration["rules"] as? [String: Bool])
        for rule in rules.keys { rules[rule] = false }
        for rule in ["NeverForceUnwrap", "NeverUseForceTry", "NeverUseImplicitlyUnwrappedOptionals"] {
            #expect(rules[rule] != nil, "swift-format has no rule \(rule)")
            rules[rule] = true
        }
        configuration["rules"] = rules
        configuration["indentation"] = ["spaces": 4]
        configuration["lineLength"] = 1_000
        let configurationFile = directory.url.appendingPathComponent(".swift-format")
        try JSONSerialization.data(withJSONObject: configuration).write(to: configurationFile)
        // A canary proves the rules run: its force unwrap must be the one finding.
        try directory.write("func canary(_ text: String?) -> String { text! }\n", to: "Canary.swift")
        files.append(directory.url.appendingPathComponent("Canary.swift").path)
        let result = try Toolchain.run(
            "swift", ["format", "lint", "--configuration", configurationFile.path] + files.sorted())
        // Lint also reports layout, which generated code does not follow swift-format on; only the
        // three rules' findings count here.
        let findings = result.standardError.split(separator: "\n").filter { line in
            ["NeverForceUnwrap", "NeverUseForceTry", "NeverUseImplicitlyUnwrappedOptionals"].contains { line.contains("[\($0)]") }
        }
        #expect(findings.count == 1, "\(findings.joined(separator: "\n"))")
        #expect(findings.first?.contains("Canary.swift:1:") == true, "\(result.standardError.prefix(2_000))")
    }
}
