import RouteGenLinkRuntime

/// The components of one AASA file, placed in the four steps `RouteTable.planAssociationFile`
/// runs (AASAPlan.swift says why in that order): each step adds the components of the route
/// shapes (`ShapeGroup`) it decides, in the parser's order.
struct ComponentPlan {
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

    /// ``decidedPrefixes`` by their first literal, as ``restPrefixes`` indexes ``restComponents``.
    private var decidedPrefixIndex = PrefixIndex()

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

    /// ``restComponents`` by the first literal of their prefix: every group of the layers asks
    /// which it may be under, and a scan of all of them made a manifest of many rest routes
    /// quadratic (scripts/bench.sh --only generator, varied).
    private var restPrefixes = PrefixIndex()

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
        // Each variant of a path with optional segments is a path of its own; each expansion of a
        // rest parameter that is not last too, listed depth by depth.
        for route in routes where !table.hosts.isEmpty {
            let opensApp = table.linkScope(of: route).channels.contains(.universalLink)
            for member in route.path.variants.flatMap({ ShapeGroup.Member.members(route, $0, opensApp: opensApp) }) {
                if member.restSpan != nil { depthBoundedRestRoutes.insert(route.name) }
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
        let literals = inParserOrder(groups.indices.filter { !placed.contains($0) && groups[$0].key.isLiteral })
        for index in literals {
            let group = groups[index]
            guard opposing(group).contains(where: { groups[$0].key.overlaps(group.key) }) else { continue }
            placed.insert(index)
            let patterns = group.key.pathPatterns(texts: group.members[0])
            add(group, patterns: patterns + patterns.filter { $0 != "/" }.map { $0 + "/" }, pieces: nil)
        }
    }

    /// Step 3: rest routes whose prefix `P` has no literal after a parameter and no value inside
    /// a segment get `P/*`, exact at every depth (`ShapeKey.restIsExactAsPrefix`), when every
    /// route of the other verdict that wins some of their links is already placed. After a
    /// parameter a literal is not exact: `?*` may take several segments, so `/?*/tree/*` also
    /// matches `/a/b/tree/c`. Such routes are listed depth by depth in the
    /// layers instead, up to `restDepthBound` segments past the prefix.
    mutating func addRestRoutes() {
        let rests = inParserOrder(groups.indices.filter { index in
            let group = groups[index]
            return group.key.isRest && group.key.restIsExactAsPrefix
                && !opposing(group).contains { other in
                    !placed.contains(other) && groups[other].key.overlaps(group.key) && groups[other].precedes(group)
                }
        })
        for index in rests {
            let group = groups[index]
            let first = components.count
            add(group, patterns: group.key.pathPatterns(texts: group.members[0]).map(restPattern), pieces: group.key.pieces)
            nameInEarlierRests(group, pieces: group.key.pieces, isRest: true)
            restComponents.append((group.key.pieces, group.opens, first..<components.count))
            restPrefixes.append(group.key.pieces)
            if group.key.fixed.isEmpty, group.routes.contains(where: { Self.requiredItems(of: $0).isEmpty }), first < components.count {
                decidedPrefixes.append((group.key.pieces, group.opens, first))
                decidedPrefixIndex.append(group.key.pieces)
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
                // Each entry's place computed once, not on every comparison.
                let orders = layer.map(\.element.group.order)
                layer = layer.indices.sorted { a, b in
                    let (x, y) = (orders[a], orders[b])
                    return x.precedes(y) || !y.precedes(x) && layer[a].offset < layer[b].offset
                }.map { layer[$0] }
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

    /// The groups at `indices` in the parser's order (``ShapeGroup/precedes(_:)``), groups of no
    /// order between them by index: each group's place computed once, where comparing groups
    /// computed both places on each of a sort's comparisons (a visible part of a large manifest's
    /// plan).
    private func inParserOrder(_ indices: [Int]) -> [Int] {
        let orders = indices.map { groups[$0].order }
        return indices.indices.sorted { a, b in
            orders[a].precedes(orders[b]) || !orders[b].precedes(orders[a]) && indices[a] < indices[b]
        }.map { indices[$0] }
    }

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
        // A prefix of another first literal decides none of them.
        decidedPrefixIndex.candidates(for: pieces).lazy.map { decidedPrefixes[$0] }.first { prefix in
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
        // A fragment of items (`itemsInFragment`) may start with `/` too: it is matched as one.
        let carried = Set(group.routes.compactMap { route -> String? in
            switch route.carriedLink {
            case .queryItem(let name)?: name
            case .fragment?: CarriedLink.fragmentCondition
            case nil: route.needsFragment ? CarriedLink.fragmentCondition : nil
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


    /// Names `group` in each `P/*` of step 3 with its verdict that matches some of its links: `pieces`
    /// go on below `P` or end at `P` (Apple's tools let a trailing `/*` match nothing), or, for a
    /// rest route, either prefix is compatible with the other.
    private mutating func nameInEarlierRests(_ group: ShapeGroup, pieces: [Piece], isRest: Bool) {
        // A prefix of another first literal shares no path with `pieces`.
        for rest in restPrefixes.candidates(for: pieces).map({ restComponents[$0] }) where rest.opens == group.opens {
            let below = isRest || pieces.count >= rest.prefix.count
            guard below, Self.overlaps(rest.prefix, pieces) else { continue }
            for index in rest.components { name(group.names, in: index) }
        }
    }

    /// Whether some path has both shapes as far as the shorter goes: at each of those segments, a
    /// segment of any text or the same literal (compared in place, with no copy of either).
    private static func overlaps(_ a: [Piece], _ b: [Piece]) -> Bool {
        zip(a, b).allSatisfy { $0.mayShare($1) }
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

/// Prefixes (of rest routes) in the order they were added, by their first literal: a shape whose
/// first piece is a literal may only be under, or share a path with, a prefix of that literal, or
/// one that starts otherwise (a value, a compound segment, or no segment: `/*`).
private struct PrefixIndex {
    private var byFirstLiteral: [String: [Int]] = [:]
    private var startingOtherwise: [Int] = []
    private var count = 0

    /// Adds the next prefix, whose index is the number of prefixes added before it.
    mutating func append(_ prefix: [Piece]) {
        if case .literal(let text)? = prefix.first {
            byFirstLiteral[text, default: []].append(count)
        } else {
            startingOtherwise.append(count)
        }
        count += 1
    }

    /// The indices of the prefixes that `pieces` may be under or share a path with, in the order
    /// they were added: every prefix when `pieces` starts with no literal.
    func candidates(for pieces: [Piece]) -> [Int] {
        guard case .literal(let text)? = pieces.first else { return Array(0..<count) }
        let same = byFirstLiteral[text] ?? []
        if startingOtherwise.isEmpty { return same }
        return same.isEmpty ? startingOtherwise : (same + startingOtherwise).sorted()
    }
}
