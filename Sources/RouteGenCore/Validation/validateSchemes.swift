/// Checks `schemes`: RFC 3986 scheme names, none that the system or another app owns, no duplicates.
///
/// - Returns: The schemes, lower-cased, in manifest order; invalid ones left out.
func validateSchemes(_ schemes: [Manifest.Scheme], diagnostics: inout Diagnostics) -> [CustomScheme] {
    var seen = FirstOccurrences()
    var valid: [CustomScheme] = []
    for scheme in schemes {
        let name = scheme.name.value
        let lowered = name.lowercased()
        if let problem = schemeProblem(name) {
            diagnostics.error(problem, at: scheme.name.location)
            continue
        }
        guard seen.insert(lowered, at: scheme.name.location, what: "scheme '\(name)'", diagnostics: &diagnostics) else {
            continue
        }
        var host: String?
        if let schemeHost = scheme.host {
            if let problem = hostProblem(schemeHost.value, allowsSingleLabel: true) {
                diagnostics.error(problem, at: schemeHost.location)
                continue
            }
            if RouteTable.isWildcardHost(schemeHost.value) {
                diagnostics.error(
                    "the host of scheme '\(name)' must be one host, not a wildcard", at: schemeHost.location)
                continue
            }
            host = schemeHost.value.lowercased()
        }
        var caseSensitiveHost = false
        if let flag = scheme.caseSensitiveHost, flag.value {
            if host != nil {
                diagnostics.error(
                    "scheme '\(name)' has a 'host', which always compares without case; 'caseSensitiveHost' is for a "
                        + "scheme whose first segment stands in the host's place (\(lowered)://post)",
                    at: flag.location)
            }
            caseSensitiveHost = host == nil
        }
        valid.append(CustomScheme(name: lowered, host: host, caseSensitiveHost: caseSensitiveHost))
    }
    return valid
}

/// Schemes that belong to the system or the web. An app cannot claim them, and a link on them
/// would never reach the app (`http`, `https`: use `hosts` for universal links instead).
let reservedSchemes: Set<String> = [
    "about", "app-settings", "blob", "calshow", "data", "facetime", "facetime-audio", "facetime-group",
    "file", "ftp", "http", "https", "itms", "itms-apps", "itms-appss", "itms-services", "javascript",
    "mailto", "maps", "message", "music", "prefs", "sms", "tel", "webcal", "ws", "wss", "x-apple-health",
]

/// What is wrong with `name` as an entry of `schemes`, or nil.
private func schemeProblem(_ name: String) -> String? {
    if name.hasSuffix("://") || name.hasSuffix(":") {
        let bare = name.prefix { $0 != ":" }
        return "scheme '\(name)' must be a bare scheme name; write '\(bare)'"
    }
    let lowered = name.lowercased()
    if lowered == "http" || lowered == "https" {
        return "scheme '\(name)' is the web's; list the domain in 'hosts' to open its links as universal links"
    }
    if reservedSchemes.contains(lowered) {
        return "scheme '\(name)' belongs to the system; choose a scheme of your own, such as your app's name"
    }
    // RFC 3986 §3.1: ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )
    guard let first = name.first, first.isASCII, first.isLetter,
        name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) })
    else {
        return "'\(name)' is not a valid URL scheme; a scheme is a letter followed by letters, digits, '+', '-' or '.'"
    }
    return nil
}
