import Foundation

/// The generated parser, run on the model: the route a link opens, without compiling any code.
///
/// It follows `URLEmitter`'s output step for step (the same link reading, channels, decision tree,
/// precedence and backtracking), so `routegen match` and the generation-time checks of `examples`
/// answer what the app will. `GeneratedCodeTests` holds the two to the same answers.
///
/// With `checksTypes` false every parameter accepts any segment: the parser "has a route of this
/// shape", which is all an AASA file can express, and what the AASA property test compares against.
public struct LinkMatcher: Sendable {
    /// The model.
    public let table: RouteTable

    /// Whether typed parameters convert their text (true, as the app does) or accept any segment.
    public let checksTypes: Bool

    private let tree: MatchTree

    /// Each node's literal edges by their text, so that a wide level costs one look-up, as the
    /// generated parser's hash does: generation checks a sample link of every route.
    private let literalEdges: [[String: Int]]

    /// Creates a matcher of `table`'s routes.
    public init(table: RouteTable, checksTypes: Bool = true) {
        self.table = table
        self.checksTypes = checksTypes
        self.tree = MatchTree(routes: table.routes, caseSensitive: table.caseSensitive)
        literalEdges = tree.nodes.map { node in
            Dictionary(node.literals.map { ($0.text, $0.child) }, uniquingKeysWith: { first, _ in first })
        }
    }

    /// A matched route and its arguments.
    public struct Match: Hashable, Sendable {
        /// The route's index in `RouteTable.routes`.
        public var routeIndex: Int
        /// The link's channel; nil for a path read by `init(path:)`.
        public var channel: LinkChannel?
        /// The route value as Swift would print it, such as `productDetail(id: 9F1C…)`.
        public var value: String
        /// The whole stack the link opens, parents first, each as `value`.
        public var stack: [String]
    }

    // MARK: Entry points

    /// The route of a URL, as `init?(url:)` reads it: Foundation's `absoluteString` of the text.
    public func match(url text: String) -> Match? {
        match(url: text, describes: true)
    }

    /// The route a URL opens and its channel, as `match(url:)` finds them, without printing the
    /// route's value and stack: what generation asks of every route's examples and sample links,
    /// where printing them cost more than finding the route.
    func openedRoute(url text: String) -> (routeIndex: Int, channel: LinkChannel?)? {
        match(url: text, describes: false).map { ($0.routeIndex, $0.channel) }
    }

    /// `match(url:)`; with `describes` false, the match's `value` and `stack` are left empty.
    private func match(url text: String, describes: Bool) -> Match? {
        guard let (scheme, link) = split(text) else { return nil }
        let channel: LinkChannel
        let segments: [String]?
        var hostIsFirstSegment = false
        if scheme == "https", !table.hosts.isEmpty {
            guard let host = link.host(port: "443"), isUniversalLinkHost(host) else { return nil }
            (channel, segments) = (.universalLink, link.segments(authorityFirst: false))
        } else if let custom = table.schemes.first(where: { $0.name == scheme }) {
            if let host = custom.host {
                guard link.host(port: "") == host else { return nil }
                (channel, segments) = (.customScheme, link.segments(authorityFirst: false))
            } else {
                (channel, segments) = (.customScheme, link.segments(authorityFirst: true))
                hostIsFirstSegment = link.authority?.isEmpty == false
            }
        } else {
            return nil
        }
        guard let segments else { return nil }
        let request = Request(
            channel: channel, segments: segments, items: link.items(plusAsSpace: table.plusAsSpace),
            hostIsFirstSegment: hostIsFirstSegment, describes: describes)
        // Found as on every channel, then refused: a route closed to the channel opens nothing.
        guard let match = route(request), table.refusedChannels(of: table.routes[match.routeIndex]).contains(channel) == false
        else { return nil }
        return match
    }

    /// The route of a path and query, as `init?(path:)` (and `Codable`) reads it: every channel.
    public func match(path text: String) -> Match? {
        guard text.utf8.count <= LinkReaderSource.maximumLinkLength, text.hasPrefix("/") else { return nil }
        let link = LinkText(Substring(text))
        guard link.authority == nil, let segments = link.segments(authorityFirst: false) else { return nil }
        return route(Request(channel: nil, segments: segments, items: link.items(plusAsSpace: false)))
    }

    /// Whether `text` is a universal link of the manifest: `https`, on one of `hosts`, port 443,
    /// no user info. The AASA file decides such links, whatever their path.
    public func isUniversalLink(_ text: String) -> Bool {
        guard !table.hosts.isEmpty, let (scheme, link) = split(text), scheme == "https", let host = link.host(port: "443") else {
            return false
        }
        return isUniversalLinkHost(host)
    }

    /// The lower-cased scheme and the rest of the link, as `_Link(absolute:)` splits `URL.absoluteString`.
    private func split(_ text: String) -> (scheme: String, link: LinkText)? {
        guard let url = URL(string: text) else { return nil }
        let absolute = url.absoluteString
        guard absolute.utf8.count <= LinkReaderSource.maximumLinkLength,
            let colon = absolute.utf8.firstIndex(of: UInt8(ascii: ":"))
        else { return nil }
        return (absolute[..<colon].lowercased(), LinkText(absolute[absolute.utf8.index(after: colon)...]))
    }

    private func isUniversalLinkHost(_ host: String) -> Bool {
        table.hosts.contains { pattern in
            pattern.hasPrefix("*.") ? host.hasSuffix(pattern.dropFirst()) : host == pattern
        }
    }

    // MARK: The decision tree

    private struct Request {
        var channel: LinkChannel?
        var segments: [String]
        var items: [(name: String, value: String)]
        /// Whether the first segment is a host (`shop://products/42`), which compares without case.
        var hostIsFirstSegment = false
        /// Whether the match prints the route's value and stack.
        var describes = true
    }

    private func route(_ request: Request) -> Match? {
        walk(tree.nodes[0], request, 0, captures: [])
    }

    /// `URLEmitter.emitNode`: the route here, then literal edges, then typed parameters in
    /// precedence order, then the rest route; a branch that fails deeper down falls through.
    private func walk(_ node: MatchTree.Node, _ request: Request, _ index: Int, captures: [String]) -> Match? {
        if let route = node.route, index == request.segments.count,
            let match = build(route, request, captures: captures, rest: nil)
        {
            return match
        }
        if index < request.segments.count {
            let segment = request.segments[index]
            // Literals are keyed as matching compares them (lower-cased when the manifest ignores
            // case); a host (`shop://Products`) ignores case where the manifest does not.
            let child: Int?
            if !table.caseSensitive {
                child = literalEdges[node.index][segment.lowercased()]
            } else if index == 0 && request.hostIsFirstSegment {
                child = node.literals.first { $0.text.lowercased() == segment.lowercased() }?.child
            } else {
                child = literalEdges[node.index][segment]
            }
            if let child, let match = walk(tree.nodes[child], request, index + 1, captures: captures) {
                return match
            }
            for (type, child) in node.parameters {
                guard let value = convert(segment, to: type),
                    let match = walk(tree.nodes[child], request, index + 1, captures: captures + [value])
                else { continue }
                return match
            }
        }
        if let rest = node.restRoute {
            return build(rest, request, captures: captures, rest: Array(request.segments[index...]))
        }
        return nil
    }

    /// `URLEmitter.emitRouteBuilder`: the query, the value.
    private func build(_ routeIndex: Int, _ request: Request, captures: [String], rest: [String]?) -> Match? {
        let route = table.routes[routeIndex]
        var arguments: [String: String] = [:]
        var captured = captures[...]
        for parameter in route.path.parameters {
            arguments[parameter.name] = parameter.presence == .list
                ? "[" + (rest ?? []).map(\.debugDescription).joined(separator: ", ") + "]"
                : captured.popFirst()
        }
        for parameter in route.query {
            let values = request.items.filter { $0.name == parameter.name }.map(\.value)
            switch parameter.presence {
            case .required:
                // An AASA file cannot tell an empty item from an absent one, so by shape neither is there.
                guard let first = values.first, checksTypes || !first.isEmpty, let value = convert(first, to: parameter.type)
                else { return nil }
                arguments[parameter.name] = value
            case .optional where parameter.type.refusesInvalidValues && checksTypes:
                guard let first = values.first else {
                    arguments[parameter.name] = "nil"
                    break
                }
                guard let value = convert(first, to: parameter.type) else { return nil }
                arguments[parameter.name] = value
            case .list where parameter.type.refusesInvalidValues && checksTypes:
                let converted = values.compactMap { convert($0, to: parameter.type) }
                guard converted.count == values.count else { return nil }
                arguments[parameter.name] = "[" + converted.joined(separator: ", ") + "]"
            case .optional:
                arguments[parameter.name] = values.first.flatMap { convert($0, to: parameter.type) } ?? "nil"
            case .defaulted:
                arguments[parameter.name] = values.first.flatMap { convert($0, to: parameter.type) } ?? parameter.standInText
            case .list:
                arguments[parameter.name] = "[" + values.compactMap { convert($0, to: parameter.type) }.joined(separator: ", ") + "]"
            }
        }
        guard request.describes else { return Match(routeIndex: routeIndex, channel: request.channel, value: "", stack: []) }
        let value = Self.describe(route, arguments)
        return Match(
            routeIndex: routeIndex, channel: request.channel, value: value,
            stack: parentStack(of: routeIndex, arguments) + [value])
    }

    /// The parents of a route, each given the child's values or its own stand-ins, as `stack` does.
    private func parentStack(of routeIndex: Int, _ childArguments: [String: String]) -> [String] {
        let route = table.routes[routeIndex]
        guard let parentIndex = route.parentIndex else { return [] }
        let parent = table.routes[parentIndex]
        var arguments: [String: String] = [:]
        for (parameter, argument) in zip(parent.parameters, route.parentArguments) {
            switch argument {
            case .child(let name): arguments[parameter.name] = childArguments[name]
            case .standIn: arguments[parameter.name] = parameter.standInText
            }
        }
        return parentStack(of: parentIndex, arguments) + [Self.describe(parent, arguments)]
    }

    private static func describe(_ route: Route, _ arguments: [String: String]) -> String {
        guard !route.parameters.isEmpty else { return route.name }
        return route.name + "(" + route.parameters.map { "\($0.name): \(arguments[$0.name] ?? "?")" }.joined(separator: ", ") + ")"
    }

    // MARK: Values

    /// The value of `text` as Swift prints it, or nil when it does not convert, as the generated
    /// helpers `_int`, `_double`, `_bool`, `_uuid` and `_url` decide. A custom type's
    /// `init(rawValue:)` is the app's, so the model takes every value for it.
    private func convert(_ text: String, to type: ParameterType) -> String? {
        guard checksTypes else { return text.debugDescription }
        switch type {
        case .string: return text.debugDescription
        case .int: return Int(text).map(String.init)
        case .double:
            let isDecimal = text.utf8.allSatisfy { "0123456789+-.Ee".utf8.contains($0) }
            guard isDecimal, let value = Double(text), value.isFinite else { return nil }
            return "\(value)"
        case .bool:
            switch text {
            case "true", "1": return "true"
            case "false", "0": return "false"
            default: return nil
            }
        case .uuid:
            guard let uuid = UUIDSyntax.parse(text) else { return nil }
            return uuid.uuidString
        case .url:
            guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
                url.host?.isEmpty == false
            else { return nil }
            return "URL(\(text.debugDescription))"
        case .custom(let name):
            return "\(name)(rawValue: \(text.debugDescription))"
        }
    }
}

extension Parameter {
    /// The value a parent gets for this parameter when the child has none: `nil`, `[]` or the default.
    var standInText: String {
        switch presence {
        case .required: "?"
        case .optional: "nil"
        case .list: "[]"
        case .defaulted(.string(let text)) where type == .uuid: text.uppercased()
        case .defaulted(.string(let text)): text.debugDescription
        case .defaulted(let value): value.description
        }
    }
}

/// A link's text after `scheme:`, taken apart as the generated `_Link` does, still encoded.
private struct LinkText {
    var authority: Substring?
    var path: Substring
    var query: Substring?

    /// Splits by bytes, as the generated `_Link` does (a `Character` search would also be slower).
    init(_ text: Substring) {
        var rest = text
        if let hash = rest.utf8.firstIndex(of: UInt8(ascii: "#")) { rest = rest[..<hash] }
        if let mark = rest.utf8.firstIndex(of: UInt8(ascii: "?")) {
            query = rest[rest.utf8.index(after: mark)...]
            rest = rest[..<mark]
        }
        if rest.utf8.starts(with: "//".utf8) {
            let afterSlashes = rest[rest.utf8.index(rest.startIndex, offsetBy: 2)...]
            let end = afterSlashes.utf8.firstIndex(of: UInt8(ascii: "/")) ?? afterSlashes.endIndex
            authority = afterSlashes[..<end]
            rest = afterSlashes[end...]
        }
        path = rest
    }

    func host(port allowedPort: String) -> String? {
        guard let authority, !authority.isEmpty, !authority.utf8.contains(UInt8(ascii: "@")),
            authority.utf8.first != UInt8(ascii: "[")
        else { return nil }
        var host = authority
        if let colon = authority.utf8.firstIndex(of: UInt8(ascii: ":")) {
            let port = authority[authority.utf8.index(after: colon)...]
            guard port.isEmpty || port.utf8.elementsEqual(allowedPort.utf8) else { return nil }
            host = authority[..<colon]
        }
        return host.lowercased()
    }

    func segments(authorityFirst: Bool) -> [String]? {
        var raw = path.utf8.split(separator: UInt8(ascii: "/"))
        if authorityFirst, let authority, !authority.isEmpty {
            guard !authority.utf8.contains(UInt8(ascii: "@")), !authority.utf8.contains(UInt8(ascii: ":")) else { return nil }
            raw.insert(authority.utf8[...], at: 0)
        }
        var segments: [String] = []
        for piece in raw {
            guard let segment = PercentEncoding.decode(piece), segment != ".", segment != ".." else { return nil }
            segments.append(segment)
        }
        return segments
    }

    /// The items that have a value, decoded: `?q` has none (as `URLQueryItem.value` is nil), and
    /// an item that does not decode is left out.
    func items(plusAsSpace: Bool) -> [(name: String, value: String)] {
        guard let query, !query.isEmpty else { return [] }
        return query.utf8.split(separator: UInt8(ascii: "&")).compactMap { item in
            guard let equals = item.firstIndex(of: UInt8(ascii: "=")),
                let name = PercentEncoding.decode(item[..<equals], plusAsSpace: plusAsSpace),
                let text = PercentEncoding.decode(item[item.index(after: equals)...], plusAsSpace: plusAsSpace)
            else { return nil }
            return (name, text)
        }
    }
}
