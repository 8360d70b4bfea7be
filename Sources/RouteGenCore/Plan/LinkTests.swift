/// What the generated link tests ask of the app's own code, example by example: the answers of
/// RouteGen's model of the parser and of the AASA file it writes, which the app's compiled parser,
/// printers and router must give too.
///
/// Generation has checked every example against the model (`verifyExamples`); the tests hold the
/// code the app ships to the model, where it runs the app's own types (a custom type's
/// `init(rawValue:)`, a value type's `Codable`) and Apple's Foundation.
package struct LinkTests: Sendable {
    /// One `examples` entry, or a route's sample link, and what it must open.
    package struct Example: Hashable, Sendable {
        /// The route whose entry lists the example.
        package var route: String
        /// The link as the manifest writes it.
        package var link: String
        /// Where the manifest writes it; for a sample link, where the route is.
        package var location: SourceLocation
        /// Whether the link is RouteGen's sample of a route without examples (``GenerationPlan/sampleLink(of:)``).
        package var isSample = false
        /// Whether the link is one tapped in the app (a route on any host), which the app opens
        /// with `stack(forInAppURL:)` rather than `stack(for:)`.
        package var isInApp: Bool
        /// The example and the link of the same value on each other channel that opens it.
        package var links: [String]
        /// The stack every one of `links` opens, parents first.
        package var stack: [RouteValue]
        /// For a universal link, its path on each of the manifest's hosts, and what the AASA file
        /// and the parser do with it there.
        package var verdicts: [ExampleLink.HostVerdict]
    }

    /// Every example of every route, in manifest order; for a route without examples, its sample
    /// link where the model opens the route from it and the AASA file agrees.
    package var examples: [Example]

    /// The examples of `plan`'s routes; the plan's manifest has been verified, so each opens.
    package init(plan: GenerationPlan) {
        let explainer = LinkExplainer(plan: plan)
        examples = plan.linkRoutes.enumerated().flatMap { index, route -> [Example] in
            guard !route.examples.isEmpty else {
                return Self.sample(of: route, at: index, plan: plan, explainer: explainer).map { [$0] } ?? []
            }
            return route.examples.compactMap { example -> Example? in
                guard let opened = plan.exampleLink(example.url.value, of: route, explainer: explainer) else { return nil }
                return Example(
                    route: route.name, link: example.url.value, location: example.url.location, isInApp: route.anyHost,
                    links: opened.links.map(\.url), stack: opened.routes, verdicts: opened.verdicts)
            }
        }
    }

    /// The sample link of a route without examples, when the model opens the route (at `index`)
    /// from it, and a universal link's AASA file opens the app for it.
    private static func sample(of route: Route, at index: Int, plan: GenerationPlan, explainer: LinkExplainer) -> Example? {
        guard let link = plan.sampleLink(of: route) else { return nil }
        let explanation = explainer.explain(link, describes: false)
        guard explanation.route?.index == index, explanation.agreement != .routeWithoutFile,
            let opened = plan.exampleLink(link, of: route, explainer: explainer)
        else { return nil }
        return Example(
            route: route.name, link: link, location: route.location, isSample: true, isInApp: false,
            links: opened.links.map(\.url), stack: opened.routes, verdicts: opened.verdicts)
    }
}
