/// A problem found in the manifest, printed the way the Swift compiler prints one.
///
/// ```
/// routes.json:12:17: error: duplicate route name 'home'
/// routes.json:4:17: note: 'home' first declared here
/// ```
///
/// Messages follow the compiler's style: lower-case start, no final period, names in single
/// quotes, and the fix when there is one. Each message is built beside the check that emits it.
package struct Diagnostic: Hashable, Sendable {
    /// How serious a diagnostic is.
    package enum Severity: String, Hashable, Sendable {
        /// Generation stops; nothing is written.
        case error
        /// Generation goes on; the user should look.
        case warning
    }

    /// A second place that explains a diagnostic, such as the first declaration of a duplicate.
    package struct Note: Hashable, Sendable {
        /// What the place has to do with the diagnostic.
        package var message: String

        /// The place.
        package var location: SourceLocation?

        /// Creates a note.
        package init(_ message: String, at location: SourceLocation?) {
            self.message = message
            self.location = location
        }
    }

    /// How serious it is.
    package var severity: Severity

    /// What is wrong, in the compiler's style.
    package var message: String

    /// Where it is wrong; nil for problems of the file as a whole.
    package var location: SourceLocation?

    /// Other places involved.
    package var notes: [Note]

    /// Creates a diagnostic.
    package init(_ severity: Severity, _ message: String, at location: SourceLocation?, notes: [Note] = []) {
        self.severity = severity
        self.message = message
        self.location = location
        self.notes = notes
    }

    /// The diagnostic as compiler-style lines, one for it and one per note.
    ///
    /// - Parameter file: The manifest path as the user named it, such as `App/routes.json`.
    /// - Returns: Lines such as `App/routes.json:3:17: error: unknown key 'hsots'`, joined by newlines.
    package func rendered(file: String) -> String {
        rendered { _ in file }
    }

    /// The diagnostic as compiler-style lines, each naming the file its location is in.
    ///
    /// - Parameter path: The path to print for a location's ``SourceLocation/file``; file-wide
    ///   lines name file 0, the manifest.
    package func rendered(path: (Int) -> String) -> String {
        var lines = [Self.line(file: path(location?.file ?? 0), location: location, label: severity.rawValue, message: message)]
        for note in notes {
            lines.append(Self.line(file: path(note.location?.file ?? 0), location: note.location, label: "note", message: note.message))
        }
        return lines.joined(separator: "\n")
    }

    private static func line(file: String, location: SourceLocation?, label: String, message: String) -> String {
        if let location {
            return "\(file):\(location.line):\(location.column): \(label): \(message)"
        }
        return "\(file): \(label): \(message)"
    }
}
