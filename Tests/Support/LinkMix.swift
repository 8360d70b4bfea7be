/// A fixed mix of links to a ``SyntheticManifest``, half that open a route and half that do not,
/// each with the route it should open: the workload of the parse benchmark, and of the tests that
/// hold the benchmark's parsers to the same answers.
///
/// Every size gets the same number of links in the same proportions, spread over the whole
/// manifest, so that a cost that grows with the number of routes shows in the figures.
package enum LinkMix {
    /// One link and the route it opens.
    package struct Link: Hashable, Sendable {
        /// The link's text.
        package var url: String
        /// The name of the route it opens (`route42`), or nil when it opens none.
        package var route: String?
    }

    /// `count` links to a manifest of `routeCount` routes (at least 10), the same for the same
    /// arguments. Each run of ten holds one link of every kind:
    ///
    /// | Opens a route                              | Opens none                                   |
    /// |--------------------------------------------|----------------------------------------------|
    /// | a literal path                             | a custom-scheme-only route over `https`      |
    /// | a child with an `Int` id                   | a path no section has                        |
    /// | a `UUID` in the middle of the path         | a child whose id is not an `Int`             |
    /// | a custom-scheme link with a slug           | the right path on another host               |
    /// | query parameters (an `Int`, text, a list)  | one segment more than the `UUID` route has   |
    package static func links(routeCount: Int, count: Int = 1_000) -> [Link] {
        precondition(routeCount >= 10, "every shape needs two routes")
        let web = "https://\(SyntheticManifest.host)"
        return (0..<count).map { position in
            let round = position / 10
            func route(_ shape: SyntheticManifest.Shape) -> (index: Int, section: String) {
                // Spread the picks over the manifest: a prime stride visits every route of a shape.
                let routesOfShape = (routeCount - shape.rawValue + 4) / 5
                let index = shape.rawValue + 5 * ((round * 7_919 + shape.rawValue * 31) % routesOfShape)
                return (index, SyntheticManifest.section(of: index))
            }
            switch position % 10 {
            case 0:
                let (index, section) = route(.literal)
                return Link(url: "\(web)/\(section)/items\(index)", route: "route\(index)")
            case 1:
                let (index, section) = route(.child)
                return Link(url: "\(web)/\(section)/items\(index - 1)/\(round * 37 % 100_000)", route: "route\(index)")
            case 2:
                let (index, section) = route(.uuid)
                return Link(url: "\(web)/\(section)/things\(index)/\(uuid(round))/detail", route: "route\(index)")
            case 3:
                let (index, section) = route(.customSchemeOnly)
                return Link(url: "\(SyntheticManifest.scheme)://\(section)/pages\(index)/summer-sale-\(round)", route: "route\(index)")
            case 4:
                let (index, section) = route(.query)
                return Link(url: "\(web)/\(section)/lists\(index)?page=\(round % 9 + 2)&q=red%20shoes&tags=new&tags=sale", route: "route\(index)")
            case 5:
                let (index, section) = route(.customSchemeOnly)
                return Link(url: "\(web)/\(section)/pages\(index)/summer-sale", route: nil)
            case 6:
                return Link(url: "\(web)/help/contact-us", route: nil)
            case 7:
                let (index, section) = route(.child)
                return Link(url: "\(web)/\(section)/items\(index - 1)/latest", route: nil)
            case 8:
                let (index, section) = route(.literal)
                return Link(url: "https://www.example.org/\(section)/items\(index)", route: nil)
            default:
                let (index, section) = route(.uuid)
                return Link(url: "\(web)/\(section)/things\(index)/\(uuid(round))/detail/comments", route: nil)
            }
        }
    }

    /// A UUID's text made from `seed`, upper-case for even seeds and lower-case for odd ones.
    private static func uuid(_ seed: Int) -> String {
        var generator = SeededGenerator(seed: UInt64(seed))
        let hex = (0..<2).map { _ in
            let word = String(generator.next(), radix: 16)
            return String(repeating: "0", count: 16 - word.count) + word
        }.joined()
        let groups = [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { range in
            String(hex.dropFirst(range.lowerBound).prefix(range.count))
        }
        let text = groups.joined(separator: "-")
        return seed.isMultiple(of: 2) ? text.uppercased() : text
    }
}
