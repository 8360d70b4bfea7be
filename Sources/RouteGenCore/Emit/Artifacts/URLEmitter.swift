import Foundation
import RouteGenLinkRuntime

/// Prints `<Enum>+URL.swift`: links to stacks (parsing) and routes to links (printing).
///
/// The parser is the `MatchTree` printed as one small function per node, so its cost grows with
/// the segments of a link, not the number of routes, and no function is large enough to make the
/// optimizer slow.
struct URLEmitter {
    let plan: GenerationPlan

    var table: RouteTable { plan.table }
    private var tree: MatchTree { plan.matchTree }

    var access: String { table.access.rawValue }
    var enumName: String { table.enumName }

    func emit() -> GeneratedFile {
        var writer = CodeWriter()
        GeneratedHeader.write(to: &writer)
        writer.mark("Parsing")
        writer.block("nonisolated extension \(enumName) {") { writer in
            emitParsingEntryPoints(&writer)
            writer.line()
            emitStack(&writer)
        }
        writer.line()
        writer.mark("Printing")
        writer.block("nonisolated extension \(enumName) {") { writer in
            emitPath(&writer)
            writer.line()
            emitUniversalLink(&writer)
            writer.line()
            emitCustomSchemeURL(&writer)
            if table.hasAnyHostRoutes {
                writer.line()
                emitInAppURL(&writer)
            }
            writer.line()
            emitStoredText(&writer)
            if hasCarriers {
                for carrier in table.carriers {
                    writer.line()
                    emitCarriedLinkPrinter(carrier, &writer)
                }
            }
        }
        writer.line()
        writer.mark("Matching")
        writer.block("nonisolated extension \(enumName) {") { writer in
            if !table.hosts.isEmpty {
                emitHostCheck(&writer)
                writer.line()
            }
            emitLinkRouting(&writer)
            writer.line()
            emitChannelRefusals(&writer)
            for node in tree.nodes where node.index == 0 || !node.onlyEndsRoute {
                emitNode(node, &writer)
                writer.line()
            }
            for (index, route) in plan.linkRoutes.enumerated() where route.opensFromLinks {
                emitRouteBuilder(route, at: index, &writer)
                writer.line()
            }
            writer.trimTrailingBlankLines()
        }
        writer.line()
        writer.mark("Link reading")
        // The link runtime's own text, with the indentation it has in its source: one level in.
        writer.line("nonisolated extension \(enumName) {")
        writer.lines(Self.linkReader(inApp: table.hasAnyHostRoutes))
        for region in plan.runtimeRegions {
            writer.line()
            writer.lines(region.source)
        }
        writer.line("}")
        return GeneratedFile(name: GeneratedFileKind.url.fileName(enumName: enumName), contents: writer.text)
    }

    /// The link runtime's reader as a `+URL.swift` holds it: its `_Channel` has the in-app channel
    /// only where some route takes links on any host (`inApp`), so other manifests' files are as before.
    static func linkReader(inApp: Bool) -> String {
        var writer = CodeWriter()
        Template(LinkRuntimeSource.linkReader).write(to: &writer, Template.Values(flags: inApp ? [GeneratedNames.inAppFlag] : []))
        return String(writer.text.dropLast())  // the writer ends the last line; the region does not
    }

    // MARK: Parsing

    private func emitParsingEntryPoints(_ writer: inout CodeWriter) {
        writer.doc(
            """
            The navigation stack a link opens: the route's parents first, the route itself last.

            \(channelSummary)

            Returns nil for any other link and for a path no route has. Hand such a URL back to the
            system (`openURL`, `UIApplication.open`) rather than showing nothing: it may be a page of
            the website the app does not show.

            - Parameter url: A universal link or custom-scheme URL.
            - Returns: The stack to set as the path of a `NavigationStack`, or nil.
            """)
        writer.block("\(access) static func stack(for url: Foundation.URL) -> [\(enumName)]? {") { writer in
            writer.line("\(enumName)(url: url)?.stack")
        }
        writer.line()
        writer.doc(
            """
            The route a link opens, without its parents; nil when the link opens no route.

            - Parameter url: A universal link or custom-scheme URL.
            """)
        writer.block("\(access) init?(url: Foundation.URL) {") { writer in
            guard !table.hosts.isEmpty || !table.schemes.isEmpty else {
                writer.line("// The manifest lists no hosts and no schemes: no link opens a route.")
                writer.line("return nil")
                return
            }
            writer.line("var text = url.absoluteString")
            let route = hasCarriers ? "text.withUTF8({ Self._route(absolute: $0) })" : "text.withUTF8(Self._route(absolute:))"
            writer.line("guard let route = \(route) else { return nil }")
            writer.line("self = route")
        }
        if table.hasAnyHostRoutes {
            writer.line()
            emitInAppEntryPoints(&writer)
        }
        writer.line()
        writer.doc(
            """
            The route of a path and query such as `"/products/42?ref=mail"`, on any link channel:
            the inverse of ``path``, which `Codable` uses.

            - Parameter path: A path starting with `/`, percent-encoded, with an optional query.
            """)
        writer.block("\(access) init?(path: String) {") { writer in
            writer.line("var text = path")
            writer.line("guard let route = text.withUTF8(Self._route(pathAndQuery:)) else { return nil }")
            writer.line("self = route")
        }
    }

    /// The two readers behind the entry points, which `withUTF8` lends a link's bytes without a copy.
    private func emitLinkRouting(_ writer: inout CodeWriter) {
        if !table.hosts.isEmpty || !table.schemes.isEmpty {
            emitAbsoluteLinkRouting(&writer)
            writer.line()
        }
        writer.doc("The route of a path and query's UTF-8 bytes, on every channel.")
        writer.block("private static func _route(pathAndQuery bytes: UnsafeBufferPointer<UInt8>) -> \(enumName)? {") { writer in
            writer.line("guard let link = _Link(pathAndQuery: bytes),")
            writer.line("    let request = \(request(channel: ".any", plusAsSpace: false))")
            writer.line("else { return nil }")
            writer.line("return " + (hasCarriers ? "_open(request)" : find("request")))
        }
        if table.hasAnyHostRoutes {
            writer.line()
            emitInAppLinkRouting(&writer)
        }
        if hasCarriers {
            writer.line()
            emitOpening(&writer)
            writer.line()
            emitCarriedLinkRouting(&writer)
        }
        if decodes {
            writer.line()
            emitFind(&writer)
        }
    }

    /// Whether some route decodes before splitting: links with `%2F` are then read twice.
    var decodes: Bool { plan.readsLinksTwice }

    /// The walk of `request` from the root: `_find`, which reads a link twice, where routes decode
    /// before splitting.
    func find(_ request: String) -> String {
        decodes ? "_find(\(request))" : "\(GeneratedNames.node(0))(\(request), \(request).path.lowerBound)"
    }

    /// `_find`: the first reading, then the second, with `%2F` as `/`, which opens a route only
    /// when a route that decodes before splitting takes it.
    private func emitFind(_ writer: inout CodeWriter) {
        writer.doc(
            """
            The route of `request`'s path as written; when no route takes it\(hasCarriers ? " or refuses it" : "") and the
            path has `%2F`, the route of the path split after decoding it, for the routes that decode
            before splitting (`/@a%2F1` as `/@a/1`). Every route competes for that second reading as
            for a link written with `/`, and it opens nothing when another route takes it: that route
            is what the link printed with `/` opens.
            """)
        writer.block("private static func _find(_ request: _Request) -> \(enumName)? {") { writer in
            let node = GeneratedNames.node(0)
            writer.line("if let route = \(node)(request, request.path.lowerBound) { return route }")
            if hasCarriers { writer.line("if request.refusal?.pointee == true { return nil }") }
            writer.line("let route = _withDecodedSlashes(request) { \(node)($0, $0.path.lowerBound) }")
            writer.line("return route?._decodesBeforeSplitting == true ? route : nil")
        }
        writer.line()
        writer.doc("Whether the route splits its path after decoding it: the only routes a second reading opens.")
        GroupedSwitch(
            declaration: "private var _decodesBeforeSplitting: Bool",
            values: table.routes.map { ($0, $0.reading.contains(.decodesBeforeSplitting) ? "true" : "false") }
        ).write(to: &writer)
    }

    /// `_Request(link, …)`: how this manifest reads the segments and query of a link.
    ///
    /// - Parameter channel: The channel, as Swift: `.universalLink`, or a variable.
    func request(
        channel: String, plusAsSpace: Bool, authorityFirst: Bool = false, hostIgnoresCase: Bool = true, host: String? = nil,
        depth: String? = nil
    ) -> String {
        "_Request(link, channel: \(channel), plusAsSpace: \(plusAsSpace), ignoresCase: \(!table.caseSensitive)"
            + (authorityFirst ? ", authorityFirst: true" : "")
            + (hostIgnoresCase || !table.caseSensitive ? "" : ", hostIgnoresCase: false") + (host.map { ", host: \($0)" } ?? "")
            + (depth.map { ", depth: \($0)" } ?? "") + ")"
    }

    private func emitAbsoluteLinkRouting(_ writer: inout CodeWriter) {
        writer.doc("The route of an absolute link's UTF-8 bytes: its channel, then its segments and items.")
        let depthParameter = hasCarriers ? ", depth: Int = 0" : ""
        let depth = hasCarriers ? "depth" : nil
        writer.block(
            "private static func _route(absolute bytes: UnsafeBufferPointer<UInt8>\(depthParameter)) -> \(enumName)? {"
        ) { writer in
            writer.line("guard let link = _Link(absolute: bytes) else { return nil }")
            writer.line("let request: _Request?")
            var branches: [(condition: String, body: [String])] = []
            if !table.hosts.isEmpty {
                let hostCheck = table.hasHostLimitedRoutes
                    ? "let entry = _universalLinkHost(link, host)" : "_isUniversalLinkHost(link, host)"
                let universal = request(
                    channel: ".universalLink", plusAsSpace: table.plusAsSpace,
                    host: table.hasHostLimitedRoutes ? "entry" : nil, depth: depth)
                branches.append((
                    "link.hasScheme(\"https\")",
                    [
                        "guard let host = link.host(port: \"443\"), \(hostCheck) else { return nil }",
                        "request = " + universal,
                    ]
                ))
            }
            for scheme in table.schemes {
                let condition = "link.hasScheme(\(SwiftSyntax.stringLiteral(scheme.name.lowercased())))"
                let customScheme = request(
                    channel: ".customScheme", plusAsSpace: table.plusAsSpace, authorityFirst: scheme.host == nil,
                    hostIgnoresCase: !scheme.caseSensitiveHost, depth: depth)
                if let host = scheme.host {
                    let check = "link.lowercased(host, is: \(SwiftSyntax.stringLiteral(host.lowercased())))"
                    branches.append((
                        condition,
                        ["guard let host = link.host(port: \"\"), \(check) else { return nil }", "request = " + customScheme]
                    ))
                } else {
                    branches.append((condition, ["request = " + customScheme]))
                }
            }
            writer.ifChain(
                branches.map { branch in (branch.condition, { writer in branch.body.forEach { writer.line($0) } }) },
                otherwise: { writer in writer.line("return nil") })
            if hasCarriers {
                writer.line("guard let request else { return nil }")
                writer.line("return _open(request)")
                return
            }
            guard !table.channelRefusals.isEmpty else {
                writer.line("guard let request else { return nil }")
                writer.line("return \(find("request"))")
                return
            }
            // The route is found as on every channel, then refused: a link to a route that refuses
            // its channel opens nothing, rather than the next route that would take its path.
            writer.line("guard let request, let route = \(find("request")) else { return nil }")
            writer.line("return route.\(GeneratedNames.opens)(through: request.channel) ? route : nil")
        }
    }

    /// `_opens(through:)`: which routes refuse which channel, when any does.
    private func emitChannelRefusals(_ writer: inout CodeWriter) {
        let refusals = table.channelRefusals
        guard !refusals.isEmpty else { return }
        writer.doc(
            """
            Whether links through `channel` open the route: false on a channel the manifest closes to
            it (`"universalLink": false`, `"customScheme": false`).
            """)
        writer.block("private func \(GeneratedNames.opens)(through channel: _Channel) -> Bool {") { writer in
            writer.switchBlock(
                "self",
                cases: refusals.map { refusal in
                    let names = refusal.routes.map { ".\(SwiftSyntax.identifier($0.name))" }.joined(separator: ", ")
                    let verdict = refusal.channels.map { "channel != .\($0.rawValue)" }.joined(separator: " && ")
                    return ("case \(names):", ["return \(verdict)"])
                } + [("default:", ["return true"])])
        }
        writer.line()
    }

    /// Which links the parser reads, for the documentation of `stack(for:)`.
    private var channelSummary: String {
        var parts: [String] = []
        if !table.hosts.isEmpty {
            parts.append("Universal links are `https` links on \(table.hosts.map { "`\($0)`" }.joined(separator: ", "))")
        }
        if !table.schemes.isEmpty {
            let schemes = table.schemes.map { scheme in
                scheme.host.map { "`\(scheme.name)://\($0)/…`" } ?? "`\(scheme.name)://…`"
            }
            parts.append("custom-scheme links are \(schemes.joined(separator: ", "))")
        }
        guard !parts.isEmpty else { return "The manifest lists no hosts and no schemes, so no link opens a route." }
        return parts.joined(separator: "; ") + "."
    }

    private func emitStack(_ writer: inout CodeWriter) {
        writer.doc("The route's parents, then the route: the stack a link to it opens.")
        let children = table.routes.filter { $0.parentIndex != nil }
        guard !children.isEmpty else {
            writer.line("\(access) var stack: [\(enumName)] { [self] }")
            return
        }
        var cases: [(label: String, body: [String])] = []
        for route in children {
            guard let parentIndex = route.parentIndex else { continue }
            let parent = table.routes[parentIndex]
            let used = Set(route.parentArguments.compactMap { argument -> String? in
                if case .child(let name) = argument { return name }
                return nil
            })
            let arguments = zip(parent.parameters, route.parentArguments).map { parameter, argument in
                let value: String
                switch argument {
                case .child(let name): value = route.valueName(of: name)
                case .standIn: value = parameter.standIn ?? "nil"
                }
                return "\(SwiftSyntax.argumentLabel(parameter.name)): \(value)"
            }
            let parentValue = arguments.isEmpty
                ? ".\(SwiftSyntax.identifier(parent.name))"
                : ".\(SwiftSyntax.identifier(parent.name))(\(arguments.joined(separator: ", ")))"
            // One array when the parent is a root, as most are; a deeper parent brings its own parents.
            let stack = parent.parentIndex == nil ? "[\(parentValue), self]" : "\(enumName)\(parentValue).stack + [self]"
            cases.append(("case \(route.casePattern(binding: used)):", ["return " + stack]))
        }
        emitSwitchOverSelf(
            &writer, declaration: "\(access) var stack: [\(enumName)]", property: DeclaredNames.stack,
            type: "[\(enumName)]", cases: cases, otherwise: ["return [self]"],
            listsEveryCase: children.count == table.routes.count)
    }

    /// Writes a computed property whose body is `switch self`, split past `switchCaseLimit` cases.
    private func emitSwitchOverSelf(
        _ writer: inout CodeWriter, declaration: String, property: String, type: String,
        cases: [(label: String, body: [String])], otherwise: [String], listsEveryCase: Bool
    ) {
        SplitSwitch(
            declaration: declaration, subject: "self",
            chunkDeclaration: { "private var \(GeneratedNames.chunk(property, $0)): \(type)" },
            continuation: { "return \(GeneratedNames.chunk(property, $0))" },
            cases: cases, otherwise: otherwise, listsEveryCase: listsEveryCase
        ).write(to: &writer)
    }

    // MARK: Printing

    private func emitPath(_ writer: inout CodeWriter) {
        let hasScreensWithoutLinks = table.hasRoutesWithoutLinks
        writer.doc(
            """
            The route's path and query, percent-encoded, such as `"/products/42?ref=mail"`\(hasScreensWithoutLinks ? "; nil\nfor a screen of the app that no link opens (no `path` in routes.json)" : "").

            Query parameters equal to their default are left out. ``init(path:)`` reads it back.
            """)
        let type = hasScreensWithoutLinks ? "String?" : "String"
        emitSwitchOverSelf(
            &writer, declaration: "\(access) var path: \(type)", property: DeclaredNames.path, type: type,
            cases: table.routes.map { route in
                route.opensFromLinks
                    ? ("case \(route.casePatternBindingPathAndQuery()):", pathStatements(route))
                    : ("case .\(SwiftSyntax.identifier(route.name)):", ["return nil"])
            },
            // Reached only when the switch is split, and then never: every case is in one of the chunks.
            otherwise: ["return \"/\""], listsEveryCase: true)
    }

    /// The statements that return one route's path and query. A path with values is an array of
    /// its segments, decoded, that `_path` encodes: calls and array literals, not interpolation or
    /// chains of `+`, keep the type checker quick on thousands of routes. A path with optional or
    /// compound segments is an array of segments already encoded (`_path(encoded:)`), nil for an
    /// optional segment without a value.
    func pathStatements(_ route: Route) -> [String] {
        // A rest parameter that is not last goes in among the encoded segments.
        let restIsInside = route.path.variants[0].restInside != nil
        let isEncoded = restIsInside || route.path.segments.contains { segment in
            switch segment {
            case .optional, .compound: true
            case .literal, .parameter, .rest: false
            }
        }
        var segments: [String] = []
        var literalPath = ""  // the whole path, encoded, while it has no value
        var rest: String?
        var restPosition = 0
        for segment in route.path.segments {
            switch segment {
            case .literal(let text):
                let encoded = SwiftSyntax.literalContent(LinkRuntime.encode(text))
                segments.append(isEncoded ? "\"\(encoded)\"" : SwiftSyntax.stringLiteral(text))
                literalPath += "/" + encoded
            case .parameter(let name, let type):
                let text = type.text(of: route.valueName(of: name))
                segments.append(isEncoded ? "Self._encode(\(text))" : text)
            case .optional(let name, let type):
                let value = route.valueName(of: name)
                segments.append("Self._encodeIfPresent(\(type == .string ? value : type.text(of: value + "?")))")
            case .compound(let compound):
                let texts = compound.texts.map(SwiftSyntax.stringLiteral).joined(separator: ", ")
                let values = compound.values.map { $0.type.text(of: route.valueName(of: $0.name)) }.joined(separator: ", ")
                segments.append("Self._compound([\(texts)], [\(values)])")
            case .rest(let name):
                rest = route.valueName(of: name)
                restPosition = segments.count
            }
        }
        let fixed = route.fixedQuery.map { "\($0.name)=\($0.value)" }.joined(separator: "&")
        // Nothing to print at run time: the path is one literal.
        if route.path.parameters.isEmpty && route.query.isEmpty {
            return ["return \"\(literalPath.isEmpty ? "/" : literalPath)\(fixed.isEmpty ? "" : "?" + fixed)\""]
        }
        var arguments = [(isEncoded ? "encoded: [" : "[") + segments.joined(separator: ", ") + "]"]
        if let rest { arguments.append("rest: \(rest)" + (restIsInside ? ", at: \(restPosition)" : "")) }
        guard !route.query.isEmpty || !route.fixedQuery.isEmpty else {
            return ["return Self._path(\(arguments.joined(separator: ", ")))"]
        }
        // Values are bound as `_p0`, `_p1`…, so `_query` and `_value` never shadow one.
        let fixedItems = route.fixedQuery.map { "_query.add(\(SwiftSyntax.stringLiteral($0.name)), \(SwiftSyntax.stringLiteral($0.value)))" }
        let items = ["var _query = _Query()"] + fixedItems + route.query.map { queryItemStatement($0, of: route) }
        // Items in the fragment follow the path and its (empty) query: `/pair#channel_id=…`.
        if route.reading.contains(.itemsInFragment) { return items + ["return Self._path(\(arguments.joined(separator: ", "))) + Self._fragment(_query)"] }
        arguments.append("query: _query")
        return items + ["return Self._path(\(arguments.joined(separator: ", ")))"]
    }

    /// The statement that adds the items of one query parameter to `_query`.
    private func queryItemStatement(_ parameter: Parameter, of route: Route) -> String {
        let name = route.valueName(of: parameter.name)
        let item = SwiftSyntax.stringLiteral(parameter.name)
        let add = { (value: String) in "_query.add(\(item), \(parameter.type.text(of: value)))" }
        switch parameter.presence {
        case .required:
            return add(name)
        case .defaulted(let value):
            return "if \(name) != \(parameter.type.literal(value)) { \(add(name)) }"
        case .optional:
            return "if let _value = \(name) { \(add("_value")) }"
        case .list:
            guard parameter.type != .string else { return "_query.add(\(item), each: \(name))" }
            return "for _value in \(name) { \(add("_value")) }"
        }
    }

    private func emitUniversalLink(_ writer: inout CodeWriter) {
        let host = plan.universalLinkHost
        let doc = host.map { host in
            table.hasHostLimitedRoutes
                ? "The route as a universal link on `\(host)`, or for a route on some hosts only, on the\nfirst of them; "
                    + "nil for a route that universal links do not open."
                : "The route as a universal link on `\(host)`; nil for a route that universal links do not open."
        }
        writer.doc(doc ?? "The route as a universal link; always nil, since the manifest lists no host to print one on.")
        emitLink(
            &writer, property: DeclaredNames.universalLink, prefix: host.map { "https://" + $0 },
            prefixOfRoute: plan.universalLinkPrefix(of:))
    }

    private func emitCustomSchemeURL(_ writer: inout CodeWriter) {
        let scheme = table.schemes.first
        writer.doc(
            scheme.map {
                "The route as a `\($0.name):` link; nil for a route that custom-scheme links do not open."
            } ?? "The route as a custom-scheme link; always nil, since the manifest lists no scheme.")
        // The usual prefix is that of a route whose path starts with a literal (`shop:/`).
        let prefix = scheme.map { scheme in scheme.host.map { "\(scheme.name)://\($0)" } ?? "\(scheme.name):/" }
        emitLink(
            &writer, property: DeclaredNames.customSchemeURL, prefix: prefix, prefixOfRoute: plan.customSchemePrefix(of:))
    }

    /// `storedText` and `init?(storedText:)`: what `Codable`, Handoff and restoration store.
    private func emitStoredText(_ writer: inout CodeWriter) {
        // A route the path alone may not tell apart: on some hosts only, or sharing its path with
        // a route of another channel. `init(path:)` reads every host and channel.
        let asLink = table.routes.filter { table.linkScope(of: $0).isStoredAsLink }
        writer.doc(
            (asLink.isEmpty
                ? "The string that stores the route in `Codable`, Handoff and restoration: its ``path``."
                : """
                The string that stores the route in `Codable`, Handoff and restoration: its ``path``, or
                for a route on some hosts only, or that shares its path with a route of another channel,
                its link, which reads back on its own host and channel\(table.hasAnyHostRoutes ? inAppStorageNote : ".")
                """)
                + (table.hasRoutesWithoutLinks ? "\nA screen no link opens is stored by its name, which is no path and no link." : ""))
        let declaration = "\(access) var \(DeclaredNames.storedText): String"
        let screens = table.routes.filter { !$0.opensFromLinks }
        guard !screens.isEmpty || !asLink.isEmpty else {
            writer.line(declaration + " { path }")
            emitStoredTextReader(asLink: asLink, screens: screens, &writer)
            return
        }
        writer.block(declaration + " {") { writer in
            if !screens.isEmpty {
                writer.block("guard let path else {") { writer in
                    let names = screens.map { route in
                        ("case .\(SwiftSyntax.identifier(route.name)):", ["return \(SwiftSyntax.stringLiteral(route.name))"])
                    }
                    let others: [(label: String, body: [String])] = screens.count == table.routes.count ? [] : [("default:", ["return \"\""])]
                    writer.switchBlock("self", cases: names + others)
                }
            }
            guard !asLink.isEmpty else { return writer.line("return path") }
            // Routes with no link of their own to store print the plan's storage link.
            var onStorageHost: [(label: String, body: [String])] = []
            var names: [String] = []
            for route in asLink {
                let name = ".\(SwiftSyntax.identifier(route.name))"
                if route.anyHost {
                    onStorageHost.append(inAppStorage(of: route))
                    continue
                }
                guard let prefix = plan.storageLinkPrefix(of: route) else {
                    names.append(name)
                    continue
                }
                onStorageHost.append(("case \(name):", ["return \(SwiftSyntax.stringLiteral(prefix)) + path"]))
            }
            let byLink = names.isEmpty ? [] : [("case \(names.joined(separator: ", ")):", ["return (universalLink ?? customSchemeURL)?.absoluteString ?? path"])]
            writer.switchBlock("self", cases: onStorageHost + byLink + [("default:", ["return path"])])
        }
        emitStoredTextReader(asLink: asLink, screens: screens, &writer)
    }

    /// `init?(storedText:)`: a path, a link, or the name of a screen no link opens that has no values.
    private func emitStoredTextReader(asLink: [Route], screens: [Route], _ writer: inout CodeWriter) {
        writer.line()
        writer.doc("The route that ``\(DeclaredNames.storedText)`` stored; nil when this version of the app has none.")
        writer.block("\(access) init?(\(DeclaredNames.storedText): String) {") { writer in
            // A screen with values is stored with them, by `Codable`; its name alone is not enough.
            let named = screens.filter { $0.parameterCount == 0 }
            if !named.isEmpty {
                let cases = named.map { route in
                    ("case \(SwiftSyntax.stringLiteral(route.name)):", ["self = .\(SwiftSyntax.identifier(route.name))", "return"])
                }
                writer.switchBlock(DeclaredNames.storedText, cases: cases + [("default:", ["break"])])
            }
            if asLink.isEmpty {
                writer.line("self.init(path: \(DeclaredNames.storedText))")
                return
            }
            writer.block("guard !\(DeclaredNames.storedText).hasPrefix(\"/\") else {") { writer in
                writer.line("self.init(path: \(DeclaredNames.storedText))")
                writer.line("return")
            }
            writer.line("guard let url = Foundation.URL(string: \(DeclaredNames.storedText)) else { return nil }")
            writer.line(table.hasAnyHostRoutes ? "self.init(inAppURL: url)" : "self.init(url: url)")
        }
    }

    /// A property that is the route's link: `prefix` and its path, or for the routes whose own
    /// prefix differs, theirs (nil for a route no such link opens), in a `switch` by prefix.
    private func emitLink(
        _ writer: inout CodeWriter, property: String, prefix: String?, prefixOfRoute: (Route) -> String?
    ) {
        let declaration = "\(access) var \(property): Foundation.URL? {"
        guard let prefix else {
            writer.line(declaration + " nil }")
            return
        }
        // A screen no link opens has no path, and no link: its prefix is nil, as a closed route's.
        let unwrapsPath = table.hasRoutesWithoutLinks
        let link = { (prefix: String) in "Foundation.URL(string: \(SwiftSyntax.stringLiteral(prefix)) + path)" }
        // The case names of each prefix other than the usual one, no link first, then in the order
        // met: names, not routes, whose copies cost more than the rest of the loop.
        var groups: [(prefix: String?, names: [String])] = []
        var closed = 0
        for route in table.routes {
            let own = prefixOfRoute(route)
            if own == nil { closed += 1 }
            // Left to the `guard let path` below.
            guard own != prefix, route.opensFromLinks else { continue }
            let name = ".\(SwiftSyntax.identifier(route.name))"
            if let index = groups.firstIndex(where: { $0.prefix == own }) {
                groups[index].names.append(name)
            } else if own == nil {
                groups.insert((nil, [name]), at: 0)
            } else {
                groups.append((own, [name]))
            }
        }
        guard !groups.isEmpty || unwrapsPath else {
            writer.line(declaration + " \(link(prefix)) }")
            return
        }
        guard closed < table.routes.count else {
            writer.line(declaration + " nil }")
            return
        }
        let cases = groups.map { group in
            ("case " + group.names.joined(separator: ", ") + ":", [group.prefix.map { "return \(link($0))" } ?? "return nil"])
        }
        writer.block(declaration) { writer in
            if unwrapsPath { writer.line("guard let path else { return nil }") }
            if cases.isEmpty { return writer.line("return \(link(prefix))") }
            writer.switchBlock("self", cases: cases + [("default:", ["return \(link(prefix))"])])
        }
    }

    // MARK: Matching

    private func emitHostCheck(_ writer: inout CodeWriter) {
        if table.hasHostLimitedRoutes { return emitHostEntry(&writer) }
        writer.doc("Whether a link's host is one whose `https` links are universal links, in any case.")
        writer.block("private static func _isUniversalLinkHost(_ link: _Link, _ host: Range<Int>) -> Bool {") { writer in
            writer.line(table.hostEntryOrder.map(hostCheck).joined(separator: " || "))
        }
    }

    /// `_universalLinkHost`: which entry of `hosts` a link's host is, for routes on some hosts only.
    private func emitHostEntry(_ writer: inout CodeWriter) {
        writer.doc(
            """
            The index in the manifest's `hosts` of a link's host, in any case: its own entry, else the
            wildcard with the longest suffix that takes it; nil for a host whose `https` links are no
            universal links.
            """)
        writer.block("private static func _universalLinkHost(_ link: _Link, _ host: Range<Int>) -> Int? {") { writer in
            for index in table.hostEntryOrder {
                writer.line("if \(hostCheck(index)) { return \(index) }")
            }
            writer.line("return nil")
        }
    }

    /// The test that the entry at `index` of `hosts` takes a link's host, in the model's terms
    /// (``RouteTable/hostEntry(_:takes:)``): `*.example.com` takes the subdomains of `example.com`.
    private func hostCheck(_ index: Int) -> String {
        let entry = table.hosts[index]
        return RouteTable.isWildcardHost(entry)
            ? "link.lowercased(host, endsWith: \(SwiftSyntax.stringLiteral(String(entry.dropFirst()))))"
            : "link.lowercased(host, is: \(SwiftSyntax.stringLiteral(entry)))"
    }

    private func emitNode(_ node: MatchTree.Node, _ writer: inout CodeWriter) {
        var captures = node.captures.enumerated().map { ", _ \(GeneratedNames.capture($0.offset)): \($0.element.swiftType)" }
        // Below a rest edge, the rest's segments come last.
        if node.capturesRest { captures.append(", _ \(Self.restCapture): [String]") }
        writer.doc("Links under `\(node.prefix)`.")
        let signature = "private static func \(GeneratedNames.node(node.index))(_ r: _Request, _ i: Int\(captures.joined())) -> \(enumName)? {"
        let passed = node.captures.indices.map(GeneratedNames.capture)
        writer.block(signature) { writer in
            let routeCall = routeCalls(node.routes, captured: passed, rest: node.capturesRest ? Self.restCapture : nil)
            if node.literals.isEmpty && node.compounds.isEmpty && node.parameters.isEmpty {
                if let routeCall { writer.line("if r.isAtEnd(i), let route = \(routeCall) { return route }") }
            } else {
                var branches: [(condition: String, body: (inout CodeWriter) -> Void)] = [
                    ("let segment = r.segment(at: i)", { writer in emitEdges(node, passed: passed, &writer) })
                ]
                if let routeCall { branches.append(("let route = \(routeCall)", { writer in writer.line("return route") })) }
                writer.ifChain(branches)
            }
            for (suffixLength, child) in node.restEdges {
                // The rest takes what comes before the link's last `suffixLength` segments.
                let arguments = passed.map { ", " + $0 }.joined()
                writer.line(
                    "if let _taken = _rest(r, from: i, keeping: \(suffixLength)), "
                        + "let route = \(GeneratedNames.node(child))(r, _taken.end\(arguments), _taken.segments) { return route }")
            }
            if let restCall = routeCalls(node.restRoutes, captured: passed, rest: "r.rest(from: i)") {
                writer.line("if let route = \(restCall) { return route }")
            }
            writer.line("return nil")
        }
    }

    /// `_route_a(r, _p0) ?? _route_b(r, _p0)`: the builders of the routes that end at a node, in
    /// the order they are tried; nil when none does.
    private func routeCalls(_ endings: [MatchTree.Ending], captured: [String], rest: String? = nil) -> String? {
        guard !endings.isEmpty else { return nil }
        return endings.map { routeCall($0, captured: captured, rest: rest) }.joined(separator: " ?? ")
    }

    /// `_route_a(r, nil, _p0)`: the builder of `ending`'s route, given the values captured on the
    /// way, nil for each optional segment the path left out, and a rest parameter's segments last.
    private func routeCall(_ ending: MatchTree.Ending, captured: [String], rest: String?) -> String {
        let route = plan.linkRoutes[ending.route]
        var values = captured[...]
        var arguments = ["r"]
        for (index, parameter) in route.path.parameters.enumerated() {
            if ending.absentParameters.contains(index) {
                arguments.append("nil")
            } else if parameter.presence == .list {
                arguments.append(rest.map { route.reading.contains(.keepsEmptySegments) ? "_restKeepingEmpty(from: i, of: r)" : $0 } ?? "[]")
            } else {
                arguments.append(values.popFirst() ?? "nil")
            }
        }
        return "\(GeneratedNames.routeBuilder(route.name))(\(arguments.joined(separator: ", ")))"
    }

    /// The conditions that go on matching in `child` after the segment, with the captured values
    /// `passed` (`_p0`, `_value1`), binding `route`. A child that only ends routes is tested in
    /// place rather than in a function of its own: a thousand routes make a thousand fewer
    /// functions for the type checker.
    private func continuation(to child: Int, passing passed: [String]) -> String {
        let node = tree.nodes[child]
        // Below a rest edge, the rest's segments go along, last.
        let rest = node.capturesRest ? Self.restCapture : nil
        if node.onlyEndsRoute, let routeCall = routeCalls(node.routes, captured: passed, rest: rest) {
            return "r.isAtEnd(segment.end), let route = \(routeCall)"
        }
        let arguments = (passed + (rest.map { [$0] } ?? [])).map { ", " + $0 }.joined()
        return "let route = \(GeneratedNames.node(child))(r, segment.end\(arguments))"
    }

    /// The name of a node function's last argument below a rest edge: the rest's segments.
    private static let restCapture = "_restSegments"

    /// The tests of one segment against a node's edges: its literals, its compound segments, then
    /// its parameters.
    private func emitEdges(_ node: MatchTree.Node, passed: [String], _ writer: inout CodeWriter) {
        emitLiteralEdges(node, passed: passed, &writer)
        for (shape, child) in node.compounds {
            // Each way to cut the segment, the likeliest first, until one converts and matches deeper.
            let texts = shape.texts.map(SwiftSyntax.stringLiteral).joined(separator: ", ")
            writer.block("for _split in _splits(segment, [\(texts)]) {") { writer in
                var conditions: [String] = []
                var values = passed
                for (offset, type) in shape.types.enumerated() {
                    let part = "_split[\(offset)]"
                    let value = "_value\(node.captures.count + offset)"
                    switch type {
                    case .string:
                        values.append(part)
                    default:
                        conditions.append("let \(value) = \(type.conversion ?? "")(\(part))")
                        values.append(value)
                    }
                }
                conditions.append(continuation(to: child, passing: values))
                writer.line("if \(conditions.joined(separator: ", ")) { return route }")
            }
        }
        for (type, child) in node.parameters {
            let value = "_value\(node.captures.count)"
            switch type {
            case .string:
                writer.line("if \(continuation(to: child, passing: passed + ["segment.text"])) { return route }")
            case .uuid:  // read from the segment's bytes, with no string in between
                writer.line("if let \(value) = segment.uuid, \(continuation(to: child, passing: passed + [value])) { return route }")
            default:
                let conversion = type.conversion ?? ""
                writer.line(
                    "if let \(value) = \(conversion)(segment.text), \(continuation(to: child, passing: passed + [value])) { return route }")
            }
        }
    }

    private func emitLiteralEdges(_ node: MatchTree.Node, passed: [String], _ writer: inout CodeWriter) {
        // The tree's literals are composed (NFC), as `_Segment.matches` compares them byte for byte.
        let edge = { (text: String, child: Int) in
            "if segment.matches(\(SwiftSyntax.stringLiteral(text))), "
                + "\(continuation(to: child, passing: passed)) { return route }"
        }
        guard node.matchesLiteralsByHash else {
            // Literals differ, so at most one matches: a few tests in a row cost less than a hash.
            node.literals.forEach { writer.line(edge($0.text, $0.child)) }
            return
        }
        // A wide level switches over a cheap hash of the segment, then checks the one literal.
        let groups = Dictionary(grouping: node.literals) { LiteralHash.of($0.text) }
        writer.switchBlock(
            "_hash(segment)",
            cases: groups.keys.sorted().map { hash in
                ("case \(LiteralHash.hexadecimal(hash)):", (groups[hash] ?? []).map { edge($0.text, $0.child) })
            } + [("default:", ["break"])])
    }

    private func emitRouteBuilder(_ route: Route, at index: Int, _ writer: inout CodeWriter) {
        // Each value is `_pN`, N its place among the route's parameters: the path's come as
        // arguments (captured on the way, a rest parameter's segments last), the query's are read here.
        var signature = "private static func \(GeneratedNames.routeBuilder(route.name))(_ r: _Request"
        // A host value is the first of the case's, read here from the link, not captured.
        let offset = route.pathParameterOffset
        for (index, parameter) in route.path.parameters.enumerated() {
            signature += ", _ \(Route.valueName(at: offset + index)): \(parameter.swiftType)"
        }
        signature += ") -> \(enumName)? {"
        let summary = route.carriedLink.map { ", which carries a link in `\($0)`" } ?? ""
        writer.doc("Route `\(route.name)` (`\(route.pathAndFixedQuery)`\(summary)), once its path matched.")
        writer.block(signature) { writer in
            emitScopeGuards(route, at: index, &writer)
            for item in route.fixedQuery {
                let name = SwiftSyntax.stringLiteral(item.name)
                writer.line("guard _has(r, \(name), \(SwiftSyntax.stringLiteral(item.value))) else { return nil }")
            }
            if let carried = route.carriedLink {
                emitCarriedLinkOpening(route, carried, &writer)
                return
            }
            if route.reading.contains(.itemsInFragment) { writer.line("let r = _fragmentItems(r)") }
            if route.hostParameter != nil {
                writer.line("guard let \(Route.valueName(at: 0)) = _inAppHost(r) else { return nil }")
            }
            let queryStart = offset + route.path.parameters.count
            for (offset, parameter) in route.query.enumerated() {
                writer.line(queryRead(parameter, into: Route.valueName(at: queryStart + offset)))
            }
            // The values no link carries take their defaults in the case's declaration.
            let arguments = route.linkParameters.enumerated().map { index, parameter in
                "\(SwiftSyntax.argumentLabel(parameter.name)): \(Route.valueName(at: index))"
            }
            let name = SwiftSyntax.identifier(route.name)
            // A case with values (no link carries them) is called, even with no argument: `.home()`.
            writer.line("return ." + (arguments.isEmpty && route.values.isEmpty ? name : "\(name)(\(arguments.joined(separator: ", ")))"))
        }
    }

    /// The route's ``LinkGuard``s, each a `guard` in the order the plan lists them (and
    /// `LinkMatcher` checks them): a link that fails one passes the route by.
    private func emitScopeGuards(_ route: Route, at index: Int, _ writer: inout CodeWriter) {
        for condition in plan.linkGuards[index] {
            writer.line("guard \(Self.condition(condition)) else { return nil }")
        }
    }

    /// A guard's condition on the request `r`.
    static func condition(_ condition: LinkGuard) -> String {
        switch condition {
        case .carriedOrPath: "r.depth > 0 || r.channel == .any"
        case .secondReadingOrNoEncodedSlash: "r.slashesDecoded || _encodedSlashes(r).isEmpty"
        case .inApp: "r.channel == .inApp"
        case .notInApp: "r.channel != .inApp"
        case .hosts(let entries, let orCustomScheme):
            orCustomScheme
                ? "r.channel == .universalLink ? \(hostCheck(entries)) : r.channel == .customScheme"
                : "r.channel == .universalLink, \(hostCheck(entries))"
        case .notThrough(let channels): channels.map { "r.channel != .\($0.rawValue)" }.joined(separator: " && ")
        }
    }

    /// `r.host == 1 || r.host == 3`: the request's host is one of the entries of `hosts`.
    private static func hostCheck(_ entries: [Int]) -> String {
        entries.map { "r.host == \($0)" }.joined(separator: " || ")
    }

    /// The statement that reads one query parameter from the request into the local `name`.
    private func queryRead(_ parameter: Parameter, into name: String) -> String {
        let item = SwiftSyntax.stringLiteral(parameter.queryItemName)
        // `r.first("page", _int, or: 1)`: one call per parameter, no `??` or closures to infer.
        let conversion = parameter.type.conversion.map { ", " + $0 } ?? ""
        switch parameter.presence {
        case .required:
            return "guard let \(name) = r.first(\(item)\(conversion)) else { return nil }"
        case .optional where parameter.type.refusesInvalidValues:
            return "guard let \(name) = r.strictFirst(\(item)\(conversion)) else { return nil }"
        case .list where parameter.type.refusesInvalidValues:
            return "guard let \(name) = r.strictAll(\(item)\(conversion)) else { return nil }"
        case .optional:
            return "let \(name) = r.first(\(item)\(conversion))"
        case .defaulted(let value):
            return "let \(name) = r.first(\(item)\(conversion), or: \(parameter.type.literal(value)))"
        case .list:
            return "let \(name) = r.all(\(item)\(conversion))"
        }
    }
}

extension RuntimeRegion {
    /// The region's text, as `scripts/embed-sources.sh` copied it from the link runtime.
    var source: String {
        switch self {
        case .literalHash: LinkRuntimeSource.literalHash
        case .compoundSegments: LinkRuntimeSource.compoundSegments
        case .fixedQuery: LinkRuntimeSource.fixedQuery
        case .carriedLinks: LinkRuntimeSource.carriedLinks
        case .decodedSlashes: LinkRuntimeSource.decodedSlashes
        case .fragmentItems: LinkRuntimeSource.fragmentItems
        case .keptEmptySegments: LinkRuntimeSource.keptEmptySegments
        case .restInside: LinkRuntimeSource.restInside
        case .inAppLinks: LinkRuntimeSource.inAppLinks
        }
    }
}
