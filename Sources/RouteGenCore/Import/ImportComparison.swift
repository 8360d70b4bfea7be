import Foundation

/// Where a drafted manifest's AASA file and the original disagree: for the links an app opens
/// today and for links made from every pattern of the original (matches and near misses), which
/// of them open the app under each file. A team sees exactly which live links would change.
package struct ImportComparison: Sendable {
    /// One link the two files answer differently.
    package struct Disagreement: Sendable {
        /// The link.
        package var link: String
        /// Whether the original file opens the app for it; the draft's says the opposite.
        package var originalOpens: Bool
        /// Why, by each file: the component that decided, or that none did.
        package var original: String
        package var draft: String
    }

    /// Every link compared, in order, without repeats.
    package var links: [String]

    /// The links the two files answer differently.
    package var disagreements: [Disagreement]

    /// Compares the original file and the draft's on `urls` and on links made from the original's
    /// patterns, on the draft's first host.
    package init(original: AASAFile, draft: ManifestDraft, urls: [String]) {
        let plan = Generator.plan(fromManifest: Array(draft.json.utf8)).plan
        let drafted = plan?.associationFile.map { AASAMatcher(file: $0) }
        let originalMatcher = AASAMatcher(file: original)
        // A host links can name: a wildcard entry's own subdomain when every host is a wildcard.
        let host = draft.hosts.first { !RouteTable.isWildcardHost($0) }
            ?? plan.flatMap { $0.table.hosts.isEmpty ? nil : $0.table.sampleHost(ofEntry: 0) } ?? "example.com"
        let universal = urls.filter { link in draft.hosts.contains { LinkHost.matches(link, host: $0) } }
        var seen: Set<String> = []
        links = (universal + Self.derivedLinks(original, appID: draft.appID).map { "https://" + host + $0 })
            .filter { seen.insert($0).inserted }
        var disagreements: [Disagreement] = []
        for link in links {
            let before = originalMatcher.verdict(for: link, appID: draft.appID)
            let after = drafted?.verdict(for: link, appID: draft.appID)
            guard before.opensApp != (after?.opensApp ?? false) else { continue }
            disagreements.append(Disagreement(
                link: link, originalOpens: before.opensApp, original: before.explanation,
                draft: after?.explanation ?? "the draft has no AASA file"))
        }
        self.disagreements = disagreements
    }

    /// Paths and queries that each pattern of the app's entry matches, and near misses: every
    /// wildcard as one segment (`*` at the end also as none and as two), a segment more, a segment
    /// less, another last literal, a trailing slash, and the query items there or not.
    static func derivedLinks(_ file: AASAFile, appID: String) -> [String] {
        guard let entry = file.applinks?.details.first(where: { $0.appIDs.contains(appID) }) else { return [] }
        var patterns: [(path: String, query: String)] = []
        for component in entry.components ?? [] {
            var query = ""
            if case .items(let items)? = component.query {
                query = items.map { "\($0.name)=\(Self.sample($0.pattern))" }.joined(separator: "&")
            }
            patterns.append((component.path ?? "/", query))
        }
        if entry.components == nil {
            for path in entry.paths ?? [] { patterns.append((path.hasPrefix("NOT ") ? String(path.dropFirst(4)) : path, "")) }
        }
        var links: [String] = []
        for (pattern, query) in patterns {
            let normalized = SlashRules.patterns(pattern)[0]
            let segments = normalized.split(separator: "/").map(String.init)
            var paths = [segments.map(Self.sample)]
            if segments.last == "*" { paths += [Array(segments.dropLast()), segments.dropLast().map(Self.sample) + ["a", "b"]] }
            let base = segments.map(Self.sample)
            paths.append(base + ["zz"])
            if !base.isEmpty {
                paths.append(Array(base.dropLast()))
                paths.append(Array(base.dropLast()) + ["zz"])
            }
            for path in paths {
                let text = "/" + path.joined(separator: "/")
                links.append(text)
                if !path.isEmpty { links.append(text + "/") }
                if !query.isEmpty { links.append(text + "?" + query) }
            }
        }
        return links
    }

    /// A value a pattern piece matches: `*` and `?*` as `x1`, each `?` as `y`, a variable as `en`.
    private static func sample(_ piece: String) -> String {
        if piece == "*" || piece == "?*" { return "x1" }
        var text = piece.replacingOccurrences(of: "?*", with: "x1").replacingOccurrences(of: "*", with: "x1")
            .replacingOccurrences(of: "?", with: "y")
        while let start = text.range(of: "$("), let end = text[start.upperBound...].firstIndex(of: ")") {
            text.replaceSubrange(start.lowerBound...end, with: "en")
        }
        return text
    }
}

/// The host of an `https` link, read as `import` needs it: for the manifest's `hosts`, and to
/// tell which links an AASA file decides.
enum LinkHost {
    /// The lower-cased host of an `https` link without user info; nil for any other link.
    static func host(of link: String) -> String? {
        guard link.lowercased().hasPrefix("https://") else { return nil }
        let authority = link.dropFirst(8).prefix { $0 != "/" && $0 != "?" && $0 != "#" }.lowercased()
        guard !authority.contains("@") else { return nil }
        let host = String(authority.split(separator: ":").first ?? "")
        return host.isEmpty ? nil : host
    }

    /// Whether `link` is an `https` link on `host`, which may be `*.domain`.
    static func matches(_ link: String, host: String) -> Bool {
        guard let name = self.host(of: link) else { return false }
        return RouteTable.isWildcardHost(host) ? name.hasSuffix(host.dropFirst()) : name == host
    }
}
