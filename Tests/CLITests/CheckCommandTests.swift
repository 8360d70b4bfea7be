import Foundation
import RouteGenTestSupport
import Testing

/// `routegen check`: CI's guard that committed generated code and the committed AASA file are
/// what the manifest generates.
@Suite("routegen check")
struct CheckCommandTests {
    /// A repository with a manifest under `Sources/App/` whose code and AASA file were generated.
    static func generatedRepository() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        var manifest = try String(contentsOf: RepositoryPaths.file("routes.json"), encoding: .utf8)
        manifest = manifest.replacingOccurrences(
            of: #""appIDs": ["ABCDE12345.com.example.shop"],"#,
            with: #""appIDs": ["ABCDE12345.com.example.shop"],"# + "\n" + #"  "aasaOutput": "../../Web/.well-known/","#)
        try directory.write(manifest, to: "Sources/App/routes.json")
        let generate = try RouteGenProcess.run(Self.generate, in: directory.url)
        #expect(generate.exitCode == 0, "\(generate.standardError)")
        #expect(generate.standardOutput.hasSuffix("wrote Web/.well-known/apple-app-site-association\n"))
        return directory
    }

    static let generate = ["generate", "Sources/App/routes.json", "--output-directory", "Sources/App/Generated"]
    static let check = ["check", "Sources/App/routes.json", "--output-directory", "Sources/App/Generated"]

    @Test("right after generate, everything is up to date: exit 0, nothing on stderr")
    func upToDate() throws {
        let repository = try Self.generatedRepository()
        let result = try RouteGenProcess.run(Self.check, in: repository.url)
        #expect(result.standardOutput == "Sources/App/routes.json: 8 files up to date\n")
        #expect(result.standardError == "")
        #expect(result.exitCode == 0)
    }

    @Test("a manifest edit makes check fail with a diff per file and the command that fixes it")
    func staleAfterEdit() throws {
        let repository = try Self.generatedRepository()
        let manifest = repository.url.appendingPathComponent("Sources/App/routes.json")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        try Data(text.replacingOccurrences(of: #""routes": ["#, with: #""routes": [{ "name": "wishlist", "path": "/wishlist" },"#).utf8)
            .write(to: manifest)
        let result = try RouteGenProcess.run(Self.check, in: repository.url)
        #expect(result.exitCode == 1)
        #expect(result.standardError == """
            error: Sources/App/Generated/AppRoute.swift is out of date with Sources/App/routes.json
            error: Sources/App/Generated/AppRoute+URL.swift is out of date with Sources/App/routes.json
            error: Sources/App/Generated/AppRoute+Destinations.swift is out of date with Sources/App/routes.json
            error: Sources/App/Generated/AppRoute+AASA.swift is out of date with Sources/App/routes.json
            error: Sources/App/Generated/AppRoute+Navigation.swift is out of date with Sources/App/routes.json
            error: Web/.well-known/apple-app-site-association is out of date with Sources/App/routes.json
            Sources/App/routes.json: 6 files out of date; to update, run:
              routegen generate Sources/App/routes.json --output-directory Sources/App/Generated

            """)
        #expect(result.standardOutput.contains("""
            --- Web/.well-known/apple-app-site-association
            +++ Web/.well-known/apple-app-site-association (generated)
            """))
        #expect(result.standardOutput.contains(#"+          { "/": "/wishlist", "comment": "wishlist" },"#))
        #expect(result.standardOutput.contains("+    case wishlist\n"))

        // The printed command is the fix: after it, check passes.
        #expect(try RouteGenProcess.run(Self.generate, in: repository.url).exitCode == 0)
        #expect(try RouteGenProcess.run(Self.check, in: repository.url).exitCode == 0)
    }

    @Test("a missing file, a hand edit and a file RouteGen no longer generates are each reported")
    func missingEditedAndExtra() throws {
        let repository = try Self.generatedRepository()
        let generated = repository.url.appendingPathComponent("Sources/App/Generated")
        try FileManager.default.removeItem(at: generated.appendingPathComponent("AppRoute+AASA.swift"))
        let url = generated.appendingPathComponent("AppRoute+URL.swift")
        try Data((try String(contentsOf: url, encoding: .utf8) + "// a hand edit\n").utf8).write(to: url)
        try FileManager.default.copyItem(at: generated.appendingPathComponent("AppRoute.swift"), to: generated.appendingPathComponent("OldRoute.swift"))
        try repository.write("// the app's own file\n", to: "Sources/App/Generated/Helpers.swift")

        let result = try RouteGenProcess.run(Self.check + ["--skip-aasa-output"], in: repository.url)
        #expect(result.exitCode == 1)
        #expect(result.standardError == """
            error: Sources/App/Generated/AppRoute+URL.swift is out of date with Sources/App/routes.json
            error: Sources/App/Generated/AppRoute+AASA.swift is missing; 'generate' writes it
            error: Sources/App/Generated/OldRoute.swift was generated by RouteGen, but the manifest no longer generates it; 'generate' removes it
            Sources/App/routes.json: 3 files out of date; to update, run:
              routegen generate Sources/App/routes.json --output-directory Sources/App/Generated --skip-aasa-output

            """)
        #expect(result.standardOutput.hasSuffix("""
             }
            -// a hand edit
             

            """))
    }

    @Test("without --output-directory, check looks at the AASA file alone")
    func associationFileOnly() throws {
        let repository = try Self.generatedRepository()
        try FileManager.default.removeItem(at: repository.url.appendingPathComponent("Sources/App/Generated"))
        let current = try RouteGenProcess.run(["check", "Sources/App/routes.json"], in: repository.url)
        #expect(current.standardOutput == "Sources/App/routes.json: 1 file up to date\n")
        #expect(current.exitCode == 0)
        try repository.write("{}\n", to: "Web/.well-known/apple-app-site-association")
        let stale = try RouteGenProcess.run(["check", "Sources/App/routes.json"], in: repository.url)
        #expect(stale.exitCode == 1)
        #expect(stale.standardError.hasSuffix("1 file out of date; to update, run:\n  routegen generate Sources/App/routes.json\n"))
    }

    @Test("the result does not depend on the folder check runs from")
    func anyWorkingDirectory() throws {
        let repository = try Self.generatedRepository()
        let result = try RouteGenProcess.run(
            ["check", "App/routes.json", "--output-directory", "App/Generated"], in: repository.url.appendingPathComponent("Sources"))
        #expect(result.exitCode == 0, "\(result.standardError)")
    }

    @Test("an invalid manifest fails with its diagnostics, and a missing option is a usage error")
    func errors() throws {
        let repository = try Self.generatedRepository()
        try repository.write(#"{ "version": 1, "routes": [{ "name": "home", "path": "/", "parent": "nope" }] }"#, to: "Sources/App/routes.json")
        let invalid = try RouteGenProcess.run(Self.check, in: repository.url)
        #expect(invalid.exitCode == 1)
        #expect(invalid.standardError.hasPrefix("Sources/App/routes.json:1:69: error: unknown parent 'nope'"))

        let usage = try RouteGenProcess.run(["check", "routes.json", "--skip-aasa-output"], in: RepositoryPaths.root)
        #expect(usage.exitCode == 64)
        #expect(usage.standardError.hasPrefix("error: nothing to write: give '--output-directory DIR'"))
    }
}
