import Foundation
import RouteGenLinkRuntime

/// Checks one `query` entry and makes it a `Parameter`.
///
/// - Parameters:
///   - entry: The entry as decoded.
///   - pathParameters: The path's parameter names and where each is written; a query item may not
///     reuse one, since both become labels of the same enum case.
///   - customTypes: The names listed in `customTypes`.
///   - diagnostics: Where problems are reported.
/// - Returns: The parameter, or nil when the entry has an error.
func parseQueryParameter(
    _ entry: Manifest.QueryParameter, pathParameters: [String: SourceLocation], customTypes: [String],
    diagnostics: inout Diagnostics
) -> Parameter? {
    let name = entry.name.value
    guard checkParameterName(name, at: entry.name.location, diagnostics: &diagnostics) else { return nil }
    if let pathLocation = pathParameters[name] {
        diagnostics.error(
            "query parameter '\(name)' has the name of a path parameter; rename one of them",
            at: entry.name.location, notes: [Diagnostic.Note("path parameter '\(name)' declared here", at: pathLocation)])
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
            "query parameter type '\(typeText.value)' is not supported; use 'T', 'T?' or '[T]'", at: typeText.location)
        return nil
    }
    guard let type = parameterType(
        typeName, at: SourceLocation(line: typeText.location.line, column: typeColumn), customTypes: customTypes,
        diagnostics: &diagnostics)
    else { return nil }

    if let defaultJSON = entry.defaultValue {
        switch presence {
        case .optional:
            diagnostics.error(
                "optional query parameter '\(name)' cannot have a default; use '\(type)' with a default, "
                    + "or '\(type)?' without one",
                at: defaultJSON.location)
            return nil
        case .list:
            diagnostics.error(
                "list query parameter '\(name)' cannot have a default; an absent list is empty",
                at: defaultJSON.location)
            return nil
        case .required, .defaulted:
            if type == .url {
                diagnostics.error(
                    "URL query parameter '\(name)' cannot have a default; make it optional ('URL?')",
                    at: defaultJSON.location)
                return nil
            }
            if case .custom(let typeName) = type, case .string(let text) = defaultJSON.kind, looksLikeRawValue(text) {
                let suggestion = "." + SwiftIdentifier.lowerCamelCased(text.trimmingCharacters(in: .whitespaces))
                diagnostics.error(
                    "default of query parameter '\(name)' is a Swift expression of type '\(typeName)', "
                        + "not a raw value; did you mean '\(suggestion)'?",
                    at: defaultJSON.location)
                return nil
            }
            guard let value = defaultValue(defaultJSON, of: type) else {
                diagnostics.error(
                    "default of query parameter '\(name)' must be \(expectedDefault(type)), "
                        + "found \(defaultJSON.typeDescription)\(describe(defaultJSON))",
                    at: defaultJSON.location)
                return nil
            }
            presence = .defaulted(value)
        }
    }
    return Parameter(name: name, type: type, presence: presence, doc: entry.doc?.value)
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
