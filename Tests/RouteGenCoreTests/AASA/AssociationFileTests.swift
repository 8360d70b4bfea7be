@testable import RouteGenCore
import RouteGenTestSupport
import Testing

/// The AASA file RouteGen generates: a link opens the app if and only if the parser has a
/// universal-link route of its shape, under every reading of what Apple leaves undocumented.
@Suite("RouteGen's AASA file")
struct AssociationFileTests {
    static let shop = text("routes.json")

    static func text(_ path: String) -> String {
        String(decoding: (try? RepositoryPaths.bytes(path)) ?? [], as: UTF8.self)
    }

    static func table(_ manifest: String) throws -> RouteTable {
        let (table, diagnostics) = Generator.routeTable(fromManifest: Array(manifest.utf8))
        return try #require(table, "\(diagnostics.rendered(file: "routes.json"))")
    }

    /// The verdicts of a file under every reading; they must agree, and this returns the one answer.
    static func opens(_ file: AASAFile, _ url: String, appID: String) -> Bool? {
        let verdicts = Set(AASAMatcher.Reading.all.map { AASAMatcher(file: file, reading: $0).verdict(for: url, appID: appID).opensApp })
        return verdicts.count == 1 ? verdicts.first : nil
    }

    @Test("shop: which links open the app", arguments: [
        ("/products", true), ("/products/", true), ("/products?category=shoes", true),
        ("/products/9F1C7E62-2A4B-4B8E-9C3D-0E5F6A7B8C9D", true), ("/products/9F1C7E62-2A4B-4B8E-9C3D-0E5F6A7B8C9D/", true),
        ("/orders/0C4B1E7A-5D2F-4A3B-8E9C-1F2A3B4C5D6E", true),
        ("/orders/not-a-uuid", true),  // types are not expressible: the parser refuses, the app hands it back
        ("/settings/profile", true), ("/settings/profile/", true),
        ("/checkout/9F1C7E62-2A4B-4B8E-9C3D-0E5F6A7B8C9D/blue", false),  // universalLink: false
        ("/products/1/reviews", false), ("/orders/1/2/3", false), ("/settings", false), ("/settings/other", false),
        ("/", false), ("/productsX", false), ("/Products", false), ("/products/", true), ("/unknown", false),
    ])
    func shopVerdicts(path: String, opens: Bool) throws {
        let file = try #require(GenerationPlan(table: try Self.table(Self.shop)).associationFile)
        #expect(Self.opens(file, "https://shop.example.com" + path, appID: "ABCDE12345.com.example.shop") == opens)
    }

    @Test("the file reads back as the model it was printed from, for every fixture")
    func roundTrip() throws {
        for fixture in ["shop", "precedence", "rest-parameter", "lists-and-custom-types", "custom-scheme-host", "public-access"] {
            let table = try Self.table(Self.text("Tests/SnapshotTests/Fixtures/\(fixture)/routes.json"))
            let json = try #require(Generator.associationJSON(for: table))
            var diagnostics = Diagnostics()
            #expect(AASAReader.read(Array(json.utf8), diagnostics: &diagnostics) == GenerationPlan(table: table).associationFile, "\(fixture)")
        }
    }

    @Test("webcredentials and appclips pass through; no hosts means no applinks section")
    func passThrough() throws {
        let table = try Self.table("""
            { "version": 1, "schemes": ["app"], "webcredentials": { "apps": ["ABCDE12345.com.example.app"] },
              "appclips": { "apps": ["ABCDE12345.com.example.app.Clip"] }, "routes": [{ "name": "home", "path": "/" }] }
            """)
        #expect(Generator.associationJSON(for: table) == """
            {
              "webcredentials": { "apps": ["ABCDE12345.com.example.app"] },
              "appclips": { "apps": ["ABCDE12345.com.example.app.Clip"] }
            }

            """)
    }

    @Test("a closed route refuses its links even beside a broader open route: the file excludes it first")
    func overlappingClosedRoute() throws {
        let table = try Self.table("""
            { "version": 1, "hosts": ["a.example.com"], "appIDs": ["ABCDE12345.com.example.a"], "routes": [
              { "name": "secret", "path": "/items/secret", "universalLink": false },
              { "name": "item", "path": "/items/{id}" },
              { "name": "admin", "path": "/admin/{id}", "universalLink": false } ] }
            """)
        let components = try #require(GenerationPlan(table: table).associationFile?.applinks?.details.first?.components)
        #expect(components.map(\.path) == ["/admin/?*", "/items/secret", "/items/secret/", "/?*/?*/?*", "/items/?*"])
        #expect(components.map(\.exclude) == [true, true, true, true, false])
        #expect(LinkMatcher(table: table).match(url: "https://a.example.com/items/secret") == nil)
        #expect(LinkMatcher(table: table).match(url: "https://a.example.com/items/other")?.value == #"item(id: "other")"#)
    }

    @Test("a rest route after a value glued to a literal is listed depth by depth: its `?` may take the slash after `docs`")
    func compoundBeforeRest() throws {
        // `/docs?*/*` would also open `/docs/x/y` (`?` taking the `/`), where `docs` has no value:
        // an internal error of the model's own check, and of `routegen import` on such a file.
        let manifest = """
            { "version": 1, "hosts": ["a.example.com"], "appIDs": ["ABCDE12345.com.example.a"], "routes": [
              { "name": "docsPath", "path": "/docs{id}/{path...}" },
              { "name": "docsX", "path": "/docs/x" } ] }
            """
        let (_, diagnostics) = Generator.generate(fromManifest: Array(manifest.utf8))
        #expect(!diagnostics.hasErrors, "\(diagnostics.rendered(file: "routes.json"))")
        let table = try Self.table(manifest)
        let file = try #require(GenerationPlan(table: table).associationFile)
        let components = try #require(file.applinks?.details.first?.components)
        #expect(!components.map(\.path).contains("/docs?*/*"))
        let parser = LinkMatcher(table: table)
        for reading in AASAMatcher.Reading.all {
            let matcher = AASAMatcher(file: file, reading: reading)
            for link in ["https://a.example.com/docs/x/y", "https://a.example.com/docsa/b", "https://a.example.com/docs/x"] {
                let opens = matcher.verdict(for: link, appID: "ABCDE12345.com.example.a").opensApp
                #expect(opens == (parser.match(url: link) != nil), "\(link) under \(reading)")
            }
        }
    }

    @Test("a closed literal path beside an open rest route: excluded before `/files/*`, which stays open-ended")
    func closedLiteralBesideRest() throws {
        let table = try Self.table("""
            { "version": 1, "hosts": ["a.example.com"], "schemes": ["files"], "appIDs": ["ABCDE12345.com.example.a"], "routes": [
              { "name": "newFile", "path": "/files/new", "universalLink": false },
              { "name": "file", "path": "/files/{rest...}" } ] }
            """)
        let components = try #require(GenerationPlan(table: table).associationFile?.applinks?.details.first?.components)
        #expect(components.map(\.path) == ["/files/new", "/files/new/", "/files/*", "/files"])
        #expect(components.map(\.exclude) == [true, true, false, false])
        let parser = LinkMatcher(table: table)
        #expect(parser.match(url: "https://a.example.com/files/new") == nil)
        #expect(parser.match(url: "https://a.example.com/files/new/x")?.value == #"file(rest: ["new", "x"])"#)
        #expect(parser.match(url: "files://files/new")?.value == "newFile")
    }

    @Test("an open literal path beside a closed rest route: opened before the rest route's exclude")
    func openLiteralBesideClosedRest() throws {
        let table = try Self.table("""
            { "version": 1, "hosts": ["a.example.com"], "appIDs": ["ABCDE12345.com.example.a"], "routes": [
              { "name": "login", "path": "/admin/login" },
              { "name": "admin", "path": "/admin/{rest...}", "universalLink": false } ] }
            """)
        let components = try #require(GenerationPlan(table: table).associationFile?.applinks?.details.first?.components)
        #expect(components.map(\.path) == ["/admin/login", "/admin/login/", "/admin/*", "/admin"])
        #expect(components.map(\.exclude) == [false, false, true, true])
    }

    @Test("a closed route with a parameter beside an open rest route: the rest route is listed depth by depth")
    func closedPatternBesideRest() throws {
        let table = try Self.table("""
            { "version": 1, "hosts": ["a.example.com"], "appIDs": ["ABCDE12345.com.example.a"], "routes": [
              { "name": "secret", "path": "/files/{id}/secret", "universalLink": false },
              { "name": "file", "path": "/files/{rest...}" } ] }
            """)
        let file = try #require(GenerationPlan(table: table).associationFile)
        let components = try #require(file.applinks?.details.first?.components)
        #expect(!components.contains { $0.path == "/files/*" })
        let matcher = AASAMatcher(file: file)
        let app = "ABCDE12345.com.example.a"
        #expect(!matcher.verdict(for: "https://a.example.com/files/1/secret", appID: app).opensApp)
        #expect(matcher.verdict(for: "https://a.example.com/files/1/public", appID: app).opensApp)
        #expect(matcher.verdict(for: "https://a.example.com/files/1/2/3/4/5/6/7/8", appID: app).opensApp)
        #expect(!matcher.verdict(for: "https://a.example.com/files/1/2/3/4/5/6/7/8/9", appID: app).opensApp, "deeper than the bound")
    }

    @Test("a catch-all beside a closed pattern is listed depth by depth, and generation accepts the bound (fuzzing found it)")
    func catchAllBesideClosedPattern() throws {
        let (table, diagnostics) = Generator.routeTable(fromManifest: Array("""
            { "version": 1, "hosts": ["a.example.com"], "appIDs": ["ABCDE12345.com.example.a"], "routes": [
              { "name": "long", "path": "/files/{a}/{b}/x/y/{c}/x/y/z/w" },
              { "name": "admin", "path": "/admin/{section}", "universalLink": false },
              { "name": "anything", "path": "/{path...}" } ] }
            """.utf8))
        #expect(diagnostics.all.isEmpty, "\(diagnostics.all.map(\.message))")
        let file = try #require(table.map { GenerationPlan(table: $0) }?.associationFile)
        let matcher = AASAMatcher(file: file)
        let app = "ABCDE12345.com.example.a"
        #expect(!matcher.verdict(for: "https://a.example.com/admin/x", appID: app).opensApp)
        #expect(matcher.verdict(for: "https://a.example.com/admin/x/y", appID: app).opensApp)
        #expect(matcher.verdict(for: "https://a.example.com/1/2/3/4/5/6/7/8", appID: app).opensApp)
        #expect(!matcher.verdict(for: "https://a.example.com/1/2/3/4/5/6/7/8/9/10/11", appID: app).opensApp, "deeper than the bound")
    }

    @Test("a component's comment names every route whose links it decides, a route of the same verdict that comes later included")
    func commentsNameEveryRoute() throws {
        let table = try Self.table("""
            { "version": 1, "hosts": ["teams.example.com"], "appIDs": ["ABCDE12345.com.example.teams"], "routes": [
              { "name": "member", "path": "/teams/{id}/members/{member}" },
              { "name": "invite", "path": "/teams/{id}/members/invite" },
              { "name": "everything", "path": "/{rest...}", "query": { "q": "String" } }
            ] }
            """)
        let file = try #require(GenerationPlan(table: table).associationFile)
        let comments = Dictionary(
            (file.applinks?.details.first?.components ?? []).map { ($0.path ?? "", $0.comment ?? "") }, uniquingKeysWith: { a, _ in a })
        // `/teams/1/members/invite` matches `/teams/?*/members/?*` first: that component decides it.
        #expect(comments["/teams/?*/members/?*"] == "member, invite")
        #expect(comments["/teams/?*/members/invite"] == "invite")
        // With `q`, `/*` comes first and decides every link: it names every route.
        #expect(comments["/*"] == "member, invite, everything")
    }

    @Test("a literal that needs percent-encoding is written both ways, since Apple does not say which it compares")
    func encodedLiterals() throws {
        let table = try Self.table("""
            { "version": 1, "hosts": ["a.example.com"], "appIDs": ["ABCDE12345.com.example.a"],
              "routes": [{ "name": "menu", "path": "/café/{dish}" }] }
            """)
        let paths = try #require(GenerationPlan(table: table).associationFile?.applinks?.details.first?.components).map(\.path)
        #expect(paths == ["/?*/?*/?*", "/caf%C3%A9/?*", "/café/?*"])
    }

    @Test("over Apple's 128 KB the file is an error on 'hosts' that says by how much, and nothing is generated")
    func sizeLimit() {
        let manifest = SyntheticManifest.json(routeCount: 2_000)
        let (table, diagnostics) = Generator.routeTable(fromManifest: Array(manifest.utf8))
        #expect(table == nil)
        let error = diagnostics.all.first { $0.severity == .error }
        #expect(error?.message.hasPrefix("the apple-app-site-association file would be ") == true)
        #expect(error?.message.contains(" bytes over Apple's limit of 131072 bytes (128 KB)") == true)
        #expect(error?.location?.line == 4)
        // The same manifest generating no AASA file is fine: the limit is the file's, not the routes'.
        let withoutFile = SyntheticManifest.json(routeCount: 2_000, generate: ["enum"])
        #expect(!Generator.routeTable(fromManifest: Array(withoutFile.utf8)).diagnostics.hasErrors)
    }

    // MARK: Examples

    @Test("an example that opens another route, or none, is an error at the example, saying why")
    func wrongExamples() {
        let manifest = MarkedText("""
            { "version": 1, "hosts": ["shop.example.com"], "schemes": ["shop"], "appIDs": ["ABCDE12345.com.example.shop"],
              "routes": [
                { "name": "list", "path": "/products", "examples": [1️⃣"https://shop.example.com/products/1"] },
                { "name": "detail", "path": "/products/{id:Int}", "examples": [2️⃣"https://other.example.com/products/1"] },
                { "name": "checkout", "path": "/checkout", "universalLink": false,
                  "examples": ["shop://checkout", 3️⃣"https://shop.example.com/checkout"] },
                { "name": "help", "path": "/help", "examples": [4️⃣"ftp://shop.example.com/help"] }
              ] }
            """)
        let rendered = Generator.routeTable(fromManifest: Array(manifest.text.utf8)).diagnostics.rendered(file: "routes.json")
        #expect(rendered == manifest.rendering("""
            1️⃣ error: example 'https://shop.example.com/products/1' opens route 'detail', not 'list'
            2️⃣ error: example 'https://other.example.com/products/1' opens no route, not 'detail'; its host is not one of 'hosts' (or it has a port or user info)
            3️⃣ error: example 'https://shop.example.com/checkout' opens no route, not 'checkout'; the route sets "universalLink": false
            4️⃣ error: example 'ftp://shop.example.com/help' opens no route, not 'help'; 'ftp' is not one of 'schemes'
            """))
    }

    @Test("the shop's examples all open their routes, and the AASA file opens the app for the universal ones")
    func shopExamples() throws {
        let table = try Self.table(Self.shop)
        let file = try #require(GenerationPlan(table: table).associationFile)
        for (index, route) in table.routes.enumerated() {
            for example in route.examples {
                let match = LinkMatcher(table: table).match(url: example.url.value)
                #expect(match?.routeIndex == index, "\(example.url.value)")
                if match?.channel == .universalLink {
                    #expect(Self.opens(file, example.url.value, appID: table.appIDs[0]) == true, "\(example.url.value)")
                }
            }
        }
    }

    @Test("RouteGen's check of its AASA file on sample links catches a file that disagrees with the parser, unless the run writes no file")
    func sampleCheck() throws {
        let manifest = """
            { "version": 1, "enum": "AppRoute", "hosts": ["shop.example.com"], "appIDs": ["ABCDE12345.com.example.shop"],
              "routes": [ { "name": "list", "path": "/products" }, { "name": "settings", "path": "/settings" } ] }
            """
        let table = try Self.table(manifest)
        // The file of a manifest without `/settings`: what a bug in the AASA plan would produce.
        let wrong = try #require(GenerationPlan(table: try Self.table(manifest.replacingOccurrences(of: "/settings", with: "/other"))).associationFile)
        var checked = Diagnostics()
        verifyLinks(GenerationPlan(table: table, associationFile: wrong), diagnostics: &checked)
        // `/settings` and `/settings/` open the route but not the app; one segment deeper opens neither.
        let messages = checked.all.map(\.message)
        #expect(messages.count == 2)
        #expect(messages.allSatisfy { $0.hasPrefix("internal error: for 'https://shop.example.com/settings") })
        var skipped = Diagnostics()
        verifyLinks(GenerationPlan(table: table, associationFile: wrong), checksSamples: false, diagnostics: &skipped)
        #expect(skipped.all.isEmpty)
        // The build plugin's run: the same manifest diagnostics, without the samples.
        #expect(Generator.routeTable(fromManifest: Array(manifest.utf8), checksAssociationSamples: false).routeTable != nil)
    }
}
