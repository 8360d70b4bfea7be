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
        ("values", entry.valuesLocation),
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

/// Checks `anyHost` and `hostParameter`: a route on any host is on the in-app channel only, so it
/// takes none of the keys of the other channels, and its host value is named like no other value.
///
/// - Parameters:
///   - pathParameters: Where each of the path's parameter names is written.
/// - Returns: Whether the route takes links on any host, and the name of its host value.
func validateAnyHost(
    _ entry: Manifest.Route, route name: String, pathParameters: [String: SourceLocation], diagnostics: inout Diagnostics
) -> (anyHost: Bool, hostParameter: String?) {
    let anyHost = entry.anyHost?.value ?? false
    guard anyHost else {
        if let parameter = entry.hostParameter {
            diagnostics.error(
                "route '\(name)' has a 'hostParameter' but does not take links on any host; add \"anyHost\": true, or "
                    + "remove 'hostParameter'",
                at: parameter.location)
        }
        return (false, nil)
    }
    // The other channels' keys: an any-host route is on none of them.
    let channelKeys: [(String, SourceLocation?)] = [
        ("\"universalLink\": true", entry.universalLink.flatMap { $0.value ? $0.location : nil }),
        ("\"customScheme\": true", entry.customScheme.flatMap { $0.value ? $0.location : nil }),
        ("'hosts'", entry.hostsLocation), ("'opensLinkIn'", entry.opensLinkIn?.location),
        ("'opensPathIn'", entry.opensPathIn?.location),
        ("\"carriedOnly\": true", entry.carriedOnly.flatMap { $0.value ? $0.location : nil }),
    ]
    for case (let key, let location?) in channelKeys {
        diagnostics.error(
            "route '\(name)' takes links on any host ('anyHost'), tapped in the app only, so it takes no \(key): no "
                + "apple-app-site-association file or scheme can list every host; remove \(key), or make it a route of "
                + "its own",
            at: location)
    }
    guard let parameter = entry.hostParameter else { return (true, nil) }
    guard checkParameterName(parameter.value, at: parameter.location, diagnostics: &diagnostics) else { return (true, nil) }
    // Its values no link carries are labels of the same case too.
    let others = pathParameters.map { ($0.key, $0.value) }.sorted { $0.1 < $1.1 }
        + (entry.query + entry.values).map { ($0.name.value, $0.name.location) }
    if let (_, location) = others.first(where: { $0.0 == parameter.value }) {
        diagnostics.error(
            "'hostParameter' of route '\(name)' is '\(parameter.value)', the name of another of its values; name the "
                + "host value differently",
            at: parameter.location, notes: [Diagnostic.Note("'\(parameter.value)' declared here", at: location)])
        return (true, nil)
    }
    return (true, parameter.value)
}
