/// A position in the manifest, as the Swift compiler reports one.
///
/// Lines and columns start at 1. Columns count UTF-8 bytes, as the Swift compiler's and
/// clang's do, so that Xcode places a `routes.json:3:17:` diagnostic where it places theirs.
package struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The file: 0 for the manifest itself, then each fragment it includes in the order they are
    /// read (``ManifestSources/paths``).
    package var file: Int

    /// The line, starting at 1.
    package var line: Int

    /// The column in UTF-8 bytes, starting at 1.
    package var column: Int

    /// Creates a location from a 1-based line and column in file `file`.
    package init(file: Int = 0, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// The location `columns` bytes further along the same line.
    package func advanced(byColumns columns: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column + columns)
    }

    /// `line:column`, the form diagnostics print after the file path.
    package var description: String { "\(line):\(column)" }

    /// Files in the order they are read, then lines and columns.
    package static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}

/// A value read from the manifest, together with where it was written.
///
/// The manifest keeps these so that validation can point at the exact key or value.
package struct Located<Value> {
    /// The value.
    package var value: Value

    /// Where the value starts in the manifest.
    package var location: SourceLocation

    /// Pairs a value with its location.
    package init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}

extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}
extension Located: Sendable where Value: Sendable {}
