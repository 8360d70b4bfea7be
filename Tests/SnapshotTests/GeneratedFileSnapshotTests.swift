import Foundation
import RouteGenCore
import RouteGenTestSupport
import Testing

/// Every generated file of every fixture, compared byte for byte with its reviewed snapshot.
///
/// `Fixtures/<case>/routes.json` is the input, `__Snapshots__/<case>/<file>` the output. To accept
/// a change: `ROUTEGEN_RECORD=failed swift test --filter SnapshotTests`, then read the git diff.
@Suite("Generated file snapshots")
struct GeneratedFileSnapshotTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    /// The fixtures, one small manifest per feature: every folder of `Fixtures/`.
    static let fixtures = RepositoryPaths.fixtures

    /// A fixture's manifest and its path, which the fragments it includes are read from.
    static func manifest(_ fixture: String) throws -> (Data, String) {
        let url = directory.appendingPathComponent("Fixtures/\(fixture)/routes.json")
        return (try Data(contentsOf: url), url.path)
    }

    @Test("every fixture is compiled and run: GeneratedCodeTests links the snapshots' folder, and Package.swift leaves out each file that is no Swift")
    func fixturesAreCompiled() throws {
        #expect(Self.fixtures.count >= 11)
        let generated = RepositoryPaths.file("Tests/GeneratedCodeTests/Generated")
        let link = try? FileManager.default.destinationOfSymbolicLink(atPath: generated.path)
        #expect(link == "../SnapshotTests/__Snapshots__", "in Tests/GeneratedCodeTests: ln -s ../SnapshotTests/__Snapshots__ Generated")
        // What SwiftPM reads from Package.swift (in a scratch folder of its own, since `swift test`
        // holds the lock of `.build`): every snapshot that is no Swift must be left out, by its
        // path or its folder's.
        let scratch = try TemporaryDirectory()
        let dump = try Toolchain.run(
            "swift", ["package", "--scratch-path", scratch.url.path, "dump-package"], in: RepositoryPaths.root)
        let package = try #require(try JSONSerialization.jsonObject(with: Data(dump.standardOutput.utf8)) as? [String: Any])
        let targets = try #require(package["targets"] as? [[String: Any]])
        let excluded = try #require(targets.first { $0["name"] as? String == "GeneratedCodeTests" }?["exclude"] as? [String])
        let snapshots = Self.directory.appendingPathComponent("__Snapshots__")
        for path in try FileManager.default.subpathsOfDirectory(atPath: snapshots.path).sorted()
        where !path.hasSuffix(".swift") && !path.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: snapshots.appendingPathComponent(path).path, isDirectory: &isDirectory)
            guard !isDirectory.boolValue else { continue }
            let generated = "Generated/" + path
            #expect(excluded.contains { generated == $0 || generated.hasPrefix($0 + "/") },
                    "add \"\(path.split(separator: "/")[0])\" to the AASA files GeneratedCodeTests excludes in Package.swift (\(path))")
        }
        #expect(excluded.allSatisfy { !$0.hasSuffix(".swift") })
    }

    @Test("the generated files equal their snapshots", arguments: fixtures)
    func snapshots(fixture: String) throws {
        let (manifest, path) = try Self.manifest(fixture)
        let (table, diagnostics) = Generator.routeTable(fromManifest: [UInt8](manifest), at: path)
        #expect(diagnostics.all.isEmpty, "\(diagnostics.rendered(file: "\(fixture)/routes.json"))")
        var files = try Generator.files(for: #require(table))
        if let table { files += Generator.associationFiles(for: table) }
        // The link tests, as `routegen link-tests` writes them without `--module`: GeneratedCodeTests
        // compiles and runs them beside the code they test.
        if let table {
            files.append(LinkTestsEmitter(plan: GenerationPlan(table: table), manifestPath: "routes.json", module: nil).emit())
        }
        let snapshots = Self.directory.appendingPathComponent("__Snapshots__/\(fixture)")
        for file in files {
            Snapshot.assert(
                file.contents, matches: snapshots.appendingPathComponent(file.name),
                rerecordWith: "GeneratedFileSnapshotTests")
        }
        // A snapshot whose file is no longer generated is stale: it would be reviewed for nothing.
        // Every file, in folders too: a manifest whose routes differ by host has a file per host.
        let recorded = ((try? FileManager.default.subpathsOfDirectory(atPath: snapshots.path)) ?? []).filter { path in
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: snapshots.appendingPathComponent(path).path, isDirectory: &isDirectory)
            return !path.hasPrefix(".") && !isDirectory.boolValue
        }
        #expect(Set(recorded) == Set(files.map(\.name)))
    }

    @Test("the build plugin declares exactly the Swift files the tool writes", arguments: fixtures)
    func declaredOutputs(fixture: String) throws {
        let (manifest, path) = try Self.manifest(fixture)
        let table = try #require(Generator.routeTable(fromManifest: [UInt8](manifest), at: path).routeTable)
        // The plugin reads the manifest with Foundation's JSON parser, the tool with RouteGen's reader.
        #expect(OutputFile.swiftFiles(forManifest: manifest) == Generator.files(for: table).map(\.name))
    }

    @Test("the build plugin declares as inputs the manifest and exactly the fragments the tool reads", arguments: fixtures)
    func declaredInputs(fixture: String) throws {
        let (manifest, path) = try Self.manifest(fixture)
        let table = try #require(Generator.routeTable(fromManifest: [UInt8](manifest), at: path).routeTable)
        let read = [path] + table.includedFiles.indices.map { table.path(ofFile: $0 + 1, manifestPath: path) }
        #expect(ManifestInputs.files(of: URL(fileURLWithPath: path)).map(\.path) == read.map { URL(fileURLWithPath: $0).standardizedFileURL.path })
        // The manifest, its three fragments, and `Orders`, which `Account` includes.
        #expect(fixture != "modules" || read.count == 5)
    }

    @Test("generation is deterministic: two runs give identical bytes", arguments: fixtures)
    func deterministic(fixture: String) throws {
        let (manifest, path) = try Self.manifest(fixture)
        #expect(Generator.generate(fromManifest: [UInt8](manifest), at: path).files == Generator.generate(fromManifest: [UInt8](manifest), at: path).files)
    }

    @Test("generated files are clean text: LF, no trailing spaces, no tabs, one final newline", arguments: fixtures)
    func cleanText(fixture: String) throws {
        let (manifest, path) = try Self.manifest(fixture)
        for file in Generator.generate(fromManifest: [UInt8](manifest), at: path).files {
            #expect(!file.contents.contains("\r"), "\(file.name)")
            #expect(!file.contents.contains("\t"), "\(file.name)")
            #expect(file.contents.hasSuffix("\n") && !file.contents.hasSuffix("\n\n"), "\(file.name)")
            let trailing = file.contents.split(separator: "\n").filter { $0.last == " " }
            #expect(trailing.isEmpty, "\(file.name): \(trailing.prefix(3))")
        }
    }

    @Test("the generator writes exactly the files OutputFile names, which a build plugin declares", arguments: fixtures)
    func outputFileNames(fixture: String) throws {
        let (manifest, path) = try Self.manifest(fixture)
        let table = try #require(Generator.routeTable(fromManifest: [UInt8](manifest), at: path).routeTable)
        #expect(
            Generator.files(for: table).map(\.name)
                == OutputFile.swiftFiles(enumName: table.enumName, artifacts: table.artifacts))
    }

    @Test("the AASA Swift constant holds the AASA file byte for byte", arguments: fixtures)
    func associationConstant(fixture: String) throws {
        let (manifest, path) = try Self.manifest(fixture)
        let table = try #require(Generator.routeTable(fromManifest: [UInt8](manifest), at: path).routeTable)
        let swift = Generator.files(for: table).first { $0.name == GeneratedFileKind.associationConstant.fileName(enumName: table.enumName) }
        // A manifest whose `generate` leaves out `aasa` has no constant, and needs none.
        #expect((swift != nil) == table.artifacts.contains(.aasa))
        guard let swift else { return }
        let files = Generator.associationFiles(for: table)
        guard !files.isEmpty else {
            #expect(!swift.contents.contains("static let"))
            return
        }
        // Each file (one per host when routes differ by host), its lines indented by four spaces
        // inside the extension.
        for file in files {
            let indented = file.contents.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "    " + $0 }
            // A raw string, `#"""` or with more `#` when the text holds `"#` (a fragment's pattern).
            #expect(swift.contents.contains("#\"\"\"\n" + indented.joined(separator: "\n") + "\n    \"\"\"#"), "\(file.name)")
        }
    }

    @Test("without 'destinations' in 'generate', no destinations file is named or written")
    func noDestinations() throws {
        let manifest = #"{ "version": 1, "generate": ["enum"], "routes": [{ "name": "home", "path": "/" }] }"#
        let table = try #require(Generator.routeTable(fromManifest: Array(manifest.utf8)).routeTable)
        #expect(Generator.files(for: table).map(\.name) == ["Route.swift", "Route+URL.swift"])
        #expect(OutputFile.swiftFiles(enumName: "Route", artifacts: table.artifacts) == ["Route.swift", "Route+URL.swift"])
    }

    @Test("without 'entryPoints' in 'generate', the router and navigation come without the doors into the app")
    func noEntryPoints() throws {
        let manifest = #"{ "version": 1, "generate": ["enum", "destinations", "router"], "routes": [{ "name": "home", "path": "/" }] }"#
        let table = try #require(Generator.routeTable(fromManifest: Array(manifest.utf8)).routeTable)
        let names = ["Route.swift", "Route+URL.swift", "Route+Destinations.swift", "Route+Router.swift", "Route+Navigation.swift"]
        #expect(Generator.files(for: table).map(\.name) == names)
        #expect(OutputFile.swiftFiles(enumName: "Route", artifacts: table.artifacts) == names)
        #expect(OutputFile.swiftFiles(forManifest: Data(manifest.utf8)) == names)
        // The defaults have them.
        #expect(OutputFile.swiftFiles(enumName: "Route", artifacts: Artifact.defaults).last == "Route+EntryPoints.swift")
    }

    @Test("'entryPoints' without 'router' is an error at the artifact: every door opens its route in a router")
    func entryPointsWithoutRouter() {
        let manifest = "{ \"version\": 1,\n  \"generate\": [\"enum\", \"entryPoints\"], \"routes\": [{ \"name\": \"home\", \"path\": \"/\" }] }"
        let result = Generator.routeTable(fromManifest: Array(manifest.utf8), at: "routes.json")
        #expect(result.routeTable == nil)
        #expect(result.diagnostics.rendered(file: "routes.json")
            == "routes.json:2:24: error: 'entryPoints' needs 'router' in 'generate': every door opens its route in a router")
    }
}
