/// Every name that generated code declares, in one place, so that validation can keep manifest
/// names away from them and emitters spell them one way.
enum GeneratedNames {
    /// The public members of the route enum. A route (an enum case) of one of these names would
    /// be an invalid redeclaration, so validation refuses it.
    static let members: Set<String> = [
        path, universalLink, customSchemeURL, stack, "encode", "hash", "hashValue",
    ]

    /// `var path: String`: the path and query.
    static let path = "path"

    /// `var universalLink: URL?`.
    static let universalLink = "universalLink"

    /// `var customSchemeURL: URL?`.
    static let customSchemeURL = "customSchemeURL"

    /// `static func stack(for:)` and `var stack`.
    static let stack = "stack"

    /// The prefix of a match-tree node function: `_node3`. Private helpers start with `_`, which
    /// no route or parameter name can, so they never clash with the manifest's names.
    static func node(_ index: Int) -> String { "_node\(index)" }

    /// The lookup table of a node's literal edges, when it has more than `switchLiteralLimit`.
    static func literalTable(_ index: Int) -> String { "_node\(index)Literals" }

    /// The function that builds route `name` once its path matched: `_route_productDetail`.
    static func routeBuilder(_ name: String) -> String { "_route_\(name)" }

    /// The name of the value captured by the `index`th path parameter on the way to a node.
    static func capture(_ index: Int) -> String { "_p\(index)" }

    /// The most cases one `switch self` lists. Swift 6.3 gives up proving a `switch` over an enum
    /// with associated values exhaustive somewhere past 700 cases; a `switch` that ends in
    /// `default:` needs no such proof, so larger switches are split into chunks that hand the
    /// remaining cases on through `default:`.
    static let switchCaseLimit = 400

    /// The private property that continues a split `switch`: `_path2`.
    static func chunk(_ property: String, _ index: Int) -> String { "_\(property)\(index)" }

    /// The most literal edges one node matches with a `switch`; wider levels use a dictionary,
    /// since a `switch` over strings compares case by case.
    static let switchLiteralLimit = 16
}
