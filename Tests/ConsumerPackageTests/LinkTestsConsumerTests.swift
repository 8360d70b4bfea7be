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
        for test in [
            "each example opens its route, with its values and parents, on every channel",
            "each example's route prints links and stored text that open it again",
            "each example's navigation survives restorationData and restore(from:)",
            "the AASA file opens the app for each example's universal link wherever the parser opens its route",
        ] {
            #expect(passing.standardOutput.contains("Test \"\(test)\" with"), "\(test) did not run:\n\(passing.standardOutput)")
        }
        #expect(!passing.standardOutput.contains("recorded an issue"))

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
        let message = "\(shop.root.path)/\(manifest):\(line): example 'https://shop.example.com/brands/Acme' of route 'brand' "
            + #"opens no route: the app's Slug(rawValue: "Acme") is nil"#
        #expect(failing.standardOutput.contains(message), "\(failing.standardOutput)")
        // Recorded at that line of the manifest, where Xcode shows it.
        #expect(failing.standardOutput.contains("routes.json:\(line):"), "\(failing.standardOutput)")
        // The other examples still pass: one failure, in the one test that opens the link.
        #expect(failing.standardOutput.components(separatedBy: "recorded an issue").count - 1 == 1, "\(failing.standardOutput)")
    }
}
