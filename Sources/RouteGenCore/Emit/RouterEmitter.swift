/// Prints `<Enum>+Router.swift`: the navigation layer without SwiftUI, from the template
/// `Sources/RouteGenTemplates/Router.swift`.
///
/// - each route's `presentation` (and `Identifiable`, which sheets need, when a route is presented),
///   and whether a presented route hosts a stack (`hostsStack`, when one does);
/// - with `tabs`, the tab enum and each route's `tab`;
/// - the `@Observable` router of one stack: the path, the presented route, the operations the
///   guides write by hand, `open(_:)` for links, and lossy restoration;
/// - with `tabs`, the tab router: the selection and one router per tab.
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
    private var tabName: String { GeneratedNames.tabEnum(stem: table.navigation.stem) }


    func emit() -> GeneratedFile {
        var values = Template.Values(names: Template.names(of: table))
        if table.presentsRoutes { values.flags.insert("presented") }
        if !tabs.isEmpty { values.flags.insert("tabs") }
        values.flags.formUnion(Template.layoutFlags(table.navigation))
        values.lists["tabs"] = tabs.map { Template.element($0, stem: table.navigation.stem) }
        values.slots["presentation"] = { writer in
            GroupedSwitch(
                declaration: "\(access) var \(GeneratedNames.presentation): Presentation",
                values: table.routes.map { ($0, ".\($0.presentation.rawValue)") }
            ).write(to: &writer)
        }
        if table.hasFlows { values.flags.insert("flows") }
        values.slots["hostsStack"] = { writer in
            GroupedSwitch(
                declaration: "\(access) var \(GeneratedNames.hostsStack): Bool",
                values: table.routes.map { ($0, $0.hostsStack ? "true" : "false") }
            ).write(to: &writer)
        }
        values.slots["tab"] = { writer in
            GroupedSwitch(
                declaration: "\(access) var \(GeneratedNames.tab): \(tabName)",
                values: table.routes.map { ($0, ".\(SwiftSyntax.identifier(tabs[$0.tabIndex ?? 0].name))") }
            ).write(to: &writer)
        }
        var writer = CodeWriter()
        GeneratedHeader.write(to: &writer)
        Template(TemplateSource.router).write(to: &writer, values)
        return GeneratedFile(name: GeneratedFileKind.router.fileName(enumName: table.enumName), contents: writer.text)
    }
}
