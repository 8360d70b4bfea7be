/// The names generated code uses inside itself, and the limits that shape how emitters print it:
/// private helpers start with `_`, which no route or parameter name can, so they never clash with
/// the manifest's names. The names the app sees are the model's (`DeclaredNames`).
enum GeneratedNames {
    /// `"App.home"`: the `customizationID` of tab `home`, which keeps people's arrangement of it.
    static func customizationID(stem: String, tab: String) -> String { "\(stem).\(tab)" }

    /// `"App.section.Library"`: the `customizationID` of section `Library`; no tab's, as a tab's name
    /// has no dot.
    static func customizationID(stem: String, section: String) -> String { "\(stem).section.\(section)" }

    /// The prefix of a match-tree node function: `_node3`. Private helpers start with `_`, which
    /// no route or parameter name can, so they never clash with the manifest's names.
    static func node(_ index: Int) -> String { "_node\(index)" }

    /// `_cartItemView`: with fragments, the function that shows route `cartItem`'s `view`.
    static func viewFunction(_ routeName: String) -> String { "_\(routeName)View" }

    /// The most routes whose destinations `view(for:)` picks with a `@ViewBuilder` switch. Such a
    /// switch nests `_ConditionalContent` types, and its type-checking time grows faster than the
    /// cases, to many seconds at a few hundred routes; above this, each case is an `AnyView`
    /// (scripts/bench.sh --only compile).
    static let viewBuilderSwitchLimit = 64

    /// `func _screenMarker(_:)`: the modifier that adds a route's screen marker, file-private to
    /// the destinations.
    static let screenMarker = "_screenMarker"

    /// `func _opens(through:) -> Bool`: whether a link channel opens the route.
    static let opens = "_opens"

    /// The flag of the link runtime's text that keeps its in-app channel (`_Channel.inApp`), set
    /// where some route takes links on any host.
    static let inAppFlag = "inApp"

    /// The function that builds route `name` once its path matched: `_route_productDetail`.
    static func routeBuilder(_ name: String) -> String { "_route_\(name)" }

    /// The name of a route's `index`th value: captured by its `index`th path parameter on the way
    /// to a node, read from the query, or bound by a `case` pattern. Generated code never binds a
    /// value under its manifest name, except where the manifest's own `view` expression uses it.
    static func capture(_ index: Int) -> String { "_p\(index)" }

    /// The name of the other route's `index`th value where two routes are compared (`==`): `_q0`.
    static func otherCapture(_ index: Int) -> String { "_q\(index)" }

    /// The most cases one `switch self` lists. Swift 6.3 gives up proving a `switch` over an enum
    /// with associated values exhaustive somewhere past 700 cases; a `switch` that ends in
    /// `default:` needs no such proof, so larger switches are split into chunks that hand the
    /// remaining cases on through `default:`.
    static let switchCaseLimit = 400

    /// The private property that continues a split `switch`: `_path2`.
    static func chunk(_ property: String, _ index: Int) -> String { "_\(property)\(index)" }
}
