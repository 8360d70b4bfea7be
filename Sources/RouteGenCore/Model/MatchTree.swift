import Foundation

/// The deep-link parser as a decision tree over path segments: the model the URL emitter prints.
///
/// Each node is the set of paths with one prefix of segment shapes; an edge consumes one segment.
/// Matching walks from the root, trying at each segment the literal edge, then compound segments
/// (the longer literal text first), then typed parameters by `ParameterType.precedence`, then
/// `String` (the order of `SegmentShape`), then a rest parameter that is not last (the longer
/// suffix first), then a rest parameter that is, and backtracks when the better
/// branch fails deeper down. Its cost grows with the URL's segments, not with the routes. Each
/// variant of a path with optional segments is a path of the tree.
package struct MatchTree: Sendable {
    /// The nodes; `nodes[0]` is the root. Children always come after their parent.
    package private(set) var nodes: [Node]

    /// A node: what can follow a prefix of segments.
    /// The most literal edges one node matches with a `switch` over strings; wider nodes switch
    /// over a hash of the segment.
    static let literalSwitchLimit = 4

    package struct Node: Sendable {
        /// The node's index in `MatchTree.nodes`.
        package var index: Int

        /// The types of the path values captured on the way here, in order.
        package var captures: [ParameterType]

        /// Whether the node is below a rest edge: the segments of a rest parameter that is not
        /// last were captured on the way here too, as `[String]`, apart from `captures`.
        package var capturesRest = false

        /// The prefix in pattern syntax, such as `/products/{UUID}`, for comments.
        package var prefix: String

        /// Whether the parser finds this node's literal edges by a hash of the segment
        /// (`LiteralHash`) rather than a `switch` over strings, which compares case by case: past
        /// ``MatchTree/literalSwitchLimit`` edges.
        package var matchesLiteralsByHash: Bool { literals.count > MatchTree.literalSwitchLimit }

        /// Literal edges: the segment text (lower-cased when matching ignores case) and the child.
        /// The text is composed (NFC), as the generated parser compares a segment's composed bytes
        /// with it; `String`'s `==`, which `LinkMatcher` uses, calls both forms equal anyway.
        package var literals: [(text: String, child: Int)] = []

        /// Compound-segment edges (`{slug}-{id:Int}`), in the order they are tried.
        package var compounds: [(shape: CompoundShape, child: Int)] = []

        /// Parameter edges, in the order they are tried.
        package var parameters: [(type: ParameterType, child: Int)] = []

        /// Edges of a rest parameter that is not last (`/{prefix...}/tags/{tag}`): the rest takes
        /// the segments up to the link's last `suffixLength` (none when fewer are left), and
        /// matching goes on in `child` there. Tried after the parameters, the longer suffix first.
        package var restEdges: [(suffixLength: Int, child: Int)] = []

        /// The routes whose path ends here, in the order they are tried: `Route.queryPrecedence`
        /// (validation made each one's items include the next one's, or clash).
        package var routes: [Ending] = []

        /// The routes whose rest parameter, last, starts here, matching the remaining segments, in
        /// the order they are tried.
        package var restRoutes: [Ending] = []

        /// Whether the node only ends routes: no edge and no rest parameter leave it, so whoever
        /// reaches it needs only to check that the link has no segment left.
        package var onlyEndsRoute: Bool {
            !routes.isEmpty && literals.isEmpty && compounds.isEmpty && parameters.isEmpty && restEdges.isEmpty
                && restRoutes.isEmpty
        }
    }

    /// A route a path ends in, with the variant that ends there.
    package struct Ending: Hashable, Sendable {
        /// The route's index in `RouteTable.routes`.
        package var route: Int
        /// The route's optional parameters the variant leaves out: nil in the route's value.
        package var absentParameters: Set<Int>
    }

    /// Builds the tree of `routes`, whose shapes validation has made unique.
    ///
    /// - Parameters:
    ///   - routes: The routes, in manifest order.
    ///   - caseSensitive: Whether literal edges compare case-sensitively.
    package init(routes: [Route], caseSensitive: Bool) {
        nodes = [Node(index: 0, captures: [], prefix: "/")]
        // Each node's literal children by text while building: a wide level of thousands of
        // literals would otherwise be searched once per route, which made building quadratic.
        var literalChildren: [[String: Int]] = [[:]]
        for (routeIndex, route) in routes.enumerated() {
            for variant in route.path.variants {
                var current = 0
                for segment in variant.segments {
                    switch segment {
                    case .literal(let text):
                        let key = caseSensitive ? text : text.lowercased()
                        current = child(of: current, literal: key, index: &literalChildren)
                    case .parameter(_, let type):
                        current = child(of: current, parameter: type)
                    case .compound(let compound):
                        current = child(of: current, compound: compound.shape(caseSensitive: caseSensitive))
                    case .rest:
                        if let rest = variant.restInside {
                            current = child(of: current, restKeeping: rest.suffixLength)
                        } else {
                            nodes[current].restRoutes.append(Ending(route: routeIndex, absentParameters: variant.absentParameters))
                        }
                    case .optional:
                        break  // variants have none
                    }
                    while literalChildren.count < nodes.count { literalChildren.append([:]) }
                }
                if !variant.endsWithRest {
                    nodes[current].routes.append(Ending(route: routeIndex, absentParameters: variant.absentParameters))
                }
            }
        }
        // Of routes of one path, by `QueryPrecedence`, then in manifest order.
        let order = { (ending: Ending) in (routes[ending.route].queryPrecedence, ending.route) }
        for index in nodes.indices {
            nodes[index].literals.sort { $0.text < $1.text }
            nodes[index].compounds.sort { $0.shape < $1.shape }
            nodes[index].parameters.sort { $0.type.precedence < $1.type.precedence }
            nodes[index].restEdges.sort { $0.suffixLength > $1.suffixLength }
            nodes[index].routes.sort { order($0) < order($1) }
            nodes[index].restRoutes.sort { order($0) < order($1) }
        }
    }

    /// `text` in composed form (NFC); ASCII, as most literals are, is already.
    static func composed(_ text: String) -> String {
        text.utf8.allSatisfy { $0 < 0x80 } ? text : text.precomposedStringWithCanonicalMapping
    }

    private mutating func child(of parent: Int, literal text: String, index: inout [[String: Int]]) -> Int {
        if let existing = index[parent][text] { return existing }
        let node = Node(
            index: nodes.count, captures: nodes[parent].captures, capturesRest: nodes[parent].capturesRest,
            prefix: path(nodes[parent].prefix, text))
        nodes.append(node)
        nodes[parent].literals.append((Self.composed(text), node.index))
        index[parent][text] = node.index
        return node.index
    }

    private mutating func child(of parent: Int, parameter type: ParameterType) -> Int {
        if let existing = nodes[parent].parameters.first(where: { $0.type == type }) { return existing.child }
        let child = appendNode(below: parent, capturing: [type], segment: SegmentShape.parameter(type).description)
        nodes[parent].parameters.append((type, child))
        return child
    }

    private mutating func child(of parent: Int, compound shape: CompoundShape) -> Int {
        if let existing = nodes[parent].compounds.first(where: { $0.shape == shape }) { return existing.child }
        let child = appendNode(below: parent, capturing: shape.types, segment: shape.description)
        nodes[parent].compounds.append((shape, child))
        return child
    }

    /// The node where the link's last `suffixLength` segments begin, below `parent`'s rest edge.
    private mutating func child(of parent: Int, restKeeping suffixLength: Int) -> Int {
        if let existing = nodes[parent].restEdges.first(where: { $0.suffixLength == suffixLength }) { return existing.child }
        let child = appendNode(below: parent, capturing: [], segment: "{...}")
        nodes[child].capturesRest = true
        nodes[parent].restEdges.append((suffixLength, child))
        return child
    }

    /// A new node one segment below `parent`, whose segment captures values of `types`.
    private mutating func appendNode(below parent: Int, capturing types: [ParameterType], segment: String) -> Int {
        let node = Node(
            index: nodes.count, captures: nodes[parent].captures + types, capturesRest: nodes[parent].capturesRest,
            prefix: path(nodes[parent].prefix, segment))
        nodes.append(node)
        return node.index
    }

    private func path(_ prefix: String, _ segment: String) -> String {
        prefix == "/" ? "/" + segment : prefix + "/" + segment
    }
}
