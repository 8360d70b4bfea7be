/// Checks a route's `hosts`: entries of the manifest's `hosts`, each once, on a universal-link route.
///
/// - Parameter manifestHosts: The manifest's hosts, validated and lower-cased.
/// - Returns: The route's hosts, lower-cased, in the manifest's order; nil when the route lists none.
func validateRouteHosts(
    _ entry: Manifest.Route, route name: String, manifestHosts: [String], isUniversalLink: Bool,
    diagnostics: inout Diagnostics
) -> [String]? {
    guard let location = entry.hostsLocation else { return nil }
    guard isUniversalLink else {
        diagnostics.error(
            "route '\(name)' lists 'hosts' but is no universal link ('universalLink' is false); remove 'hosts'",
            at: location)
        return nil
    }
    guard !entry.hosts.isEmpty else {
        diagnostics.error(
            "'hosts' of route '\(name)' is empty; list the hosts whose links open it, or leave 'hosts' out for every host",
            at: location)
        return nil
    }
    var seen = FirstOccurrences()
    var listed: Set<String> = []
    for host in entry.hosts {
        let lowered = host.value.lowercased()
        guard manifestHosts.contains(lowered) else {
            diagnostics.error(
                "host '\(host.value)' of route '\(name)' is not one of the manifest's 'hosts' (a route's hosts are entries "
                    + "of the manifest's, so that an apple-app-site-association file lists them)"
                    + Suggestion.didYouMean(lowered, in: manifestHosts),
                at: host.location)
            continue
        }
        guard seen.insert(lowered, at: host.location, what: "host '\(lowered)'", diagnostics: &diagnostics) else { continue }
        listed.insert(lowered)
    }
    return manifestHosts.filter(listed.contains)
}

/// Checks `opensLinkIn`: `?item` or `#`, on a route that has no screen of its own.
///
/// - Returns: Where the route finds its link; nil without `opensLinkIn`, or when it is wrong.
func validateCarriedLink(_ entry: Manifest.Route, route name: String, diagnostics: inout Diagnostics) -> CarriedLink? {
    if entry.opensLinkIn != nil, let path = entry.opensPathIn {
        diagnostics.error(
            "route '\(name)' has both 'opensLinkIn' and 'opensPathIn'; a carrier carries a whole link or a path, "
                + "so keep one",
            at: path.location)
        return nil
    }
    let key = entry.opensPathIn == nil ? "opensLinkIn" : "opensPathIn"
    guard let place = entry.opensLinkIn ?? entry.opensPathIn else { return nil }
    let carried: CarriedLink
    if place.value == "#" {
        carried = .fragment
    } else if place.value.hasPrefix("?"), isQueryItemName(place.value.dropFirst()) {
        carried = .queryItem(String(place.value.dropFirst()))
    } else {
        diagnostics.error(
            "'\(key)' of route '\(name)' must be '?' and a query item name (\"?redirect_to\"), or '#' for the "
                + "fragment; an item name is letters, digits and - . _ ~",
            at: place.location)
        return nil
    }
    // A route that opens another's link shows nothing itself: it has no case in the enum.
    let screenKeys: [(String, SourceLocation?)] = [
        ("view", entry.view?.location), ("viewController", entry.viewController?.location), ("parent", entry.parent?.location),
        ("tab", entry.tab?.location),
        ("presentation", entry.presentation?.location), ("requires", entry.requires.first?.location),
        ("title", entry.title?.location), ("handoff", entry.handoff?.location), ("searchable", entry.searchable?.location),
    ]
    for case (let key, let location?) in screenKeys {
        diagnostics.error(
            "route '\(name)' opens the link in '\(place.value)' and shows no screen of its own, so it takes no '\(key)'; "
                + "the route of the link it carries has the screen",
            at: location)
    }
    for parameter in entry.query where parameter.equals == nil && "?" + parameter.name.value != place.value {
        diagnostics.error(
            "route '\(name)' opens the link in '\(place.value)' and has no value of its own, so its query items are "
                + "fixed ('equals') or the one that carries the link; remove '\(parameter.name.value)'",
            at: parameter.name.location)
    }
    if case .queryItem(let item) = carried, let declared = entry.query.first(where: { $0.name.value == item }) {
        diagnostics.error(
            "query item '\(item)' carries the link of route '\(name)' ('\(key)'); do not declare it in 'query' too",
            at: declared.name.location)
    }
    return carried
}

/// Whether `name` is a query item name that links carry unencoded.
private func isQueryItemName(_ name: Substring) -> Bool {
    !name.isEmpty && name.utf8.allSatisfy { byte in
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            || byte == 0x2D || byte == 0x2E || byte == 0x5F || byte == 0x7E
    }
}
