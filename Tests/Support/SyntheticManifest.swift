/// Manifests of any size with the shapes of real apps: sections of nested literals, typed
/// parameters, query parameters with defaults, optionals and lists, and parents.
///
/// Route `i` lives in section `i % 40` and has the shape `Shape(index: i)`; ``LinkMix`` builds
/// links to these routes from the same rules. ``Weight/heavy`` manifests give every route the
/// same heavier shape instead, for what the generator costs on routes that carry more, and
/// ``Weight/varied`` ones the link shapes of real apps in turn (``VariedShape``).
package enum SyntheticManifest {
    /// The host of the manifests' universal links.
    package static let host = "big.example.com"
    /// Their custom scheme.
    package static let scheme = "big"

    /// The five route shapes, in turn.
    package enum Shape: Int, CaseIterable, Sendable {
        /// `/section<s>/items<i>`
        case literal
        /// `/section<s>/items<i-1>/{id:Int}`, above the route before it.
        case child
        /// `/section<s>/things<i>/{id:UUID}/detail`
        case uuid
        /// `/section<s>/pages<i>/{slug}`, opened by custom-scheme links only.
        case customSchemeOnly
        /// `/section<s>/lists<i>?page=Int(default 1)&q=String?&tags=[String]`
        case query

        /// The shape of route `index`.
        package init(index: Int) {
            self = Shape(rawValue: index % 5) ?? .literal
        }
    }

    /// How much each route of a manifest carries.
    package enum Weight: String, CaseIterable, Sendable {
        /// The five ``Shape``s in turn: zero to one path parameter, up to three query items, no docs.
        case light
        /// Every route: four path parameters, five query items (three documented), a doc and two
        /// examples, which generation opens with the parser and checks against the AASA file.
        ///
        /// `/section<s>/stores<i>/{storeID:Int}/items/{itemID:UUID}/{color}/{size:Int}`
        /// `?page=Int(default 1)&sort=String(default "relevance")&q=String?&tags=[String]&limit=Int?`
        case heavy
        /// The twenty ``VariedShape``s in turn, in blocks of twenty routes: routes on one host,
        /// routes that carry a link, fixed and required query items, optional segments, rest
        /// parameters, compound segments, a route per channel, sheets and covers (one a flow),
        /// and four tabs; a second host, and the router and entry points generated too
        /// (``variedGenerate``). No examples: every run plans and checks the AASA file with them.
        case varied
    }

    /// The link shapes of a ``Weight/varied`` manifest: route `i` has `VariedShape(index: i)`, in
    /// section `(i / 20) % 40`, so that the routes of one block share a section.
    package enum VariedShape: Int, CaseIterable, Sendable {
        /// `/section<s>/items<i>`, in a tab.
        case tabRoot
        /// `/section<s>/items<i-1>/{id:Int}`, a sheet above the route before it.
        case sheet
        /// `/section<s>/items<i-2>/{id:Int}/reviews`, pushed in that sheet: a flow.
        case inSheet
        /// `/section<s>/things<i>/{id:UUID}/detail`, on the first host only, and the custom scheme.
        case oneHost
        /// `/section<s>/pages<i>/{slug}`, custom-scheme links only.
        case customSchemeOnly
        /// `/section<s>/lists<i>?page=Int(default 1)&q=String?&tags=[String]`
        case query
        /// `/section<s>/library<i>?action=history`: a fixed query item.
        case fixedItem
        /// `/section<s>/library<i-1>?action=bookmarks&sort=String?`: another value of it.
        case otherFixedItem
        /// `/section<s>/library<i-2>`: the same path without it.
        case withoutFixedItem
        /// `/section<s>/feed<i>/{page:Int?}`: an optional segment last.
        case optionalLast
        /// `/section<s>/guides<i>/{lang?}/intro`: an optional segment inside.
        case optionalInside
        /// `/section<s>/docs<i>/{path...}`: a rest parameter.
        case rest
        /// `/section<s>/p<i>/{slug}-{id:Int}`: a compound segment.
        case compound
        /// `/section<s>/go<i>?to=<link>`: opens the link it carries.
        case carrier
        /// `/section<s>/posts<i>/{slug}`, on the second host only.
        case otherHost
        /// `/section<s>/player<i>/{id:Int}`, a full-screen cover, in another tab.
        case cover
        /// `/section<s>/explore<i>`, universal links only.
        case universalLinkOnly
        /// `/section<s>/explore<i-1>`, the same path on the custom scheme only.
        case samePathCustomScheme
        /// `/section<s>/search<i>?q=String&scope=String`: chosen by required items.
        case requiredItems
        /// `/section<s>/search<i-1>?q=String&limit=Int?`: the same path with fewer.
        case fewerRequiredItems

        /// The shape of route `index`.
        package init(index: Int) {
            self = VariedShape(rawValue: index % 20) ?? .tabRoot
        }
    }

    /// The second host of ``Weight/varied`` manifests, which some of their routes are on alone.
    package static let otherHost = "blog.example.com"

    /// The tabs of ``Weight/varied`` manifests.
    package static let variedTabs = ["home", "library", "search", "profile"]

    /// The artifacts of ``Weight/varied`` manifests, whose sheets, covers and tabs the router and
    /// navigation files print: every default artifact but the AASA file, which for 10,000 routes
    /// is over Apple's limit.
    package static let variedGenerate = ["enum", "destinations", "router", "entryPoints"]

    /// The first segment of route `index`'s path.
    package static func section(of index: Int) -> String {
        "section\(index % 40)"
    }

    /// A valid manifest of `routeCount` routes, the same for the same count.
    ///
    /// - Parameters:
    ///   - generate: The manifest's `generate` list; nil leaves it out (everything).
    ///   - access: The manifest's `access`; nil leaves it out (internal).
    ///   - weight: How much each route carries.
    ///   - viewController: Every route's `viewController`, for UIKit apps; nil leaves it out.
    package static func json(
        routeCount: Int, enumName: String = "BigRoute", generate: [String]? = nil, access: String? = nil,
        weight: Weight = .light, viewController: String? = nil
    ) -> String {
        var routes = routes(count: routeCount, weight: weight)
        if let viewController {
            let escaped = viewController.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            let key = #"{ "viewController": "\#(escaped)", "#
            routes = routes.map { key + $0.drop { $0 != "\"" } }
        }
        return manifest(routes: routes, enumName: enumName, generate: generate, access: access, varied: weight == .varied)
    }

    /// The manifest of ``json(routeCount:enumName:generate:access:weight:)`` split into
    /// `fragmentCount` fragments of consecutive routes (a child's parent may be in the fragment
    /// before), at `Features/Part<i>/routes.json`, which the manifest includes in order.
    ///
    /// - Returns: The manifest, and each fragment's path (relative to the manifest's folder) and text.
    package static func fragments(
        routeCount: Int, fragmentCount: Int, enumName: String = "BigRoute", generate: [String]? = nil,
        weight: Weight = .light
    ) -> (manifest: String, fragments: [(path: String, text: String)]) {
        let routes = routes(count: routeCount, weight: weight)
        let size = (routeCount + fragmentCount - 1) / max(fragmentCount, 1)
        let fragments = stride(from: 0, to: routes.count, by: max(size, 1)).enumerated().map { number, start in
            let part = routes[start..<min(start + size, routes.count)]
            let text = "{\n  \"fragment\": \"Part\(number)\",\n  \"routes\": [\n" + part.joined(separator: ",\n") + "\n  ]\n}\n"
            return (path: "Features/Part\(number)/routes.json", text: text)
        }
        var manifest = manifest(routes: [], enumName: enumName, generate: generate, access: nil)
        let include = "  \"include\": [" + fragments.map { "\"\($0.path)\"" }.joined(separator: ", ") + "],\n  \"routes\""
        manifest = manifest.replacing("  \"routes\"", with: include)
        return (manifest, fragments)
    }

    /// The routes of a synthetic manifest, as JSON objects.
    private static func routes(count routeCount: Int, weight: Weight) -> [String] {
        var routes: [String] = []
        for index in 0..<routeCount {
            if weight == .heavy {
                routes.append(heavyRoute(index))
                continue
            }
            if weight == .varied {
                routes.append(variedRoute(index))
                continue
            }
            let section = section(of: index)
            let route: String
            switch Shape(index: index) {
            case .literal:
                route = #"{ "name": "route\#(index)", "path": "/\#(section)/items\#(index)" }"#
            case .child:
                route = #"{ "name": "route\#(index)", "path": "/\#(section)/items\#(index - 1)/{id:Int}", "parent": "route\#(index - 1)" }"#
            case .uuid:
                route = #"{ "name": "route\#(index)", "path": "/\#(section)/things\#(index)/{id:UUID}/detail" }"#
            case .customSchemeOnly:
                route = #"{ "name": "route\#(index)", "path": "/\#(section)/pages\#(index)/{slug}", "universalLink": false }"#
            case .query:
                route = #"""
                    { "name": "route\#(index)", "path": "/\#(section)/lists\#(index)",
                      "query": { "page": { "type": "Int", "default": 1 }, "q": "String?", "tags": "[String]" } }
                    """#
            }
            routes.append(route)
        }
        return routes
    }

    /// The top level of a manifest around its routes; a ``Weight/varied`` one has a second host
    /// and tabs.
    private static func manifest(
        routes: [String], enumName: String, generate: [String]?, access: String?, varied: Bool = false
    ) -> String {
        var options = ""
        if let generate {
            options += "\n  \"generate\": [" + generate.map { "\"\($0)\"" }.joined(separator: ", ") + "],"
        }
        if let access { options += "\n  \"access\": \"\(access)\"," }
        let hosts = varied ? "\"\(host)\", \"\(otherHost)\"" : "\"\(host)\""
        var tabs = ""
        if varied {
            let list = variedTabs.map { name in
                let title = name.prefix(1).uppercased() + name.dropFirst()
                return #"    { "name": "\#(name)", "title": "\#(title)", "systemImage": "circle", "root": "\#(title)View()" }"#
            }
            tabs = "\n  \"tabs\": [\n" + list.joined(separator: ",\n") + "\n  ],"
        }
        return """
            {
              "version": 1,
              "enum": "\(enumName)",\(options)
              "hosts": [\(hosts)],
              "schemes": ["\(scheme)"],
              "appIDs": ["ABCDE12345.com.example.big"],\(tabs)
              "routes": [
            \(routes.joined(separator: ",\n"))
              ]
            }
            """
    }

    /// Route `index` of a ``Weight/varied`` manifest.
    private static func variedRoute(_ index: Int) -> String {
        let section = "section\((index / 20) % 40)"
        let tab = variedTabs[(index / 20) % variedTabs.count]
        let nextTab = variedTabs[(index / 20 + 1) % variedTabs.count]
        let name = #""name": "route\#(index)""#
        let fields: String
        switch VariedShape(index: index) {
        case .tabRoot: fields = #""path": "/\#(section)/items\#(index)", "tab": "\#(tab)""#
        case .sheet:
            fields = #""path": "/\#(section)/items\#(index - 1)/{id:Int}", "parent": "route\#(index - 1)", "presentation": "sheet""#
        case .inSheet: fields = #""path": "/\#(section)/items\#(index - 2)/{id:Int}/reviews", "parent": "route\#(index - 1)""#
        case .oneHost: fields = #""path": "/\#(section)/things\#(index)/{id:UUID}/detail", "hosts": ["\#(host)"], "customScheme": true"#
        case .customSchemeOnly: fields = #""path": "/\#(section)/pages\#(index)/{slug}", "universalLink": false"#
        case .query:
            fields = #""path": "/\#(section)/lists\#(index)", "query": { "page": { "type": "Int", "default": 1 }, "q": "String?", "tags": "[String]" }"#
        case .fixedItem: fields = #""path": "/\#(section)/library\#(index)", "query": { "action": { "equals": "history" } }"#
        case .otherFixedItem:
            fields = #""path": "/\#(section)/library\#(index - 1)", "query": { "action": { "equals": "bookmarks" }, "sort": "String?" }"#
        case .withoutFixedItem: fields = #""path": "/\#(section)/library\#(index - 2)""#
        case .optionalLast: fields = #""path": "/\#(section)/feed\#(index)/{page:Int?}""#
        case .optionalInside: fields = #""path": "/\#(section)/guides\#(index)/{lang?}/intro""#
        case .rest: fields = #""path": "/\#(section)/docs\#(index)/{path...}""#
        case .compound: fields = #""path": "/\#(section)/p\#(index)/{slug}-{id:Int}""#
        case .carrier: fields = #""path": "/\#(section)/go\#(index)", "opensLinkIn": "?to""#
        case .otherHost: fields = #""path": "/\#(section)/posts\#(index)/{slug}", "hosts": ["\#(otherHost)"]"#
        case .cover: fields = #""path": "/\#(section)/player\#(index)/{id:Int}", "presentation": "fullScreenCover", "tab": "\#(nextTab)""#
        case .universalLinkOnly: fields = #""path": "/\#(section)/explore\#(index)", "customScheme": false"#
        case .samePathCustomScheme: fields = #""path": "/\#(section)/explore\#(index - 1)", "universalLink": false"#
        case .requiredItems: fields = #""path": "/\#(section)/search\#(index)", "query": { "q": "String", "scope": "String" }"#
        case .fewerRequiredItems: fields = #""path": "/\#(section)/search\#(index - 1)", "query": { "q": "String", "limit": "Int?" }"#
        }
        return "    { \(name), \(fields) }"
    }

    /// Route `index` of a ``Weight/heavy`` manifest.
    private static func heavyRoute(_ index: Int) -> String {
        let path = "/\(section(of: index))/stores\(index)"
        let digits = String(index)
        let uuid = "9F1C7E62-2A4B-4B8E-9C3D-" + String(repeating: "0", count: max(0, 12 - digits.count)) + digits
        return #"""
                { "name": "route\#(index)", "path": "\#(path)/{storeID:Int}/items/{itemID:UUID}/{color}/{size:Int}",
                  "query": {
                    "page": { "type": "Int", "default": 1, "doc": "The page of results, from 1." },
                    "sort": { "type": "String", "default": "relevance", "doc": "The order of the results." },
                    "q": { "type": "String?", "doc": "The text the user searched for, if any." },
                    "tags": "[String]",
                    "limit": "Int?"
                  },
                  "view": "StoreItemView(storeID: storeID, itemID: itemID)",
                  "doc": "Item \#(index) of a store, in one color and size, as a page of search results.",
                  "examples": [
                    "https://\#(host)\#(path)/42/items/\#(uuid)/red/9?page=2&q=red%20shoes&tags=new&tags=sale",
                    "\#(scheme):/\#(path)/7/items/\#(uuid)/blue/40?limit=20"
                  ] }
            """#
    }
}
