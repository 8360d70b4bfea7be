extension LinkScope {
    /// Whether a carrier of this scope can open a route of scope `carried` with the link it
    /// carries: on a channel both are open on, since a carried link's route must be open on the
    /// carrying link's channel too; and for universal links, when the carrier carries paths
    /// (`opensPathIn`), on a host of both, since a carried path is read on the carrier's host. A
    /// whole link (`opensLinkIn`) names its own host, any of the route's.
    ///
    /// ```
    /// "hosts": ["example.com", "blog.example.com"], "schemes": ["app"]
    /// { "name": "settings", "path": "/settings", "carriedOnly": true, "hosts": ["example.com"] }
    ///     reached by { "path": "/r", "opensLinkIn": "?to", "hosts": ["blog.example.com"] }
    ///     not by { "path": "/open", "opensPathIn": "#", "hosts": ["blog.example.com"] }: a path
    ///     read on blog.example.com, where `settings` is not
    ///     not by { "path": "/deep-link", "opensPathIn": "?url", "universalLink": false }: the
    ///     custom scheme, closed to `settings`
    /// ```
    ///
    /// - Parameters:
    ///   - carried: The scope of the route the carried link would open.
    ///   - carriesPath: Whether this carrier carries a path (`opensPathIn`) rather than a link.
    func reaches(_ carried: LinkScope, carriesPath: Bool) -> Bool {
        channels.contains { channel in
            guard carried.channels.contains(channel) else { return false }
            guard channel == .universalLink, carriesPath, let theirs = carried.hostEntries, let mine = hostEntries else {
                return true
            }
            return !Set(mine).isDisjoint(with: theirs)
        }
    }
}

extension RouteTable {
    /// The carriers (``carriers``) whose carried link can open `route`, in manifest order: of a
    /// route only a carrier opens (`carriedOnly`), the only ways in. Validation refuses such a
    /// route when there is none; the catalog names these.
    ///
    /// - Parameter route: One of ``routes``.
    package func carriers(reaching route: Route) -> [Route] {
        let scope = linkScope(of: route)
        return carriers.filter { linkScope(of: $0).reaches(scope, carriesPath: $0.carriesPath) }
    }
}
