@testable import RouteGenCore
import RouteGenTestSupport
import Testing

/// A link with `%2F` that no route takes as written is read again with `%2F` as `/`, for the
/// routes that decode before splitting. Every route competes for that second reading as it would
/// for the link written with `/`, and the reading opens a route only when one that decodes takes
/// it: so every value a link opens prints a link that opens it again (issue 58, defect 2).
@Suite("The second reading of a link with %2F")
struct SecondReadingTests {
    /// The issue's manifest: `pair` reads `/x%2F7` as `/x/7`, which is `item`'s link.
    static let manifest = #"""
        { "version": 1, "hosts": ["example.com"], "appIDs": ["ABCDE12345.com.example.app"],
          "routes": [
            { "name": "pair", "path": "/{a}/{b}", "decodesBeforeSplitting": true },
            { "name": "item", "path": "/x/{id}" }
          ] }
        """#

    static func matcher() throws -> LinkMatcher {
        let (table, diagnostics) = Generator.routeTable(fromManifest: Array(manifest.utf8))
        return LinkMatcher(table: try #require(table, "\(diagnostics.rendered(file: "routes.json"))"))
    }

    @Test("a link whose second reading another route takes opens nothing; one a decoding route takes opens it", arguments: [
        ("https://example.com/x%2F7", nil),  // `/x/7` is item's: pair(a: "x", b: "7") would print it
        ("https://example.com/x/7", #"item(id: "7")"#),
        ("https://example.com/y%2F7", #"pair(a: "y", b: "7")"#),
        ("https://example.com/y/7", #"pair(a: "y", b: "7")"#),
        ("https://example.com/x%2F7%2F8", nil),  // three segments: no route
    ] as [(String, String?)])
    func secondReading(link: String, value: String?) throws {
        #expect(try Self.matcher().match(url: link)?.value == value)
    }

    /// A carrier on the path a decoding route's link prints, and the decoding route with an item of
    /// the carrier's name: `pair(a: "x", b: "y", url: …)` would print `/x/y?url=…`, the carrier's.
    static let carrierManifest = #"""
        { "version": 1, "hosts": ["example.com"], "appIDs": ["ABCDE12345.com.example.app"],
          "routes": [
            { "name": "go", "path": "/x/y", "opensLinkIn": "?url" },
            { "name": "pair", "path": "/{a}/{b}", "decodesBeforeSplitting": true, "query": { "url": "String?" } },
            { "name": "home", "path": "/home" }
          ] }
        """#

    @Test("a carrier that takes the second reading refuses it: the link written with `/` is the carrier's", arguments: [
        ("https://example.com/x%2Fy?url=%2Fhome", nil),
        ("https://example.com/x/y?url=%2Fhome", "home"),
        ("https://example.com/x%2Fz?url=%2Fhome", #"pair(a: "x", b: "z", url: "/home")"#),
    ] as [(String, String?)])
    func carrierRefusesTheSecondReading(link: String, value: String?) throws {
        let (table, diagnostics) = Generator.routeTable(fromManifest: Array(Self.carrierManifest.utf8))
        let matcher = LinkMatcher(table: try #require(table, "\(diagnostics.rendered(file: "routes.json"))"))
        #expect(matcher.match(url: link)?.value == value)
    }
}
