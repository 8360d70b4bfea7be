/// Where a route takes links, decided once from its manifest keys (`universalLink`,
/// `customScheme`, `hosts`, `anyHost`) and the manifest's channels: every reader asks this value. The
/// model's matcher and the generated parser admit, pass or refuse a link by
/// ``admission(channel:hostEntry:)`` and ``isOpen(on:)`` (the URL emitter prints its guards and
/// refusals from ``hostEntries``, ``channels`` and ``closedChannels``), the AASA planner lists the routes a host's file decides
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
public struct LinkScope: Hashable, Sendable {
    /// What a link gets from a route once the link's path and items have found it.
    public enum Admission: Hashable, Sendable {
        /// The route opens.
        case admits
        /// The route is not there: the next route of the path may take the link.
        case passes
        /// The route is there but closed to the link's channel: the link opens nothing.
        case refuses
    }

    /// The channels the manifest has whose links open the route, universal links first.
    public let channels: [LinkChannel]

    /// The channels the manifest has that the route is closed to.
    public let closedChannels: [LinkChannel]

    /// The entries of the manifest's `hosts`, by index, whose universal links may open the
    /// route; nil for a route on every host.
    public let hostEntries: [Int]?

    /// Whether a link on a closed channel passes the route by (a route of the same path and
    /// items takes it there: `Route.hasChannelGuard`) rather than being refused.
    public let passesClosedChannels: Bool

    /// Whether only a carried link opens the route (`carriedOnly`): a link read directly passes
    /// it by, and the AASA file leaves its links to the route that takes them, or to none.
    public let isCarriedOnly: Bool

    /// Whether a route only a carrier opens may take one of the route's paths (``Route/sharesPathWithCarriedOnly``).
    public let sharesPathWithCarriedOnly: Bool

    /// The scope of `route` in a manifest with `hosts` (lower-cased) and custom schemes or none.
    init(_ route: Route, hosts: [String], hasSchemes: Bool) {
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
    public var isStoredAsLink: Bool { hostEntries != nil || passesClosedChannels || sharesPathWithCarriedOnly || isInAppOnly }

    /// Whether the route takes in-app links on any host and nothing else (`anyHost`): no universal
    /// link, custom-scheme link or path opens it, and no AASA file lists it.
    public var isInAppOnly: Bool { channels == [.inApp] }

    /// Whether universal links on the entry `hostEntry` of `hosts` may find the route: it is on
    /// that host (passing or refusing there is ``admission(channel:hostEntry:)``'s to say).
    public func isOnHost(_ hostEntry: Int) -> Bool {
        hostEntries?.contains(hostEntry) ?? true
    }

    /// Whether links through `channel` may open the route, whatever their host: the route is not
    /// closed to it. The route of a carried link must be open on the carrying link's channel too.
    public func isOpen(on channel: LinkChannel?) -> Bool {
        channel.map { !closedChannels.contains($0) } ?? true
    }

    /// What a link that found the route gets from it.
    ///
    /// - Parameters:
    ///   - channel: The link's channel; nil for a path (`init(path:)`), which stands for all.
    ///   - hostEntry: For a universal link, the index of its host's entry in `hosts`.
    ///   - isCarried: Whether a carrier carried the link; a path stands for every way in.
    public func admission(channel: LinkChannel?, hostEntry: Int, isCarried: Bool = false) -> Admission {
        // The in-app channel is the any-host routes' alone, and they are on no other.
        if channel == .inApp || isInAppOnly { return channel == .inApp && isInAppOnly ? .admits : .passes }
        if isCarriedOnly, channel != nil, !isCarried { return .passes }
        if hostEntries != nil {
            // On its hosts' universal links, and custom-scheme links when it opens there.
            switch channel {
            case .universalLink?: if !isOnHost(hostEntry) { return .passes }
            case .customScheme?: if !channels.contains(.customScheme) { return .passes }
            case .inApp?, nil: return .passes
            }
        }
        guard let channel, closedChannels.contains(channel) else { return .admits }
        return passesClosedChannels ? .passes : .refuses
    }

    /// Whether the AASA file of the entry `hostEntry` (any host when nil) decides the route's
    /// universal links: the route is there, open or refusing; a route that passes them by is left
    /// to the route that takes them.
    func isInAssociationFile(ofHostEntry hostEntry: Int?) -> Bool {
        !isInAppOnly && (hostEntry.map(isOnHost) ?? true) && !(passesClosedChannels && closedChannels.contains(.universalLink))
            && !isCarriedOnly
    }

    /// Whether no link opens both routes: none comes through a channel and host both open to, and
    /// each opens on one (a route no link opens is told apart by its path alone). Such routes may
    /// share a path and query items: each link finds the one of its channel and host.
    func isDisjoint(from other: LinkScope) -> Bool {
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
    public func linkScope(of route: Route) -> LinkScope {
        LinkScope(route, hosts: hosts, hasSchemes: !schemes.isEmpty)
    }
}
