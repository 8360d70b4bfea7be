/// Prints the routes of a table as `routegen list` shows them: one row per route with its name,
/// pattern, parameters, parent and the links that open it, like `rails routes`; a screen no link
/// opens (no `path`) has no pattern and is in the app only, and values no link carries (`values`)
/// have a column of their own.
package struct RouteListEmitter {
    /// The table to list.
    package var table: RouteTable

    /// Creates an emitter for `table`.
    package init(table: RouteTable) {
        self.table = table
    }

    /// The output formats.
    package enum Format: String, CaseIterable, Sendable {
        /// Aligned columns for a terminal.
        case table
        /// A Markdown table, for docs and pull requests.
        case markdown
        /// One JSON object per route, for scripts.
        case json
    }

    /// One route, as the listing shows it.
    package struct Row: Equatable, Sendable {
        /// The case name: `productDetail`.
        package var name: String
        /// The path, then the query items in URI-template form: `/products{?category}`; empty for
        /// a screen no link opens.
        package var pattern: String
        /// The values a link carries, as they type: `id: UUID`, `category: String = all`, `q: String?`.
        package var parameters: [String]
        /// The values no link carries (`values`), as they type: `preloaded: Models.Status?`.
        package var values: [String] = []
        /// Whether links open the route: false for a screen of the app only, which has no `path`.
        package var opensFromLinks = true
        /// The parent route's name, if any.
        package var parent: String?
        /// What opens the route: `https` for universal links, then each custom scheme.
        package var links: [String]
        /// The tab whose stack a link opens, in a manifest with `tabs`.
        package var tab: String? = nil
        /// How the route is presented, when it is not pushed: `sheet`, `fullScreenCover`.
        package var presentation: String? = nil
        /// For a route that opens the link it carries rather than a screen: where it finds it.
        package var carriedLink: String? = nil
        /// Whether that route carries a path on its own channel (`opensPathIn`) rather than a link.
        package var carriesPath = false

        /// `profile, sheet`: where the router shows the route, beyond pushing it.
        var shown: String? {
            let parts = [tab, presentation, carriedLink.map { "opens the \(carriesPath ? "path" : "link") in \($0)" }].compactMap { $0 }
            return parts.isEmpty ? nil : parts.joined(separator: ", ")
        }
    }

    /// The rows, in manifest order: the enum's routes, then those that carry links.
    package var rows: [Row] {
        table.linkRoutes.map { route in
            // RFC 6570's `{?a,b}`, or `{&a,b}` after fixed items: `/library?action=bookmarks{&sort}`;
            // a carried link is one more item, or the fragment's `{#link}`; items in the fragment `{#a,b}`.
            let expansion = route.reading.contains(.itemsInFragment) ? "#" : route.fixedQuery.isEmpty ? "?" : "&"
            var items = route.query.map(\.name)
            if case .queryItem(let name)? = route.carriedLink { items.append(name) }
            let query = (items.isEmpty ? "" : "{\(expansion)" + items.joined(separator: ",") + "}")
                + (route.carriedLink == .fragment ? (route.carriesPath ? "{#path}" : "{#link}") : "")
            // A route only a carrier opens has no link of its own.
            let links = route.isCarriedOnly ? ["carried only"] : table.linkScope(of: route).channels.flatMap { channel in
                switch channel {
                case .universalLink: [route.hosts.map { "https (\($0.joined(separator: ", ")))" } ?? "https"]
                case .customScheme: table.schemes.map(\.name)
                case .inApp: ["http, https (any host, in the app)"]
                }
            }
            return Row(
                name: route.name,
                pattern: route.opensFromLinks ? route.pathAndFixedQuery + query : "",
                parameters: route.linkParameters.map(Self.describe),
                values: route.values.map(Self.describe),
                opensFromLinks: route.opensFromLinks,
                parent: route.parentIndex.map { table.routes[$0].name },
                links: links,
                tab: route.tabIndex.map { table.navigation.tabs[$0].name },
                presentation: route.presentation == .push ? nil : route.presentation.rawValue,
                carriedLink: route.carriedLink?.description, carriesPath: route.carriesPath)
        }
    }

    /// The listing in `format`, ending in a newline.
    package func render(_ format: Format) -> String {
        switch format {
        case .table: renderTable()
        case .markdown: renderMarkdown()
        case .json: renderJSON()
        }
    }

    // MARK: - Formats

    /// Whether the listing has a `Shown` column: with `tabs` or a presented route.
    private var showsNavigation: Bool { rows.contains { $0.shown != nil } }

    /// Whether the listing has a `Values` column: when a route holds values no link carries.
    private var showsValues: Bool { rows.contains { !$0.values.isEmpty } }

    private var headers: [String] {
        ["Name", "Pattern", "Parameters"] + (showsValues ? ["Values"] : []) + ["Parent", "Links"]
            + (showsNavigation ? ["Shown"] : [])
    }

    /// What the `Links` cell says: the channels, `none` for a route closed to every one, and for a
    /// screen without `path` that only the app shows.
    private static func links(_ row: Row) -> String {
        guard row.opensFromLinks else { return "in the app only" }
        return row.links.isEmpty ? "none" : row.links.joined(separator: ", ")
    }

    /// The cells of each row, `-` for nothing, as the table and Markdown show them.
    private var cells: [[String]] {
        rows.map { row in
            [row.name, row.opensFromLinks ? row.pattern : "-", row.parameters.isEmpty ? "-" : row.parameters.joined(separator: ", ")]
                + (showsValues ? [row.values.isEmpty ? "-" : row.values.joined(separator: ", ")] : [])
                + [row.parent ?? "-", Self.links(row)] + (showsNavigation ? [row.shown ?? "-"] : [])
        }
    }

    private func renderTable() -> String {
        let headers = headers
        let all = [headers] + cells
        let widths = headers.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
        return all.map { cells in
            cells.indices.map { column in
                column == cells.count - 1 ? cells[column] : cells[column].padding(widths[column])
            }.joined(separator: "  ")
        }.joined(separator: "\n") + "\n"
    }

    private func renderMarkdown() -> String {
        // Code spans for names and patterns; a `|` inside one is still a column break in GitHub's tables.
        let code = { (text: String) in text == "-" ? text : "`" + text.replacingOccurrences(of: "|", with: "\\|") + "`" }
        let escaped = rows.map { row in
            [
                code(row.name), row.opensFromLinks ? code(row.pattern) : "-",
                row.parameters.isEmpty ? "-" : row.parameters.map(code).joined(separator: ", "),
            ]
                + (showsValues ? [row.values.isEmpty ? "-" : row.values.map(code).joined(separator: ", ")] : [])
                + [row.parent.map(code) ?? "-", Self.links(row)] + (showsNavigation ? [row.shown ?? "-"] : [])
        }
        let lines = ["| " + headers.joined(separator: " | ") + " |", "|" + String(repeating: " --- |", count: headers.count)]
            + escaped.map { "| " + $0.joined(separator: " | ") + " |" }
        return lines.joined(separator: "\n") + "\n"
    }

    private func renderJSON() -> String {
        let objects = rows.map { row in
            // A screen no link opens has no pattern: its `links` are empty, and it has no `pattern`.
            var fields = [("name", JSONText.string(row.name))]
            if row.opensFromLinks { fields.append(("pattern", JSONText.string(row.pattern))) }
            fields.append(("parameters", JSONText.array(row.parameters)))
            if !row.values.isEmpty { fields.append(("values", JSONText.array(row.values))) }
            if let parent = row.parent { fields.append(("parent", JSONText.string(parent))) }
            fields.append(("links", JSONText.array(row.links)))
            if let tab = row.tab { fields.append(("tab", JSONText.string(tab))) }
            if let presentation = row.presentation { fields.append(("presentation", JSONText.string(presentation))) }
            if let carried = row.carriedLink {
                fields.append((row.carriesPath ? "opensPathIn" : "opensLinkIn", JSONText.string(carried)))
            }
            return "  { " + fields.map { "\(JSONText.string($0.0)): \($0.1)" }.joined(separator: ", ") + " }"
        }
        return objects.isEmpty ? "[]\n" : "[\n" + objects.joined(separator: ",\n") + "\n]\n"
    }

    /// `id: UUID`, `category: String = all`, `q: String?`, `tags: [String]`.
    private static func describe(_ parameter: Parameter) -> String {
        if case .defaulted(let value) = parameter.presence {
            return "\(parameter.name): \(parameter.typeDescription) = \(value)"
        }
        return "\(parameter.name): \(parameter.typeDescription)"
    }
}

extension String {
    /// The string padded with spaces to `width` characters, for aligned columns.
    fileprivate func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
