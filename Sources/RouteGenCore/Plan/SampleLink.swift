import RouteGenLinkRuntime

extension GenerationPlan {
    /// A link that opens `route` with a sample value of each type it needs, for a route that
    /// lists no `examples`: what the link tests open for it. Nil where no such link can be
    /// written without the app's code: a route that carries links, one on any host, one that needs a
    /// fragment, and one whose link needs a custom type's raw value, which only the app's
    /// `init(rawValue:)` knows. The caller asks the model whether the link opens the route.
    ///
    /// Its path is that of the route's first variant (every optional segment there); its query
    /// holds the fixed items and each required item; a universal link where the route has one.
    package func sampleLink(of route: Route) -> String? {
        guard route.opensFromLinks, route.carriedLink == nil, !route.anyHost, !route.needsFragment,
            let variant = route.path.variants.first,
            let prefix = universalLinkPrefix(of: route) ?? customSchemePrefix(of: route)
        else { return nil }
        var path = ""
        for segment in variant.segments {
            switch segment {
            case .literal(let text): path += "/" + LinkRuntime.encode(text)
            case .parameter(_, let type), .optional(_, let type):
                guard let value = Self.sample(of: type) else { return nil }
                path += "/" + value
            case .compound(let compound):
                let values = compound.values.compactMap { Self.sample(of: $0.type) }
                guard values.count == compound.values.count else { return nil }
                path += "/" + LinkRuntime.compound(texts: compound.texts, values: values)
            case .rest: path += "/x1/x2"
            }
        }
        var items = route.fixedQuery.map { "\($0.name)=\($0.value)" }
        for item in route.query where item.presence == .required {
            guard let value = Self.sample(of: item.type) else { return nil }
            items.append(LinkRuntime.encode(item.name) + "=" + value)
        }
        return prefix + (path.isEmpty ? "/" : path) + (items.isEmpty ? "" : "?" + items.joined(separator: "&"))
    }

    /// A value of `type` as a link carries it, percent-encoded; nil for a custom type.
    private static func sample(of type: ParameterType) -> String? {
        switch type {
        case .string: "x1"
        case .int: "7"
        case .double: "1.5"
        case .bool: "true"
        case .uuid: "9F1C7E62-2A4B-4B8E-9C3D-0E5F6A7B8C9D"
        case .url: LinkRuntime.encode("https://example.com/a")
        case .custom, .value: nil
        }
    }
}
