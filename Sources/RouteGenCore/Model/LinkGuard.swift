/// One condition a route puts on a link that found it, before it reads the link's items: a link
/// that fails it passes the route by, for the next route of its path.
///
/// A route's guards are listed once, in order, by its ``LinkScope`` (``LinkScope/guards``): the
/// model's matcher (`LinkMatcher`) checks them with ``admits(_:)``, and the URL emitter prints each
/// as a `guard` of the route's builder, in the same order. A new condition is a case here, read by
/// both, so the model and the generated parser cannot check different things.
package enum LinkGuard: Hashable, Sendable {
    /// `carriedOnly`: a link opens the route only when another link carries it; a path
    /// (`init(path:)`), which stands for every way in, opens it too.
    case carriedOrPath
    /// `decodesBeforeSplitting`: the first reading only when the path has no `%2F`; the second
    /// reading, with `%2F` as `/`, always.
    case secondReadingOrNoEncodedSlash
    /// A route on any host's: in-app links only.
    case inApp
    /// Every other route's, where the manifest has routes on any host: no in-app link.
    case notInApp
    /// A route on some hosts: universal links on these entries of the manifest's `hosts`, and
    /// custom-scheme links when `orCustomScheme`.
    case hosts([Int], orCustomScheme: Bool)
    /// A route that shares its path with a route of another channel: not through these channels,
    /// which it is closed to, so their links pass it by rather than being refused.
    case notThrough([LinkChannel])

    /// What a guard looks at in a link.
    package struct Link: Sendable {
        /// The link's channel; nil for a path (`init(path:)`), which stands for every channel.
        package var channel: LinkChannel?
        /// A universal link's host, by its index in `hosts`.
        package var hostEntry: Int
        /// How many links carry this one.
        package var depth: Int
        /// Whether this is the second reading, with `%2F` as `/`.
        package var slashesDecoded: Bool
        /// Whether the path has `%2F`.
        package var hasEncodedSlash: Bool

        package init(channel: LinkChannel?, hostEntry: Int, depth: Int = 0, slashesDecoded: Bool = false, hasEncodedSlash: Bool = false) {
            self.channel = channel
            self.hostEntry = hostEntry
            self.depth = depth
            self.slashesDecoded = slashesDecoded
            self.hasEncodedSlash = hasEncodedSlash
        }
    }

    /// Whether `link` meets the condition.
    package func admits(_ link: Link) -> Bool {
        switch self {
        case .carriedOrPath: link.depth > 0 || link.channel == nil
        case .secondReadingOrNoEncodedSlash: link.slashesDecoded || !link.hasEncodedSlash
        case .inApp: link.channel == .inApp
        case .notInApp: link.channel != .inApp
        case .hosts(let entries, let orCustomScheme):
            link.channel == .universalLink ? entries.contains(link.hostEntry) : orCustomScheme && link.channel == .customScheme
        case .notThrough(let channels): link.channel.map { !channels.contains($0) } ?? true
        }
    }
}
