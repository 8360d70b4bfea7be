/// Prints `routegen catalog`: one self-contained HTML page of every link of a manifest, for the
/// people who test and publish links. It holds what `routegen list` shows, from the same rows,
/// and for each route its examples as tappable links on every channel, the stack each opens and
/// the AASA verdict on each host, and a form that builds a link from typed values. A screen no
/// link opens (no `path`) is there too, in the app only: its values, its back stack, no link.
///
/// The page works without script (some mail and file previews run none): everything but the
/// filter and the link builder is HTML. Every text from the manifest is escaped where it is
/// printed, and the page's Content-Security-Policy runs no script and applies no style but its own.
package struct CatalogEmitter {
    /// The plan of the manifest to show.
    package var plan: GenerationPlan

    /// Creates an emitter for `plan`.
    package init(plan: GenerationPlan) {
        self.plan = plan
    }

    private var table: RouteTable { plan.table }

    /// The page.
    package func render() -> String {
        let rows = RouteListEmitter(table: table).rows
        let routes = table.linkRoutes
        let explainer = LinkExplainer(plan: plan)
        let shadows = LinkShadows(plan: plan)
        var templates: [LinkTemplate] = []
        var articles: [String] = []
        for (route, row) in zip(routes, rows) {
            let template = plan.linkTemplate(of: route, shadows: shadows)
            let index = template.map { _ in templates.count }
            if let template { templates.append(template) }
            articles.append(article(
                route, row, template: template, examples: plan.exampleLinks(of: route, explainer: explainer),
                templateIndex: index))
        }
        var body = ""
        for group in groups(routes) {
            body += "<section class=\"group\">\n<h2>\(HTMLText.escaped(group.title))</h2>\n"
            body += group.members.map { articles[$0] }.joined()
            body += "</section>\n"
        }
        let title = "\(table.enumName) links"
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="color-scheme" content="light dark">
            <meta http-equiv="Content-Security-Policy" content="\(CatalogPage.policy)">
            <meta name="generator" content="RouteGen">
            <title>\(HTMLText.escaped(title))</title>
            <style>\(CatalogPage.styleText)</style>
            </head>
            <body>
            <header>
            <h1>\(HTMLText.escaped(title))</h1>
            <p class="summary">\(HTMLText.escaped(summary))</p>
            <input id="filter" type="search" placeholder="Filter by name, path or link" autocomplete="off" spellcheck="false" aria-label="Filter the routes">
            <p id="count" aria-live="polite">\(routes.count) routes</p>
            </header>
            <main>
            <details class="tree"><summary>Routes by parent</summary>
            \(tree(routes))</details>
            \(body)</main>
            <script type="application/json" id="routegen-routes">\(HTMLText.scriptData(data(templates)))</script>
            <script>\(CatalogPage.script)</script>
            </body>
            </html>

            """
    }

    // MARK: Page parts

    /// `12 routes · universal links on shop.example.com · custom scheme shop:`.
    private var summary: String {
        var parts = ["\(table.linkRoutes.count) routes"]
        if !table.hosts.isEmpty { parts.append("universal links on " + table.hosts.joined(separator: ", ")) }
        if !table.schemes.isEmpty {
            let schemes = table.schemes.map { $0.name + ":" + ($0.caseSensitiveHost ? " (its host compared with its case)" : "") }
            parts.append("custom scheme " + schemes.joined(separator: ", "))
        }
        return parts.joined(separator: " · ")
    }

    /// The routes by tab, then by the fragment (module) that declares them, in the manifest's
    /// order of tabs and fragments, the manifest's own routes first; routes that carry links last.
    private func groups(_ routes: [Route]) -> [(title: String, members: [Int])] {
        var keyed: [(key: [Int], title: String, members: [Int])] = []
        for (index, route) in routes.enumerated() {
            var key = [route.carriedLink == nil ? 0 : 1, route.tabIndex ?? -1, route.fragmentIndex ?? -1]
            var parts: [String] = []
            if route.carriedLink != nil {
                key = [1]
                parts = ["Links that carry links"]
            } else {
                if let tab = route.tabIndex { parts.append("Tab: " + table.navigation.tabs[tab].title) }
                if let fragment = route.fragmentIndex {
                    parts.append("Module: " + table.fragments[fragment].name)
                } else if !table.fragments.isEmpty {
                    parts.append("The app's own routes")
                }
            }
            if let existing = keyed.firstIndex(where: { $0.key == key }) {
                keyed[existing].members.append(index)
            } else {
                keyed.append((key, parts.isEmpty ? "Routes" : parts.joined(separator: " · "), [index]))
            }
        }
        return keyed.sorted { $0.key.lexicographicallyPrecedes($1.key) }.map { ($0.title, $0.members) }
    }

    /// The rows of a route's card for how it reads its links, beyond its path and items.
    private func linkReading(_ route: Route) -> [(String, String)] {
        var rows: [(String, String)] = []
        if let carried = route.carriedLink {
            let form = route.carriesPath ? "a path, read on this link's channel and host" : "a whole link of the app's"
            rows.append(("Carries", "\(form), in <code>\(HTMLText.escaped(carried.description))</code>"))
        }
        if route.reading.contains(.itemsInFragment) { rows.append(("Items", "in the fragment: <code>#name=value&amp;…</code>")) }
        if route.reading.contains(.decodesBeforeSplitting) { rows.append(("Path", "split after decoding: <code>%2F</code> separates segments")) }
        if route.reading.contains(.keepsEmptySegments) {
            rows.append(("Path", "its rest parameter keeps empty segments: <code>//</code> is an empty one"))
        }
        return rows
    }

    /// The parent hierarchy as nested lists of links to the routes.
    private func tree(_ routes: [Route]) -> String {
        var children = Array(repeating: [Int](), count: routes.count)
        var roots: [Int] = []
        for (index, route) in routes.enumerated() {
            if let parent = route.parentIndex { children[parent].append(index) } else { roots.append(index) }
        }
        func list(_ members: [Int]) -> String {
            "<ul>" + members.map { index in
                let name = HTMLText.escaped(routes[index].name)
                let nested = children[index].isEmpty ? "" : list(children[index])
                return "<li><a href=\"#route-\(name)\">\(name)</a>\(nested)</li>"
            }.joined() + "</ul>"
        }
        return list(roots) + "\n"
    }

    private func article(
        _ route: Route, _ row: RouteListEmitter.Row, template: LinkTemplate?, examples: [ExampleLink], templateIndex: Int?
    ) -> String {
        let name = HTMLText.escaped(route.name)
        let title = route.title.parts.map { part -> String in
            switch part {
            case .text(let text): text
            case .value(let index): route.parameters.indices.contains(index) ? "{\(route.parameters[index].name)}" : ""
            }
        }.joined()
        var details: [(String, String)] = []
        for prefix in template?.prefixes ?? [] {
            let label = prefix.channel == .universalLink ? "Universal link" : "Custom scheme"
            let pattern = "<code class=\"pattern\">\(HTMLText.escaped(prefix.text + row.pattern))</code>"
            // A route without values has one link per channel: the pattern is it, to tap.
            guard let path = template?.pathWithoutValues else {
                details.append((label, pattern))
                continue
            }
            let link = HTMLText.escaped(prefix.text + path)
            details.append((label, "<a class=\"link\" data-channel=\"\(prefix.channel.rawValue)\" href=\"\(link)\">\(pattern)</a>"))
        }
        if let hosts = route.hosts {
            details.append(("Hosts", "only " + hosts.map { "<code>\(HTMLText.escaped($0))</code>" }.joined(separator: ", ")))
        }
        if route.anyHost {
            // No file or scheme lists every host: links tapped in the app are the route's only door.
            let host = route.hostParameter.map { ", its host in <code>\(HTMLText.escaped($0))</code>" } ?? ""
            details.append((
                "Links", "<code>http</code> and <code>https</code> links on any host\(host), tapped in the app only "
                    + "(<code>init(inAppURL:)</code>), after the app's own routes"))
        }
        if !route.opensFromLinks {
            details.append(("Links", "none: in the app only, a screen without <code>path</code> that no link opens"))
        } else if route.isCarriedOnly {
            let carriers = table.carriers(reaching: route).map { "<a href=\"#route-\(HTMLText.escaped($0.name))\"><code>\(HTMLText.escaped($0.name))</code></a>" }
            details.append(("Links", "only carried, by " + carriers.joined(separator: ", ") + ": its own link opens nothing"))
        } else if row.links.isEmpty {
            details.append(("Links", "none: only the app opens this screen"))
        }
        details += linkReading(route)
        if !row.parameters.isEmpty {
            details.append(("Parameters", row.parameters.map { "<code>\(HTMLText.escaped($0))</code>" }.joined(separator: ", ")))
        }
        if !row.values.isEmpty {
            // No field of the link builder: the app gives them, a link opens the route without them.
            let values = zip(row.values, route.values).map { text, value in
                "<code>\(HTMLText.escaped(text))</code>" + (value.doc.map { ": " + HTMLText.escaped($0) } ?? "")
            }
            details.append((route.opensFromLinks ? "Values no link carries" : "Values", values.joined(separator: "<br>")))
        }
        // A rest parameter that is not last: what it takes is not where it is written.
        if let rest = route.path.variants.first?.restInside, case .rest(let restName) = route.path.variants[0].segments[rest.index] {
            let count = rest.suffixLength == 1 ? "segment" : "\(rest.suffixLength) segments"
            details.append((
                "Rest", "<code>{\(HTMLText.escaped(restName))...}</code> takes whatever comes before the link's last \(count), maybe nothing"
            ))
        }
        let documented = route.query.filter { $0.doc != nil }
        if !documented.isEmpty {
            details.append((
                "Query items",
                documented.map { "<code>\(HTMLText.escaped($0.name))</code>: \(HTMLText.escaped($0.doc ?? ""))" }
                    .joined(separator: "<br>")
            ))
        }
        var chain: [String] = []
        var parent = route.parentIndex
        while let index = parent, chain.count < table.routes.count {
            chain.insert(table.routes[index].name, at: 0)
            parent = table.routes[index].parentIndex
        }
        if !chain.isEmpty {
            details.append((
                "Back stack",
                (chain + [route.name]).map { "<a href=\"#route-\(HTMLText.escaped($0))\"><code>\(HTMLText.escaped($0))</code></a>" }
                    .joined(separator: " › ")
            ))
        }
        if let shown = row.shown { details.append(("Shown", HTMLText.escaped(shown))) }
        if let fragment = route.fragmentIndex.map({ table.fragments[$0] }) {
            details.append(("Declared in", "\(HTMLText.escaped(fragment.name)) (<code>\(HTMLText.escaped(fragment.path))</code>)"))
        }
        if !route.requirements.isEmpty {
            details.append(("Requires", route.requirements.map { "<code>\(HTMLText.escaped($0))</code>" }.joined(separator: ", ")))
        }
        var html = "<article class=\"route\" id=\"route-\(name)\""
        if let templateIndex { html += " data-route=\"\(templateIndex)\"" }
        html += ">\n"
        html += "<h3><code>\(name)</code> <span class=\"title\">\(HTMLText.escaped(title))</span></h3>\n"
        if let doc = route.doc { html += "<p class=\"doc\">\(HTMLText.escaped(doc))</p>\n" }
        html += "<dl>" + details.map { "<dt>\($0.0)</dt><dd>\($0.1)</dd>" }.joined() + "</dl>\n"
        if !examples.isEmpty {
            html += "<ul class=\"examples\">\n" + examples.map(exampleItem).joined() + "</ul>\n"
        }
        return html + "</article>\n"
    }

    /// One example: its links, the stack it opens, and the verdict of each host's AASA file.
    private func exampleItem(_ example: ExampleLink) -> String {
        var html = "<li>"
        for link in example.links {
            let url = HTMLText.escaped(link.url)
            html += "<a class=\"example\" data-channel=\"\(link.channel.rawValue)\" href=\"\(url)\">\(url)</a>"
        }
        html += "<p class=\"opens\">Opens " + example.stack.map { "<code>\(HTMLText.escaped($0))</code>" }.joined(separator: " › ") + "</p>"
        if !example.verdicts.isEmpty {
            html += "<p class=\"verdicts\">AASA: " + example.verdicts.map { verdict in
                let host = HTMLText.escaped(verdict.host)
                switch (verdict.opensApp, verdict.opensRoute) {
                case (true, true): return "\(host) <span class=\"yes\">opens the app</span>"
                case (true, false): return "\(host) <span class=\"no\">opens the app, which has no route for it there</span>"
                case (false, _): return "\(host) <span class=\"no\">stays in the browser</span>"
                }
            }.joined(separator: "; ") + "</p>"
        }
        return html + "</li>\n"
    }

    // MARK: Data

    /// The link templates as the script reads them: JSON, printed by hand so the page's bytes
    /// depend only on the manifest, and terse, since a thousand routes carry it.
    ///
    /// `{"ignoresCase": Bool, "prefixes": [text…], "routes": [route…]}`, where a route is `p`, its
    /// parameters as `[name, type, presence, default]` (presence `r` required, `o` optional, `l`
    /// list, `d` defaulted, `e` defaulted by a Swift expression the page cannot compare); `l`, its
    /// links as `[channel, prefix index]`; `s`, its path parts (`["l", text]`, `["v", value,
    /// shadows]`, `["c", texts, values, escaping]`, `["r", value, route an empty one opens,
    /// shadows]`, shadows left out when none); then when present `f`, its fixed query items; `q`,
    /// its query items as `[name, value]`; `h`, the value in its fragment; `i`, 1 when its items
    /// are in the fragment; `d`, 1 when it decodes before splitting.
    private func data(_ templates: [LinkTemplate]) -> String {
        var prefixes: [String] = []
        var prefixIndex: [String: Int] = [:]
        let records = templates.map { template in
            let parameters = template.parameters.map { parameter in
                let fields = [JSONText.string(parameter.name), JSONText.string(parameter.type.description)]
                switch parameter.presence {
                case .required: return "[" + (fields + ["\"r\""]).joined(separator: ",") + "]"
                case .optional: return "[" + (fields + ["\"o\""]).joined(separator: ",") + "]"
                case .list: return "[" + (fields + ["\"l\""]).joined(separator: ",") + "]"
                case .defaulted(.expression(let expression)):
                    return "[" + (fields + ["\"e\"", JSONText.string(expression)]).joined(separator: ",") + "]"
                case .defaulted(let value):
                    return "[" + (fields + ["\"d\"", JSONText.string(value.description)]).joined(separator: ",") + "]"
                }
            }
            let links = template.prefixes.map { prefix in
                let index = prefixIndex[prefix.text] ?? prefixes.count
                if index == prefixes.count {
                    prefixIndex[prefix.text] = index
                    prefixes.append(prefix.text)
                }
                return "[\"\(prefix.channel == .universalLink ? "u" : "c")\",\(index)]"
            }
            let path = template.path.map { part -> String in
                switch part {
                case .literal(let text): "[\"l\",\(JSONText.string(text))]"
                case .value(let index, let shadows) where shadows.isEmpty: "[\"v\",\(index)]"
                case .value(let index, let shadows): "[\"v\",\(index),\(Self.data(shadows))]"
                case .rest(let index, nil, let shadows) where shadows.isEmpty: "[\"r\",\(index)]"
                case .rest(let index, let opened, let shadows):
                    "[\"r\",\(index),\(opened.map(JSONText.string) ?? "null"),\(Self.data(shadows))]"
                case .compound(let texts, let values, let escaping):
                    "[\"c\",[\(texts.map(JSONText.string).joined(separator: ","))],"
                        + "[\(values.map(String.init).joined(separator: ","))],\(JSONText.string(escaping))]"
                }
            }
            var fields = [
                "\"p\":[\(parameters.joined(separator: ","))]", "\"l\":[\(links.joined(separator: ","))]",
                "\"s\":[\(path.joined(separator: ","))]",
            ]
            if !template.fixedQuery.isEmpty { fields.append("\"f\":\(JSONText.string(template.fixedQuery))") }
            if !template.query.isEmpty {
                fields.append("\"q\":[" + template.query.map { "[\(JSONText.string($0.name)),\($0.parameter)]" }.joined(separator: ",") + "]")
            }
            if let fragment = template.fragment { fields.append("\"h\":\(fragment)") }
            if template.itemsPrefix != "?" { fields.append("\"i\":\(JSONText.string(template.itemsPrefix))") }
            if let refused = template.refusedInPathValues {
                fields.append("\"x\":[\(JSONText.string(refused.character)),\(JSONText.string(refused.reason))]")
            }
            return "{" + fields.joined(separator: ",") + "}"
        }
        return "{\"ignoresCase\":\(!table.caseSensitive),\"prefixes\":[\(prefixes.map(JSONText.string).joined(separator: ","))],"
            + "\"routes\":[\n" + records.joined(separator: ",\n") + "\n]}"
    }

    /// `[["l", literal, route], ["t", type, route]]`: the values another route takes (route null
    /// when the link then opens none).
    private static func data(_ shadows: [LinkShadows.Shadow]) -> String {
        "[" + shadows.map { shadow in
            switch shadow.value {
            case .literal(let text): "[\"l\",\(JSONText.string(text)),\(shadow.route.map(JSONText.string) ?? "null")]"
            case .type(let type): "[\"t\",\(JSONText.string(type.description)),\(shadow.route.map(JSONText.string) ?? "null")]"
            }
        }.joined(separator: ",") + "]"
    }
}
