/// How a route reads its links beyond its path and items: the manifest's reading opt-ins, each
/// off unless set. One value rather than a Boolean per key, so a new reading rule is a new
/// member here, not a new field of `Route`.
package struct LinkReading: OptionSet, Hashable, Sendable {
    package let rawValue: Int

    package init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// `itemsInFragment`: the route's `query` parameters are read from the fragment, and printed there.
    package static let itemsInFragment = LinkReading(rawValue: 1 << 0)

    /// `decodesBeforeSplitting`: `%2F` in the path separates segments (a second reading of the link).
    package static let decodesBeforeSplitting = LinkReading(rawValue: 1 << 1)

    /// `keepsEmptySegments`: the rest parameter that ends the path keeps its empty segments.
    package static let keepsEmptySegments = LinkReading(rawValue: 1 << 2)
}
