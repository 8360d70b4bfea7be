/// How a route reads its links beyond its path and items: the manifest's reading opt-ins, each
/// off unless set. One value rather than a Boolean per key, so a new reading rule is a new
/// member here, not a new field of `Route`.
public struct LinkReading: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// `itemsInFragment`: the route's `query` parameters are read from the fragment, and printed there.
    public static let itemsInFragment = LinkReading(rawValue: 1 << 0)

    /// `decodesBeforeSplitting`: `%2F` in the path separates segments (a second reading of the link).
    public static let decodesBeforeSplitting = LinkReading(rawValue: 1 << 1)

    /// `keepsEmptySegments`: the rest parameter that ends the path keeps its empty segments.
    public static let keepsEmptySegments = LinkReading(rawValue: 1 << 2)
}
