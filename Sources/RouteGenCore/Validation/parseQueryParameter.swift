import Foundation
import RouteGenLinkRuntime

/// Checks one `query` entry, or one `values` entry, and makes it a `Parameter`.
///
/// - Parameters:
///   - entry: The entry as decoded.
///   - pathParameters: The path's parameter names and where each is written; a query item may not
///     reuse one, since both become labels of the same enum case.
///   - queryParameters: For a `values` entry, the query's parameter names and where each is written.
///   - customTypes: The names listed in `customTypes`.
///   - valueTypes: The app's value types: a `values` entry may hold one, a query parameter not.
///   - isValue: Whether the entry is one of `values`, which no link carries.
///   - diagnostics: Where problems are reported.
/// - Returns: The parameter, or nil when the entry has an error.
func parseQueryParameter(
    _ entry: Manifest.QueryParameter, pathParameters: [String: SourceLocation],
    queryParameters: [String: SourceLocation] = [:], customTypes: [String], valueTypes: [ValueType] = [],
    isValue: Bool = false, diagnostics: inout Diagnostics
) -> Parameter? {
    let name = entry.name.value
    let what = isValue ? "value" : "query parameter"
    guard checkParameterName(name, at: entry.name.location, diagnostics: &diagnostics) else { return nil }
    if let pathLocation = pathParameters[name] {
        diagnostics.error(
            "\(what) '\(name)' has the name of a path parameter; rename one of them",
            at: entry.name.location, notes: [Diagnostic.Note("path parameter '\(name)' declared here", at: pathLocation)])
        return nil
    }
    if let queryLocation = queryParameters[name] {
        diagnostics.error(
            "value '\(name)' has the name of a query parameter; rename one of them",
            at: entry.name.location, notes: [Diagnostic.Note("query parameter '\(name)' declared here", at: queryLocation)])
        return nil
    }
    guard let typeText = entry.type else { return nil }  // missing 'type' was reported by the decoder
    var typeName = typeText.value
    var presence = Parameter.Presence.required
    var typeColumn = typeText.location.column + 1
    if typeName.hasPrefix("[") && typeName.hasSuffix("]") {
        typeName = String(typeName.dropFirst().dropLast())
        presence = .list
        typeColumn += 1
    } else if typeName.hasSuffix("?") {
        typeName = String(typeName.dropLast())
        presence = .optional
    }
    if typeName.hasSuffix("?") || typeName.hasPrefix("[") {
        diagnostics.error(
            "\(what) type '\(typeText.value)' is not supported; use 'T', 'T?' or '[T]'", at: typeText.location)
        return nil
    }
    guard let type = parameterType(
        typeName, at: typeText.location.advanced(byColumns: typeColumn - typeText.location.column), customTypes: customTypes,
        valueTypes: valueTypes, allowsValueTypes: isValue, diagnostics: &diagnostics)
    else { return nil }

    if let defaultJSON = entry.defaultValue {
        // `nil` is what an optional value stands in with anyway.
        if isValue, presence == .optional, case .null = defaultJSON.kind {
            return Parameter(name: name, type: type, presence: presence, doc: entry.doc?.value)
        }
        if isValue, case .value(let valueType) = type {
            diagnostics.error(
                "default of value '\(name)' must be null, for an optional '\(valueType.name)?'; a value of the app's "
                    + "own type has no default the manifest can write",
                at: defaultJSON.location)
            return nil
        }
        switch presence {
        case .optional:
            diagnostics.error(
                "optional \(what) '\(name)' cannot have a default; use '\(type)' with a default, "
                    + "or '\(type)?' without one",
                at: defaultJSON.location)
            return nil
        case .list:
            diagnostics.error(
                "list \(what) '\(name)' cannot have a default; an absent list is empty",
                at: defaultJSON.location)
            return nil
        case .required, .defaulted:
            if type == .url {
                diagnostics.error(
                    "URL \(what) '\(name)' cannot have a default; make it optional ('URL?')",
                    at: defaultJSON.location)
                return nil
            }
            if case .custom(let typeName) = type, case .string(let text) = defaultJSON.kind, looksLikeRawValue(text) {
                let suggestion = "." + SwiftIdentifier.lowerCamelCased(text.trimmingCharacters(in: .whitespaces))
                diagnostics.error(
                    "default of \(what) '\(name)' is a Swift expression of type '\(typeName)', "
                        + "not a raw value; did you mean '\(suggestion)'?",
                    at: defaultJSON.location)
                return nil
            }
            guard let value = defaultValue(defaultJSON, of: type) else {
                diagnostics.error(
                    "default of \(what) '\(name)' must be \(expectedDefault(type)), "
                        + "found \(defaultJSON.typeDescription)\(describe(defaultJSON))",
                    at: defaultJSON.location)
                return nil
            }
            presence = .defaulted(value)
        }
    }
    return Parameter(name: name, type: type, presence: presence, doc: entry.doc?.value)
}

/// Checks a fixed `query` entry (`"action": { "equals": "history" }`) and makes it a `FixedQueryItem`.
///
/// Its name and value must be characters a link carries unencoded, so that the parser, the
/// printed link and the AASA file's `?` entry spell them one way.
func parseFixedQueryItem(_ entry: Manifest.QueryParameter, diagnostics: inout Diagnostics) -> FixedQueryItem? {
    guard let value = entry.equals else { return nil }
    let name = entry.name.value
    var isValid = true
    for other in [entry.type?.location, entry.defaultValue?.location].compactMap({ $0 }) {
        diagnostics.error(
            "query item '\(name)' has a fixed value ('equals'), which chooses the route; it takes no 'type' or 'default'",
            at: other)
        isValid = false
    }
    if name.isEmpty || !name.utf8.allSatisfy(isUnencodedInLinks) {
        diagnostics.error(
            "fixed query item name '\(name)' must be letters, digits and - . _ ~, which links carry unencoded",
            at: entry.name.location)
        isValid = false
    }
    if value.value.isEmpty || !value.value.utf8.allSatisfy(isUnencodedInLinks) {
        diagnostics.error(
            value.value.isEmpty
                ? "fixed value of query item '\(name)' is empty; the apple-app-site-association file cannot tell an "
                    + "empty item from an absent one"
                : "fixed value '\(value.value)' of query item '\(name)' must be letters, digits and - . _ ~, which a link "
                    + "and the apple-app-site-association file spell one way",
            at: value.location)
        isValid = false
    }
    return isValid ? FixedQueryItem(name: name, value: value.value) : nil
}

/// RFC 3986's unreserved characters: `A–Z a–z 0–9 - . _ ~`, which percent-encoding leaves alone.
private func isUnencodedInLinks(_ byte: UInt8) -> Bool {
    LinkRuntime.encode(String(decoding: [byte], as: UTF8.self)).utf8.count == 1
}

/// Whether a custom type's default reads as a raw value (`recent`, `Recent`, `most-recent`) rather
/// than a Swift expression (`.recent`, `SortOrder.recent`, `SortOrder(rawValue: "x") ?? .recent`),
/// which names a member or calls something: in the generated code a bare name would be looked up
/// as a variable, and fail there with no manifest location, or worse, find one.
private func looksLikeRawValue(_ text: String) -> Bool {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty, !trimmed.contains(where: \.isNewline) else { return false }
    return !trimmed.contains(".") && !trimmed.contains("(")
}

/// The default converted to `type`, or nil when it is not a value of that type.
private func defaultValue(_ json: JSONValue, of type: ParameterType) -> DefaultValue? {
    switch (type, json.kind) {
    case (.string, .string(let string)):
        return .string(string)
    case (.custom, .string(let expression)):
        return expression.allSatisfy(\.isWhitespace) || expression.contains(where: \.isNewline)
            ? nil : .expression(expression)
    case (.int, .number(let number)):
        return number.integer.map(DefaultValue.int)
    case (.double, .number(let number)):
        return .double(number.double)
    case (.bool, .bool(let bool)):
        return .bool(bool)
    case (.uuid, .string(let string)):
        return LinkRuntime.uuid(string).map { .string($0.uuidString) }
    default:
        return nil
    }
}

private func expectedDefault(_ type: ParameterType) -> String {
    switch type {
    case .string: "a string"
    case .int: "an integer, such as 1"
    case .double: "a number, such as 1.5"
    case .bool: "true or false"
    case .uuid: "a UUID string, such as \"9F1C7E62-2A4B-4B8E-9C3D-0E5F6A7B8C9D\""
    case .url: "an absolute http or https URL string"
    case .custom(let name): "a Swift expression of type '\(name)' in a string, such as \".home\""
    case .value: "null"
    }
}

/// ` 'abc'` for a string or number that has the right JSON type but not the right form.
private func describe(_ json: JSONValue) -> String {
    switch json.kind {
    case .string(let string): " '\(string)'"
    case .number(let number): " \(number.text)"
    default: ""
    }
}
