/// Parses a route's `path` into a `PathPattern`, reporting every syntax problem in it.
///
/// - Parameters:
///   - path: The `path` value, located at its opening quote.
///   - customTypes: The names listed in `customTypes`.
///   - diagnostics: Where problems are reported, each at the character it concerns.
/// - Returns: The pattern and where each parameter name is written, or nil when the path has an error.
func parsePathPattern(
    _ path: Located<String>, customTypes: [String], valueTypes: [ValueType] = [], diagnostics: inout Diagnostics
) -> (pattern: PathPattern, parameterLocations: [String: SourceLocation])? {
    let text = path.value
    let errorsBefore = diagnostics.errorCount
    /// The location of the byte at `offset` in the path text, assuming the string has no escapes.
    func location(_ offset: Int) -> SourceLocation {
        path.location.advanced(byColumns: 1 + offset)
    }
    guard text.hasPrefix("/") else {
        diagnostics.error("path '\(text)' must start with '/'", at: path.location)
        return nil
    }
    // A '?' inside braces is an optional type, reported with the parameter; outside, a query.
    var braceDepth = 0
    let mark = text.utf8.firstIndex { byte in
        if byte == UInt8(ascii: "{") { braceDepth += 1 }
        if byte == UInt8(ascii: "}") { braceDepth -= 1 }
        return braceDepth == 0 && (byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#"))
    }
    if let mark {
        let offset = text.utf8.distance(from: text.utf8.startIndex, to: mark)
        let message = text.utf8[mark] == UInt8(ascii: "?")
            ? "a path must not contain a query; declare query parameters in 'query'"
            : "a path must not contain a fragment; fragments are ignored when matching"
        diagnostics.error(message, at: location(offset))
        return nil
    }
    guard text != "/" else { return (PathPattern(segments: []), [:]) }

    var segments: [PathSegment] = []
    var names: [String: Int] = [:]
    /// Notes a parameter name written at `column` of the path, reporting a second use.
    func record(_ name: String, at column: Int) {
        if let first = names[name] {
            diagnostics.error(
                "duplicate parameter name '\(name)' in path", at: location(column),
                notes: [Diagnostic.Note("'\(name)' first used here", at: location(first))])
        } else {
            names[name] = column
        }
    }
    var offset = 1  // after the leading "/"
    var firstRest: (name: String, offset: Int)?
    let pieces = text.utf8.dropFirst().split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
    for (index, piece) in pieces.enumerated() {
        let segment = String(decoding: piece, as: UTF8.self)
        defer { offset += piece.count + 1 }
        guard !segment.isEmpty else {
            let isTrailing = index == pieces.count - 1
            diagnostics.error(
                isTrailing
                    ? "a path must not end with '/'; a trailing slash is ignored when matching, so leave it out"
                    : "empty path segment ('//')",
                at: location(offset - 1))
            continue
        }
        // By bytes, as Foundation's literal search answered it, at a fraction of its cost.
        guard segment.utf8.contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }) else {
            if let problem = literalProblem(segment) {
                diagnostics.error(problem, at: location(offset))
            } else {
                segments.append(.literal(segment))
            }
            continue
        }
        let opens = segment.count { $0 == "{" }
        let closes = segment.count { $0 == "}" }
        guard opens == closes else {
            diagnostics.error("unbalanced '\(opens > closes ? "{" : "}")' in path segment '\(segment)'", at: location(offset))
            continue
        }
        let isWhole = opens == 1 && segment.hasPrefix("{") && segment.hasSuffix("}")
        guard isWhole else {
            guard let (compound, nameOffsets) = compoundSegment(
                segment, at: location(offset), customTypes: customTypes, valueTypes: valueTypes, diagnostics: &diagnostics)
            else { continue }
            for (value, nameOffset) in zip(compound.values, nameOffsets) { record(value.name, at: offset + nameOffset) }
            segments.append(.compound(compound))
            continue
        }
        let body = String(segment.dropFirst().dropLast())
        guard let parsed = parameterSegment(
            body, at: location(offset + 1), customTypes: customTypes, valueTypes: valueTypes, diagnostics: &diagnostics)
        else { continue }
        switch parsed {
        case .rest(let restName):
            // One rest parameter, anywhere: the segments after it are counted from the link's end.
            if let (firstName, firstOffset) = firstRest {
                diagnostics.error(
                    "a path may have one rest parameter; '{\(restName)...}' is a second, after '{\(firstName)...}': "
                        + "no link tells where one ends and the other begins",
                    at: location(offset),
                    notes: [Diagnostic.Note("'{\(firstName)...}' is here", at: location(firstOffset))])
            } else {
                firstRest = (restName, offset)
            }
            record(restName, at: offset + 1)
        case .optional(let name, _):
            if let (restName, restOffset) = firstRest {
                diagnostics.error(
                    "optional parameter '{\(body)}' cannot follow rest parameter '{\(restName)...}': the segments after "
                        + "a rest parameter are a fixed number, counted from the end of the link; make a route without it",
                    at: location(offset),
                    notes: [Diagnostic.Note("'{\(restName)...}' is here", at: location(restOffset))])
            }
            record(name, at: offset + 1)
        case .parameter(let name, _): record(name, at: offset + 1)
        case .literal, .compound: continue
        }
        segments.append(parsed)
    }
    let optionals = segments.filter { if case .optional = $0 { true } else { false } }
    if optionals.count > maximumOptionalSegments {
        diagnostics.error(
            "a path may have at most \(maximumOptionalSegments) optional segments, each of which doubles the links "
                + "it stands for; this one has \(optionals.count): make some routes of their own",
            at: path.location)
    }
    guard diagnostics.errorCount == errorsBefore else { return nil }
    return (PathPattern(segments: segments), names.mapValues(location))
}

/// Why a literal segment cannot be matched, or nil.
private func literalProblem(_ segment: String) -> String? {
    if segment == "." || segment == ".." {
        return "path segment '\(segment)' can never match: links with '.' and '..' segments are refused"
    }
    if segment.utf8.contains(UInt8(ascii: "%")) {
        return "path segment '\(segment)' contains '%'; write literal segments decoded, as they read"
    }
    if segment.utf8.contains(UInt8(ascii: "*")) {
        return "path segment '\(segment)' contains '*', which the apple-app-site-association file cannot match literally"
    }
    if segment.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
        return "path segment '\(segment.debugDescription)' contains a control character"
    }
    return nil
}

/// The most optional segments a path may have: each doubles the paths the route stands for.
let maximumOptionalSegments = 3

/// Parses the inside of `{…}` that is a whole segment: `name`, `name:Type`, `name?`,
/// `name:Type?` or `name...`.
private func parameterSegment(
    _ body: String, at location: SourceLocation, customTypes: [String], valueTypes: [ValueType] = [], diagnostics: inout Diagnostics
) -> PathSegment? {
    // Foundation's `range(of:)` would cost more than the rest of the pattern's parsing.
    if let dots = body.firstRange(of: "...") {
        let name = String(body[..<dots.lowerBound])
        if dots.upperBound != body.endIndex {
            diagnostics.error(
                "rest parameter '{\(body)}' takes no type; it captures the remaining segments as [String]",
                at: location)
            return nil
        }
        guard checkParameterName(name, at: location, diagnostics: &diagnostics) else { return nil }
        return .rest(name: name)
    }
    let isOptional = body.hasSuffix("?")
    let parts = body.dropLast(isOptional ? 1 : 0).split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
    let name = String(parts[0])
    guard checkParameterName(name, at: location, diagnostics: &diagnostics) else { return nil }
    guard parts.count == 2 else { return isOptional ? .optional(name: name, type: .string) : .parameter(name: name, type: .string) }
    let typeName = String(parts[1])
    let typeLocation = location.advanced(byColumns: name.utf8.count + 1)
    if typeName.hasPrefix("[") {
        diagnostics.error(
            "path parameter '\(name)' cannot be a list; write '{\(name)...}' to capture the remaining segments",
            at: typeLocation)
        return nil
    }
    if typeName.hasSuffix("?") {
        diagnostics.error("path parameter '\(name)' is optional once: write '{\(name):\(typeName)}'", at: typeLocation)
        return nil
    }
    guard let type = parameterType(typeName, at: typeLocation, customTypes: customTypes, valueTypes: valueTypes, diagnostics: &diagnostics)
    else { return nil }
    return isOptional ? .optional(name: name, type: type) : .parameter(name: name, type: type)
}

/// Parses a segment that mixes literal text and parameters, such as `{slug}-{id:Int}`.
///
/// - Parameter location: Where the segment starts.
/// - Returns: The segment, and where in it each value's name starts; nil when it has an error.
private func compoundSegment(
    _ segment: String, at location: SourceLocation, customTypes: [String], valueTypes: [ValueType] = [], diagnostics: inout Diagnostics
) -> (CompoundSegment, nameOffsets: [Int])? {
    let errorsBefore = diagnostics.errorCount
    func at(_ offset: Int) -> SourceLocation {
        location.advanced(byColumns: offset)
    }
    var texts: [String] = []
    var values: [(name: String, type: ParameterType)] = []
    var nameOffsets: [Int] = []
    var text: [UInt8] = []
    var textStart = 0
    var offset = 0
    var bytes = segment.utf8[...]
    while let byte = bytes.first {
        guard byte == UInt8(ascii: "{") else {
            if byte == UInt8(ascii: "}") {
                diagnostics.error("unbalanced '}' in path segment '\(segment)'", at: at(offset))
                return nil
            }
            text.append(byte)
            bytes = bytes.dropFirst()
            offset += 1
            continue
        }
        guard let close = bytes.firstIndex(of: UInt8(ascii: "}")) else { return nil }  // balanced: reported before
        let body = String(Substring(bytes[bytes.index(after: bytes.startIndex)..<close]))
        if body.contains("{") {
            diagnostics.error("a parameter cannot contain '{' (in path segment '\(segment)')", at: at(offset))
            return nil
        }
        if !values.isEmpty || !texts.isEmpty, text.isEmpty {
            let previous = values.last.map { "{\($0.name)}" } ?? "a parameter"
            diagnostics.error(
                "parameters '\(previous)' and '{\(body)}' need literal text between them, as in '\(previous)-{\(body)}': "
                    + "without it no link tells where one ends",
                at: at(offset))
        }
        checkCompoundText(String(decoding: text, as: UTF8.self), in: segment, at: at(textStart), diagnostics: &diagnostics)
        texts.append(String(decoding: text, as: UTF8.self))
        let parameterLocation = at(offset + 1)
        if body.hasSuffix("...") {
            diagnostics.error(
                "rest parameter '{\(body)}' must be a whole segment, not part of '\(segment)'",
                at: parameterLocation)
        } else if body.hasSuffix("?") {
            diagnostics.error(
                "optional parameter '{\(body)}' must be a whole segment, as in '/{\(body)}/…', not part of '\(segment)'",
                at: parameterLocation)
        } else if case .parameter(let name, let type)? = parameterSegment(
            body, at: parameterLocation, customTypes: customTypes, valueTypes: valueTypes, diagnostics: &diagnostics)
        {
            values.append((name, type))
            nameOffsets.append(offset + 1)
        }
        offset += body.utf8.count + 2
        bytes = bytes[bytes.index(after: close)...]
        text = []
        textStart = offset
    }
    checkCompoundText(String(decoding: text, as: UTF8.self), in: segment, at: at(textStart), diagnostics: &diagnostics)
    texts.append(String(decoding: text, as: UTF8.self))
    guard diagnostics.errorCount == errorsBefore, texts.count == values.count + 1 else { return nil }
    return (CompoundSegment(texts: texts, values: values), nameOffsets)
}

/// The characters literal text beside a parameter may have: those a link's path carries unencoded
/// (RFC 3986's unreserved characters, sub-delimiters, `:` and `@`), but `*`, which the AASA file
/// cannot match literally.
private let compoundTextCharacters = Set(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()+,;=:@".utf8)

/// Checks literal text beside a parameter: a link's segment is split before it is decoded, so
/// the text must be what links carry unencoded.
private func checkCompoundText(_ text: String, in segment: String, at location: SourceLocation, diagnostics: inout Diagnostics) {
    guard let bad = text.unicodeScalars.first(where: { !$0.isASCII || !compoundTextCharacters.contains(UInt8($0.value)) })
    else { return }
    let reason = bad == "*"
        ? "which the apple-app-site-association file cannot match literally"
        : "since a link's segment is split before it is decoded, text beside a parameter must be letters, digits or "
            + "- . _ ~ ! $ & ' ( ) + , ; = : @, which links carry unencoded"
    diagnostics.error("path segment '\(segment)' has '\(bad)' beside a parameter, \(reason)", at: location)
}

/// Checks a parameter name: a Swift identifier, since it becomes an associated-value label.
func checkParameterName(_ name: String, at location: SourceLocation, diagnostics: inout Diagnostics) -> Bool {
    // A letter first: generated code names its own locals and helpers with a leading '_'.
    guard SwiftIdentifier.isValid(name), name.first?.isLetter == true else {
        diagnostics.error(
            name.isEmpty
                ? "parameter name is empty"
                : "parameter name '\(name)' is not an identifier: a letter, then letters, digits and '_'",
            at: location)
        return false
    }
    // `Value.Type` and `Value.Protocol` are metatypes: Swift accepts no member of these names.
    guard name != "Type", name != "Protocol" else {
        diagnostics.error("parameter name '\(name)' is reserved by Swift; choose another", at: location)
        return false
    }
    return true
}

/// Looks up a parameter type by name, reporting an unknown one with the valid names.
func parameterType(
    _ name: String, at location: SourceLocation, customTypes: [String], valueTypes: [ValueType] = [],
    allowsValueTypes: Bool = false, diagnostics: inout Diagnostics
) -> ParameterType? {
    if let type = ParameterType(name: name, customTypes: customTypes) { return type }
    if let valueType = valueTypes.first(where: { $0.name == name }) {
        if allowsValueTypes { return .value(valueType) }
        diagnostics.error(
            "'\(name)' is one of the app's 'valueTypes', which no link can carry or print; declare the value under "
                + "the route's 'values' instead",
            at: location)
        return nil
    }
    let builtIn = ParameterType.builtIn.map(\.description)
    let valueNames = allowsValueTypes ? valueTypes.map(\.name) : []
    let valid = customTypes.isEmpty && valueNames.isEmpty
        ? "valid types are \(Suggestion.list(builtIn)), or a name listed in 'customTypes'"
            + (allowsValueTypes ? " or 'valueTypes'" : "")
        : "valid types are \(Suggestion.list(builtIn))"
            + (customTypes.isEmpty ? "" : " and the 'customTypes' \(Suggestion.list(customTypes))")
            + (valueNames.isEmpty ? "" : " and the 'valueTypes' \(Suggestion.list(valueNames))")
    let suggestion = Suggestion.closest(to: name, in: builtIn + customTypes + valueNames).map { "did you mean '\($0)'? " } ?? ""
    diagnostics.error("unknown parameter type '\(name)'; \(suggestion)\(valid)", at: location)
    return nil
}
