/// Where the parser tries a route among the routes of its path: the one with more fixed query
/// items first, then the one with more required items (`Route.presenceConditions`). The one key
/// of that order: the match tree sorts a node's routes by it (of as many, the manifest's first),
/// and the AASA planner ranks shapes by it, so the file decides a path's routes in the parser's
/// order. Validation has made each route's items include those of every route after it that
/// takes some of its links, so the manifest's order never decides between them.
struct QueryPrecedence: Comparable, Hashable, Sendable {
    /// How many fixed query items (`"equals"`) choose the route.
    let fixedItems: Int

    /// How many items a link must carry for the route to open, whatever their values.
    let requiredItems: Int

    /// Whether `lhs` is tried first: more fixed items, then more required items.
    static func < (lhs: QueryPrecedence, rhs: QueryPrecedence) -> Bool {
        (-lhs.fixedItems, -lhs.requiredItems) < (-rhs.fixedItems, -rhs.requiredItems)
    }
}

extension Route {
    /// The route's place among the routes of its path (``QueryPrecedence``).
    var queryPrecedence: QueryPrecedence {
        QueryPrecedence(fixedItems: fixedQuery.count, requiredItems: presenceConditions.count)
    }
}
