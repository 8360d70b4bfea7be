/// Reads any `apple-app-site-association` file into an `AASAFile`, for the matcher.
///
/// Keys Apple does not define are ignored, as iOS ignores them; a defined key of the wrong type is
/// an error at its line and column, since iOS would then not read the file as its author meant.
package enum AASAReader {
    /// Reads a file.
    ///
    /// - Parameters:
    ///   - bytes: The file's contents.
    ///   - diagnostics: Where syntax and type errors are reported.
    /// - Returns: The file, or nil when it has an error.
    package static func read(_ bytes: [UInt8], diagnostics: inout Diagnostics) -> AASAFile? {
        guard let json = JSONReader.read(bytes, diagnostics: &diagnostics) else { return nil }
        var reader = Reader()
        let file = reader.file(json)
        for diagnostic in reader.diagnostics.all { diagnostics.append(diagnostic) }
        return reader.diagnostics.hasErrors ? nil : file
    }
}

private struct Reader {
    var diagnostics = Diagnostics()

    mutating func file(_ json: JSONValue) -> AASAFile {
        var file = AASAFile()
        guard let members = object(json, "the file") else { return file }
        for member in members {
            switch member.key {
            case "applinks": file.applinks = applinks(member.value)
            case "webcredentials": file.webcredentialsApps = apps(member.value, "webcredentials")
            case "appclips": file.appClipApps = apps(member.value, "appclips")
            default: continue
            }
        }
        return file
    }

    mutating func applinks(_ json: JSONValue) -> AASAFile.Applinks? {
        guard let members = object(json, "'applinks'") else { return nil }
        var applinks = AASAFile.Applinks()
        for member in members {
            switch member.key {
            case "defaults": applinks.defaults = options(member.value, "'applinks.defaults'")
            case "substitutionVariables":
                for variable in object(member.value, "'substitutionVariables'") ?? [] {
                    applinks.substitutionVariables[variable.key] = strings(variable.value, "'\(variable.key)'")
                }
            case "details":
                // The oldest files key `details` by app ID; components and paths read the same way.
                if case .object(let byAppID) = member.value.kind {
                    applinks.details = byAppID.compactMap { details($0.value, appIDs: [$0.key]) }
                } else {
                    applinks.details = array(member.value, "'details'")?.compactMap { details($0, appIDs: nil) } ?? []
                }
            default: continue
            }
        }
        return applinks
    }

    mutating func details(_ json: JSONValue, appIDs fixedAppIDs: [String]?) -> AASAFile.Details? {
        guard let members = object(json, "a 'details' entry") else { return nil }
        var details = AASAFile.Details(appIDs: fixedAppIDs ?? [])
        for member in members {
            switch member.key {
            case "appIDs": details.appIDs += strings(member.value, "'appIDs'")
            case "appID": details.appIDs += string(member.value, "'appID'").map { [$0] } ?? []
            case "paths": details.paths = strings(member.value, "'paths'")
            case "defaults": details.defaults = options(member.value, "'defaults'")
            case "components": details.components = array(member.value, "'components'")?.compactMap { component($0) } ?? []
            default: continue
            }
        }
        return details
    }

    mutating func component(_ json: JSONValue) -> AASAComponent? {
        guard let members = object(json, "a component") else { return nil }
        var component = AASAComponent()
        for member in members {
            switch member.key {
            case "/": component.path = string(member.value, "'/'")
            case "#": component.fragment = string(member.value, "'#'")
            case "?":
                if case .object(let items) = member.value.kind {
                    component.query = .items(items.compactMap { item in
                        string(item.value, "'\(item.key)'").map { AASAComponent.Item(name: item.key, pattern: $0) }
                    })
                } else {
                    component.query = string(member.value, "'?' (a string or an object)").map(AASAComponent.Query.whole)
                }
            case "exclude": component.exclude = bool(member.value, "'exclude'") ?? false
            case "comment": component.comment = string(member.value, "'comment'")
            case "caseSensitive": component.options.caseSensitive = bool(member.value, "'caseSensitive'")
            case "percentEncoded": component.options.percentEncoded = bool(member.value, "'percentEncoded'")
            default: continue
            }
        }
        return component
    }

    mutating func options(_ json: JSONValue, _ what: String) -> AASAFile.MatchingOptions {
        var options = AASAFile.MatchingOptions()
        for member in object(json, what) ?? [] {
            switch member.key {
            case "caseSensitive": options.caseSensitive = bool(member.value, "'caseSensitive'")
            case "percentEncoded": options.percentEncoded = bool(member.value, "'percentEncoded'")
            default: continue
            }
        }
        return options
    }

    mutating func apps(_ json: JSONValue, _ section: String) -> [String]? {
        guard let members = object(json, "'\(section)'") else { return nil }
        return members.first { $0.key == "apps" }.map { strings($0.value, "'\(section).apps'") } ?? []
    }

    // MARK: Types

    mutating func object(_ json: JSONValue, _ what: String) -> [JSONMember]? {
        if case .object(let members) = json.kind { return members }
        diagnostics.error("expected \(what) to be an object, found \(json.typeDescription)", at: json.location)
        return nil
    }

    mutating func array(_ json: JSONValue, _ what: String) -> [JSONValue]? {
        if case .array(let elements) = json.kind { return elements }
        diagnostics.error("expected \(what) to be an array, found \(json.typeDescription)", at: json.location)
        return nil
    }

    mutating func string(_ json: JSONValue, _ what: String) -> String? {
        if case .string(let text) = json.kind { return text }
        diagnostics.error("expected \(what) to be a string, found \(json.typeDescription)", at: json.location)
        return nil
    }

    mutating func bool(_ json: JSONValue, _ what: String) -> Bool? {
        if case .bool(let value) = json.kind { return value }
        diagnostics.error("expected \(what) to be true or false, found \(json.typeDescription)", at: json.location)
        return nil
    }

    mutating func strings(_ json: JSONValue, _ what: String) -> [String] {
        array(json, what)?.compactMap { string($0, "each entry of \(what)") } ?? []
    }
}
