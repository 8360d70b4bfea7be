import Foundation
import RouteGenTestSupport
import Testing

extension ConsumerPackageTests {
    @Test("link tests: the build plugin on a test target runs every example through the app's code; a wrong example fails at its line, naming the route, the link and what opened")
    func linkTests() throws {
        let shop = try ShopPackage()
        let manifest = "Sources/ShopRoutes/routes.json"

        // The test target has no manifest of its own: the plugin writes the link tests of ShopRoutes'.
        let passing = try shop.swift("test")
        #expect(passing.exitCode == 0, "\(passing.standardOutput)\(passing.standardError)")
        #expect((passing.standardOutput + passing.standardError).contains(
            "RouteGen: generating the link tests of ShopRoutes for ShopRoutesTests from routes.json"))
        // Swift Testing's line for each test may come late or on either stream; its summary is
        // reliable: the target's 2 tests and the 4 link tests, all passed.
        let output = passing.standardOutput + passing.standardError
        #expect(output.contains("Suite \"AppRoute links, from routes.json\" passed"), "\(output)")
        #expect(output.contains("Test run with 6 tests in 2 suites passed"), "\(output)")
        #expect(!output.contains("recorded an issue"))

        // A planted wrong example: the model takes any raw value of a custom type, but the app's
        // `Slug` takes lower-case names only, so the link opens no route in the app.
        let planted = #"      "examples": ["https://shop.example.com/brands/north-face", "https://shop.example.com/brands/Acme"]"#
        try shop.edit(manifest) {
            $0.replacingOccurrences(of: #"      "examples": ["https://shop.example.com/brands/north-face"]"#, with: planted)
        }
        let contents = try String(contentsOf: shop.root.appendingPathComponent(manifest), encoding: .utf8)
        let line = try #require(contents.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0 == planted }) + 1
        let failing = try shop.swift("test")
        #expect(failing.exitCode != 0)
        // The message names the manifest's line, the link, the route and what opened instead.
        let failed = failing.standardOutput + failing.standardError
        let message = "\(shop.root.path)/\(manifest):\(line): example 'https://shop.example.com/brands/Acme' of route 'brand' "
            + #"opens no route: the app's Slug(rawValue: "Acme") is nil"#
        #expect(failed.contains(message), "\(failed)")
        // Recorded at that line of the manifest, where Xcode shows it.
        #expect(failed.contains("routes.json:\(line):"), "\(failed)")
        // The other examples still pass: one issue, in the one test that opens the link.
        #expect(failed.contains("Test run with 6 tests in 2 suites failed") && failed.contains("with 1 issue"), "\(failed)")
    }
}
