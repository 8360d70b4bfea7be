import Foundation
import RouteGenLinkRuntime

/// The generated parser, run on the model: the route a link opens, without compiling any code.
///
/// Links are read, decoded and converted by the link runtime (`RouteGenLinkRuntime`), the code
/// every generated parser embeds; what is left here is what `URLEmitter` prints for each manifest:
/// the channels and the walk of the decision tree, with its precedence and backtracking. So
/// `routegen match` and the generation-time checks of `examples` answer what the app will;
/// `GeneratedCodeTests` and the links fuzzer hold the two to the same answers.
///
/// With `checksTypes` false every parameter accepts any segment: the parser "has a route of this
/// shape", which is all an AASA file can express, and what the AASA property test compares against.
package struct LinkMatcher: Sendable {
    /// The model.
    package let table: RouteTable

    /// Whether typed parameters convert their text (true, as the app does) or accept any segment.
    package let checksTypes: Bool

    private let tree: MatchTree

    /// The routes the tree's endings index: the enum's, then those that carry links.
    private let linkRoutes: [Route]

    /// The link scope of each of `linkRoutes`, by the same index.
    private let scopes: [LinkScope]
    /// Each route's `LinkGuard`s, as the plan lists them and the parser prints them.
    private let guards: [[LinkGuard]]

    /// `RouteTable.hostEntryOrder`, kept: every universal link asks it.
    private let hostEntryOrder: [Int]

    /// Whether any route decodes before splitting, so that links with `%2F` are read twice.
    private let decodes: Bool

    /// Each node's literal edges by their text, so that a wide level costs one look-up, as the
    /// generated parser's hash does: generation checks a sample link of every route.
    private let literalEdges: [[String: Int]]

    /// Creates a matcher of `table`'s routes.
    package init(table: RouteTable, checksTypes: Bool = true) {
        self.init(
            table: table, tree: MatchTree(routes: table.linkRoutes, caseSensitive: table.caseSensitive), guards: table.linkGuards(),
            checksTypes: checksTypes)
    }

    /// Creates a matcher of a plan's routes, walking the tree the URL emitter prints.
    package init(plan: GenerationPlan, checksTypes: Bool = true) {
        self.init(table: plan.table, tree: plan.matchTree, guards: plan.linkGuards, checksTypes: checksTypes)
    }

    private init(table: RouteTable, tree: MatchTree, guards: [[LinkGuard]], checksTypes: Bool) {
        self.table = table
        self.checksTypes = checksTypes
        self.tree = tree
        linkRoutes = table.linkRoutes
        scopes = linkRoutes.map(table.linkScope(of:))
        self.guards = guards
        hostEntryOrder = table.hostEntryOrder
        decodes = table.readsLinksTwice
        literalEdges = tree.nodes.map { node in
            Dictionary(node.literals.map { ($0.text, $0.child) }, uniquingKeysWith: { first, _ in first })
        }
    }

    /// A matched route and its arguments.
    package struct Match: Hashable, Sendable {
        /// The route's index in `RouteTable.routes`; with `checksTypes` false, the index in
        /// `RouteTable.linkRoutes` of the route whose shape the link has, which may carry a link.
        package var routeIndex: Int
        /// The link's channel; nil for a path read by `init(path:)`.
        package var channel: LinkChannel?
        /// The route value as Swift would print it, such as `productDetail(id: 9F1C…)`.
        package var value: String
        /// The whole stack the link opens, parents first, each as `value`.
        package var stack: [String]
        /// The same stack with each route's values, for comparing and printing them; empty where
        /// the match is not described.
        package var routes: [RouteValue] = []
        /// The route's optional parameters that the link's path left out, by index in its path's
        /// parameters: which variant of the path matched.
        package var absentParameters: Set<Int> = []
        /// The routes that carried the link to the route, outermost first, each with the link it
        /// opened: empty for a link that opens its route itself.
        package var carriedBy: [CarryingStep] = []
    }

    /// A route that opened the link it carries: `redirect` opened `/products/42`.
    package struct CarryingStep: Hashable, Sendable {
        /// The name of the route that carries the link.
        package var route: String
        /// The link it carries, decoded once, as it was opened.
        package var link: String
        /// Whether the route carries a path on its own channel (`opensPathIn`) rather than a link.
        package var carriesPath = false
    }

    // MARK: Entry points

    /// The route of a URL, as `init?(url:)` reads it: Foundation's `absoluteString` of the text.
    package func match(url text: String) -> Match? {
        match(url: text, describes: true)
    }

    /// The route a URL opens and its channel, as `match(url:)` finds them, without printing the
    /// route's value and stack: what generation asks of every route's examples and sample links,
    /// where printing them cost more than finding the route.
    func openedRoute(url text: String) -> (routeIndex: Int, channel: LinkChannel?, absentParameters: Set<Int>)? {
        match(url: text, describes: false).map { ($0.routeIndex, $0.channel, $0.absentParameters) }
    }

    /// `match(url:)`; with `describes` false, the match's `value` and `stack` are left empty.
    private func match(url text: String, describes: Bool) -> Match? {
        match(link: read(text), depth: 0, describes: describes)
    }

    /// The route of an absolute link carried `depth` deep, as `_route(absolute:depth:)` finds it.
    private func match(link: LinkRuntime.ReadLink?, depth: Int, describes: Bool) -> Match? {
        guard let link else { return nil }
        let channel: LinkChannel
        var authorityFirst = false
        var hostEntry = 0
        if link.scheme == "https", !table.hosts.isEmpty {
            guard let host = link.host(port: "443"), let entry = universalLinkHostEntry(host: host) else { return nil }
            channel = .universalLink
            hostEntry = entry
        } else if let custom = table.schemes.first(where: { $0.name == link.scheme }) {
            if let host = custom.host {
                guard link.host(port: "") == host else { return nil }
            } else {
                authorityFirst = true
            }
            channel = .customScheme
        } else {
            return nil
        }
        guard let segments = link.segments(authorityFirst: authorityFirst) else { return nil }
        let hostIsFirstSegment = authorityFirst && link.hasAuthority
            && !(table.schemes.first { $0.name == link.scheme }?.caseSensitiveHost ?? false)
        let request = Request(
            channel: channel, segments: segments, authorityFirst: authorityFirst, link: link, plusAsSpace: table.plusAsSpace,
            hostIsFirstSegment: hostIsFirstSegment, describes: describes, host: hostEntry, depth: depth,
            hasEncodedSlash: decodes && link.hasEncodedSlash(authorityFirst: authorityFirst))
        return open(request)
    }

    /// `_open`: the route a request finds, unless a link it carries opens nothing, or the route is
    /// closed to the request's channel (found as on every channel, then refused).
    private func open(_ request: Request) -> Match? {
        guard let match = route(request), !request.refusal.isRefused else { return nil }
        // A carried link's route must be open on the channel of the link that carries it too:
        // a web link cannot carry its way into a route the web may not open.
        // Its channel only: the route of a carried link is on the carried link's own host.
        guard scopes[match.routeIndex].isOpen(on: request.channel) else { return nil }
        return match
    }

    /// The route of a link tapped in the app, as `init?(inAppURL:)` reads it: the route of
    /// ``match(url:)``, else, in a manifest with routes on any host, for an `http` or `https` link
    /// whose host such a route takes, the route on any host its path opens.
    package func match(inAppURL text: String) -> Match? {
        if let match = match(url: text) { return match }
        guard table.hasAnyHostRoutes, let link = read(text), let host = link.inAppHost,
            let segments = link.segments(authorityFirst: false)
        else { return nil }
        var request = Request(channel: .inApp, segments: segments, authorityFirst: false, link: link, plusAsSpace: table.plusAsSpace)
        request.inAppHost = host
        request.hasEncodedSlash = decodes && link.hasEncodedSlash(authorityFirst: false)
        return open(request)
    }

    /// The route of a path and query, as `init?(path:)` (and `Codable`) reads it: every channel.
    package func match(path text: String) -> Match? {
        guard let link = LinkRuntime.ReadLink(pathAndQuery: text), let segments = link.segments(authorityFirst: false)
        else { return nil }
        return open(Request(
            channel: nil, segments: segments, authorityFirst: false, link: link, plusAsSpace: false,
            hasEncodedSlash: decodes && link.hasEncodedSlash(authorityFirst: false)))
    }

    /// Whether `text` is a universal link of the manifest: `https`, on one of `hosts`, port 443,
    /// no user info. The AASA file decides such links, whatever their path.
    package func isUniversalLink(_ text: String) -> Bool {
        universalLinkHostEntry(text) != nil
    }

    /// The entry of `hosts` a universal link's host belongs to (``RouteTable/hostEntry(of:)``),
    /// which decides its AASA file; nil for a link that is no universal link.
    package func universalLinkHostEntry(_ text: String) -> String? {
        guard !table.hosts.isEmpty, let link = read(text), link.scheme == "https", let host = link.host(port: "443") else {
            return nil
        }
        return universalLinkHostEntry(host: host).map { table.hosts[$0] }
    }

    /// A URL's text as `init?(url:)` reads it: Foundation's `absoluteString`, taken apart.
    private func read(_ text: String) -> LinkRuntime.ReadLink? {
        URL(string: text).flatMap { LinkRuntime.ReadLink(absolute: $0.absoluteString) }
    }

    /// `_universalLinkHost`: the index in `hosts` of the host's entry.
    private func universalLinkHostEntry(host: String) -> Int? {
        table.hostEntry(of: host, order: hostEntryOrder)
    }

    // MARK: The decision tree

    private struct Request {
        var channel: LinkChannel?
        var segments: [String]
        /// Whether the link's authority is its first segment, for reading the segments again
        /// still percent-encoded, as compound segments are cut.
        var authorityFirst: Bool
        /// The link, for its query items.
        var link: LinkRuntime.ReadLink
        var plusAsSpace: Bool
        /// Whether the first segment is a host (`shop://products/42`), which compares without case
        /// (unless its scheme says `caseSensitiveHost`).
        var hostIsFirstSegment = false
        /// Whether the match prints the route's value and stack.
        var describes = true
        /// A universal link's host, by its index in `hosts`.
        var host = 0
        /// An in-app link's host, lower-cased: the value of a route's `hostParameter`.
        var inAppHost = ""
        /// How many links this one is carried inside.
        var depth = 0
        /// Set when a link a route carries opens nothing: the whole link then opens nothing.
        var refusal = Refusal()
        /// Whether the path has `%2F`, in a manifest with routes that decode before splitting.
        var hasEncodedSlash = false
        /// Whether this is the second reading, with `%2F` as `/`, which opens a route that decodes
        /// before splitting, or nothing.
        var slashesDecoded = false
        /// The second reading's segments, still percent-encoded, for cutting compound segments;
        /// nil for the first reading, whose link gives them.
        var encodedSegments: [String]?
    }

    /// `_Request.refusal`: shared by the walk's copies of a request.
    private final class Refusal {
        var isRefused = false
    }

    /// `_find`: the route of the path as written; else, when no route takes it, none refused
    /// it and it has `%2F`, the route of the second reading when it decodes before splitting: every
    /// route competes for the second reading, and one that does not decode takes it to nothing, as
    /// it takes the link printed with `/`. An AASA file reads the path as written only: by shape
    /// there is one reading.
    private func route(_ request: Request) -> Match? {
        if let match = walk(tree.nodes[0], request, 0, captures: [], rest: nil) { return match }
        // The same link, its segments read again: its items and fragment are where they were.
        guard checksTypes, request.hasEncodedSlash, !request.refusal.isRefused,
            let segments = request.link.segmentsDecodingSlashes(authorityFirst: request.authorityFirst)
        else { return nil }
        var second = request
        second.segments = segments.decoded
        second.encodedSegments = segments.encoded
        second.slashesDecoded = true
        // A carrier refuses the second reading (`buildCarried`), so the match is the route that took it.
        guard let match = walk(tree.nodes[0], second, 0, captures: [], rest: nil),
            table.routes[match.routeIndex].reading.contains(.decodesBeforeSplitting)
        else { return nil }
        return match
    }

    /// `URLEmitter.emitNode`: the routes here, then literal edges, then compound segments, then
    /// typed parameters in precedence order, then the rest edges (the longer suffix first), then
    /// the rest routes; a branch that fails deeper down falls through. `rest` is the segments of a
    /// rest parameter that is not last, once a rest edge took them.
    private func walk(_ node: MatchTree.Node, _ request: Request, _ index: Int, captures: [LinkValue], rest: [String]?) -> Match? {
        if index == request.segments.count,
            let match = node.routes.lazy.compactMap({ build($0, request, captures: captures, rest: rest) }).first
        {
            return match
        }
        if index < request.segments.count {
            let segment = request.segments[index]
            // Literals are keyed as matching compares them (lower-cased when the manifest ignores
            // case); a host (`shop://Products`) ignores case where the manifest does not.
            let isHost = index == 0 && request.hostIsFirstSegment
            let child: Int?
            if !table.caseSensitive {
                child = literalEdges[node.index][segment.lowercased()]
            } else if isHost {
                child = node.literals.first { $0.text.lowercased() == segment.lowercased() }?.child
            } else {
                child = literalEdges[node.index][segment]
            }
            if let child, let match = walk(tree.nodes[child], request, index + 1, captures: captures, rest: rest) {
                return match
            }
            // Read again only here: most manifests have no compound segment, and generation
            // matches a sample link of every route.
            let encoded = node.compounds.isEmpty
                ? nil : request.encodedSegments ?? request.link.encodedSegments(authorityFirst: request.authorityFirst)
            for (shape, child) in node.compounds {
                guard let encoded, index < encoded.count else { break }
                let splits = LinkRuntime.splits(encoded[index], texts: shape.texts, ignoresCase: !table.caseSensitive || isHost)
                for split in splits {
                    let values = zip(split, shape.types).compactMap { convert($0, to: $1) }
                    guard values.count == shape.types.count,
                        let match = walk(tree.nodes[child], request, index + 1, captures: captures + values, rest: rest)
                    else { continue }
                    return match
                }
            }
            for (type, child) in node.parameters {
                guard let value = convert(segment, to: type),
                    let match = walk(tree.nodes[child], request, index + 1, captures: captures + [value], rest: rest)
                else { continue }
                return match
            }
        }
        // `_rest(r, from:keeping:)`: the segments before the link's last `suffixLength`.
        for (suffixLength, child) in node.restEdges where request.segments.count - index >= suffixLength {
            let end = request.segments.count - suffixLength
            let taken = Array(request.segments[index..<end])
            if let match = walk(tree.nodes[child], request, end, captures: captures, rest: taken) { return match }
        }
        guard !node.restRoutes.isEmpty else { return nil }
        let remaining = Array(request.segments[index...])
        return node.restRoutes.lazy.compactMap { self.build($0, request, captures: captures, rest: remaining, restStart: index) }.first
    }

    /// `URLEmitter.emitRouteBuilder`: the route's scope, the fixed query items, the query or the
    /// carried link, the value.
    ///
    /// - Parameters:
    ///   - rest: The segments of the route's rest parameter, if it has one.
    ///   - restStart: For a rest parameter that ends the path, the index of its first segment,
    ///     from which one that keeps empty segments reads them again.
    private func build(
        _ ending: MatchTree.Ending, _ request: Request, captures: [LinkValue], rest: [String]?, restStart: Int? = nil
    ) -> Match? {
        let routeIndex = ending.route
        let route = linkRoutes[routeIndex]
        // The route's guards, the parser's `guard`s. By shape, as an AASA file reads it, a link has
        // one reading, and a segment holds `%2F` like any other text.
        let link = LinkGuard.Link(
            channel: request.channel, hostEntry: request.host, depth: request.depth, slashesDecoded: request.slashesDecoded,
            hasEncodedSlash: checksTypes && request.hasEncodedSlash)
        for condition in guards[routeIndex] where !condition.admits(link) {
            return nil
        }
        for item in route.fixedQuery where !request.link.hasFixedItem(item.name, item.value, ignoresCase: !table.caseSensitive) {
            return nil
        }
        if let carried = route.carriedLink {
            return buildCarried(routeIndex, carried, request, absentParameters: ending.absentParameters)
        }
        var arguments: [String: LinkValue] = [:]
        if let host = route.hostParameter { arguments[host] = .string(request.inAppHost) }
        var captured = captures[...]
        for (index, parameter) in route.path.parameters.enumerated() {
            if ending.absentParameters.contains(index) {
                arguments[parameter.name] = LinkValue.none
            } else if parameter.presence == .list {
                let segments = route.reading.contains(.keepsEmptySegments) ? keptEmptySegments(request, from: restStart) : rest ?? []
                arguments[parameter.name] = .list(segments.map(LinkValue.string))
            } else {
                arguments[parameter.name] = captured.popFirst()
            }
        }
        // By shape, items in the fragment are not looked at: the AASA file asks only for a fragment.
        if route.needsFragment, !checksTypes, request.link.fragment?.isEmpty ?? true { return nil }
        for parameter in route.query {
            if route.reading.contains(.itemsInFragment), !checksTypes { continue }
            let values = request.link.values(named: parameter.name, plusAsSpace: request.plusAsSpace, inFragment: route.reading.contains(.itemsInFragment))
            switch parameter.presence {
            case .required:
                // An AASA file cannot tell an empty item from an absent one, so by shape neither is there.
                guard let first = values.first, checksTypes || !first.isEmpty, let value = convert(first, to: parameter.type)
                else { return nil }
                arguments[parameter.name] = value
            case .optional where parameter.type.refusesInvalidValues && checksTypes:
                guard let first = values.first else {
                    arguments[parameter.name] = LinkValue.none
                    break
                }
                guard let value = convert(first, to: parameter.type) else { return nil }
                arguments[parameter.name] = value
            case .list where parameter.type.refusesInvalidValues && checksTypes:
                let converted = values.compactMap { convert($0, to: parameter.type) }
                guard converted.count == values.count else { return nil }
                arguments[parameter.name] = .list(converted)
            case .optional:
                arguments[parameter.name] = values.first.flatMap { convert($0, to: parameter.type) } ?? LinkValue.none
            case .defaulted:
                arguments[parameter.name] = values.first.flatMap { convert($0, to: parameter.type) } ?? LinkValue(standInOf: parameter)
            case .list:
                arguments[parameter.name] = .list(values.compactMap { convert($0, to: parameter.type) })
            }
        }
        guard request.describes else {
            return Match(routeIndex: routeIndex, channel: request.channel, value: "", stack: [], absentParameters: ending.absentParameters)
        }
        let routes = parentStack(of: routeIndex, arguments) + [Self.routeValue(route, routeIndex, arguments)]
        return Match(
            routeIndex: routeIndex, channel: request.channel, value: routes[routes.count - 1].description,
            stack: routes.map(\.description), routes: routes, absentParameters: ending.absentParameters)
    }

    /// `_route(carriedIn:of:)`: the route of the link a route carries. With `checksTypes` false,
    /// the carrying route itself, as an AASA file sees it: it opens the app, and the parser decides.
    private func buildCarried(_ routeIndex: Int, _ carried: CarriedLink, _ request: Request, absentParameters: Set<Int>) -> Match? {
        let route = linkRoutes[routeIndex]
        let text: String?
        switch carried {
        case .queryItem(let name): text = request.link.values(named: name, plusAsSpace: request.plusAsSpace).first
        case .fragment: text = request.link.fragment
        }
        guard let text, checksTypes || !text.isEmpty else { return nil }
        // `emitCarriedLinkOpening`: refused on a closed channel, and on the second reading, which
        // opens a route that decodes before splitting or nothing.
        if scopes[routeIndex].refuses(request.channel) && checksTypes || request.slashesDecoded {
            request.refusal.isRefused = true
            return nil
        }
        guard checksTypes else {
            return Match(routeIndex: routeIndex, channel: request.channel, value: route.name, stack: [route.name], absentParameters: absentParameters)
        }
        var inner: Match?
        if request.depth < LinkRuntime.carriedLinkDepth {
            if LinkRuntime.ReadLink.isCarriedPath(text) {
                if let link = LinkRuntime.ReadLink(pathAndQuery: text), let segments = link.segments(authorityFirst: false) {
                    inner = open(Request(
                        channel: request.channel, segments: segments, authorityFirst: false, link: link,
                        plusAsSpace: request.plusAsSpace, describes: request.describes, host: request.host, depth: request.depth + 1,
                        hasEncodedSlash: decodes && link.hasEncodedSlash(authorityFirst: false)))
                }
            } else if !route.carriesPath {  // a carrier of paths opens no absolute link
                // Its bytes as the parser reads them (`_route(absolute:)`), not through `URL`, which
                // would encode a raw space and, with it, the `%` of a `%2F` (`/ a%2F7`).
                inner = match(link: LinkRuntime.ReadLink(absolute: text), depth: request.depth + 1, describes: request.describes)
            }
        }
        guard var inner else {
            request.refusal.isRefused = true
            return nil
        }
        inner.channel = request.channel
        inner.carriedBy.insert(CarryingStep(route: route.name, link: text, carriesPath: route.carriesPath), at: 0)
        return inner
    }

    /// The segments of a rest parameter that starts at segment `start` (none when nil), empty ones
    /// kept, for a route with `keepsEmptySegments`, as `_restKeepingEmpty(from:of:)` reads them.
    private func keptEmptySegments(_ request: Request, from start: Int?) -> [String] {
        guard let start else { return [] }
        return request.link.restKeepingEmpty(afterSegments: start, authorityFirst: request.authorityFirst) ?? []
    }

    /// The parents of a route, each given the child's values or its own stand-ins, as `stack` does.
    private func parentStack(of routeIndex: Int, _ childArguments: [String: LinkValue]) -> [RouteValue] {
        let route = table.routes[routeIndex]
        guard let parentIndex = route.parentIndex else { return [] }
        let parent = table.routes[parentIndex]
        var arguments: [String: LinkValue] = [:]
        for (parameter, argument) in zip(parent.parameters, route.parentArguments) {
            switch argument {
            case .child(let name): arguments[parameter.name] = childArguments[name]
            case .standIn: arguments[parameter.name] = LinkValue(standInOf: parameter)
            }
        }
        return parentStack(of: parentIndex, arguments) + [Self.routeValue(parent, parentIndex, arguments)]
    }

    /// The route with its values; a value no link carries is at its stand-in.
    private static func routeValue(_ route: Route, _ index: Int, _ arguments: [String: LinkValue]) -> RouteValue {
        RouteValue(
            routeIndex: index, name: route.name,
            arguments: route.parameters.map { ($0.name, arguments[$0.name] ?? LinkValue(standInOf: $0)) })
    }

    // MARK: Values

    /// The value of `text` as Swift prints it, or nil when it does not convert, as the link
    /// runtime's `_int`, `_double`, `_bool`, `_uuid` and `_url` decide. A custom type's
    /// `init(rawValue:)` is the app's, so the model takes every value for it.
    private func convert(_ text: String, to type: ParameterType) -> LinkValue? {
        guard checksTypes else { return .string(text) }
        switch type {
        case .string: return .string(text)
        case .int: return LinkRuntime.int(text).map(LinkValue.int)
        case .double: return LinkRuntime.double(text).map(LinkValue.double)
        case .bool: return LinkRuntime.bool(text).map(LinkValue.bool)
        case .uuid: return LinkRuntime.uuid(text).map { .uuid($0.uuidString) }
        case .url: return LinkRuntime.url(text).map { _ in .url(text) }
        case .custom(let name):
            return .custom(type: name, rawValue: text)
        case .value:
            return nil  // no link holds one: validation keeps value types out of paths and queries
        }
    }
}
