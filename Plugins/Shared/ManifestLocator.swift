import Foundation

/// Finds a target's `routes.json` among its files, for both plugins.
enum ManifestLocator {
    /// The file name RouteGen looks for.
    static let fileName = "routes.json"

    /// The one manifest among `files`.
    ///
    /// Only the name is checked here, never the contents: a manifest that is there but broken is
    /// the tool's to report, at its line and column.
    ///
    /// - Parameters:
    ///   - files: The target's files (its sources, resources and anything else in its folder).
    ///   - targetName: The target, for the error message.
    /// - Returns: The manifest's URL.
    /// - Throws: `PluginError.noManifest` or `PluginError.severalManifests`.
    static func manifest(in files: [URL], targetName: String) throws(PluginError) -> URL {
        var seen = Set<String>()
        let manifests = files
            .filter { $0.lastPathComponent == fileName }
            .filter { seen.insert($0.standardizedFileURL.path).inserted }
            .sorted { $0.path < $1.path }
        guard let manifest = manifests.first else { throw .noManifest(targetName: targetName) }
        guard manifests.count == 1 else { throw .severalManifests(targetName: targetName, manifests) }
        return manifest
    }
}
