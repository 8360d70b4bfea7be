/// Manifests of any size with the shapes of real apps: sections of nested literals, typed
/// parameters, query parameters with defaults, optionals and lists, and parents.
public enum SyntheticManifest {
    /// A valid manifest of `routeCount` routes, the same for the same count.
    ///
    /// - Parameter generate: The manifest's `generate` list; nil leaves it out (everything).
    public static func json(routeCount: Int, enumName: String = "BigRoute", generate: [String]? = nil) -> String {
        var routes: [String] = []
        for index in 0..<routeCount {
            let section = "section\(index % 40)"
            let route: String
            switch index % 5 {
            case 0:
                route = #"{ "name": "route\#(index)", "path": "/\#(section)/items\#(index)" }"#
            case 1:
                route = #"{ "name": "route\#(index)", "path": "/\#(section)/items\#(index - 1)/{id:Int}", "parent": "route\#(index - 1)" }"#
            case 2:
                route = #"{ "name": "route\#(index)", "path": "/\#(section)/things\#(index)/{id:UUID}/detail" }"#
            case 3:
                route = #"{ "name": "route\#(index)", "path": "/\#(section)/pages\#(index)/{slug}", "universalLink": false }"#
            default:
                route = #"""
                    { "name": "route\#(index)", "path": "/\#(section)/lists\#(index)",
                      "query": { "page": { "type": "Int", "default": 1 }, "q": "String?", "tags": "[String]" } }
                    """#
            }
            routes.append(route)
        }
        return """
            {
              "version": 1,
              "enum": "\(enumName)",\(generate.map { "\n  \"generate\": [" + $0.map { "\"\($0)\"" }.joined(separator: ", ") + "]," } ?? "")
              "hosts": ["big.example.com"],
              "schemes": ["big"],
              "appIDs": ["ABCDE12345.com.example.big"],
              "routes": [
            \(routes.joined(separator: ",\n"))
              ]
            }
            """
    }
}
