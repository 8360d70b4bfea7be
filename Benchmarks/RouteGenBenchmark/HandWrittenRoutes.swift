import RouteGenTestSupport

/// The code an app would write by hand instead of generating it, for a ``SyntheticManifest``:
/// the yardstick the generated code's compile time is compared with.
///
/// It is what a seeds project or a tutorial writes: an enum with the same cases, a router that
/// reads the link with `URLComponents` and switches over its first two segments, and a `switch`
/// from route to view. It does less than the generated code (no `Codable`, no printing, no
/// parents, no channels, no percent-decoding rules of its own), as hand-written code usually does.
enum HandWrittenRoutes {
    /// The Swift source for a synthetic manifest of `routeCount` routes, named like the generated
    /// enum (`BigRoute`) so that both compile the same way.
    static func source(routeCount: Int) -> String {
        var cases: [String] = []
        var routerCases: [String] = []
        var viewCases: [String] = []
        for index in 0..<routeCount {
            let route = "route\(index)"
            let section = SyntheticManifest.section(of: index)
            switch SyntheticManifest.Shape(index: index) {
            case .literal:
                cases.append("case \(route)")
                routerCases.append(
                    """
                            case ("\(section)", "items\(index)") where rest.isEmpty:
                                self = .\(route)
                    """)
                viewCases.append("            case .\(route): return AnyView(Text(\"\(route)\"))")
            case .child:
                cases.append("case \(route)(id: Int)")
                routerCases.append(
                    """
                            case ("\(section)", "items\(index - 1)") where rest.count == 1:
                                guard let id = Int(rest[0]) else { return nil }
                                self = .\(route)(id: id)
                    """)
                viewCases.append("            case .\(route)(let id): return AnyView(Text(String(id)))")
            case .uuid:
                cases.append("case \(route)(id: UUID)")
                routerCases.append(
                    """
                            case ("\(section)", "things\(index)") where rest.count == 2 && rest[1] == "detail":
                                guard let id = UUID(uuidString: rest[0]) else { return nil }
                                self = .\(route)(id: id)
                    """)
                viewCases.append("            case .\(route)(let id): return AnyView(Text(id.uuidString))")
            case .customSchemeOnly:
                cases.append("case \(route)(slug: String)")
                routerCases.append(
                    """
                            case ("\(section)", "pages\(index)") where rest.count == 1 && url.scheme == "\(SyntheticManifest.scheme)":
                                self = .\(route)(slug: rest[0])
                    """)
                viewCases.append("            case .\(route)(let slug): return AnyView(Text(slug))")
            case .query:
                cases.append("case \(route)(page: Int, q: String?, tags: [String])")
                routerCases.append(
                    """
                            case ("\(section)", "lists\(index)") where rest.isEmpty:
                                self = .\(route)(page: value("page").flatMap(Int.init) ?? 1, q: value("q"), tags: values("tags"))
                    """)
                viewCases.append("            case .\(route)(let page, let q, _): return AnyView(Text(q ?? String(page)))")
            }
        }
        // Past about 700 cases Swift cannot prove a switch over the enum exhaustive (the
        // manifest's warning says so), and code written by hand adds a `default:`.
        if routeCount > 700 { viewCases.append("            default: return AnyView(EmptyView())") }
        return """
            import Foundation

            enum BigRoute: Hashable, Sendable {
            \(cases.map { "    " + $0 }.joined(separator: "\n"))
            }

            extension BigRoute {
                init?(url: URL) {
                    guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return nil }
                    var segments = components.path.split(separator: "/").map(String.init)
                    if components.scheme == "\(SyntheticManifest.scheme)", let host = components.host {
                        segments.insert(host, at: 0)
                    } else if components.scheme != "https" || components.host != "\(SyntheticManifest.host)" {
                        return nil
                    }
                    let items = components.queryItems ?? []
                    func value(_ name: String) -> String? { items.first { $0.name == name }?.value }
                    func values(_ name: String) -> [String] { items.filter { $0.name == name }.compactMap(\\.value) }
                    guard segments.count >= 2 else { return nil }
                    let rest = Array(segments.dropFirst(2))
                    switch (segments[0], segments[1]) {
            \(routerCases.joined(separator: "\n"))
                    default:
                        return nil
                    }
                }
            }

            #if canImport(SwiftUI)
            import SwiftUI

            extension BigRoute {
                @MainActor var destination: AnyView {
                    switch self {
            \(viewCases.joined(separator: "\n"))
                    }
                }
            }
            #endif

            """
    }
}
