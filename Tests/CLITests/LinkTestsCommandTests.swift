import Foundation
import RouteGenTestSupport
import Testing

/// `routegen link-tests`: the Swift Testing suite of a manifest's examples for the app's test
/// target, written only when it changes. What the suite checks is run in GeneratedCodeTests (every
/// fixture's) and ConsumerPackageTests (a package's test target).
@Suite("routegen link-tests")
struct LinkTestsCommandTests {
    static let manifest = """
        {
          "version": 1,
          "enum": "AppRoute",
          "schemes": ["shop"],
          "routes": [
            { "name": "product", "path": "/products/{id:Int}", "examples": [{ "url": "shop://products/42", "values": { "id": 42 } }] }
          ]
        }
        """

    @Test("writes <Enum>LinkTests.swift importing the module, then leaves it alone; each example points at its line in the manifest")
    func writesOnce() throws {
        let directory = try TemporaryDirectory()
        try directory.write(Self.manifest, to: "App/routes.json")
        let arguments = ["link-tests", "App/routes.json", "--module", "Shop", "--output-directory", "Tests/AppTests"]
        let first = try RouteGenProcess.run(arguments, in: directory.url)
        #expect(first.exitCode == 0, "\(first.standardError)")
        #expect(first.standardOutput == "wrote Tests/AppTests/AppRouteLinkTests.swift\n")
        let file = directory.url.appendingPathComponent("Tests/AppTests/AppRouteLinkTests.swift")
        let contents = try String(contentsOf: file, encoding: .utf8)
        #expect(contents.contains("import Testing\n@testable import Shop\n"))
        #expect(contents.contains(#"file: "App/routes.json", line: 6, column: 78,"#), "\(contents)")
        #expect(contents.contains("stack: { [.product(id: 42)] }"))

        let second = try RouteGenProcess.run(arguments, in: directory.url)
        #expect(second.exitCode == 0)
        #expect(second.standardOutput == "unchanged Tests/AppTests/AppRouteLinkTests.swift\n")

        // From the build plugin: the manifest by its absolute path, which Xcode opens.
        let absolute = try RouteGenProcess.run(arguments + ["--absolute-source-locations", "--quiet"], in: directory.url)
        #expect(absolute.exitCode == 0 && absolute.standardOutput.isEmpty)
        let manifest = directory.url.appendingPathComponent("App/routes.json").standardizedFileURL.path
        #expect(try String(contentsOf: file, encoding: .utf8).contains("file: \"\(manifest)\", line: 6"))
    }

    @Test("without --module the suite imports nothing, for a target that compiles the generated code itself")
    func withoutModule() throws {
        let directory = try TemporaryDirectory()
        try directory.write(Self.manifest, to: "routes.json")
        let result = try RouteGenProcess.run(["link-tests", "--output-directory", "."], in: directory.url)
        #expect(result.exitCode == 0, "\(result.standardError)")
        let contents = try String(contentsOf: directory.url.appendingPathComponent("AppRouteLinkTests.swift"), encoding: .utf8)
        #expect(contents.contains("import Testing\n\n"))
        #expect(!contents.contains("@testable"))
    }

    @Test("--check writes nothing and fails, with a diff and the command that updates it, when the file is missing or stale")
    func check() throws {
        let directory = try TemporaryDirectory()
        try directory.write(Self.manifest, to: "routes.json")
        let arguments = ["link-tests", "--module", "Shop", "--output-directory", "Tests"]
        let missing = try RouteGenProcess.run(arguments + ["--check"], in: directory.url)
        #expect(missing.exitCode == 1)
        #expect(missing.standardError == """
            error: Tests/AppRouteLinkTests.swift is missing; 'routegen link-tests' writes it
            to update, run:
              routegen link-tests --module Shop --output-directory Tests

            """)
        #expect(!FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("Tests").path))

        #expect(try RouteGenProcess.run(arguments, in: directory.url).exitCode == 0)
        let current = try RouteGenProcess.run(arguments + ["--check"], in: directory.url)
        #expect(current.exitCode == 0 && current.standardOutput == "Tests/AppRouteLinkTests.swift is up to date with routes.json\n")

        try directory.write(Self.manifest.replacingOccurrences(of: "products/42", with: "products/43").replacingOccurrences(of: "42 }", with: "43 }"), to: "routes.json")
        let stale = try RouteGenProcess.run(arguments + ["--check"], in: directory.url)
        #expect(stale.exitCode == 1)
        #expect(stale.standardError.hasPrefix("error: Tests/AppRouteLinkTests.swift is out of date with routes.json\n"))
        #expect(stale.standardOutput.contains(#"-            stack: { [.product(id: 42)] }"#), "\(stale.standardOutput)")
        #expect(stale.standardOutput.contains(#"+            stack: { [.product(id: 43)] }"#))
    }

    @Test("a wrong command line is a usage error; a manifest with an error writes nothing")
    func errors() throws {
        let directory = try TemporaryDirectory()
        try directory.write(Self.manifest, to: "routes.json")
        let noDirectory = try RouteGenProcess.run(["link-tests", "--module", "Shop"], in: directory.url)
        #expect(noDirectory.exitCode == 64)
        #expect(noDirectory.standardError.contains("error: '--output-directory' is required: the test target's folder"))
        let badModule = try RouteGenProcess.run(["link-tests", "--module", "My App", "--output-directory", "."], in: directory.url)
        #expect(badModule.exitCode == 64)
        #expect(badModule.standardError.contains("error: '--module' takes a module name such as 'Shop', not 'My App'"))

        try directory.write(Self.manifest.replacingOccurrences(of: #""id": 42"#, with: #""id": 43"#), to: "routes.json")
        let wrong = try RouteGenProcess.run(["link-tests", "--output-directory", "Out"], in: directory.url)
        #expect(wrong.exitCode == 1)
        #expect(wrong.standardError.contains(
            "routes.json:6:118: error: example 'shop://products/42' opens 'product' with id: 42, not 43 as its 'values' say"),
            "\(wrong.standardError)")
        #expect(!FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("Out").path))
    }
}
