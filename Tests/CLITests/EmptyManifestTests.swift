import Foundation
import RouteGenTestSupport
import Testing

/// An empty `routes.json`, what Xcode's "Empty File" template leaves: every command that reads a
/// manifest says so at 1:1 and prints a starter manifest to copy.
@Suite("routegen: an empty routes.json")
struct EmptyManifestTests {
    /// The diagnostic, as `validate`, `generate` and `check` print it for `routes.json`.
    static let error =
        "routes.json:1:1: error: the manifest is empty; write one such as the starter below, then list your routes"

    /// The note line that introduces the starter manifest; the manifest follows it.
    static let note = "routes.json: note: a starter manifest:\n"

    @Test(
        "validate, generate and check say it at 1:1 with a starter manifest on stderr; exit 1, nothing written",
        arguments: ["", "\n", " \t\r\n\n"])
    func everyCommand(_ contents: String) throws {
        let directory = try TemporaryDirectory()
        try directory.write(contents, to: "routes.json")
        let commands = [
            ["validate"],
            ["generate", "--output-directory", "Generated", "--aasa-output", "Web/"],
            ["check", "--output-directory", "Generated"],
        ]
        for command in commands {
            let result = try RouteGenProcess.run(command, in: directory.url)
            #expect(result.exitCode == 1, "\(command)")
            #expect(result.standardError.hasPrefix(Self.error + "\n" + Self.note + "{\n"), "\(command): \(result.standardError)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path) == ["routes.json"])
    }

    @Test("the build plugin's command says it too, naming the manifest by its absolute path")
    func buildPlugin() throws {
        let directory = try TemporaryDirectory()
        let manifest = try directory.write("", to: "routes.json").path
        // The arguments Plugins/RouteGenPlugin passes; Xcode shows the error on the manifest.
        let result = try RouteGenProcess.run([
            "generate", manifest, "--output-directory", directory.url.appendingPathComponent("GeneratedSources").path,
            "--skip-aasa-output", "--absolute-source-locations", "--quiet",
        ])
        #expect(result.exitCode == 1)
        #expect(result.standardError.hasPrefix(manifest + ":1:1: error: the manifest is empty; "), "\(result.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path) == ["routes.json"])
    }

    @Test("the starter manifest it prints passes validate and generates as it is, so the advice cannot rot")
    func starterIsValid() throws {
        let directory = try TemporaryDirectory()
        try directory.write("", to: "routes.json")
        let empty = try RouteGenProcess.run(["validate"], in: directory.url)
        let note = try #require(empty.standardError.range(of: Self.note), "\(empty.standardError)")
        try directory.write(String(empty.standardError[note.upperBound...]), to: "routes.json")

        let validate = try RouteGenProcess.run(["validate"], in: directory.url)
        #expect(validate.standardError == "")
        #expect(validate.standardOutput.hasSuffix(", 0 errors\n"), "\(validate.standardOutput)")
        #expect(validate.exitCode == 0)
        let generate = try RouteGenProcess.run(["generate", "--output-directory", "Generated", "--quiet"], in: directory.url)
        #expect(generate.standardError == "")
        #expect(generate.exitCode == 0)
    }
}
