import Foundation
import RouteGenTestSupport
import Testing

/// `routegen split`: routes move into a fragment file as written, the manifest includes it, and
/// the app's links are the same; a split that would not validate writes nothing.
@Suite("routegen split")
struct SplitCommandTests {
    /// A folder with the example manifest at `Sources/App/routes.json`.
    static func app() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        let folder = directory.url.appendingPathComponent("Sources/App")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: RepositoryPaths.file("routes.json"), to: folder.appendingPathComponent("routes.json"))
        return directory
    }

    @Test("moves the routes of a prefix into the fragment, includes it, and the manifest's links and AASA file are the same")
    func movesByPrefix() throws {
        let directory = try Self.app()
        let manifest = "Sources/App/routes.json"
        let links = ["https://shop.example.com/orders/0C4B1E7A-5D2F-4A3B-8E9C-1F2A3B4C5D6E", "shop://checkout/9F1C7E62-2A4B-4B8E-9C3D-0E5F6A7B8C9D/blue"]
        let before = try RouteGenProcess.run(["match", manifest] + links, in: directory.url)
        let list = try RouteGenProcess.run(["list", manifest], in: directory.url)

        let split = try RouteGenProcess.run(
            ["split", manifest, "--fragment", "Checkout", "--output", "Sources/Checkout/routes.json", "--prefix", "checkout,order"],
            in: directory.url)
        #expect(split.exitCode == 0, "\(split.standardError)")
        #expect(split.standardOutput == """
            moved 2 routes into Sources/Checkout/routes.json (fragment 'Checkout'): checkout, orderConfirmation
            Sources/App/routes.json includes "../Checkout/routes.json"

            """)
        let fragment = try String(contentsOf: directory.url.appendingPathComponent("Sources/Checkout/routes.json"), encoding: .utf8)
        #expect(fragment.hasPrefix("{\n  \"fragment\": \"Checkout\",\n  \"routes\": [\n    {\n      \"name\": \"checkout\","))
        let text = try String(contentsOf: directory.url.appendingPathComponent(manifest), encoding: .utf8)
        #expect(text.contains("  \"include\": [\"../Checkout/routes.json\"],\n  \"routes\": [\n    {\n      \"name\": \"productList\","))
        #expect(!text.contains("orderConfirmation"))

        // The same links open the same stacks, and the AASA file decides alike (its components
        // are in another order: the moved routes come after the manifest's own).
        let after = try RouteGenProcess.run(["match", manifest] + links, in: directory.url)
        let verdicts = { (output: String) in
            output.split(separator: "\n").map { $0.replacing(/component \d+/, with: "component") }
        }
        #expect(after.exitCode == 0 && verdicts(after.standardOutput) == verdicts(before.standardOutput),
                "\(after.standardOutput)\(after.standardError)")
        let listAfter = try RouteGenProcess.run(["list", manifest], in: directory.url)
        #expect(Set(listAfter.standardOutput.split(separator: "\n")) == Set(list.standardOutput.split(separator: "\n")))
    }

    @Test("a split that would not validate writes nothing, and an existing file is never overwritten")
    func refusals() throws {
        let directory = try Self.app()
        let manifest = "Sources/App/routes.json"
        let original = try Data(contentsOf: directory.url.appendingPathComponent(manifest))
        let badName = try RouteGenProcess.run(
            ["split", manifest, "--fragment", "checkout", "--output", "Sources/Checkout/routes.json", "--routes", "checkout"],
            in: directory.url)
        #expect(badName.exitCode == 1)
        #expect(badName.standardError.contains(
            "Sources/Checkout/routes.json:2:15: error: fragment name 'checkout' is not a Swift type name; use an UpperCamelCase identifier such as 'Cart'"),
            "\(badName.standardError)")
        #expect(badName.standardError.hasSuffix("error: the split manifest would not validate; nothing was written\n"))
        #expect(!FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("Sources/Checkout/routes.json").path))
        #expect(try Data(contentsOf: directory.url.appendingPathComponent(manifest)) == original)

        let none = try RouteGenProcess.run(
            ["split", manifest, "--fragment", "Wish", "--output", "Wish/routes.json", "--prefix", "wish"], in: directory.url)
        #expect(none.exitCode == 1)
        #expect(none.standardError == "Sources/App/routes.json: error: no route of the manifest's own routes is chosen to move\n")

        let existing = try RouteGenProcess.run(
            ["split", manifest, "--fragment", "App", "--output", manifest, "--prefix", "product"], in: directory.url)
        #expect(existing.exitCode == 1)
        #expect(existing.standardError == "Sources/App/routes.json: error: already exists; give a new file to move the routes into\n")
    }
}
