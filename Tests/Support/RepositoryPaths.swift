import Foundation

/// Paths in this repository, found from the source file, so tests run from any directory.
package enum RepositoryPaths {
    /// The repository root: the folder holding `Package.swift`.
    package static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// A file below the root, such as `routes.json`.
    package static func file(_ relativePath: String) -> URL {
        root.appendingPathComponent(relativePath)
    }

    /// The bytes of a file below the root.
    package static func bytes(_ relativePath: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: file(relativePath)))
    }

    /// The snapshot fixtures, by folder name, sorted: each folder of `Tests/SnapshotTests/Fixtures/`,
    /// the one list of them. Its snapshots are in `__Snapshots__/<fixture>/`, which
    /// GeneratedCodeTests compiles through its `Generated/` link.
    package static let fixtures: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: file("Tests/SnapshotTests/Fixtures").path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted()
    }()
}
