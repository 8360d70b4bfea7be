import Foundation

/// The baseline: a runtime router of the kind routing libraries ship. It registers the manifest's
/// patterns as strings and compares a link with each pattern in turn until one matches, reading
/// the link with Foundation (`URL.pathComponents`, `URLComponents.queryItems`) and converting
/// parameters with the standard initializers (`Int(_:)`, `UUID(uuidString:)`).
///
/// It knows what the benchmark's manifests use (hosts, schemes, `universalLink`, typed path and
/// query parameters), and is held to the same answers as the generated parser before any timing.
final class LinearScanRouter {
    /// A registered route.
    struct Pattern {
        var name: String
        var segments: [Segment]
        var opensUniversalLinks: Bool
        var query: [(name: String, kind: ValueKind, isList: Bool)]
    }

    /// A segment of a registered path.
    enum Segment {
        case literal(String)
        case parameter(name: String, kind: ValueKind)
    }

    /// The type of a parameter, read once when the route is registered.
    enum ValueKind {
        case string, int, double, bool, uuid

        init(_ type: Substring) {
            switch type.trimmingCharacters(in: CharacterSet(charactersIn: "[]?")) {
            case "Int": self = .int
            case "Double": self = .double
            case "Bool": self = .bool
            case "UUID": self = .uuid
            default: self = .string
            }
        }
    }

    /// A matched route with its parameters, typed, by name.
    struct Match {
        var route: String
        var values: [String: Any]
    }

    private let hosts: Set<String>
    private let schemes: Set<String>
    private let patterns: [Pattern]

    /// Registers every route of a `routes.json`.
    init(manifest: Data) throws {
        guard let root = try JSONSerialization.jsonObject(with: manifest) as? [String: Any],
            let routes = root["routes"] as? [[String: Any]]
        else { throw HarnessError("not a manifest") }
        hosts = Set((root["hosts"] as? [String] ?? []).map { $0.lowercased() })
        schemes = Set((root["schemes"] as? [String] ?? []).map { $0.lowercased() })
        patterns = try routes.map { route in
            guard let name = route["name"] as? String, let path = route["path"] as? String else {
                throw HarnessError("a route without name or path")
            }
            let segments = path.split(separator: "/").map { piece -> Segment in
                guard piece.first == "{", piece.last == "}" else { return .literal(String(piece)) }
                let parts = piece.dropFirst().dropLast().split(separator: ":", maxSplits: 1)
                return .parameter(name: String(parts[0]), kind: ValueKind(parts.count > 1 ? parts[1] : "String"))
            }
            let query = (route["query"] as? [String: Any] ?? [:]).sorted { $0.key < $1.key }.map { name, spec in
                let type = (spec as? String) ?? ((spec as? [String: Any])?["type"] as? String) ?? "String"
                return (name, ValueKind(Substring(type)), type.hasPrefix("["))
            }
            return Pattern(
                name: name, segments: segments, opensUniversalLinks: route["universalLink"] as? Bool ?? true, query: query)
        }
    }

    /// The first registered route that `url` matches.
    func match(_ url: URL) -> Match? {
        guard let scheme = url.scheme?.lowercased() else { return nil }
        let components: [String]
        let isUniversalLink: Bool
        if scheme == "https" {
            guard let host = url.host?.lowercased(), hosts.contains(host) else { return nil }
            components = Array(url.pathComponents.dropFirst())  // the leading "/"
            isUniversalLink = true
        } else if schemes.contains(scheme) {
            // `big://section1/pages3/x`: the first segment stands where a host would.
            components = (url.host.map { [$0] } ?? []) + url.pathComponents.dropFirst()
            isUniversalLink = false
        } else {
            return nil
        }
        for pattern in patterns where pattern.segments.count == components.count {
            guard pattern.opensUniversalLinks || !isUniversalLink,
                var values = Self.values(of: components, matching: pattern.segments)
            else { continue }
            if !pattern.query.isEmpty {
                let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
                for (name, kind, isList) in pattern.query {
                    let texts = items.filter { $0.name == name }.compactMap(\.value)
                    if isList {
                        values[name] = texts.compactMap { Self.convert($0, kind) }
                    } else if let text = texts.first, let value = Self.convert(text, kind) {
                        values[name] = value
                    }
                }
            }
            return Match(route: pattern.name, values: values)
        }
        return nil
    }

    /// The parameters of a path, or nil when a literal differs or a parameter does not convert.
    private static func values(of components: [String], matching segments: [Segment]) -> [String: Any]? {
        var values: [String: Any] = [:]
        for (segment, component) in zip(segments, components) {
            switch segment {
            case .literal(let text):
                guard text == component else { return nil }
            case .parameter(let name, let kind):
                guard let value = convert(component, kind) else { return nil }
                values[name] = value
            }
        }
        return values
    }

    private static func convert(_ text: String, _ kind: ValueKind) -> Any? {
        switch kind {
        case .int: Int(text)
        case .uuid: UUID(uuidString: text)
        case .double: Double(text)
        case .bool: Bool(text)
        case .string: text
        }
    }
}
