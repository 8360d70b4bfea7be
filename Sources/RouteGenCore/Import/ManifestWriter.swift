/// Prints a drafted manifest as `routes.json` text: fixed key order, one route per line, so the
/// draft reads like a manifest written by hand and a re-import diffs line by line.
struct ManifestWriter {
    let appID: String
    let hosts: [String]
    let schemes: [String]
    let caseSensitive: Bool
    var routes: [DraftRoute]

    /// Each route's `examples`, by its index in `routes`.
    var examples: [Int: [String]] = [:]

    var json: String {
        typealias Root = ManifestKeys.Root
        typealias Route = ManifestKeys.Route
        var lines = ["{", "  " + member(Root.version, "1") + ",", "  " + member(Root.enumName, #""AppRoute""#) + ","]
        lines.append("  " + member(Root.hosts, JSONText.array(hosts)) + ",")
        if !schemes.isEmpty { lines.append("  " + member(Root.schemes, JSONText.array(schemes)) + ",") }
        lines.append("  " + member(Root.appIDs, JSONText.array([appID])) + ",")
        if !caseSensitive { lines.append("  " + member(Root.caseSensitive, "false") + ",") }
        lines.append("  " + member(Root.routes, "["))
        let names = Self.names(of: routes)
        for (index, route) in routes.enumerated() {
            var keys = [member(Route.name, JSONText.string(names[index])), member(Route.path, JSONText.string(route.path))]
            if !route.requiredQuery.isEmpty {
                let types = route.requiredQuery.map { "\(JSONText.string($0)): \"String\"" }
                keys.append(member(Route.query, "{ " + types.joined(separator: ", ") + " }"))
            }
            if !route.opensApp { keys.append(member(Route.universalLink, "false")) }
            let origin = route.opensApp ? "'\(route.source)'" : "the exclude '\(route.source)'"
            keys.append(member(Route.doc, JSONText.string("Drafted from \(origin) of the AASA file.")))
            if let links = examples[index], !links.isEmpty { keys.append(member(Route.examples, JSONText.array(links))) }
            lines.append("    { " + keys.joined(separator: ", ") + " }" + (index < routes.count - 1 ? "," : ""))
        }
        lines += ["  ]", "}", ""]
        return lines.joined(separator: "\n")
    }

    /// `"key": value`, the key's name from the manifest's key table.
    private func member(_ key: ManifestKey, _ json: String) -> String {
        JSONText.string(key.name) + ": " + json
    }

    /// A name per route from the words of its pattern (`/products/*/reviews` is `productsReviews`),
    /// unique, and never a member the route enum already has.
    static func names(of routes: [DraftRoute]) -> [String] {
        var used: Set<String> = []
        return routes.map { route in
            var name = SwiftIdentifier.lowerCamelCased(route.nameWords)
            if route.segments.isEmpty { name = "home" }
            if !SwiftIdentifier.isLowerCamelCase(name) { name = "route" + (name.first?.isNumber == true ? name : "") }
            if !SwiftIdentifier.isLowerCamelCase(name) { name = "route" }
            if DeclaredNames.members.contains(name) { name += "Route" }
            var unique = name
            var suffix = 2
            while used.contains(unique) {
                unique = "\(name)\(suffix)"
                suffix += 1
            }
            used.insert(unique)
            return unique
        }
    }
}
