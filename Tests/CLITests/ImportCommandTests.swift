import Foundation
import RouteGenTestSupport
import Testing

/// `routegen import`, run as a team adopting RouteGen runs it.
@Suite("routegen import")
struct ImportCommandTests {
    static let deployed = """
        { "applinks": { "details": [{ "appIDs": ["ABCDE12345.com.example.shop"], "components": [
          { "/": "/account/*", "exclude": true },
          { "/": "/orders/*/status" },
          { "/": "/" }
        ] }] } }
        """

    @Test("a file a route can express: the draft is written and valid, and every link agrees; exit 0")
    func agreeing() throws {
        let directory = try TemporaryDirectory()
        try directory.write(Self.deployed, to: "aasa.json")
        try directory.write("https://shop.example.com/orders/42/status\n# from the logs\nhttps://shop.example.com/\n", to: "links.txt")
        let result = try RouteGenProcess.run(
            ["import", "--aasa", "aasa.json", "--scheme", "shop", "--urls", "links.txt", "--output", "routes.json"], in: directory.url)
        #expect(result.standardError == "")
        let lines = result.standardOutput.split(separator: "\n")
        #expect(lines.first == "wrote routes.json: 3 routes, 1 closed to universal links")
        #expect(lines.last?.hasPrefix("compared ") == true && lines.last?.hasSuffix("links: the draft's AASA file opens the app for exactly the same ones") == true)
        #expect(result.exitCode == 0)
        let validate = try RouteGenProcess.run(["validate", "routes.json"], in: directory.url)
        #expect(validate.standardOutput == "routes.json: 3 routes, 0 errors\n", "\(validate.standardError)")
        let manifest = try String(contentsOf: directory.url.appendingPathComponent("routes.json"), encoding: .utf8)
        #expect(manifest.contains(#""schemes": ["shop"]"#))
        #expect(manifest.contains(#""path": "/orders/{id:Int}/status""#))
    }

    @Test("approximations: a warning per pattern on stderr, every changed link on stdout; exit 1")
    func disagreeing() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            #"{ "applinks": { "details": [{ "appIDs": ["ABCDE12345.com.example.x"], "components": [{ "/": "/item-?" }, { "?": { "promo": "?*" } }] }] } }"#,
            to: "aasa.json")
        let result = try RouteGenProcess.run(
            ["import", "--aasa", "aasa.json", "--host", "x.example.com", "--output", "routes.json"], in: directory.url)
        #expect(result.standardError == """
            aasa.json: warning: component 0 '/item-?': 'item-?' matches part of a segment or a number of characters, which a route cannot; the draft takes any value of that segment
            aasa.json: warning: component 1: a rule on the query alone cannot be routed; the draft leaves it out

            """)
        #expect(result.standardOutput.contains("opens the app with the draft, not today: https://x.example.com/zz\n  today: no component matches\n"))
        #expect(result.standardOutput.contains("opens the app today, not with the draft: https://x.example.com/?promo=x1\n"))
        #expect(result.exitCode == 1)
    }

    @Test("without --output the draft goes to stdout and the report to stderr")
    func standardOutput() throws {
        let directory = try TemporaryDirectory()
        try directory.write(Self.deployed, to: "aasa.json")
        let result = try RouteGenProcess.run(["import", "--aasa", "aasa.json", "--host", "shop.example.com"], in: directory.url)
        #expect(result.standardOutput.hasPrefix("{\n  \"version\": 1,"))
        #expect(result.standardError.hasPrefix("compared "))
        #expect(result.exitCode == 0)
    }

    @Test("an app ID a manifest cannot list is an error that says why; exit 1")
    func invalidAppID() throws {
        let directory = try TemporaryDirectory()
        try directory.write(#"{ "applinks": { "details": [{ "appIDs": ["T.app"], "components": [{ "/": "/x" }] }] } }"#, to: "aasa.json")
        let result = try RouteGenProcess.run(["import", "--aasa", "aasa.json", "--host", "x.example.com"], in: directory.url)
        #expect(result.standardError == """
            aasa.json: error: app ID 'T.app' is not 'TEAMID.bundle.id' with the 10-character team ID, so a manifest cannot list it

            """)
        #expect(result.exitCode == 1)
    }

    @Test("usage errors exit 64: no --aasa, several apps and no --app-id, a scheme a manifest cannot list")
    func usage() throws {
        let directory = try TemporaryDirectory()
        let noFile = try RouteGenProcess.run(["import"], in: directory.url)
        #expect(noFile.standardError.hasPrefix("error: give the AASA file to import with '--aasa FILE'"))
        #expect(noFile.exitCode == 64)
        try directory.write(
            #"{ "applinks": { "details": [{ "appIDs": ["A.a", "B.b"], "components": [{ "/": "/x" }] }] } }"#, to: "aasa.json")
        let twoApps = try RouteGenProcess.run(["import", "--aasa", "aasa.json", "--host", "x.com"], in: directory.url)
        #expect(twoApps.standardError.hasPrefix("error: the file lists 'A.a' and 'B.b'; choose one with '--app-id'"))
        #expect(twoApps.exitCode == 64)
        try directory.write(#"{ "applinks": { "details": [{ "appIDs": ["ABCDE12345.com.example.x"], "components": [{ "/": "/x" }] }] } }"#, to: "one.json")
        let badScheme = try RouteGenProcess.run(["import", "--aasa", "one.json", "--host", "x.com", "--scheme", "https"], in: directory.url)
        #expect(badScheme.standardError.hasPrefix("error: scheme 'https' is the web's"))
        #expect(badScheme.exitCode == 64)
    }
}
