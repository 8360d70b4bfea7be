/// Prints the parent hierarchy of a table as a diagram, for docs and reviews: each route is a node
/// labelled with its name and path, and an arrow goes from a parent to each child, so the diagram
/// reads as the back stacks deep links open.
package struct RouteGraphEmitter {
    /// The table to draw.
    package var table: RouteTable

    /// Creates an emitter for `table`.
    package init(table: RouteTable) {
        self.table = table
    }

    /// The diagram languages.
    package enum Format: String, CaseIterable, Sendable {
        /// A Mermaid flowchart, which GitHub renders in Markdown.
        case mermaid
        /// Graphviz DOT, for `dot -Tsvg`.
        case dot
    }

    /// The diagram in `format`, ending in a newline.
    ///
    /// Routes that no link opens are drawn dashed: only the app itself can push them; one without
    /// `path` says so in place of a path. Routes that open the link they carry are drawn apart, as
    /// hexagons: they open any route.
    package func render(_ format: Format) -> String {
        switch format {
        case .mermaid: mermaid()
        case .dot: dot()
        }
    }

    // MARK: - Mermaid

    private func mermaid() -> String {
        var lines = ["flowchart TD"]
        for route in table.routes {
            let label = "\(route.name)<br/>\(pattern(route))".replacingOccurrences(of: "\"", with: "#quot;")
            lines.append("    \(mermaidID(route.name))[\"\(label)\"]")
        }
        for route in table.routes {
            guard let parent = route.parentIndex else { continue }
            lines.append("    \(mermaidID(table.routes[parent].name)) --> \(mermaidID(route.name))")
        }
        for carrier in table.carriers {
            let label = "\(carrier.name)<br/>\(carrier.pathAndFixedQuery) opens \(carrier.carriedLink?.description ?? "")"
            lines.append("    \(mermaidID(carrier.name)){{\"\(label.replacingOccurrences(of: "\"", with: "#quot;"))\"}}")
        }
        let unlinked = table.routes.filter { !isLinked($0) }.map { mermaidID($0.name) }
        if !unlinked.isEmpty {
            lines.append("    classDef inAppOnly stroke-dasharray: 5 5")
            lines.append("    class \(unlinked.joined(separator: ",")) inAppOnly")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Words Mermaid reads as syntax when they are a node's id.
    private static let mermaidKeywords: Set<String> = [
        "end", "graph", "flowchart", "subgraph", "style", "class", "classDef", "click", "linkStyle", "direction", "default",
    ]

    /// A route's node id: its name (an identifier, so valid as is), with `_` after Mermaid's words.
    private func mermaidID(_ name: String) -> String {
        Self.mermaidKeywords.contains(name) ? name + "_" : name
    }

    // MARK: - DOT

    private func dot() -> String {
        var lines = ["digraph \(dotID(table.enumName)) {", "    node [shape=box];"]
        for route in table.routes {
            let style = isLinked(route) ? "" : ", style=dashed"
            lines.append("    \(dotID(route.name)) [label=\(dotID("\(route.name)\n\(pattern(route))"))\(style)];")
        }
        for route in table.routes {
            guard let parent = route.parentIndex else { continue }
            lines.append("    \(dotID(table.routes[parent].name)) -> \(dotID(route.name));")
        }
        for carrier in table.carriers {
            let label = "\(carrier.name)\n\(carrier.pathAndFixedQuery) opens \(carrier.carriedLink?.description ?? "")"
            lines.append("    \(dotID(carrier.name)) [label=\(dotID(label)), shape=hexagon];")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A quoted DOT id: quotes and backslashes escaped, a newline as `\n`.
    private func dotID(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n") + "\""
    }

    /// The second line of a route's node: its path and fixed items, or for a screen without `path`,
    /// where it is.
    private func pattern(_ route: Route) -> String {
        route.opensFromLinks ? route.pathAndFixedQuery : "in the app only"
    }

    /// Whether any link opens `route`: a universal link on one of the hosts, or a custom scheme.
    private func isLinked(_ route: Route) -> Bool {
        !table.linkScope(of: route).channels.isEmpty
    }
}
