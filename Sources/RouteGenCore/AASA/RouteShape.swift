import RouteGenLinkRuntime

/// A route's path as AASA sees it: literals, segments of any value, and compound segments
/// (`@?*`, `?*-?*`), whose values are any text.
enum Piece: Hashable {
    case literal(String)
    case compound(CompoundShape)
    case segment

    /// Whether the piece's pattern has a wildcard, which may take several segments.
    var isWildcard: Bool {
        if case .literal = self { false } else { true }
    }

    /// Whether the piece's pattern ends with literal text, which a trailing slash does not match.
    var endsWithText: Bool {
        switch self {
        case .literal: true
        case .compound(let shape): shape.texts.last?.isEmpty == false
        case .segment: false
        }
    }

    /// Whether some segment has both pieces. For two compound segments, a conservative yes.
    func mayShare(_ other: Piece) -> Bool {
        switch (self, other) {
        case (.segment, _), (_, .segment), (.compound, .compound): true
        case (.literal(let a), .literal(let b)): a == b
        case (.literal(let text), .compound(let shape)), (.compound(let shape), .literal(let text)): shape.accepts(text)
        }
    }
}

/// A path's shape: its pieces (literals folded when matching ignores case), whether a rest
/// parameter ends it, and the fixed query items that choose its routes.
struct ShapeKey: Hashable {
    var pieces: [Piece]
    var isRest: Bool
    /// The fixed query items, by name.
    var fixed: [FixedQueryItem]
    /// The required query items, by name, of a group split by them (`splitByRequiredItems`);
    /// empty for the others, whose routes' sets may differ.
    var required: [String] = []
    /// The pieces a rest parameter that is not last takes in this expansion of it
    /// (`ShapeGroup.Member.restSpan`); nil for any other path. Such a shape is not a literal path's,
    /// and the parser tries it after the paths of the same pieces without a rest.
    var restSpan: Range<Int>?

    init(_ member: ShapeGroup.Member, caseSensitive: Bool) {
        pieces = member.variant.shapes(caseSensitive: caseSensitive).map { shape in
            switch shape {
            case .literal(let text): .literal(text)
            case .compound(let compound): .compound(compound)
            case .parameter: .segment
            }
        }
        isRest = member.variant.endsWithRest
        restSpan = member.restSpan
        fixed = member.route.fixedQuery.map { item in
            FixedQueryItem(name: item.name, value: caseSensitive ? item.value : item.value.lowercased())
        }.sorted { $0.name < $1.name }
    }

    /// Whether the path has no wildcard: it wins its own link from every route with other pieces.
    var isLiteral: Bool {
        !isRest && restSpan == nil && !pieces.contains(where: \.isWildcard)
    }

    /// Whether some path has both shapes, a parameter taking exactly one segment and a rest
    /// parameter any number; query items aside.
    func overlaps(_ other: ShapeKey) -> Bool {
        for (a, b) in zip(pieces, other.pieces) where !a.mayShare(b) { return false }
        if pieces.count == other.pieces.count { return true }
        return pieces.count < other.pieces.count ? isRest : other.isRest
    }

    /// Whether `P/*` matches exactly the links of the rest route: from the first wildcard in `P`
    /// on, every piece is a whole segment of any value. A wildcard may take several segments, so `/?*/tree/*` also matches
    /// `/a/b/tree/c`, and `/?*-?*/*` matches `/a/b-c/d`. A compound segment is never exact: its
    /// `?` may take the `/` after its text, so `/docs?*/*` also matches `/docs/x/y`, whose first
    /// segment has no value (`Fuzz/Regressions/aasa/wildcard-glued-to-a-literal-before-a-rest`).
    /// A whole-segment `?*` taking a `/` makes an empty segment, which Apple's slash rules decide.
    var restIsExactAsPrefix: Bool {
        guard let firstWildcard = pieces.firstIndex(where: \.isWildcard) else { return true }
        return pieces[firstWildcard...].allSatisfy { $0 == .segment }
    }

    /// The path patterns, with the literal text of `member` as written: one pattern, or two when a
    /// literal needs percent-encoding, since whether Apple compares encoded or decoded text is not
    /// documented (`/caf%C3%A9` and `/café`). A compound segment's text is what links carry
    /// unencoded, and the parser matches it only so: `?*` for each value.
    func pathPatterns(texts member: ShapeGroup.Member) -> [String] {
        func pattern(_ encode: Bool) -> String {
            let parts = member.variant.segments.compactMap { segment -> String? in
                switch segment {
                case .literal(let text): encode ? LinkRuntime.encode(text) : text
                case .compound(let compound): compound.texts.joined(separator: "?*")
                case .parameter, .optional: "?*"
                case .rest: nil
                }
            }
            return "/" + parts.joined(separator: "/")
        }
        let encoded = pattern(true)
        let plain = pattern(false)
        return encoded == plain ? [plain] : [encoded, plain]
    }
}

/// The routes of one shape (`ShapeKey`) that one AASA file decides, with the paths they have it by.
struct ShapeGroup {
    /// A path of a route: the route's, or one variant of a path with optional segments, or one
    /// expansion of a rest parameter that is not last.
    struct Member {
        var route: Route
        var variant: PathPattern.Variant
        /// Whether universal links open the route: its ``LinkScope`` is open to them.
        var opensApp: Bool
        /// The segments of `variant` that stand for a rest parameter that is not last, each a
        /// `{String}`: nil for a path without one.
        var restSpan: Range<Int>? = nil

        /// The members of one variant of `route`: the variant, or when a rest parameter that is
        /// not last is in it, one per number of segments the rest takes, none to `restDepthBound`,
        /// each a segment of any value. Apple's `*` also matches `/`, so `/*/tags/?*` would match
        /// `/tags/x` read as a rest with no segment but also open links whose last segments are
        /// not the suffix (`/a/tags/b/c`); the expansions are exact, and deeper links open the
        /// browser, as for a rest route listed depth by depth.
        static func members(_ route: Route, _ variant: PathPattern.Variant, opensApp: Bool) -> [Member] {
            guard let rest = variant.restInside else { return [Member(route: route, variant: variant, opensApp: opensApp)] }
            return (0...restDepthBound).map { taken in
                var expanded = variant
                expanded.segments.replaceSubrange(
                    rest.index...rest.index, with: Array(repeating: .parameter(name: "", type: .string), count: taken))
                return Member(route: route, variant: expanded, opensApp: opensApp, restSpan: rest.index..<rest.index + taken)
            }
        }
    }

    var key: ShapeKey
    var members: [Member]

    /// The routes, in manifest order: a route's variants differ in shape, so each is here once.
    var routes: [Route] {
        members.map(\.route)
    }

    /// Whether links of this shape open the app: when a route of it is open to universal links.
    /// Routes of one shape that differ in verdict differ in parameter types, which AASA cannot
    /// tell apart; the app opens, and the parser decides.
    var opens: Bool {
        members.contains(where: \.opensApp)
    }

    /// The names of the routes, for comments.
    var names: [String] {
        routes.map(\.name)
    }

    /// The group, or one group per set of required query items when those sets differ and so do
    /// the routes' verdicts: each then has components of its own, with its items, which the
    /// layers order as the parser tries them (the larger set first). Groups of one verdict keep
    /// one component per smallest set, as before.
    func splitByRequiredItems() -> [ShapeGroup] {
        guard Set(members.map(\.opensApp)).count > 1 else { return [self] }
        var split: [ShapeGroup] = []
        for member in members {
            let items = member.route.presenceConditions.sorted()
            if let index = split.firstIndex(where: { $0.key.required == items }) {
                split[index].members.append(member)
            } else {
                var key = key
                key.required = items
                split.append(ShapeGroup(key: key, members: [member]))
            }
        }
        return split
    }

    /// Whether the parser tries this shape before `other` where both take a link: at the first
    /// place they differ, in the order of `SegmentShape` (a literal, a compound segment, a typed
    /// parameter, `String`), a segment before the end of the path, and the end of the path before
    /// a rest parameter; of one path, the routes with more fixed query items first, then those
    /// with more required items. Of routes of one shape, the one the parser tries first counts.
    func precedes(_ other: ShapeGroup) -> Bool {
        rank.lexicographicallyPrecedes(other.rank)
    }

    /// The group's place in the parser's order, which ``precedes(_:)`` compares: computed once
    /// per group for a sort of many groups, where each comparison would compute two again.
    var order: Order {
        Order(rank: rank)
    }

    /// A group's place in the parser's order (``order``).
    struct Order {
        fileprivate let rank: [Rank]

        /// ``ShapeGroup/precedes(_:)`` of the groups of the two orders.
        func precedes(_ other: Order) -> Bool {
            rank.lexicographicallyPrecedes(other.rank)
        }
    }

    /// One step of the parser's order. Literals rank alike: two differ, so they never compete.
    fileprivate enum Rank: Comparable {
        case literal
        case compound(CompoundShape)
        case parameter(Int, String)
        /// A rest parameter that is not last, by its suffix's length, negated: the longer first.
        case restInside(Int)
        case end
        case rest
        case query(QueryPrecedence)
    }

    private var rank: [Rank] {
        members.map(rank).min { $0.lexicographicallyPrecedes($1) } ?? []
    }

    private func rank(_ member: Member) -> [Rank] {
        // The key's pieces, whose compound texts are folded as the parser's are.
        var rank = zip(key.pieces, member.variant.shapes(caseSensitive: true)).map { piece, shape -> Rank in
            switch (piece, shape) {
            case (.compound(let compound), _): .compound(compound)
            case (_, .parameter(let type)): .parameter(type.precedence.rank, type.precedence.name)
            default: .literal
            }
        }
        // An expanded rest parameter is one step, wherever it is, after the pieces that are not.
        if let span = member.restSpan {
            rank.replaceSubrange(span, with: [.restInside(span.upperBound - member.variant.segments.count)])
        }
        rank.append(member.variant.endsWithRest ? .rest : .end)
        rank.append(.query(member.route.queryPrecedence))
        return rank
    }
}
