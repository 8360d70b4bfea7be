import Foundation

/// Paths in this repository, found from the source file, so tests run from any directory.
public enum RepositoryPaths {
    /// The repository root: the folder holding `Package.swift`.
    public static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// A file below the root, such as `routes.json`.
    public static func file(_ relativePath: String) -> URL {
        root.appendingPathComponent(relativePath)
    }

    /// The bytes of a file below the root.
    public static func bytes(_ relativePath: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: file(relativePath)))
    }
}
