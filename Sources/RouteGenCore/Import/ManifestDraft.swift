/// The first manifest of an app that already ships an AASA file: `routegen import`.
///
/// One route per pattern that a route can express, in the file's order: `/products/*/reviews`
/// becomes `/products/{id}/reviews` (`productsReviews`), a trailing `*` a rest parameter, an
/// `exclude` a route with `"universalLink": false`. What a route cannot express is approximated
/// and said in a warning. `--urls` turns parameters whose every value is an `Int` or a UUID into
/// that type, and gives each route its examples. `ImportComparison` then shows where the draft's
/// AASA file and the original disagree.
package struct ManifestDraft: Sendable {
    /// What the command line says of the app.
    package struct Options: Sendable {
        /// The app whose entry of the file to read; nil: the only app the file lists.
        package var appID: String?
        /// The hosts that serve the file; empty: the hosts of `urls`.
        package var hosts: [String]
        /// The app's custom URL schemes.
        package var schemes: [String]
        /// Links the app opens today (analytics, server logs), one per entry.
        package var urls: [String]

        /// Creates options.
        package init(appID: String? = nil, hosts: [String] = [], schemes: [String] = [], urls: [String] = []) {
            self.appID = appID
            self.hosts = hosts
            self.schemes = schemes
            self.urls = urls
        }
    }

    /// The manifest, as `routes.json` text.
    package var json: String

    /// The app ID whose entry was read.
    package var appID: String

    /// The hosts the manifest lists.
    package var hosts: [String]

    /// One sentence per pattern the draft approximates or leaves out, naming the pattern.
    package var warnings: [String]

    /// How many routes the draft has, and how many of them refuse universal links.
    package var routeCount: Int
    package var closedRouteCount: Int

    /// Why there is no draft.
    package struct Failure: Error, Sendable {
        package var message: String
        /// Whether the command line is at fault (exit 64) rather than the file (exit 1).
        package var isUsage: Bool
    }

    /// Drafts a manifest from `file`.
    ///
    /// - Throws: `Failure` when the file lists no app, several and `appID` names none, no host is
    ///   known, or the file has nothing a route can express.
    package static func make(from file: AASAFile, options: Options) throws(Failure) -> ManifestDraft {
        guard let applinks = file.applinks, !applinks.details.isEmpty else {
            throw Failure(message: "the file has no 'applinks' details to import", isUsage: false)
        }
        let listed = applinks.details.flatMap(\.appIDs).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        let appID: String
        if let chosen = options.appID {
            guard listed.contains(chosen) else {
                throw Failure(message: "no 'details' entry lists '\(chosen)'; the file lists \(Suggestion.list(listed))", isUsage: true)
            }
            appID = chosen
        } else {
            guard listed.count == 1, let only = listed.first else {
                throw Failure(message: "the file lists \(Suggestion.list(listed)); choose one with '--app-id'", isUsage: true)
            }
            appID = only
        }
        guard isAppID(appID) else {
            throw Failure(
                message: "app ID '\(appID)' is not 'TEAMID.bundle.id' with the 10-character team ID, so a manifest cannot list it",
                isUsage: false)
        }
        let hosts = options.hosts.isEmpty ? Self.hosts(of: options.urls) : options.hosts.map { $0.lowercased() }
        guard !hosts.isEmpty else {
            throw Failure(message: "give '--host HOST', the domain that serves this file (or '--urls' with links on it)", isUsage: true)
        }
        if let problem = hosts.lazy.compactMap({ hostProblem($0) }).first { throw Failure(message: problem, isUsage: true) }
        var schemeProblems = Diagnostics()
        _ = validateSchemes(
            options.schemes.map { Manifest.Scheme(name: Located($0, at: SourceLocation(line: 1, column: 1))) },
            diagnostics: &schemeProblems)
        if let problem = schemeProblems.all.first { throw Failure(message: problem.message, isUsage: true) }

        var warnings: [String] = []
        // iOS reads the first entry that lists the app, and nothing else.
        guard let entryIndex = applinks.details.firstIndex(where: { $0.appIDs.contains(appID) }) else {
            throw Failure(message: "no 'details' entry lists '\(appID)'", isUsage: true)
        }
        let entry = applinks.details[entryIndex]
        if applinks.details[(entryIndex + 1)...].contains(where: { $0.appIDs.contains(appID) }) {
            warnings.append("a later 'details' entry lists '\(appID)' too; iOS reads only the first, and so does the draft")
        }
        let defaults = entry.defaults.inheriting(applinks.defaults)
        var routes = PatternReader(defaults: defaults).routes(of: entry, warnings: &warnings)
        guard !routes.isEmpty else {
            throw Failure(message: "the entry of '\(appID)' has no pattern a route can express", isUsage: false)
        }
        let caseSensitive = defaults.caseSensitive ?? true

        // A first draft with `String` parameters, to find which route each link opens.
        var writer = ManifestWriter(
            appID: appID, hosts: hosts, schemes: options.schemes, caseSensitive: caseSensitive, routes: routes)
        let links = options.urls.filter { !$0.isEmpty }
        if !links.isEmpty, let table = Generator.routeTable(fromManifest: Array(writer.json.utf8)).routeTable {
            routes = TypeInference(table: table, routes: routes).refine(with: links)
            writer.routes = routes
            if let typed = Generator.routeTable(fromManifest: Array(writer.json.utf8)).routeTable {
                writer.examples = Self.examples(links, table: typed)
            }
        }
        let (table, diagnostics) = Generator.routeTable(fromManifest: Array(writer.json.utf8))
        guard table != nil else {
            let problems = diagnostics.sorted.map { $0.rendered(file: "draft") }.joined(separator: "\n")
            // App IDs and hosts were checked above, so this is RouteGen's mistake, not the file's.
            throw Failure(
                message: "internal error: the draft is not a valid manifest; please report the file to RouteGen\n\(problems)",
                isUsage: false)
        }
        return ManifestDraft(
            json: writer.json, appID: appID, hosts: hosts, warnings: warnings, routeCount: routes.count,
            closedRouteCount: routes.filter { !$0.opensApp }.count)
    }

    /// The hosts of the `https` links, in first-seen order.
    private static func hosts(of urls: [String]) -> [String] {
        urls.compactMap(LinkHost.host(of:)).reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    }

    /// Up to three links per route that open it, as its `examples`: links the app's parser and
    /// the draft's AASA file both open, so that generation checks them from now on.
    private static func examples(_ links: [String], table: RouteTable) -> [Int: [String]] {
        let plan = GenerationPlan(table: table)
        let parser = LinkMatcher(plan: plan)
        let matcher = plan.associationFile.map { AASAMatcher(file: $0) }
        var examples: [Int: [String]] = [:]
        for link in links {
            guard let match = parser.match(url: link), examples[match.routeIndex, default: []].count < 3,
                !examples[match.routeIndex, default: []].contains(link)
            else { continue }
            if parser.isUniversalLink(link), matcher?.verdict(for: link, appID: table.appIDs.first ?? "").opensApp != true { continue }
            examples[match.routeIndex, default: []].append(link)
        }
        return examples
    }
}

/// Reads the patterns of one `details` entry as routes, in order, one per route shape.
private struct PatternReader {
    let defaults: AASAFile.MatchingOptions

    func routes(of entry: AASAFile.Details, warnings: inout [String]) -> [DraftRoute] {
        var routes: [DraftRoute] = []
        var shapes: Set<[DraftRoute.Segment]> = []
        var itemsByShape: [[DraftRoute.Segment]: [Set<String>]] = [:]
        let caseSensitive = defaults.caseSensitive ?? true
        func add(_ route: DraftRoute) {
            // A later pattern of a shape already drafted never decides a link: iOS takes the first
            // match. Unless it requires fewer of the query items than each earlier one: then it
            // takes the links without them, a route of the same path that the items choose
            // against (`/projects/?*` excluded with `?token`, then open without).
            let shape = route.segments.map { segment -> DraftRoute.Segment in
                guard case .literal(let text) = segment, !caseSensitive else { return segment }
                return .literal(text.lowercased())
            }
            let items = Set(route.requiredQuery)
            guard !shapes.contains(shape), itemsByShape[shape, default: []].allSatisfy(items.isStrictSubset(of:)) else { return }
            if items.isEmpty { shapes.insert(shape) }
            itemsByShape[shape, default: []].append(items)
            routes.append(route)
        }
        if let components = entry.components {
            if entry.paths != nil { warnings.append("the entry has 'components', so iOS ignores its 'paths', and so does the draft") }
            for (index, component) in components.enumerated() {
                let name = "component \(index)" + (component.path.map { " '\($0)'" } ?? "")
                if let route = route(of: component, name: name, warnings: &warnings) { add(route) }
            }
        } else {
            for (index, path) in (entry.paths ?? []).enumerated() {
                let exclude = path.hasPrefix("NOT ")
                let pattern = String(path.dropFirst(exclude ? 4 : 0))
                let segments = draftSegments(pattern, percentEncoded: true) { warnings.append("path \(index) '\(path)': \($0)") }
                add(DraftRoute(segments: segments, requiredQuery: [], opensApp: !exclude, source: path))
            }
        }
        return routes
    }

    private func route(of component: AASAComponent, name: String, warnings: inout [String]) -> DraftRoute? {
        let options = component.options.inheriting(defaults)
        if options.caseSensitive != defaults.caseSensitive {
            warnings.append("\(name): its own 'caseSensitive' cannot be carried to one route; the draft follows the file's default")
        }
        if component.fragment != nil {
            warnings.append(
                component.path == nil && component.query == nil
                    ? "\(name): a rule on the fragment alone ('#\(component.fragment ?? "")') cannot be routed; the draft leaves it out"
                    : "\(name): the fragment pattern cannot be routed; the draft ignores it")
            if component.path == nil && component.query == nil { return nil }
        }
        var required: [String] = []
        switch component.query {
        case .whole(let pattern)?:
            warnings.append("\(name): the query pattern '\(pattern)' cannot be routed; the draft ignores it")
        case .items(let items)?:
            for item in items where item.pattern != "*" {
                // The query item becomes a parameter of the same name: the manifest's rules for one.
                var nameProblems = Diagnostics()
                guard checkParameterName(item.name, at: SourceLocation(line: 1, column: 1), diagnostics: &nameProblems) else {
                    warnings.append("\(name): query item '\(item.name)' cannot be a parameter name; the draft ignores it")
                    continue
                }
                if item.pattern != "?*" {
                    warnings.append("\(name): the value pattern '\(item.pattern)' of '\(item.name)' cannot be routed; the draft requires any value")
                }
                required.append(item.name)
            }
        case nil:
            break
        }
        // `{}` matches every link; a rule with a query and no path matches every path.
        guard let path = component.path ?? (component.query == nil ? "*" : nil) else {
            warnings.append("\(name): a rule on the query alone cannot be routed; the draft leaves it out")
            return nil
        }
        let segments = draftSegments(path, percentEncoded: options.percentEncoded ?? true) { warnings.append("\(name): \($0)") }
        return DraftRoute(segments: segments, requiredQuery: required, opensApp: !component.exclude, source: path)
    }
}
