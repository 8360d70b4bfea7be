import Foundation
import RouteGenLinkRuntime

/// Types for drafted parameters from the links an app opens today: a parameter whose every value
/// is an integer becomes `Int`, one whose every value is a UUID `UUID`; any other stays `String`.
struct TypeInference {
    /// The draft with `String` parameters, to find which route each link opens.
    let table: RouteTable
    let routes: [DraftRoute]

    /// `routes`, with each parameter typed by the values `links` give it.
    func refine(with links: [String]) -> [DraftRoute] {
        let parser = LinkMatcher(table: table, checksTypes: false)
        // Values by route, then by segment position.
        var values: [Int: [Int: [String]]] = [:]
        for link in links {
            guard parser.isUniversalLink(link), let match = parser.match(url: link),
                let segments = Self.segments(of: link)
            else { continue }
            for (position, segment) in routes[match.routeIndex].segments.enumerated() where position < segments.count {
                if case .parameter = segment { values[match.routeIndex, default: [:]][position, default: []].append(segments[position]) }
            }
        }
        return routes.enumerated().map { index, route in
            var typed = route
            for (position, found) in values[index] ?? [:] where !found.isEmpty {
                if found.allSatisfy({ Int($0) != nil }) {
                    typed.segments[position] = .parameter(type: .int)
                } else if found.allSatisfy({ LinkRuntime.uuid($0) != nil }) {
                    typed.segments[position] = .parameter(type: .uuid)
                }
            }
            return typed
        }
    }

    /// The decoded path segments of a link, empty ones skipped, as the parser reads them.
    static func segments(of link: String) -> [String]? {
        guard let path = URLComponents(string: link)?.percentEncodedPath else { return nil }
        return path.split(separator: "/").map { LinkRuntime.decode(String($0)) ?? String($0) }
    }
}
