@testable import RouteGenCore
import RouteGenTestSupport
import Testing

/// The printer's rules as data, which the catalog page's link builder fills in: each route's
/// prefixes, literal parts (encoded), value slots, query items and escaping, decided here from the
/// model. `CatalogBrowserTests` holds the page's links to the compiled printers.
@Suite("Link templates")
struct LinkTemplateTests {
    static func plan(_ fixture: String) throws -> GenerationPlan {
        let path = "Tests/SnapshotTests/Fixtures/\(fixture)/routes.json"
        return try #require(Generator.plan(fromManifest: try RepositoryPaths.bytes(path), at: RepositoryPaths.file(path).path).plan)
    }

    static func template(_ fixture: String, _ name: String) throws -> LinkTemplate? {
        let plan = try plan(fixture)
        let route = try #require(plan.table.linkRoutes.first { $0.name == name })
        return plan.linkTemplate(of: route)
    }

    @Test("a route's prefixes are its printers': the first host, and the scheme with the first segment in the host's place")
    func prefixes() throws {
        let detail = try #require(try Self.template("shop", "productDetail"))
        #expect(detail.prefixes.map(\.text) == ["https://shop.example.com", "shop:/"])
        #expect(detail.path == [.literal("products"), .value(0)])
        // Closed to universal links: the custom scheme alone.
        #expect(try Self.template("shop", "checkout")?.prefixes.map(\.channel) == [.customScheme])
        // A scheme with a host of its own prints it.
        #expect(try Self.template("custom-scheme-host", "category")?.prefixes.map(\.text) == ["https://www.kickstarter.com", "ksr://www.kickstarter.com"])
    }

    @Test("a route whose path starts with a value prints its custom-scheme link after an empty authority")
    func emptyAuthority() throws {
        let plan = try Self.plan("route-patterns")
        let startsWithValue = try #require(plan.table.linkRoutes.first { $0.path.customSchemeLinkHasEmptyAuthority && $0.customScheme })
        let prefix = try #require(plan.linkTemplate(of: startsWithValue)?.prefixes.last)
        #expect(prefix.channel == .customScheme && prefix.text.hasSuffix("://"))
    }

    @Test("a route no link opens has no template")
    func noLinks() throws {
        let plan = try GenerationPlanTests.plan("""
            { "version": 1, "hosts": ["a.example.com"], "appIDs": ["ABCDE12345.com.example.a"],
              "routes": [ { "name": "draft", "path": "/drafts/{id:Int}", "universalLink": false } ] }
            """)
        #expect(plan.linkTemplate(of: plan.table.routes[0]) == nil)
    }

    @Test("literals are encoded once, here; query items come after the fixed ones, by value index")
    func literalsAndQuery() throws {
        let plan = try GenerationPlanTests.plan("""
            { "version": 1, "hosts": ["a.example.com"], "appIDs": ["ABCDE12345.com.example.a"],
              "routes": [ { "name": "library", "path": "/bibliothèque/{shelf}", "query": { "action": { "equals": "history" }, "sort": "String?", "tag": "[Int]" } } ] }
            """)
        let template = try #require(plan.linkTemplate(of: plan.table.routes[0]))
        #expect(template.path == [.literal("biblioth%C3%A8que"), .value(0)])
        #expect(template.fixedQuery == "action=history")
        #expect(template.query == [.init(name: "sort", parameter: 1), .init(name: "tag", parameter: 2)])
        #expect(template.parameters.map(\.typeDescription) == ["String", "String?", "[Int]"])
    }

    @Test("a compound segment's later values escape its texts' characters, letters in both cases")
    func compound() throws {
        let plan = try GenerationPlanTests.plan("""
            { "version": 1, "hosts": ["a.example.com"], "appIDs": ["ABCDE12345.com.example.a"],
              "routes": [ { "name": "article", "path": "/a/{slug}-v{id:Int}.html" } ] }
            """)
        let template = try #require(plan.linkTemplate(of: plan.table.routes[0]))
        #expect(template.path == [.literal("a"), .compound(texts: ["", "-v", ".html"], values: [0, 1], escaping: "-vV.hHtTmMlL")])
    }

    @Test("an empty rest parameter names the route its link opens instead, and a one-segment rest the literals other routes take")
    func rest() throws {
        let introduction = LinkShadows.Shadow(value: .literal("introduction"), route: "introduction")
        #expect(try Self.template("rest-parameter", "page")?.path == [.literal("docs"), .rest(0, emptyOpens: "home", shadows: [introduction])])
        #expect(try Self.template("rest-parameter", "file")?.path == [.literal("files"), .value(0), .rest(1, emptyOpens: nil)])
    }

    @Test("a value another route takes first is named with that route: a literal, or any value of a type tried before")
    func shadows() throws {
        // `/items/{slug}` beside `/items/{id:Int}`, `/items/{uuid:UUID}` and literal items.
        let plan = try Self.plan("precedence")
        let slug = try #require(plan.table.linkRoutes.first { $0.name == "itemBySlug" })
        guard case .value(0, let shadows)? = plan.linkTemplate(of: slug)?.path.last else {
            Issue.record("itemBySlug's last part is not its value")
            return
        }
        #expect(shadows.contains(.init(value: .type(.int), route: "itemByID")))
        #expect(shadows.contains(.init(value: .type(.uuid), route: "itemByUUID")))
        // An Int is no slug's shadow for a UUID field: no text is both.
        let uuid = try #require(plan.table.linkRoutes.first { $0.name == "itemByUUID" })
        guard case .value(0, let uuidShadows)? = plan.linkTemplate(of: uuid)?.path.last else { return }
        #expect(!uuidShadows.contains { $0.value == .type(.int) })
        // A route alone at its place has none.
        let shop = try Self.plan("shop")
        let detail = try #require(shop.table.linkRoutes.first { $0.name == "productDetail" })
        #expect(shop.linkTemplate(of: detail)?.path == [.literal("products"), .value(0)])
    }

    @Test("a route that carries a link prints one link, universal first, with the link as its last value")
    func carrier() throws {
        let redirect = try #require(try Self.template("link-shapes", "redirect"))
        #expect(redirect.prefixes.count == 1)
        #expect(redirect.parameters.last?.name == "link" && redirect.query.last?.parameter == redirect.parameters.count - 1)
        let banner = try #require(try Self.template("link-shapes", "banner"))
        #expect(banner.fragment == banner.parameters.count - 1 && banner.query.isEmpty)
    }
}
