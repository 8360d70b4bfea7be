import Foundation
import RouteGenLinkRuntime

/// Each example opens its route in the parser (through it, for a route that carries links), with
/// the values and the stack the example states, and a universal link also opens the app.
func verifyExamples(_ plan: GenerationPlan, diagnostics: inout Diagnostics) {
    let table = plan.table
    let explainer = LinkExplainer(plan: plan)
    for (index, route) in plan.linkRoutes.enumerated() {
        for example in route.examples {
            let link = example.url
            let states = example.values != nil || example.stack != nil
            // A route on any host opens in the app only, after the app's own links: no AASA file is asked.
            if route.anyHost {
                let opened = explainer.parser.match(inAppURL: link.value)
                if opened?.routeIndex != index {
                    let name = opened.map { "route '\(table.routes[$0.routeIndex].name)'" } ?? "no route"
                    diagnostics.error(
                        "example '\(link.value)' opens \(name) when tapped in the app, not '\(route.name)', which takes "
                            + "'http' and 'https' links on any host ('anyHost') after the app's own routes",
                        at: link.location)
                } else if let opened {
                    verifyStatement(example, opened: opened, table: table, diagnostics: &diagnostics)
                }
                continue
            }
            // Which route a carried link opens is the inner link's to say; the carrier must carry it.
            let explanation = explainer.explain(link.value, describes: route.carriedLink != nil || states)
            if route.carriedLink != nil {
                if explanation.match?.carriedBy.first?.route != route.name {
                    let opened = explanation.match.map { match in
                        match.carriedBy.first.map { "is carried by route '\($0.route)'" } ?? "opens route '\(table.routes[match.routeIndex].name)'"
                    } ?? "opens no route"
                    diagnostics.error(
                        "example '\(link.value)' \(opened), not through '\(route.name)', which opens the link it carries in "
                            + "'\(route.carriedLink?.description ?? "")'; the carried link must be one the app opens",
                        at: link.location)
                } else if let opened = explanation.match {
                    verifyStatement(example, opened: opened, table: table, diagnostics: &diagnostics)
                }
                continue
            }
            if explanation.route?.index != index {
                let opened = explanation.route.map { "route '\(table.routes[$0.index].name)'" } ?? "no route"
                diagnostics.error(
                    "example '\(link.value)' opens \(opened), not '\(route.name)'" + exampleHint(link.value, route, explainer.parser),
                    at: link.location)
                continue
            }
            if explanation.agreement == .routeWithoutFile, let verdict = explanation.verdict {
                diagnostics.error(
                    "example '\(link.value)' opens '\(route.name)' in the parser, but the apple-app-site-association "
                        + "file does not open the app for it (\(verdict.explanation))",
                    at: link.location)
            }
            if let opened = explanation.match {
                verifyStatement(example, opened: opened, table: table, diagnostics: &diagnostics)
            }
        }
    }
}

/// The example's `values` and `stack` against what the parser opened: each value it names, as
/// the route holds it, and the names of the routes on the stack.
private func verifyStatement(
    _ example: Manifest.Example, opened: LinkMatcher.Match, table: RouteTable, diagnostics: inout Diagnostics
) {
    guard let shown = opened.routes.last else { return }
    let route = table.routes[shown.routeIndex]
    let link = example.url.value
    for member in example.values ?? [] {
        guard let parameter = route.parameters.first(where: { $0.name == member.key }),
            let found = shown.arguments.first(where: { $0.name == member.key })
        else {
            let names = route.linkParameters.map(\.name)
            diagnostics.error(
                "example '\(link)' opens route '\(route.name)', which has no value '\(member.key)'"
                    + (names.isEmpty ? "; it has no link values" : "; its link values are " + Suggestion.list(names)),
                at: member.keyLocation)
            continue
        }
        if case .value(let type) = parameter.type {
            diagnostics.error(
                "value '\(member.key)' of route '\(route.name)' is a '\(type.name)', which no link carries; an example "
                    + "states only the values its link opens",
                at: member.keyLocation)
            continue
        }
        // A value under `values` is at its stand-in whenever a link opens the route.
        guard route.linkParameters.contains(where: { $0.name == member.key }) else {
            diagnostics.error(
                "value '\(member.key)' of route '\(route.name)' is one of its 'values', which no link carries; an example "
                    + "states only the values its link opens",
                at: member.keyLocation)
            continue
        }
        guard let stated = statedValue(member.value, of: parameter) else {
            diagnostics.error(
                "value '\(member.key)' of example '\(link)' must be \(expectedValue(of: parameter)), found "
                    + member.value.typeDescription,
                at: member.value.location)
            continue
        }
        if case .expression(let standIn)? = found.value {
            diagnostics.error(
                "example '\(link)' leaves '\(member.key)' out, so route '\(route.name)' has its default '\(standIn)', which only "
                    + "the compiler can compare; leave '\(member.key)' out of 'values', or write it in the link",
                at: member.keyLocation)
        } else if found.value != stated {
            diagnostics.error(
                "example '\(link)' opens '\(route.name)' with \(member.key): \(found.value?.description ?? "?"), not "
                    + "\(stated) as its 'values' say",
                at: member.value.location)
        }
    }
    if let stack = example.stack, let location = example.stackLocation {
        let names = opened.routes.map(\.name)
        if stack.map(\.value) != names {
            diagnostics.error(
                "example '\(link)' opens the stack [\(names.joined(separator: ", "))], not "
                    + "[\(stack.map(\.value).joined(separator: ", "))] as its 'stack' says",
                at: stack.first?.location ?? location)
        }
    }
}

/// The value an example's `values` states for `parameter`, as the parser finds it in a link; nil
/// when the JSON is not one of its type and presence.
private func statedValue(_ json: JSONValue, of parameter: Parameter) -> LinkValue? {
    switch (parameter.presence, json.kind) {
    case (.optional, .null): return LinkValue.none
    case (.list, .array(let elements)):
        let values = elements.compactMap { statedScalar($0, of: parameter.type) }
        return values.count == elements.count ? .list(values) : nil
    case (.list, _): return nil
    default: return statedScalar(json, of: parameter.type)
    }
}

private func statedScalar(_ json: JSONValue, of type: ParameterType) -> LinkValue? {
    switch (type, json.kind) {
    case (.string, .string(let text)): .string(text)
    case (.int, .number(let number)): number.integer.map(LinkValue.int)
    case (.double, .number(let number)): .double(number.double)
    case (.bool, .bool(let flag)): .bool(flag)
    case (.uuid, .string(let text)): LinkRuntime.uuid(text).map { .uuid($0.uuidString) }
    case (.url, .string(let text)): LinkRuntime.url(text).map { _ in .url(text) }
    case (.custom(let name), .string(let rawValue)): .custom(type: name, rawValue: rawValue)
    default: nil
    }
}

/// What a stated value of `parameter` must be, for messages.
private func expectedValue(of parameter: Parameter) -> String {
    let one: String =
        switch parameter.type {
        case .string: "a string"
        case .int: "an integer"
        case .double: "a number"
        case .bool: "true or false"
        case .uuid: "a UUID string"
        case .url: "an absolute http or https URL string"
        case .custom(let name): "a raw value of '\(name)' in a string"
        case .value(let type): "a '\(type.name)'"
        }
    switch parameter.presence {
    case .optional: return one + " or null"
    case .list: return "an array, each element " + one
    case .required, .defaulted: return one
    }
}

/// Why an example may not have opened its route, when that can be told from the URL alone.
private func exampleHint(_ example: String, _ route: Route, _ parser: LinkMatcher) -> String {
    let table = parser.table
    guard let components = URLComponents(string: example), let scheme = components.scheme?.lowercased() else { return "" }
    if scheme == "https" {
        if table.hosts.isEmpty { return "; the manifest lists no 'hosts'" }
        if !parser.isUniversalLink(example) { return "; its host is not one of 'hosts' (or it has a port or user info)" }
        if !route.universalLink { return "; the route sets \"universalLink\": false" }
    } else if table.schemes.contains(where: { $0.name == scheme }) {
        if !route.customScheme { return "; the route sets \"customScheme\": false" }
    } else {
        return "; '\(scheme)' is not one of 'schemes'"
    }
    return ""
}
