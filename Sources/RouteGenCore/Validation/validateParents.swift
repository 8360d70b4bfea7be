/// Resolves every `parent` to a route index and checks the chains: no cycle, and every parameter
/// a parent needs can be filled from the child.
///
/// Parents that name no valid route are left unresolved here: an unknown name is reported by the
/// validator against every declared route, and a route that is declared but invalid has its own errors.
///
/// A deep link to a child opens `stack(parent) + [child]`, so the parent's values must come
/// from the child's (same name and type) or have a stand-in (a default, nil, an empty list).
///
/// - Parameters:
///   - routes: The routes, parents not yet resolved.
///   - parents: Each route's `parent` value, by route index.
///   - diagnostics: Where problems are reported, at the `parent` value.
func validateParents(_ routes: inout [Route], parents: [Located<String>?], diagnostics: inout Diagnostics) {
    var indexByName: [String: Int] = [:]
    for (index, route) in routes.enumerated() where indexByName[route.name] == nil {
        indexByName[route.name] = index
    }
    for (index, parent) in parents.enumerated() {
        guard let parent else { continue }
        routes[index].parentIndex = indexByName[parent.value]
    }

    var reportedCycle = Set<Int>()
    for cycle in cycles(in: routes) {
        reportedCycle.formUnion(cycle)
        // Report at the route of the cycle that the manifest lists first, and name the chain from it.
        guard let firstPosition = cycle.indices.min(by: { cycle[$0] < cycle[$1] }) else { continue }
        let first = cycle[firstPosition]
        let names = (cycle[firstPosition...] + cycle[..<firstPosition] + [first]).map { "'\(routes[$0].name)'" }
        diagnostics.error(
            cycle.count == 1
                ? "route '\(routes[first].name)' is its own parent"
                : "parent chain \(names.joined(separator: " → ")) is a cycle",
            at: parents[first]?.location)
    }
    // Routes on a cycle have been reported; unlinking them keeps every chain finite for what follows.
    for index in reportedCycle { routes[index].parentIndex = nil }

    for (index, route) in routes.enumerated() {
        guard let parentIndex = route.parentIndex, let parentLocation = parents[index]?.location else { continue }
        let parent = routes[parentIndex]
        var arguments: [ParentArgument] = []
        for needed in parent.parameters {
            if let argument = argument(for: needed, from: route) {
                arguments.append(argument)
                continue
            }
            // A value no link carries, needed by the parent of a route links open: no link builds the stack.
            let isLinkless = route.opensFromLinks && parent.values.contains { $0.name == needed.name }
            diagnostics.error(
                isLinkless
                    ? "a link to route '\(route.name)' opens its parent '\(parent.name)' too, but cannot fill the parent's value "
                        + "'\(needed.name): \(needed.typeDescription)', which no link carries; make it optional ('\(needed.type)?') "
                        + "so that a link opens the parent without it, or leave the 'path' out of '\(route.name)'"
                    : "route '\(route.name)' cannot open its parent '\(parent.name)': the parent's parameter "
                        + "'\(needed.name): \(needed.typeDescription)' has no default and '\(route.name)' has no "
                        + "parameter '\(needed.name)' of that type",
                at: parentLocation,
                notes: [Diagnostic.Note("'\(parent.name)' declared here", at: parent.location)])
        }
        routes[index].parentArguments = arguments
    }
}

/// Every cycle of parent links, each as route indices in chain order; linear in the number of routes.
private func cycles(in routes: [Route]) -> [[Int]] {
    enum State { case unvisited, onWalk, done }
    var state = [State](repeating: .unvisited, count: routes.count)
    var found: [[Int]] = []
    for start in routes.indices where state[start] == .unvisited {
        var walk: [Int] = []
        var current: Int? = start
        while let index = current, state[index] == .unvisited {
            state[index] = .onWalk
            walk.append(index)
            current = routes[index].parentIndex
        }
        // The walk stopped at a route seen before: on this walk it closes a cycle, otherwise it is done.
        if let index = current, state[index] == .onWalk, let position = walk.firstIndex(of: index) {
            found.append(Array(walk[position...]))
        }
        for index in walk { state[index] = .done }
    }
    return found
}

/// Where the value of a parent's parameter comes from, or nil when nothing can supply it.
///
/// The child's parameter of the same name is used when its value always fits: same type, and
/// present whenever the parent needs one (a required or defaulted value fills a required, defaulted
/// or optional one; an optional fills an optional; a list fills a list). Otherwise the parent's
/// stand-in is used, if it has one.
private func argument(for needed: Parameter, from child: Route) -> ParentArgument? {
    if let own = child.parameters.first(where: { $0.name == needed.name }), own.type == needed.type {
        let fits: Bool
        switch (own.presence, needed.presence) {
        case (.required, .list), (.defaulted, .list): fits = false
        case (.required, _), (.defaulted, _): fits = true
        case (.optional, .optional), (.list, .list): fits = true
        case (.optional, _), (.list, _): fits = false
        }
        if fits { return .child(own.name) }
    }
    return needed.hasStandIn ? .standIn : nil
}
