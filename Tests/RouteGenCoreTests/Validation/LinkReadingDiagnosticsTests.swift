@testable import RouteGenCore
import RouteGenTestSupport
import Testing

/// The manifest's lines for the link shapes of round two: carriers of paths, routes only a carrier
/// opens, items in the fragment, decoding before splitting, kept empty segments and a scheme host
/// compared with its case. Each is refused where the parser, the printer or the AASA file could
/// not keep it.
@Suite("Link reading diagnostics")
struct LinkReadingDiagnosticsTests {
    static func routes(_ routes: String, settings: String = "") -> String {
        LinkShapeDiagnosticsTests.routes(routes, settings: settings)
    }

    @Test("a carrier carries a link or a path, never both")
    func carriers() {
        expectDiagnostics(
            Self.routes(#"""
                { "name": "a", "path": "/a" },
                { "name": "e", "path": "/e", "opensLinkIn": "?u", "opensPathIn": 1️⃣"?u" },
                { "name": "f", "path": "/f", "opensPathIn": 2️⃣"url" }
                """#),
            [
                "1️⃣ error: route 'e' has both 'opensLinkIn' and 'opensPathIn'; a carrier carries a whole link or a path, so keep one",
                "2️⃣ error: 'opensPathIn' of route 'f' must be '?' and a query item name (\"?redirect_to\"), or '#' for the "
                    + "fragment; an item name is letters, digits and - . _ ~",
            ])
    }

    @Test("a route only a carrier opens has a screen, and a carrier on one of its channels")
    func carriedOnly() {
        expectDiagnostics(
            Self.routes(#"""
                { "name": "a", "path": "/a", "carriedOnly": 1️⃣true },
                { "name": "g", "path": "/g", "opensPathIn": "?url", "carriedOnly": 2️⃣true }
                """#),
            ["2️⃣ error: route 'g' carries a link itself ('opensPathIn'); 'carriedOnly' is for a route with a screen that only a carried link opens"])
        expectDiagnostics(
            Self.routes(#"""
                { "name": "a", "path": "/a", "carriedOnly": 1️⃣true, "customScheme": false },
                { "name": "b", "path": "/b", "carriedOnly": true },
                { "name": "g", "path": "/g", "opensPathIn": "?url", "universalLink": false }
                """#),
            [
                "1️⃣ error: route 'a' opens only through a carrier, but no route carries links on its channels and hosts; add "
                    + "a route with 'opensPathIn' (\"?url\") or 'opensLinkIn', or remove 'carriedOnly'"
            ])
        // A carried path is read on the carrier's host: a carrier on another host never reaches it.
        expectDiagnostics(
            Self.routes(#"""
                { "name": "open", "path": "/open", "opensPathIn": "?p", "hosts": ["example.com"], "customScheme": false },
                { "name": "x", "path": "/x", "carriedOnly": 1️⃣true, "hosts": ["blog.example.com"] }
                """#),
            [
                "1️⃣ error: route 'x' opens only through a carrier, but no route carries links on its channels and hosts; add "
                    + "a route with 'opensPathIn' (\"?url\") or 'opensLinkIn', or remove 'carriedOnly'"
            ])
    }

    @Test("a route that reads its items from the fragment has some, none of them fixed, and carries no link")
    func itemsInFragment() {
        expectDiagnostics(
            Self.routes(#"""
                { "name": "a", "path": "/a", "itemsInFragment": 1️⃣true },
                { "name": "b", "path": "/b", "itemsInFragment": true, "query": { "t": "String", 2️⃣"v": { "equals": "2" } } },
                { "name": "g", "path": "/g", "opensLinkIn": "#", "itemsInFragment": 3️⃣true }
                """#),
            [
                "1️⃣ error: route 'a' reads its query items from the fragment but has none; declare them in 'query' "
                    + "(\"channel_id\": \"String\") or remove 'itemsInFragment'",
                "2️⃣ error: route 'b' reads its items from the fragment, where a fixed item ('equals') cannot choose the route: "
                    + "an apple-app-site-association file cannot see it; declare 'v' with a type",
                "3️⃣ error: route 'g' carries a link ('opensLinkIn'), which has no items to read; remove 'itemsInFragment'",
                "3️⃣ error: route 'g' reads its query items from the fragment but has none; declare them in 'query' "
                    + "(\"channel_id\": \"String\") or remove 'itemsInFragment'",
            ])
    }

    @Test("empty segments are kept by a rest parameter at the end of the path, not beside decoding")
    func keptEmptySegments() {
        expectDiagnostics(
            Self.routes(#"""
                { "name": "a", "path": "/a/{b}", "keepsEmptySegments": 1️⃣true },
                { "name": "c", "path": "/c/{d...}", "keepsEmptySegments": true, "decodesBeforeSplitting": 2️⃣true }
                """#),
            [
                "1️⃣ error: route 'a' keeps empty segments, which only a rest parameter at the end of its path can hold "
                    + "(\"/wiki/{title...}\"); add one or remove 'keepsEmptySegments'",
                "2️⃣ error: route 'c' both keeps empty segments and decodes before splitting; a decoded '%2F' next to a '/' "
                    + "would read as an empty segment, so choose one",
            ])
    }

    // The second reading is the decoding routes': what it finds must be a route of theirs, which a
    // carrier, opening the link it carries, never is.
    @Test("a carrier does not decode before splitting: the link it carries is read as any link")
    func decodingCarrier() {
        expectDiagnostics(
            Self.routes(#"""
                { "name": "share", "path": "/share", "opensLinkIn": "?url", "decodesBeforeSplitting": 1️⃣true },
                { "name": "a", "path": "/a" }
                """#),
            [
                "1️⃣ error: route 'share' carries a link ('opensLinkIn'), which is read as any link, twice when it has '%2F'; "
                    + "remove 'decodesBeforeSplitting'"
            ])
    }

    @Test("a scheme host compared with its case is the first segment, not a host of its own; it tells paths apart by case")
    func caseSensitiveHost() throws {
        expectDiagnostics(
            RouteGenCoreTests.manifest(
                #"{ "name": "a", "path": "/a" }"#,
                settings: #""schemes": [{ "name": "app", "host": "open", "caseSensitiveHost": 1️⃣true }], "#),
            [
                "1️⃣ error: scheme 'app' has a 'host', which always compares without case; 'caseSensitiveHost' is for a scheme "
                    + "whose first segment stands in the host's place (app://post)"
            ])
        let (table, diagnostics) = Generator.routeTable(fromManifest: Array(RouteGenCoreTests.manifest(
            #"{ "name": "post", "path": "/post" }, { "name": "shout", "path": "/POST" }"#,
            settings: #""schemes": [{ "name": "app", "caseSensitiveHost": true }], "#).utf8))
        #expect(table?.schemes.first?.caseSensitiveHost == true, "\(diagnostics.rendered(file: "routes.json"))")
    }

    @Test("routes that decode before splitting and routes that do not still refuse one shape twice, at both places")
    func decodingOverlaps() {
        expectDiagnostics(
            Self.routes(#"""
                { "name": "a", "path": 1️⃣"/@{account}", "decodesBeforeSplitting": true },
                { "name": "b", "path": 2️⃣"/@{handle}" }
                """#),
            ["2️⃣ error: route 'b' accepts exactly the same URLs as route 'a' ('/@{handle}' and '/@{account}'); change one of the paths\n1️⃣ note: 'a' declared here"])
    }
}
