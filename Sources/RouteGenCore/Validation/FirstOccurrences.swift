/// Remembers where each value was first written, to report later ones as duplicates.
///
/// Hosts, schemes, app IDs, custom types and route names are each unique; a repeat is reported at
/// the repeat, with a note at the first.
struct FirstOccurrences {
    private var locations: [String: SourceLocation] = [:]

    /// Records `key` and returns true, or reports a duplicate and returns false.
    ///
    /// - Parameters:
    ///   - key: The value compared (lower-cased for hosts and schemes).
    ///   - location: Where this occurrence is written.
    ///   - what: The thing's name in the message, such as `host 'shop.example.com'`.
    ///   - firstVerb: `listed` or `declared`, for the note.
    mutating func insert(
        _ key: String, at location: SourceLocation, what: String, firstVerb: String = "listed",
        diagnostics: inout Diagnostics
    ) -> Bool {
        if let first = locations[key] {
            // The note names the value alone: the first quoted part of `what`, such as `'home'`.
            let quoted = what.split(separator: "'", omittingEmptySubsequences: false)
            let name = quoted.count >= 3 ? "'\(quoted[1])'" : what
            diagnostics.error(
                "duplicate \(what)", at: location, notes: [Diagnostic.Note("\(name) first \(firstVerb) here", at: first)])
            return false
        }
        locations[key] = location
        return true
    }
}
