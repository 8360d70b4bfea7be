// The navigation layer's checks: the stem of its type names, the tabs, and each route's tab and
// presentation. What they guard is code that compiles and a link that lands where it says: a tab
// that exists, and parents that can form a navigation stack.

/// Names a tab cannot have: the tab enum's own members.
private let reservedTabNames: Set<String> = [
    "id", "title", "systemImage", "allCases", "rawValue", "hashValue", "self", "init",
]

/// The stem of the navigation types' names: the manifest's `stem`, or the enum's name without a
/// trailing `Route`. Reports a stem that is no identifier, or whose names would clash with a type
/// the manifest already names.
func validateStem(
    _ stem: Located<String>?, enumName: String?, customTypes: [String], enumLocation: SourceLocation?, usesUIKit: Bool,
    diagnostics: inout Diagnostics
) -> String {
    let enumName = enumName ?? Validator.defaultEnumName
    let value = stem?.value ?? Navigation.defaultStem(enumName: enumName)
    if let stem, !SwiftIdentifier.isValid(stem.value) || SwiftIdentifier.keywords.contains(stem.value) {
        diagnostics.error(
            "stem '\(stem.value)' is not the start of a Swift type name; use an UpperCamelCase identifier such as 'Shop'",
            at: stem.location)
        return value
    }
    let taken = Set([enumName, DeclaredNames.destinationsProtocol(enumName), DeclaredNames.viewsType(enumName)])
        .union(customTypes).union(Validator.reservedTypeNames)
    for name in DeclaredNames.navigationTypes(stem: value, uikit: usesUIKit) where taken.contains(name) {
        diagnostics.error(
            "the navigation type '\(name)' would have the name of a type the manifest or the generated code "
                + "already uses; set 'stem' to another name",
            at: stem?.location ?? enumLocation)
        break
    }
    return value
}

/// The most tabs a `TabView` of `Tab`s takes: `TabContentBuilder.buildBlock` has ten parameters at most.
let maximumTabCount = 10

/// The layout of the tabs, `.tabs` when left out or unknown. A layout needs tabs to lay out.
func validateLayout(_ value: Located<String>?, hasTabs: Bool, diagnostics: inout Diagnostics) -> NavigationLayout {
    guard let value else { return .tabs }
    guard let layout = NavigationLayout(rawValue: value.value) else {
        diagnostics.error("unknown layout '\(value.value)'\(hint(for: value.value, in: ManifestKeys.layouts))", at: value.location)
        return .tabs
    }
    if !hasTabs {
        diagnostics.error(
            "layout '\(value.value)' lays out the app's tabs, but the manifest has no 'tabs'; list them in 'tabs', "
                + "or remove 'layout' for one navigation stack",
            at: value.location)
    }
    return layout
}

/// The tabs, in order. Reports names that cannot be enum cases, duplicates, too many, empty values,
/// unknown roles, a second search tab, and a section whose tabs are apart; warns of `customizable`
/// where the layout offers no customization.
func validateTabs(
    _ entries: [Manifest.Tab], location: SourceLocation?, layout: NavigationLayout, showsSwiftUITabs: Bool,
    generatesUIKit: Bool, diagnostics: inout Diagnostics
) -> [NavigationTab] {
    if let location, entries.isEmpty {
        diagnostics.error("'tabs' is empty; list the app's tabs, or leave 'tabs' out for one navigation stack", at: location)
    }
    // SwiftUI's `TabContentBuilder` builds one to ten `Tab`s (Apple documents no more), and the
    // generated tabs view lists them in one builder.
    if let location, entries.count > maximumTabCount {
        diagnostics.error(
            "'tabs' lists \(entries.count) tabs, more than the \(maximumTabCount) a SwiftUI 'TabView' builds; "
                + "gather the rest in a tab of their own",
            at: location)
    }
    // UIKit's documented limit: "If you add more than five items to the viewControllers property,
    // the tab bar controller automatically inserts a special view controller (called the More view
    // controller)".
    if let location, generatesUIKit, entries.count > 5 {
        diagnostics.warning(
            "'tabs' lists \(entries.count) tabs; UIKit's tab bar shows four of them and lists the rest in its More tab",
            at: location)
    }
    var seen = FirstOccurrences()
    var tabs: [NavigationTab] = []
    var searchTab: (name: String, location: SourceLocation)?
    // Each section's last tab so far, and the section of the tab before: a section's tabs are listed together.
    var sectionEnds: [String: (tab: String, location: SourceLocation)] = [:]
    var previousSection: String?
    for entry in entries {
        // A SwiftUI tabs view shows `root`; UIKit alone (no `destinations`) may have only `rootViewController`.
        if entry.root == nil, showsSwiftUITabs || entry.rootViewController == nil {
            let tab = entry.name.map { "tab '\($0.value)'" } ?? "a tab"
            diagnostics.error(
                showsSwiftUITabs
                    ? "\(tab) has no 'root', the view at the root of its stack in the SwiftUI tabs view; write one such as 'HomeView()'"
                    : "\(tab) has neither 'root' nor 'rootViewController'; write the view or view controller at the root of its stack",
                at: entry.location)
        }
        // A missing key is reported by the decoder, a missing root above; the tab stays, so that
        // its routes are not reported as in an unknown tab.
        guard let name = entry.name, let title = entry.title, let systemImage = entry.systemImage else { continue }
        var valid = true
        if !SwiftIdentifier.isLowerCamelCase(name.value) {
            let suggestion = SwiftIdentifier.lowerCamelCased(name.value)
            let hint = SwiftIdentifier.isLowerCamelCase(suggestion) ? "; did you mean '\(suggestion)'?" : ""
            diagnostics.error("tab name '\(name.value)' is not a lowerCamelCase identifier\(hint)", at: name.location)
            valid = false
        } else if reservedTabNames.contains(name.value) {
            diagnostics.error(
                "tab name '\(name.value)' is the name of a member of the generated tab enum; choose another",
                at: name.location)
            valid = false
        } else if !seen.insert(name.value, at: name.location, what: "tab name '\(name.value)'", diagnostics: &diagnostics) {
            valid = false
        }
        var texts = [("title", title), ("systemImage", systemImage)]
        if let root = entry.root { texts.append(("root", root)) }
        if let section = entry.section { texts.append(("section", section)) }
        if let rootViewController = entry.rootViewController {
            texts.append(("rootViewController", rootViewController))
            if !generatesUIKit {
                diagnostics.warning(
                    "'rootViewController' of tab '\(name.value)' has no effect without 'uikit' in 'generate', which "
                        + "generates the UIKit navigation that shows it",
                    at: rootViewController.location)
            }
        }
        for (key, value) in texts where value.value.allSatisfy(\.isWhitespace) {
            diagnostics.error("'\(key)' of tab '\(name.value)' is empty", at: value.location)
            valid = false
        }
        let role = validateTabRole(entry.role, tab: name.value, searchTab: &searchTab, diagnostics: &diagnostics)
        if let section = entry.section {
            if section.value != previousSection, let end = sectionEnds[section.value] {
                diagnostics.error(
                    "tab '\(name.value)' is in section '\(section.value)', but other tabs stand between it and that "
                        + "section's tab '\(end.tab)'; list a section's tabs one after another",
                    at: section.location, notes: [Diagnostic.Note("'\(end.tab)' is in the section here", at: end.location)])
            }
            sectionEnds[section.value] = (name.value, section.location)
        }
        previousSection = entry.section?.value
        if let customizable = entry.customizable, !layout.isCustomizable {
            diagnostics.warning(
                "'customizable' of tab '\(name.value)' has no effect in layout '\(layout.rawValue)': people customize "
                    + "tabs in the sidebar of layout 'sidebarAdaptable' only",
                at: customizable.location)
        }
        if valid {
            var tab = NavigationTab(name: name.value, title: title.value, systemImage: systemImage.value, root: entry.root)
            tab.location = (entry.root ?? entry.rootViewController)?.location ?? entry.location
            tab.section = entry.section?.value
            tab.rootViewController = entry.rootViewController
            tab.role = role
            tab.customizable = entry.customizable?.value ?? true
            tabs.append(tab)
        }
    }
    return tabs
}

/// A tab's `role`: one of SwiftUI's, and one search tab at most.
private func validateTabRole(
    _ value: Located<String>?, tab: String, searchTab: inout (name: String, location: SourceLocation)?,
    diagnostics: inout Diagnostics
) -> NavigationTab.Role? {
    guard let value else { return nil }
    guard let role = NavigationTab.Role(rawValue: value.value) else {
        diagnostics.error(
            "unknown role '\(value.value)' of tab '\(tab)'\(hint(for: value.value, in: ManifestKeys.tabRoles))", at: value.location)
        return nil
    }
    if let first = searchTab {
        diagnostics.error(
            "tab '\(tab)' is a second search tab; an app has one, which SwiftUI sets apart in the tab bar",
            at: value.location, notes: [Diagnostic.Note("'\(first.name)' is the search tab", at: first.location)])
        return nil
    }
    searchTab = (tab, value.location)
    return role
}

/// A route's `presentation`, `.push` when left out or not one of the three.
func validatePresentation(_ value: Located<String>?, route: String, diagnostics: inout Diagnostics) -> Presentation {
    guard let value else { return .push }
    guard let presentation = Presentation(rawValue: value.value) else {
        diagnostics.error(
            "invalid presentation '\(value.value)' of route '\(route)'\(hint(for: value.value, in: ManifestKeys.presentations))",
            at: value.location)
        return .push
    }
    return presentation
}

/// Resolves each route's tab, and which presented routes host a stack.
///
/// A route's tab is the one it names, else its parent's, else the first. A presented route that is
/// a parent hosts a stack: its children open inside its presentation.
///
/// - Parameters:
///   - routes: The routes, parents resolved (and cycles unlinked) by `validateParents`.
///   - tabNames: Each route's `tab` value, by route index.
///   - tabs: The valid tabs.
///   - hasTabs: Whether the manifest lists `tabs` at all, valid or not.
func validateRouteNavigation(
    _ routes: inout [Route], tabNames: [Located<String>?], tabs: [NavigationTab],
    hasTabs: Bool, diagnostics: inout Diagnostics
) {
    let tabIndices = Dictionary(tabs.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
    var named = [Int?](repeating: nil, count: routes.count)
    for (index, tabName) in tabNames.enumerated() {
        guard let tabName else { continue }
        if !hasTabs {
            diagnostics.error(
                "route '\(routes[index].name)' names tab '\(tabName.value)', but the manifest has no 'tabs'; list the "
                    + "app's tabs in 'tabs' or remove 'tab'",
                at: tabName.location)
        } else if let tab = tabIndices[tabName.value] {
            named[index] = tab
        } else if !tabs.isEmpty {
            diagnostics.error(
                "unknown tab '\(tabName.value)'\(Suggestion.didYouMean(tabName.value, in: tabs.map(\.name)))",
                at: tabName.location)
        }
    }
    if !tabs.isEmpty {
        for index in routes.indices {
            // Chains are finite: validateParents unlinked every cycle.
            var current = index
            while named[current] == nil, let parent = routes[current].parentIndex { current = parent }
            routes[index].tabIndex = named[current] ?? 0
        }
    }

    // A presented parent hosts a stack: its children open inside its sheet or cover.
    for index in routes.indices {
        if let parent = routes[index].parentIndex, routes[parent].presentation.isPresented { routes[parent].hostsStack = true }
    }
    if routes.contains(where: \.presentation.isPresented), let route = routes.first(where: { $0.name == DeclaredNames.identifier }) {
        diagnostics.error(
            "route name 'id' is the identity that presenting a route as a sheet needs ('Identifiable'); choose "
                + "another, such as 'idScreen'",
            at: route.location)
    }
}

/// `; did you mean 'sheet'?` for a value close to one of `names`, else `; use 'a', 'b' and 'c'`.
private func hint(for value: String, in names: [String]) -> String {
    Suggestion.closest(to: value, in: names).map { "; did you mean '\($0)'?" } ?? "; use \(Suggestion.list(names))"
}
