/// Manifests of any size with the shapes of real apps: sections of nested literals, typed
/// parameters, query parameters with defaults, optionals and lists, and parents.
///
/// Route `i` lives in section `i % 40` and has the shape `Shape(index: i)`; ``LinkMix`` builds
/// links to these routes from the same rules.
public enum SyntheticManifest {
    /// The host of the manifests' universal links.
    public static let host = "big.example.com"
    /// Their custom scheme.
    public static let scheme = "big"

    /// The five route shapes, in turn.
    public enum Shape: Int, CaseIterable, Sendable {
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
        public init(index: Int) {
            self = Shape(rawValue: index % 5) ?? .literal
        }
    }

    /// The first segment of route `index`'s path.
    public static func section(of index: Int) -> String {
        "section\(index % 40)"
    }

    /// A valid manifest of `routeCount` routes, the same for the same count.
    ///
    /// - Parameters:
    ///   - generate: The manifest's `generate` list; nil leaves it out (everything).
    ///   - access: The manifest's `access`; nil leaves it out (internal).
    public static func json(
        routeCount: Int, enumName: String = "BigRoute", generate: [String]? = nil, access: String? = nil
    ) -> String {
        var routes: [String] = []
        for index in 0..<routeCount {
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
        var options = ""
        if let generate {
            options += "\n  \"generate\": [" + generate.map { "\"\($0)\"" }.joined(separator: ", ") + "],"
        }
        if let access { options += "\n  \"access\": \"\(access)\"," }
        return """
            {
              "version": 1,
              "enum": "\(enumName)",\(options)
              "hosts": ["\(host)"],
              "schemes": ["\(scheme)"],
              "appIDs": ["ABCDE12345.com.example.big"],
              "routes": [
            \(routes.joined(separator: ",\n"))
              ]
            }
            """
    }
}
