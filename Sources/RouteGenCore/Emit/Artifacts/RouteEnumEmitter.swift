/// Prints `<Enum>.swift`: the route enum, one case per route, its `==` and its `Codable`
/// conformance.
///
/// `==` is written out rather than synthesized: Swift synthesizes it as one `switch` over both
/// routes at once, which an optimized build of a large enum spends most of its time on; this one
/// optimizes several times faster (scripts/bench.sh --only compile, `Docs/Performance.md`).
/// `hash(into:)` is still synthesized: it costs little, and it agrees with `==` by construction.
///
/// `Codable` is written out rather than synthesized: a route encodes as one string, its path and
/// query, decoded by the same parser that reads links. A saved navigation stack stays compact and
/// survives app updates that keep the paths, and the conformance costs little to compile, where
/// the synthesized one is the largest compile-time cost of an enum with associated values.
struct RouteEnumEmitter {
    let table: RouteTable
    /// The manifest's path, for the value types' `#sourceLocation`.
    var manifestPath = "routes.json"

    func emit() -> GeneratedFile {
        var writer = CodeWriter()
        let access = table.access.rawValue
        let name = table.enumName
        GeneratedHeader.write(to: &writer)
        writer.mark("Route")
        writer.doc(
            """
            A screen of the app that can sit on a navigation stack or be opened from a link.

            Use it as the path of a `NavigationStack`; open a link with ``stack(for:)`` and print a
            route back as a link with ``universalLink`` or ``customSchemeURL``.
            """)
        writer.block("nonisolated \(access) enum \(name): Hashable, Sendable {") { writer in
            for (index, route) in table.routes.enumerated() {
                if index > 0 { writer.line() }
                writer.doc(caseDoc(route))
                writer.line("case \(caseDeclaration(route))")
            }
        }
        writer.line()
        emitEquatable(&writer)
        writer.line()
        writer.mark("Codable")
        let stored = StoredValuesPrinter(table: table)
        writer.block("nonisolated extension \(name): Codable {") { writer in
            guard table.hasValuesBeyondLinks else { return emitStringCodable(&writer) }
            stored.writeDecoder(to: &writer)
            writer.line()
            stored.writeEncoder(to: &writer)
            writer.line()
            stored.writeSupport(to: &writer)
        }
        if !table.valueTypes.isEmpty {
            writer.line()
            writer.mark("Value types")
            writer.block("nonisolated extension \(name) {") { writer in
                stored.writeValueTypeChecks(sourceLines: ManifestSourceLines(table: table, manifestPath: manifestPath), to: &writer)
            }
        }
        writer.line()
        emitTitle(&writer)
        return GeneratedFile(name: GeneratedFileKind.routeEnum.fileName(enumName: name), contents: writer.text)
    }

    /// `Codable` as one string, the ``storedText``, for a manifest without values no link carries.
    private func emitStringCodable(_ writer: inout CodeWriter) {
        let access = table.access.rawValue
        let name = table.enumName
        writer.doc(
            """
            Decodes a route from the string ``encode(to:)`` writes: its ``storedText``.

            - Throws: `DecodingError.dataCorrupted` when no route has the path, such as a route
              removed in an app update; restore what you can and drop the rest.
            """)
        writer.block("\(access) init(from decoder: any Decoder) throws {") { writer in
            writer.line("let container = try decoder.singleValueContainer()")
            writer.line("let path = try container.decode(String.self)")
            writer.block("guard let route = \(name)(\(DeclaredNames.storedText): path) else {") { writer in
                writer.line("throw DecodingError.dataCorruptedError(")
                writer.line("    in: container, debugDescription: \"No \(name) has the path '\\(path)'.\")")
            }
            writer.line("self = route")
        }
        writer.line()
        writer.doc(
            """
            Encodes the route as one string, its ``storedText``: most often its ``path`` with the
            query, such as `"/products/42"`.
            """)
        writer.block("\(access) func encode(to encoder: any Encoder) throws {") { writer in
            writer.line("var container = encoder.singleValueContainer()")
            writer.line("try container.encode(\(DeclaredNames.storedText))")
        }
    }

    /// `title`: each route's localized title, its values formatted into it.
    private func emitTitle(_ writer: inout CodeWriter) {
        let name = table.enumName
        writer.mark("Title")
        writer.block("nonisolated extension \(name) {") { writer in
            writer.doc(
                """
                The screen's name as people see it in Handoff, Spotlight and the app switcher: the
                route's `title` in routes.json, or its name made readable.

                It is localized as the app's other strings are: `NSLocalizedString` looks the title up
                in the main bundle's `Localizable` table (a String Catalog), the key being the title with
                `%@` for each value, which `String(format:)` then fills in: a nil value as nothing, a
                list as its elements joined by commas.
                """)
            SplitSwitch(
                declaration: "\(table.access.rawValue) var \(DeclaredNames.title): String", subject: "self",
                chunkDeclaration: { "private var \(GeneratedNames.chunk(DeclaredNames.title, $0)): String" },
                continuation: { "return \(GeneratedNames.chunk(DeclaredNames.title, $0))" },
                cases: table.routes.map { route in
                    let values = route.title.values
                    // Built once per route: `parameters` is a new array each time it is asked.
                    let parameters = values.isEmpty ? [] : route.parameters
                    let pattern = route.casePattern(binding: Set(values.map { parameters[$0].name }))
                    let comment = Self.titleComment(route, values: values.map { parameters[$0].name })
                    let lookup = "NSLocalizedString(\(SwiftSyntax.stringLiteral(route.title.format)), comment: \(SwiftSyntax.stringLiteral(comment)))"
                    guard !values.isEmpty else { return ("case \(pattern):", ["return " + lookup]) }
                    let arguments = values.map { Self.titleText(of: parameters[$0], named: Route.valueName(at: $0)) }
                    let formatted = "String(format: \(lookup), \(arguments.joined(separator: ", ")))"
                    return ("case \(pattern):", ["return " + formatted + (route.title.isTrimmed ? ".trimmingCharacters(in: .whitespaces)" : "")])
                },
                otherwise: ["return \"\""], listsEveryCase: true
            ).write(to: &writer)
        }
    }

    /// What a translator reads beside the title: where it comes from and what each `%@` is, the
    /// names of the `values` it shows.
    private static func titleComment(_ route: Route, values: [String]) -> String {
        let base = "The title of screen '\(route.name)' (routes.json)"
        switch values.count {
        case 0: return base + "."
        case 1: return base + "; %@ is its \(values[0])."
        default: return base + "; the %@ are its " + values.joined(separator: ", ") + ", in order."
        }
    }

    /// An expression that prints a value as a title shows it: nil as nothing, a list joined by commas.
    private static func titleText(of parameter: Parameter, named value: String) -> String {
        switch parameter.presence {
        case .required, .defaulted:
            return parameter.type.text(of: value)
        case .optional:
            return parameter.type == .string ? "(\(value) ?? \"\")" : "(\(value).map { \(parameter.type.text(of: "$0")) } ?? \"\")"
        case .list:
            return parameter.type == .string
                ? "\(value).joined(separator: \", \")" : "\(value).map { \(parameter.type.text(of: "$0")) }.joined(separator: \", \")"
        }
    }

    /// `==` compares the case first, then the values in order, each with `_same`.
    private func emitEquatable(_ writer: inout CodeWriter) {
        let access = table.access.rawValue
        let name = table.enumName
        writer.mark("Equatable")
        writer.block("nonisolated extension \(name) {") { writer in
            writer.line("// Written out rather than synthesized: the synthesized `==` of an enum with many cases")
            writer.line("// is most of what an optimized build of the enum costs.")
            writer.line()
            writer.doc(
                table.comparesLinkValuesOnly
                    ? "Whether both are the same route with equal values, but those no link carries on a route a\nlink opens: a preloaded model is no part of which screen it is."
                    : "Whether both are the same route with equal values.")
            SplitSwitch(
                declaration: "\(access) static func == (lhs: \(name), rhs: \(name)) -> Bool", subject: "lhs",
                chunkDeclaration: { "private static func \(GeneratedNames.chunk("equal", $0))(_ lhs: \(name), _ rhs: \(name)) -> Bool" },
                continuation: { "return \(GeneratedNames.chunk("equal", $0))(lhs, rhs)" },
                cases: table.routes.map { route in
                    let values = 0..<route.comparedValueCount
                    let comparison = values.isEmpty
                        ? "true"
                        : values.map { "_same(" + Route.valueName(at: $0) + ", " + GeneratedNames.otherCapture($0) + ")" }
                            .joined(separator: " && ")
                    let other = route.casePatternBindingEveryValue(as: GeneratedNames.otherCapture, count: values.count)
                    return (
                        "case " + route.casePatternBindingEveryValue(count: values.count) + ":",
                        ["guard case " + other + " = rhs else { return false }", "return " + comparison]
                    )
                },
                // Reached only when the switch is split, and then never: every case is in one of the chunks.
                otherwise: ["return false"], listsEveryCase: true
            ).write(to: &writer)
            writer.line()
            writer.doc(
                """
                `a == b` as one generic function: the compiler resolves it at once, where `==` is
                looked up among dozens of overloads for every value of every route.
                """)
            writer.line("private static func _same<T: Equatable>(_ a: T, _ b: T) -> Bool { a == b }")
            let stored = StoredValuesPrinter(table: table)
            if table.comparesLinkValuesOnly {
                writer.line()
                stored.writeHash(to: &writer)
            }
        }
    }

    /// `productDetail(id: Foundation.UUID)`, with each parameter's stand-in as its default.
    private func caseDeclaration(_ route: Route) -> String {
        let name = SwiftSyntax.identifier(route.name)
        let parameters = route.parameters
        guard !parameters.isEmpty else { return name }
        let list = parameters.map { parameter in
            var declaration = "\(SwiftSyntax.declarationLabel(parameter.name)): \(parameter.swiftType)"
            // Defaults, nil and [] are the values a link without the item gets; the case takes them too.
            if let standIn = parameter.standIn { declaration += " = " + standIn }
            return declaration
        }
        return "\(name)(\(list.joined(separator: ", ")))"
    }

    /// The case's documentation: the manifest's `doc`, its documented parameters, its provenance.
    private func caseDoc(_ route: Route) -> String {
        var paragraphs: [String] = []
        if let doc = route.doc { paragraphs.append(doc) }
        let documented = route.parameters.filter { $0.doc != nil }
        if !documented.isEmpty {
            paragraphs.append(
                (["- Parameters:"] + documented.map { "  - \($0.name): \(SwiftSyntax.docLine($0.doc ?? ""))" })
                    .joined(separator: "\n"))
        }
        paragraphs.append(
            route.opensFromLinks
                ? "- Remark: Generated from route `\(route.name)` (`\(route.path)`)."
                : "- Remark: Generated from route `\(route.name)`, a screen no link opens.")
        return paragraphs.joined(separator: "\n\n")
    }
}
