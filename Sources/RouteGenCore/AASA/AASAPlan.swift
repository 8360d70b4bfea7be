import RouteGenLinkRuntime

/// The AASA file of a manifest: the components, their order and their patterns, decided here so
/// that `AASAWriter` only prints.
///
/// The goal is exact: a URL opens the app if and only if the parser's route for it (found as on
/// every channel) is open to universal links, parameter types aside, which AASA cannot express;
/// under Apple's slash rules and under the literal reading, and under every reading of what
/// Apple's documentation leaves open. iOS takes the first component that matches, so components
/// that disagree come in the parser's order: the route that wins a link comes first. The order:
///
/// 1. Excludes of `universalLink: false` routes that no open route overlaps. They decide nothing
///    the rest would not, but they say in the file which links stay off the web.
/// 2. Literal paths (no parameter) of routes that overlap a route of the other verdict: a literal
///    path wins its own link from every other route, so it can go first. This is how
///    `/files/new` (closed) stays out of the app beside `/files/{rest...}` (open).
/// 3. Routes with a `{rest...}` parameter: `/files/*` covers every depth below the prefix, as long
///    as every route of the other verdict that wins some of its links went first in step 2.
/// 4. The other routes, deepest first, one layer per number of segments. `?*` also matches
///    several segments (`*` matches `/`), so `/products/?*` would take `/products/a/b`; each layer
///    with a wildcard is therefore preceded by an exclude of everything deeper, `/?*/?*/?*`, which
///    the deeper layers above it have already had their chance at. Within a layer that mixes
///    verdicts, components come in the parser's order (a literal before a parameter).
///
/// Patterns are written so that no unknown reading changes a verdict: no `/x/*` where `/x` must
/// not match, an explicit `/x/` for a trailing slash, and `?*` (never `*`) for a segment.
extension RouteTable {
    /// Plans the AASA files: none when there is nothing to put in one (no hosts, no `webcredentials`
    /// and no `appclips`); else one per group of hosts (``hostGroups``), each with the rest routes
    /// it lists depth by depth, by name: links more than `restDepthBound` segments past such a
    /// route's prefix open the browser, as documented.
    ///
    /// `GenerationPlan` calls it once per run; everything else reads the plan.
    func planAssociationFiles() -> [HostAssociation] {
        guard !hosts.isEmpty || webcredentialsApps != nil || appClipApps != nil else { return [] }
        return hostGroups.map { group in
            let planned = planAssociationFile(routes: associationRoutes(onHost: group.first))
            return HostAssociation(hosts: group, file: planned.file, depthBoundedRestRoutes: planned.depthBoundedRestRoutes)
        }
    }

    /// The routes whose universal links on `host` the AASA file decides: those on that host, less
    /// those whose parser refuses universal links because a route of their path takes them.
    func associationRoutes(onHost host: String?) -> [Route] {
        let routes = linkRoutes
        // Most manifests: every route, with no copy.
        guard routes.contains(where: { $0.hosts != nil || $0.hasChannelGuard }) else { return routes }
        let entry = host.flatMap(hosts.firstIndex(of:))
        return routes.filter { linkScope(of: $0).isInAssociationFile(ofHostEntry: entry) }
    }

    /// The AASA file of `routes`.
    private func planAssociationFile(routes: [Route]) -> (file: AASAFile, depthBoundedRestRoutes: Set<String>) {
        var plan = ComponentPlan(table: self, routes: routes)
        plan.addIsolatedExcludes()
        plan.addLiteralPaths()
        plan.addRestRoutes()
        plan.addLayers()
        let applinks = hosts.isEmpty
            ? nil
            : AASAFile.Applinks(
                defaults: AASAFile.MatchingOptions(caseSensitive: caseSensitive ? nil : false),
                details: appIDs.isEmpty ? [] : [AASAFile.Details(appIDs: appIDs, components: plan.finishedComponents)])
        let file = AASAFile(applinks: applinks, webcredentialsApps: webcredentialsApps, appClipApps: appClipApps)
        return (file, plan.depthBoundedRestRoutes)
    }
}

/// The AASA file of a group of hosts: the manifest's whole list, unless routes differ by host.
public struct HostAssociation: Sendable {
    /// The hosts that serve the file, as the manifest's `hosts` writes them, in its order.
    public var hosts: [String]
    /// The file.
    public var file: AASAFile
    /// The rest routes the file lists only up to `restDepthBound` segments past their prefix, by
    /// name: a deeper link of theirs opening the browser is documented, not a disagreement.
    var depthBoundedRestRoutes: Set<String>
}

/// How many segments past its prefix the AASA file opens for a rest route that cannot have an
/// open-ended `P/*` (a literal after a parameter in its prefix, as in
/// `/{owner}/{repo}/tree/{path...}`, or a route of the other verdict that wins some of its
/// links); deeper links open the browser.
let restDepthBound = 8

/// A route's path as AASA sees it: literals, segments of any value, and compound segments
/// (`@?*`, `?*-?*`), whose values are any text.
private enum Piece: Hashable {
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

private struct ComponentPlan {
    let table: RouteTable

    /// The routes the file decides: the table's on its hosts.
    let routes: [Route]

    /// The components so far, without the route names of their comments.
    private var components: [AASAComponent] = []

    /// The routes whose links each component decides, for its comment; nil for a component that
    /// stands for no route (the excludes of deeper links).
    private var routeNames: [[String]?] = []

    /// The prefixes of rest routes that need no query item, each with its verdict and its
    /// component: every link below them is decided, and the routes it stands for are named there.
    private var decidedPrefixes: [(pieces: [Piece], opens: Bool, component: Int)] = []

    /// Where each component's path, query and verdict already are, so that a shared pattern gains
    /// names instead of a second component.
    private var componentIndex: [ComponentKey: Int] = [:]

    private struct ComponentKey: Hashable {
        var path: String
        var query: AASAComponent.Query?
        var fragment: String?
        var exclude: Bool
    }

    /// Every route, grouped by shape in manifest order: routes that differ only in parameter names
    /// or types share one component.
    private let groups: [ShapeGroup]

    /// The groups placed by an earlier step, which later steps leave alone.
    private var placed: Set<Int> = []

    /// The rest groups that step 3 gave `P/*`: the layers still list their bare prefix.
    private var restsWithOpenEnd: Set<Int> = []

    /// The components step 3 added for each `P/*`, with the prefix and verdict: a later route of
    /// the same verdict with a link below `P` has that link decided there first, and is named there.
    private var restComponents: [(prefix: [Piece], opens: Bool, components: Range<Int>)] = []

    /// The routes (by name) of the rest groups the layers list depth by depth.
    private(set) var depthBoundedRestRoutes: Set<String> = []

    /// The groups of each verdict by their first literal, so that finding the groups a shape may
    /// overlap is not a scan of all of them: large manifests stay linear.
    private let byFirstLiteral: [Bool: [String: [Int]]]

    /// The groups of each verdict that start with a parameter, or have no segment.
    private let startingOtherwise: [Bool: [Int]]

    init(table: RouteTable, routes: [Route]) {
        self.table = table
        self.routes = routes
        var groups: [ShapeGroup] = []
        var indexByKey: [ShapeKey: Int] = [:]
        // Each variant of a path with optional segments is a path of its own.
        for route in routes where !table.hosts.isEmpty {
            for variant in route.path.variants {
                let member = ShapeGroup.Member(route: route, variant: variant)
                let key = ShapeKey(member, caseSensitive: table.caseSensitive)
                if let index = indexByKey[key] {
                    groups[index].members.append(member)
                } else {
                    indexByKey[key] = groups.count
                    groups.append(ShapeGroup(key: key, members: [member]))
                }
            }
        }
        // Routes of one shape that required items choose (a preview `token` that keeps a link on
        // the web) may differ in verdict: each set of items is then a shape of its own.
        self.groups = groups.flatMap { $0.splitByRequiredItems() }
        var byFirstLiteral: [Bool: [String: [Int]]] = [:]
        var startingOtherwise: [Bool: [Int]] = [:]
        for (index, group) in self.groups.enumerated() {
            if case .literal(let text)? = group.key.pieces.first {
                byFirstLiteral[group.opens, default: [:]][text, default: []].append(index)
            } else {
                startingOtherwise[group.opens, default: []].append(index)
            }
        }
        self.byFirstLiteral = byFirstLiteral
        self.startingOtherwise = startingOtherwise
    }

    /// The groups of the other verdict than `group` that may overlap it, in no particular order.
    private func opposing(_ group: ShapeGroup) -> [Int] {
        let verdict = !group.opens
        let otherwise = startingOtherwise[verdict] ?? []
        if case .literal(let text)? = group.key.pieces.first {
            return (byFirstLiteral[verdict]?[text] ?? []) + otherwise
        }
        return (byFirstLiteral[verdict]?.values.flatMap { $0 } ?? []) + otherwise
    }

    // MARK: The four steps

    /// Step 1: closed routes that no open route overlaps.
    mutating func addIsolatedExcludes() {
        for (index, group) in groups.enumerated() where !group.opens {
            guard !opposing(group).contains(where: { excludeOverlaps(group.key, groups[$0].key) }) else { continue }
            placed.insert(index)
            var patterns = group.key.pathPatterns(texts: group.members[0])
            if group.key.isRest { patterns = patterns.flatMap { [$0, restPattern($0)] } }
            for pattern in patterns {
                add(AASAComponent(path: pattern, exclude: true), names: group.names)
            }
        }
    }

    /// Step 2: literal paths of routes whose verdict differs from a route that overlaps them.
    mutating func addLiteralPaths() {
        // In the parser's order: a path's routes with fixed query items before the same path without.
        let literals = groups.indices.filter { !placed.contains($0) && groups[$0].key.isLiteral }
            .sorted { groups[$0].precedes(groups[$1]) || !groups[$1].precedes(groups[$0]) && $0 < $1 }
        for index in literals {
            let group = groups[index]
            guard opposing(group).contains(where: { groups[$0].key.overlaps(group.key) }) else { continue }
            placed.insert(index)
            let patterns = group.key.pathPatterns(texts: group.members[0])
            add(group, patterns: patterns + patterns.filter { $0 != "/" }.map { $0 + "/" }, pieces: nil)
        }
    }

    /// Step 3: rest routes whose prefix `P` has no literal after a parameter get `P/*`, exact at
    /// every depth, when every route of the other verdict that wins some of their links is
    /// already placed. After a parameter a literal is not exact: `?*` may take several segments,
    /// so `/?*/tree/*` also matches `/a/b/tree/c`. Such routes are listed depth by depth in the
    /// layers instead, up to `restDepthBound` segments past the prefix.
    mutating func addRestRoutes() {
        let rests = groups.indices.filter { index in
            let group = groups[index]
            return group.key.isRest && group.key.restIsExactAsPrefix
                && !opposing(group).contains { other in
                    !placed.contains(other) && groups[other].key.overlaps(group.key) && groups[other].precedes(group)
                }
        }.sorted { groups[$0].precedes(groups[$1]) || !groups[$1].precedes(groups[$0]) && $0 < $1 }
        for index in rests {
            let group = groups[index]
            let first = components.count
            add(group, patterns: group.key.pathPatterns(texts: group.members[0]).map(restPattern), pieces: group.key.pieces)
            nameInEarlierRests(group, pieces: group.key.pieces, isRest: true)
            restComponents.append((group.key.pieces, group.opens, first..<components.count))
            if group.key.fixed.isEmpty, group.routes.contains(where: { Self.requiredItems(of: $0).isEmpty }), first < components.count {
                decidedPrefixes.append((group.key.pieces, group.opens, first))
            }
        }
        placed.formUnion(rests)
        restsWithOpenEnd = Set(rests)
    }

    /// Step 4: the layers.
    mutating func addLayers() {
        // Each entry: a shape of exactly `pieces.count` segments, the group it stands for, how many
        // segments a rest parameter takes in it, and its place in the parser's order.
        struct Entry {
            var pieces: [Piece]
            var group: ShapeGroup
            var extra: Int
        }
        var entries: [Entry] = []
        // A rest route with `P/*` still has its bare prefix (`/docs` for `/docs/{path...}`) listed
        // here: under the literal reading `/docs/*` does not match `/docs`.
        for (index, group) in groups.enumerated() where !placed.contains(index) || restsWithOpenEnd.contains(index) {
            entries.append(Entry(pieces: group.key.pieces, group: group, extra: 0))
            guard group.key.isRest, !restsWithOpenEnd.contains(index) else { continue }
            let names = Set(group.names)
            depthBoundedRestRoutes.formUnion(names)
            for extra in 1...restDepthBound {
                entries.append(Entry(pieces: group.key.pieces + Array(repeating: .segment, count: extra), group: group, extra: extra))
            }
        }
        for depth in Set(entries.map(\.pieces.count)).sorted(by: >) {
            var layer = entries.enumerated().filter { $0.element.pieces.count == depth }
            if Set(layer.map(\.element.group.opens)).count > 1 {  // else the order decides nothing
                layer.sort { a, b in
                    let (x, y) = (a.element.group, b.element.group)
                    return x.precedes(y) || !y.precedes(x) && a.offset < b.offset
                }
            }
            if layer.contains(where: { $0.element.pieces.contains(where: \.isWildcard) }),
                !isDecided(Array(repeating: .segment, count: depth + 1), trailingSlash: false, opens: nil)
            {
                let deeper = Array(repeating: "?*", count: depth + 1).joined(separator: "/")
                add(AASAComponent(
                    path: "/" + deeper, exclude: true, comment: "\(depth + 1) or more segments: no route above"), names: nil)
            }
            // The components each entry of this layer added: a later entry of the same verdict whose
            // shape overlaps an earlier one has some of its links decided there first (`/t/?*/m/?*`
            // before `/t/?*/m/invite`), so it is named there too.
            var added = LayerEntries()
            for (_, entry) in layer {
                let first = components.count
                let patterns = entry.group.key.pathPatterns(texts: entry.group.members[0]).map { pattern in
                    Self.pattern(pattern, deeperBy: entry.extra)
                }
                add(entry.group, patterns: patterns, pieces: entry.pieces)
                // Whether Apple ignores a trailing slash is not documented; `?*` takes one anyway.
                if entry.pieces.last?.endsWithText == true, !isDecided(entry.pieces, trailingSlash: true, opens: entry.group.opens) {
                    add(entry.group, patterns: patterns.map { $0 + "/" }, pieces: nil)
                }
                for range in added.components(overlapping: entry.pieces, opens: entry.group.opens) {
                    for index in range { name(entry.group.names, in: index) }
                }
                nameInEarlierRests(entry.group, pieces: entry.pieces, isRest: false)
                added.append(entry.pieces, opens: entry.group.opens, components: first..<components.count)
            }
        }
    }

    // MARK: Helpers

    /// `pattern` with `extra` more segments of any text (`/docs` deeper by 2 is `/docs/?*/?*`),
    /// without a trailing slash. A function of its own, with its types written out: as one
    /// expression of `map`s, ternaries and `+` it was slow to type-check in every build of the
    /// tool (scripts/bench.sh --only build).
    private static func pattern(_ pattern: String, deeperBy extra: Int) -> String {
        let segment: String = pattern == "/" ? "?*/" : "/?*"
        let deeper: String = pattern + String(repeating: segment, count: extra)
        guard deeper.hasSuffix("/"), deeper != "/" else { return deeper }
        return String(deeper.dropLast())
    }

    /// The component of a rest route above that already decides every URL of `pieces` (with a
    /// trailing slash when asked) with the verdict `opens` (any verdict when nil).
    private func decidingComponent(_ pieces: [Piece], trailingSlash: Bool, opens: Bool?) -> Int? {
        decidedPrefixes.first { prefix in
            (opens == nil || prefix.opens == opens)
                && (prefix.pieces.isEmpty  // `/*` is every path, `/` included
                    || (pieces.count > prefix.pieces.count || (pieces.count == prefix.pieces.count && trailingSlash))
                        && zip(prefix.pieces, pieces).allSatisfy { outer, inner in outer == .segment || outer == inner })
        }?.component
    }

    private func isDecided(_ pieces: [Piece], trailingSlash: Bool, opens: Bool?) -> Bool {
        decidingComponent(pieces, trailingSlash: trailingSlash, opens: opens) != nil
    }

    /// One component per path pattern and query requirement of the group, unless a rest route
    /// above decides all of it (`pieces` nil: the caller checked), which then names the group.
    private mutating func add(_ group: ShapeGroup, patterns: [String], pieces: [Piece]?) {
        if let pieces, let deciding = decidingComponent(pieces, trailingSlash: false, opens: group.opens) {
            name(group.names, in: deciding)
            return
        }
        // A route with no required query item takes every query; otherwise each smallest distinct
        // set of required items is a component, which covers every route whose set contains it.
        let sets = group.routes.map(Self.requiredItems)
        var distinct: [[String]] = []
        for set in sets where !distinct.contains(where: { Set($0) == Set(set) }) { distinct.append(set) }
        let minimal = distinct.filter { set in !distinct.contains { Set($0).isStrictSubset(of: Set(set)) } }
        // A fixed item's value is its pattern: the group's routes share them. A fragment that
        // carries a link is a condition of its own (`"#": "?*"`). A carried path starts with `/`,
        // which Apple does not say whether `?` matches: `/*` takes it under every reading, and `?*`
        // the rest, so where a link is carried there are two components.
        let fixed = group.key.fixed.map { AASAComponent.Item(name: $0.name, pattern: $0.value) }
        let carried = Set(group.routes.compactMap { route -> String? in
            switch route.carriedLink {
            case .queryItem(let name)?: name
            case .fragment?: CarriedLink.fragmentCondition
            case nil: nil
            }
        })
        for path in patterns {
            for (index, required) in minimal.enumerated() {
                // A link carrying these items opens a route of the group that an earlier set's
                // component did not take: any route none of whose own items make an earlier set.
                let earlier = minimal[..<index].map(Set.init)
                let routes = group.routes.filter { route in
                    let items = Set(Self.requiredItems(of: route))
                    return !earlier.contains { $0.isSubset(of: items) }
                }
                let carrying = required.first(where: carried.contains)
                for carriedPattern in carrying == nil ? ["?*"] : ["/*", "?*"] {
                    let pattern = { (name: String) in name == carrying ? carriedPattern : "?*" }
                    let items = fixed + required.filter { $0 != CarriedLink.fragmentCondition }.map {
                        AASAComponent.Item(name: $0, pattern: pattern($0))
                    }
                    let query = items.isEmpty ? nil : AASAComponent.Query.items(items)
                    let fragment = required.contains(CarriedLink.fragmentCondition) ? pattern(CarriedLink.fragmentCondition) : nil
                    add(AASAComponent(path: path, query: query, fragment: fragment, exclude: !group.opens), names: routes.map(\.name))
                }
            }
        }
    }

    /// The names of the route's required query items, and `#` for a fragment it needs.
    private static func requiredItems(of route: Route) -> [String] {
        route.presenceConditions
    }

    /// Appends `component`, standing for the routes `names`; when one of the same path, query and
    /// verdict is there, that one stands for these routes too.
    private mutating func add(_ component: AASAComponent, names: [String]?) {
        let key = ComponentKey(path: component.path ?? "", query: component.query, fragment: component.fragment, exclude: component.exclude)
        guard let same = componentIndex[key] else {
            componentIndex[key] = components.count
            components.append(component)
            routeNames.append(names)
            return
        }
        name(names ?? [], in: same)
    }

    /// Adds `names` to the routes component `index` stands for: it decides their links too.
    private mutating func name(_ names: [String], in index: Int) {
        for name in names where routeNames[index]?.contains(name) == false { routeNames[index]?.append(name) }
    }

    /// The components, each commented with every route whose links it decides, in manifest
    /// order: `productDetail`, or `checkout: not a universal link` for an exclude.
    var finishedComponents: [AASAComponent] {
        let order = Dictionary(routes.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        return zip(components, routeNames).map { component, names in
            guard let names else { return component }
            var commented = component
            let sorted = names.sorted { order[$0, default: 0] < order[$1, default: 0] }
            commented.comment = sorted.joined(separator: ", ") + (component.exclude ? ": not a universal link" : "")
            return commented
        }
    }

    /// The shapes a layer has placed, with their components: a trie per verdict, so that the shapes
    /// overlapping a new one are found by walking its pieces (a literal's branch and the segment
    /// branch; every branch for a segment), not by comparing it with each.
    private struct LayerEntries {
        private var open = Trie()
        private var closed = Trie()

        mutating func append(_ pieces: [Piece], opens: Bool, components: Range<Int>) {
            if opens { open.insert(pieces, components) } else { closed.insert(pieces, components) }
        }

        /// The components of every placed shape of verdict `opens` that shares a path with `pieces`.
        func components(overlapping pieces: [Piece], opens: Bool) -> [Range<Int>] {
            (opens ? open : closed).components(overlapping: pieces)
        }

        private struct Trie {
            private var children: [[Piece: Int]] = [[:]]
            private var components: [[Range<Int>]] = [[]]

            mutating func insert(_ pieces: [Piece], _ range: Range<Int>) {
                var node = 0
                for piece in pieces {
                    if let child = children[node][piece] {
                        node = child
                    } else {
                        children.append([:])
                        components.append([])
                        children[node][piece] = children.count - 1
                        node = children.count - 1
                    }
                }
                components[node].append(range)
            }

            func components(overlapping pieces: [Piece]) -> [Range<Int>] {
                var frontier = [0]
                for piece in pieces {
                    frontier = frontier.flatMap { node -> [Int] in
                        guard case .literal = piece else { return Array(children[node].values) }
                        return children[node].filter { $0.key.mayShare(piece) }.map(\.value)
                    }
                }
                return frontier.flatMap { components[$0] }
            }
        }
    }

    /// Names `group` in each `P/*` of step 3 with its verdict that matches some of its links: `pieces`
    /// go on below `P` or end at `P` (Apple's tools let a trailing `/*` match nothing), or, for a
    /// rest route, either prefix is compatible with the other.
    private mutating func nameInEarlierRests(_ group: ShapeGroup, pieces: [Piece], isRest: Bool) {
        for rest in restComponents where rest.opens == group.opens {
            let below = isRest || pieces.count >= rest.prefix.count
            guard below, Self.overlaps(Array(rest.prefix.prefix(pieces.count)), Array(pieces.prefix(rest.prefix.count))) else { continue }
            for index in rest.components { name(group.names, in: index) }
        }
    }

    /// Whether some path has both shapes: as many segments, and at each one a segment of any text
    /// or the same literal.
    private static func overlaps(_ a: [Piece], _ b: [Piece]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0.mayShare($1) }
    }

    /// `/files/*` for a rest parameter under `/files`; `/*` at the root.
    private func restPattern(_ prefix: String) -> String {
        prefix == "/" ? "/*" : prefix + "/*"
    }

    /// Whether some URL matches both the exclude pattern of `exclude` (whose `?*` may take several
    /// segments) and the open shape `route` (whose parameters take exactly one).
    private func excludeOverlaps(_ exclude: ShapeKey, _ route: ShapeKey) -> Bool {
        enum Step: Hashable { case literal(String), one, any }
        // Most pairs differ in a leading literal: decided without the general search.
        for (outer, inner) in zip(exclude.pieces, route.pieces) {
            guard case .literal(let a) = outer, case .literal(let b) = inner else { break }
            if a != b { return false }
        }
        let left = exclude.pieces.flatMap { piece -> [Step] in
            if case .literal(let text) = piece { return [.literal(text)] }
            return [.one, .any]
        } + (exclude.isRest ? [.any] : [])
        let right = route.pieces.map { piece -> Step in
            if case .literal(let text) = piece { return .literal(text) }
            return .one
        } + (route.isRest ? [.any] : [])
        var memo: [Int: Bool] = [:]
        func meet(_ i: Int, _ j: Int) -> Bool {
            let key = i * (right.count + 1) + j
            if let known = memo[key] { return known }
            var result = false
            if i == left.count && j == right.count {
                result = true
            } else if i < left.count, left[i] == .any {
                result = meet(i + 1, j) || (j < right.count && meet(i, j + 1))
            } else if j < right.count, right[j] == .any {
                result = meet(i, j + 1) || (i < left.count && meet(i + 1, j))
            } else if i < left.count, j < right.count {
                let same: Bool
                switch (left[i], right[j]) {
                case (.literal(let a), .literal(let b)): same = a == b
                default: same = true
                }
                result = same && meet(i + 1, j + 1)
            }
            memo[key] = result
            return result
        }
        return meet(0, 0)
    }
}

/// A path's shape: its pieces (literals folded when matching ignores case), whether a rest
/// parameter ends it, and the fixed query items that choose its routes.
private struct ShapeKey: Hashable {
    var pieces: [Piece]
    var isRest: Bool
    /// The fixed query items, by name.
    var fixed: [FixedQueryItem]
    /// The required query items, by name, of a group split by them (`splitByRequiredItems`);
    /// empty for the others, whose routes' sets may differ.
    var required: [String] = []

    init(_ member: ShapeGroup.Member, caseSensitive: Bool) {
        pieces = member.variant.shapes(caseSensitive: caseSensitive).map { shape in
            switch shape {
            case .literal(let text): .literal(text)
            case .compound(let compound): .compound(compound)
            case .parameter: .segment
            }
        }
        isRest = member.variant.endsWithRest
        fixed = member.route.fixedQuery.map { item in
            FixedQueryItem(name: item.name, value: caseSensitive ? item.value : item.value.lowercased())
        }.sorted { $0.name < $1.name }
    }

    /// Whether the path has no wildcard: it wins its own link from every route with other pieces.
    var isLiteral: Bool {
        !isRest && !pieces.contains(where: \.isWildcard)
    }

    /// Whether some path has both shapes, a parameter taking exactly one segment and a rest
    /// parameter any number; query items aside.
    func overlaps(_ other: ShapeKey) -> Bool {
        for (a, b) in zip(pieces, other.pieces) where !a.mayShare(b) { return false }
        if pieces.count == other.pieces.count { return true }
        return pieces.count < other.pieces.count ? isRest : other.isRest
    }

    /// Whether `P/*` matches exactly the links of the rest route: every wildcard in `P` is a
    /// whole segment. A wildcard may take several segments, so `/?*/tree/*` also matches
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

private struct ShapeGroup {
    /// A path of a route: the route's, or one variant of a path with optional segments.
    struct Member {
        var route: Route
        var variant: PathPattern.Variant
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
        routes.contains(where: \.universalLink)
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
        guard Set(routes.map(\.universalLink)).count > 1 else { return [self] }
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

    /// One step of the parser's order. Literals rank alike: two differ, so they never compete.
    private enum Rank: Comparable {
        case literal
        case compound(CompoundShape)
        case parameter(Int, String)
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
        rank.append(member.variant.endsWithRest ? .rest : .end)
        rank.append(.query(member.route.queryPrecedence))
        return rank
    }
}
