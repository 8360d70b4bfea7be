import RouteGenCore
import RouteGenTestSupport
import Testing

/// The mistakes a manifest can make with the route patterns of Docs/DeepLinks.md: parameters
/// inside a segment, optional segments and fixed query items, each reported where it is written.
@Suite("Route pattern diagnostics")
struct RoutePatternDiagnosticsTests {
    /// The model of a manifest that must be valid.
    func table(_ routes: String) throws -> RouteTable {
        let result = Generator.routeTable(fromManifest: Array(manifest(routes).utf8))
        #expect(result.diagnostics.all.isEmpty, "\(result.diagnostics.rendered(file: "routes.json"))")
        return try #require(result.routeTable)
    }

    // MARK: Parameters inside a segment

    @Test("a segment of text and parameters is parsed into its texts and values, in order")
    func compoundModel() throws {
        let table = try table(#"""
            { "name": "article", "path": "/p/{slug}-{id:Int}" },
            { "name": "version", "path": "/v{major:Int}.{minor:Int}" },
            { "name": "profile", "path": "/@{handle}" }
            """#)
        guard case .compound(let article) = table.routes[0].path.segments[1] else {
            Issue.record("not a compound segment: \(table.routes[0].path)")
            return
        }
        #expect(article.texts == ["", "-", ""])
        #expect(article.values.map(\.name) == ["slug", "id"] && article.values.map(\.type) == [.string, .int])
        #expect(table.routes[0].path.parameters.map(\.name) == ["slug", "id"])
        #expect(table.routes[1].path.description == "/v{major:Int}.{minor:Int}", "printed as written")
        #expect(table.routes[2].path.parameters.map(\.typeDescription) == ["String"])
    }

    @Test("two parameters need literal text between them")
    func adjacentParameters() {
        expectDiagnostics(
            manifest(#"{ "name": "a", "path": "/p/{a}1️⃣{b:Int}" }, { "name": "b", "path": "/q/x{c}2️⃣{d}.pdf" }"#),
            [
                "1️⃣ error: parameters '{a}' and '{b:Int}' need literal text between them, as in '{a}-{b:Int}': without "
                    + "it no link tells where one ends",
                "2️⃣ error: parameters '{c}' and '{d}' need literal text between them, as in '{c}-{d}': without it no "
                    + "link tells where one ends",
            ])
    }

    @Test("a rest or optional parameter is a whole segment, never part of one")
    func wholeSegmentParameters() {
        expectDiagnostics(
            manifest(#"{ "name": "a", "path": "/files/v{1️⃣path...}" }, { "name": "b", "path": "/p/x-{2️⃣lang?}" }"#),
            [
                "1️⃣ error: rest parameter '{path...}' must be a whole segment, not part of 'v{path...}'",
                "2️⃣ error: optional parameter '{lang?}' must be a whole segment, as in '/{lang?}/…', not part of 'x-{lang?}'",
            ])
    }

    @Test("text beside a parameter is what links carry unencoded, and never '*'")
    func compoundText() {
        expectDiagnostics(
            manifest(#"""
                { "name": "a", "path": "/1️⃣café-{id}" }, { "name": "b", "path": "/{id}2️⃣ copy" },
                { "name": "c", "path": "/3️⃣a*{id}" }, { "name": "d", "path": "/4️⃣{id}}" }
                """#),
            [
                "1️⃣ error: path segment 'café-{id}' has 'é' beside a parameter, since a link's segment is split before "
                    + "it is decoded, text beside a parameter must be letters, digits or - . _ ~ ! $ & ' ( ) + , ; = : @, "
                    + "which links carry unencoded",
                "2️⃣ error: path segment '{id} copy' has ' ' beside a parameter, since a link's segment is split before "
                    + "it is decoded, text beside a parameter must be letters, digits or - . _ ~ ! $ & ' ( ) + , ; = : @, "
                    + "which links carry unencoded",
                "3️⃣ error: path segment 'a*{id}' has '*' beside a parameter, which the apple-app-site-association file "
                    + "cannot match literally",
                "4️⃣ error: unbalanced '}' in path segment '{id}}'",
            ])
    }

    @Test("a name is used once across the path, inside segments too")
    func duplicateNameInSegment() {
        expectDiagnostics(
            manifest(#"{ "name": "a", "path": "/{1️⃣id}/p-{2️⃣id:Int}" }"#),
            ["2️⃣ error: duplicate parameter name 'id' in path\n1️⃣ note: 'id' first used here"])
    }

    // MARK: Optional segments

    @Test("an optional segment makes two paths of one route, the value nil in the shorter")
    func optionalModel() throws {
        let table = try table(#"{ "name": "product", "path": "/{lang?}/products/{id:Int}" }"#)
        let path = table.routes[0].path
        #expect(path.parameters.map(\.typeDescription) == ["String?", "Int"])
        #expect(path.variants.map(\.description) == ["/{lang}/products/{id:Int}", "/products/{id:Int}"])
        #expect(path.variants.map(\.absentParameters) == [[], [0]])
    }

    @Test("a path has at most 3 optional segments")
    func tooManyOptionalSegments() {
        expectDiagnostics(
            manifest(#"{ "name": "a", "path": 1️⃣"/{a?}/x/{b:Int?}/y/{c:Bool?}/z/{d:UUID?}" }"#),
            [
                "1️⃣ error: a path may have at most 3 optional segments, each of which doubles the links it stands for; "
                    + "this one has 4: make some routes of their own"
            ])
    }

    @Test("optional segments that make one link two ways, or another route's path, are refused")
    func optionalOverlaps() {
        expectDiagnostics(
            manifest(#"""
                { "name": "a", "path": 1️⃣"/{x?}/{y?}" },
                { "name": "products", "path": 2️⃣"/products/{id:Int}" },
                { "name": "product", "path": 3️⃣"/{lang?}/products/{id:Int}" },
                { "name": "typed", "path": "/t/{a?}/{b:Int?}" }
                """#),
            [
                "1️⃣ error: the optional segments of route 'a' make one link two ways ('/{String}' is '/{y}' and "
                    + "'/{x}'); give the segments types that differ, or make one of them required",
                "3️⃣ error: route 'product' and route 'products' open the same links '/products/{Int}' "
                    + "('/{lang?}/products/{id:Int}' and '/products/{id:Int}'), 'product' without '{lang?}'; change one of the paths\n"
                    + "2️⃣ note: 'products' declared here",
            ])
    }

    @Test("a typed path parameter is optional with '?' after its type, once")
    func optionalType() {
        expectDiagnostics(
            manifest(#"{ "name": "a", "path": "/p/{id:1️⃣Int??}" }"#),
            ["1️⃣ error: path parameter 'id' is optional once: write '{id:Int?}'"])
    }

    // MARK: Fixed query items

    @Test("a fixed query item is no value of the case; routes of one path differ by its value")
    func fixedModel() throws {
        let table = try table(#"""
            { "name": "history", "path": "/library", "query": { "action": { "equals": "history" } } },
            { "name": "bookmarks", "path": "/library", "query": { "action": { "equals": "bookmarks" }, "sort": "String?" } },
            { "name": "recent", "path": "/library", "query": { "action": { "equals": "bookmarks" }, "view": { "equals": "recent" } } },
            { "name": "library", "path": "/library" }
            """#)
        #expect(table.routes[0].fixedQuery == [FixedQueryItem(name: "action", value: "history")])
        #expect(table.routes[0].parameters.isEmpty)
        #expect(table.routes[1].parameters.map(\.name) == ["sort"])
        // The parser tries the path's routes the most specific first.
        let node = MatchTree(routes: table.routes, caseSensitive: true).nodes.first { !$0.routes.isEmpty && $0.prefix == "/library" }
        #expect(node?.routes.map { table.routes[$0.route].name } == ["recent", "history", "bookmarks", "library"])
    }

    @Test("without case: a compound segment's text and a fixed value match in either case, escapes still not")
    func caseInsensitivePatterns() throws {
        let result = Generator.routeTable(fromManifest: Array(manifest(#"""
            { "name": "document", "path": "/files/{name}.pdf" },
            { "name": "history", "path": "/library", "query": { "action": { "equals": "History" } } },
            { "name": "library", "path": "/library" }
            """#, settings: #""caseSensitive": false, "hosts": ["x.example.com"], "appIDs": ["ABCDE12345.com.example.x"],"#).utf8))
        let table = try #require(result.routeTable, "\(result.diagnostics.rendered(file: "routes.json"))")
        let matcher = LinkMatcher(table: table)
        #expect(matcher.match(url: "https://x.example.com/FILES/Report.PDF")?.value == #"document(name: "Report")"#)
        #expect(matcher.match(url: "https://x.example.com/files/Report%2EPDF") == nil)
        #expect(matcher.match(url: "https://x.example.com/library?action=HISTORY")?.value == "history")
        #expect(matcher.match(url: "https://x.example.com/library?action=histories")?.value == "library")
    }

    @Test("routes of one path need fixed items that one link cannot carry together, or one's within the other's")
    func fixedOverlaps() {
        expectDiagnostics(
            manifest(#"""
                { "name": "a", "path": 1️⃣"/library", "query": { "action": { "equals": "history" } } },
                { "name": "b", "path": 2️⃣"/library", "query": { "tab": { "equals": "all" } } },
                { "name": "c", "path": 3️⃣"/library", "query": { "action": { "equals": "history" } } }
                """#),
            [
                "2️⃣ error: route 'b' and route 'a' have the same path ('/library' and '/library') and fixed query items "
                    + "that one link can carry together ('?tab=all&action=history' would open either); give 'b' every "
                    + "fixed item of 'a' and more, or a different value for one of them\n1️⃣ note: 'a' declared here",
                "3️⃣ error: route 'c' accepts exactly the same URLs as route 'a' ('/library' and '/library'), with the "
                    + "same fixed query items; change one of the paths\n1️⃣ note: 'a' declared here",
                "3️⃣ error: route 'c' and route 'b' have the same path ('/library' and '/library') and fixed query items "
                    + "that one link can carry together ('?action=history&tab=all' would open either); give 'c' every "
                    + "fixed item of 'b' and more, or a different value for one of them\n2️⃣ note: 'b' declared here",
            ])
    }

    @Test("a fixed item has a value of characters links carry unencoded, and no type or default")
    func fixedItemShape() {
        expectDiagnostics(
            manifest(#"""
                { "name": "a", "path": "/a", "query": { "action": { "type": 1️⃣"String", "equals": "x" } } },
                { "name": "b", "path": "/b", "query": { "action": { "equals": 2️⃣"two words" } } },
                { "name": "c", "path": "/c", "query": { 3️⃣"a b": { "equals": "x" } } },
                { "name": "d", "path": "/d", "query": { "action": { "equals": 4️⃣"" } } },
                { "name": "e", "path": "/e", "query": { "page": 5️⃣{ "doc": "A page." } } }
                """#),
            [
                "1️⃣ error: query item 'action' has a fixed value ('equals'), which chooses the route; it takes no 'type' "
                    + "or 'default'",
                "2️⃣ error: fixed value 'two words' of query item 'action' must be letters, digits and - . _ ~, which a "
                    + "link and the apple-app-site-association file spell one way",
                "3️⃣ error: fixed query item name 'a b' must be letters, digits and - . _ ~, which links carry unencoded",
                "4️⃣ error: fixed value of query item 'action' is empty; the apple-app-site-association file cannot tell "
                    + "an empty item from an absent one",
                "5️⃣ error: missing required key 'type' in query parameter 'page' (or 'equals', for an item whose fixed "
                    + "value chooses the route)",
            ])
    }
}
