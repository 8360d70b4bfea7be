/// Random manifests that validation should accept, full of names that generated code must not
/// trip over: Swift keywords, the names of its own locals and helpers, of the types and modules
/// it refers to, and of the enum itself; odd defaults and docs; every parameter type and presence.
///
/// Each route starts with a literal of its own, so that shapes never collide; everything else is
/// drawn from the seed. The app declares the custom type `Sort` (``appSource``).
package enum RandomManifest {
    /// Route names: lowerCamelCase, keywords and the names generated code binds or calls included.
    static let routeNames = [
        "default", "class", "func", "in", "is", "as", "for", "return", "route", "r", "i", "rest", "request", "query",
        "value", "url", "destinations", "node", "view", "body", "some", "any", "home", "item2", "a",
    ]

    /// Parameter names: the route names, and names of types, modules and members in scope. Not
    /// `LabelView`: the manifests' own `view` expressions call it, with the parameters in scope,
    /// and shadowing there is the manifest's doing (the compiler reports it on the manifest's line).
    static let parameterNames = routeNames + [
        "Self", "self", "path", "stack", "Foundation", "Swift", "SwiftUI", "String", "Int", "UUID", "URL", "Bool",
        "Double", "Optional", "AnyView", "View", "EmptyView", "Text", "Sort", "hash", "id", "p_1", "x2",
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
    /// - Returns: The manifest, and the fragments' texts by path.
    package static func files(
        enumName: String, using random: inout SeededGenerator, splits: Bool
    ) -> (manifest: String, fragments: [String: String]) {
        let hasHosts = Bool.random(using: &random)
        let hasSchemes = !hasHosts || Bool.random(using: &random)
        var settings = [#""enum": "\#(enumName)""#, #""customTypes": ["Sort"]"#]
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
        if generatesUIKit {
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
        var parentCandidates: [String] = []  // routes every parameter of which has a stand-in
        let routeCount = Int.random(in: 1...6, using: &random)
        for index in 0..<routeCount {
            var name = routeNames.randomElement(using: &random) ?? "a"
            if !names.insert(name).inserted { name = "route\(index)" }
            names.insert(name)

            var used = Set<String>()
            func parameterName() -> String {
                var candidate = parameterNames.randomElement(using: &random) ?? "x"
                if candidate == enumName || !used.insert(candidate).inserted { candidate = "v\(used.count)" }
                used.insert(candidate)
                return candidate
            }
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
            var entry = [#""name": "\#(name)""#, #""path": "/\#(segments.joined(separator: "/"))""#]

            var query: [String] = []
            var everyParameterHasStandIn = !segments.contains { $0.contains("{") }
            for _ in 0..<Int.random(in: 0...3, using: &random) {
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
            if let parent = parentCandidates.randomElement(using: &random), Bool.random(using: &random) {
                entry.append(#""parent": "\#(parent)""#)
            }
            if Bool.random(using: &random) { entry.append(#""view": "LabelView(title: \"\#(name)\")""#) }
            if generatesUIKit || Int.random(in: 0..<8, using: &random) == 0, Bool.random(using: &random) {
                entry.append(#""viewController": "UIViewController()""#)
            }
            if Bool.random(using: &random) { entry.append(#""doc": "\#(docs.randomElement(using: &random) ?? "")""#) }
            // A title of text to escape (quotes, a backslash, a percent sign) and up to two of the route's values.
            if Bool.random(using: &random) {
                var title = titleTexts.randomElement(using: &random) ?? ""
                for value in used.sorted().shuffled(using: &random).prefix(Int.random(in: 0...2, using: &random)) {
                    title += " {\(value)}"
                }
                if !title.isEmpty { entry.append(#""title": "\#(title)""#) }
            }
            if Int.random(in: 0..<4, using: &random) == 0 {
                entry.append(Bool.random(using: &random) ? #""handoff": false"# : #""searchable": false"#)
            }
            if hasHosts, hasSchemes, Int.random(in: 0..<4, using: &random) == 0 {
                entry.append(Bool.random(using: &random) ? #""universalLink": false"# : #""customScheme": false"#)
            }
            let presentation = presentations.randomElement(using: &random) ?? "push"
            if presentation != "push" || Bool.random(using: &random) { entry.append(#""presentation": "\#(presentation)""#) }
            if let tab = tabs.randomElement(using: &random), Bool.random(using: &random) { entry.append(#""tab": "\#(tab)""#) }
            if let requirement, index == routeCount - 1 || Bool.random(using: &random) {
                entry.append(#""requires": ["\#(requirement)"]"#)
            }
            routes.append("{ " + entry.joined(separator: ", ") + " }")
            // A presented parent hosts a stack of its own.
            if everyParameterHasStandIn { parentCandidates.append(name) }
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

    /// What the app declares for these manifests: the custom type and the view they name, public
    /// so that a manifest of any access can use them.
    package static let appSource = """
        import SwiftUI

        public enum Sort: String, Hashable, Codable, Sendable {
            case a, b, recent
        }

        public struct LabelView: View {
            let title: String
            public init(title: String) { self.title = title }
            public var body: some View { Text(title) }
        }

        """
}
