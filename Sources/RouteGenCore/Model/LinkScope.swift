/// Where a route takes links, decided once from its manifest keys (`universalLink`,
/// `customScheme`, `hosts`, `anyHost`) and the manifest's channels: every reader asks this value. The
/// model's matcher and the generated parser pass a link by with the route's `LinkGuard`s (one
/// list, ``guards(reading:readsTwice:hasInAppRoutes:)``, that both read) and refuse one
/// by ``refuses(_:)`` and ``isOpen(on:)``, the AASA planner lists the routes a host's file decides
/// by it, validation tells apart routes of one path by ``isDisjoint(from:)``, and `Codable`
/// stores a route as its link by ``isStoredAsLink``.
///
/// ```
/// "hosts": ["example.com", "blog.example.com"], "schemes": ["example"]
/// { "name": "blogPost", "path": "/{slug}", "hosts": ["blog.example.com"] }
///     channels [universalLink], hostEntries [1], closedChannels [customScheme]: a link on
///     `example.com` or `example://hello` passes it by, for the next route of its path
/// { "name": "checkout", "path": "/checkout", "universalLink": false }
///     channels [customScheme], closedChannels [universalLink], refused: a web link to it
///     opens nothing
/// { "name": "status", "path": "/@{account}/{id:Int}", "anyHost": true }
///     channels [inApp], closedChannels []: every other channel passes it by, and every other
///     route passes in-app links by
/// ```
package struct LinkScope: Hashable, Sendable {
    /// The channels the manifest has whose links open the route, universal links first.
    package let channels: [LinkChannel]

    /// The channels the manifest has that the route is closed to.
    package let closedChannels: [LinkChannel]

    /// The entries of the manifest's `hosts`, by index, whose universal links may open the
    /// route; nil for a route on every host.
    package let hostEntries: [Int]?

    /// Whether a link on a closed channel passes the route by (a route of the same path and
    /// items takes it there: `Route.hasChannelGuard`) rather than being refused.
    package let passesClosedChannels: Bool

    /// Whether only a carried link opens the route (`carriedOnly`): a link read directly passes
    /// it by, and the AASA file leaves its links to the route that takes them, or to none.
    package let isCarriedOnly: Bool

    /// Whether a route only a carrier opens may take one of the route's paths (``Route/sharesPathWithCarriedOnly``).
    package let sharesPathWithCarriedOnly: Bool

    /// Whether any link opens the route: false for a screen of the app only (no `path`), which is
    /// on no channel, closed to none, and in no AASA file.
    package let hasLinks: Bool

    /// The scope of `route` in a manifest with `hosts` (lower-cased) and custom schemes or none.
    init(_ route: Route, hosts: [String], hasSchemes: Bool) {
        hasLinks = route.opensFromLinks
        // No link reaches it, through any channel: there is nothing to refuse.
        guard route.opensFromLinks else {
            channels = []
            closedChannels = []
            hostEntries = nil
            passesClosedChannels = false
            isCarriedOnly = false
            sharesPathWithCarriedOnly = false
            return
        }
        // Not closed to the manifest's channels but absent from them: they pass its links by.
        guard !route.anyHost else {
            channels = [.inApp]
            closedChannels = []
            hostEntries = nil
            passesClosedChannels = false
            isCarriedOnly = false
            sharesPathWithCarriedOnly = false
            return
        }
        let hasHosts = !hosts.isEmpty
        channels = Self.channels(universalLink: hasHosts && route.universalLink, customScheme: hasSchemes && route.customScheme)
        closedChannels = Self.channels(
            universalLink: hasHosts && !route.universalLink, customScheme: hasSchemes && !route.customScheme)
        hostEntries = route.hosts.map { listed in hosts.indices.filter { listed.contains(hosts[$0]) } }
        passesClosedChannels = route.hasChannelGuard
        isCarriedOnly = route.isCarriedOnly
        sharesPathWithCarriedOnly = route.sharesPathWithCarriedOnly
    }

    /// The channels of those two that are set, universal links first: one of four arrays made
    /// once, since the emitters and validation ask every route's scope, some more than once, and
    /// building the arrays was most of it.
    private static func channels(universalLink: Bool, customScheme: Bool) -> [LinkChannel] {
        switch (universalLink, customScheme) {
        case (true, true): bothChannels
        case (true, false): universalLinkOnly
        case (false, true): customSchemeOnly
        case (false, false): []
        }
    }

    private static let bothChannels: [LinkChannel] = [.universalLink, .customScheme]
    private static let universalLinkOnly: [LinkChannel] = [.universalLink]
    private static let customSchemeOnly: [LinkChannel] = [.customScheme]

    /// Whether `Codable`, Handoff and restoration store the route as its link rather than its
    /// path: a path is read on every host and channel, so it does not tell apart a route on some
    /// hosts only, or one that shares its path with a route of another channel.
    /// So is a route whose path a route only a carrier opens may take (`carriedOnly`), and one
    /// that only in-app links open (`anyHost`).
    package var isStoredAsLink: Bool { hostEntries != nil || passesClosedChannels || sharesPathWithCarriedOnly || isInAppOnly }

    /// Whether the route has a link of its own on `channel` to print: it is open there, and not
    /// opened only by a carrier (whose link is the carrier's).
    package func printsLink(on channel: LinkChannel) -> Bool {
        channels.contains(channel) && !isCarriedOnly
    }

    /// Whether the route takes in-app links on any host and nothing else (`anyHost`): no universal
    /// link, custom-scheme link or path opens it, and no AASA file lists it.
    package var isInAppOnly: Bool { channels == [.inApp] }

    /// Whether universal links on the entry `hostEntry` of `hosts` may find the route: it is on
    /// that host (passing or refusing there is the guards' and ``refuses(_:)``'s to say).
    package func isOnHost(_ hostEntry: Int) -> Bool {
        hostEntries?.contains(hostEntry) ?? true
    }

    /// Whether links through `channel` may open the route, whatever their host: the route is not
    /// closed to it. The route of a carried link must be open on the carrying link's channel too.
    package func isOpen(on channel: LinkChannel?) -> Bool {
        channel.map { !closedChannels.contains($0) } ?? true
    }

    /// The conditions a link that found the route must meet, in the order the matcher checks them
    /// and the parser prints them; a link that fails one passes the route by.
    ///
    /// - Parameters:
    ///   - reading: How the route reads its links.
    ///   - readsTwice: Whether some route of the manifest decodes before splitting, so that a link
    ///     with `%2F` is read a second time.
    ///   - hasInAppRoutes: Whether some route of the manifest is on any host (in-app links).
    func guards(reading: LinkReading, readsTwice: Bool, hasInAppRoutes: Bool) -> [LinkGuard] {
        var guards: [LinkGuard] = []
        if isCarriedOnly { guards.append(.carriedOrPath) }
        // Every other route competes for the second reading too: what takes it there is what
        // takes the link written with `/` (the parser's `_find` keeps a decoding route's alone).
        if readsTwice, reading.contains(.decodesBeforeSplitting) { guards.append(.secondReadingOrNoEncodedSlash) }
        if isInAppOnly {
            guards.append(.inApp)
        } else if hasInAppRoutes {
            guards.append(.notInApp)
        }
        if let hostEntries { guards.append(.hosts(hostEntries, orCustomScheme: channels.contains(.customScheme))) }
        if passesClosedChannels, !closedChannels.isEmpty { guards.append(.notThrough(closedChannels)) }
        return guards
    }

    /// Whether a link through `channel` that found the route and passed its guards opens nothing:
    /// the route is closed to the channel and no route of its path takes such links.
    package func refuses(_ channel: LinkChannel?) -> Bool {
        guard let channel, !passesClosedChannels else { return false }
        return closedChannels.contains(channel)
    }

    /// Whether the AASA file of the entry `hostEntry` (any host when nil) decides the route's
    /// universal links: the route is there, open or refusing; a route that passes them by is left
    /// to the route that takes them.
    func isInAssociationFile(ofHostEntry hostEntry: Int?) -> Bool {
        hasLinks && !isInAppOnly && (hostEntry.map(isOnHost) ?? true) && !(passesClosedChannels && closedChannels.contains(.universalLink))
            && !isCarriedOnly
    }

    /// Whether no link opens both routes: none comes through a channel and host both open to, and
    /// each opens on one (a route no link opens is told apart by its path alone). Such routes may
    /// share a path and query items: each link finds the one of its channel and host.
    func isDisjoint(from other: LinkScope) -> Bool {
        if !hasLinks || !other.hasLinks { return true }
        // In-app links reach the any-host routes only after every other route passed them by.
        if isInAppOnly || other.isInAppOnly { return isInAppOnly != other.isInAppOnly }
        guard !channels.isEmpty, !other.channels.isEmpty else { return false }
        let sharedHosts = hostEntries.map { mine in other.hostEntries.map { !Set(mine).isDisjoint(with: $0) } ?? true } ?? true
        let bothUniversal = channels.contains(.universalLink) && other.channels.contains(.universalLink) && sharedHosts
        let bothCustom = channels.contains(.customScheme) && other.channels.contains(.customScheme)
        return !bothUniversal && !bothCustom
    }
}

extension RouteTable {
    /// The link scope of `route`, one of this table's.
    package func linkScope(of route: Route) -> LinkScope {
        LinkScope(route, hosts: hosts, hasSchemes: !schemes.isEmpty)
    }

    /// Whether a link with `%2F` in its path is read a second time, with `%2F` as `/`: some route
    /// decodes before splitting.
    package var readsLinksTwice: Bool {
        linkRoutes.contains { $0.reading.contains(.decodesBeforeSplitting) }
    }

    /// The guards of each route of ``linkRoutes``, in its order (``LinkScope/guards(reading:readsTwice:hasInAppRoutes:)``).
    func linkGuards() -> [[LinkGuard]] {
        let readsTwice = readsLinksTwice
        let hasInAppRoutes = hasAnyHostRoutes
        return linkRoutes.map { route in
            linkScope(of: route).guards(reading: route.reading, readsTwice: readsTwice, hasInAppRoutes: hasInAppRoutes)
        }
    }
}
