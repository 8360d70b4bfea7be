/// What `<Enum>+URL.swift` holds for routes that take links on any host (`"anyHost": true`): the
/// in-app entry points, the in-app walk, and the in-app link each route prints. Printed only for
/// a manifest with such routes, so every other manifest's file is as before.
extension URLEmitter {
    /// `init?(inAppURL:)` and `stack(forInAppURL:)`: the app's own links first, then any host.
    func emitInAppEntryPoints(_ writer: inout CodeWriter) {
        writer.doc(
            """
            The navigation stack a link tapped inside the app opens (`OpenURLAction`, a text view's
            or web view's delegate): the app's own link as ``stack(for:)`` reads it, else for an
            `http` or `https` link on any host, the routes that take links on any host.

            - Parameter url: A link tapped in the app.
            - Returns: The stack to set as the path of a `NavigationStack`, or nil.
            """)
        writer.block("\(access) static func stack(forInAppURL url: Foundation.URL) -> [\(enumName)]? {") { writer in
            writer.line("\(enumName)(inAppURL: url)?.stack")
        }
        writer.line()
        writer.doc(
            """
            The route a link tapped inside the app opens, without its parents: the route of
            ``init(url:)``, else, for an `http` or `https` link on any host (no user info, the
            scheme's own port), the route on any host its path opens; nil when neither opens one.

            - Parameter url: A link tapped in the app.
            """)
        writer.block("\(access) init?(inAppURL url: Foundation.URL) {") { writer in
            writer.block("if let route = \(enumName)(url: url) {") { writer in
                writer.line("self = route")
                writer.line("return")
            }
            writer.line("var text = url.absoluteString")
            writer.line("guard let route = text.withUTF8(Self._route(inApp:)) else { return nil }")
            writer.line("self = route")
        }
    }

    /// `_route(inApp:)`: the walk of the one tree on the in-app channel, where every route but
    /// those on any host passes the link by.
    func emitInAppLinkRouting(_ writer: inout CodeWriter) {
        writer.doc("The route on any host of a link tapped in the app, from its UTF-8 bytes.")
        writer.block("private static func _route(inApp bytes: UnsafeBufferPointer<UInt8>) -> \(enumName)? {") { writer in
            writer.line("guard let link = _Link(absolute: bytes), _inAppHost(link) != nil,")
            writer.line("    let request = \(request(channel: ".inApp", plusAsSpace: table.plusAsSpace))")
            writer.line("else { return nil }")
            writer.line("return " + (hasCarriers ? "_open(request)" : find("request")))
        }
    }

    /// `var inAppURL`: the link that opens the route when tapped in the app, and `_inAppLink`,
    /// which prints a route on any host's.
    func emitInAppURL(_ writer: inout CodeWriter) {
        let host = plan.universalLinkHost
        writer.doc(
            """
            The route as a link that opens it when tapped in the app (``init(inAppURL:)``): for a
            route on any host, its link on its host value (nil when that is no host: letters, digits,
            `-` and `.`)\(host.map { ", or on `\($0)` without one" } ?? ", or nil without one"), `https`, or `http` where the app's own route
            takes the `https` link; for every other route, its ``universalLink``, else its
            ``customSchemeURL``.
            """)
        var cases: [(label: String, body: [String])] = []
        for route in table.routes where route.anyHost {
            if let hostParameter = route.hostParameter {
                cases.append(("case \(route.casePattern(binding: [hostParameter])):", ["return Self._inAppLink(\(Route.valueName(at: 0)), path)"]))
            } else {
                let link = host.map { "Self._inAppLink(\(SwiftSyntax.stringLiteral($0)), path)" } ?? "nil"
                cases.append(("case .\(SwiftSyntax.identifier(route.name)):", ["return " + link]))
            }
        }
        writer.block("\(access) var \(DeclaredNames.inAppURL): Foundation.URL? {") { writer in
            if table.hasRoutesWithoutLinks { writer.line("guard let path else { return nil }") }
            writer.switchBlock(
                "self", cases: cases + [("default:", ["return \(DeclaredNames.universalLink) ?? \(DeclaredNames.customSchemeURL)"])])
        }
        writer.line()
        writer.doc(
            """
            The link of a route on any host on `host`: `https`, or `http` where the app's own route
            takes the `https` link (`init(url:)` never reads `http`, so the link opens the route
            on any host); nil when `host` is no host.
            """)
        writer.block("private static func _inAppLink(_ host: String, _ path: String) -> Foundation.URL? {") { writer in
            writer.line("guard _isHost(host), let link = Foundation.URL(string: \"https://\" + host + path) else { return nil }")
            writer.line("return \(enumName)(url: link) == nil ? link : Foundation.URL(string: \"http://\" + host + path)")
        }
    }

    /// What `storedText` says of the routes on any host, after the other routes stored as links.
    var inAppStorageNote: String {
        "; a route on any host is stored as its `http` link, which only\n``init(inAppURL:)`` reads, so it reads back as itself even where an app's own route takes\nits `https` link."
    }

    /// The `storedText` case of a route on any host: its link on `http`, which ``init(url:)``
    /// never reads, so that ``init(inAppURL:)`` reads it back as this route even on a host and
    /// path of the app's own routes. A route without a host value stores the first host, or
    /// `localhost` in a manifest without hosts; any host reads back the same.
    func inAppStorage(of route: Route) -> (label: String, body: [String]) {
        guard let hostParameter = route.hostParameter else {
            let prefix = "http://" + (plan.universalLinkHost ?? "localhost")
            return ("case .\(SwiftSyntax.identifier(route.name)):", ["return \(SwiftSyntax.stringLiteral(prefix)) + path"])
        }
        let value = Route.valueName(at: 0)
        return (
            "case \(route.casePattern(binding: [hostParameter])):",
            ["return Self._isHost(\(value)) ? \"http://\" + \(value) + path : path"]
        )
    }
}
