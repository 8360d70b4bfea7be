/// Prints `<Enum>+Router.swift`: the navigation layer without SwiftUI, from the template
/// `Sources/RouteGenTemplates/Router.swift`.
///
/// - each route's `presentation` (and `Identifiable`, which sheets need, when a route is presented),
///   and whether a presented route hosts a stack (`hostsStack`, when one does);
/// - with `tabs`, the tab enum and each route's `tab`;
/// - with `requirements`, the requirement enum and each route's and tab's `requirements`;
/// - the navigation event that the routers' `onNavigate` reports;
/// - the `@Observable` router of one stack: the path, the presented route, the operations the
///   guides write by hand, `open(_:)` for links, lossy restoration, and with requirements
///   `isMet`, `pending`, `resume()` and `enforceRequirements()`;
/// - with `tabs`, the tab router: the selection and one router per tab;
/// - the state every router of one navigation shares: the hook, and the requirements' state.
///
/// The routers need Observation (iOS 17, macOS 14), so they sit in `#if canImport(Observation)`
/// and carry `@available`: an app that supports older systems still builds. They are `@MainActor`,
/// as SwiftUI's views are; the values (presentation, tabs, saved navigation) are `nonisolated`, so
/// that a notification service or a widget's timeline provider can use them in any module, Xcode's
/// default `MainActor` isolation included.
struct RouterEmitter {
    let table: RouteTable

    private var access: String { table.access.rawValue }
    private var tabs: [NavigationTab] { table.navigation.tabs }
    private var tabName: String { DeclaredNames.tabEnum(stem: table.navigation.stem) }


    func emit() -> GeneratedFile {
        var values = Template.Values(names: Template.names(of: table))
        if table.presentsRoutes { values.flags.insert("presented") }
        if !tabs.isEmpty { values.flags.insert("tabs") }
        if table.hasAnyHostRoutes { values.flags.insert(GeneratedNames.inAppFlag) }
        // Routes stored with values, whose encoding may throw (`StoredValuesPrinter`).
        if table.hasValuesBeyondLinks { values.flags.insert("values") }
        values.flags.formUnion(Template.layoutFlags(table.navigation))
        values.lists["tabs"] = tabs.map { Template.element($0, stem: table.navigation.stem) }
        values.slots["presentation"] = { writer in
            GroupedSwitch(
                declaration: "\(access) var \(DeclaredNames.presentation): Presentation",
                values: table.routes.map { ($0, ".\($0.presentation.rawValue)") }
            ).write(to: &writer)
        }
        if table.hasFlows { values.flags.insert("flows") }
        values.slots["hostsStack"] = { writer in
            GroupedSwitch(
                declaration: "\(access) var \(DeclaredNames.hostsStack): Bool",
                values: table.routes.map { ($0, $0.hostsStack ? "true" : "false") }
            ).write(to: &writer)
        }
        addRequirements(to: &values)
        values.slots["tab"] = { writer in
            GroupedSwitch(
                declaration: "\(access) var \(DeclaredNames.tab): \(tabName)",
                values: table.routes.map { ($0, ".\(SwiftSyntax.identifier(tabs[$0.tabIndex ?? 0].name))") }
            ).write(to: &writer)
        }
        var writer = CodeWriter()
        GeneratedHeader.write(to: &writer)
        Template(TemplateSource.router).write(to: &writer, values)
        return GeneratedFile(name: GeneratedFileKind.router.fileName(enumName: table.enumName), contents: writer.text)
    }

    /// The requirement enum's cases and routes, and each route's and tab's requirements.
    private func addRequirements(to values: inout Template.Values) {
        let requirements = table.navigation.requirements
        guard !requirements.isEmpty else { return }
        values.flags.insert("requirements")
        values.lists["requirements"] = requirements.map { requirement in
            let route = table.routes[requirement.routeIndex].name
            return Template.Values(names: [
                "templateRequirement": SwiftSyntax.identifier(requirement.name),
                "templateRequirementRoute": SwiftSyntax.identifier(route),
                "TemplateRequirementDoc": SwiftSyntax.docLine(requirement.doc ?? "Met by showing route `\(route)`."),
            ])
        }
        let type = DeclaredNames.requirementEnum(stem: table.navigation.stem)
        values.slots["requirements"] = { writer in
            GroupedSwitch(
                declaration: "\(access) var \(DeclaredNames.requirements): Set<\(type)>",
                values: table.routes.map { ($0, Self.setLiteral($0.requirements)) }
            ).write(to: &writer)
        }
        values.slots["tabRequirements"] = { writer in
            let declaration = "\(access) var \(DeclaredNames.requirements): Set<\(type)>"
            guard tabs.contains(where: { $0.requirements != tabs.first?.requirements }) else {
                return writer.line("\(declaration) { \(Self.setLiteral(tabs.first?.requirements ?? [])) }")
            }
            writer.block("\(declaration) {") { writer in
                writer.line("switch self {")
                for tab in tabs { writer.line("case .\(SwiftSyntax.identifier(tab.name)): \(Self.setLiteral(tab.requirements))") }
                writer.line("}")
            }
        }
    }

    /// `[]`, or `[.signedIn, .verified]`.
    private static func setLiteral(_ names: [String]) -> String {
        "[" + names.map { ".\(SwiftSyntax.identifier($0))" }.joined(separator: ", ") + "]"
    }
}
