/// Rejects routes that accept exactly the same URLs, so that the parser never chooses between
/// them by manifest order.
///
/// Two paths accept the same links when they have the same shape: equal literals (ignoring case
/// when matching does), compound segments of equal texts and types, and parameters of equal types
/// in the same places. Each variant of a path with optional segments counts as a path of its own.
/// Query items tell routes of one path apart: fixed items (`"equals"`), and required items (a
/// query parameter without `?` or a default), which choose a route by being present. Routes of
/// one path are allowed when a link can carry the fixed items of at most one of them, or when
/// one's items include all of the other's, which is then tried first (see `conflict`).
///
/// - Parameter hostScheme: A scheme whose first segment stands where a host would
///   (`mail://inbox`), if the manifest has one. A host compares without case (RFC 3986), so on it
///   `/inbox` and `/Inbox` are one link even where paths compare case.
///
/// Routes that no one link can reach both of (one universal-link only, one custom-scheme only;
/// or on other hosts) may share a path and items: each channel's parser sees its own.
///
/// - Returns: The indices of the routes that share a path and items with such a route: their
///   parsers refuse the channels they are closed to, so the other route takes those links.
func validateOverlaps(
    _ routes: [Route], caseSensitive: Bool, hostScheme: String?, manifestHosts: [String], hasSchemes: Bool,
    pathLocations: [SourceLocation], diagnostics: inout Diagnostics
) -> Set<Int> {
    var guarded: Set<Int> = []
    let disjoint = { (a: Int, b: Int) in
        LinkScope(routes[a], hosts: manifestHosts, hasSchemes: hasSchemes)
            .isDisjoint(from: LinkScope(routes[b], hosts: manifestHosts, hasSchemes: hasSchemes))
    }
    var byShape: [String: [(route: Int, variant: PathPattern.Variant)]] = [:]
    var firstByHostShape: [String: (route: Int, variant: PathPattern.Variant)] = [:]
    for (index, route) in routes.enumerated() {
        var ownShapes: [String: PathPattern.Variant] = [:]
        // Each variant's shape, printed once: the host's check below reads them again.
        let shapes = route.path.variants.map { $0.shape(caseSensitive: caseSensitive) }
        for (variant, shape) in zip(route.path.variants, shapes) {
            if let same = ownShapes[shape] {
                diagnostics.error(
                    "the optional segments of route '\(route.name)' make one link two ways ('\(shape)' is "
                        + "'\(variant)' and '\(same)'); give the "
                        + "segments types that differ, or make one of them required",
                    at: pathLocations[index])
                break
            }
            ownShapes[shape] = variant
            for earlier in byShape[shape] ?? [] where earlier.route != index {
                if let problem = conflict(routes[earlier.route], earlier.variant, route, variant, shape: shape) {
                    if disjoint(earlier.route, index) {
                        // An any-host route and another: in-app links reach the any-host route only
                        // after the other passed them by, so neither needs a guard. Its in-app link
                        // is `http` where the other takes the `https` one, which `init(url:)` never
                        // reads: with or without a host value, it opens the any-host route.
                        if !routes[earlier.route].anyHost && !route.anyHost { guarded.formUnion([earlier.route, index]) }
                        continue
                    }
                    diagnostics.error(
                        problem, at: pathLocations[index],
                        notes: [Diagnostic.Note("'\(routes[earlier.route].name)' declared here", at: pathLocations[earlier.route])])
                }
            }
            byShape[shape, default: []].append((index, variant))
        }
        // Every route, open to the scheme or not: the parser finds a route by path, then refuses.
        guard caseSensitive, let hostScheme else { continue }
        for (variant, shape) in zip(route.path.variants, shapes) {
            // The shape with the first literal lower-cased, as a host compares; most first literals
            // already are, and their shape is the one printed above (matching compares case here).
            var key = shape
            if case .literal(let text)? = variant.segments.first, text.lowercased() != text {
                var hostShape = variant
                hostShape.segments[0] = .literal(text.lowercased())
                key = hostShape.shape(caseSensitive: true)
            }
            guard let same = firstByHostShape[key] else {
                firstByHostShape[key] = (index, variant)
                continue
            }
            // The same shape was judged above; fixed query items may tell the links apart.
            guard same.route != index, same.variant.shape(caseSensitive: true) != shape,
                conflict(routes[same.route], same.variant, route, variant, shape: key) != nil, !disjoint(same.route, index)
            else { continue }
            let other = routes[same.route]
            diagnostics.error(
                "route '\(route.name)' opens the same '\(hostScheme)' links as route '\(other.name)' ('\(route.path)' "
                    + "and '\(other.path)'): the first segment of '\(hostScheme)://…' is a host, which compares "
                    + "without case; change one of the paths",
                at: pathLocations[index],
                notes: [Diagnostic.Note("'\(other.name)' declared here", at: pathLocations[same.route])])
            break
        }
    }
    return guarded
}

/// Why `route` and the `earlier` route, whose variants have one shape, cannot both be; nil when
/// their query items tell their links apart, or decide between them.
///
/// Fixed items decide first: routes whose fixed items clash never take one link, and the one whose
/// fixed items include all of the other's is tried first. Of routes with the same fixed items,
/// required items (present, whatever their values) decide: the one that needs every item of the
/// other and more is tried first. Any other pair would open a link carrying both routes' items
/// by manifest order.
private func conflict(
    _ earlier: Route, _ earlierVariant: PathPattern.Variant, _ route: Route, _ variant: PathPattern.Variant, shape: String
) -> String? {
    let mine = Set(route.fixedQuery)
    let theirs = Set(earlier.fixedQuery)
    let clash = mine.contains { item in theirs.contains { $0.name == item.name && $0.value != item.value } }
    if clash || mine.isStrictSuperset(of: theirs) || theirs.isStrictSuperset(of: mine) { return nil }
    let paths = "('\(route.path)' and '\(earlier.path)')"
    guard mine == theirs else {
        let both = (route.fixedQuery + earlier.fixedQuery.filter { !mine.contains($0) }).map { "\($0.name)=\($0.value)" }
        return "route '\(route.name)' and route '\(earlier.name)' have the same path \(paths) and fixed query items "
            + "that one link can carry together ('?\(both.joined(separator: "&"))' would open either); give "
            + "'\(route.name)' every fixed item of '\(earlier.name)' and more, or a different value for one of them"
    }
    let needed = Set(route.presenceConditions)
    let neededEarlier = Set(earlier.presenceConditions)
    if needed.isStrictSuperset(of: neededEarlier) || neededEarlier.isStrictSuperset(of: needed) { return nil }
    guard needed == neededEarlier else {
        let items = route.fixedQuery.map { "\($0.name)=\($0.value)" }
            + (route.presenceConditions + earlier.presenceConditions.filter { !needed.contains($0) }).map { "\($0)=…" }
        return "route '\(route.name)' and route '\(earlier.name)' have the same path \(paths) and required query "
            + "items that one link can carry together ('?\(items.joined(separator: "&"))' would open either); give "
            + "'\(route.name)' every required item of '\(earlier.name)' and more"
    }
    let absent = [(route, variant), (earlier, earlierVariant)].filter { !$0.1.absentParameters.isEmpty }
    guard absent.isEmpty else {
        let described = absent.map { "'\($0.0.name)' without \($0.1.absentNames(of: $0.0.path))" }
        return "route '\(route.name)' and route '\(earlier.name)' open the same links '\(shape)' \(paths), "
            + "\(described.joined(separator: " and ")); change one of the paths"
    }
    let items = mine.isEmpty ? "" : ", with the same fixed query items"
    return "route '\(route.name)' accepts exactly the same URLs as route '\(earlier.name)' \(paths)\(items); "
        + "change one of the paths"
}

extension PathPattern.Variant {
    /// `'{lang?}'`: the optional segments this variant leaves out, for messages.
    func absentNames(of pattern: PathPattern) -> String {
        let names = absentParameters.sorted().map { "'{\(pattern.parameters[$0].name)?}'" }
        return names.joined(separator: " and ")
    }
}
