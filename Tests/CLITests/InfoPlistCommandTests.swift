import Foundation
import RouteGenTestSupport
import Testing

/// `routegen info-plist`: what the app target declares for the manifest's links and activities.
@Suite("routegen info-plist")
struct InfoPlistCommandTests {
    static let manifest = """
        {
          "version": 1,
          "enum": "LibraryRoute",
          "hosts": ["books.example.com", "*.books.example.com"],
          "schemes": ["books", "books-beta"],
          "appIDs": ["ABCDE12345.com.example.books"],
          "webcredentials": { "apps": ["ABCDE12345.com.example.books"] },
          "routes": [{ "name": "shelf", "path": "/shelf" }]
        }
        """

    static func run(_ arguments: [String], manifest: String = manifest) throws -> RouteGenProcess.Result {
        let directory = try TemporaryDirectory()
        try directory.write(manifest, to: "routes.json")
        return try RouteGenProcess.run(["info-plist"] + arguments, in: directory.url)
    }

    /// The top-level dictionary of a property list's text.
    static func dictionary(_ text: String) throws -> [String: Any] {
        try #require(try PropertyListSerialization.propertyList(from: Data(text.utf8), format: nil) as? [String: Any])
    }

    @Test("the Info.plist registers the custom schemes and lists the routes' activity type")
    func infoPlist() throws {
        let result = try Self.run([])
        #expect(result.exitCode == 0 && result.standardError == "")
        let plist = try Self.dictionary(result.standardOutput)
        let types = try #require(plist["CFBundleURLTypes"] as? [[String: Any]])
        #expect(types.count == 1)
        #expect(types.first?["CFBundleURLSchemes"] as? [String] == ["books", "books-beta"])
        #expect(types.first?["CFBundleURLName"] as? String == "$(PRODUCT_BUNDLE_IDENTIFIER)")
        #expect(plist["NSUserActivityTypes"] as? [String] == ["com.example.books.route"], "the first app ID's bundle ID")
    }

    @Test("the entitlements list each host for universal links, and for passwords with webcredentials")
    func entitlements() throws {
        let result = try Self.run(["--entitlements"])
        #expect(result.exitCode == 0)
        let plist = try Self.dictionary(result.standardOutput)
        #expect(plist["com.apple.developer.associated-domains"] as? [String] == [
            "applinks:books.example.com", "applinks:*.books.example.com",
            "webcredentials:books.example.com", "webcredentials:*.books.example.com",
        ])
    }

    @Test("a manifest's activityType is the one listed; without schemes or hosts, their keys are left out")
    func activityTypeOnly() throws {
        let manifest = #"{ "version": 1, "activityType": "com.example.reader.screen", "routes": [{ "name": "home", "path": "/" }] }"#
        let plist = try Self.dictionary(try Self.run([], manifest: manifest).standardOutput)
        #expect(plist.keys.sorted() == ["NSUserActivityTypes"])
        #expect(plist["NSUserActivityTypes"] as? [String] == ["com.example.reader.screen"])
        #expect(try Self.dictionary(try Self.run(["--entitlements"], manifest: manifest).standardOutput).isEmpty)
    }

    @Test("a manifest that generates no router advertises no activity, so lists no activity type")
    func noRouterNoActivityType() throws {
        let manifest = #"{ "version": 1, "schemes": ["books"], "generate": ["enum"], "routes": [{ "name": "home", "path": "/" }] }"#
        let plist = try Self.dictionary(try Self.run([], manifest: manifest).standardOutput)
        #expect(plist.keys.sorted() == ["CFBundleURLTypes"])
    }

    @Test("a manifest with an error prints nothing and exits 1, the error on its line")
    func invalidManifest() throws {
        let result = try Self.run([], manifest: #"{ "version": 1, "activityType": "com example", "routes": [] }"#)
        #expect(result.exitCode == 1)
        #expect(result.standardOutput == "")
        #expect(result.standardError.contains("routes.json:1:33: error: activity type 'com example' must be letters, digits"))
    }
}
