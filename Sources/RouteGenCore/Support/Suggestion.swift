/// "Did you mean" suggestions for misspelled keys, route names and types.
package enum Suggestion {
    /// The candidate closest to `word`, if it is close enough to be what the user meant.
    ///
    /// Close enough: equal ignoring case, one a prefix of the other (`Integer` and `Int`), an
    /// abbreviation (`prodList` of `productList`), or within an edit distance of a third of the
    /// word's length, at least 1 (`hsots` and `hosts`).
    package static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
        let lowered = word.lowercased()
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            if candidate.lowercased() == lowered { return candidate }
            let other = candidate.lowercased()
            let isAbbreviation = min(lowered.count, other.count) >= 3
                && (lowered.hasPrefix(other) || other.hasPrefix(lowered) || isAbbreviation(lowered, of: other))
            let distance = isAbbreviation ? 1 : editDistance(lowered, other)
            if distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        guard let best else { return nil }
        return best.distance <= max(1, word.count / 3) ? best.candidate : nil
    }

    /// The message tail `; did you mean 'x'?`, or an empty string.
    package static func didYouMean(_ word: String, in candidates: some Sequence<String>) -> String {
        closest(to: word, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// Whether `short` is `long` with letters left out, keeping the first (`prodList`, `productList`).
    static func isAbbreviation(_ short: String, of long: String) -> Bool {
        guard short.count < long.count, short.first == long.first else { return false }
        var remaining = long[...]
        for character in short {
            guard let found = remaining.firstIndex(of: character) else { return false }
            remaining = remaining[remaining.index(after: found)...]
        }
        return true
    }

    /// The edit distance between two strings, over characters: insertions, deletions,
    /// substitutions and transpositions of neighbours (`hsots` is one edit from `hosts`).
    package static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        let a = Array(lhs)
        let b = Array(rhs)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        // Optimal string alignment: three rows of the Damerau–Levenshtein table.
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }

    /// `'a', 'b' and 'c'`: a list for a message.
    package static func list(_ words: [String]) -> String {
        let quoted = words.map { "'\($0)'" }
        guard quoted.count > 1, let last = quoted.last else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " and " + last
    }
}
