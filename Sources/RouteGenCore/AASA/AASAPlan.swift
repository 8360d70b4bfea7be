import RouteGenLinkRuntime

/// The AASA file of a manifest: the components, their order and their patterns, decided here so
/// that `AASAWriter` only prints.
///
/// The goal is exact: a URL opens the app if and only if the parser's route for it (found as on
/// every channel) is open to universal links, parameter types aside, which AASA cannot express;
/// under Apple's slash rules and under the literal reading, and under every reading of what
/// Apple's documentation leaves open. iOS takes the first component that matches, so components
/// that disagree come in the parser's order: the route that wins a link comes first. The order:
///
/// 1. Excludes of `universalLink: false` routes that no open route overlaps. They decide nothing
///    the rest would not, but they say in the file which links stay off the web.
/// 2. Literal paths (no parameter) of routes that overlap a route of the other verdict: a literal
///    path wins its own link from every other route, so it can go first. This is how
///    `/files/new` (closed) stays out of the app beside `/files/{rest...}` (open).
/// 3. Routes with a `{rest...}` parameter: `/files/*` covers every depth below the prefix, as long
///    as every route of the other verdict that wins some of its links went first in step 2.
/// 4. The other routes, deepest first, one layer per number of segments. `?*` also matches
///    several segments (`*` matches `/`), so `/products/?*` would take `/products/a/b`; each layer
///    with a wildcard is therefore preceded by an exclude of everything deeper, `/?*/?*/?*`, which
///    the deeper layers above it have already had their chance at. Within a layer that mixes
///    verdicts, components come in the parser's order (a literal before a parameter).
///
/// Patterns are written so that no unknown reading changes a verdict: no `/x/*` where `/x` must
/// not match, an explicit `/x/` for a trailing slash, and `?*` (never `*`) for a segment.
extension RouteTable {
    /// Plans the AASA files: none when there is nothing to put in one (no hosts, no `webcredentials`
    /// and no `appclips`); else one per group of hosts (``hostGroups``), each with the rest routes
    /// it lists depth by depth, by name: links more than `restDepthBound` segments past such a
    /// route's prefix open the browser, as documented.
    ///
    /// `GenerationPlan` calls it once per run; everything else reads the plan.
    func planAssociationFiles() -> [HostAssociation] {
        guard !hosts.isEmpty || webcredentialsApps != nil || appClipApps != nil else { return [] }
        return hostGroups.map { group in
            let planned = planAssociationFile(routes: associationRoutes(onHost: group.first))
            return HostAssociation(hosts: group, file: planned.file, depthBoundedRestRoutes: planned.depthBoundedRestRoutes)
        }
    }

    /// The routes whose universal links on `host` the AASA file decides: those on that host, less
    /// those whose parser refuses universal links because a route of their path takes them.
    func associationRoutes(onHost host: String?) -> [Route] {
        // A screen of the app only has no path to list.
        let routes = hasRoutesWithoutLinks ? linkRoutes.filter(\.opensFromLinks) : linkRoutes
        // Most manifests: every route, with no copy.
        guard routes.contains(where: { linkScope(of: $0).isStoredAsLink || $0.isCarriedOnly }) else { return routes }
        let entry = host.flatMap(hosts.firstIndex(of:))
        return routes.filter { linkScope(of: $0).isInAssociationFile(ofHostEntry: entry) }
    }

    /// The AASA file of `routes`.
    private func planAssociationFile(routes: [Route]) -> (file: AASAFile, depthBoundedRestRoutes: Set<String>) {
        var plan = ComponentPlan(table: self, routes: routes)
        plan.addIsolatedExcludes()
        plan.addLiteralPaths()
        plan.addRestRoutes()
        plan.addLayers()
        let applinks = hosts.isEmpty
            ? nil
            : AASAFile.Applinks(
                defaults: AASAFile.MatchingOptions(caseSensitive: caseSensitive ? nil : false),
                details: appIDs.isEmpty ? [] : [AASAFile.Details(appIDs: appIDs, components: plan.finishedComponents)])
        let file = AASAFile(applinks: applinks, webcredentialsApps: webcredentialsApps, appClipApps: appClipApps)
        return (file, plan.depthBoundedRestRoutes)
    }
}

/// The AASA file of a group of hosts: the manifest's whole list, unless routes differ by host.
package struct HostAssociation: Sendable {
    /// The hosts that serve the file, as the manifest's `hosts` writes them, in its order.
    package var hosts: [String]
    /// The file.
    package var file: AASAFile
    /// The rest routes the file lists only up to `restDepthBound` segments past their prefix, by
    /// name: a deeper link of theirs opening the browser is documented, not a disagreement.
    var depthBoundedRestRoutes: Set<String>
}

/// How many segments past its prefix the AASA file opens for a rest route that cannot have an
/// open-ended `P/*` (a literal after a parameter in its prefix, as in
/// `/{owner}/{repo}/tree/{path...}`, a value inside a segment, as in `/@{handle}/{path...}`, or a
/// route of the other verdict that wins some of its links); deeper links open the browser.
let restDepthBound = 8
