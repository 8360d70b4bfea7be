/// A route's `examples` as people who test links need them: each example on every channel that
/// opens it, the stack it opens, and the AASA file's verdict on each host.
package struct ExampleLink: Hashable, Sendable {
    /// The example as the manifest writes it.
    package var example: String

    /// The links that open the same value, one per channel: the example itself on its own channel,
    /// its path and query on the other. A link is listed only when the parser opens the same
    /// route with the same value from it.
    package var links: [Link]

    /// The stack the example opens, parents first, each as `name(label: value)`.
    package var stack: [String] { routes.map(\.description) }

    /// The same stack with each route's values.
    package var routes: [RouteValue]

    /// The name of the route at the top of `stack`, whose screen shows: the example's own route,
    /// or for a route that carries a link, the route of the link it carries.
    package var opens: String

    /// For a route that universal links open: the AASA file's verdict on the example's path on
    /// each of the manifest's hosts (wildcards aside, which name no one host).
    package var verdicts: [HostVerdict]

    /// One link of an example.
    package struct Link: Hashable, Sendable {
        package var channel: LinkChannel
        package var url: String
    }

    /// Whether a host's AASA file sends the example's path to the app.
    package struct HostVerdict: Hashable, Sendable {
        package var host: String
        /// The example's path and query on this host: `https://host/products/2`.
        package var link: String
        package var opensApp: Bool
        /// Whether the parser opens a route for the link on this host: false where the file
        /// opens the app for a route on other hosts only, or for a value the types refuse.
        package var opensRoute: Bool
    }
}

extension GenerationPlan {
    /// The examples of `route`, each on every channel that opens it, with what it opens; examples
    /// come from the manifest and were verified at generation.
    package func exampleLinks(of route: Route, explainer: LinkExplainer) -> [ExampleLink] {
        // Two examples of one value on two channels (`https://…/products/2`, `shop://products/2`)
        // list the same links: the second adds nothing.
        var listed: Set<[String]> = []
        return route.examples.compactMap { example in
            guard let link = exampleLink(example.url.value, of: route, explainer: explainer),
                listed.insert(link.links.map(\.url).sorted()).inserted
            else { return nil }
            return link
        }
    }

    /// One example of `route` on every channel that opens it, with what it opens; nil for an
    /// example that opens nothing (which generation reports).
    package func exampleLink(_ example: String, of route: Route, explainer: LinkExplainer) -> ExampleLink? {
        // A route on any host: its example is a link tapped in the app, on that channel alone.
        if route.anyHost {
            guard let match = explainer.parser.match(inAppURL: example), match.channel == .inApp else { return nil }
            return ExampleLink(
                example: example, links: [.init(channel: .inApp, url: example)], routes: match.routes,
                opens: table.routes[match.routeIndex].name, verdicts: [])
        }
        guard let match = explainer.parser.match(url: example), let channel = match.channel,
            let tail = Self.pathAndQuery(of: example, channel: channel, table: table)
        else { return nil }
        var links: [ExampleLink.Link] = []
        for (other, prefix) in [
            (LinkChannel.universalLink, universalLinkPrefix(of: route)), (.customScheme, customSchemePrefix(of: route)),
        ] {
            if other == channel {
                links.append(.init(channel: channel, url: example))
            } else if let prefix, let reread = explainer.parser.match(url: prefix + tail),
                reread.routeIndex == match.routeIndex, reread.value == match.value, reread.channel == other
            {
                links.append(.init(channel: other, url: prefix + tail))
            }
        }
        let verdicts = links.contains { $0.channel == .universalLink }
            ? table.hosts.filter { !RouteTable.isWildcardHost($0) }.compactMap { host -> ExampleLink.HostVerdict? in
                let link = "https://" + host + tail
                let explanation = explainer.explain(link, describes: false)
                return explanation.verdict.map {
                    .init(host: host, link: link, opensApp: $0.opensApp, opensRoute: explanation.route?.index == match.routeIndex)
                }
            }
            : []
        return ExampleLink(example: example, links: links, routes: match.routes, opens: table.routes[match.routeIndex].name, verdicts: verdicts)
    }

    /// The path, query and fragment of a link as the parser reads them on `channel`, percent-encoded
    /// as written: `/products/42?ref=mail` of `https://shop.example.com/products/42?ref=mail`, and of
    /// `shop://products/42?ref=mail`, whose first segment stands in the host's place.
    static func pathAndQuery(of link: String, channel: LinkChannel, table: RouteTable) -> String? {
        guard let colon = link.firstIndex(of: ":") else { return nil }
        var rest = link[link.index(after: colon)...]
        let authorityIsSegment = channel == .customScheme && table.schemes.first?.host == nil
        if rest.hasPrefix("//") {
            rest = rest.dropFirst(2)
            if !authorityIsSegment { rest = rest.drop { $0 != "/" && $0 != "?" && $0 != "#" } }
        }
        return rest.hasPrefix("/") ? String(rest) : "/" + rest
    }
}
