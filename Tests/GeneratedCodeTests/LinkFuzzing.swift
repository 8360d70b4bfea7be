import Foundation
#if canImport(RouteGenCore)
import RouteGenCore
#endif

// Compiled into GeneratedCodeTests, and into the `links` fuzz target with the same snapshot files
// and RouteGenCore's sources as one module (scripts/fuzz.sh). Two oracles, not only "no crash": the
// round trip, and the model (`LinkMatcher`), which must answer as the compiled parser does.

/// What every generated enum offers for links, so that one check covers every fixture. (Its `path`
/// is no requirement: an enum with screens no link opens has an optional one, and the checks print
/// links through `storedText`, `universalLink` and `customSchemeURL`.)
protocol FuzzedRoute: Hashable {
    static func stack(for url: URL) -> [Self]?
    init?(url: URL)
    init?(path: String)
    init?(storedText: String)
    var storedText: String { get }
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
extension PatternRoute: FuzzedRoute {}
extension ModularRoute: FuzzedRoute {}
extension ShapeRoute: FuzzedRoute {}
extension BrowserRoute: FuzzedRoute {}
extension AccountRoute: FuzzedRoute {}
extension FediverseRoute: FuzzedRoute {}
extension ComposeRoute: FuzzedRoute {}
extension WikiRoute: FuzzedRoute {}
extension MastodonRoute: FuzzedRoute {}
extension FediRoute: FuzzedRoute {}

/// An enum whose manifest has routes on any host: it reads links tapped in the app too.
protocol InAppFuzzedRoute: FuzzedRoute {
    static func stack(forInAppURL url: URL) -> [Self]?
    init?(inAppURL: URL)
    var inAppURL: URL? { get }
}

extension FediRoute: InAppFuzzedRoute {}

/// What must hold for any text that reaches a generated parser, as a link or as a path: no crash,
/// `stack(for:)` ends in the route `init(url:)` reads, every route returned prints back to links
/// that parse to the same route, and the model of the fixture's manifest opens the same stack with
/// the same values, or refuses the text too.
enum LinkFuzzing {
    /// Every fixture's enum that has a parser.
    static var routes: [any FuzzedRoute.Type] {
        [
            AppRoute.self, CatalogRoute.self, PrecedenceRoute.self, DocsRoute.self, KickstarterRoute.self,
            KeywordRoute.self, SchemeRoute.self, WideRoute.self, MailRoute.self, PublicRoute.self, PatternRoute.self,
            ModularRoute.self, ShapeRoute.self, BrowserRoute.self, AccountRoute.self, FediverseRoute.self, ComposeRoute.self,
            WikiRoute.self, MastodonRoute.self, FediRoute.self,
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
        guard let model = models[String(describing: Route.self)] else { return "no fixture's manifest generates \(Route.self)" }
        if let failure = compare(url.flatMap(Route.stack(for:)), model.match(url: text), model, "\(Route.self).stack(for: \(text))") {
            return failure
        }
        if let inApp = Route.self as? any InAppFuzzedRoute.Type, let failure = checkInApp(inApp, text: text, url: url, model: model) {
            return failure
        }
        return compare(Route(path: text).map { [$0] }, model.match(path: text), model, "\(Route.self)(path: \(text))", lastOnly: true)
    }

    /// What must hold for a link tapped in the app: `stack(forInAppURL:)` ends in the route
    /// `init(inAppURL:)` reads, the route prints back (its `inAppURL` too), and the model agrees.
    private static func checkInApp<Route: InAppFuzzedRoute>(_: Route.Type, text: String, url: URL?, model: LinkMatcher) -> String? {
        let parsed = url.flatMap(Route.stack(forInAppURL:))
        if let url, let route = Route(inAppURL: url) {
            if parsed?.last != route { return "\(text): stack(forInAppURL:) does not end in \(route)" }
            if let failure = roundTrip(route, from: text) { return failure }
            if let link = route.inAppURL, link.absoluteString.utf8.count <= maximumLinkLength, Route(inAppURL: link) != route {
                return "\(text) opens \(route) in the app, whose in-app link \(link) reads back as \(String(describing: Route(inAppURL: link)))"
            }
        }
        return compare(parsed, model.match(inAppURL: text), model, "\(Route.self).stack(forInAppURL: \(text))")
    }

    /// The longest link a generated parser reads (`_Link` in the link runtime).
    static let maximumLinkLength = 8192

    /// The route's stored text (its path, or for a route of a path shared across channels or on
    /// some hosts only, its link), universal link and custom-scheme URL each parse back to the route.
    ///
    /// Unless the printed path is longer than a parser reads: `init(path:)` takes raw UTF-8, which
    /// printing percent-encodes at three times the length, so 3 KB of `é` prints past 8 KiB
    /// (`Fuzz/Regressions/links/raw-utf8-path-prints-past-8-KiB`, a documented exception).
    private static func roundTrip<Route: FuzzedRoute>(_ route: Route, from text: String) -> String? {
        let reread = Route(storedText: route.storedText)
        if route.storedText.utf8.count <= maximumLinkLength, reread != route {
            return "\(text) opens \(route), whose stored text \(route.storedText) reads back as \(String(describing: reread))"
        }
        let links = [route.universalLink, route.customSchemeURL].compactMap { $0 }
        for link in links where link.absoluteString.utf8.count <= maximumLinkLength && Route(url: link) != route {
            return "\(text) opens \(route), whose link \(link) reads back as \(String(describing: Route(url: link)))"
        }
        return nil
    }
}

// MARK: - The model as an oracle

/// A route of the model; `Route` names each fixture's enum in the functions above.
typealias ModelRoute = Route

extension LinkFuzzing {
    /// Each fixture's model, by the name of the enum its manifest generates.
    static let models: [String: LinkMatcher] = {
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("SnapshotTests/Fixtures")
        var models: [String: LinkMatcher] = [:]
        for fixture in (try? FileManager.default.contentsOfDirectory(atPath: fixtures.path)) ?? [] {
            let manifest = fixtures.appendingPathComponent(fixture).appendingPathComponent("routes.json")
            guard let bytes = FileManager.default.contents(atPath: manifest.path),
                let table = Generator.routeTable(fromManifest: [UInt8](bytes), at: manifest.path).routeTable
            else { continue }
            models[table.enumName] = LinkMatcher(table: table)
        }
        return models
    }()

    /// Whether the compiled parser's answer and the model's agree: both refuse, or both open the same
    /// routes with the same values (the last route only, for a path, whose parser returns no stack).
    ///
    /// A custom type's `init(rawValue:)` is the app's, which the model cannot run (it takes every
    /// value), so a route with one is compared by name, and a refusal the model does not share is
    /// allowed; a `URL` value is compared by name too, as Foundation may respell it.
    static func compare<Route>(
        _ parsed: [Route]?, _ modelled: LinkMatcher.Match?, _ model: LinkMatcher, _ what: String, lastOnly: Bool = false
    ) -> String? {
        guard let modelled else {
            return parsed.map { "\(what): the parser opens \($0), the model refuses it" }
        }
        let routes = model.stackRoutes(ending: modelled.routeIndex)
        guard let parsed else {
            return routes.last?.parameters.contains(where: \.type.isCustom) == true
                ? nil : "\(what): the model opens \(modelled.stack), the parser refuses it"
        }
        let expected = lastOnly ? Array(modelled.stack.suffix(1)) : modelled.stack
        let modelRoutes = lastOnly ? Array(routes.suffix(1)) : routes
        guard parsed.count == expected.count else { return "\(what): the parser opens \(parsed), the model \(expected)" }
        for ((route, description), modelRoute) in zip(zip(parsed, expected), modelRoutes) {
            let comparesValues = !modelRoute.parameters.contains { $0.type.isCustom || $0.type == .url }
            let actual = comparesValues
                ? describe(route, as: modelRoute) : String(String(describing: route).prefix { $0 != "(" })
            let wanted = comparesValues ? description : String(description.prefix { $0 != "(" })
            if actual != wanted { return "\(what): the parser opens \(actual), the model \(wanted)" }
        }
        return nil
    }

    /// A route value as the model prints one (`LinkMatcher.Match.value`): `name(label: value, …)`,
    /// strings quoted, optionals unwrapped or `nil`, UUIDs upper-case.
    static func describe<Route>(_ route: Route, as modelRoute: ModelRoute) -> String {
        let parameters = modelRoute.parameters
        guard !parameters.isEmpty else { return modelRoute.name }
        // A case's associated values are one labeled tuple, even when there is one value.
        guard let payload = Mirror(reflecting: route).children.first?.value else { return modelRoute.name }
        let fields = Mirror(reflecting: payload)
        let values: [Any] = fields.displayStyle == .tuple ? fields.children.map(\.value) : [payload]
        let arguments = zip(parameters, values).map { parameter, value in
            "\(parameter.name): \(describe(value, parameter))"
        }
        return modelRoute.name + "(" + arguments.joined(separator: ", ") + ")"
    }

    private static func describe(_ value: Any, _ parameter: Parameter) -> String {
        guard let value = unwrapped(value) else { return "nil" }
        guard case .list = parameter.presence else { return scalar(value) }
        return "[" + Mirror(reflecting: value).children.map { scalar($0.value) }.joined(separator: ", ") + "]"
    }

    /// The value inside any number of `Optional`s; nil for none.
    private static func unwrapped(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first.flatMap { unwrapped($0.value) }
    }

    private static func scalar(_ value: Any) -> String {
        switch value {
        case let text as String: text.debugDescription
        case let uuid as UUID: uuid.uuidString
        default: "\(value)"
        }
    }
}

extension LinkMatcher {
    /// The model's routes of the stack that opens route `index`: its parents, then the route.
    func stackRoutes(ending index: Int) -> [ModelRoute] {
        var routes = [table.routes[index]]
        while let parent = routes[0].parentIndex { routes.insert(table.routes[parent], at: 0) }
        return routes
    }
}

extension ParameterType {
    var isCustom: Bool {
        if case .custom = self { return true }
        return false
    }
}
