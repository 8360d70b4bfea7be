/// A generated file: its name and its exact contents.
public struct GeneratedFile: Hashable, Sendable {
    /// The file name, without a directory, such as `AppRoute+URL.swift`.
    public var name: String

    /// The contents, UTF-8, LF line endings, one final newline.
    public var contents: String

    /// Creates a file.
    public init(name: String, contents: String) {
        self.name = name
        self.contents = contents
    }
}
