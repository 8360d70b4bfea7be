import RouteGenCore
import RouteGenLinkRuntime

/// Random manifests over a small alphabet of segments, so that routes share prefixes and compete
/// for links often, and links of their shapes with near misses: the input of the property tests
/// that hold the parser to the AASA file (universal links) and to the printer (every channel).
///
/// Unlike ``RandomManifest``, whose routes each start with a literal of their own so that its
/// manifests always validate, these often overlap; the tests skip a manifest validation refuses.
package enum RandomPatternManifest {
    /// Literal segments: shared prefixes, a non-ASCII one, and one with an upper-case letter.
    package static let literals = ["a", "b", "items", "new", "Docs", "café", "x-y"]
    static let types = ["", ":Int", ":UUID", ":Bool", ":Double"]
    /// Values of whole segments, encoded as links carry them.
    /// `a%2Fb` is one segment, or two for a route that decodes before splitting.
    package static let values = ["1", "x", "abc", "42", "true", "9F1C7E62-2A4B-4B8E-9C3D-0E5F6A7B8C9D", "a%20b", "caf%C3%A9", "a%2Fb"]
    /// Values that are a literal in another case, which a host (`social://Items`) reads as the literal.
    package static let foldedLiterals = ["A", "B", "Items", "NEW", "docs", "DOCS", "X-Y"]
    /// Segments with literal text beside parameters, and the values links put in them: some hold
    /// the text itself, encoded or not.
    static let compounds = ["@{c}", "{c}-{d:Int}", "{c}.pdf", "v{c:Int}.{d:Int}", "{c}-{d}"]
    static let compoundValues = ["x", "a-b", "1", "a.pdf", "a%2Db", "v2", "@"]

    /// The custom scheme of manifests made with `schemes`.
    package static let scheme = "social"

    /// The hosts of manifests made with `shapes`: two hosts, or a wildcard and one nested in it,
    /// whose links belong to the more specific entry. Routes on some hosts only list the second.
    package static let shapeHostSets = [["a.example.com", "b.example.com"], ["*.example.com", "*.b.example.com"]]

    /// Hosts that links of a manifest of these can name, one for each entry of its `hosts`: a
    /// wildcard's is its `www` subdomain (`www.b.example.com` for `*.b.example.com`).
    package static func linkHosts(_ table: RouteTable) -> [String] {
        table.hosts.map { $0.hasPrefix("*.") ? "www" + $0.dropFirst() : $0 }
    }

    /// The path of a route on any host of its own (`"anyHost": true`) in manifests made with
    /// `shapes`: under a literal no other route starts with.
    package static let anyHostPath = "/h/{p0}"

    /// A host that no manifest of these lists: its links open only routes on any host, in the app.
    package static let foreignHost = "elsewhere.example.org"

    /// The query item routes that carry a link read it from in manifests made with `shapes`.
    package static let carriedItem = "next"

    /// The name of the screen no link opens of some manifests.
    package static let screenName = "screen"

    /// The `values` of a route that holds values no link carries: of types links carry (the links'
    /// manifests need no app code), each with a stand-in, as a route a link opens needs.
    static let routeValues = #", "values": { "w1": "String?", "w2": { "type": "Bool", "default": false }, "w3": "[Int]" }"#

    /// A manifest of 1 to 8 routes on the host `a.example.com`. Now and then routes hold values no
    /// link carries, and a screen no link opens (``screenName``) is among them: links pass both by.
    /// Those are drawn apart (``SeededGenerator/fork()``): a seed draws the routes it drew before.
    ///
    /// - Parameters:
    ///   - enumName: The enum's name; the manifest's default when nil.
    ///   - generate: The manifest's `generate` key, the artifacts; all when nil.
    ///   - schemes: Whether the manifest also has the custom scheme ``scheme``: mostly one whose
    ///     first segment stands where a host is (`social://items/1`), sometimes one with the host
    ///     `open`; routes may be closed to either channel, and a route may start with a value
    ///     (`/{first}`, `/@{first}`) beside the literal first segments of the others.
    ///   - shapes: Whether the manifest also has the link shapes of routes on some hosts only (on
    ///     the second of ``shapeHostSets``, so that routes on every host print on the first), an earlier route's
    ///     path with a route per channel, routes that carry a link or a path (`/go?next=…`, `/go#…`), a
    ///     rest parameter that is not last (`/{pre...}/items/{n1}`), and a route on any host
    ///     (``anyHostPath``, or an earlier route's path with the host as a value); and of round two:
    ///     routes only a carrier opens, items in the fragment, routes that decode before splitting,
    ///     rest parameters that keep empty segments, and a scheme host compared with its case.
    package static func make(
        _ random: inout SeededGenerator, enumName: String? = nil, generate: [String]? = nil, schemes: Bool = false,
        shapes: Bool = false
    ) -> String {
        // The screens and values no link carries are drawn from a generator of their own, so that a
        // seed draws the routes and links it drew before they were added.
        var added = random.fork()
        var routes: [String] = []
        // Mostly two hosts; sometimes nested wildcards, which a host must meet by the most specific.
        let hosts = shapes && Int.random(in: 0..<3, using: &random) == 0 ? shapeHostSets[1] : shapeHostSets[0]
        var drawn: [(path: String, items: [String], isUniversalLink: Bool)] = []
        for index in 0..<Int.random(in: 1...8, using: &random) {
            var segments: [String] = []
            for position in 0..<Int.random(in: 0...4, using: &random) {
                switch Int.random(in: 0..<8, using: &random) {
                case 0..<4: segments.append(literals.randomElement(using: &random) ?? "a")
                case 4: segments.append("{p\(position)\(types.randomElement(using: &random) ?? "")?}")
                case 5:
                    let compound = compounds.randomElement(using: &random) ?? "@{c}"
                    segments.append(compound.replacing("{c", with: "{c\(position)").replacing("{d", with: "{d\(position)"))
                default: segments.append("{p\(position)\(types.randomElement(using: &random) ?? "")}")
                }
            }
            if Int.random(in: 0..<6, using: &random) == 0 { segments.append("{rest...}") }
            var items: [String] = []
            if Int.random(in: 0..<4, using: &random) == 0 { items.append(#""q": "String""#) }
            // A second required item: routes of one path chosen by which items a link carries.
            if Int.random(in: 0..<5, using: &random) == 0 { items.append(#""t": "String""#) }
            let hasValues = !items.isEmpty
            if Int.random(in: 0..<3, using: &random) == 0 {
                items.append(#""f": { "equals": "\#(["h", "k"].randomElement(using: &random) ?? "h")" }"#)
            }
            var query = items.isEmpty ? "" : #", "query": { \#(items.joined(separator: ", ")) }"#
            if shapes {
                // Round two: items in the fragment (none fixed), decoding before splitting, kept empty segments.
                if hasValues, !items.contains(where: { $0.contains("equals") }), Int.random(in: 0..<3, using: &random) == 0 {
                    query += #", "itemsInFragment": true"#
                }
                if Int.random(in: 0..<5, using: &random) == 0 { query += #", "decodesBeforeSplitting": true"# }
                if segments.last == "{rest...}", !query.contains("decodes"), Bool.random(using: &random) {
                    query += #", "keepsEmptySegments": true"#
                }
            }
            var closed = Int.random(in: 0..<4, using: &random) == 0 ? #", "universalLink": false"# : ""
            if schemes, closed.isEmpty, Int.random(in: 0..<6, using: &random) == 0 { closed = #", "customScheme": false"# }
            if shapes, closed.isEmpty, Int.random(in: 0..<4, using: &random) == 0 { closed = #", "hosts": ["\#(hosts[1])"]"# }
            // Values no link carries, now and then, with the stand-ins a link opens them at: no part of
            // a link. Not yet on a route whose link carries no value, whose parser does not compile
            // (ScreenValueCornerCaseTests.linkWithoutValues).
            let carriesValues = hasValues || segments.contains { $0.contains("{") }
            let values = carriesValues && Int.random(in: 0..<4, using: &added) == 0 ? Self.routeValues : ""
            routes.append(#"{ "name": "r\#(index)", "path": "/\#(segments.joined(separator: "/"))"\#(query)\#(closed)\#(values) }"#)
            drawn.append(("/" + segments.joined(separator: "/"), items, !closed.contains("universalLink")))
        }
        // An earlier route's path again, chosen by one required item more and of the other verdict:
        // a preview `token` that keeps the page's links on the web.
        if Int.random(in: 0..<3, using: &random) == 0, let earlier = drawn.randomElement(using: &random) {
            let items = (earlier.items + [#""token": "String""#]).joined(separator: ", ")
            let verdict = earlier.isUniversalLink ? #", "universalLink": false"# : ""
            routes.append(#"{ "name": "w", "path": "\#(earlier.path)", "query": { \#(items) }\#(verdict) }"#)
        }
        if shapes {
            // An earlier route's path and items again, on the other channel: one path, a route per channel.
            // Under a literal no other route starts with, so that only the two share it.
            if schemes, Int.random(in: 0..<3, using: &random) == 0, let earlier = drawn.randomElement(using: &random) {
                let items = earlier.items.isEmpty ? "" : #", "query": { \#(earlier.items.joined(separator: ", ")) }"#
                let path = "/t" + (earlier.path == "/" ? "" : earlier.path)
                routes.append(#"{ "name": "u", "path": "\#(path)"\#(items), "customScheme": false }"#)
                routes.append(#"{ "name": "s", "path": "\#(path)"\#(items), "universalLink": false }"#)
            }
            // A rest parameter that is not last, at the root or under a literal, before one or two
            // segments: whatever comes before them, beside the routes that start with those.
            if Int.random(in: 0..<3, using: &random) == 0 {
                var after: [String] = []
                for position in 0..<Int.random(in: 1...2, using: &random) {
                    switch Int.random(in: 0..<5, using: &random) {
                    case 0, 1: after.append(literals.randomElement(using: &random) ?? "a")
                    case 2:
                        let compound = compounds.randomElement(using: &random) ?? "@{c}"
                        after.append(compound.replacing("{c", with: "{c\(position)").replacing("{d", with: "{d\(position)"))
                    default: after.append("{n\(position)\(types.randomElement(using: &random) ?? "")}")
                    }
                }
                let before = Bool.random(using: &random) ? "/" + (literals.randomElement(using: &random) ?? "a") : ""
                let closed = Int.random(in: 0..<4, using: &random) == 0 ? #", "universalLink": false"# : ""
                // Anywhere in the manifest: the parser's order, not the manifest's, must decide.
                routes.insert(
                    #"{ "name": "n", "path": "\#(before)/{pre...}/\#(after.joined(separator: "/"))"\#(closed) }"#,
                    at: Int.random(in: 0...routes.count, using: &random))
            }
            // Routes that carry a link or a path, in a query item or the fragment, on a literal or a value.
            var carries = false
            for (index, path) in ["/go", "/{p0}/go"].enumerated() where Int.random(in: 0..<2, using: &random) == 0 {
                let place = Bool.random(using: &random) ? "?" + carriedItem : "#"
                let key = Int.random(in: 0..<3, using: &random) == 0 ? "opensPathIn" : "opensLinkIn"
                routes.append(#"{ "name": "c\#(index)", "path": "\#(path)", "\#(key)": "\#(place)" }"#)
                carries = true
            }
            // A route only a carrier opens: its links read directly pass it by.
            if carries, Bool.random(using: &random), let index = routes.indices.filter({ routes[$0].hasPrefix(#"{ "name": "r"#) }).randomElement(using: &random) {
                routes[index] = String(routes[index].dropLast(2)) + #", "carriedOnly": true }"#
            }
            // A route on any host, in-app links only: a path of its own or an earlier route's, with
            // the host as a value or not (without, it prints on the first host, `http` where the
            // earlier route takes the `https` link). On an earlier route's path the number of routes
            // decides, not a draw, so that a seed's other manifests stay as they were.
            if Int.random(in: 0..<2, using: &random) == 0 {
                let earlier = Bool.random(using: &random) ? drawn.randomElement(using: &random) : nil
                let hasHost = earlier.map { _ in routes.count.isMultiple(of: 2) } ?? Bool.random(using: &random)
                let host = hasHost ? #", "hostParameter": "server""# : ""
                routes.append(#"{ "name": "h", "path": "\#(earlier?.path ?? anyHostPath)", "anyHost": true\#(host) }"#)
            }
        }
        var settings = Bool.random(using: &random) ? "" : #""caseSensitive": false, "#
        if schemes {
            // A value first, beside the others' literals: the host's case rule must not read it as one.
            if Bool.random(using: &random) {
                let first = ["{first}", "{first}", "@{first}", "{first}-{n:Int}", "{first?}/items", "{first:Bool}"]
                let path = first.randomElement(using: &random) ?? "{first}"
                let more = Bool.random(using: &random) ? "/" + (literals.randomElement(using: &random) ?? "a") : ""
                routes.append(#"{ "name": "v", "path": "/\#(path)\#(more)" }"#)
            }
            let schemes: String = switch Int.random(in: 0..<8, using: &random) {
            case 0, 1: #""schemes": [{ "name": "\#(scheme)", "host": "open" }], "#
            // The first segment in the host's place, compared with its case.
            case 2 where shapes: #""schemes": [{ "name": "\#(scheme)", "caseSensitiveHost": true }], "#
            default: #""schemes": ["\#(scheme)"], "#
            }
            settings += schemes
        }
        // A screen no link opens, now and then, with values or not, pushed or presented: its name is no
        // path. Not yet beside a route that carries a path or one on any host, whose printers read the
        // enum's `path`, optional with such a screen, as a `String` (ScreenValueCornerCaseTests.carriedPath,
        // .inAppLink).
        let readsPath = routes.contains { $0.contains("opensPathIn") || $0.contains("anyHost") }
        if !readsPath, Int.random(in: 0..<3, using: &added) == 0 {
            let values = Bool.random(using: &added) ? Self.routeValues : ""
            let presentation = Bool.random(using: &added) ? #", "presentation": "sheet""# : ""
            routes.append(#"{ "name": "\#(screenName)"\#(values)\#(presentation) }"#)
        }
        if let enumName { settings += #""enum": "\#(enumName)", "# }
        if let generate { settings += #""generate": [\#(generate.map { "\"\($0)\"" }.joined(separator: ", "))], "# }
        let listed = (shapes ? hosts : [hosts[0]]).map { "\"\($0)\"" }.joined(separator: ", ")
        return #"""
            { "version": 1, \#(settings)"hosts": [\#(listed)], "appIDs": ["ABCDE12345.com.example.a"],
              "routes": [\#(routes.joined(separator: ", "))] }
            """#
    }

    /// Paths of each route's shape, as segments, and near misses: a segment more or less, and one
    /// segment changed, to `zz` or to upper case.
    ///
    /// - Parameter values: What whole-segment values are drawn from.
    package static func paths(_ table: RouteTable, _ random: inout SeededGenerator, values: [String] = values) -> [[String]] {
        var paths: [[String]] = []
        for route in table.linkRoutes {
            // A screen no link opens has no shape; LinkRoundTripPropertyTests tries its name.
            guard route.opensFromLinks else { continue }
            var segments: [String] = []
            let variant = route.path.variants.randomElement(using: &random) ?? route.path.variants[0]
            for (index, segment) in variant.segments.enumerated() {
                switch segment {
                case .literal(let text): segments.append(LinkRuntime.encode(text))
                case .parameter, .optional: segments.append(values.randomElement(using: &random) ?? "x")
                case .compound(let compound):
                    var text = compound.texts[0]
                    for next in compound.texts.dropFirst() { text += (compoundValues.randomElement(using: &random) ?? "x") + next }
                    segments.append(text)
                case .rest where index < variant.segments.count - 1:
                    // Before a suffix: literals too, which the other routes' branches try first.
                    segments += (0..<Int.random(in: 0...3, using: &random)).map { _ in
                        (["r", "r"] + literals.map(LinkRuntime.encode)).randomElement(using: &random) ?? "r"
                    }
                case .rest:
                    let start = segments.count
                    segments += Array(repeating: "r", count: Int.random(in: 0...2, using: &random))
                    // An empty segment, which a rest parameter that keeps them keeps.
                    if Int.random(in: 0..<4, using: &random) == 0 { segments.insert("", at: start) }
                }
            }
            paths.append(segments)
            paths.append(segments + ["x"])
            if !segments.isEmpty {
                paths.append(Array(segments.dropLast()))
                var changed = segments
                let position = Int.random(in: 0..<segments.count, using: &random)
                changed[position] = Bool.random(using: &random) ? "zz" : changed[position].uppercased()
                paths.append(changed)
            }
        }
        return paths
    }
}
