import RouteGenCore

/// A small command-line parser: positional arguments, `--name value` options and `--flag`s.
///
/// RouteGen takes no package dependencies, so it has no argument-parsing library; its commands
/// need no more than this.
struct ArgumentScanner {
    /// Positional arguments, in order.
    private(set) var positionals: [String] = []

    /// Option values by long name, without the dashes; flags have an empty value.
    private(set) var options: [String: String] = [:]

    /// Scans `arguments`.
    ///
    /// - Parameters:
    ///   - arguments: The arguments after the command name.
    ///   - valueOptions: The long names of options that take a value (`output-directory`).
    ///   - flags: The long names of options that take none.
    /// - Throws: `UsageError` for an unknown option, a missing value, or an option given twice.
    init(_ arguments: [String], valueOptions: Set<String> = [], flags: Set<String> = []) throws(UsageError) {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument == "--" {
                positionals.append(contentsOf: remaining)
                break
            }
            guard argument.hasPrefix("-"), argument.count > 1 else {
                positionals.append(argument)
                continue
            }
            var name = String(argument.drop { $0 == "-" })
            var value: String?
            if let equals = name.firstIndex(of: "=") {
                value = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            if flags.contains(name), value == nil {
                try set(name, "")
            } else if valueOptions.contains(name) {
                guard let optionValue = value ?? remaining.popFirst() else {
                    throw UsageError("missing value for '--\(name)'")
                }
                try set(name, optionValue)
            } else {
                let known = (valueOptions.union(flags)).sorted()
                let hint = Suggestion.closest(to: name, in: known).map { "; did you mean '--\($0)'?" } ?? ""
                throw UsageError("unknown option '\(argument)'\(hint)")
            }
        }
    }

    private mutating func set(_ name: String, _ value: String) throws(UsageError) {
        guard options[name] == nil else { throw UsageError("'--\(name)' given more than once") }
        options[name] = value
    }

    /// At most `count` positional arguments, or a usage error naming the extra one.
    func positionals(atMost count: Int) throws(UsageError) -> [String] {
        guard positionals.count <= count else {
            throw UsageError("unexpected argument '\(positionals[count])'")
        }
        return positionals
    }
}

/// A mistake on the command line: printed with the usage line, exit code 64.
struct UsageError: Error {
    var message: String

    init(_ message: String) {
        self.message = message
    }
}
