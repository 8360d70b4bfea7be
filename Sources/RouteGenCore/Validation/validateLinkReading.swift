/// Checks a route's link-reading opt-ins, and `carriedOnly`: each where it means something, and
/// none that the AASA file or the printer could not keep.
///
/// - Parameter path: The route's pattern, parsed.
/// - Returns: How the route reads its links, and whether only a carried link opens it.
func validateLinkReading(
    _ entry: Manifest.Route, route name: String, path: PathPattern, diagnostics: inout Diagnostics
) -> (reading: LinkReading, isCarriedOnly: Bool) {
    var reading: LinkReading = []
    var isCarriedOnly = false
    let carrierKey = entry.opensLinkIn != nil ? "opensLinkIn" : entry.opensPathIn != nil ? "opensPathIn" : nil
    if let flag = entry.carriedOnly, flag.value {
        if let carrierKey {
            diagnostics.error(
                "route '\(name)' carries a link itself ('\(carrierKey)'); 'carriedOnly' is for a route with a screen that "
                    + "only a carried link opens",
                at: flag.location)
        }
        isCarriedOnly = true
    }
    if let flag = entry.itemsInFragment, flag.value {
        if let carrierKey {
            diagnostics.error(
                "route '\(name)' carries a link ('\(carrierKey)'), which has no items to read; remove 'itemsInFragment'",
                at: flag.location)
        }
        if entry.query.isEmpty {
            diagnostics.error(
                "route '\(name)' reads its query items from the fragment but has none; declare them in 'query' "
                    + "(\"channel_id\": \"String\") or remove 'itemsInFragment'",
                at: flag.location)
        }
        // The AASA file can ask for a fragment, not for items in it: a fixed item there could not
        // choose between routes of one path as the file does.
        for item in entry.query where item.equals != nil {
            diagnostics.error(
                "route '\(name)' reads its items from the fragment, where a fixed item ('equals') cannot choose the "
                    + "route: an apple-app-site-association file cannot see it; declare '\(item.name.value)' with a type",
                at: item.name.location)
        }
        reading.insert(.itemsInFragment)
    }
    if let flag = entry.decodesBeforeSplitting, flag.value {
        // A carrier's path has no values to split differently: the link it carries is read as
        // any link, twice when it has `%2F`. (A second reading opens a route that decodes, or
        // nothing; a carrier that takes it refuses it, so it must not decode itself.)
        if let carrierKey {
            diagnostics.error(
                "route '\(name)' carries a link ('\(carrierKey)'), which is read as any link, twice when it has '%2F'; "
                    + "remove 'decodesBeforeSplitting'",
                at: flag.location)
        }
        reading.insert(.decodesBeforeSplitting)
    }
    if let flag = entry.keepsEmptySegments, flag.value {
        if !path.variants.allSatisfy(\.endsWithRest) {
            diagnostics.error(
                "route '\(name)' keeps empty segments, which only a rest parameter at the end of its path can hold "
                    + "(\"/wiki/{title...}\"); add one or remove 'keepsEmptySegments'",
                at: flag.location)
        }
        if reading.contains(.decodesBeforeSplitting), let decodes = entry.decodesBeforeSplitting {
            diagnostics.error(
                "route '\(name)' both keeps empty segments and decodes before splitting; a decoded '%2F' next to a "
                    + "'/' would read as an empty segment, so choose one",
                at: decodes.location)
        }
        reading.insert(.keepsEmptySegments)
    }
    return (reading, isCarriedOnly)
}

/// Checks that a carrier can reach every route only a carrier opens (`LinkScope.reaches`): one open
/// on a channel the route is open on too, since a carried route must be open on the carrying
/// link's channel, and for universal links on a host of the route's when it carries paths only,
/// since a carried path is read on the carrier's host (a whole link names its own).
///
/// - Parameter entries: The manifest's entries of `routes`, by the same index.
func validateCarriedOnly(
    _ routes: [Route], entries: [Manifest.Route], carriers: [Route], hosts: [String], hasSchemes: Bool,
    diagnostics: inout Diagnostics
) {
    let carrierScopes = carriers.map { (scope: LinkScope($0, hosts: hosts, hasSchemes: hasSchemes), carriesPath: $0.carriesPath) }
    for (route, entry) in zip(routes, entries) where route.isCarriedOnly {
        // `RouteTable.carriers(reaching:)` asks the same of the table: the catalog names these carriers.
        let scope = LinkScope(route, hosts: hosts, hasSchemes: hasSchemes)
        let isReached = carrierScopes.contains { $0.scope.reaches(scope, carriesPath: $0.carriesPath) }
        guard !isReached, let flag = entry.carriedOnly else { continue }
        diagnostics.error(
            "route '\(route.name)' opens only through a carrier, but no route carries links on its channels and hosts; add a "
                + "route with 'opensPathIn' (\"?url\") or 'opensLinkIn', or remove 'carriedOnly'",
            at: flag.location)
    }
}

/// Marks the routes a stored path could confuse with a route only a carrier opens: a path is read
/// on every channel, where such a route is there (`/settings` beside `/{slug}`), so these routes
/// store their link instead. Conservative: any variant that may share a link with one of theirs.
///
/// Each variant's shapes are computed once, and a variant that starts with a literal is compared
/// only with the carried-only variants of that literal or that start otherwise: comparing every
/// pair, shapes computed for each, was quadratic (14 G instructions for 10,000 routes, 500 of
/// them carried only).
func markPathsSharedWithCarriedOnly(_ routes: inout [Route], caseSensitive: Bool) {
    let carriedOnly = routes.filter(\.isCarriedOnly).flatMap(\.path.variants).map { VariantShapes($0, caseSensitive: caseSensitive) }
    guard !carriedOnly.isEmpty else { return }
    var byFirstLiteral: [String: [Int]] = [:]
    var startingOtherwise: [Int] = []
    for (index, variant) in carriedOnly.enumerated() {
        if case .literal(let text)? = variant.shapes.first {
            byFirstLiteral[text, default: []].append(index)
        } else {
            startingOtherwise.append(index)
        }
    }
    for index in routes.indices where !routes[index].isCarriedOnly {
        routes[index].sharesPathWithCarriedOnly = routes[index].path.variants.contains { variant in
            let shapes = VariantShapes(variant, caseSensitive: caseSensitive)
            // A literal shares a link with the same literal, or a segment of another shape.
            guard case .literal(let text)? = shapes.shapes.first else { return carriedOnly.contains { mayShareLinks(shapes, $0) } }
            return startingOtherwise.contains { mayShareLinks(shapes, carriedOnly[$0]) }
                || (byFirstLiteral[text] ?? []).contains { mayShareLinks(shapes, carriedOnly[$0]) }
        }
    }
}

/// A variant's segments as matching sees them (``PathPattern/Variant/shapes(caseSensitive:)``),
/// and whether a rest parameter ends it.
private struct VariantShapes {
    var shapes: [SegmentShape]
    var endsWithRest: Bool
    /// How many of `shapes` come before a rest parameter that is not last; nil without one.
    var segmentsBeforeRestInside: Int?

    init(_ variant: PathPattern.Variant, caseSensitive: Bool) {
        shapes = variant.shapes(caseSensitive: caseSensitive)
        endsWithRest = variant.endsWithRest
        segmentsBeforeRestInside = variant.restInside?.index
    }
}

/// Whether some path is a link of both variants, values of any type: segment by segment, as far
/// as both go when one ends with a rest parameter.
private func mayShareLinks(_ a: VariantShapes, _ b: VariantShapes) -> Bool {
    // A rest parameter inside takes the segments between its head and its tail, any number: both
    // ends must meet the other's, which must be long enough. Two such rests may share (as a link).
    if a.segmentsBeforeRestInside != nil, b.segmentsBeforeRestInside != nil { return true }
    if let head = a.segmentsBeforeRestInside ?? b.segmentsBeforeRestInside {
        let (inside, other) = a.segmentsBeforeRestInside != nil ? (a.shapes, b) : (b.shapes, a)
        let tail = inside.count - head
        guard other.endsWithRest || other.shapes.count >= inside.count else { return false }
        let heads = zip(inside.prefix(head), other.shapes.prefix(head))
        let tails = other.endsWithRest ? [] : Array(zip(inside.suffix(tail), other.shapes.suffix(tail)))
        return (Array(heads) + tails).allSatisfy(mayShare)
    }
    let (x, y) = (a.shapes, b.shapes)
    let lengthsMeet = x.count == y.count || (a.endsWithRest && x.count <= y.count) || (b.endsWithRest && y.count <= x.count)
    guard lengthsMeet else { return false }
    return zip(x, y).allSatisfy(mayShare)
}

/// Whether one segment can be both shapes: two literals that are one, a literal a compound takes, or
/// any shape with a value.
private func mayShare(_ pair: (SegmentShape, SegmentShape)) -> Bool {
    switch pair {
    case (.literal(let first), .literal(let second)): first == second
    case (.literal(let text), .compound(let shape)), (.compound(let shape), .literal(let text)): shape.accepts(text)
    default: true
    }
}
