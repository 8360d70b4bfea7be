/// What RouteGen can say of one link against a manifest: the route the parser opens and, for a
/// universal link, the AASA file's verdict compared with it. `routegen match` prints it, and the
/// checks of `examples` hold every example to it.
package struct LinkExplainer: Sendable {
    /// What the parser and the AASA file make of one link.
    package struct Explanation: Sendable {
        /// The route the parser opens, with its channel; nil when no route takes the link.
        package var route: (index: Int, channel: LinkChannel?)?
        /// The stack the parser opens, printed; nil when no route takes it or when not asked for.
        package var match: LinkMatcher.Match?
        /// The AASA file's verdict; nil for a link that is no universal link of the manifest, or
        /// when there is no file.
        package var verdict: AASAMatcher.Verdict?
        /// How the verdict and the parser compare; nil without a verdict.
        package var agreement: Agreement?
        /// The hosts whose AASA file gave the verdict, when routes differ by host (one file per
        /// group of hosts); nil otherwise.
        package var associationHosts: [String]?
        /// The AASA file that gave the verdict: the one of the link's host.
        package var associationFile: AASAFile?
    }

    /// How the AASA file's verdict on a universal link compares with the parser's answer.
    package enum Agreement: Sendable, Equatable {
        /// Both open the app, or neither does.
        case agree
        /// The file opens the app, and the parser has a route of the link's shape whose parameter
        /// types refuse it, which no AASA pattern can express: the app hands the link back.
        case typesOnly
        /// The file opens the app for a link that no route of the parser has.
        case fileOpensWithoutRoute
        /// The parser opens the link as a universal link, but the file keeps it in the browser.
        case routeWithoutFile
    }

    /// The model's parser, for messages that need more of it.
    let parser: LinkMatcher
    private let shapes: LinkMatcher
    /// The AASA files with the hosts that serve each.
    private let associations: [(hosts: [String], file: AASAFile, matcher: AASAMatcher)]
    /// Whether the files differ by host, so that a verdict names its file's hosts.
    private let differsByHost: Bool
    private let appID: String

    /// Explains links against `plan`'s parser and AASA files (or `associationFile`, a file read
    /// from a server, say, for every host), for `appID` (by default the manifest's first).
    package init(plan: GenerationPlan, associationFile: AASAFile? = nil, appID: String? = nil) {
        parser = LinkMatcher(plan: plan)
        shapes = LinkMatcher(plan: plan, checksTypes: false)
        if let associationFile {
            associations = [(plan.table.hosts, associationFile, AASAMatcher(file: associationFile))]
        } else {
            associations = plan.associationFiles.map { ($0.hosts, $0.file, AASAMatcher(file: $0.file)) }
        }
        differsByHost = associationFile == nil && plan.associationFiles.count > 1
        self.appID = appID ?? plan.table.appIDs.first ?? ""
    }

    /// The explanation of `url`.
    ///
    /// - Parameter describes: Whether to print the opened stack (`match`); checks that need only
    ///   the route leave it out, since printing costs more than finding.
    package func explain(_ url: String, describes: Bool = true) -> Explanation {
        let match = describes ? parser.match(url: url) : nil
        let route: (index: Int, channel: LinkChannel?)? =
            describes ? match.map { ($0.routeIndex, $0.channel) } : parser.openedRoute(url: url).map { ($0.routeIndex, $0.channel) }
        var explanation = Explanation(route: route, match: match)
        guard let host = parser.universalLinkHostEntry(url),
            let association = associations.first(where: { $0.hosts.contains(host) })
        else { return explanation }
        let verdict = association.matcher.verdict(for: url, appID: appID)
        explanation.verdict = verdict
        explanation.associationFile = association.file
        if differsByHost { explanation.associationHosts = association.hosts }
        if verdict.opensApp, route == nil, shapes.openedRoute(url: url) != nil {
            explanation.agreement = .typesOnly
        } else if verdict.opensApp != (route?.channel == .universalLink) {
            explanation.agreement = verdict.opensApp ? .fileOpensWithoutRoute : .routeWithoutFile
        } else {
            explanation.agreement = .agree
        }
        return explanation
    }
}
