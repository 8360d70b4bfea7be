import Foundation

// Compiled into GeneratedCodeTests, and into the `links` fuzz target with the same snapshot files
// (scripts/fuzz.sh): the oracle is the round trip, not only "no crash".

/// What every generated enum offers for links, so that one check covers every fixture.
protocol FuzzedRoute: Hashable {
    static func stack(for url: URL) -> [Self]?
    init?(url: URL)
    init?(path: String)
    var path: String { get }
    var universalLink: URL? { get }
    var customSchemeURL: URL? { get }
}

extension AppRoute: FuzzedRoute {}
extension CatalogRoute: FuzzedRoute {}
extension PrecedenceRoute: FuzzedRoute {}
extension DocsRoute: FuzzedRoute {}
extension KickstarterRoute: FuzzedRoute {}
extension KeywordRoute: FuzzedRoute {}
extension SchemeRoute: FuzzedRoute {}
extension WideRoute: FuzzedRoute {}
extension MailRoute: FuzzedRoute {}
extension PublicRoute: FuzzedRoute {}

/// What must hold for any text that reaches a generated parser, as a link or as a path: no crash,
/// `stack(for:)` ends in the route `init(url:)` reads, and every route returned prints back to
/// links that parse to the same route.
enum LinkFuzzing {
    /// Every fixture's enum that has a parser.
    static var routes: [any FuzzedRoute.Type] {
        [
            AppRoute.self, CatalogRoute.self, PrecedenceRoute.self, DocsRoute.self, KickstarterRoute.self,
            KeywordRoute.self, SchemeRoute.self, WideRoute.self, MailRoute.self, PublicRoute.self,
        ]
    }

    /// Reads `bytes` as UTF-8 text, then as a URL and as a path, with every fixture's parser.
    ///
    /// - Returns: What does not hold, or nil.
    static func check(_ bytes: [UInt8]) -> String? {
        let text = String(decoding: bytes, as: UTF8.self)
        let url = URL(string: text)
        for type in routes {
            if let failure = check(type, text: text, url: url) { return failure }
        }
        return nil
    }

    private static func check<Route: FuzzedRoute>(_ type: Route.Type, text: String, url: URL?) -> String? {
        if let url, let route = Route(url: url) {
            if Route.stack(for: url)?.last != route { return "\(text): stack(for:) does not end in \(route)" }
            if let failure = roundTrip(route, from: text) { return failure }
        }
        if let route = Route(path: text), let failure = roundTrip(route, from: text) { return failure }
        return nil
    }

    /// The longest link a generated parser reads (`_Link` in the link runtime).
    static let maximumLinkLength = 8192

    /// The route's path, universal link and custom-scheme URL each parse back to the route.
    ///
    /// Unless the printed path is longer than a parser reads: `init(path:)` takes raw UTF-8, which
    /// printing percent-encodes at three times the length, so 3 KB of `é` prints past 8 KiB
    /// (`Fuzz/Regressions/links/raw-utf8-path-prints-past-8-KiB`, a documented exception).
    private static func roundTrip<Route: FuzzedRoute>(_ route: Route, from text: String) -> String? {
        let reread = Route(path: route.path)
        if route.path.utf8.count <= maximumLinkLength, reread != route {
            return "\(text) opens \(route), whose path \(route.path) reads back as \(String(describing: reread))"
        }
        let links = [route.universalLink, route.customSchemeURL].compactMap { $0 }
        for link in links where link.absoluteString.utf8.count <= maximumLinkLength && Route(url: link) != route {
            return "\(text) opens \(route), whose link \(link) reads back as \(String(describing: Route(url: link)))"
        }
        return nil
    }
}
