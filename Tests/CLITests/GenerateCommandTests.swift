import Foundation
import RouteGenTestSupport
import Testing

/// `routegen generate`: what it writes, what it leaves alone, and what it refuses to write.
@Suite("routegen generate")
struct GenerateCommandTests {
    @Test("writes the enum, URL, destinations, AASA, router and navigation files, then leaves identical files untouched")
    func writesThenSkipsUnchanged() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.copyItem(at: RepositoryPaths.file("routes.json"), to: directory.url.appendingPathComponent("routes.json"))
        let first = try RouteGenProcess.run(["generate", "routes.json", "--output-directory", "Generated"], in: directory.url)
        #expect(first.standardOutput == """
            wrote Generated/AppRoute.swift
            wrote Generated/AppRoute+URL.swift
            wrote Generated/AppRoute+Destinations.swift
            wrote Generated/AppRoute+AASA.swift
            wrote Generated/AppRoute+Router.swift
            wrote Generated/AppRoute+Navigation.swift
            wrote Generated/AppRoute+EntryPoints.swift

            """)
        #expect(first.standardError == "")
        #expect(first.exitCode == 0)

        let enumFile = directory.url.appendingPathComponent("Generated/AppRoute.swift")
        let before = try FileManager.default.attributesOfItem(atPath: enumFile.path)[.modificationDate] as? Date
        let bytes = try Data(contentsOf: enumFile)
        let second = try RouteGenProcess.run(["generate", "--output-directory", "Generated"], in: directory.url)
        #expect(second.standardOutput == """
            unchanged Generated/AppRoute.swift
            unchanged Generated/AppRoute+URL.swift
            unchanged Generated/AppRoute+Destinations.swift
            unchanged Generated/AppRoute+AASA.swift
            unchanged Generated/AppRoute+Router.swift
            unchanged Generated/AppRoute+Navigation.swift
            unchanged Generated/AppRoute+EntryPoints.swift

            """)
        #expect(try Data(contentsOf: enumFile) == bytes)
        #expect(try FileManager.default.attributesOfItem(atPath: enumFile.path)[.modificationDate] as? Date == before)
    }

    @Test("the files equal the shop snapshots: the CLI and the tests generate the same bytes")
    func sameBytesAsSnapshots() throws {
        let directory = try TemporaryDirectory()
        try directory.write(try String(contentsOf: RepositoryPaths.file("routes.json"), encoding: .utf8), to: "routes.json")
        // Beside the manifest, as the snapshots are: `#sourceLocation` names it `routes.json`.
        let result = try RouteGenProcess.run(
            ["generate", directory.url.path + "/routes.json", "--output-directory", ".", "--aasa-output", "./"],
            in: directory.url)
        #expect(result.exitCode == 0)
        for name in ["AppRoute.swift", "AppRoute+URL.swift", "AppRoute+Destinations.swift", "AppRoute+AASA.swift", "apple-app-site-association"] {
            #expect(
                try Data(contentsOf: directory.url.appendingPathComponent(name))
                    == Data(contentsOf: RepositoryPaths.file("Tests/SnapshotTests/__Snapshots__/shop/\(name)")))
        }
    }

    @Test("a manifest with an error writes nothing, not even into an existing directory")
    func errorsWriteNothing() throws {
        let directory = try TemporaryDirectory()
        try directory.write(#"{ "version": 1, "routes": [{ "name": "home", "path": "home" }] }"#, to: "routes.json")
        try directory.write("// mine\n", to: "Generated/Keep.swift")
        let result = try RouteGenProcess.run(["generate", "--output-directory", "Generated"], in: directory.url)
        #expect(result.standardError == "routes.json:1:54: error: path 'home' must start with '/'\n")
        #expect(result.standardOutput == "routes.json: 1 error\n")
        #expect(result.exitCode == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.appendingPathComponent("Generated").path) == ["Keep.swift"])
    }

    @Test("files an earlier run generated are removed when the enum is renamed; other files stay")
    func removesStaleFiles() throws {
        let directory = try TemporaryDirectory()
        try directory.write(#"{ "version": 1, "enum": "OldRoute", "routes": [{ "name": "home", "path": "/" }] }"#, to: "routes.json")
        try directory.write("// mine\n", to: "Generated/Keep.swift")
        _ = try RouteGenProcess.run(["generate", "--output-directory", "Generated"], in: directory.url)
        try directory.write(#"{ "version": 1, "enum": "NewRoute", "routes": [{ "name": "home", "path": "/" }] }"#, to: "routes.json")
        let result = try RouteGenProcess.run(["generate", "--output-directory", "Generated"], in: directory.url)
        #expect(result.standardOutput == """
            wrote Generated/NewRoute.swift
            wrote Generated/NewRoute+URL.swift
            wrote Generated/NewRoute+Destinations.swift
            wrote Generated/NewRoute+AASA.swift
            wrote Generated/NewRoute+Router.swift
            wrote Generated/NewRoute+Navigation.swift
            wrote Generated/NewRoute+EntryPoints.swift
            removed Generated/OldRoute+AASA.swift
            removed Generated/OldRoute+Destinations.swift
            removed Generated/OldRoute+EntryPoints.swift
            removed Generated/OldRoute+Navigation.swift
            removed Generated/OldRoute+Router.swift
            removed Generated/OldRoute+URL.swift
            removed Generated/OldRoute.swift

            """)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.url.appendingPathComponent("Generated").path).sorted()
                == [
                    "Keep.swift", "NewRoute+AASA.swift", "NewRoute+Destinations.swift", "NewRoute+EntryPoints.swift",
                    "NewRoute+Navigation.swift", "NewRoute+Router.swift", "NewRoute+URL.swift", "NewRoute.swift",
                ])
    }

    @Test("--aasa-output writes the AASA file at a path, or inside a directory, with no extension; once")
    func writesAssociationFile() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.copyItem(at: RepositoryPaths.file("routes.json"), to: directory.url.appendingPathComponent("routes.json"))
        let intoDirectory = try RouteGenProcess.run(
            ["generate", "--output-directory", "Generated", "--aasa-output", "Web/.well-known/"], in: directory.url)
        #expect(intoDirectory.exitCode == 0)
        #expect(intoDirectory.standardOutput.hasSuffix("wrote Web/.well-known/apple-app-site-association\n"))
        let written = try String(contentsOf: directory.url.appendingPathComponent("Web/.well-known/apple-app-site-association"), encoding: .utf8)
        #expect(written.hasPrefix("{\n  \"applinks\": {"))

        let again = try RouteGenProcess.run(
            ["generate", "--output-directory", "Generated", "--aasa-output", "Web/.well-known"], in: directory.url)
        #expect(again.standardOutput.hasSuffix("unchanged Web/.well-known/apple-app-site-association\n"))

        let atPath = try RouteGenProcess.run(
            ["generate", "--output-directory", "Generated", "--aasa-output", "aasa.json"], in: directory.url)
        #expect(atPath.standardOutput.hasSuffix("wrote aasa.json\n"))
        #expect(try String(contentsOf: directory.url.appendingPathComponent("aasa.json"), encoding: .utf8) == written)
    }

    @Test("routes that differ by host: a file per host where '{host}' says, or in HOST/ folders; a plain path is an error")
    func associationFilePerHost() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.copyItem(
            at: RepositoryPaths.file("Tests/SnapshotTests/Fixtures/link-shapes/routes.json"),
            to: directory.url.appendingPathComponent("routes.json"))
        let hosts = ["example.com", "blog.example.com", "click.example.com"]
        let placeholder = try RouteGenProcess.run(
            ["generate", "--output-directory", "Generated", "--aasa-output", "Web/{host}/.well-known/apple-app-site-association"],
            in: directory.url)
        #expect(placeholder.exitCode == 0, "\(placeholder.standardError)")
        for host in hosts {
            #expect(placeholder.standardOutput.contains("wrote Web/\(host)/.well-known/apple-app-site-association\n"))
            #expect(
                try Data(contentsOf: directory.url.appendingPathComponent("Web/\(host)/.well-known/apple-app-site-association"))
                    == Data(contentsOf: RepositoryPaths.file("Tests/SnapshotTests/__Snapshots__/link-shapes/\(host)/apple-app-site-association")))
        }
        let folder = try RouteGenProcess.run(["generate", "--aasa-output", "Sites/"], in: directory.url)
        #expect(folder.standardOutput == hosts.map { "wrote Sites/\($0)/apple-app-site-association\n" }.joined())

        let plain = try RouteGenProcess.run(["generate", "--aasa-output", "aasa.json"], in: directory.url)
        #expect(plain.exitCode == 1)
        #expect(plain.standardError.hasPrefix(
            "routes.json: error: routes differ by host, so each host has an apple-app-site-association file of its own "
                + "(example.com; blog.example.com; click.example.com); write '{host}' in the path"))
        #expect(!FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("aasa.json").path))

        let check = try RouteGenProcess.run(
            ["check", "--output-directory", "Generated", "--aasa-output", "Web/{host}/.well-known/apple-app-site-association"],
            in: directory.url)
        #expect(check.exitCode == 0, "\(check.standardError)")
        try Data("{}".utf8).write(to: directory.url.appendingPathComponent("Web/blog.example.com/.well-known/apple-app-site-association"))
        let stale = try RouteGenProcess.run(
            ["check", "--output-directory", "Generated", "--aasa-output", "Web/{host}/.well-known/apple-app-site-association"],
            in: directory.url)
        #expect(stale.exitCode == 1)
        #expect(stale.standardError.contains("Web/blog.example.com/.well-known/apple-app-site-association is out of date"))
        #expect(!stale.standardError.contains("Web/example.com/"))
    }

    @Test("--aasa-output with no hosts in the manifest is an error, and nothing is written")
    func associationFileNeedsHosts() throws {
        let directory = try TemporaryDirectory()
        try directory.write(#"{ "version": 1, "schemes": ["app"], "routes": [{ "name": "home", "path": "/" }] }"#, to: "routes.json")
        let result = try RouteGenProcess.run(
            ["generate", "--output-directory", "Generated", "--aasa-output", "aasa"], in: directory.url)
        #expect(result.exitCode == 1)
        #expect(result.standardError.contains("routes.json: error: no apple-app-site-association file to write: the manifest lists no 'hosts'"))
        #expect(!FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("Generated").path))
    }

    @Test("with nowhere to write, generate is a usage error; with only an AASA destination it writes only the AASA file")
    func destinations() throws {
        let nowhere = try RouteGenProcess.run(["generate", "routes.json"], in: RepositoryPaths.root)
        #expect(nowhere.standardError.hasPrefix("error: nothing to write: give '--output-directory DIR' for the Swift files"))
        #expect(nowhere.exitCode == 64)

        let directory = try TemporaryDirectory()
        try FileManager.default.copyItem(at: RepositoryPaths.file("routes.json"), to: directory.url.appendingPathComponent("routes.json"))
        let aasaOnly = try RouteGenProcess.run(["generate", "--aasa-output", "Web/"], in: directory.url)
        #expect(aasaOnly.standardOutput == "wrote Web/apple-app-site-association\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path).sorted() == ["Web", "routes.json"])
    }
}

/// The options that decide where the AASA file goes and how much `generate` prints.
@Suite("routegen generate: the AASA file's place and the output")
struct GenerateOutputOptionsTests {
    /// The example manifest under `Sources/App/`, with `aasaOutput` set to `value`.
    static func repository(aasaOutput value: String) throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        let manifest = try String(contentsOf: RepositoryPaths.file("routes.json"), encoding: .utf8)
            .replacingOccurrences(of: #""version": 1,"#, with: #""version": 1, "aasaOutput": "\#(value)","#)
        try directory.write(manifest, to: "Sources/App/routes.json")
        return directory
    }

    @Test("the manifest's aasaOutput is relative to the manifest's folder, and printed from the current one")
    func manifestSaysWhere() throws {
        let repository = try Self.repository(aasaOutput: "../../Web/.well-known/")
        let result = try RouteGenProcess.run(
            ["generate", "Sources/App/routes.json", "--output-directory", "Sources/App/Generated"], in: repository.url)
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardOutput.hasSuffix("wrote Web/.well-known/apple-app-site-association\n"))
        let written = try Data(contentsOf: repository.url.appendingPathComponent("Web/.well-known/apple-app-site-association"))
        #expect(written == (try Data(contentsOf: RepositoryPaths.file("Tests/SnapshotTests/__Snapshots__/shop/apple-app-site-association"))))
    }

    @Test("--aasa-output overrides the manifest, and --skip-aasa-output writes no AASA file at all")
    func flagsOverride() throws {
        let repository = try Self.repository(aasaOutput: "../../Web/.well-known/")
        let generate = ["generate", "Sources/App/routes.json", "--output-directory", "Sources/App/Generated"]
        let elsewhere = try RouteGenProcess.run(generate + ["--aasa-output", "site/aasa.json"], in: repository.url)
        #expect(elsewhere.standardOutput.hasSuffix("wrote site/aasa.json\n"))
        let skipped = try RouteGenProcess.run(generate + ["--skip-aasa-output"], in: repository.url)
        #expect(skipped.exitCode == 0)
        #expect(!skipped.standardOutput.contains("apple-app-site-association"))
        #expect(!FileManager.default.fileExists(atPath: repository.url.appendingPathComponent("Web").path))

        let both = try RouteGenProcess.run(generate + ["--skip-aasa-output", "--aasa-output", "x"], in: repository.url)
        #expect(both.exitCode == 64)
        #expect(both.standardError.hasPrefix("error: '--aasa-output' and '--skip-aasa-output' cannot be given together\n"))
    }

    @Test("--quiet prints nothing when all is well, and still every diagnostic when it is not")
    func quiet() throws {
        let repository = try Self.repository(aasaOutput: "Web/")
        let generate = ["generate", "Sources/App/routes.json", "--output-directory", "Out", "--quiet"]
        let fine = try RouteGenProcess.run(generate, in: repository.url)
        #expect(fine.standardOutput == "" && fine.standardError == "" && fine.exitCode == 0)
        #expect(FileManager.default.fileExists(atPath: repository.url.appendingPathComponent("Out/AppRoute.swift").path))

        try repository.write(#"{ "version": 1, "routes": [{ "name": "home", "path": "home" }] }"#, to: "Sources/App/routes.json")
        let broken = try RouteGenProcess.run(generate, in: repository.url)
        #expect(broken.standardError == "Sources/App/routes.json:1:54: error: path 'home' must start with '/'\n")
        #expect(broken.exitCode == 1)
    }
}
