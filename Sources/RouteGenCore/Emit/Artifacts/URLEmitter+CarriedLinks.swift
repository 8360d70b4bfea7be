/// What `<Enum>+URL.swift` holds for routes that open the link they carry (`"opensLinkIn"`):
/// opening a request with its refusals, reading the carried link, and printing a carrying link.
extension URLEmitter {
    /// Whether some route opens the link it carries rather than a screen.
    var hasCarriers: Bool { !table.carriers.isEmpty }

    /// Whether some route carries a path rather than a link (`opensPathIn`).
    var hasPathCarriers: Bool { table.carriers.contains(where: \.carriesPath) }

    /// `_open`: the walk, then the refusals, for a manifest whose routes carry links.
    func emitOpening(_ writer: inout CodeWriter) {
        let closes = !table.channelRefusals.isEmpty
        writer.doc(
            """
            The route a request opens: the one its path and query find, unless that route carries a
            link that opens nothing\(closes ? ", or is closed to the request's channel" : "").
            """)
        writer.block("private static func _open(_ request: _Request) -> \(enumName)? {") { writer in
            writer.line("var request = request")
            writer.line("var refused = false")
            writer.block("let route = withUnsafeMutablePointer(to: &refused) { refusal in") { writer in
                writer.line("request.refusal = refusal")
                writer.line("return \(find("request"))")
            }
            writer.line("guard !refused, let route else { return nil }")
            writer.line(closes ? "return route.\(GeneratedNames.opens)(through: request.channel) ? route : nil" : "return route")
        }
    }

    /// `_route(carriedIn:of:)`: what a route that carries a link opens.
    func emitCarriedLinkRouting(_ writer: inout CodeWriter) {
        let hasChannels = !table.hosts.isEmpty || !table.schemes.isEmpty
        writer.doc(
            """
            The route of the link that `request`'s route carries in the query item `item` (in the
            fragment when nil): a path, read on the request's channel and host, or an absolute link.
            Nil when the item is absent: the route does not take the link. When the text is no link of
            the app's, opens nothing, or is carried more than `_carriedLinkDepth` deep, the whole link
            opens nothing: it is never followed elsewhere.
            """)
        let pathOnly = hasPathCarriers ? ", pathOnly: Bool = false" : ""
        writer.block(
            "private static func _route(carriedIn item: StaticString?, of request: _Request\(pathOnly)) -> \(enumName)? {"
        ) { writer in
            writer.line("guard var text = _carried(request, item) else { return nil }")
            writer.block("let route: \(enumName)? = request.depth >= _carriedLinkDepth ? nil : text.withUTF8 { bytes in") { writer in
                // A carrier of paths (`opensPathIn`) opens no absolute link.
                let absolute = hasPathCarriers
                    ? "pathOnly ? nil : _route(absolute: bytes, depth: request.depth + 1)" : "_route(absolute: bytes, depth: request.depth + 1)"
                writer.line(
                    hasChannels
                        ? "guard _isCarriedPath(bytes) else { return \(absolute) }"
                        : "guard _isCarriedPath(bytes) else { return nil }")
                writer.line("guard let link = _Link(pathAndQuery: bytes),")
                writer.line("    let carried = _Request(")
                writer.line("        link, channel: request.channel, plusAsSpace: request.plusAsSpace, ignoresCase: request.ignoresCase,")
                writer.line("        host: request.host, depth: request.depth + 1)")
                writer.line("else { return nil }")
                writer.line("return _open(carried)")
            }
            writer.line("if route == nil { request.refusal?.pointee = true }")
            writer.line("return route")
        }
        guard hasPathCarriers else { return }
        writer.line()
        writer.doc(
            """
            The route a carried path opens on `channel` and `host`, as the link of a route that carries
            paths reads it: such a route prints a path only when it reads back.
            """)
        writer.block(
            "private static func _route(carriedPath bytes: UnsafeBufferPointer<UInt8>, channel: _Channel, host: Int) -> \(enumName)? {"
        ) { writer in
            writer.line("guard let link = _Link(pathAndQuery: bytes),")
            writer.line("    let request = \(request(channel: "channel", plusAsSpace: table.plusAsSpace, host: "host", depth: "1"))")
            writer.line("else { return nil }")
            writer.line("return _open(request)")
        }
    }

    /// The body of the builder of a route that carries a link: the route of that link.
    func emitCarriedLinkOpening(_ route: Route, _ carried: CarriedLink, _ writer: inout CodeWriter) {
        let item = if case .queryItem(let name) = carried { SwiftSyntax.stringLiteral(name) } else { "nil" }
        let scope = table.linkScope(of: route)
        if !scope.passesClosedChannels, !scope.closedChannels.isEmpty {
            // Found with its link on a channel it refuses: the link opens nothing, as a link to any
            // route closed to its channel.
            let refused = scope.closedChannels.map { "r.channel == .\($0.rawValue)" }
            writer.block("if \(refused.joined(separator: " || ")) {") { writer in
                writer.line("if _carried(r, \(item)) != nil { r.refusal?.pointee = true }")
                writer.line("return nil")
            }
        }
        if decodes {
            // The second reading opens a route that decodes before splitting, or nothing: a carrier
            // that takes it, as it takes the link written with `/`, refuses it.
            writer.block("if r.slashesDecoded {") { writer in
                writer.line("if _carried(r, \(item)) != nil { r.refusal?.pointee = true }")
                writer.line("return nil")
            }
        }
        writer.line("return _route(carriedIn: \(item), of: r\(route.carriesPath ? ", pathOnly: true" : ""))")
    }

    /// `static func <carrier>Link(to:)`: a link of a route that carries links, carrying a route's.
    func emitCarriedLinkPrinter(_ carrier: Route, _ writer: inout CodeWriter) {
        // A universal link when the carrier has one, else a custom-scheme link.
        let onUniversal = plan.universalLinkPrefix(of: carrier) != nil
        guard let prefix = plan.universalLinkPrefix(of: carrier) ?? plan.customSchemePrefix(of: carrier),
            let carried = carrier.carriedLink
        else { return }
        let inner = onUniversal ? DeclaredNames.universalLink : DeclaredNames.customSchemeURL
        let place = if case .queryItem(let name) = carried { "its query item `\(name)`" } else { "its fragment" }
        writer.doc(
            carrier.carriesPath
                ? """
                A `\(carrier.pathAndFixedQuery)` link that opens `route`: it carries the route's ``path``
                in \(place), which it reads on its own channel and host. Nil when that path opens
                another route there, or none.
                """
                : """
                A `\(carrier.pathAndFixedQuery)` link that opens `route`: it carries the route's ``\(inner)``
                in \(place). Nil when `route` has none.
                """)
        let parameters = carrier.path.parameters.enumerated().map { index, parameter in
            "\(SwiftSyntax.argumentLabel(parameter.name)) \(Route.valueName(at: index)): \(parameter.swiftType), "
        }.joined()
        let name = "\(carrier.name)Link"
        writer.block("\(access) static func \(SwiftSyntax.identifier(name))(\(parameters)to route: \(enumName)) -> Foundation.URL? {") { writer in
            // The carried link is one more value, after the path's: a query item's, or the fragment.
            let link = Route.valueName(at: carrier.path.parameters.count)
            if carrier.carriesPath {
                let channel = onUniversal ? "universalLink" : "customScheme"
                let host = onUniversal ? plan.universalLinkHost(of: carrier).flatMap(table.hosts.firstIndex(of:)) ?? 0 : 0
                // A screen no link opens has no path to carry.
                writer.line(table.hasRoutesWithoutLinks ? "guard var \(link) = route.path else { return nil }" : "var \(link) = route.path")
                writer.line(
                    "guard \(link).withUTF8({ Self._route(carriedPath: $0, channel: .\(channel), host: \(host)) }) == route else { return nil }")
            } else {
                writer.line("guard let \(link) = route.\(inner)?.absoluteString else { return nil }")
            }
            var printed = carrier
            printed.carriedLink = nil
            if case .queryItem(let item) = carried {
                printed.query = [Parameter(name: item, type: .string, presence: .required)]
            }
            var statements = pathStatements(printed)
            let fragment = carried == .fragment ? " + \"#\" + Self._encode(\(link))" : ""
            if let last = statements.popLast() {
                statements.forEach { writer.line($0) }
                let path = last.hasPrefix("return ") ? String(last.dropFirst("return ".count)) : last
                writer.line("return Foundation.URL(string: \(SwiftSyntax.stringLiteral(prefix)) + \(path)\(fragment))")
            }
        }
    }
}
