/// What every output of a validated manifest needs, derived once: the emitters print from it, the
/// verification stage checks it, `routegen match` explains links with it, and none of them
/// derives any of it again.
///
/// ```
/// RouteTable ─ GenerationPlan ─┬─ verifyLinks (examples, samples, the AASA file's size)
///                              ├─ emitters (one per GeneratedFileKind)
///                              └─ the AASA file, routegen match
/// ```
package struct GenerationPlan: Sendable {
    /// The validated model.
    package let table: RouteTable

    /// The parser's decision tree: the URL emitter prints it, `LinkMatcher` walks it. Its endings
    /// index ``linkRoutes``.
    let matchTree: MatchTree

    /// The routes links are matched against: the enum's, then those that carry links.
    let linkRoutes: [Route]

    /// The conditions each route of ``linkRoutes`` puts on a link before it reads its items, in
    /// order: the URL emitter prints them, `LinkMatcher` checks them.
    let linkGuards: [[LinkGuard]]

    /// Whether a link with `%2F` in its path is read a second time (``RouteTable/readsLinksTwice``).
    let readsLinksTwice: Bool

    /// The regions of the link runtime the parser needs, in the order `+URL.swift` holds them.
    let runtimeRegions: [RuntimeRegion]

    /// The `apple-app-site-association` files: one for every host, unless routes differ by host,
    /// then one per group of hosts (``RouteTable/hostGroups``). Empty when the manifest has none
    /// (no hosts, `webcredentials` or `appclips`), or when it was not planned (`plansAssociation`).
    package let associationFiles: [HostAssociation]

    /// The AASA file of the first group of hosts: the only one unless routes differ by host.
    package var associationFile: AASAFile? { associationFiles.first?.file }

    /// The first file's JSON, byte for byte as it is written and as its Swift constant holds it.
    package var associationJSON: String? {
        associationJSONs.first
    }

    /// Each file's JSON, in the order of ``associationFiles``: printed once when the target
    /// generates the constant (which the size check reads too), else when asked (to write them).
    package var associationJSONs: [String] {
        printedAssociationJSONs ?? associationFiles.map { AASAWriter(file: $0.file).json() }
    }

    private let printedAssociationJSONs: [String]?

    /// The rest routes, by index in ``linkRoutes``, that some file lists only up to
    /// `restDepthBound` segments past their prefix: a deeper link of theirs opening the browser
    /// is documented, not a disagreement.
    let depthBoundedRestRoutes: Set<Int>

    /// Whether each destination is a view type of its own; past `typedDestinationsLimit` routes
    /// each is an `AnyView`, since hundreds of associated types cost the compiler more than erasing.
    let hasTypedDestinations: Bool

    /// The most routes whose destinations protocol has an associated view type per route. The
    /// compiler's requirement machine gives up on a protocol with about a thousand associated
    /// types ("rule count limit exceeded"); above this, requirements return `AnyView`.
    static let typedDestinationsLimit = 500

    /// Whether every route names its view, or its view controller: the destinations and the tabs
    /// then need no app code (with a view controller, where UIKit exists).
    let everyRouteHasView: Bool

    /// Whether a route names only its view controller: the views `routes.json` names then exist
    /// where UIKit does, which shows it through a representable.
    let viewsNeedUIKit: Bool

    /// The host universal links print on: the first of `hosts` that is not a wildcard.
    let universalLinkHost: String?

    /// With fragments, the groups of routes whose views one module provides: the manifest's own
    /// routes (when it has any), then each fragment's, in the order they were read. Empty for a
    /// manifest in one file, whose views one destinations type provides.
    let destinationGroups: [DestinationGroup]

    /// Derives the plan of `table`.
    ///
    /// - Parameter plansAssociation: Whether to plan the AASA file. Planning it is a visible part
    ///   of a run (scripts/bench.sh --only aasa), which a run that neither writes it, nor prints
    ///   its constant, nor checks links against it (the build plugin's, for most manifests) leaves out.
    package init(table: RouteTable, plansAssociation: Bool = true) {
        self.init(table: table, associationFiles: plansAssociation ? table.planAssociationFiles() : [])
    }

    /// The plan of `table` with `associationFile` as its one AASA file: in tests, a wrong one that
    /// verification must catch.
    init(table: RouteTable, associationFile: AASAFile?) {
        let file = associationFile.map { HostAssociation(hosts: table.hosts, file: $0, depthBoundedRestRoutes: []) }
        self.init(table: table, associationFiles: file.map { [$0] } ?? [])
    }

    private init(table: RouteTable, associationFiles: [HostAssociation]) {
        let linkRoutes = table.linkRoutes
        self.table = table
        self.linkRoutes = linkRoutes
        let matchTree = MatchTree(routes: linkRoutes, caseSensitive: table.caseSensitive)
        self.matchTree = matchTree
        linkGuards = table.linkGuards()
        readsLinksTwice = table.readsLinksTwice
        runtimeRegions = RuntimeRegion.allCases.filter { RuntimeRegion.isNeeded($0, table: table, tree: matchTree) }
        self.associationFiles = associationFiles
        printedAssociationJSONs = table.artifacts.contains(.aasa) ? associationFiles.map { AASAWriter(file: $0.file).json() } : nil
        let bounded = associationFiles.reduce(into: Set<String>()) { $0.formUnion($1.depthBoundedRestRoutes) }
        depthBoundedRestRoutes = Set(linkRoutes.indices.filter { bounded.contains(linkRoutes[$0].name) })
        hasTypedDestinations = table.routes.count <= Self.typedDestinationsLimit
        everyRouteHasView = table.routes.allSatisfy { $0.view != nil || $0.viewController != nil }
        viewsNeedUIKit = table.routes.contains(where: \.isUIKitOnly)
        universalLinkHost = table.hosts.first { !RouteTable.isWildcardHost($0) }
        destinationGroups = DestinationGroup.groups(of: table)
    }
}

extension GenerationPlan {
    /// The host a route's universal links print on: the first of its own hosts that is not a
    /// wildcard, or for a route on every host, ``universalLinkHost``; nil for a route universal
    /// links do not open, or that lists wildcards only.
    func universalLinkHost(of route: Route) -> String? {
        guard table.linkScope(of: route).printsLink(on: .universalLink) else { return nil }
        guard let hosts = route.hosts else { return universalLinkHost }
        return hosts.first { !RouteTable.isWildcardHost($0) }
    }

    /// What a route's universal link prints before its path: `https://shop.example.com`; nil for
    /// a route with no universal link.
    package func universalLinkPrefix(of route: Route) -> String? {
        universalLinkHost(of: route).map { "https://" + $0 }
    }

    /// What a route's custom-scheme link prints before its path; nil for a route with none.
    ///
    /// `shop:/` + `/products/42` is `shop://products/42`: the first segment stands where a host
    /// would, unless it holds a value (`social:///alice`), which the host's rules could change
    /// (``PathPattern/customSchemeLinkHasEmptyAuthority``). A scheme with a host of its own prints it.
    package func customSchemePrefix(of route: Route) -> String? {
        guard table.linkScope(of: route).printsLink(on: .customScheme), let scheme = table.schemes.first else { return nil }
        if let host = scheme.host { return "\(scheme.name)://\(host)" }
        return route.path.customSchemeLinkHasEmptyAuthority ? "\(scheme.name)://" : "\(scheme.name):/"
    }

    /// What a route stored as its link prints before its path when it has neither link to store:
    /// a route on wildcard hosts only (`*.b.example.com`), or one on every host of a manifest
    /// whose hosts are all wildcards and which shares its path with a route of another channel,
    /// is stored on a host of its first wildcard (`https://www.b.example.com`,
    /// ``RouteTable/sampleHost(ofEntry:)``), which reads back as that entry. Nil for every other
    /// route, whose ``universalLinkPrefix(of:)`` or ``customSchemePrefix(of:)`` stores it, or
    /// whose path does.
    func storageLinkPrefix(of route: Route) -> String? {
        let scope = table.linkScope(of: route)
        guard scope.isStoredAsLink, scope.channels.contains(.universalLink), universalLinkPrefix(of: route) == nil,
            customSchemePrefix(of: route) == nil,
            let wildcard = (route.hosts ?? table.hosts).first(where: RouteTable.isWildcardHost),
            let entry = table.hosts.firstIndex(of: wildcard)
        else { return nil }
        return "https://" + table.sampleHost(ofEntry: entry)
    }
}

/// Routes whose views one module provides, through a destinations protocol of their own.
struct DestinationGroup: Sendable {
    /// The fragment; nil for the manifest's own routes.
    let fragment: RouteFragment?

    /// The routes, in manifest order.
    let routes: [Route]

    /// The groups of `table`: none without fragments.
    static func groups(of table: RouteTable) -> [DestinationGroup] {
        guard !table.fragments.isEmpty else { return [] }
        var routes = Array(repeating: [Route](), count: table.fragments.count)
        var own: [Route] = []
        for route in table.routes {
            if let index = route.fragmentIndex { routes[index].append(route) } else { own.append(route) }
        }
        let fragments = zip(table.fragments, routes).map { DestinationGroup(fragment: $0, routes: $1) }
        return (own.isEmpty ? [] : [DestinationGroup(fragment: nil, routes: own)]) + fragments
    }
}
