/// A region of the link runtime (`Sources/RouteGenLinkRuntime/`, between `routegen:embed`
/// markers) that a `+URL.swift` holds only where its manifest needs it, so that a manifest without
/// a link shape pays nothing for it. ``GenerationPlan/runtimeRegions`` decides which, once.
enum RuntimeRegion: CaseIterable, Sendable {
    /// Hashing a segment, for a node with more literal edges than a `switch` of strings holds well.
    case literalHash
    /// Cutting compound segments (`{slug}-{id:Int}`).
    case compoundSegments
    /// Checking fixed query items (`"equals"`).
    case fixedQuery
    /// Reading the link a carrier carries (`opensLinkIn`, `opensPathIn`).
    case carriedLinks
    /// The second reading, with `%2F` as `/` (`decodesBeforeSplitting`).
    case decodedSlashes
    /// Items in the fragment (`itemsInFragment`).
    case fragmentItems
    /// A trailing rest parameter's empty segments (`keepsEmptySegments`).
    case keptEmptySegments
    /// A rest parameter that is not last (`/{prefix...}/tags/{tag}`).
    case restInside
    /// Links on any host, tapped in the app (`anyHost`).
    case inAppLinks

    /// Whether the parser of `table`, which walks `tree`, needs the region.
    static func isNeeded(_ region: RuntimeRegion, table: RouteTable, tree: MatchTree) -> Bool {
        let routes = table.linkRoutes
        switch region {
        case .literalHash: return tree.nodes.contains(where: \.matchesLiteralsByHash)
        case .compoundSegments: return tree.nodes.contains { !$0.compounds.isEmpty }
        case .fixedQuery: return routes.contains { !$0.fixedQuery.isEmpty }
        case .carriedLinks: return !table.carriers.isEmpty
        case .decodedSlashes: return table.readsLinksTwice
        case .fragmentItems: return routes.contains { $0.reading.contains(.itemsInFragment) }
        case .keptEmptySegments: return routes.contains { $0.reading.contains(.keepsEmptySegments) }
        case .restInside: return tree.nodes.contains { !$0.restEdges.isEmpty }
        case .inAppLinks: return table.hasAnyHostRoutes
        }
    }
}
