// The requirements' checks: names that can be enum cases, a route that meets each one and that a
// router can show on its own, `requires` lists that name them, and no requirement whose route
// waits for the requirement itself. What they guard is a link that always ends somewhere: the
// route a waiting link shows must itself be able to show.

/// Names a requirement cannot have: the requirement enum's own members.
private let reservedRequirementNames: Set<String> = [
    "route", "allCases", "rawValue", "hashValue", "self", "init",
]


/// Resolves the requirements, each route's and each tab's.
///
/// A route requires what it lists, what its parents and its tab require, and what the routes that
/// meet those require; a tab requires what it lists and what those routes require. Requirements are
/// ordered so that each comes after the ones its route needs.
///
/// - Parameters:
///   - entries: The manifest's `requirements`, in the order written.
///   - routes: The routes, parents and tabs resolved; each gets its `requirements`.
///   - requires: Each route's `requires`, by route index.
///   - tabs: The valid tabs; each gets its `requirements`.
///   - tabRequires: Each tab's `requires`, by tab name.
///   - carrierNames: The routes that open the link they carry, which no requirement can name.
/// - Returns: The requirements, in the order a router checks them.
func validateRequirements(
    _ entries: [Manifest.Requirement], routes: inout [Route], requires: [[Located<String>]],
    tabs: inout [NavigationTab], tabRequires: [String: [Located<String>]], carrierNames: Set<String> = [],
    diagnostics: inout Diagnostics
) -> [Requirement] {
    var declared: [Requirement] = []
    var entryLocations: [String: SourceLocation] = [:]
    // One file's object cannot repeat a name; a manifest and its fragments can.
    var seen = FirstOccurrences()
    for entry in entries {
        let name = entry.name
        guard seen.insert(name.value, at: name.location, what: "requirement '\(name.value)'", firstVerb: "declared", diagnostics: &diagnostics)
        else { continue }
        if !SwiftIdentifier.isLowerCamelCase(name.value) {
            let suggestion = SwiftIdentifier.lowerCamelCased(name.value)
            let hint = SwiftIdentifier.isLowerCamelCase(suggestion) ? "; did you mean '\(suggestion)'?" : ""
            diagnostics.error("requirement name '\(name.value)' is not a lowerCamelCase identifier\(hint)", at: name.location)
            continue
        }
        if reservedRequirementNames.contains(name.value) {
            diagnostics.error(
                "requirement name '\(name.value)' is the name of a member of the generated requirement enum; choose another",
                at: name.location)
            continue
        }
        guard let routeName = entry.route else { continue }  // reported by the decoder
        if carrierNames.contains(routeName.value) {
            diagnostics.error(
                "requirement '\(name.value)' is met by route '\(routeName.value)', which opens the link it carries and shows "
                    + "no screen; name the route of a screen, such as a sign-in route",
                at: routeName.location)
            continue
        }
        guard let routeIndex = routes.firstIndex(where: { $0.name == routeName.value }) else {
            diagnostics.error(
                "requirement '\(name.value)' is met by unknown route '\(routeName.value)'"
                    + Suggestion.didYouMean(routeName.value, in: routes.map(\.name)),
                at: routeName.location)
            continue
        }
        if !routes[routeIndex].parameters.isEmpty {
            diagnostics.error(
                "route '\(routeName.value)' meets requirement '\(name.value)', so a router shows it on its own, "
                    + "but it takes parameters; give the requirement a route without any",
                at: routeName.location,
                notes: [Diagnostic.Note("'\(routeName.value)' is declared here", at: routes[routeIndex].location)])
            continue
        }
        declared.append(Requirement(name: name.value, routeIndex: routeIndex, doc: entry.doc?.value))
        entryLocations[name.value] = routeName.location
    }
    if !declared.isEmpty {
        reportClashes(routes.map { ($0.name, $0.location) }, what: "route", diagnostics: &diagnostics)
    }

    // What each route and tab lists, checked against the declared names.
    let names = Set(entries.map(\.name.value))
    let routeOwn = requires.map { resolve($0, known: names, diagnostics: &diagnostics) }
    var tabOwn: [String: Set<String>] = [:]
    for tab in tabs {
        tabOwn[tab.name] = resolve(tabRequires[tab.name] ?? [], known: names, diagnostics: &diagnostics)
    }

    // Own, then inherited from the parents and the tab; parent chains are finite (validateParents).
    var inherited = [Set<String>](repeating: [], count: routes.count)
    for index in routes.indices {
        var current: Int? = index
        while let route = current {
            inherited[index].formUnion(routeOwn[route])
            current = routes[route].parentIndex
        }
        if let tab = routes[index].tabIndex { inherited[index].formUnion(tabOwn[tabs[tab].name] ?? []) }
    }

    // Each requirement needs what its route requires; a requirement its own route waits for loops.
    let needs = Dictionary(declared.map { ($0.name, inherited[$0.routeIndex]) }, uniquingKeysWith: { first, _ in first })
    func closure(_ start: Set<String>) -> Set<String> {
        var reached = start
        var queue = Array(start)
        while let next = queue.popLast() {
            for need in needs[next] ?? [] where reached.insert(need).inserted { queue.append(need) }
        }
        return reached
    }
    var looping: Set<String> = []
    for requirement in declared where closure(needs[requirement.name] ?? []).contains(requirement.name) {
        looping.insert(requirement.name)
        let route = routes[requirement.routeIndex].name
        diagnostics.error(
            "route '\(route)' meets requirement '\(requirement.name)' but needs it itself (through its own "
                + "'requires', its parents', its tab's or another requirement's route): a link waiting for "
                + "'\(requirement.name)' could never show it",
            at: entryLocations[requirement.name])
    }
    guard looping.isEmpty else { return [] }

    // Each requirement after the ones it needs, else in the order written.
    var ordered: [String] = []
    func visit(_ name: String) {
        guard !ordered.contains(name) else { return }
        for need in declared.map(\.name) where needs[name]?.contains(need) == true { visit(need) }
        ordered.append(name)
    }
    declared.forEach { visit($0.name) }
    let rank = Dictionary(uniqueKeysWithValues: ordered.enumerated().map { ($1, $0) })
    let inOrder = { (names: Set<String>) in names.sorted { rank[$0, default: 0] < rank[$1, default: 0] } }

    var used: Set<String> = []
    for index in routes.indices {
        let all = closure(inherited[index])
        routes[index].requirements = inOrder(all)
        used.formUnion(all)
    }
    for index in tabs.indices {
        let all = closure(tabOwn[tabs[index].name] ?? [])
        tabs[index].requirements = inOrder(all)
        used.formUnion(all)
    }
    if !declared.isEmpty {
        reportClashes(tabs.map { ($0.name, $0.location) }, what: "tab", diagnostics: &diagnostics)
    }
    for entry in entries where declared.contains(where: { $0.name == entry.name.value }) && !used.contains(entry.name.value) {
        diagnostics.warning(
            "requirement '\(entry.name.value)' is required by no route or tab; list it in their 'requires', or remove it",
            at: entry.name.location)
    }
    return ordered.compactMap { name in declared.first { $0.name == name } }
}

/// The requirement names `requires` lists, each reported unless `known`; a repeat is a warning.
private func resolve(_ requires: [Located<String>], known: Set<String>, diagnostics: inout Diagnostics) -> Set<String> {
    var names: Set<String> = []
    for name in requires {
        guard known.contains(name.value) else {
            let message = known.isEmpty
                ? "'requires' names requirement '\(name.value)', but the manifest has no 'requirements'; declare it there"
                : "unknown requirement '\(name.value)'\(Suggestion.didYouMean(name.value, in: known.sorted()))"
            diagnostics.error(message, at: name.location)
            continue
        }
        if !names.insert(name.value).inserted {
            diagnostics.warning("requirement '\(name.value)' is listed twice in 'requires'", at: name.location)
        }
    }
    return names
}

/// Reports a route or tab named as the member requirements add to its enum.
private func reportClashes(_ named: [(String, SourceLocation)], what: String, diagnostics: inout Diagnostics) {
    for (name, location) in named where name == DeclaredNames.requirements {
        diagnostics.error(
            "\(what) name '\(name)' is the name of the member that requirements add to the generated \(what) enum; "
                + "choose another",
            at: location)
    }
}
