import Foundation
import RouteGenLinkRuntime

/// The checks only the finished model can make: each route's `examples` open it, the AASA file
/// agrees with the parser on a sample link of every route, and the file fits Apple's limit.
///
/// A failed example is the manifest's error. A failed sample would be RouteGen's own bug, and is
/// reported the same way, on the route, so that no wrong file is ever written. The samples are a
/// large part of a run, more so with the debug `routegen` (scripts/bench.sh --only generator), so
/// they are checked where the AASA file is written or compared, and left out where it is not (the
/// build plugin's `--skip-aasa-output`).
///
/// - Parameters:
///   - plan: The validated model's plan: its AASA file (nil when the manifest has none, or when no
///     check here needs it), and the rest routes the file lists only up to `restDepthBound`
///     segments past their prefix, a deeper link of which opening the browser is documented.
///   - checksSamples: Whether to check the AASA file on sample links of every route.
///   - diagnostics: Where problems are reported.
func verifyLinks(_ plan: GenerationPlan, checksSamples: Bool = true, diagnostics: inout Diagnostics) {
    let table = plan.table
    // Matchers are built only for the checks that run: most manifests have no examples, and
    // the build plugin checks no samples (building the AASA matcher is a large part of a debug
    // run: scripts/bench.sh --only generator).
    let appID = table.appIDs.first ?? ""
    if table.hasExamples {
        verifyExamples(plan, diagnostics: &diagnostics)
    }
    if checksSamples {
        for association in plan.associationFiles {
            verifySamples(plan, association: association, appID: appID, diagnostics: &diagnostics)
        }
    }

    // The size counts where the file is written or its constant generated.
    let written = table.artifacts.contains(.aasa) ? plan.associationJSONs : []
    for associationJSON in written where associationJSON.utf8.count > maximumAssociationFileSize {
        let size = associationJSON.utf8.count
        diagnostics.error(
            "the apple-app-site-association file would be \(size) bytes, \(size - maximumAssociationFileSize) bytes over "
                + "Apple's limit of \(maximumAssociationFileSize) bytes (128 KB); set \"universalLink\": false on routes "
                + "the web never links to, or split the app's links across hosts",
            at: table.hostsLocation)
    }
}

/// The AASA file opens the app for a sample link of every route exactly when the parser has a
/// route of that shape: RouteGen's check of itself.
private func verifySamples(
    _ plan: GenerationPlan, association file: HostAssociation, appID: String, diagnostics: inout Diagnostics
) {
    let depthBoundedRestRoutes = plan.depthBoundedRestRoutes
    let table = plan.table
    guard let entry = file.hosts.first.flatMap(table.hosts.firstIndex(of:)) else { return }
    let host = table.sampleHost(ofEntry: entry)
    let association = AASAMatcher(file: file.file)
    let shapes = LinkMatcher(plan: plan, checksTypes: false)
    // The samples of every route, on this file's host: a route on other hosts only must not open.
    for route in plan.linkRoutes {
        for url in route.path.variants.flatMap({ sampleLinks(route, $0, host: host) }) {
            let match = shapes.openedRoute(url: url)
            let byShape = match != nil
            // A sample link is a universal link by construction (`https`, the first host, no port):
            // asking the parser would have Foundation read it once more, for every route.
            let verdict = association.verdict(for: url, appID: appID)
            if verdict.opensApp != byShape,
                !isBeyondDepthBound(
                    url, of: match.map { ($0.routeIndex, $0.absentParameters) }, routes: plan.linkRoutes, bounded: depthBoundedRestRoutes)
            {
                diagnostics.error(
                    "internal error: for '\(url)' the apple-app-site-association file says \(verdict.opensApp ? "open" : "do not open") "
                        + "(\(verdict.explanation)) but the parser \(byShape ? "has" : "has no") route of that shape; "
                        + "please report this manifest to RouteGen",
                    at: route.location)
            }
        }
    }
}

/// Whether `url` opens a rest route the AASA file lists depth by depth, past the depth it lists:
/// such a link opens the browser by design (`Docs/UniversalLinks.md`).
///
/// - Parameter match: The route the link opens, and the optional parameters its path left out.
private func isBeyondDepthBound(
    _ url: String, of match: (routeIndex: Int, absentParameters: Set<Int>)?, routes: [Route], bounded: Set<Int>
) -> Bool {
    guard let match, bounded.contains(match.routeIndex), let path = URLComponents(string: url)?.percentEncodedPath,
        let variant = routes[match.routeIndex].path.variants.first(where: { $0.absentParameters == match.absentParameters })
    else {
        return false
    }
    let prefix = variant.segments.count - 1  // the rest segment aside
    return path.split(separator: "/").count > prefix + restDepthBound
}

/// Apple's limit on the uncompressed size of an `apple-app-site-association` file.
package let maximumAssociationFileSize = 128 * 1024

/// A link of the shape of one of the route's paths, its trailing-slash variant and a link one
/// segment deeper; with the route's fixed query items, `x1` for each required item, and a
/// fragment when the route carries its link there. RouteGen's check of its own AASA file and the
/// comparison of a deployed file with it (`DeployedComparison`) ask the same links.
func sampleLinks(_ route: Route, _ variant: PathPattern.Variant, host: String) -> [String] {
    let path = variant.segments.map { segment -> String in
        switch segment {
        case .literal(let text): "/" + LinkRuntime.encode(text)
        case .parameter, .optional: "/x1"
        case .compound(let compound): "/" + LinkRuntime.compound(texts: compound.texts, values: compound.values.map { _ in "x1" })
        case .rest: "/x1/x2"
        }
    }.joined()
    let items = route.fixedQuery.map { "\($0.name)=\($0.value)" } + route.requiredItemNames.map { "\($0)=x1" }
    let query = items.joined(separator: "&")
    let base = "https://" + host + (path.isEmpty ? "/" : path)
    // Items in the fragment (`itemsInFragment`), each required one `x1`.
    let fragmentItems = route.query.filter { $0.presence == .required }.map { "\($0.name)=x1" }.joined(separator: "&")
    let fragment = route.carriedLink == .fragment ? "#x1" : route.needsFragment ? "#" + fragmentItems : ""
    let suffix = (query.isEmpty ? "" : "?" + query) + fragment
    return [base + suffix, base + (path.isEmpty ? "" : "/") + suffix, base + (path.isEmpty ? "" : "/") + "x1" + suffix]
}

