/// A deployed `apple-app-site-association` file held to the one RouteGen generates for a host:
/// the app IDs it must list, and the links on which its verdict differs, route by route.
///
/// The links are every `examples` link of a route that is a universal link (on this host), and
/// the sample links RouteGen checks its own file on (`sampleLinks`): each route's shape, its
/// trailing-slash variant and a link one segment deeper. The generated file's verdict is what the
/// app expects, since RouteGen holds it to the parser at generation. `routegen check --deployed`
/// prints it for the site's file and Apple's CDN copy:
///
/// ```
/// error: 'orderConfirmation': the deployed file sends /orders/0C4B1E7A-5D2F-4A3B-8E9C-1F2A3B4C5D6E to the browser; the app expects it
/// ```
package struct DeployedComparison: Sendable {
    /// A route whose links the deployed file decides otherwise than the generated one.
    package struct Difference: Hashable, Sendable {
        /// The route's name.
        package var route: String
        /// The first link that differs: its path, query and fragment.
        package var link: String
        /// Whether the generated file opens the app for the link (the app expects it).
        package var appExpects: Bool
        /// How many more of the route's links differ.
        package var moreLinks: Int

        /// One line that names the route and the link: what the deployed file does, and what
        /// the app expects.
        package var message: String {
            let more = moreLinks == 0 ? "" : " (and \(moreLinks) more \(moreLinks == 1 ? "link" : "links") of the route)"
            return appExpects
                ? "'\(route)': the deployed file sends \(link) to the browser; the app expects it\(more)"
                : "'\(route)': the deployed file opens the app for \(link); the generated file sends it to the browser\(more)"
        }
    }

    /// Why a host cannot be compared.
    package struct HostError: Error, Sendable {
        /// One line, compiler-style wording.
        package var message: String
    }

    /// The host, lower-cased, as the device asks for its file.
    package let host: String
    /// The manifest's `hosts` entry that takes the host (a wildcard for a subdomain).
    package let hostEntry: String
    /// The file RouteGen generates for the host.
    package let generatedFile: AASAFile
    /// The app ID the verdicts are for.
    package let appID: String
    /// The app IDs the deployed file must list: the manifest's.
    package let appIDs: [String]
    /// Each route's links on the host, in manifest order, without repeats: a link under the route
    /// the parser opens for it.
    let links: [(route: String, urls: [String])]

    /// The number of links compared.
    package var linkCount: Int { links.reduce(0) { $0 + $1.urls.count } }

    /// Prepares the comparison for `host`.
    ///
    /// - Parameters:
    ///   - plan: The manifest's plan, with its AASA files.
    ///   - host: A concrete host: one of the manifest's `hosts`, or a subdomain of a wildcard entry.
    ///   - appID: The app the verdicts are for (default: the manifest's first `appIDs` entry).
    /// - Throws: `HostError` when no entry of `hosts` takes the host, or the manifest has no file.
    package init(plan: GenerationPlan, host: String, appID: String? = nil) throws(HostError) {
        let table = plan.table
        let host = host.lowercased()
        guard let entry = table.hostEntry(of: host) else {
            let listed = table.hosts.isEmpty ? "the manifest lists no 'hosts'" : "its 'hosts' are \(table.hosts.joined(separator: ", "))"
            throw HostError(message: "'\(host)' is not a host of the manifest; \(listed)")
        }
        let hostEntry = table.hosts[entry]
        guard let association = plan.associationFiles.first(where: { $0.hosts.contains(hostEntry) }) else {
            throw HostError(message: "the manifest generates no apple-app-site-association file for '\(host)'")
        }
        self.host = host
        self.hostEntry = hostEntry
        generatedFile = association.file
        appIDs = table.appIDs
        self.appID = appID ?? table.appIDs.first ?? ""
        let explainer = LinkExplainer(plan: plan)
        let shapes = LinkMatcher(plan: plan, checksTypes: false)
        let routes = plan.linkRoutes
        // Each link once, under the route whose shape takes it on this host (a sample one segment
        // deeper than `home`'s `/` is `blogPost`'s), else under the route it was made from.
        var seen: Set<String> = []
        var byRoute = Array(repeating: [String](), count: routes.count)
        for (index, route) in routes.enumerated() {
            // A route on any host is in no file, and its examples are links tapped in the app.
            guard !route.anyHost else { continue }
            let examples = plan.exampleLinks(of: route, explainer: explainer).flatMap(\.links)
                .filter { $0.channel == .universalLink }
                .compactMap { GenerationPlan.pathAndQuery(of: $0.url, channel: .universalLink, table: table) }
                .map { "https://" + host + $0 }
            let samples = route.path.variants.flatMap { sampleLinks(route, $0, host: host) }
            for url in examples + samples where seen.insert(url).inserted {
                let owner = shapes.openedRoute(url: url)?.routeIndex ?? index
                byRoute[routes.indices.contains(owner) ? owner : index].append(url)
            }
        }
        links = zip(routes, byRoute).compactMap { route, urls in urls.isEmpty ? nil : (route.name, urls) }
    }

    /// The routes whose links `deployed` decides otherwise than the generated file, in manifest
    /// order, each with its first such link.
    package func differences(from deployed: AASAFile) -> [Difference] {
        let generated = AASAMatcher(file: generatedFile)
        let other = AASAMatcher(file: deployed)
        let prefix = "https://" + host
        return links.compactMap { route, urls in
            let differing = urls.compactMap { url -> (String, Bool)? in
                let expected = generated.verdict(for: url, appID: appID).opensApp
                return other.verdict(for: url, appID: appID).opensApp == expected ? nil : (url, expected)
            }
            guard let (url, expected) = differing.first else { return nil }
            return Difference(route: route, link: String(url.dropFirst(prefix.count)), appExpects: expected, moreLinks: differing.count - 1)
        }
    }

    /// The app IDs of every `applinks` entry of `deployed`, in order, without repeats.
    package static func appIDs(of deployed: AASAFile) -> [String] {
        var seen: Set<String> = []
        return (deployed.applinks?.details ?? []).flatMap(\.appIDs).filter { seen.insert($0).inserted }
    }

    /// The manifest's app IDs that `deployed` does not list: iOS opens none of their links.
    package func missingAppIDs(in deployed: AASAFile) -> [String] {
        let listed = Set(Self.appIDs(of: deployed))
        return appIDs.filter { !listed.contains($0) }
    }
}
