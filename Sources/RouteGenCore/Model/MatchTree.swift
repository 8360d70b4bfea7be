import Foundation

/// The deep-link parser as a decision tree over path segments: the model the URL emitter prints.
///
/// Each node is the set of paths with one prefix of segment shapes; an edge consumes one segment.
/// Matching walks from the root, trying at each segment the literal edge, then typed parameters by
/// `ParameterType.precedence`, then `String`, then a rest parameter, and backtracks when the
/// better branch fails deeper down. Its cost grows with the URL's segments, not with the routes.
public struct MatchTree: Sendable {
    /// The nodes; `nodes[0]` is the root. Children always come after their parent.
    public private(set) var nodes: [Node]

    /// A node: what can follow a prefix of segments.
    public struct Node: Sendable {
        /// The node's index in `MatchTree.nodes`.
        public var index: Int

        /// The types of the path values captured on the way here, in order.
        public var captures: [ParameterType]

        /// The prefix in pattern syntax, such as `/products/{UUID}`, for comments.
        public var prefix: String

        /// Literal edges: the segment text (lower-cased when matching ignores case) and the child.
        /// The text is composed (NFC), as the generated parser compares a segment's composed bytes
        /// with it; `String`'s `==`, which `LinkMatcher` uses, calls both forms equal anyway.
        public var literals: [(text: String, child: Int)] = []

        /// Parameter edges, in the order they are tried.
        public var parameters: [(type: ParameterType, child: Int)] = []

        /// The route whose path ends here.
        public var route: Int?

        /// The route whose rest parameter starts here, matching the remaining segments.
        public var restRoute: Int?

        /// Whether the node only ends a route: no edge and no rest parameter leave it, so whoever
        /// reaches it needs only to check that the link has no segment left.
        public var onlyEndsRoute: Bool {
            route != nil && literals.isEmpty && parameters.isEmpty && restRoute == nil
        }
    }

    /// Builds the tree of `routes`, whose shapes validation has made unique.
    ///
    /// - Parameters:
    ///   - routes: The routes, in manifest order.
    ///   - caseSensitive: Whether literal edges compare case-sensitively.
    public init(routes: [Route], caseSensitive: Bool) {
        nodes = [Node(index: 0, captures: [], prefix: "/")]
        // Each node's literal children by text while building: a wide level of thousands of
        // literals would otherwise be searched once per route, which made building quadratic.
        var literalChildren: [[String: Int]] = [[:]]
        for (routeIndex, route) in routes.enumerated() {
            var current = 0
            for segment in route.path.segments {
                switch segment {
                case .literal(let text):
                    let key = caseSensitive ? text : text.lowercased()
                    current = child(of: current, literal: key, index: &literalChildren)
                case .parameter(_, let type):
                    current = child(of: current, parameter: type)
                case .rest:
                    nodes[current].restRoute = routeIndex
                }
                while literalChildren.count < nodes.count { literalChildren.append([:]) }
            }
            if case .rest? = route.path.segments.last {} else { nodes[current].route = routeIndex }
        }
        for index in nodes.indices {
            nodes[index].literals.sort { $0.text < $1.text }
            nodes[index].parameters.sort { $0.type.precedence < $1.type.precedence }
        }
    }

    /// `text` in composed form (NFC); ASCII, as most literals are, is already.
    static func composed(_ text: String) -> String {
        text.utf8.allSatisfy { $0 < 0x80 } ? text : text.precomposedStringWithCanonicalMapping
    }

    private mutating func child(of parent: Int, literal text: String, index: inout [[String: Int]]) -> Int {
        if let existing = index[parent][text] { return existing }
        let node = Node(index: nodes.count, captures: nodes[parent].captures, prefix: path(nodes[parent].prefix, text))
        nodes.append(node)
        nodes[parent].literals.append((Self.composed(text), node.index))
        index[parent][text] = node.index
        return node.index
    }

    private mutating func child(of parent: Int, parameter type: ParameterType) -> Int {
        if let existing = nodes[parent].parameters.first(where: { $0.type == type }) { return existing.child }
        let node = Node(
            index: nodes.count, captures: nodes[parent].captures + [type], prefix: path(nodes[parent].prefix, "{\(type)}"))
        nodes.append(node)
        nodes[parent].parameters.append((type, node.index))
        return node.index
    }

    private func path(_ prefix: String, _ segment: String) -> String {
        prefix == "/" ? "/" + segment : prefix + "/" + segment
    }
}
