/// Prints a factory of the routes' screens, the SwiftUI destinations (`+Destinations.swift`) and
/// the UIKit view controllers (`+UIKit.swift`) alike: the protocol with one requirement per route,
/// the `switch` from a route to its screen, and with fragments the factory composed from one
/// conformance per group. The two files differ in what a screen is (``Screen``) and in their
/// defaults; what they share is printed here once, so a fix to one (a `switch` too long for the
/// compiler) is a fix to both.
struct ScreenFactoryPrinter {
    /// What a route's screen is.
    enum Screen {
        /// A SwiftUI view: typed, each requirement with its associated view type; or `AnyView`
        /// past ``GenerationPlan/hasTypedDestinations``'s limit.
        case view(typed: Bool)
        /// A `UIViewController`.
        case viewController
    }

    let screen: Screen
    let table: RouteTable

    /// The name of the factory's protocol.
    let protocolName: String

    /// The attribute lines before the protocol and its extensions (the UIKit factory's availability).
    let attributes: [String]

    private var access: String { table.access.rawValue }
    private var enumName: String { table.enumName }

    // MARK: Requirements

    /// `protocol name { … }`: one requirement per route, then `extra`'s (the tabs' roots).
    func writeRequirements(
        of name: String, _ routes: [Route], to writer: inout CodeWriter, extra: ((inout CodeWriter) -> Void)? = nil
    ) {
        for attribute in attributes { writer.line(attribute) }
        writer.line("@MainActor")
        writer.block("\(access) protocol \(name) {") { writer in
            for (index, route) in routes.enumerated() {
                if index > 0 { writer.line() }
                writeRequirement(of: route, to: &writer)
            }
            if let extra {
                if !routes.isEmpty { writer.line() }
                extra(&writer)
            }
        }
    }

    private func writeRequirement(of route: Route, to writer: inout CodeWriter) {
        let doc = route.opensFromLinks
            ? "The \(noun) of route `\(route.name)` (`\(route.path)`)."
            : "The \(noun) of route `\(route.name)`, a screen no link opens."
        switch screen {
        case .view(typed: true):
            let associated = DeclaredNames.destinationType(route.name)
            writer.doc("The view type of ``\(enumName)/\(caseReference(route))``.")
            writer.line("associatedtype \(associated): View")
            writer.line()
            writer.doc(doc)
            writer.line("@ViewBuilder func \(route.screenRequirement) -> \(associated)")
        case .view(typed: false), .viewController:
            writer.doc(doc)
            writer.line("func \(route.screenRequirement) -> \(erasedResult)")
        }
    }

    // MARK: Switch

    /// `view(for:)` or `viewController(for:)`: a route's screen, from its requirement.
    ///
    /// Past `GeneratedNames.switchCaseLimit` routes the `switch` is split (`SplitSwitch`), past
    /// which the compiler cannot prove it exhaustive in reasonable time; a SwiftUI `switch` is a
    /// `@ViewBuilder` up to `GeneratedNames.viewBuilderSwitchLimit` routes, and past it each case
    /// returns its view type-erased.
    func writeSwitch(to writer: inout CodeWriter) {
        let usesViewBuilder = isView && table.routes.count <= GeneratedNames.viewBuilderSwitchLimit
        // A `switch` of expressions while it can be one; a chunk's `default:` is a `return`, so every case is.
        let returns = isView ? !usesViewBuilder : table.routes.count > GeneratedNames.switchCaseLimit
        let cases = table.routes.map { route -> (label: String, body: [String]) in
            ("case \(route.casePatternBindingEveryValue()):", [returns ? "return \(returned(screen(route)))" : screen(route)])
        }
        for attribute in attributes { writer.line(attribute) }
        if isView, table.screenMarkerPrefix != nil { writer.line(PlatformAvailability.screenMarker.attribute) }
        writer.block("extension \(protocolName) {") { writer in
            writer.doc(switchDoc)
            let declaration = "\(access) func \(switchFunction)(for route: \(enumName)) -> \(isView ? "some View" : erasedResult)"
            if usesViewBuilder { writer.line("@ViewBuilder") }
            SplitSwitch(
                declaration: declaration,
                subject: "route",
                chunkDeclaration: { "private func _\(switchFunction)\($0)(for route: \(enumName)) -> \(erasedChunkResult)" },
                continuation: { "return _\(switchFunction)\($0)(for: route)" },
                cases: cases, otherwise: [otherwise], listsEveryCase: true
            ).write(to: &writer)
        }
    }

    /// A requirement's result as a `return` returns it: a typed view past the `@ViewBuilder`'s
    /// limit is erased (an `AnyView` requirement already is, and a second box would cost the type
    /// checker a generic initializer per route for nothing).
    private func returned(_ call: String) -> String {
        if case .view(typed: true) = screen { return "AnyView(\(call))" }
        return call
    }

    private var switchFunction: String { isView ? "view" : "viewController" }

    private var switchDoc: String {
        isView
            ? "The view of `route`: what the navigation stack shows when `route` is on its path."
            : "The view controller of `route`: what a navigation controller shows for it."
    }

    /// What the last chunk's `default:` returns: never reached when every case is listed.
    private var otherwise: String { isView ? "return AnyView(EmptyView())" : "return UIViewController()" }

    private var erasedChunkResult: String { isView ? "AnyView" : "UIViewController" }

    // MARK: Composition

    /// The factory composed from one conformance per group of routes (`DestinationGroup`): a
    /// generic parameter and a member per group, and each route forwarded to its group's; `extra`
    /// forwards what else a group's protocol requires (the tabs' roots, in the manifest's group).
    func writeComposition(
        named name: String, doc: String, groups: [DestinationGroup], to writer: inout CodeWriter,
        groupProtocolName: (DestinationGroup) -> String, groupParameter: (DestinationGroup) -> String,
        extra: (DestinationGroup, _ member: String, inout CodeWriter) -> Void = { _, _, _ in }
    ) {
        let members = groups.map { (member: $0.fragment?.memberName ?? DeclaredNames.rootDestinationsMember, parameter: groupParameter($0)) }
        writer.doc(doc)
        for attribute in attributes { writer.line(attribute) }
        writer.line("@MainActor")
        // One generic parameter per group, a line each: an app has as many groups as features.
        writer.line("\(access) struct \(name)<")
        writer.indented { $0.lines(zip(groups, members).map { "\($1.parameter): \(groupProtocolName($0))" }.joined(separator: ",\n")) }
        writer.block(">: \(protocolName) {") { writer in
            // Stored as `_cart`: a route may have the name of a group (`cart` in fragment `Cart`).
            for (group, member) in zip(groups, members) {
                let whose = group.fragment.map { "fragment `\($0.name)`'s routes" } ?? "the manifest's own routes"
                writer.doc("The \(pluralNoun) of \(whose).")
                writer.line("private let _\(member.member): \(member.parameter)")
                writer.line()
            }
            writer.doc("Composes the \(isView ? "destinations" : "view controllers") of every group of routes.")
            writer.line("\(access) init(")
            writer.indented { $0.lines(members.map { "\($0.member): \($0.parameter)" }.joined(separator: ",\n")) }
            writer.block(") {") { writer in
                // A group's name may be a keyword in lowerCamelCase (`Default`): the value needs backticks.
                for member in members { writer.line("_\(member.member) = \(SwiftSyntax.identifier(member.member))") }
            }
            for (group, member) in zip(groups, members) {
                for route in group.routes {
                    writer.line()
                    writeForwarding(route, to: member, &writer)
                }
                extra(group, member.member, &writer)
            }
        }
    }

    /// `func productDetail(id _p0: UUID) -> CatalogViews.ProductDetailDestination { _catalog.productDetail(id: _p0) }`.
    /// The values are bound as `_p0`…, so that no parameter name hides a member.
    private func writeForwarding(_ route: Route, to member: (member: String, parameter: String), _ writer: inout CodeWriter) {
        let (parameters, arguments) = route.boundParameters
        let result: String
        if case .view(typed: true) = screen {
            result = "\(member.parameter).\(DeclaredNames.destinationType(route.name))"
        } else {
            result = erasedResult
        }
        let name = SwiftSyntax.identifier(route.name)
        writer.block("\(access) func \(name)(\(parameters)) -> \(result) {") { writer in
            writer.line("_\(member.member).\(name)(\(arguments))")
        }
    }

    // MARK: Pieces

    private var isView: Bool {
        if case .view = screen { return true }
        return false
    }

    private var noun: String { isView ? "view" : "view controller" }

    private var pluralNoun: String { isView ? "views" : "view controllers" }

    /// A screen's type where it is not a requirement's own: `AnyView` or `UIViewController`.
    private var erasedResult: String { isView ? "AnyView" : "UIViewController" }

    /// `productDetail(id:)`: a case as DocC names it.
    private func caseReference(_ route: Route) -> String {
        route.parameters.isEmpty ? route.name : "\(route.name)(\(route.parameters.map { "\($0.name):" }.joined()))"
    }

    /// `self.productDetail(id: _p0)`: calling a requirement with a case's bound values. `self.`,
    /// because a route may be called `route`, the name of the switch's parameter.
    /// The screen of `route` as the switch returns it: its requirement's, with the route's screen
    /// marker on a SwiftUI view when the manifest asks for markers (`screenMarkers`).
    private func screen(_ route: Route) -> String {
        guard isView, let prefix = table.screenMarkerPrefix else { return call(route) }
        return "\(call(route)).\(GeneratedNames.screenMarker)(\(SwiftSyntax.stringLiteral(prefix + route.name)))"
    }

    private func call(_ route: Route) -> String {
        "self.\(SwiftSyntax.identifier(route.name))(\(route.boundParameters.arguments))"
    }
}
