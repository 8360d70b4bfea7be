/// Checks `hosts`: bare host names, `*.domain` allowed as in Associated Domains, no duplicates.
///
/// - Returns: The hosts, lower-cased, in manifest order; invalid ones left out.
func validateHosts(_ hosts: [Located<String>], diagnostics: inout Diagnostics) -> [String] {
    var seen = FirstOccurrences()
    var valid: [String] = []
    for host in hosts {
        if let problem = hostProblem(host.value) {
            diagnostics.error(problem, at: host.location)
            continue
        }
        let lowered = host.value.lowercased()
        guard seen.insert(lowered, at: host.location, what: "host '\(host.value)'", diagnostics: &diagnostics) else {
            continue
        }
        valid.append(lowered)
    }
    return valid
}

/// What is wrong with `host` as an entry of `hosts`, or nil when it is a bare host name.
///
/// - Parameters:
///   - host: The host as the manifest writes it.
///   - allowsSingleLabel: Whether one label is a host, as in `myapp://users/42` or `fb://profile/7`:
///     true for the fixed host of a custom scheme. A universal link needs a domain Apple's CDN can
///     fetch the AASA file from, so `hosts` entries need two labels or more.
func hostProblem(_ host: String, allowsSingleLabel: Bool = false) -> String? {
    if let schemeEnd = host.range(of: "://") {
        // In steps: as one expression (`.map(String.init) ?? ""`) it was slow to type-check in
        // every build of the tool (scripts/bench.sh --only build).
        let pieces = host[schemeEnd.upperBound...].split(separator: "/")
        let bare = pieces.first.map { String($0) } ?? ""
        return "host '\(host)' must be a bare host name without a scheme; write '\(bare)'"
    }
    if let slash = host.firstIndex(of: "/") {
        return "host '\(host)' must be a bare host name without a path; write '\(host[..<slash])'"
    }
    if let colon = host.firstIndex(of: ":") {
        return "host '\(host)' must not have a port; universal links are https on port 443; write '\(host[..<colon])'"
    }
    let name = RouteTable.isWildcardHost(host) ? String(host.dropFirst(2)) : host
    let labels = name.split(separator: ".", omittingEmptySubsequences: false)
    let isValid = labels.count >= (allowsSingleLabel ? 1 : 2) && labels.allSatisfy(isHostLabel)
    guard isValid, host.count <= 253 else {
        guard !allowsSingleLabel else {
            return "'\(host)' is not a valid host name; write one such as 'open-url' or 'www.example.com'"
        }
        return "'\(host)' is not a valid host name; write a domain such as 'shop.example.com' or '*.example.com'"
    }
    return nil
}

/// Whether `label` is one label of a host name: 1 to 63 ASCII letters, digits and hyphens, with
/// no hyphen at either end.
private func isHostLabel(_ label: Substring) -> Bool {
    guard !label.isEmpty, label.count <= 63, label.first != "-", label.last != "-" else { return false }
    return label.allSatisfy { character in character.isASCII && (character.isLetter || character.isNumber || character == "-") }
}
