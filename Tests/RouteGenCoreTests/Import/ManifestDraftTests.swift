import RouteGenCore
import Testing

/// `routegen import`: a first manifest from AASA files shaped like real ones (written from Apple's
/// documented formats), and where its AASA file would differ from the deployed one.
@Suite("Import: a manifest drafted from an AASA file")
struct ManifestDraftTests {
    static let app = "ABCDE12345.com.example.shop"

    static func file(_ json: String) throws -> AASAFile {
        var diagnostics = Diagnostics()
        return try #require(AASAReader.read(Array(json.utf8), diagnostics: &diagnostics), "\(diagnostics.all)")
    }

    static func routeLines(_ draft: ManifestDraft) -> [String] {
        draft.json.split(separator: "\n").map(String.init).filter { $0.hasPrefix("    { ") }
    }

    @Test("patterns a route can express: the draft's AASA file opens exactly the links the original does")
    func expressible() throws {
        let original = try Self.file("""
            { "applinks": { "details": [{ "appIDs": ["\(Self.app)"], "components": [
              { "/": "/account/*", "exclude": true, "comment": "signed-in pages stay on the web" },
              { "/": "/products/?*/reviews" },
              { "/": "/products/*" },
              { "/": "/search", "?": { "q": "?*" } },
              { "/": "/" }
            ] }] } }
            """)
        let draft = try ManifestDraft.make(from: original, options: .init(hosts: ["shop.example.com"]))
        #expect(draft.warnings.isEmpty)
        #expect(Self.routeLines(draft) == [
            #"    { "name": "account", "path": "/account/{path...}", "universalLink": false, "doc": "Drafted from the exclude '/account/*' of the AASA file." },"#,
            #"    { "name": "productsReviews", "path": "/products/{id}/reviews", "doc": "Drafted from '/products/?*/reviews' of the AASA file." },"#,
            #"    { "name": "products", "path": "/products/{path...}", "doc": "Drafted from '/products/*' of the AASA file." },"#,
            #"    { "name": "search", "path": "/search", "query": { "q": "String" }, "doc": "Drafted from '/search' of the AASA file." },"#,
            #"    { "name": "home", "path": "/", "doc": "Drafted from '/' of the AASA file." }"#,
        ])
        let comparison = ImportComparison(original: original, draft: draft, urls: [])
        #expect(comparison.links.count > 30)
        #expect(comparison.disagreements.map(\.link) == [], "\(comparison.disagreements.map { "\($0.link): \($0.original) / \($0.draft)" })")
    }

    @Test("a path whose patterns differ by required items drafts a route per set of items, the preview kept off the app")
    func chosenByItems() throws {
        let original = try Self.file("""
            { "applinks": { "details": [{ "appIDs": ["\(Self.app)"], "components": [
              { "/": "/projects/*", "?": { "token": "?*" }, "exclude": true },
              { "/": "/projects/*" },
              { "/": "/w/index.php", "?": { "search": "?*", "title": "?*" } },
              { "/": "/w/index.php", "?": { "title": "?*" } },
              { "/": "/w/index.php", "?": { "title": "?*" }, "comment": "never reached: the same path and items" }
            ] }] } }
            """)
        let draft = try ManifestDraft.make(from: original, options: .init(hosts: ["shop.example.com"]))
        #expect(Self.routeLines(draft) == [
            #"    { "name": "projects", "path": "/projects/{path...}", "query": { "token": "String" }, "universalLink": false, "doc": "Drafted from the exclude '/projects/*' of the AASA file." },"#,
            #"    { "name": "projects2", "path": "/projects/{path...}", "doc": "Drafted from '/projects/*' of the AASA file." },"#,
            #"    { "name": "wIndexPhp", "path": "/w/index.php", "query": { "search": "String", "title": "String" }, "doc": "Drafted from '/w/index.php' of the AASA file." },"#,
            #"    { "name": "wIndexPhp2", "path": "/w/index.php", "query": { "title": "String" }, "doc": "Drafted from '/w/index.php' of the AASA file." }"#,
        ])
        let comparison = ImportComparison(original: original, draft: draft, urls: [])
        #expect(comparison.disagreements.map(\.link) == [], "\(comparison.disagreements.map { "\($0.link): \($0.original) / \($0.draft)" })")
    }

    @Test("what a route cannot express is approximated, named in a warning, and every link it changes is reported")
    func approximations() throws {
        let original = try Self.file("""
            { "applinks": { "details": [{ "appIDs": ["\(Self.app)"], "components": [
              { "#": "no_universal_links", "exclude": true },
              { "/": "/item-?" },
              { "/": "/help/*", "?": { "articleNumber": "????" } },
              { "/": "/$(lang)/deals" },
              { "?": { "promo": "?*" } },
              { "/": "/raw", "?": "a=*" }
            ] }] } }
            """)
        let draft = try ManifestDraft.make(from: original, options: .init(hosts: ["shop.example.com"]))
        #expect(draft.warnings == [
            "component 0: a rule on the fragment alone ('#no_universal_links') cannot be routed; the draft leaves it out",
            "component 1 '/item-?': 'item-?' matches part of a segment or a number of characters, which a route cannot; "
                + "the draft takes any value of that segment",
            "component 2 '/help/*': the value pattern '????' of 'articleNumber' cannot be routed; the draft requires any value",
            "component 3 '/$(lang)/deals': the substitution variable in '$(lang)' cannot be routed; the draft takes any value of that segment",
            "component 4: a rule on the query alone cannot be routed; the draft leaves it out",
            "component 5 '/raw': the query pattern 'a=*' cannot be routed; the draft ignores it",
        ])
        #expect(Self.routeLines(draft).map { $0.prefix { $0 != "," } } == [
            #"    { "name": "item""#, #"    { "name": "help""#, #"    { "name": "langDeals""#, #"    { "name": "raw""#,
        ])
        let comparison = ImportComparison(original: original, draft: draft, urls: [])
        let changed = Set(comparison.disagreements.map(\.link))
        // `/item-?` as `/{id}` opens any one segment; the rule on `promo` alone is gone.
        #expect(changed.contains("https://shop.example.com/zz"))
        #expect(changed.contains("https://shop.example.com/?promo=x1"))
        #expect(comparison.disagreements.allSatisfy { $0.original != $0.draft })
    }

    @Test("a wildcard inside a segment drafts a parameter inside the segment: '/@*' is '/@{id}'")
    func compoundSegments() throws {
        let original = try Self.file("""
            { "applinks": { "details": [{ "appIDs": ["\(Self.app)"], "components": [
              { "/": "/@?*/?*" },
              { "/": "/@?*" },
              { "/": "/p/?*-?*" },
              { "/": "/files/*.pdf" }
            ] }] } }
            """)
        let draft = try ManifestDraft.make(from: original, options: .init(hosts: ["shop.example.com"]))
        #expect(draft.warnings.isEmpty)
        #expect(Self.routeLines(draft).map { $0.prefix { $0 != "," } + ($0.contains(#""path""#) ? $0.drop { $0 != "/" }.prefix { $0 != "\"" } : "") } == [
            #"    { "name": "route"/@{id}/{id2}"#, #"    { "name": "route2"/@{id}"#, #"    { "name": "p"/p/{id}-{id2}"#,
            #"    { "name": "filesPdf"/files/{id}.pdf"#,
        ])
        // Only deeper links differ: in the file a `?*` takes several segments, in a route one.
        let comparison = ImportComparison(original: original, draft: draft, urls: [])
        #expect(comparison.disagreements.map(\.link) == [
            "https://shop.example.com/@x1/x1/zz", "https://shop.example.com/@x1/x1/zz/",
            "https://shop.example.com/p/x1-x1/zz", "https://shop.example.com/p/x1-x1/zz/",
        ])
    }

    @Test("legacy paths: NOT excludes, in order; a later pattern of the same shape is left out, as iOS never reaches it")
    func legacyPaths() throws {
        let original = try Self.file("""
            { "applinks": { "apps": [], "details": [{ "appID": "\(Self.app)",
              "paths": ["NOT /admin/*", "/blog/*", "/blog/?*", "/wwdc/news/", "/admin/*"] }] } }
            """)
        let draft = try ManifestDraft.make(from: original, options: .init(hosts: ["shop.example.com"]))
        #expect(Self.routeLines(draft).map { $0.prefix { $0 != "," } } == [
            #"    { "name": "admin""#, #"    { "name": "blog""#, #"    { "name": "blog2""#, #"    { "name": "wwdcNews""#,
        ])
        #expect(draft.closedRouteCount == 1)
        #expect(ImportComparison(original: original, draft: draft, urls: []).disagreements.isEmpty)
    }

    @Test("several apps: the entry of the app given, a warning for a later entry iOS never reads, an error without --app-id")
    func severalApps() throws {
        let original = try Self.file("""
            { "applinks": { "details": [
              { "appIDs": ["ABCDE12345.com.example.beta"], "components": [{ "/": "/beta/*" }] },
              { "appIDs": ["\(Self.app)"], "components": [{ "/": "/shop/*" }] },
              { "appIDs": ["\(Self.app)"], "components": [{ "/": "/never/*" }] }
            ] } }
            """)
        let draft = try ManifestDraft.make(from: original, options: .init(appID: Self.app, hosts: ["shop.example.com"]))
        #expect(draft.warnings == ["a later 'details' entry lists '\(Self.app)' too; iOS reads only the first, and so does the draft"])
        #expect(Self.routeLines(draft).count == 1)
        #expect(throws: ManifestDraft.Failure.self) { try ManifestDraft.make(from: original, options: .init(hosts: ["a.com"])) }
        do {
            _ = try ManifestDraft.make(from: original, options: .init(hosts: ["a.com"]))
        } catch {
            #expect(error.message == "the file lists 'ABCDE12345.com.example.beta' and '\(Self.app)'; choose one with '--app-id'")
            #expect(error.isUsage)
        }
    }

    @Test("--urls: parameters whose every value is an Int or a UUID get that type, links become examples, the host comes from them")
    func urlsRefine() throws {
        let original = try Self.file("""
            { "applinks": { "details": [{ "appIDs": ["\(Self.app)"], "components": [
              { "/": "/orders/?*" }, { "/": "/products/?*" }, { "/": "/users/?*" } ] }] } }
            """)
        let urls = [
            "https://shop.example.com/orders/42", "https://shop.example.com/orders/7",
            "https://shop.example.com/products/9F1C7E62-2A4B-4B8E-9C3D-0E5F6A7B8C9D",
            "https://shop.example.com/users/alice", "https://shop.example.com/users/42",
        ]
        let draft = try ManifestDraft.make(from: original, options: .init(urls: urls))
        #expect(draft.hosts == ["shop.example.com"])
        let lines = Self.routeLines(draft)
        #expect(lines[0].contains(#""path": "/orders/{id:Int}""#))
        #expect(lines[0].contains(#""examples": ["https://shop.example.com/orders/42", "https://shop.example.com/orders/7"]"#))
        #expect(lines[1].contains(#""path": "/products/{id:UUID}""#))
        #expect(lines[2].contains(#""path": "/users/{id}""#))
        let table = try #require(Generator.routeTable(fromManifest: Array(draft.json.utf8)).routeTable)
        #expect(table.routes.map { $0.examples.count } == [2, 1, 2])
        // `?*` also matches several segments, which a parameter does not: the deeper links are the
        // ones that change, and the report lists each.
        let changed = ImportComparison(original: original, draft: draft, urls: urls).disagreements
        #expect(changed.map(\.link) == ["orders", "products", "users"].flatMap { section in
            ["https://shop.example.com/\(section)/x1/zz", "https://shop.example.com/\(section)/x1/zz/"]
        })
        #expect(changed.allSatisfy { $0.originalOpens })
    }

    @Test("what a manifest cannot name is left out with a warning, so the draft always validates")
    func unnameable() throws {
        let original = try Self.file(#"""
            { "applinks": { "details": [{ "appIDs": ["\#(Self.app)"], "components": [
              { "/": "/a", "?": { "Type": "?*", "utm-source": "?*", "q": "?*" } },
              { "/": "/b/%2E%2E/c" }
            ] }] } }
            """#)
        let draft = try ManifestDraft.make(from: original, options: .init(hosts: ["shop.example.com"]))
        #expect(draft.warnings == [
            "component 0 '/a': query item 'Type' cannot be a parameter name; the draft ignores it",
            "component 0 '/a': query item 'utm-source' cannot be a parameter name; the draft ignores it",
            "component 1 '/b/%2E%2E/c': the literal '..' has characters a manifest path cannot hold; the draft takes any value of that segment",
        ])
        let lines = Self.routeLines(draft)
        #expect(lines.count == 2)
        #expect(lines.first?.hasPrefix(#"    { "name": "a", "path": "/a", "query": { "q": "String" }"#) == true)
        #expect(lines.last?.hasPrefix(#"    { "name": "bC", "path": "/b/{id}/c""#) == true)
    }

    @Test("no host anywhere is a usage error that says what to give")
    func noHost() throws {
        let original = try Self.file(#"{ "applinks": { "details": [{ "appIDs": ["ABCDE12345.com.example.a"], "components": [{ "/": "/a" }] }] } }"#)
        do {
            _ = try ManifestDraft.make(from: original, options: .init())
            Issue.record("expected a failure")
        } catch {
            #expect(error.message == "give '--host HOST', the domain that serves this file (or '--urls' with links on it)")
        }
    }
}
