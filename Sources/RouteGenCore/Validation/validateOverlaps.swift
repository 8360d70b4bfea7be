/// Rejects two routes that accept exactly the same URLs.
///
/// Two patterns accept the same paths when they have the same shape: equal literals (ignoring
/// case when matching does) and parameters of equal types in the same places. Query parameters do
/// not tell such routes apart: the parser, and `Codable` decoding with it, decide by path.
func validateOverlaps(_ routes: [Route], caseSensitive: Bool, pathLocations: [SourceLocation], diagnostics: inout Diagnostics) {
    var firstByShape: [String: Int] = [:]
    for (index, route) in routes.enumerated() {
        let shape = route.path.shape(caseSensitive: caseSensitive)
        guard let first = firstByShape[shape] else {
            firstByShape[shape] = index
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
