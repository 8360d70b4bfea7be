/// A generated file: its name and its exact contents.
package struct GeneratedFile: Hashable, Sendable {
    /// The file name, without a directory, such as `AppRoute+URL.swift`.
    package var name: String

    /// The contents, UTF-8, LF line endings, one final newline.
    package var contents: String

    /// Creates a file.
    package init(name: String, contents: String) {
        self.name = name
        self.contents = contents
    }
}
