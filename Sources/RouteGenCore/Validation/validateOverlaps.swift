/// Rejects two routes that accept exactly the same URLs.
///
/// Two patterns accept the same paths when they have the same shape: equal literals (ignoring
/// case when matching does) and parameters of equal types in the same places. Query parameters do
/// not tell such routes apart: the parser, and `Codable` decoding with it, decide by path.
///
/// - Parameter hostScheme: A scheme whose first segment stands where a host would
///   (`mail://inbox`), if the manifest has one. A host compares without case (RFC 3986), so on it
///   `/inbox` and `/Inbox` are one link even where paths compare case.
func validateOverlaps(
    _ routes: [Route], caseSensitive: Bool, hostScheme: String?, pathLocations: [SourceLocation],
    diagnostics: inout Diagnostics
) {
    var firstByShape: [String: Int] = [:]
    var firstByHostShape: [String: Int] = [:]
    for (index, route) in routes.enumerated() {
        let shape = route.path.shape(caseSensitive: caseSensitive)
        guard let first = firstByShape[shape] else {
            firstByShape[shape] = index
            // Every route, open to the scheme or not: the parser finds a route by path, then refuses.
            guard caseSensitive, let hostScheme else { continue }
            var hostShape = route.path
            if case .literal(let text)? = hostShape.segments.first { hostShape.segments[0] = .literal(text.lowercased()) }
            let key = hostShape.shape(caseSensitive: true)
            guard let same = firstByHostShape[key] else {
                firstByHostShape[key] = index
                continue
            }
            let other = routes[same]
            diagnostics.error(
                "route '\(route.name)' opens the same '\(hostScheme)' links as route '\(other.name)' ('\(route.path)' "
                    + "and '\(other.path)'): the first segment of '\(hostScheme)://…' is a host, which compares "
                    + "without case; change one of the paths",
                at: pathLocations[index],
                notes: [Diagnostic.Note("'\(other.name)' declared here", at: pathLocations[same])])
            continue
        }
        let other = routes[first]
        diagnostics.error(
            "route '\(route.name)' accepts exactly the same URLs as route '\(other.name)' ('\(route.path)' and "
                + "'\(other.path)'); change one of the paths",
            at: pathLocations[index],
            notes: [Diagnostic.Note("'\(other.name)' declared here", at: pathLocations[first])])
    }
}
