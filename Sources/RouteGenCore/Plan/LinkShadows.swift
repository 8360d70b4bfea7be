import RouteGenLinkRuntime

/// Which values of a route's path another route takes: the parser tries literals before values,
/// and typed values before strings, so `itemBySlug(slug: "0")` of `/items/{slug}` prints
/// `/items/0`, which opens `itemByID` of `/items/{id:Int}`; `page(path: [])` of `/docs/{path...}`
/// prints `/docs/`, which opens `/docs`. No link opens such a value, so the catalog's link
/// builder refuses it and names the route the link would open.
///
/// Found by asking the model's parser, on a sample link of the route, each alternative that a
/// route of the same path so far offers at that segment: its literal, or a value of its type.
/// Compound segments of other routes (`{slug}-{id:Int}`) are not asked.
package struct LinkShadows: Sendable {
    let plan: GenerationPlan
    private let parser: LinkMatcher
    private let shapes: LinkMatcher

    /// What routes offer at a segment, by the shapes of the segments before it.
    private let alternatives: [[SegmentShape]: Alternatives]

    private struct Alternatives {
        var literals: Set<String> = []
        var types: Set<ParameterType> = []
    }

    /// One value that opens another route: a literal, or any value of a type.
    package struct Shadow: Hashable, Sendable {
        package enum Value: Hashable, Sendable {
            case literal(String)
            case type(ParameterType)
        }

        package var value: Value
        /// The route the link opens instead; nil when it opens none (a route closed to the
        /// link's channel takes it, and refuses it).
        package var route: String?
    }

    /// Prepares the look-ups of `plan`'s routes.
    package init(plan: GenerationPlan) {
        self.plan = plan
        parser = LinkMatcher(plan: plan)
        shapes = LinkMatcher(plan: plan, checksTypes: false)
        var alternatives: [[SegmentShape]: Alternatives] = [:]
        let caseSensitive = plan.table.caseSensitive
        for route in plan.table.linkRoutes {
            for variant in route.path.variants {
                var prefix: [SegmentShape] = []
                for segment in variant.segments {
                    switch segment {
                    case .literal(let text): alternatives[prefix, default: .init()].literals.insert(text)
                    case .parameter(_, let type): alternatives[prefix, default: .init()].types.insert(type)
                    case .compound, .optional, .rest: break
                    }
                    guard let shape = SegmentShape(segment, caseSensitive: caseSensitive) else { break }
                    prefix.append(shape)
                }
            }
        }
        self.alternatives = alternatives
    }

    /// The values of `route`'s parameter at `position` of its path (a whole segment: a value, or a
    /// rest parameter's first) that open another route.
    func shadows(of route: Route, at position: Int) -> [Shadow] {
        guard let variant = route.path.variants.first, position < variant.segments.count else { return [] }
        let prefix = variant.segments[..<position].compactMap { SegmentShape($0, caseSensitive: plan.table.caseSensitive) }
        guard prefix.count == position, let offered = alternatives[prefix] else { return [] }
        let own: ParameterType
        switch variant.segments[position] {
        case .parameter(_, let type): own = type
        case .rest: own = .string
        default: return []
        }
        var shadows: [Shadow] = []
        var candidates = offered.literals.sorted().map { (Shadow.Value.literal($0), $0) }
        for type in offered.types.sorted(by: { $0.description < $1.description }) where type != own {
            // A value of this route's type, as the printer writes it, that is also one of the
            // other type: `1` of `String` and `Int`; never one of `Bool` for a `Double`, written `1.0`.
            guard let text = Self.samples.lazy.compactMap({ Self.printed($0, as: own) }).first(where: { Self.converts($0, to: type) })
            else { continue }
            candidates.append((.type(type), text))
        }
        // The channels whose sample link opens the route, to ask each candidate on.
        let base = sample(route, variant, sampling: Self.sample(of:))
        let prefixes = [plan.universalLinkPrefix(of: route), plan.customSchemePrefix(of: route)].compactMap { $0 }
            .filter { opened($0 + base) == route.name }
        for (value, text) in candidates where Self.printed(text, as: own) == text {
            let path = sample(route, variant, replacing: position, with: text, sampling: Self.sample(of:))
            for prefix in prefixes {
                let other = opened(prefix + path)
                if other != route.name {
                    shadows.append(Shadow(value: value, route: other))
                    break
                }
            }
        }
        return shadows
    }

    /// The route that a link to `route` with no rest segments opens, when it is another: the
    /// parser ignores a trailing slash, so `/docs/` is `/docs`. Asked of the route's shape, any
    /// value in each parameter, so a typed route that may take the link counts too.
    func emptyRestOpens(_ route: Route) -> String? {
        guard let variant = route.path.variants.first,
            let match = shapes.match(path: sample(route, variant, emptyRest: true, sampling: { _ in "x1" }))
        else { return nil }
        let opened = plan.table.linkRoutes[match.routeIndex].name
        return opened == route.name ? nil : opened
    }

    // MARK: Samples

    /// Texts that convert to one or more types, to find one a route's value and another
    /// route's type both take.
    private static let samples = ["1", "0", "1.5", "true", "00000000-0000-0000-0000-000000000001", "https://example.com", "x1"]

    /// A text a value of `type` is written as in a sample link: one of no other type, where it can be.
    private static func sample(of type: ParameterType) -> String {
        switch type {
        case .string, .custom, .value: "x1"  // no link holds a value type
        case .int: "1"
        case .double: "1.5"
        case .bool: "true"
        case .uuid: "00000000-0000-0000-0000-000000000001"
        case .url: "https://example.com"
        }
    }

    /// `text` read as a value of `type` and printed as generated code prints it (`+07` is `7`,
    /// `1` of a `Double` is `1.0`); nil when it is no such value.
    private static func printed(_ text: String, as type: ParameterType) -> String? {
        switch type {
        case .string, .custom, .value: text
        case .int: LinkRuntime.int(text).map(String.init)
        case .double: LinkRuntime.double(text).map { "\($0)" }
        case .bool: LinkRuntime.bool(text).map { "\($0)" }
        case .uuid: LinkRuntime.uuid(text)?.uuidString
        case .url: LinkRuntime.url(text)?.absoluteString
        }
    }

    /// Whether the parser reads `text` as a value of `type` (an app's type takes any text here,
    /// as the model's parser does).
    private static func converts(_ text: String, to type: ParameterType) -> Bool {
        switch type {
        case .string, .custom, .value: true
        case .int: LinkRuntime.int(text) != nil
        case .double: LinkRuntime.double(text) != nil
        case .bool: LinkRuntime.bool(text) != nil
        case .uuid: LinkRuntime.uuid(text) != nil
        case .url: LinkRuntime.url(text) != nil
        }
    }

    /// The name of the route `link` opens; nil for none.
    private func opened(_ link: String) -> String? {
        parser.match(url: link).map { plan.table.linkRoutes[$0.routeIndex].name }
    }

    /// A path and query of `route`'s shape: `text` at `position` (for a rest parameter, its one
    /// segment), a sample of each other value's type (a rest parameter's one segment, or none with
    /// `emptyRest`), the fixed items and the required ones.
    private func sample(
        _ route: Route, _ variant: PathPattern.Variant, replacing position: Int? = nil, with text: String = "",
        emptyRest: Bool = false, sampling: (ParameterType) -> String
    ) -> String {
        var path = ""
        for (index, segment) in variant.segments.enumerated() {
            switch segment {
            case .literal(let literal): path += "/" + LinkRuntime.encode(literal)
            case .parameter(_, let type), .optional(_, let type):
                path += "/" + LinkRuntime.encode(index == position ? text : sampling(type))
            case .compound(let compound):
                path += "/" + LinkRuntime.compound(texts: compound.texts, values: compound.values.map { sampling($0.type) })
            case .rest:
                // Without segments, a rest that is not last leaves no `/` of its own (`/tags/x1`).
                if emptyRest, index != position, index < variant.segments.count - 1 { continue }
                path += "/" + (index == position ? LinkRuntime.encode(text) : emptyRest ? "" : LinkRuntime.encode(sampling(.string)))
            }
        }
        var items = route.fixedQuery.map { "\($0.name)=\($0.value)" }
        items += route.query.filter { $0.presence == .required }.map { LinkRuntime.encode($0.name) + "=" + LinkRuntime.encode(sampling($0.type)) }
        if case .queryItem(let name)? = route.carriedLink { items.append(LinkRuntime.encode(name) + "=x1") }
        return (path.isEmpty ? "/" : path) + (items.isEmpty ? "" : "?" + items.joined(separator: "&"))
    }
}
