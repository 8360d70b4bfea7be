/// The diagnostics of one run, collected so that every problem is reported, not only the first.
package struct Diagnostics: Sendable {
    /// Every diagnostic, in the order the checks emitted them.
    package private(set) var all: [Diagnostic] = []

    /// Creates an empty collection.
    package init() {}

    /// Whether any diagnostic is an error, which stops generation before anything is written.
    package var hasErrors: Bool { errorCount > 0 }

    /// The number of errors, counted as they are added: checks ask for it once per route, and a
    /// count over `all` then made a manifest with many problems quadratic.
    package private(set) var errorCount = 0

    /// The number of warnings.
    package private(set) var warningCount = 0

    /// Adds a diagnostic.
    package mutating func append(_ diagnostic: Diagnostic) {
        all.append(diagnostic)
        switch diagnostic.severity {
        case .error: errorCount += 1
        case .warning: warningCount += 1
        }
    }

    /// Adds an error.
    package mutating func error(_ message: String, at location: SourceLocation?, notes: [Diagnostic.Note] = []) {
        append(Diagnostic(.error, message, at: location, notes: notes))
    }

    /// Adds a warning.
    package mutating func warning(_ message: String, at location: SourceLocation?, notes: [Diagnostic.Note] = []) {
        append(Diagnostic(.warning, message, at: location, notes: notes))
    }

    /// The diagnostics in source order (file-wide ones first), as a compiler prints them.
    package var sorted: [Diagnostic] {
        // A stable sort: two diagnostics at one place keep the order their checks ran in.
        all.enumerated().sorted { lhs, rhs in
            switch (lhs.element.location, rhs.element.location) {
            case (nil, nil): lhs.offset < rhs.offset
            case (nil, _): true
            case (_, nil): false
            case (let l?, let r?): l == r ? lhs.offset < rhs.offset : l < r
            }
        }.map(\.element)
    }

    /// The paths of the fragments the manifest includes, relative to its folder: a location in
    /// file `i` is in `includedFiles[i - 1]` (``SourceLocation/file``).
    package var includedFiles: [String] = []

    /// The path to print for file `index` of a location, for the manifest at `manifestPath`: the
    /// manifest's path itself, or a fragment's joined to its folder (`Sources/Cart/routes.json`).
    package func path(ofFile index: Int, manifestPath: String) -> String {
        ManifestPath.ofFile(index, manifestPath: manifestPath, included: includedFiles)
    }

    /// Every diagnostic rendered for the manifest at `file`, in source order, one line each (notes
    /// on their own lines), each naming the file it is in: the manifest or one of its fragments.
    package func rendered(file: String) -> String {
        sorted.map { diagnostic in diagnostic.rendered { path(ofFile: $0, manifestPath: file) } }.joined(separator: "\n")
    }
}
