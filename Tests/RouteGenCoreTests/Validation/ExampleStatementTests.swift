@testable import RouteGenCore
import RouteGenTestSupport
import Testing

/// An `examples` entry may be an object that says what its link opens: `{ "url": "…", "values":
/// { "id": 42 }, "stack": ["list", "detail"] }`. Generation opens the link in RouteGen's parser and
/// compares each value the example names, and the stack, reporting each difference at its line.
///
/// The manifests have the hosts `example.com` and `blog.example.com` and the scheme `app`; a marker
/// (1️⃣) stands where a diagnostic points, and becomes `routes.json:LINE:COL:` in the expectation.
@Suite("Examples that state their values and stack")
struct ExampleStatementTests {
    static func routes(_ routes: String, settings: String = "") -> String {
        LinkShapeDiagnosticsTests.routes(routes, settings: settings)
    }

    // MARK: Reading the entries

    @Test("a manifest whose examples are all strings reads them as before: links, stating nothing")
    func stringExamples() throws {
        let text = MarkedText(Self.routes(#"""
            { "name": "a", "path": "/a/{id:Int}", "examples": [1️⃣"https://example.com/a/1", 2️⃣"app://a/2"] }
            """#))
        let (table, diagnostics) = Generator.routeTable(fromManifest: Array(text.text.utf8))
        #expect(diagnostics.all.isEmpty, "\(diagnostics.rendered(file: "routes.json"))")
        let examples = try #require(table?.routes.first?.examples)
        #expect(examples.map(\.url.value) == ["https://example.com/a/1", "app://a/2"])
        #expect(examples.map { Optional($0.url.location) } == [text.locations["1️⃣"], text.locations["2️⃣"]])
        #expect(examples.allSatisfy { $0.values == nil && $0.valuesLocation == nil })
        #expect(examples.allSatisfy { $0.stack == nil && $0.stackLocation == nil })
    }

    @Test("an object entry keeps its link, its values in order and its stack, each where it is written")
    func objectExample() throws {
        let text = MarkedText(Self.routes(#"""
            { "name": "list", "path": "/a" },
            { "name": "a", "path": "/a/{id:Int}", "parent": "list", "query": { "q": "String?" },
              "examples": ["app://a/1", { "url": 1️⃣"https://example.com/a/2?q=x", 2️⃣"values": { 3️⃣"q": "x", "id": 2 },
                                        4️⃣"stack": [5️⃣"list", "a"] }] }
            """#))
        let (table, diagnostics) = Generator.routeTable(fromManifest: Array(text.text.utf8))
        #expect(diagnostics.all.isEmpty, "\(diagnostics.rendered(file: "routes.json"))")
        let example = try #require(table?.routes.last?.examples.last)
        #expect(example.url.value == "https://example.com/a/2?q=x")
        #expect(example.url.location == text.locations["1️⃣"])
        #expect(example.values?.map(\.key) == ["q", "id"])
        #expect(example.valuesLocation == text.locations["2️⃣"])
        #expect(example.values?.first?.keyLocation == text.locations["3️⃣"])
        #expect(example.stack?.map(\.value) == ["list", "a"])
        #expect(example.stackLocation == text.locations["4️⃣"])
        #expect(example.stack?.first?.location == text.locations["5️⃣"])
    }

    @Test("an entry is a link or an object with a string 'url', an object 'values' and an array of names 'stack'")
    func entryTypes() {
        expectDiagnostics(
            Self.routes(#"""
                { "name": "a", "path": "/a",
                  "examples": [1️⃣4.5, 2️⃣{ "values": {} }, { "url": "https://example.com/a", 3️⃣"value": {}, "values": 4️⃣[] },
                               { "url": 5️⃣true }, { "url": "https://example.com/a", "stack": [6️⃣1, "a"] }] }
                """#),
            [
                "1️⃣ error: an example must be a link such as \"https://example.com/products/42\" or an object with 'url', "
                    + "'values' and 'stack', found a number",
                "2️⃣ error: missing required key 'url' in an example",
                "3️⃣ error: unknown key 'value' in an example; did you mean 'values'?",
                "4️⃣ error: 'values' must be an object, found an array",
                "5️⃣ error: 'url' must be a string, found a boolean",
                "6️⃣ error: elements of 'stack' must be strings, found an integer",
            ])
    }

    // MARK: What 'values' may name

    @Test("'values' names values of the route the link opens; another name is reported at it, with the route's link values")
    func unknownValue() {
        expectDiagnostics(
            Self.routes(#"""
                { "name": "list", "path": "/products",
                  "examples": [{ "url": "https://example.com/products", "values": { 1️⃣"id": 1 } }] },
                { "name": "detail", "path": "/products/{id:Int}", "parent": "list", "query": { "color": "String?" },
                  "examples": [{ "url": "https://example.com/products/42", "values": { "id": 42, 2️⃣"productID": 42 } }] }
                """#),
            [
                "1️⃣ error: example 'https://example.com/products' opens route 'list', which has no value 'id'; it has no "
                    + "link values",
                "2️⃣ error: example 'https://example.com/products/42' opens route 'detail', which has no value 'productID'; "
                    + "its link values are 'id' and 'color'",
            ])
    }

    @Test("a value of one of the app's value types is no link's to state")
    func appValueType() {
        expectDiagnostics(
            Self.routes(
                #"""
                { "name": "status", "path": "/statuses/{id}", "values": { "preloaded": "Models.Status?" },
                  "examples": [{ "url": "https://example.com/statuses/7", "values": { "id": "7", 1️⃣"preloaded": null } }] }
                """#,
                settings: #""valueTypes": ["Models.Status"],"#),
            [
                "1️⃣ error: value 'preloaded' of route 'status' is a 'Models.Status', which no link carries; an example "
                    + "states only the values its link opens"
            ])
    }

    @Test("a value under the route's 'values' is no link's to state, whatever its type")
    func heldValue() {
        expectDiagnostics(
            Self.routes(
                #"""
                { "name": "feed", "path": "/feed", "values": { "count": "Int?" },
                  "examples": [{ "url": "https://example.com/feed", "values": { 1️⃣"count": null } }] }
                """#),
            [
                "1️⃣ error: value 'count' of route 'feed' is one of its 'values', which no link carries; an example "
                    + "states only the values its link opens"
            ])
    }

    // MARK: The JSON form of each type

    @Test("each value is written in its type's JSON form; another form is reported at the value")
    func wrongForms() {
        let link = "https://example.com/t/shoes/42/1.5/true/9f1c7e62-2a4b-4b8e-9c3d-0e5f6a7b8c9d"
        expectDiagnostics(
            Self.routes(
                #"""
                { "name": "t", "path": "/t/{s}/{i:Int}/{d:Double}/{b:Bool}/{u:UUID}",
                  "query": { "url": "URL?", "tab": "Tab?", "o": "Int?", "l": "[Int]" },
                  "examples": [
                    { "url": "\#(link)",
                      "values": { "s": 1️⃣1, "i": 2️⃣"42", "d": 3️⃣"1.5", "b": 4️⃣"true", "u": 5️⃣"9f1c7e62",
                                  "url": 6️⃣"ftp://example.org/a", "tab": 7️⃣1, "o": 8️⃣"3", "l": 9️⃣[1, "2"] } },
                    { "url": "\#(link)", "values": { "i": 🔟4.5 } }
                  ] }
                """#,
                settings: #""customTypes": ["Tab"],"#),
            [
                "1️⃣ error: value 's' of example '\(link)' must be a string, found an integer",
                "2️⃣ error: value 'i' of example '\(link)' must be an integer, found a string",
                "3️⃣ error: value 'd' of example '\(link)' must be a number, found a string",
                "4️⃣ error: value 'b' of example '\(link)' must be true or false, found a string",
                "5️⃣ error: value 'u' of example '\(link)' must be a UUID string, found a string",
                "6️⃣ error: value 'url' of example '\(link)' must be an absolute http or https URL string or null, found a string",
                "7️⃣ error: value 'tab' of example '\(link)' must be a raw value of 'Tab' in a string or null, found an integer",
                "8️⃣ error: value 'o' of example '\(link)' must be an integer or null, found a string",
                "9️⃣ error: value 'l' of example '\(link)' must be an array, each element an integer, found an array",
                "🔟 error: value 'i' of example '\(link)' must be an integer, found a number",
            ])
    }

    /// A route with a value of every type, a link that opens it, and for each value: its correct
    /// JSON, another value of the same form, and the two as the diagnostic shows them.
    static let everyType = (
        route: #"""
            { "name": "t", "path": "/t/{s}/{i:Int}/{d:Double}/{b:Bool}/{u:UUID}",
              "query": { "url": "URL", "tab": "Tab", "o": "Int?", "l": "[Int]" },
              "examples": [{ "url": "LINK", "values": { VALUES } }] }
            """#,
        link: "https://example.com/t/shoes/42/1.5/true/9f1c7e62-2a4b-4b8e-9c3d-0e5f6a7b8c9d"
            + "?url=https%3A%2F%2Fexample.org%2Fa&tab=home&l=1&l=2",
        values: [
            TypedValue(name: "s", json: #""shoes""#, other: #""boots""#, shown: #""shoes""#, otherShown: #""boots""#),
            TypedValue(name: "i", json: "42", other: "41", shown: "42", otherShown: "41"),
            TypedValue(name: "d", json: "1.5", other: "2", shown: "1.5", otherShown: "2.0"),
            TypedValue(name: "b", json: "true", other: "false", shown: "true", otherShown: "false"),
            TypedValue(
                name: "u", json: #""9f1c7e62-2a4b-4b8e-9c3d-0e5f6a7b8c9d""#, other: #""0c4b1e7a-5d2f-4a3b-8e9c-1f2a3b4c5d6e""#,
                shown: "9F1C7E62-2A4B-4B8E-9C3D-0E5F6A7B8C9D", otherShown: "0C4B1E7A-5D2F-4A3B-8E9C-1F2A3B4C5D6E"),
            TypedValue(
                name: "url", json: #""https://example.org/a""#, other: #""https://example.org/b""#,
                shown: #"URL("https://example.org/a")"#, otherShown: #"URL("https://example.org/b")"#),
            TypedValue(
                name: "tab", json: #""home""#, other: #""settings""#, shown: #"Tab(rawValue: "home")"#,
                otherShown: #"Tab(rawValue: "settings")"#),
            TypedValue(name: "o", json: "null", other: "3", shown: "nil", otherShown: "3"),
            TypedValue(name: "l", json: "[1, 2]", other: "[2, 1]", shown: "[1, 2]", otherShown: "[2, 1]"),
        ]
    )

    /// The every-type route with its example's values as written, `replacing` one value's JSON
    /// with its other value behind a marker.
    static func everyTypeManifest(replacing name: String? = nil) -> String {
        let values = everyType.values.map { value in
            "\"\(value.name)\": " + (value.name == name ? "1️⃣" + value.other : value.json)
        }
        return routes(
            everyType.route.replacingOccurrences(of: "LINK", with: everyType.link)
                .replacingOccurrences(of: "VALUES", with: values.joined(separator: ", ")),
            settings: #""customTypes": ["Tab"],"#)
    }

    @Test("a value of every type, each in its JSON form, matches: a UUID in lower case, an optional left out as null, a list as an array")
    func everyTypeMatches() {
        expectDiagnostics(Self.everyTypeManifest(), [])
    }

    @Test("each value of every type is compared: another value of the right form is reported at it", arguments: everyType.values)
    func everyTypeCompared(_ value: TypedValue) {
        expectDiagnostics(
            Self.everyTypeManifest(replacing: value.name),
            [
                "1️⃣ error: example '\(Self.everyType.link)' opens 't' with \(value.name): \(value.shown), not "
                    + "\(value.otherShown) as its 'values' say"
            ])
    }

    // MARK: Values compared

    @Test("a value other than the link opens is reported at the value, both shown as 'routegen match' shows them")
    func differentValues() {
        expectDiagnostics(
            Self.routes(#"""
                { "name": "detail", "path": "/products/{id:Int}", "query": { "color": "String?" },
                  "examples": [
                    { "url": "https://example.com/products/42", "values": { "id": 1️⃣41 } },
                    { "url": "https://example.com/products/42?color=red", "values": { "id": 42, "color": 2️⃣null } },
                    { "url": "https://example.com/products/42", "values": { "color": 3️⃣"red" } },
                    { "url": "app://products/7?color=Red", "values": { "color": 4️⃣"red" } }
                  ] }
                """#),
            [
                "1️⃣ error: example 'https://example.com/products/42' opens 'detail' with id: 42, not 41 as its 'values' say",
                "2️⃣ error: example 'https://example.com/products/42?color=red' opens 'detail' with color: \"red\", not nil as "
                    + "its 'values' say",
                "3️⃣ error: example 'https://example.com/products/42' opens 'detail' with color: nil, not \"red\" as its "
                    + "'values' say",
                "4️⃣ error: example 'app://products/7?color=Red' opens 'detail' with color: \"Red\", not \"red\" as its "
                    + "'values' say",
            ])
    }

    @Test("a custom type's default the link leaves out is the compiler's to compare, so 'values' may not state it")
    func customDefault() {
        expectDiagnostics(
            Self.routes(
                #"""
                { "name": "feed", "path": "/feed", "query": { "sort": { "type": "Sort", "default": ".recent" } },
                  "examples": [
                    { "url": "https://example.com/feed", "values": { 1️⃣"sort": "recent" } },
                    { "url": "https://example.com/feed?sort=top", "values": { "sort": "top" } },
                    { "url": "https://example.com/feed", "stack": ["feed"] }
                  ] }
                """#,
                settings: #""customTypes": ["Sort"],"#),
            [
                "1️⃣ error: example 'https://example.com/feed' leaves 'sort' out, so route 'feed' has its default '.recent', "
                    + "which only the compiler can compare; leave 'sort' out of 'values', or write it in the link"
            ])
    }

    @Test("values left out are not checked: an example names only the values it is about")
    func valuesLeftOut() {
        let manifest = #"""
            { "name": "list", "path": "/products" },
            { "name": "detail", "path": "/products/{id:Int}", "parent": "list",
              "query": { "color": "String?", "size": { "type": "Int", "default": 1 } },
              "examples": [
                { "url": "https://example.com/products/42?color=red&size=3", "values": { "color": COLOR } },
                { "url": "https://example.com/products/42?color=red&size=3", "values": {} },
                { "url": "https://example.com/products/42?color=red&size=3", "stack": ["list", "detail"] }
              ] }
            """#
        expectDiagnostics(Self.routes(manifest.replacingOccurrences(of: "COLOR", with: #""red""#)), [])
        // The value the example does name is compared all the same.
        expectDiagnostics(
            Self.routes(manifest.replacingOccurrences(of: "COLOR", with: #"1️⃣"blue""#)),
            [
                "1️⃣ error: example 'https://example.com/products/42?color=red&size=3' opens 'detail' with color: \"red\", "
                    + "not \"blue\" as its 'values' say"
            ])
    }

    // MARK: The stack

    @Test("'stack' names the routes the link opens, parents first; another stack is reported at its first name")
    func stack() {
        expectDiagnostics(
            Self.routes(#"""
                { "name": "list", "path": "/products" },
                { "name": "detail", "path": "/products/{id:Int}", "parent": "list",
                  "examples": [
                    { "url": "https://example.com/products/42", "stack": ["list", "detail"] },
                    { "url": "https://example.com/products/42", "stack": [1️⃣"detail"] },
                    { "url": "https://example.com/products/42", "stack": [2️⃣"detail", "list"] },
                    { "url": "https://example.com/products/42", 3️⃣"stack": [] }
                  ] }
                """#),
            [
                "1️⃣ error: example 'https://example.com/products/42' opens the stack [list, detail], not [detail] as its "
                    + "'stack' says",
                "2️⃣ error: example 'https://example.com/products/42' opens the stack [list, detail], not [detail, list] as "
                    + "its 'stack' says",
                "3️⃣ error: example 'https://example.com/products/42' opens the stack [list, detail], not [] as its 'stack' says",
            ])
    }

    @Test("a correct stack with a parent, and values, pass")
    func stackWithParent() {
        expectDiagnostics(
            Self.routes(#"""
                { "name": "list", "path": "/products" },
                { "name": "detail", "path": "/products/{id:Int}", "parent": "list",
                  "examples": [{ "url": "app://products/42", "values": { "id": 42 }, "stack": ["list", "detail"] }] }
                """#),
            [])
    }

    // MARK: Carriers and routes on any host

    /// Routes with a carrier of links in `?to`, whose example states `values`.
    static func carrier(values: String) -> String {
        routes(#"""
            { "name": "list", "path": "/products" },
            { "name": "detail", "path": "/products/{id:Int}", "parent": "list" },
            { "name": "redirect", "path": "/r", "opensLinkIn": "?to",
              "examples": [{ "url": "https://example.com/r?to=%2Fproducts%2F42", "values": \#(values),
                             "stack": ["list", "detail"] }] }
            """#)
    }

    @Test("a carrier's example states the values and stack of the route of the link it carries")
    func carrierExample() {
        expectDiagnostics(Self.carrier(values: #"{ "id": 42 }"#), [])
        expectDiagnostics(
            Self.carrier(values: #"{ "id": 1️⃣41 }"#),
            [
                "1️⃣ error: example 'https://example.com/r?to=%2Fproducts%2F42' opens 'detail' with id: 42, not 41 as its "
                    + "'values' say"
            ])
        expectDiagnostics(
            Self.carrier(values: #"{ 1️⃣"to": "/products/42" }"#),
            [
                "1️⃣ error: example 'https://example.com/r?to=%2Fproducts%2F42' opens route 'detail', which has no value "
                    + "'to'; its link values are 'id'"
            ])
    }

    /// A route on any host with its host in `server`, whose example states `values`.
    static func anyHost(values: String) -> String {
        routes(#"""
            { "name": "tag", "path": "/tags/{name}", "anyHost": true, "hostParameter": "server",
              "examples": [{ "url": "https://mastodon.social/tags/swift", "values": \#(values), "stack": ["tag"] }] }
            """#)
    }

    @Test("a route on any host states its values as the link tapped in the app opens them, its host among them")
    func anyHostExample() {
        expectDiagnostics(Self.anyHost(values: #"{ "server": "mastodon.social", "name": "swift" }"#), [])
        expectDiagnostics(
            Self.anyHost(values: #"{ "server": 1️⃣"example.com", "name": 2️⃣"swiftui" }"#),
            [
                "1️⃣ error: example 'https://mastodon.social/tags/swift' opens 'tag' with server: \"mastodon.social\", not "
                    + "\"example.com\" as its 'values' say",
                "2️⃣ error: example 'https://mastodon.social/tags/swift' opens 'tag' with name: \"swift\", not \"swiftui\" as "
                    + "its 'values' say",
            ])
    }
}

/// One value of the every-type route: its JSON, another of the same form, and each as shown.
struct TypedValue: Sendable, CustomTestStringConvertible {
    var name: String
    var json: String
    var other: String
    var shown: String
    var otherShown: String

    var testDescription: String { name }
}
