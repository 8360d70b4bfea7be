import Foundation
import RouteGenTestSupport
import Testing

/// How `#sourceLocation` in the generated destinations names the manifest: relative to the output
/// folder in code that is committed, so `generate` and `check` agree however their paths are
/// spelled; absolute only with `--absolute-source-locations`, which the build plugin passes.
@Suite("routegen generate and check: the manifest's path in #sourceLocation")
struct SourceLocationTests {
    /// One way to name the example manifest and its output folder on the command line.
    struct Spelling: Sendable, CustomTestStringConvertible {
        /// The folder to run from, relative to the repository.
        var folder: String
        /// The manifest's path: `$ROOT` stands for the repository's absolute path, `$LINK` for a
        /// symbolic link to it (what `$PWD` holds in a shell that went through the link, while the
        /// process's real current folder is the link's target).
        var manifest: String
        /// The output folder's path, with the same placeholders.
        var outputDirectory: String

        var testDescription: String { "from '\(folder)': \(manifest) --output-directory \(outputDirectory)" }
    }

    /// The line every spelling must write: the manifest relative to `Sources/App/Generated`.
    static let relativeLine = #"#sourceLocation(file: "../routes.json", line: 16)"#

    /// The manifest and the output folder as the command plugin names them, from the repository.
    static let plain = ["Sources/App/routes.json", "--output-directory", "Sources/App/Generated"]

    /// Spellings of the same two paths, each run against `plain` in both directions.
    static let spellings = [
        Spelling(folder: "", manifest: "$ROOT/Sources/App/routes.json", outputDirectory: "$ROOT/Sources/App/Generated"),
        Spelling(folder: "", manifest: "$ROOT/Sources/App/routes.json", outputDirectory: "Sources/App/Generated"),
        Spelling(folder: "", manifest: "Sources/App/routes.json", outputDirectory: "$ROOT/Sources/App/Generated/"),
        Spelling(folder: "", manifest: "./Sources/App/../App/routes.json", outputDirectory: "Sources/./App/Generated/"),
        Spelling(folder: "", manifest: "./Sources/../Sources/App/routes.json", outputDirectory: "Sources/App/../App/./Generated"),
        Spelling(folder: "Sources/App", manifest: "routes.json", outputDirectory: "Generated"),
        Spelling(folder: "Sources/App/Generated", manifest: "../routes.json", outputDirectory: "."),
        Spelling(folder: "Sources", manifest: "$LINK/Sources/App/routes.json", outputDirectory: "$LINK/Sources/App/Generated"),
        Spelling(folder: "Sources", manifest: "$LINK/Sources/App/routes.json", outputDirectory: "App/Generated"),
    ]

    @Test(
        "generate with one spelling and check with another: up to date, and the committed line is relative",
        arguments: SourceLocationTests.spellings)
    func spellingsAgree(_ spelling: Spelling) throws {
        let repository = try GenerateOutputOptionsTests.repository(aasaOutput: "Web/")
        let links = try TemporaryDirectory()
        let link = links.url.appendingPathComponent("repository")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: repository.url)
        // The spelling may run from inside the output folder, so it must exist before the first run.
        let generated = repository.url.appendingPathComponent("Sources/App/Generated")
        try FileManager.default.createDirectory(at: generated, withIntermediateDirectories: true)
        let spelled = [spelling.manifest, "--output-directory", spelling.outputDirectory].map {
            $0.replacingOccurrences(of: "$ROOT", with: repository.url.path).replacingOccurrences(of: "$LINK", with: link.path)
        }
        let folder = repository.url.appendingPathComponent(spelling.folder)
        let destinations = generated.appendingPathComponent("AppRoute+Destinations.swift")

        // Generated with this spelling, checked with the command plugin's relative paths.
        let generate = try RouteGenProcess.run(["generate"] + spelled, in: folder)
        #expect(generate.exitCode == 0, "\(generate.standardError)")
        #expect(try String(contentsOf: destinations, encoding: .utf8).contains(Self.relativeLine))
        let checkPlain = try RouteGenProcess.run(["check"] + Self.plain, in: repository.url)
        #expect(checkPlain.exitCode == 0, "\(checkPlain.standardOutput)\(checkPlain.standardError)")

        // The reverse: generated with the relative paths (which changes nothing), checked with this spelling.
        let generatePlain = try RouteGenProcess.run(["generate"] + Self.plain, in: repository.url)
        #expect(generatePlain.exitCode == 0)
        #expect(!generatePlain.standardOutput.contains("wrote "), "\(generatePlain.standardOutput)")
        let check = try RouteGenProcess.run(["check"] + spelled, in: folder)
        #expect(check.exitCode == 0, "\(check.standardOutput)\(check.standardError)")
        #expect(check.standardError == "")
    }

    @Test("--absolute-source-locations names the manifest by its absolute path, as the build plugin asks")
    func absoluteSourceLocations() throws {
        let repository = try GenerateOutputOptionsTests.repository(aasaOutput: "Web/")
        let result = try RouteGenProcess.run(
            ["generate", "Sources/App/routes.json", "--output-directory", "Out", "--absolute-source-locations"], in: repository.url)
        #expect(result.exitCode == 0)
        let destinations = try String(contentsOf: repository.url.appendingPathComponent("Out/AppRoute+Destinations.swift"), encoding: .utf8)
        let manifest = URL(fileURLWithPath: repository.url.path + "/Sources/App/routes.json").standardizedFileURL.path
        #expect(destinations.contains(#"#sourceLocation(file: "\#(manifest)", line: 16)"#))
    }

    @Test("committed code names the manifest relative to itself, so the bytes do not depend on the current folder")
    func sourceLocationIsRelative() throws {
        let repository = try GenerateOutputOptionsTests.repository(aasaOutput: "Web/")
        let fromRoot = try RouteGenProcess.run(
            ["generate", "Sources/App/routes.json", "--output-directory", "Sources/App/Generated"], in: repository.url)
        #expect(fromRoot.exitCode == 0)
        let destinations = repository.url.appendingPathComponent("Sources/App/Generated/AppRoute+Destinations.swift")
        let bytes = try Data(contentsOf: destinations)
        #expect(String(decoding: bytes, as: UTF8.self).contains(Self.relativeLine))

        let fromApp = try RouteGenProcess.run(
            ["generate", "routes.json", "--output-directory", "Generated"], in: repository.url.appendingPathComponent("Sources/App"))
        #expect(fromApp.standardOutput.contains("unchanged Generated/AppRoute+Destinations.swift\n"))
        #expect(try Data(contentsOf: destinations) == bytes)
    }
}
