// The checks of what the app's other doors need: each route's title and its placeholders, whether
// its activity is advertised, the activity type and the notification's link key.

/// Resolves the entry points' settings and each route's title and activity eligibility.
///
/// A route that meets a requirement (a sign-in screen) is not advertised unless its entry says so:
/// continuing "Sign In" on another device, or finding it in Spotlight, opens nothing of use.
///
/// - Parameters:
///   - manifest: The manifest, for its `activityType` and `notificationLinkKey`.
///   - entries: Each valid route's manifest entry, by route index.
///   - routes: The valid routes; each gets its title and eligibility.
///   - requirements: The resolved requirements, whose routes are not advertised by default.
///   - enumName: The enum's name, the activity type's last fallback.
///   - appIDs: The valid app IDs, whose first bundle ID makes the default activity type.
/// - Returns: The entry points' settings.
func validateEntryPoints(
    _ manifest: Manifest, entries: [Manifest.Route], routes: inout [Route], requirements: [Requirement],
    enumName: String?, appIDs: [String], diagnostics: inout Diagnostics
) -> EntryPoints {
    let meetsRequirement = Set(requirements.map(\.routeIndex))
    for (index, entry) in zip(routes.indices, entries) {
        if let title = entry.title, let parts = parseTitle(title, of: routes[index], diagnostics: &diagnostics) {
            let parameters = routes[index].parameters
            let mayBeEmpty = parts.contains { part in
                guard case .value(let value) = part else { return false }
                return parameters[value].presence == .optional || parameters[value].presence == .list
            }
            routes[index].title = RouteTitle(parts: parts, isTrimmed: mayBeEmpty)
        }
        // A screen no link opens advertises nothing: another device, or Spotlight's result, has no
        // link to open it by, and its values stay on this device.
        let opensFromLinks = routes[index].opensFromLinks
        for flag in [entry.handoff, entry.searchable].compactMap({ $0 }) where flag.value && !opensFromLinks {
            diagnostics.error(
                "route '\(routes[index].name)' has no 'path', so no link opens it, and its activity cannot be continued "
                    + "on another device or from Spotlight; remove the flag, or add a 'path'",
                at: flag.location)
        }
        let advertised = !meetsRequirement.contains(index) && opensFromLinks
        routes[index].isEligibleForHandoff = entry.handoff?.value ?? advertised
        routes[index].isEligibleForSearch = entry.searchable?.value ?? advertised
    }

    var activityType = appIDs.first.flatMap { $0.split(separator: ".", maxSplits: 1).last }.map { "\($0).route" }
        ?? enumName ?? Validator.defaultEnumName
    if let type = manifest.activityType {
        if type.value.isEmpty || !type.value.unicodeScalars.allSatisfy(isActivityTypeCharacter) {
            diagnostics.error(
                "activity type '\(type.value)' must be letters, digits, '.', '-' and '_', such as 'com.example.shop.route'",
                at: type.location)
        }
        activityType = type.value
    }
    var linkKey = "link"
    if let key = manifest.notificationLinkKey {
        if key.value.isEmpty || key.value.allSatisfy(\.isWhitespace) {
            diagnostics.error("'notificationLinkKey' is empty; name the payload key that holds the link, such as 'link'", at: key.location)
        }
        linkKey = key.value
    }
    return EntryPoints(activityType: activityType, notificationLinkKey: linkKey)
}

/// Whether `scalar` may appear in an activity type: reverse-DNS characters.
private func isActivityTypeCharacter(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || ".-_".unicodeScalars.contains(scalar))
}

/// Reads a route's `title`: text, and `{name}` placeholders that name the route's parameters.
///
/// - Returns: The parts, or nil when an error was reported.
private func parseTitle(_ title: Located<String>, of route: Route, diagnostics: inout Diagnostics) -> [RouteTitle.Part]? {
    guard !title.value.allSatisfy(\.isWhitespace) else {
        diagnostics.error(
            "'title' of route '\(route.name)' is empty; write the screen's name, or leave 'title' out for '\(RouteTitle(readableName: route.name).format)'",
            at: title.location)
        return nil
    }
    let names = route.parameters.map(\.name)
    var parts: [RouteTitle.Part] = []
    var text = ""
    var rest = Substring(title.value)
    var isValid = true
    while let character = rest.first {
        rest = rest.dropFirst()
        switch character {
        case "{":
            guard let end = rest.firstIndex(of: "}") else {
                diagnostics.error(
                    "'title' of route '\(route.name)' has a '{' without its '}'; a placeholder is a parameter's name in braces, such as '{id}'",
                    at: title.location)
                return nil
            }
            let name = String(rest[..<end])
            rest = rest[rest.index(after: end)...]
            guard let value = names.firstIndex(of: name) else {
                let suggestion = Suggestion.didYouMean(name, in: names)
                let known = names.isEmpty ? "; the route has no parameters"
                    : suggestion.isEmpty ? "; its parameters are " + Suggestion.list(names) : suggestion
                diagnostics.error("'title' of route '\(route.name)' shows '{\(name)}', which is not a parameter of the route\(known)", at: title.location)
                isValid = false
                continue
            }
            if case .value(let type) = route.parameters[value].type {
                diagnostics.error(
                    "'title' of route '\(route.name)' shows '{\(name)}', a value of the app's type '\(type.name)', which has no "
                        + "text to show; show a value of a type links carry, or leave the value out",
                    at: title.location)
                isValid = false
                continue
            }
            if !text.isEmpty { parts.append(.text(text)) }
            text = ""
            parts.append(.value(value))
        case "}":
            diagnostics.error(
                "'title' of route '\(route.name)' has a '}' without its '{'; braces only enclose a parameter's name",
                at: title.location)
            return nil
        default:
            text.append(character)
        }
    }
    if !text.isEmpty { parts.append(.text(text)) }
    return isValid ? parts : nil
}
