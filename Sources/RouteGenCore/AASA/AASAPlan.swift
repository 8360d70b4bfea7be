/// The AASA file of a manifest: the components, their order and their patterns, decided here so
/// that `AASAEmitter` only prints.
///
/// The goal is exact: a URL opens the app if and only if the parser has a universal-link route of
/// its shape (parameter types aside, which AASA cannot express), under every reading of Apple's
/// rules that its documentation leaves open. The order that achieves it:
///
/// 1. Excludes of `universalLink: false` routes that no universal-link route overlaps. They decide
///    nothing the rest would not, but they say in the file which links stay off the web.
/// 2. Routes with a `{rest...}` parameter: `/files/*` covers every depth below the prefix.
/// 3. The other routes, deepest first, one layer per number of segments. `?*` also matches
///    several segments (`*` matches `/`), so `/products/?*` would take `/products/a/b`; each layer
///    with a wildcard is therefore preceded by an exclude of everything deeper, `/?*/?*/?*`, which
///    the deeper layers above it have already had their chance at.
///
/// Patterns are written so that no unknown reading changes a verdict: no `/x/*` where `/x` must
/// not match, an explicit `/x/` for a trailing slash, and `?*` (never `*`) for a segment.
extension RouteTable {
    /// The `apple-app-site-association` file, or nil when there is nothing to put in one (no
    /// hosts, no `webcredentials` and no `appclips`).
    public var associationFile: AASAFile? {
        guard !hosts.isEmpty || webcredentialsApps != nil || appClipApps != nil else { return nil }
        let applinks = hosts.isEmpty
            ? nil
            : AASAFile.Applinks(
                defaults: AASAFile.MatchingOptions(caseSensitive: caseSensitive ? nil : false),
                details: appIDs.isEmpty ? [] : [AASAFile.Details(appIDs: appIDs, components: associationComponents)])
        return AASAFile(applinks: applinks, webcredentialsApps: webcredentialsApps, appClipApps: appClipApps)
    }

    /// The ordered `components` of the one `details` entry.
    var associationComponents: [AASAComponent] {
        var plan = ComponentPlan(table: self)
        plan.addClosedRouteExcludes()
        plan.addRestRoutes()
        plan.addLayers()
        return plan.components
    }
}

/// How many segments past its prefix the AASA file opens for a rest route whose prefix has a
/// literal after a parameter (`/{owner}/{repo}/tree/{path...}`); deeper links open the browser.
let restDepthBound = 8

/// A route's path as AASA sees it: literals, and segments of any value.
private enum Piece: Hashable {
    case literal(String)
    case segment
}

private struct ComponentPlan {
    let table: RouteTable
    var components: [AASAComponent] = []

    /// The prefixes of rest routes that need no query item: everything below them is decided.
    private var decidedPrefixes: [[Piece]] = []

    /// Where each include's path and query already are, so that a shared pattern gains names.
    private var includeIndex: [IncludeKey: Int] = [:]

    private struct IncludeKey: Hashable {
        var path: String
        var query: AASAComponent.Query?
    }

    /// The universal-link routes, grouped by shape in manifest order: routes that differ only in
    /// parameter names or types share one component.
    private let groups: [ShapeGroup]

    init(table: RouteTable) {
        self.table = table
        var groups: [ShapeGroup] = []
        var indexByKey: [ShapeKey: Int] = [:]
        for route in table.routes where route.universalLink && !table.hosts.isEmpty {
            let key = ShapeKey(route, caseSensitive: table.caseSensitive)
            if let index = indexByKey[key] {
                groups[index].routes.append(route)
            } else {
                indexByKey[key] = groups.count
                groups.append(ShapeGroup(key: key, routes: [route]))
            }
        }
        self.groups = groups
    }

    // MARK: The three parts

    mutating func addClosedRouteExcludes() {
        // Shapes by their first piece: an exclude starting with a literal can only overlap shapes
        // that start with the same literal or with a parameter, which keeps large manifests linear.
        var byFirstLiteral: [String: [Int]] = [:]
        var startingOtherwise: [Int] = []
        for (index, group) in groups.enumerated() {
            if case .literal(let text)? = group.key.pieces.first {
                byFirstLiteral[text, default: []].append(index)
            } else {
                startingOtherwise.append(index)
            }
        }
        var seen: Set<String> = []
        for route in table.routes where !route.universalLink && !table.hosts.isEmpty {
            let key = ShapeKey(route, caseSensitive: table.caseSensitive)
            let candidates: [Int]
            if case .literal(let text)? = key.pieces.first {
                candidates = (byFirstLiteral[text] ?? []) + startingOtherwise
            } else {
                candidates = Array(groups.indices)
            }
            guard !candidates.contains(where: { overlaps(exclude: key, route: groups[$0].key) }) else { continue }
            var patterns = key.pathPatterns(texts: route)
            if key.isRest { patterns = patterns.flatMap { [$0, restPattern($0)] } }
            for pattern in patterns where seen.insert(pattern).inserted {
                components.append(AASAComponent(path: pattern, exclude: true, comment: "\(route.name): not a universal link"))
            }
        }
    }

    /// Rest routes whose prefix `P` has no literal after a parameter get `P/*`, exact at every
    /// depth. After a parameter a literal is not: `?*` may take several segments, so `/?*/tree/*`
    /// also matches `/a/b/tree/c`. Those routes are listed depth by depth in the layers instead,
    /// up to `restDepthBound` segments past the prefix.
    mutating func addRestRoutes() {
        let restGroups = groups.filter(\.key.isRest).sorted { $0.key.pieces.count > $1.key.pieces.count }
        for group in restGroups where group.key.restIsExactAsPrefix {
            add(group, patterns: group.key.pathPatterns(texts: group.routes[0]).map(restPattern), pieces: group.key.pieces)
            if group.routes.contains(where: { !$0.query.contains { $0.presence == .required } }) {
                decidedPrefixes.append(group.key.pieces)
            }
        }
    }

    mutating func addLayers() {
        // Each entry: a shape of exactly `pieces.count` segments, and the group it opens.
        var entries: [(pieces: [Piece], group: ShapeGroup, extra: Int)] = groups.map { ($0.key.pieces, $0, 0) }
        for group in groups where group.key.isRest && !group.key.restIsExactAsPrefix {
            for extra in 1...restDepthBound {
                entries.append((group.key.pieces + Array(repeating: .segment, count: extra), group, extra))
            }
        }
        for depth in Set(entries.map(\.pieces.count)).sorted(by: >) {
            let layer = entries.filter { $0.pieces.count == depth }
            if layer.contains(where: { $0.pieces.contains(.segment) }), !isDecided(Array(repeating: .segment, count: depth + 1), trailingSlash: false) {
                let deeper = Array(repeating: "?*", count: depth + 1).joined(separator: "/")
                components.append(AASAComponent(
                    path: "/" + deeper, exclude: true, comment: "\(depth + 1) or more segments: no route above"))
            }
            for (pieces, group, extra) in layer {
                let patterns = group.key.pathPatterns(texts: group.routes[0]).map { pattern in
                    pattern + String(repeating: pattern == "/" ? "?*/" : "/?*", count: extra)
                }.map { $0.hasSuffix("/") && $0 != "/" ? String($0.dropLast()) : $0 }
                add(group, patterns: patterns, pieces: pieces)
                // Whether Apple ignores a trailing slash is not documented; `?*` takes one anyway.
                if case .literal? = pieces.last, !isDecided(pieces, trailingSlash: true) {
                    add(group, patterns: patterns.map { $0 + "/" }, pieces: nil)
                }
            }
        }
    }

    // MARK: Helpers

    /// Whether a rest route above already opens every URL of `pieces` (with a trailing slash when asked).
    private func isDecided(_ pieces: [Piece], trailingSlash: Bool) -> Bool {
        decidedPrefixes.contains { prefix in
            prefix.isEmpty  // `/*` is every path, `/` included
                || (pieces.count > prefix.count || (pieces.count == prefix.count && trailingSlash))
                && zip(prefix, pieces).allSatisfy { outer, inner in outer == .segment || outer == inner }
        }
    }

    /// One include per path pattern and query requirement of the group, unless a rest route above
    /// decides all of it (`pieces` nil: the caller checked). A pattern already listed with the same
    /// query gains the group's names instead of a second component.
    private mutating func add(_ group: ShapeGroup, patterns: [String], pieces: [Piece]?) {
        if let pieces, isDecided(pieces, trailingSlash: false) { return }
        // A route with no required query item opens every query; otherwise each distinct set of
        // required items is a component, and a route whose set contains another's is covered by it.
        let sets = group.routes.map { $0.query.filter { $0.presence == .required }.map(\.name) }
        var distinct: [[String]] = []
        for set in sets where !distinct.contains(where: { Set($0) == Set(set) }) { distinct.append(set) }
        let minimal = distinct.filter { set in !distinct.contains { Set($0).isStrictSubset(of: Set(set)) } }
        for pattern in patterns {
            for required in minimal {
                let names = group.routes.filter { route in
                    Set(required).isSubset(of: route.query.filter { $0.presence == .required }.map(\.name))
                }.map(\.name).joined(separator: ", ")
                let query = required.isEmpty ? nil : AASAComponent.Query.items(required.map { .init(name: $0, pattern: "?*") })
                let key = IncludeKey(path: pattern, query: query)
                if let same = includeIndex[key] {
                    components[same].comment = (components[same].comment.map { $0 + ", " } ?? "") + names
                } else {
                    includeIndex[key] = components.count
                    components.append(AASAComponent(path: pattern, query: query, comment: names))
                }
            }
        }
    }

    /// `/files/*` for a rest parameter under `/files`; `/*` at the root.
    private func restPattern(_ prefix: String) -> String {
        prefix == "/" ? "/*" : prefix + "/*"
    }

    /// Whether some URL matches both the exclude pattern of `exclude` (whose `?*` may take several
    /// segments) and the universal-link shape `route` (whose parameters take exactly one).
    private func overlaps(exclude: ShapeKey, route: ShapeKey) -> Bool {
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

/// A route's shape: its pieces (literals folded when matching ignores case) and whether a rest
/// parameter ends it.
private struct ShapeKey: Hashable {
    var pieces: [Piece]
    var isRest: Bool

    init(_ route: Route, caseSensitive: Bool) {
        pieces = route.path.segments.compactMap { segment in
            switch segment {
            case .literal(let text): .literal(caseSensitive ? text : text.lowercased())
            case .parameter: .segment
            case .rest: nil
            }
        }
        isRest = route.path.segments.last.map { if case .rest = $0 { true } else { false } } ?? false
    }

    /// Whether `P/*` matches exactly the links of the rest route: no literal follows a parameter in `P`.
    var restIsExactAsPrefix: Bool {
        guard let firstSegment = pieces.firstIndex(of: .segment) else { return true }
        return !pieces[firstSegment...].contains { $0 != .segment }
    }

    /// The path patterns, with the literal text of `route` as written: one pattern, or two when a
    /// literal needs percent-encoding, since whether Apple compares encoded or decoded text is not
    /// documented (`/caf%C3%A9` and `/café`).
    func pathPatterns(texts route: Route) -> [String] {
        let literals = route.path.segments.compactMap { segment -> String? in
            if case .literal(let text) = segment { return text }
            return nil
        }
        func pattern(_ encode: Bool) -> String {
            var literal = literals.makeIterator()
            let parts = pieces.map { piece -> String in
                guard case .literal = piece, let text = literal.next() else { return "?*" }
                return encode ? PercentEncoding.encode(text) : text
            }
            return "/" + parts.joined(separator: "/")
        }
        let encoded = pattern(true)
        let plain = pattern(false)
        return encoded == plain ? [plain] : [encoded, plain]
    }
}

private struct ShapeGroup {
    var key: ShapeKey
    var routes: [Route]
}
