/// Checks app IDs: `TEAMID.bundle.id`, with a 10-character team ID, as the AASA file needs them.
///
/// - Parameters:
///   - appIDs: The entries, from `appIDs`, `webcredentials.apps` or `appclips.apps`.
///   - key: The key they come from, for messages.
///   - diagnostics: Where problems are reported.
/// - Returns: The valid entries, in manifest order.
func validateAppIDs(_ appIDs: [Located<String>], key: String, diagnostics: inout Diagnostics) -> [String] {
    var seen = FirstOccurrences()
    var valid: [String] = []
    for appID in appIDs {
        guard isAppID(appID.value) else {
            diagnostics.error(
                "app ID '\(appID.value)' in '\(key)' must be 'TEAMID.bundle.id' with the 10-character team ID, "
                    + "such as 'ABCDE12345.com.example.shop'",
                at: appID.location)
            continue
        }
        guard seen.insert(appID.value, at: appID.location, what: "app ID '\(appID.value)' in '\(key)'", diagnostics: &diagnostics)
        else { continue }
        valid.append(appID.value)
    }
    return valid
}

/// Whether `string` is a team ID (10 upper-case letters or digits), a dot and a bundle ID.
func isAppID(_ string: String) -> Bool {
    let parts = string.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    guard parts.count == 2 else { return false }
    let teamID = parts[0]
    let bundleID = parts[1]
    let isTeamID = teamID.count == 10 && teamID.allSatisfy { $0.isASCII && ($0.isUppercase || $0.isNumber) }
    // A bundle ID: alphanumerics, '-' and '.', in non-empty dot-separated parts (Apple's CFBundleIdentifier).
    let isBundleID = bundleID.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { part in
        !part.isEmpty && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
    }
    return isTeamID && isBundleID
}
