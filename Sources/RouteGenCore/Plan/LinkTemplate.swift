import RouteGenLinkRuntime

/// How the generated printer writes one route's links (`universalLink`, `customSchemeURL`, and a
/// carrier's `<name>Link(to:)`), as data: the literal parts already encoded, a slot for each
/// value, and the escaping each slot needs. The catalog page's link builder fills the slots in
/// with typed values and encodes them as the printer does, and nothing else: every decision about
/// a link's shape is made here, from the model, by the rules `URLEmitter` prints.
package struct LinkTemplate: Hashable, Sendable {
    /// The route's parameters, in the order of its enum case's values, then for a route that
    /// carries a link, the link it carries as one more `String`.
    package var parameters: [Parameter]

    /// The links the printer writes, each a prefix before the path: `https://shop.example.com`,
    /// `shop:/`. A route that carries a link has one, as its printer does.
    package var prefixes: [Prefix]

    /// The path, a part at a time; an empty path prints `/`.
    package var path: [PathPart]

    /// The query items of fixed values, `action=history&v=2`, which come first in the query.
    package var fixedQuery: String

    /// The query items of values, in order.
    package var query: [QueryItem]

    /// For a route that carries a link in its fragment, the index in `parameters` of that link.
    package var fragment: Int?

    /// What comes before the query items of values and fixed values: `?`, or `#` for a route
    /// that reads its items from the fragment (`itemsInFragment`: `#a=1&b=2`).
    package var itemsPrefix = "?"

    /// A character no path value may hold, and why; nil when any may. A route that decodes
    /// before splitting reads `%2F` in its path as `/`, so a value with `/` would read back as
    /// two segments.
    package var refusedInPathValues: RefusedCharacter?

    /// A character values may not hold, and why, as the link builder says it.
    package struct RefusedCharacter: Hashable, Sendable {
        package var character: String
        package var reason: String
    }

    /// The path and query of a route without values, as the printer writes it: its literal
    /// parts and fixed items. Nil for a route with values, which the page's builder prints.
    package var pathWithoutValues: String? {
        guard parameters.isEmpty else { return nil }
        let path = self.path.map { part in if case .literal(let text) = part { "/" + text } else { "" } }.joined()
        return (path.isEmpty ? "/" : path) + (fixedQuery.isEmpty ? "" : "?" + fixedQuery)
    }

    /// One part of a path.
    package enum PathPart: Hashable, Sendable {
        /// `/` and a literal segment, encoded.
        case literal(String)
        /// `/` and the value of `parameters[index]`, encoded; no part when an optional value is
        /// absent. `shadows` are the values another route takes (``LinkShadows``).
        case value(Int, shadows: [LinkShadows.Shadow] = [])
        /// `/` and a compound segment: its texts as written, around the values, encoded; each value
        /// after the first also escapes the characters of `escaping` (the texts' letters in either
        /// case), so matching finds each text again.
        case compound(texts: [String], values: [Int], escaping: String)
        /// `/` and each value of a rest parameter, encoded; `/` alone when it has none, or nothing
        /// when it is not the last part (`/tags/swift` for `/{prefix...}/tags/{tag}`). `emptyOpens`
        /// names the route that a link with no rest segments opens instead, when another does
        /// (`/docs/` is `/docs`, `/tags/swift` a literal route's): such a link needs at least one.
        /// `shadows` are the single segments another route takes.
        case rest(Int, emptyOpens: String?, shadows: [LinkShadows.Shadow] = [])
    }

    /// A query item: its name, encoded, and the index in `parameters` of its value.
    package struct QueryItem: Hashable, Sendable {
        package var name: String
        package var parameter: Int
    }

    /// What one channel's link prints before the path.
    package struct Prefix: Hashable, Sendable {
        package var channel: LinkChannel
        package var text: String
    }
}

extension GenerationPlan {
    /// The template of `route`'s links, as `URLEmitter` prints them; nil for a route no link opens.
    ///
    /// - Parameter shadows: The values other routes take, to share across the routes of a page;
    ///   made here when nil.
    package func linkTemplate(of route: Route, shadows: LinkShadows? = nil) -> LinkTemplate? {
        // Values no link carries are no part of a link; a screen no link opens has none.
        guard route.opensFromLinks else { return nil }
        var parameters = route.linkParameters
        var query = route.query
        var fragment: Int?
        var prefixes: [LinkTemplate.Prefix] = []
        if let carried = route.carriedLink {
            // `<name>Link(to:)` prints one link: universal when the route has one.
            let link = Parameter(name: route.carriesPath ? "path" : "link", type: .string, presence: .required)
            parameters = route.path.parameters + [link]
            switch carried {
            case .queryItem(let name): query = [Parameter(name: name, type: .string, presence: .required)]
            case .fragment: (query, fragment) = ([], parameters.count - 1)
            }
            if let prefix = universalLinkPrefix(of: route) {
                prefixes = [.init(channel: .universalLink, text: prefix)]
            } else if let prefix = customSchemePrefix(of: route) {
                prefixes = [.init(channel: .customScheme, text: prefix)]
            }
        } else {
            prefixes = [
                universalLinkPrefix(of: route).map { LinkTemplate.Prefix(channel: .universalLink, text: $0) },
                customSchemePrefix(of: route).map { LinkTemplate.Prefix(channel: .customScheme, text: $0) },
            ].compactMap { $0 }
        }
        guard !prefixes.isEmpty else { return nil }
        var path: [LinkTemplate.PathPart] = []
        var index = 0
        let shadows = shadows ?? LinkShadows(plan: self)
        for (position, segment) in route.path.segments.enumerated() {
            switch segment {
            case .literal(let text): path.append(.literal(LinkRuntime.encode(text)))
            case .parameter, .optional: path.append(.value(index, shadows: shadows.shadows(of: route, at: position)))
            case .compound(let compound):
                path.append(.compound(
                    texts: compound.texts, values: Array(index..<index + compound.values.count),
                    escaping: Self.compoundEscaping(compound.texts)))
            case .rest:
                path.append(.rest(index, emptyOpens: shadows.emptyRestOpens(route), shadows: shadows.shadows(of: route, at: position)))
            }
            index += segment.parameterCount
        }
        let queryStart = route.path.parameters.count
        return LinkTemplate(
            parameters: parameters, prefixes: prefixes, path: path,
            fixedQuery: route.fixedQuery.map { "\($0.name)=\($0.value)" }.joined(separator: "&"),
            query: query.enumerated().map { .init(name: LinkRuntime.encode($0.element.name), parameter: queryStart + $0.offset) },
            fragment: fragment, itemsPrefix: route.reading.contains(.itemsInFragment) ? "#" : "?",
            refusedInPathValues: route.reading.contains(.decodesBeforeSplitting)
                ? LinkTemplate.RefusedCharacter(character: "/", reason: "this route reads %2F in its path as a separator") : nil)
    }

    /// The characters a compound segment's values after the first escape beyond the encoder's:
    /// those of its texts that the encoder leaves alone, each letter in both cases (`_compound`).
    private static func compoundEscaping(_ texts: [String]) -> String {
        var escaping: [UInt8] = []
        for byte in texts.joined().utf8 where LinkRuntime.encode(String(decoding: [byte], as: UTF8.self)).utf8.count == 1 {
            let letter = byte | 0x20
            let forms = (0x61...0x7A).contains(letter) ? [letter, letter - 0x20] : [byte]
            escaping += forms.filter { !escaping.contains($0) }
        }
        return String(decoding: escaping, as: UTF8.self)
    }
}
