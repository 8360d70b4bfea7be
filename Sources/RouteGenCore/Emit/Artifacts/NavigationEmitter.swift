/// Prints `<Enum>+Navigation.swift`, the SwiftUI side of the routers in `#if canImport(SwiftUI)`,
/// from the template `Sources/RouteGenTemplates/Navigation.swift`:
///
/// - `appNavigation(_:_:)`: a router's destinations and presented routes on its `NavigationStack`;
/// - `appLinks(_:)`: links from `onOpenURL` and `onContinueUserActivity` into `open(_:)`, and the
///   ones no route takes back to the system;
/// - `appRestoration(_:key:)`: the router's navigation in `@SceneStorage`;
/// - with `tabs`, `AppTabsView`: a `TabView` with one stack per tab, wired to one tab router; with
///   layout `splitView`, `AppSplitView` instead: a `NavigationSplitView` whose sidebar lists the tabs.
///
/// Everything is a standard modifier (`ViewModifier`, `@Bindable`, `@SceneStorage`) so that it reads
/// as the guides write it by hand, and compiles on every Apple platform from iOS 17 and macOS 14.
struct NavigationEmitter {
    let plan: GenerationPlan

    /// Where the compiler reports an error in a tab's `root` expression.
    private let sourceLines: ManifestSourceLines

    /// - Parameter manifestPath: The manifest's path as the compiler should print it in `#sourceLocation`.
    init(plan: GenerationPlan, manifestPath: String) {
        self.plan = plan
        sourceLines = ManifestSourceLines(table: plan.table, manifestPath: manifestPath)
    }

    func emit() -> GeneratedFile {
        let table = plan.table
        let presentations = Set(table.routes.map(\.presentation))
        var values = Template.Values(names: Template.names(of: table))
        if plan.everyRouteHasView { values.flags.insert("views") }
        if plan.viewsNeedUIKit { values.flags.insert("viewsNeedUIKit") }
        if presentations.contains(.sheet) { values.flags.insert("sheet") }
        if presentations.contains(.fullScreenCover) { values.flags.insert("fullScreenCover") }
        if table.presentsRoutes { values.flags.insert("presented") }
        if table.hasFlows { values.flags.insert("flows") }
        if table.hasFlows || !table.navigation.tabs.isEmpty { values.flags.insert("stacks") }
        if !table.navigation.tabs.isEmpty { values.flags.insert("tabs") }
        values.flags.formUnion(Template.layoutFlags(table.navigation))
        values.lists["tabs"] = table.navigation.tabs.map(tabValues)
        values.lists["sections"] = table.navigation.sections.map { section in
            var values = Template.Values(lists: ["tabs": section.tabs.map(tabValues)])
            if let title = section.section {
                values.flags.insert("section")
                values.names["\"TemplateSectionTitle\""] = SwiftSyntax.stringLiteral(title)
                values.names["\"TemplateSectionCustomizationID\""] = SwiftSyntax.stringLiteral(
                    GeneratedNames.customizationID(stem: table.navigation.stem, section: title))
            }
            return values
        }
        var writer = CodeWriter()
        GeneratedHeader.write(to: &writer)
        Template(TemplateSource.navigation).write(to: &writer, values)
        return GeneratedFile(name: GeneratedFileKind.navigation.fileName(enumName: table.enumName), contents: writer.text)
    }

    /// A tab's names and flags, and its root view's expression.
    private func tabValues(_ tab: NavigationTab) -> Template.Values {
        var values = Template.element(tab, stem: plan.table.navigation.stem)
        values.slots["root"] = { writer in
            // The expression is the manifest's: a compiler error in it points at its line there.
            // Validation requires `root` of every tab where this file is generated.
            sourceLines.write(tab.root?.value ?? "EmptyView()", at: tab.location, to: &writer)
        }
        return values
    }
}
