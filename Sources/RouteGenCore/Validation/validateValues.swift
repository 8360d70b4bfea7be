/// Checks what makes a route a screen of the app beyond its links: the app's own value types
/// (`valueTypes`), a route's values no link carries (`values`), and a route without `path`, which
/// no link opens.

/// Checks `valueTypes` and makes each entry a `ValueType`, where it is declared.
///
/// A value type is named as Swift names it (`Applicant`, `Models.Status`), once across the manifest
/// and its fragments, and is no type RouteGen already reads from links (a built-in or custom type).
func validateValueTypes(
    _ entries: [Manifest.ValueTypeEntry], customTypes: [String], diagnostics: inout Diagnostics
) -> [Located<ValueType>] {
    var seen = FirstOccurrences()
    var valid: [Located<ValueType>] = []
    for entry in entries {
        let name = entry.name
        guard isQualifiedTypeName(name.value) else {
            diagnostics.error(
                "value type '\(name.value)' is not a Swift type name such as 'Applicant' or 'Models.Status'",
                at: name.location)
            continue
        }
        if ParameterType.builtIn.contains(where: { "\($0)" == name.value }) {
            diagnostics.error(
                "value type '\(name.value)' is a type links carry; use it in 'values' as it is and remove it from "
                    + "'valueTypes'",
                at: name.location)
            continue
        }
        if customTypes.contains(name.value) {
            diagnostics.error(
                "'\(name.value)' is listed in both 'customTypes' and 'valueTypes'; a custom type is one a link carries as "
                    + "its raw value, a value type one no link carries: keep one",
                at: name.location)
            continue
        }
        guard !shadowsGeneratedType(name, what: "value type", diagnostics: &diagnostics) else { continue }
        guard seen.insert(name.value, at: name.location, what: "value type '\(name.value)'", diagnostics: &diagnostics)
        else { continue }
        valid.append(Located(ValueType(name: name.value, isCodable: entry.codable?.value ?? true), at: name.location))
    }
    return valid
}

/// Whether `name` is a Swift type name, possibly qualified by its module: `Tab`, `Shop.Tab`.
func isQualifiedTypeName(_ name: String) -> Bool {
    name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        .allSatisfy { SwiftIdentifier.isValid($0) && !SwiftIdentifier.keywords.contains($0) }
}

/// Reports an app type (`what`: "custom type", "value type") named like a type the generated code
/// refers to, which it would shadow; returns whether it is.
func shadowsGeneratedType(_ name: Located<String>, what: String, diagnostics: inout Diagnostics) -> Bool {
    guard Validator.reservedTypeNames.contains(name.value) || Validator.nestedTypeNames.contains(name.value) else { return false }
    diagnostics.error(
        "\(what) '\(name.value)' has the name of a type the generated code uses; write it with its module, "
            + "such as 'MyApp.\(name.value)'",
        at: name.location)
    return true
}

/// Reports a value type named like a type the manifest generates for itself: the route enum would
/// hold itself (a recursive enum), or its destinations would shadow the app's type.
func validateValueTypeNames(_ valueTypes: [Located<ValueType>], enumName: String, diagnostics: inout Diagnostics) {
    let generated = [enumName, DeclaredNames.destinationsProtocol(enumName), DeclaredNames.viewsType(enumName)]
    for type in valueTypes where generated.contains(type.value.name) {
        diagnostics.error(
            "value type '\(type.value.name)' has the name of a type generated from this manifest; write it with its "
                + "module, such as 'MyApp.\(type.value.name)', or rename one of them",
            at: type.location)
    }
}

/// Checks a route's `values` and makes them parameters, after the path's and the query's.
///
/// A link opens a route with each of its values at its stand-in, so on a route that links open a
/// value must have one: optional, a list, or a default.
func validateValues(
    _ entry: Manifest.Route, route: String, opensFromLinks: Bool, pathParameters: [String: SourceLocation],
    query: [Parameter], customTypes: [String], valueTypes: [ValueType], diagnostics: inout Diagnostics
) -> [Parameter] {
    let queryLocations = Dictionary(
        entry.query.filter { $0.equals == nil }.map { ($0.name.value, $0.name.location) }, uniquingKeysWith: { first, _ in first })
    let known = Set(query.map(\.name))
    var values: [Parameter] = []
    for item in entry.values {
        if item.equals != nil { continue }  // not a key of a value: reported by the decoder
        guard let value = parseQueryParameter(
            item, pathParameters: pathParameters, queryParameters: queryLocations.filter { known.contains($0.key) },
            customTypes: customTypes, valueTypes: valueTypes, isValue: true, diagnostics: &diagnostics)
        else { continue }
        if opensFromLinks, value.presence == .required {
            diagnostics.error(
                "value '\(value.name): \(value.typeDescription)' of route '\(route)' has no default, but links open the "
                    + "route and carry no value for it; make it optional ('\(value.type)?'), give it a default, or move "
                    + "it to a route without 'path'",
                at: item.name.location)
            continue
        }
        values.append(value)
    }
    return values
}

/// Reports the keys of a route without `path` that describe links, which no link opens it by.
func validateRouteWithoutLink(_ entry: Manifest.Route, route: String, diagnostics: inout Diagnostics) {
    typealias Keys = ManifestKeys.Route
    var present: [(key: String, location: SourceLocation)] = []
    if let first = entry.query.first { present.append((Keys.query.name, first.name.location)) }
    let flags: [(String, Located<Bool>?)] = [
        (Keys.universalLink.name, entry.universalLink), (Keys.customScheme.name, entry.customScheme),
        (Keys.carriedOnly.name, entry.carriedOnly), (Keys.itemsInFragment.name, entry.itemsInFragment),
        (Keys.decodesBeforeSplitting.name, entry.decodesBeforeSplitting),
        (Keys.keepsEmptySegments.name, entry.keepsEmptySegments), (Keys.anyHost.name, entry.anyHost),
    ]
    for (key, flag) in flags { if let flag { present.append((key, flag.location)) } }
    let texts: [(String, Located<String>?)] = [
        (Keys.opensLinkIn.name, entry.opensLinkIn), (Keys.opensPathIn.name, entry.opensPathIn),
        (Keys.hostParameter.name, entry.hostParameter),
    ]
    for (key, text) in texts { if let text { present.append((key, text.location)) } }
    if let hosts = entry.hostsLocation { present.append((Keys.hosts.name, hosts)) }
    if let example = entry.examples.first { present.append((Keys.examples.name, example.url.location)) }
    for (key, location) in present.sorted(by: { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }) {
        let hint = key == Keys.query.name
            ? "add a 'path', or declare its values under 'values'"
            : "add a 'path', or remove '\(key)'"
        diagnostics.error(
            "route '\(route)' has no 'path', so no link opens it, and '\(key)' is about its links; \(hint)", at: location)
    }
}
