/// Random manifests that validation should accept, full of names that generated code must not
/// trip over: Swift keywords, the names of its own locals and helpers, of the types and modules
/// it refers to, and of the enum itself; odd defaults and docs; every parameter type and presence.
///
/// Each route starts with a literal of its own, so that shapes never collide; everything else is
/// drawn from the seed. Now and then a route has no `path` (a screen no link opens: a parent of
/// others, presented, or holding values its parent needs), and routes hold `values` no link
/// carries, of the types links carry and of the app's own (``valueTypes``), Codable or not. Most
/// routes still have a link. The app declares the custom type `Sort` and the value types (``appSource``).
package enum RandomManifest {
    /// Route names: lowerCamelCase, keywords and the names generated code binds or calls included.
    static let routeNames = [
        "default", "class", "func", "in", "is", "as", "for", "return", "route", "r", "i", "rest", "request", "query",
        "value", "url", "destinations", "node", "view", "body", "some", "any", "home", "item2", "a", "values",
    ]

    /// Parameter names: the route names, and names of types, modules and members in scope. Not
    /// `LabelView`: the manifests' own `view` expressions call it, with the parameters in scope,
    /// and shadowing there is the manifest's doing (the compiler reports it on the manifest's line).
    static let parameterNames = routeNames + [
        "Self", "self", "path", "stack", "Foundation", "Swift", "SwiftUI", "String", "Int", "UUID", "URL", "Bool",
        "Double", "Optional", "AnyView", "View", "EmptyView", "Text", "Sort", "hash", "id", "p_1", "x2",
        // What the stored form's code binds and calls: its containers, keys, coders, and the value types.
        "container", "stored", "decoder", "encoder", "Note", "Kit", "Picture",
    ]

    /// Tab names: keywords, and the names of the tab router's own members and helpers.
    static let tabNames = [
        "default", "in", "shop", "router", "selectedTab", "open", "restore", "path", "sheet", "body", "route", "tab",
    ]

    static let presentations = ["push", "sheet", "fullScreenCover"]

    /// The text of titles, as JSON string contents: Swift string literals and format keys must escape it.
    static let titleTexts = ["Order", "100% Off", #"Caf\u00e9 \"Le Bon\""#, #"Back\\slash"#, "", "%@ literal"]

    /// Requirement names: keywords, and the names of the routers' own members.
    static let requirementNames = ["signedIn", "default", "class", "isMet", "pending", "resume"]

    static let pathTypes = ["", ":Int", ":Double", ":Bool", ":UUID", ":URL", ":Sort"]

    /// Query types with a default that validation accepts for each, or nil for none.
    static let queryTypes: [(type: String, defaults: [String?])] = [
        ("String", [nil, #""""#, #""a\"b""#, #""back\\slash""#, #""\\(x)""#, #""*/ 🚀""#]),
        ("Int", [nil, "-5", "0", "42"]),
        ("Double", [nil, "0.5", "1e-05", "-2"]),
        ("Bool", [nil, "true", "false"]),
        ("UUID", [nil, #""9F1C7E62-2A4B-4B8E-9C3D-0E5F6A7B8C9D""#]),
        ("Sort", [nil, #"".recent""#, #""Sort.a""#]),
        ("String?", [nil]), ("Int?", [nil]), ("URL?", [nil]), ("Sort?", [nil]), ("UUID?", [nil]),
        ("[String]", [nil]), ("[Int]", [nil]), ("[URL]", [nil]), ("[Sort]", [nil]),
    ]

    /// The app's own types (`valueTypes`), as the manifest lists them: Codable, Codable and written
    /// with its namespace (as `Models.Status`), and one that is not Codable (as a `UIImage` wrapper).
    package static let valueTypes: [(name: String, isCodable: Bool)] = [("Note", true), ("Kit.Card", true), ("Picture", false)]

    /// The types of `values`, each with the defaults validation accepts for it (nil for none): the
    /// app's types (whose only default is `null`, for an optional), and types links carry.
    static let valueParameterTypes: [(type: String, defaults: [String?])] = [
        ("Note", [nil]), ("Note?", [nil, "null"]), ("[Note]", [nil]), ("Kit.Card", [nil]), ("Kit.Card?", [nil]),
        ("[Kit.Card]", [nil]), ("Picture", [nil]), ("Picture?", [nil, "null"]), ("[Picture]", [nil]),
        ("String", [nil, #""draft""#]), ("Int", [nil, "3"]), ("Double", [nil, "0.25"]), ("Bool", [nil, "false"]),
        ("UUID?", [nil]), ("URL?", [nil]), ("Sort", [nil, #"".b""#]), ("Sort?", [nil]), ("[Sort]", [nil]), ("[Int]", [nil]),
    ]

    /// More of the app's types without a stand-in, which only a screen no link opens may hold: the
    /// model it shows (`report(status:)`), an image that restoration cannot store.
    static let screenValueTypes: [(type: String, defaults: [String?])] = [("Note", [nil]), ("Kit.Card", [nil]), ("Picture", [nil])]

    static let docs = [
        "A screen.", "Ends a comment */ and opens /* another.", "Has `code`, a \\\\ backslash and \\\"quotes\\\".",
        "Line one.\\nLine two.", "- Parameter x: not a parameter", "",
    ]

    /// A manifest of 1 to 6 routes for the enum `enumName`.
    package static func make(enumName: String, using random: inout SeededGenerator) -> String {
        files(enumName: enumName, using: &random, splits: false).manifest
    }

    /// A manifest of 1 to 6 routes for the enum `enumName`, and when `splits`, now and then some
    /// of its routes moved into one or two fragments (`<enum>Part1.json`…, named `<enum>Part1`…,
    /// unique in a batch), whose parents may be in another file.
    ///
    /// - Parameter generate: The manifest's `generate` key, the artifacts; when nil, every artifact,
    ///   and now and then UIKit's navigation too. The same seed draws the same routes either way.
    /// - Returns: The manifest, and the fragments' texts by path.
    package static func files(
        enumName: String, using random: inout SeededGenerator, splits: Bool, generate: [String]? = nil
    ) -> (manifest: String, fragments: [String: String]) {
        let hasHosts = Bool.random(using: &random)
        let hasSchemes = !hasHosts || Bool.random(using: &random)
        var settings = [#""enum": "\#(enumName)""#, #""customTypes": ["Sort"]"#]
        let valueTypeEntries = valueTypes.map { $0.isCodable ? #""\#($0.name)""# : #"{ "name": "\#($0.name)", "codable": false }"# }
        settings.append(#""valueTypes": [\#(valueTypeEntries.joined(separator: ", "))]"#)
        settings.append(#""access": "\#(["public", "package", "internal"].randomElement(using: &random) ?? "internal")""#)
        if hasHosts { settings.append(#""hosts": ["x.example.com"], "appIDs": ["ABCDE12345.com.example.x"]"#) }
        if hasSchemes {
            settings.append(
                Bool.random(using: &random)
                    ? #""schemes": ["\#(enumName.lowercased())"]"#
                    : #""schemes": [{ "name": "\#(enumName.lowercased())", "host": "open" }]"#)
        }
        if Bool.random(using: &random) { settings.append(#""caseSensitive": false"#) }
        // UIKit's navigation beside SwiftUI's now and then, with some routes' screens view controllers.
        let generatesUIKit = Int.random(in: 0..<3, using: &random) == 0
        if let generate {
            settings.append(#""generate": [\#(generate.map { "\"\($0)\"" }.joined(separator: ", "))]"#)
        } else if generatesUIKit {
            settings.append(#""generate": ["enum", "destinations", "aasa", "router", "entryPoints", "uikit"]"#)
        }
        // A requirement, met by the route `gate`, which requires nothing (nor does the first tab,
        // its tab), and required by the last route at least.
        let requirement = Bool.random(using: &random) ? requirementNames.randomElement(using: &random) : nil
        if let requirement {
            let doc = docs.randomElement(using: &random) ?? ""
            settings.append(#""requirements": { "\#(requirement)": { "route": "gate", "doc": "\#(doc)" } }"#)
        }
        var tabs: [String] = []
        if Bool.random(using: &random) {
            for name in tabNames.shuffled(using: &random).prefix(Int.random(in: 1...3, using: &random)) {
                tabs.append(name)
            }
            // A layout, the first tabs in a section (a run, as sections must be), the last one maybe
            // the search tab, and a tab people may not customize where the layout lets them.
            let layout = ["tabs", "sidebarAdaptable", "splitView"].randomElement(using: &random) ?? "tabs"
            let sectioned = Int.random(in: 0...tabs.count, using: &random)
            let searchTab = Bool.random(using: &random) ? tabs.last : nil
            let fixedTab = layout == "sidebarAdaptable" && Bool.random(using: &random) ? tabs.first : nil
            let entries = tabs.enumerated().map { index, name in
                var keys = #""name": "\#(name)", "title": "\#(name) \\ \"tab\"", "systemImage": "star", "root": "LabelView(title: \"\#(name)\")""#
                if index < sectioned { keys += #", "section": "Group \\ \"one\"""# }
                if name == searchTab { keys += #", "role": "search""# }
                if name == fixedTab { keys += #", "customizable": false"# }
                if let requirement, index > 0, Bool.random(using: &random) { keys += #", "requires": ["\#(requirement)"]"# }
                return "{ \(keys) }"
            }
            settings.append(#""layout": "\#(layout)", "tabs": [\#(entries.joined(separator: ", "))]"#)
        }

        var routes: [String] = []
        var names = Set<String>()
        // Routes every link value of which has a stand-in, with the values without one, which a child
        // must hold too (same name and type) for its stack to build the parent: only a child without
        // a link can, as a route a link opens has a stand-in for each of its values.
        var parentCandidates: [(name: String, required: [(name: String, type: String)])] = []
        let routeCount = Int.random(in: 1...6, using: &random)
        for index in 0..<routeCount {
            var name = routeNames.randomElement(using: &random) ?? "a"
            if !names.insert(name).inserted { name = "route\(index)" }
            names.insert(name)
            // A screen no link opens, one route in three; never the first, so that every manifest has a link.
            let hasLink = index == 0 || Int.random(in: 0..<3, using: &random) != 0

            var used = Set<String>()
            func parameterName() -> String {
                var candidate = parameterNames.randomElement(using: &random) ?? "x"
                if candidate == enumName || !used.insert(candidate).inserted { candidate = "v\(used.count)" }
                used.insert(candidate)
                return candidate
            }
            var entry = [#""name": "\#(name)""#]
            var everyParameterHasStandIn = true
            var linkCarriesValues = false
            if hasLink {
                var segments = ["s\(index)"]
                var hasOptional = false
                for _ in 0..<Int.random(in: 0...2, using: &random) {
                    let type = pathTypes.randomElement(using: &random) ?? ""
                    switch Int.random(in: 0..<8, using: &random) {
                    case 0..<3: segments.append("lit\(segments.count)")
                    // One optional segment at most: two could make one link two ways.
                    case 3 where !hasOptional:
                        hasOptional = true
                        segments.append("{\(parameterName())\(type)?}")
                    // Text and values in one segment, each form the docs show.
                    case 4:
                        switch Int.random(in: 0..<4, using: &random) {
                        case 0: segments.append("@{\(parameterName())\(type)}")
                        case 1: segments.append("{\(parameterName())}-{\(parameterName()):Int}")
                        case 2: segments.append("{\(parameterName())\(type)}.pdf")
                        default: segments.append("v{\(parameterName()):Int}.{\(parameterName())\(type)}")
                        }
                    default: segments.append("{\(parameterName())\(type)}")
                    }
                }
                if Int.random(in: 0..<5, using: &random) == 0 {
                    // Last, or right after the route's own literal, before its other segments (none optional).
                    let rest = "{\(parameterName())...}"
                    if segments.count > 1, !hasOptional, Bool.random(using: &random) {
                        segments.insert(rest, at: 1)
                    } else {
                        segments.append(rest)
                    }
                }
                entry.append(#""path": "/\#(segments.joined(separator: "/"))""#)

                var query: [String] = []
                everyParameterHasStandIn = !segments.contains { $0.contains("{") }
                linkCarriesValues = segments.contains { $0.contains("{") }
                for _ in 0..<Int.random(in: 0...3, using: &random) {
                    linkCarriesValues = true
                    let (type, defaults) = queryTypes.randomElement(using: &random) ?? ("String", [nil])
                    let defaultValue = defaults.randomElement(using: &random) ?? nil
                    let doc = Bool.random(using: &random) ? #", "doc": "\#(docs.randomElement(using: &random) ?? "")""# : ""
                    if defaultValue == nil, !type.hasSuffix("?"), !type.hasPrefix("[") { everyParameterHasStandIn = false }
                    query.append(
                        #""\#(parameterName())": { "type": "\#(type)"\#(defaultValue.map { #", "default": \#($0)"# } ?? "")\#(doc) }"#)
                }
                // A fixed item chooses the route; its name need not be an identifier, as it is no label.
                if Int.random(in: 0..<4, using: &random) == 0 { query.append(#""x-mode": { "equals": "on.1_~" }"#) }
                if !query.isEmpty { entry.append(#""query": { \#(query.joined(separator: ", ")) }"#) }
            }
            // A route a link opens has a stand-in for every value, so only a screen without link may
            // stand on a parent whose values have none: it holds them too, which builds the parent.
            var inherited: [(name: String, type: String)] = []
            let parents = parentCandidates.filter { !hasLink || $0.required.isEmpty }
            if let parent = parents.randomElement(using: &random), Bool.random(using: &random) {
                entry.append(#""parent": "\#(parent.name)""#)
                inherited = parent.required
                for value in inherited { used.insert(value.name) }
            }
            if Bool.random(using: &random) { entry.append(#""view": "LabelView(title: \"\#(name)\")""#) }
            if generatesUIKit || Int.random(in: 0..<8, using: &random) == 0, Bool.random(using: &random) {
                entry.append(#""viewController": "UIViewController()""#)
            }
            if Bool.random(using: &random) { entry.append(#""doc": "\#(docs.randomElement(using: &random) ?? "")""#) }
            // A title of text to escape (quotes, a backslash, a percent sign) and up to two of the
            // route's link values (a value of the app's own type has no text to show).
            if Bool.random(using: &random) {
                var title = titleTexts.randomElement(using: &random) ?? ""
                let shown = used.subtracting(inherited.map(\.name))
                for value in shown.sorted().shuffled(using: &random).prefix(Int.random(in: 0...2, using: &random)) {
                    title += " {\(value)}"
                }
                if !title.isEmpty { entry.append(#""title": "\#(title)""#) }
            }
            if Int.random(in: 0..<4, using: &random) == 0 {
                entry.append(Bool.random(using: &random) ? #""handoff": false"# : #""searchable": false"#)
            }
            if hasLink, hasHosts, hasSchemes, Int.random(in: 0..<4, using: &random) == 0 {
                entry.append(Bool.random(using: &random) ? #""universalLink": false"# : #""customScheme": false"#)
            }
            // Values no link carries: on most screens without link, on a route in three with one. A
            // route a link opens needs a stand-in for each: optional, a list, or a default.
            var values = inherited.map { #""\#($0.name)": "\#($0.type)""# }
            var required: [(name: String, type: String)] = inherited
            // Not yet on a route whose link carries no value: its parser does not compile (`return .home`
            // for `.home()`; ScreenValueCornerCaseTests.linkWithoutValues). Remove `linkCarriesValues` with the fix.
            let drawsValues = hasLink ? Int.random(in: 0..<3, using: &random) == 0 : Int.random(in: 0..<4, using: &random) != 0
            if drawsValues, !hasLink || linkCarriesValues {
                for _ in 0..<Int.random(in: 1...3, using: &random) {
                    let (type, defaults) = (hasLink ? valueParameterTypes : valueParameterTypes + screenValueTypes)
                        .randomElement(using: &random) ?? ("Note?", [nil])
                    let defaultValue = defaults.randomElement(using: &random) ?? nil
                    let hasStandIn = defaultValue != nil || type.hasSuffix("?") || type.hasPrefix("[")
                    if hasLink, !hasStandIn { continue }
                    let valueName = parameterName()
                    if !hasStandIn { required.append((valueName, type)) }
                    if defaultValue == nil, Bool.random(using: &random) {
                        values.append(#""\#(valueName)": "\#(type)""#)
                    } else {
                        let doc = Bool.random(using: &random) ? #", "doc": "\#(docs.randomElement(using: &random) ?? "")""# : ""
                        values.append(
                            #""\#(valueName)": { "type": "\#(type)"\#(defaultValue.map { #", "default": \#($0)"# } ?? "")\#(doc) }"#)
                    }
                }
            }
            if !values.isEmpty { entry.append(#""values": { \#(values.joined(separator: ", ")) }"#) }
            let presentation = presentations.randomElement(using: &random) ?? "push"
            if presentation != "push" || Bool.random(using: &random) { entry.append(#""presentation": "\#(presentation)""#) }
            if let tab = tabs.randomElement(using: &random), Bool.random(using: &random) { entry.append(#""tab": "\#(tab)""#) }
            if let requirement, index == routeCount - 1 || Bool.random(using: &random) {
                entry.append(#""requires": ["\#(requirement)"]"#)
            }
            routes.append("{ " + entry.joined(separator: ", ") + " }")
            // A presented parent hosts a stack of its own.
            if everyParameterHasStandIn { parentCandidates.append((name, required)) }
        }
        if requirement != nil { routes.append(#"{ "name": "gate", "path": "/gate", "presentation": "sheet" }"#) }
        var fragments: [String: String] = [:]
        if splits, Int.random(in: 0..<3, using: &random) == 0 {
            // Each route stays, or moves into one of one or two fragments.
            let count = Int.random(in: 1...2, using: &random)
            var parts = Array(repeating: [String](), count: count + 1)
            for route in routes { parts[Int.random(in: 0...count, using: &random)].append(route) }
            routes = parts[0]
            for part in 1...count {
                let name = "\(enumName)Part\(part)"
                fragments["\(name).json"] = #"{ "fragment": "\#(name)", "routes": [\#(parts[part].joined(separator: ", "))] }"#
            }
            settings.append(#""include": [\#(fragments.keys.sorted().map { "\"\($0)\"" }.joined(separator: ", "))]"#)
        }
        let manifest = "{ \"version\": 1, " + settings.joined(separator: ", ") + ",\n  \"routes\": [\n    "
            + routes.joined(separator: ",\n    ") + "\n  ]\n}\n"
        return (manifest, fragments)
    }

    /// What the app declares for these manifests: the custom type, the value types and the view they
    /// name, public so that a manifest of any access can use them, and the value types `nonisolated`,
    /// as an app whose default isolation is the main actor declares the types its routes hold.
    package static let appSource = """
        import SwiftUI

        \(typesSource)
        public struct LabelView: View {
            let title: String
            public init(title: String) { self.title = title }
            public var body: some View { Text(title) }
        }

        """

    /// The custom type and the value types of ``appSource`` alone, which need only Foundation: for a
    /// program that runs the generated enums and routers, without SwiftUI.
    package static let typesSource = """
        import Foundation

        public enum Sort: String, Hashable, Codable, Sendable {
            case a, b, recent
        }

        /// A value a screen holds, which restoration stores.
        nonisolated public struct Note: Hashable, Codable, Sendable {
            public var text: String
            public init(text: String) { self.text = text }
        }

        /// The app's types written with their namespace, as `Models.Status` is.
        nonisolated public enum Kit {
            public struct Card: Hashable, Codable, Sendable {
                public var number: Int
                public var tags: [String]
                public init(number: Int, tags: [String]) {
                    self.number = number
                    self.tags = tags
                }
            }
        }

        /// An image in memory: no `Codable`, so restoration leaves it out.
        nonisolated public struct Picture: Hashable, Sendable {
            public var bytes: [UInt8]
            public init(bytes: [UInt8]) { self.bytes = bytes }
        }

        """
}
