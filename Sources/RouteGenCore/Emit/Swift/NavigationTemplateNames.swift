// The names of the navigation templates (`Sources/RouteGenTemplates/`), and what a manifest puts
// in their place: `RouterEmitter` and `NavigationEmitter` fill their templates with these.

extension Template {
    /// The stem the navigation templates are written with.
    static let stem = "Template"

    /// The route enum the navigation templates are written with.
    static let enumName = "TemplateRoute"

    /// What replaces the navigation templates' names: every name `GeneratedNames` derives from the
    /// stem or the enum, the access level (`public` in the templates), and the first tab's case
    /// (`templateTab`, outside a tab's `each` block).
    static func names(of table: RouteTable) -> [String: String] {
        let stem = table.navigation.stem
        var names = [
            enumName: table.enumName,
            DeclaredNames.destinationsProtocol(enumName): DeclaredNames.destinationsProtocol(table.enumName),
            DeclaredNames.viewsType(enumName): DeclaredNames.viewsType(table.enumName),
            DeclaredNames.destinationsModifier(enumName): DeclaredNames.destinationsModifier(table.enumName),
            DeclaredNames.viewControllersProtocol(enumName): DeclaredNames.viewControllersProtocol(table.enumName),
            DeclaredNames.controllersType(enumName): DeclaredNames.controllersType(table.enumName),
            "public": table.access.rawValue,
        ]
        for (template, generated) in zip(DeclaredNames.navigationTypes(stem: Self.stem), DeclaredNames.navigationTypes(stem: stem)) {
            names[template] = generated
        }
        names[DeclaredNames.controllerRouter(stem: Self.stem)] = DeclaredNames.controllerRouter(stem: stem)
        names[DeclaredNames.hostingProtocol(stem: Self.stem)] = DeclaredNames.hostingProtocol(stem: stem)
        for job in DeclaredNames.modifierJobs {
            names[DeclaredNames.modifier(stem: Self.stem, job)] = DeclaredNames.modifier(stem: stem, job)
        }
        if let first = table.navigation.tabs.first { names["templateTab"] = SwiftSyntax.identifier(first.name) }
        return names
    }

    /// The flags of the layout: `sidebarAdaptable` or `splitView`, none for `tabs`.
    static func layoutFlags(_ navigation: Navigation) -> Set<String> {
        navigation.layout == .tabs ? [] : [navigation.layout.rawValue]
    }

    /// A tab's names and flags in the templates' `each tabs` blocks; the emitter that prints its
    /// root view adds the `root` slot.
    static func element(_ tab: NavigationTab, stem: String) -> Values {
        let names = [
            "templateTab": SwiftSyntax.identifier(tab.name),
            "templateTabName": tab.name,
            "_templateTabRouter": "_\(tab.name)Router",
            "_templateTabRoot": "_\(tab.name)Root",
            "TemplateTabTitle": SwiftSyntax.docLine(tab.title),
            "\"TemplateTabTitle\"": SwiftSyntax.stringLiteral(tab.title),
            "\"TemplateTabImage\"": SwiftSyntax.stringLiteral(tab.systemImage),
            "TemplateTabRoot": SwiftSyntax.docLine(tab.root?.value ?? tab.rootViewController?.value ?? ""),
            "\"TemplateTabCustomizationID\"": SwiftSyntax.stringLiteral(GeneratedNames.customizationID(stem: stem, tab: tab.name)),
        ]
        var flags: Set<String> = []
        if tab.role == .search { flags.insert("search") }
        if tab.customizable { flags.insert("customizable") }
        if !tab.requirements.isEmpty { flags.insert("requires") }
        return Values(names: names, flags: flags)
    }
}
