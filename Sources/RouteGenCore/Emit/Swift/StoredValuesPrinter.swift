/// Prints how a route enum whose cases hold values no link carries (`values`) stores them, and
/// what its `==` and `hash(into:)` compare: the `Codable` conformance, and the value types' checks.
///
/// A route without such values is stored as before, as one string (its `storedText`), so data
/// saved by an earlier release restores unchanged. A route with them is stored as an object:
///
/// ```
/// {"route":"/statuses/42","values":{"preloaded":{…}}}     a route a link opens: its link, and its values
/// {"route":"registerStep","values":{"savePoint":{…}}}     a screen no link opens: its name, and its values
/// ```
///
/// Each value is stored through its own `Codable` (a custom type as its raw value). A value whose
/// type is not `Codable` (`"codable": false`) is left out: a route a link opens restores with it at
/// its stand-in, as the link opens it; a screen no link opens is stored without `values`, which
/// reads back as no route, so restoration ends its stack there.
struct StoredValuesPrinter {
    let table: RouteTable

    /// The coding key type of the object form.
    static let keyType = "_StoredKey"

    /// The routes stored as an object: those whose case holds values no link carries, but a route a
    /// link opens whose values are none of them `Codable`, which its link alone stores.
    private var storedWithValues: [Route] {
        table.routes.filter { route in
            route.opensFromLinks ? route.values.contains { $0.isStored } : !route.values.isEmpty
        }
    }

    // MARK: Codable

    /// `init(from:)`: a string as before, else the object form.
    func writeDecoder(to writer: inout CodeWriter) {
        let name = table.enumName
        let access = table.access.rawValue
        writer.doc(
            """
            Decodes a route that ``encode(to:)`` stored: its ``storedText``, or for a route that holds
            values no link carries, an object with its values.

            - Throws: `DecodingError.dataCorrupted` when no route has the path or name, such as a route
              removed in an app update, or a value no longer decodes; restore what you can and drop the rest.
            """)
        writer.block("\(access) init(from decoder: any Decoder) throws {") { writer in
            writer.block("if let text = try? decoder.singleValueContainer().decode(String.self) {") { writer in
                writer.block("guard let route = \(name)(\(DeclaredNames.storedText): text) else {") { writer in
                    writer.line("throw DecodingError.dataCorrupted(DecodingError.Context(")
                    writer.line("    codingPath: decoder.codingPath, debugDescription: \"No \(name) has the path '\\(text)'.\"))")
                }
                writer.line("self = route")
                writer.line("return")
            }
            writer.line("let container = try decoder.container(keyedBy: \(Self.keyType).self)")
            writer.line("let stored = try container.decode(String.self, forKey: .route)")
            // A screen with a value that is not stored reads back as no route, from `default:`.
            let screens = storedWithValues.filter { !$0.opensFromLinks && $0.values.allSatisfy { $0.isStored } }
            let linked = storedWithValues.filter(\.opensFromLinks)
            // Read where some route decodes stored values: when none does, an unused `values` warns.
            if !screens.isEmpty || !linked.isEmpty {
                writer.line("let values = try container.nestedContainer(keyedBy: \(Self.keyType).self, forKey: .values)")
            }
            var cases = screens.map { route in
                ("case \(SwiftSyntax.stringLiteral(route.name)):", construction("self = ", route, linkValues: nil))
            }
            // A route that no longer holds values (an update removed them) reads back from its link or name alone.
            cases.append(("default:", [
                "guard let route = \(name)(\(DeclaredNames.storedText): stored) else { throw Self._unknown(stored, decoder) }",
                linked.isEmpty ? "self = route" : "self = try route._withStoredValues(values)",
            ]))
            writer.switchBlock("stored", cases: cases)
        }
        if !storedWithValues.filter(\.opensFromLinks).isEmpty {
            writer.line()
            writeValuesOfLinkedRoutes(to: &writer)
        }
        writer.line()
        writer.block("private static func _unknown(_ stored: String, _ decoder: any Decoder) -> DecodingError {") { writer in
            writer.line("DecodingError.dataCorrupted(DecodingError.Context(")
            writer.line("    codingPath: decoder.codingPath, debugDescription: \"No \(name) has the path or name '\\(stored)'.\"))")
        }
    }

    /// `_withStoredValues(_:)`: the route a link opened, given the values stored beside its link.
    private func writeValuesOfLinkedRoutes(to writer: inout CodeWriter) {
        let name = table.enumName
        writer.doc("The route its link read back, with the values stored beside the link.")
        writer.block("private func _withStoredValues(_ values: KeyedDecodingContainer<\(Self.keyType)>) throws -> \(name) {") { writer in
            let linked = storedWithValues.filter(\.opensFromLinks)
            var cases = linked.map { route in
                let bound = (0..<route.parameterCount).map { $0 < route.linkParameterCount ? "let " + Route.valueName(at: $0) : "_" }
                let pattern = "." + SwiftSyntax.identifier(route.name) + "(" + bound.joined(separator: ", ") + ")"
                return ("case \(pattern):", construction("return ", route, linkValues: route.linkParameterCount))
            }
            if linked.count < table.routes.count { cases.append(("default:", ["return self"])) }
            writer.switchBlock("self", cases: cases)
        }
    }

    /// `prefix .status(id: _p0, preloaded: try …)`: the case built from its link's values, bound as
    /// `_p0`… (`linkValues` of them; nil for a screen with none), and its stored values, decoded from
    /// `values`; one argument a line past the first, which decoding makes long.
    private func construction(_ prefix: String, _ route: Route, linkValues: Int?) -> [String] {
        let parameters = route.parameters
        let arguments = parameters.enumerated().map { index, parameter in
            let value = index < (linkValues ?? 0) ? Route.valueName(at: index) : decoded(parameter)
            return "\(SwiftSyntax.argumentLabel(parameter.name)): \(value)"
        }
        let name = prefix + "." + SwiftSyntax.identifier(route.name)
        switch arguments.count {
        case 0: return [name]
        case 1: return [name + "(" + arguments[0] + ")"]
        default: return [name + "("] + arguments.enumerated().map { "    " + $1 + ($0 == arguments.count - 1 ? ")" : ",") }
        }
    }

    /// The expression that decodes one stored value, or stands in for one that is not stored.
    private func decoded(_ parameter: Parameter) -> String {
        let key = "\(Self.keyType)(\(SwiftSyntax.stringLiteral(parameter.name)))"
        guard parameter.isStored else { return parameter.standIn ?? "nil" }
        if case .custom(let type) = parameter.type {
            switch parameter.presence {
            case .required: return "try Self._raw(\(type).self, values, \(key))"
            case .defaulted(let value): return "try Self._rawIfPresent(\(type).self, values, \(key)) ?? \(parameter.type.literal(value))"
            case .optional: return "try Self._rawIfPresent(\(type).self, values, \(key))"
            case .list: return "try Self._rawList(\(type).self, values, \(key))"
            }
        }
        let type = parameter.type.swiftType
        switch parameter.presence {
        case .required: return "try values.decode(\(type).self, forKey: \(key))"
        case .defaulted(let value): return "try values.decodeIfPresent(\(type).self, forKey: \(key)) ?? \(parameter.type.literal(value))"
        case .optional: return "try values.decodeIfPresent(\(type).self, forKey: \(key))"
        case .list: return "try values.decodeIfPresent([\(type)].self, forKey: \(key)) ?? []"
        }
    }

    /// `encode(to:)`: the string as before, or the object form for a route with values.
    func writeEncoder(to writer: inout CodeWriter) {
        let access = table.access.rawValue
        writer.doc(
            """
            Encodes the route as one string, its ``storedText``, such as `"/products/42"`; a route that
            holds values no link carries as an object with them, each through its own `Codable`.
            """)
        writer.block("\(access) func encode(to encoder: any Encoder) throws {") { writer in
            var cases: [(label: String, body: [String])] = storedWithValues.map { route in
                let stored = route.values.enumerated().filter { $0.element.isStored }
                // A screen with a value that cannot be stored is stored without values: it reads back
                // as no route, and restoration ends the stack there.
                let storesNothing = !route.opensFromLinks && stored.count < route.values.count
                let bound = storesNothing ? [] : stored.map { route.linkParameterCount + $0.offset }
                let pattern = route.casePattern(binding: Set(bound.map { route.parameters[$0].name }))
                var body = [
                    "var container = encoder.container(keyedBy: \(Self.keyType).self)",
                    "try container.encode(\(DeclaredNames.storedText), forKey: .route)",
                ]
                if storesNothing {
                    let unstored = route.values.first { !$0.isStored }?.name ?? ""
                    body.insert("// '\(unstored)' is not Codable: stored without values, the route reads back as none.", at: 0)
                } else {
                    body.append("var values = container.nestedContainer(keyedBy: \(Self.keyType).self, forKey: .values)")
                    body += stored.map { offset, parameter in
                        encoded(parameter, named: Route.valueName(at: route.linkParameterCount + offset))
                    }
                }
                return ("case \(pattern):", body)
            }
            if storedWithValues.count < table.routes.count {
                cases.append(("default:", [
                    "var container = encoder.singleValueContainer()", "try container.encode(\(DeclaredNames.storedText))",
                ]))
            }
            writer.switchBlock("self", cases: cases)
        }
    }

    /// The statement that encodes one value into `values`.
    private func encoded(_ parameter: Parameter, named value: String) -> String {
        let key = "\(Self.keyType)(\(SwiftSyntax.stringLiteral(parameter.name)))"
        let isCustom: Bool
        if case .custom = parameter.type { isCustom = true } else { isCustom = false }
        switch parameter.presence {
        case .required, .defaulted: return "try values.encode(\(value)\(isCustom ? ".rawValue" : ""), forKey: \(key))"
        case .optional: return "try values.encodeIfPresent(\(value)\(isCustom ? "?.rawValue" : ""), forKey: \(key))"
        case .list: return "try values.encode(\(value)\(isCustom ? ".map(\\.rawValue)" : ""), forKey: \(key))"
        }
    }

    /// The coding key, and the readers of custom types' raw values, when some value needs them.
    func writeSupport(to writer: inout CodeWriter) {
        writer.doc("The keys of a route stored with its values: `route`, `values`, and each value's name.")
        writer.block("private struct \(Self.keyType): CodingKey {") { writer in
            writer.line("static let route = \(Self.keyType)(\"route\")")
            writer.line("static let values = \(Self.keyType)(\"values\")")
            writer.line()
            writer.line("let stringValue: String")
            writer.line("var intValue: Int? { nil }")
            writer.line()
            writer.line("init(_ name: String) { stringValue = name }")
            writer.line("init?(stringValue: String) { self.stringValue = stringValue }")
            writer.line("init?(intValue: Int) { nil }")
        }
        let rawPresences = Set(storedWithValues.flatMap { route in
            route.values.filter { if case .custom = $0.type { true } else { false } }.map(\.presence.rawReader)
        })
        guard !rawPresences.isEmpty else { return }
        let container = "KeyedDecodingContainer<\(Self.keyType)>"
        writer.line()
        writer.doc("A custom type's value, stored as its raw value; one that no longer reads throws.")
        writer.block("private static func _raw<T: RawRepresentable>(_ type: T.Type, _ values: \(container), _ key: \(Self.keyType)) throws -> T where T.RawValue == String {") { writer in
            writer.line("let raw = try values.decode(String.self, forKey: key)")
            writer.block("guard let value = T(rawValue: raw) else {") { writer in
                writer.line("throw DecodingError.dataCorruptedError(forKey: key, in: values, debugDescription: \"No \\(T.self) is '\\(raw)'.\")")
            }
            writer.line("return value")
        }
        if rawPresences.contains(.ifPresent) {
            writer.line()
            writer.block("private static func _rawIfPresent<T: RawRepresentable>(_ type: T.Type, _ values: \(container), _ key: \(Self.keyType)) throws -> T? where T.RawValue == String {") { writer in
                writer.line("try values.contains(key) ? _raw(type, values, key) : nil")
            }
        }
        guard rawPresences.contains(.list) else { return }
        writer.line()
        writer.block("private static func _rawList<T: RawRepresentable>(_ type: T.Type, _ values: \(container), _ key: \(Self.keyType)) throws -> [T] where T.RawValue == String {") { writer in
            writer.line("try (values.decodeIfPresent([String].self, forKey: key) ?? []).map { raw in")
            writer.line("    guard let value = T(rawValue: raw) else {")
            writer.line("        throw DecodingError.dataCorruptedError(forKey: key, in: values, debugDescription: \"No \\(T.self) is '\\(raw)'.\")")
            writer.line("    }")
            writer.line("    return value")
            writer.line("}")
        }
    }

    // MARK: Equality

    /// `hash(into:)`: the case, then the values `==` compares.
    func writeHash(to writer: inout CodeWriter) {
        let access = table.access.rawValue
        writer.doc("Hashes what ``==`` compares: the route, and its values but those no link carries on a route a link opens.")
        SplitSwitch(
            declaration: "\(access) func hash(into hasher: inout Hasher)", subject: "self",
            chunkDeclaration: { "private func \(GeneratedNames.chunk("hash", $0))(into hasher: inout Hasher)" },
            continuation: { "return \(GeneratedNames.chunk("hash", $0))(into: &hasher)" },
            cases: table.routes.enumerated().map { index, route in
                let compared = 0..<route.comparedValueCount
                let pattern = route.casePattern(binding: Set(compared.map { route.parameters[$0].name }))
                return ("case \(pattern):", ["hasher.combine(\(index))"] + compared.map { "hasher.combine(\(Route.valueName(at: $0)))" })
            },
            otherwise: ["break"], listsEveryCase: true
        ).write(to: &writer)
    }

    // MARK: Value types

    /// Checks each of the manifest's `valueTypes` where the manifest declares it: a type without
    /// `Hashable`, `Sendable` or (unless declared otherwise) `Codable` fails the build on that line.
    func writeValueTypeChecks(sourceLines: ManifestSourceLines, to writer: inout CodeWriter) {
        writer.doc(
            """
            Each of routes.json's `valueTypes`, checked where routes.json declares it: a type that is not
            `Hashable` and `Sendable`, and `Codable` unless declared otherwise, fails the build there.
            """)
        writer.block("private static func _checkValueTypes() {") { writer in
            for type in table.valueTypes {
                let check = type.value.isCodable ? "_isStorableValueType" : "_isValueType"
                sourceLines.write("\(check)(\(type.value.name).self)", at: type.location, to: &writer)
            }
        }
        if table.valueTypes.contains(where: \.value.isCodable) {
            writer.line()
            writer.line("private static func _isStorableValueType<T: Hashable & Sendable & Codable>(_: T.Type) {}")
        }
        if table.valueTypes.contains(where: { !$0.value.isCodable }) {
            writer.line()
            writer.line("private static func _isValueType<T: Hashable & Sendable>(_: T.Type) {}")
        }
    }
}

extension Parameter.Presence {
    /// Which reader of raw values a custom type's value of this presence decodes with: `_raw` for
    /// each (the others call it), `_rawIfPresent` for an optional or defaulted one, `_rawList`.
    fileprivate var rawReader: RawReader {
        switch self {
        case .required: .one
        case .optional, .defaulted: .ifPresent
        case .list: .list
        }
    }

    fileprivate enum RawReader { case one, ifPresent, list }
}
