/// The diagnostics of one run, collected so that every problem is reported, not only the first.
public struct Diagnostics: Sendable {
    /// Every diagnostic, in the order the checks emitted them.
    public private(set) var all: [Diagnostic] = []

    /// Creates an empty collection.
    public init() {}

    /// Whether any diagnostic is an error, which stops generation before anything is written.
    public var hasErrors: Bool { errorCount > 0 }

    /// The number of errors, counted as they are added: checks ask for it once per route, and a
    /// count over `all` then made a manifest with many problems quadratic.
    public private(set) var errorCount = 0

    /// The number of warnings.
    public private(set) var warningCount = 0

    /// Adds a diagnostic.
    public mutating func append(_ diagnostic: Diagnostic) {
        all.append(diagnostic)
        switch diagnostic.severity {
        case .error: errorCount += 1
        case .warning: warningCount += 1
        }
    }

    /// Adds an error.
    public mutating func error(_ message: String, at location: SourceLocation?, notes: [Diagnostic.Note] = []) {
        append(Diagnostic(.error, message, at: location, notes: notes))
    }

    /// Adds a warning.
    public mutating func warning(_ message: String, at location: SourceLocation?, notes: [Diagnostic.Note] = []) {
        append(Diagnostic(.warning, message, at: location, notes: notes))
    }

    /// The diagnostics in source order (file-wide ones first), as a compiler prints them.
    public var sorted: [Diagnostic] {
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
    public var includedFiles: [String] = []

    /// The path to print for file `index` of a location, for the manifest at `manifestPath`: the
    /// manifest's path itself, or a fragment's joined to its folder (`Sources/Cart/routes.json`).
    public func path(ofFile index: Int, manifestPath: String) -> String {
        ManifestPath.ofFile(index, manifestPath: manifestPath, included: includedFiles)
    }

    /// Every diagnostic rendered for the manifest at `file`, in source order, one line each (notes
    /// on their own lines), each naming the file it is in: the manifest or one of its fragments.
    public func rendered(file: String) -> String {
        sorted.map { diagnostic in diagnostic.rendered { path(ofFile: $0, manifestPath: file) } }.joined(separator: "\n")
    }
}
