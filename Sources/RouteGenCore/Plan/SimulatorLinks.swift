/// The example links of one channel, each with the route whose screen it shows: what
/// `routegen simulator-links` opens on a simulator and the UI-test helper opens in the app.
package struct SimulatorLinks: Sendable {
    /// One link to open.
    package struct Entry: Hashable, Sendable {
        /// The route whose manifest entry lists the example: `product`.
        package var route: String
        /// The route at the top of the stack the link opens, whose screen shows: `product`, or for
        /// a route that carries a link, the route of the link it carries.
        package var shows: String
        /// The link: `shop://products/2`.
        package var link: String
    }

    /// The channel the links are on.
    package var channel: LinkChannel

    /// The links, in manifest order, each once.
    package var entries: [Entry]

    /// The name of every route with a screen, in manifest order: what a UI test looks for to say
    /// which screen shows instead.
    package var screens: [String]

    /// The example links of `channel` in `plan`: each route's `examples` as ``ExampleLink`` lists
    /// them on every channel that opens the same value (so a universal-link example gives the
    /// custom-scheme link of its path too), kept on `channel`.
    package init(plan: GenerationPlan, channel: LinkChannel) {
        self.channel = channel
        screens = plan.table.routes.map(\.name)
        let explainer = LinkExplainer(plan: plan)
        var seen: Set<String> = []
        entries = plan.table.linkRoutes.flatMap { route in
            plan.exampleLinks(of: route, explainer: explainer).flatMap { example in
                example.links.filter { $0.channel == channel && seen.insert($0.url).inserted }.map { link in
                    Entry(route: route.name, shows: example.opens, link: link.url)
                }
            }
        }
    }
}
