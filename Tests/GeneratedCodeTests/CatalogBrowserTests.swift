import Foundation
import RouteGenCore
import RouteGenLinkRuntime
import RouteGenTestSupport
import Testing

// The enums that `LinkFuzzing` leaves out: they have a parser and printers all the same.
extension SocialRoute: FuzzedRoute {}
extension FlowRoute: FuzzedRoute {}
extension GuardedRoute: FuzzedRoute {}
extension LibraryRoute: FuzzedRoute {}
extension NotesRoute: FuzzedRoute {}
extension StoreRoute: FuzzedRoute {}
extension SignUpRoute: FuzzedRoute {}
extension FeedRoute: FuzzedRoute {}
extension GalleryRoute: FuzzedRoute {}
extension ModerationRoute: FuzzedRoute {}
extension IceCubesRoute: FuzzedRoute {}
extension MarkedRoute: FuzzedRoute {}

/// `routegen catalog`'s page, opened in headless Chromium: the links people tap, the links its
/// builder makes, its filter, and hostile manifests. The builder's links are held to the compiled
/// printers of every fixture: each must parse back, with the generated parser, to the route with
/// the values typed, and print, with the generated printer, to exactly the same text.
///
/// Each fixture's page is opened once (`CatalogFixturePage`), under its own policy, with what
/// every test types into it; each test reads its part of what that one load found.
@Suite("The catalog page, in a browser", .enabled(if: Chromium.isAvailable, "needs Chromium (apt-get install chromium)"))
struct CatalogBrowserTests {
    /// Every fixture: a new one is checked here too.
    static let fixtures = RepositoryPaths.fixtures

    static func plan(_ fixture: String) throws -> GenerationPlan {
        let path = "Tests/SnapshotTests/Fixtures/\(fixture)/routes.json"
        return try #require(Generator.plan(fromManifest: try RepositoryPaths.bytes(path), at: RepositoryPaths.file(path).path).plan)
    }

    /// Each route that has links, by its index among the page's link templates (`data-route`).
    static func templated(_ plan: GenerationPlan) -> [(route: Route, template: LinkTemplate)] {
        plan.table.linkRoutes.compactMap { route in plan.linkTemplate(of: route).map { (route, $0) } }
    }

    // MARK: The page as written

    @Test("the page runs its own script and applies its own style under its own Content-Security-Policy, which names both by hash", arguments: fixtures)
    func policy(fixture: String) throws {
        let loaded = try CatalogFixturePage.load(fixture)
        // Scripts and styles by hash alone: no 'unsafe-inline', no other source.
        for directive in ["script-src ", "style-src "] {
            let sources = loaded.page.firstRange(of: directive).map { loaded.page[$0.upperBound...].prefix { $0 != ";" } }
            #expect(sources?.hasPrefix("'sha256-") == true && sources?.contains(" ") == false, "\(String(describing: sources))")
        }
        let findings = loaded.findings
        #expect(findings.violations == [], "\(fixture): a stale hash?")
        // The script marks the page ready last, and adds a builder to each route with values.
        #expect(findings.ready, "\(fixture): the page's script did not run under its policy")
        #expect(findings.styled, "\(fixture): the page's style did not apply under its policy")
        let withValues = Self.templated(loaded.plan).filter { !$0.template.parameters.isEmpty }.map { "route-" + $0.route.name }
        #expect(findings.builders.sorted() == withValues.sorted())
        if fixture == "shop" {
            // Four of the five routes take values; `profileSettings`'s patterns are its links.
            #expect(findings.builders == ["route-productList", "route-productDetail", "route-checkout", "route-orderConfirmation"])
        }
    }

    // MARK: Examples

    @Test("every example is a link to tap, on each channel that opens it, with the href the model checked", arguments: fixtures)
    func examples(fixture: String) throws {
        let loaded = try CatalogFixturePage.load(fixture)
        let (plan, findings) = (loaded.plan, loaded.findings)
        let explainer = LinkExplainer(plan: plan)
        var expected: [[String]] = []
        for route in plan.table.linkRoutes {
            for example in plan.exampleLinks(of: route, explainer: explainer) {
                expected += example.links.map { ["route-\(route.name)", $0.channel.rawValue, $0.url, $0.url] }
            }
        }
        #expect(findings.examples == expected)
        // Each example of the manifest is there as written, and each route's universal and
        // custom-scheme examples are both there where the route opens on both channels.
        let hrefs = Set(findings.examples.map { $0[2] })
        for route in plan.table.linkRoutes {
            for example in route.examples { #expect(hrefs.contains(example.url.value), "\(fixture): \(example.url.value)") }
        }
    }

    @Test("an example on one channel is also shown on the other, where it opens the same value")
    func examplesAcrossChannels() throws {
        let findings = try CatalogFixturePage.load("shop").findings
        let detail = findings.examples.filter { $0[0] == "route-productDetail" }.map { [$0[1], $0[2]] }
        #expect(detail == [
            ["universalLink", "https://shop.example.com/products/9F1C7E62-2A4B-4B8E-9C3D-0E5F6A7B8C9D"],
            ["customScheme", "shop://products/9F1C7E62-2A4B-4B8E-9C3D-0E5F6A7B8C9D"],
        ])
        // `checkout` is closed to universal links: its example is the custom-scheme link alone.
        #expect(findings.examples.filter { $0[0] == "route-checkout" }.map { $0[1] } == ["customScheme"])
    }

    // MARK: The filter

    /// The fixture whose page the filter test types into.
    static let filterFixture = "shop"
    /// What the filter test types, in turn.
    static let filterQueries = ["detail", "SHOP://CHECKOUT", "9f1c7e62", "products shoes", "zzz", ""]

    @Test("the filter shows the routes whose name, title, pattern or links hold every word typed")
    func filter() throws {
        let findings = try CatalogFixturePage.load(Self.filterFixture).findings
        #expect(findings.filters.map(\.query) == Self.filterQueries)
        let shown = findings.filters.map(\.shown)
        #expect(shown == [
            ["route-productDetail"],
            ["route-checkout"],
            ["route-productDetail", "route-checkout"],
            ["route-productList"],
            [],
            ["route-productList", "route-productDetail", "route-checkout", "route-orderConfirmation", "route-profileSettings"],
        ])
        #expect(findings.filters.map(\.count) == ["1 of 5 routes", "1 of 5 routes", "2 of 5 routes", "1 of 5 routes", "0 of 5 routes", "5 routes"])
    }

    // MARK: The link builder

    /// Values of each type a person might type: plain ones, then ones the printer must encode or
    /// write its own way (`-007` prints `-7`, `1e-5` prints `1e-05`, `0` prints `false`).
    static func typed(_ type: ParameterType, variant: Int) -> String? {
        switch (type, variant) {
        case (.string, 0): "blue-xl"
        case (.string, _): "x-y.z_~ a/b?c#d%e&f=g+h é😀"
        case (.int, 0): "42"
        case (.int, _): "-007"
        case (.double, 0): "4.5"
        case (.double, 1): "1e-5"
        case (.double, _): "2"
        case (.bool, 0): "true"
        case (.bool, _): "0"
        case (.uuid, 0): "9f1c7e62-2a4b-4b8e-9c3d-0e5f6a7b8c9d"
        case (.uuid, _): "9F1C7E62-2a4b-4B8E-9c3d-0E5F6A7B8C9D"
        case (.url, 0): "https://example.com/a"
        case (.url, _): "https://example.com/a%20b?c=d&e=f#g"
        case (.custom("Tab"), 0): "featured"
        case (.custom("Tab"), _): "sale"
        case (.custom, _), (.value, _): nil
        }
    }

    /// The field texts of one build: variant 0 leaves optional, defaulted and list fields as they
    /// open (empty, or the default); the others fill every field, lists with two values.
    static func fieldTexts(_ template: LinkTemplate, variant: Int) -> [String]? {
        var texts: [String] = []
        for parameter in template.parameters {
            guard let value = typed(parameter.type, variant: variant), let plain = typed(parameter.type, variant: 0) else { return nil }
            switch parameter.presence {
            case .required: texts.append(value)
            case .optional: texts.append(variant == 0 ? "" : value)
            case .defaulted(let defaultValue):
                if case .expression = defaultValue { texts.append(variant == 0 ? "" : value) } else { texts.append(variant == 0 ? defaultValue.description : value) }
            case .list: texts.append(variant == 0 ? "" : plain + "\n" + value)
            }
        }
        return texts
    }

    /// A value's text as the generated code prints it once parsed: what `typed` becomes.
    static func printed(_ text: String, _ type: ParameterType) -> String {
        switch type {
        case .int: LinkRuntime.int(text).map(String.init) ?? text
        case .double: LinkRuntime.double(text).map { "\($0)" } ?? text
        case .bool: LinkRuntime.bool(text).map { "\($0)" } ?? text
        case .uuid: text.uppercased()
        case .string, .url, .custom, .value: text
        }
    }

    /// What a parsed route should hold, value by value, for the texts typed (nil where the test
    /// cannot say: a custom type's default, which is the app's expression).
    static func expectedValues(_ template: LinkTemplate, _ texts: [String]) -> [String?]? {
        zip(template.parameters, texts).map { parameter, text -> String?? in
            switch parameter.presence {
            case .list: return .some(text.isEmpty ? "" : text.split(separator: "\n", omittingEmptySubsequences: false).map { printed(String($0), parameter.type) }.joined(separator: "\n"))
            case .optional where text.isEmpty: return .some("nil")
            case .defaulted(.expression) where text.isEmpty: return .none
            case .defaulted(let value) where text.isEmpty: return .some(printed(value.description, parameter.type))
            default: return .some(printed(text, parameter.type))
            }
        }.map { $0 ?? nil }
    }

    /// A value no link carries as `values(of:)` shows it when a link opens its route: `nil`, an
    /// empty list, or its default (nil when the default is a Swift expression the test cannot read).
    static func standIn(_ parameter: Parameter) -> String? {
        switch parameter.presence {
        case .optional: "nil"
        case .list: ""
        case .defaulted(.expression): nil
        case .defaulted(let value): printed(value.description, parameter.type)
        case .required: nil  // validation refuses it on a route links open
        }
    }

    /// The values of a route as text, from its enum case: `nil` for an absent optional, a list's
    /// values one per line.
    static func values(of route: Any) -> [String] {
        guard let payload = Mirror(reflecting: route).children.first?.value else { return [] }
        let mirror = Mirror(reflecting: payload)
        return mirror.displayStyle == .tuple ? mirror.children.map { text(of: $0.value) } : [text(of: payload)]
    }

    static func text(of value: Any) -> String {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional { return mirror.children.first.map { text(of: $0.value) } ?? "nil" }
        if mirror.displayStyle == .collection { return mirror.children.map { text(of: $0.value) }.joined(separator: "\n") }
        switch value {
        case let uuid as UUID: return uuid.uuidString
        case let url as URL: return url.absoluteString
        case let raw as any RawRepresentable: return "\(raw.rawValue)"
        default: return "\(value)"
        }
    }

    /// The printer of a route that carries links, given the route whose link it carries.
    static func carrierLink(_ carrier: String, to route: ShapeRoute) -> URL? {
        switch carrier {
        case "redirect": ShapeRoute.redirectLink(to: route)
        case "banner": ShapeRoute.bannerLink(to: route)
        case "deepLink": ShapeRoute.deepLinkLink(to: route)
        case "emailClick": ShapeRoute.emailClickLink(to: route)
        default: nil
        }
    }

    /// Whether a value of the path among `texts`, not a list, holds `/`.
    static func pathValueHasSlash(_ template: LinkTemplate, _ texts: [String]) -> Bool {
        template.path.contains { part in
            switch part {
            case .value(let index, _): texts[index].contains("/")
            case .compound(_, let values, _): values.contains { texts[$0].contains("/") }
            case .literal, .rest: false
            }
        }
    }

    /// The route that the link of an empty rest parameter among `texts` opens instead, if any.
    static func emptyRestOpens(_ template: LinkTemplate, _ texts: [String]) -> String? {
        template.path.lazy.compactMap { part -> String? in
            if case .rest(let index, let opened?, _) = part, texts[index].isEmpty { opened } else { nil }
        }.first
    }

    /// The page's message for a value among `texts` that another route takes (``LinkShadows``), if any.
    static func takenValue(_ template: LinkTemplate, _ texts: [String], caseSensitive: Bool) -> String? {
        let composed = { (text: String) in caseSensitive ? text.precomposedStringWithCanonicalMapping : text.precomposedStringWithCanonicalMapping.lowercased() }
        for part in template.path {
            let (index, shadows): (Int, [LinkShadows.Shadow])
            switch part {
            case .value(let value, let found): (index, shadows) = (value, found)
            case .rest(let value, _, let found) where !texts[value].isEmpty && !texts[value].contains("\n"): (index, shadows) = (value, found)
            default: continue
            }
            guard !texts[index].isEmpty else { continue }
            let text = printed(texts[index], template.parameters[index].type)
            for shadow in shadows {
                let takes = switch shadow.value {
                case .literal(let literal): composed(literal) == composed(text)
                case .type(.int): LinkRuntime.int(text) != nil
                case .type(.double): LinkRuntime.double(text) != nil
                case .type(.bool): LinkRuntime.bool(text) != nil
                case .type(.uuid): LinkRuntime.uuid(text) != nil
                case .type(.url): LinkRuntime.url(text) != nil
                case .type: true
                }
                guard takes else { continue }
                return shadow.route.map { "a link with “\(text)” here opens \($0), which the app tries first" }
                    ?? "a link with “\(text)” here opens nothing: another route takes it first"
            }
        }
        return nil
    }

    /// `page` of `/docs/{path...}` beside `/docs`: no segment, then one.
    static func emptyRestBuilds(_ plan: GenerationPlan) throws -> [CatalogProbe.Build] {
        let page = try #require(Self.templated(plan).firstIndex { $0.route.name == "page" })
        return [.init(route: page, values: [""]), .init(route: page, values: ["guides"])]
    }

    @Test("an empty rest parameter whose link is another route's path is refused: the printer's link would open that route")
    func emptyRest() throws {
        let builds = try CatalogFixturePage.load("rest-parameter").builds(of: .emptyRest).map(\.found)
        try #require(builds.count == 2)
        #expect(builds[0].errors == ["at least one segment; with none, the link opens home"])
        // What the refusal saves a person from: the generated printer's link for no segments.
        let printed = try #require(DocsRoute.page(path: []).universalLink)
        #expect(DocsRoute(url: printed) == .home)
        #expect(builds[1].links["universalLink"] == DocsRoute.page(path: ["guides"]).universalLink?.absoluteString)
    }

    /// Slugs of `/items/{slug}` beside `/items/new`, `/items/draft` (closed to universal links),
    /// `/items/{id:Int}` and `/items/{uuid:UUID}`.
    static let slugs = ["42", "new", "draft", "9f1c7e62-2a4b-4b8e-9c3d-0e5f6a7b8c9d", "new-arrivals", "NEW"]

    /// Each of `slugs` typed into `itemBySlug`.
    static func takenValueBuilds(_ plan: GenerationPlan) throws -> [CatalogProbe.Build] {
        let slug = try #require(Self.templated(plan).firstIndex { $0.route.name == "itemBySlug" })
        return slugs.map { .init(route: slug, values: [$0]) }
    }

    @Test("a value another route takes first gets no link, and the page names the route it would open")
    func takenValues() throws {
        let builds = try CatalogFixturePage.load("precedence").builds(of: .takenValues).map(\.found)
        #expect(builds.map(\.errors) == [
            ["a link with “42” here opens itemByID, which the app tries first"],
            ["a link with “new” here opens newItem, which the app tries first"],
            ["a link with “draft” here opens nothing: another route takes it first"],
            ["a link with “9f1c7e62-2a4b-4b8e-9c3d-0e5f6a7b8c9d” here opens itemByUUID, which the app tries first"],
            [],
            [],  // The manifest compares paths with case: `NEW` is a slug.
        ])
        // What the refusals spare a person: the printer's links open those routes, or none.
        #expect(PrecedenceRoute(url: try #require(PrecedenceRoute.itemBySlug(slug: "42").universalLink)) == .itemByID(id: 42))
        #expect(PrecedenceRoute(url: try #require(PrecedenceRoute.itemBySlug(slug: "draft").universalLink)) == nil)
        #expect(builds.count == Self.slugs.count && builds[4].links == ["universalLink": "https://example.com/items/new-arrivals"])
    }

    /// The enum generated from `plan`'s manifest, compiled into this module.
    static func routeType(_ plan: GenerationPlan) throws -> any FuzzedRoute.Type {
        try #require(
            (LinkFuzzing.routes + [
                SocialRoute.self, FlowRoute.self, GuardedRoute.self, LibraryRoute.self, NotesRoute.self, StoreRoute.self,
                SignUpRoute.self, FeedRoute.self, GalleryRoute.self, ModerationRoute.self, IceCubesRoute.self, MarkedRoute.self,
            ])
                .first { String(describing: $0) == plan.table.enumName })
    }

    /// The route a carrier carries in these tests: the first example of the first route with one.
    static func carried<Route: FuzzedRoute>(_: Route.Type, _ plan: GenerationPlan) -> Route? {
        plan.table.routes.lazy.compactMap { $0.examples.first }.compactMap { URL(string: $0.url.value).flatMap(Route.init(url:)) }.first
    }

    /// Three builds of every route with values (`fieldTexts`); a route that carries links takes
    /// the link of the carried route on its channel.
    static func printerBuilds(_ plan: GenerationPlan) throws -> [CatalogProbe.Build] {
        func builds<Route: FuzzedRoute>(_ type: Route.Type) -> [CatalogProbe.Build] {
            let carried = Self.carried(type, plan)
            var builds: [CatalogProbe.Build] = []
            for (index, (route, template)) in Self.templated(plan).enumerated() where !template.parameters.isEmpty {
                for variant in 0..<3 {
                    var texts: [String]?
                    if route.carriedLink != nil {
                        let inner = template.prefixes.first?.channel == .universalLink ? carried?.universalLink : carried?.customSchemeURL
                        texts = inner.map { Array(repeating: "blue-xl", count: template.parameters.count - 1) + [$0.absoluteString] }
                    } else {
                        texts = Self.fieldTexts(template, variant: variant)
                    }
                    if let texts { builds.append(.init(route: index, values: texts)) }
                }
            }
            return builds
        }
        return builds(try routeType(plan))
    }

    @Test("the builder makes the links the generated printer prints, values that need escaping included", arguments: fixtures)
    func builderAgreesWithPrinter(fixture: String) throws {
        let loaded = try CatalogFixturePage.load(fixture)
        try check(try Self.routeType(loaded.plan), loaded, fixture)
    }

    private func check<Route: FuzzedRoute>(_ type: Route.Type, _ loaded: CatalogFixturePage, _ fixture: String) throws {
        let (plan, findings) = (loaded.plan, loaded.findings)
        let routes = Self.templated(plan)
        let carried = Self.carried(type, plan)
        let builds = loaded.builds(of: .printer)
        let cases = builds.map { build, _ in (route: routes[build.route].route, template: routes[build.route].template, texts: build.values) }
        #expect(cases.count >= routes.filter { !$0.template.parameters.isEmpty && $0.route.carriedLink == nil }.count, "\(fixture)")
        var checked = 0
        // A route without values: its patterns are links, each the printer's for that route.
        for found in findings.links {
            let (article, channel, link) = (found[0], found[1], found[2])
            let opened = try #require(URL(string: link).flatMap(Route.init(url:)), "\(fixture): \(article)'s \(link) opens nothing")
            #expect("route-" + String(String(describing: opened).prefix { $0 != "(" }) == article, "\(fixture): \(link) opens \(opened)")
            let printed = channel == LinkChannel.universalLink.rawValue ? opened.universalLink : opened.customSchemeURL
            #expect(printed?.absoluteString == link, "\(fixture): \(article)")
            checked += 1
        }
        #expect(findings.links.count == routes.filter { $0.template.parameters.isEmpty }.map(\.template.prefixes.count).reduce(0, +))
        for (build, found) in zip(cases, builds.map(\.found)) {
            let context = "\(fixture): \(build.route.name) with \(build.texts)"
            // No link opens a rest route's value without segments when that path is another
            // route's: the builder says so, rather than print a link that opens the other route.
            // A route that decodes before splitting reads a `/` in a path value as a separator.
            if build.template.refusedInPathValues?.character == "/", Self.pathValueHasSlash(build.template, build.texts) {
                #expect(found.links.isEmpty && found.errors.contains("no “/”: this route reads %2F in its path as a separator"), "\(context): \(found)")
                continue
            }
            if let opened = Self.emptyRestOpens(build.template, build.texts) {
                #expect(found.links.isEmpty && found.errors == ["at least one segment; with none, the link opens \(opened)"], "\(context): \(found)")
                continue
            }
            #expect(found.errors.isEmpty, "\(context): \(found.errors)")
            #expect(Set(found.links.keys) == Set(build.template.prefixes.map(\.channel.rawValue)), "\(context)")
            for (channel, link) in found.links {
                guard let url = URL(string: link) else {
                    Issue.record("\(context): the page's \(channel) link \(link) is no URL")
                    continue
                }
                if build.route.carriedLink != nil {
                    // The carrier's printer, given the route the page's link opens.
                    let opened = Route(url: url)
                    #expect(opened != nil && opened == carried, "\(context): \(link) opens \(String(describing: opened))")
                    if let carried = carried as? ShapeRoute {
                        #expect(Self.carrierLink(build.route.name, to: carried)?.absoluteString == link, "\(context)")
                    }
                    checked += 1
                    continue
                }
                guard let opened = Route(url: url) else {
                    Issue.record("\(context): the page's \(channel) link \(link) opens nothing")
                    continue
                }
                let printed = channel == LinkChannel.universalLink.rawValue ? opened.universalLink : opened.customSchemeURL
                #expect(printed?.absoluteString == link, "\(context): the printer writes \(String(describing: printed))")
                #expect(String(String(describing: opened).prefix { $0 != "(" }) == build.route.name, "\(context): \(link) opens \(opened)")
                if let typed = Self.expectedValues(build.template, build.texts) {
                    // The values no link carries follow, each at its stand-in.
                    let expected = typed + build.route.values.map(Self.standIn)
                    let values = Self.values(of: opened)
                    #expect(values.count == expected.count, "\(context)")
                    for (value, wanted) in zip(values, expected) where wanted != nil {
                        #expect(value == wanted, "\(context): \(link) opens \(opened)")
                    }
                }
                checked += 1
            }
        }
        #expect(checked >= routes.count, "\(fixture): only \(checked) links checked")
    }

    /// Values the parser refuses, each in the first field of its type.
    static let refused: [(type: ParameterType, text: String)] = [
        (.int, "abc"), (.int, "99999999999999999999"), (.int, "4.0"), (.bool, "yes"), (.uuid, "not-a-uuid"),
    ]

    /// `refused` typed into `/browse/{tab:Tab}?page=Int&…`, the first route with an Int, a Bool
    /// and a UUID field: the first field of the type gets the bad value, every other one a good one.
    static func refusedBuilds(_ plan: GenerationPlan) throws -> [CatalogProbe.Build] {
        let (index, (_, template)) = try #require(Self.templated(plan).enumerated().first { _, entry in
            Set(entry.template.parameters.map(\.type)).isSuperset(of: [.int, .bool, .uuid])
        })
        return refused.map { type, bad in
            let field = template.parameters.firstIndex { $0.type == type }
            return .init(route: index, values: template.parameters.enumerated().map {
                $0.offset == field ? bad : (Self.typed($0.element.type, variant: 0) ?? "")
            })
        }
    }

    @Test("the builder refuses what the parser refuses, field by field, and makes no link until every value reads")
    func builderRefuses() throws {
        let builds = try CatalogFixturePage.load("lists-and-custom-types").builds(of: .refusals).map(\.found)
        #expect(builds.count == Self.refused.count)
        for (found, (type, text)) in zip(builds, Self.refused) {
            #expect(found.links.isEmpty, "\(type) \(text)")
            #expect(found.errors.count == 1, "\(type) \(text): \(found.errors)")
        }
    }

    /// Links the parser refuses, in `openURL` (`/?url=URL?&private=Bool`), and an empty segment
    /// in `project` (`/projects/{creator}/{slug}?ref=String?`).
    static func linkAndSegmentBuilds(_ plan: GenerationPlan) throws -> [CatalogProbe.Build] {
        let routes = Self.templated(plan)
        let openURL = try #require(routes.firstIndex { $0.route.name == "openURL" })
        let project = try #require(routes.firstIndex { $0.route.name == "project" })
        let refused = ["javascript:alert(1)", "file:///etc/passwd", "https://", "https://exa mple.com", "https://example.com/%zz"]
        return refused.map { .init(route: openURL, values: [$0, ""]) } + [.init(route: project, values: ["", "slug", ""])]
    }

    @Test("the builder checks URL and path values as the parser reads them")
    func builderRefusesLinksAndEmptySegments() throws {
        let builds = try CatalogFixturePage.load("custom-scheme-host").builds(of: .linksAndSegments)
        #expect(builds.count == 6)
        for (build, found) in builds {
            #expect(found.links.isEmpty && found.errors.count == 1, "\(build.values): \(found)")
        }
    }

    /// Doubles typed into `price`, `/prices/{amount:Double}/{inclusive:Bool}`: the parser reads
    /// the first, and refuses the second.
    static let doubles = (
        accepted: ["1.", ".5", "1E3", "-0", "+2.50", "123456789012345678", "0.0001", "0.00001"],
        refused: ["inf", "nan", "0x1p3", "1e999", "1e", ".", "1,5", ""]
    )

    /// Each of `doubles` typed into `price`, with `1` for `inclusive`.
    static func doubleBuilds(_ plan: GenerationPlan) throws -> [CatalogProbe.Build] {
        let price = try #require(Self.templated(plan).firstIndex { $0.route.name == "price" })
        return (doubles.accepted + doubles.refused).map { .init(route: price, values: [$0, "1"]) }
    }

    @Test("the builder reads a Double as the parser does and prints it as Swift does")
    func builderDoubles() throws {
        let builds = try CatalogFixturePage.load("lists-and-custom-types").builds(of: .doubles).map(\.found)
        try #require(builds.count == Self.doubles.accepted.count + Self.doubles.refused.count)
        for (found, text) in zip(builds, Self.doubles.accepted) {
            let link = try #require(found.links["universalLink"], "\(text): \(found.errors)")
            let opened = try #require(URL(string: link).flatMap(CatalogRoute.init(url:)), "\(text): \(link)")
            let number = try #require(LinkRuntime.double(text))
            #expect(opened.universalLink?.absoluteString == link, "\(text)")
            #expect(link.hasSuffix("/prices/\(LinkRuntime.encode("\(number)"))/true"), "\(text): \(link)")
        }
        for (found, text) in zip(builds.dropFirst(Self.doubles.accepted.count), Self.doubles.refused) {
            #expect(found.links.isEmpty && found.errors.count == 1, "\(text): \(found)")
            #expect(LinkRuntime.double(text) == nil, "the parser reads \(text)")
        }
    }

    // MARK: Hostile manifests

    /// Texts that would run script or add markup if the page printed them as HTML, each in a
    /// place a manifest writes freely.
    static let hostileManifest = #"""
        {
          "version": 1,
          "enum": "HostileRoute",
          "hosts": ["h.example.com"],
          "schemes": ["hostile"],
          "appIDs": ["ABCDE12345.com.example.hostile"],
          "tabs": [{ "name": "main", "title": "<script>window.__pwned='tab'</script> \"\u0301 '\u0301 <\u0301 &\u0301", "systemImage": "x", "root": "Text(\"x\")" }],
          "routes": [
            {
              "name": "search",
              "path": "/search",
              "title": "\"><svg onload=\"window.__pwned='title'\"></svg>",
              "doc": "</p><script>window.__pwned = 'doc'</script><img src=x onerror=\"window.__pwned='img'\">",
              "query": {
                "q": { "type": "String", "default": "</script><script>window.__pwned='default'</script>",
                  "doc": "</dd></dl><iframe srcdoc=\"<script>parent.__pwned='query doc'</script>\"></iframe>" }
              },
              "examples": [
                "https://h.example.com/search?q=%3C/script%3E%3Cscript%3Ewindow.__pwned='example'%3C/script%3E",
                "https://h.example.com/search?q=\"'><img src=x onerror=window.__pwned='raw'>",
                "https://h.example.com/search?q=a\"\u0301 style=\"color:red\"\u0301 data-x=\"1"
              ]
            },
            {
              "name": "accented",
              "path": "/a\"\u0301'\u0301<\u0301&\u0301",
              "title": "\"\u0301><b data-x=\"\u0301'\u0301<\u0301&\u0301",
              "doc": "<\u0301style>body{display:none}<\u0301/style> &\u0301lt;",
              "query": { "s": { "type": "String", "default": "\"\u0301 style=\"\u0301<\u0301/script>", "doc": "<\u0301i data-x=\"\u0301'\u0301" } }
            },
            {
              "name": "item",
              "path": "/items/{id}",
              "parent": "search",
              "title": "<b>{id}</b> & <i>more</i>",
              "doc": "<!-- an unterminated comment, then a <style>body{display:none}</style>"
            }
          ]
        }
        """#

    @Test("a manifest's texts are shown as text: no markup, no handler and no script of theirs reaches the page")
    func hostileManifest() throws {
        let manifest = Array(Self.hostileManifest.utf8)
        let (plan, diagnostics) = Generator.plan(fromManifest: manifest)
        let hostile = try #require(plan, "\(diagnostics.all)")
        let page = CatalogEmitter(plan: hostile).render()
        // Time enough for a load that fails, and the handler it would call, to run.
        let findings = try CatalogProbe(filters: ["script"]).run(on: page, arguments: ["--virtual-time-budget=2000"])
        #expect(findings.pwned == nil)
        #expect(findings.handlers == 0)
        // The data, the page's script, the probe's data and the probe: no other. One style sheet,
        // and no attribute a text wrote, even one whose quote carries an accent (`"\u{301}`).
        #expect(findings.scripts == 4)
        #expect(findings.styleSheets == 1)
        let attributes = ["aria-label", "aria-live", "autocomplete", "charset", "class", "content", "data-channel", "data-ready",
            "data-route", "href", "id", "lang", "name", "placeholder", "spellcheck", "type"]
        #expect(findings.attributes.allSatisfy(attributes.contains), "\(findings.attributes)")
        let route = { (name: String) in hostile.table.routes.first { $0.name == name } }
        let search = try #require(route("search"))
        #expect(findings.docs["route-search"] == search.doc)
        #expect(findings.titles["route-item"] == "<b>{id}</b> & <i>more</i>")
        #expect(findings.docs["route-item"] == route("item")?.doc)
        // Every example is a link with the text as written, on both channels.
        #expect(findings.examples.filter { $0[1] == "universalLink" }.map { $0[2] } == search.examples.map(\.url.value))
        #expect(findings.examples.allSatisfy { $0[2] == $0[3] })
        #expect(page.contains("<h2>Tab: &lt;script&gt;window.__pwned=&#39;tab&#39;&lt;/script&gt; &quot;\u{301} &#39;\u{301} &lt;\u{301} &amp;\u{301}</h2>"))
        let accented = try #require(route("accented"))
        #expect(findings.titles["route-accented"] == accented.title.parts.map { if case .text(let text) = $0 { text } else { "" } }.joined())
        #expect(findings.docs["route-accented"] == accented.doc)
        // The filter still finds what the texts hold.
        #expect(findings.filters.first?.shown == ["route-search"])
    }

    // MARK: Size and speed

    @Test("a 1,000-route page is under 1 MB, and the time it takes to open and to filter is measured")
    func largeManifest() throws {
        let manifest = Array(SyntheticManifest.json(routeCount: 1000).utf8)
        let plan = try #require(Generator.plan(fromManifest: manifest).plan)
        let page = CatalogEmitter(plan: plan).render()
        #expect(page.utf8.count < 1 << 20, "\(page.utf8.count) bytes")
        let queries = ["s", "section1", "section12/items", "big://section3", "route999", "zzz", ""]
        let findings = try CatalogProbe(filters: queries).run(on: page)
        #expect(findings.filters.map(\.shown.count).last == 1000)
        #expect(findings.filters.first { $0.query == "route999" }?.shown == ["route-route999"])
        #expect(findings.filters.first { $0.query == "zzz" }?.shown == [])
        // Measured, not asserted (a timed test fails on a busy machine, not on a slow page): the
        // times go to the test's output and, from a quiet run, to Docs/Performance.md.
        let times = findings.filters.map { "\($0.query.isEmpty ? "(cleared)" : $0.query): \(String(format: "%.1f", $0.milliseconds)) ms" }
        print("catalog of 1,000 routes: \(page.utf8.count) bytes; opened in \(String(format: "%.0f", findings.opened)) ms; "
            + "filter, layout included: \(times.joined(separator: ", "))")
    }
}
