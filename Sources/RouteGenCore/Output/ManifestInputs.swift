import Foundation

/// The files a build reads for one manifest: the manifest and every fragment it includes. The
/// build plugin declares them all as its command's inputs, so that an edit to any fragment, in
/// any target's folder, regenerates the code on the next build.
///
/// This file is compiled into the plugins too (`Plugins/Shared/` links to it), which cannot use
/// RouteGen's reader: it reads with Foundation's JSON parser and leaves out whatever it cannot
/// read, since the tool then runs anyway and reports the real problem at its line and column.
public enum ManifestInputs {
    /// The most files followed, as the tool reads at most this many fragments.
    static let maximumFileCount = 1_001

    /// The manifest, then each fragment it includes, depth first in the order of the `include`
    /// entries, each once; a fragment that does not exist is left out, and one that does not
    /// parse ends its branch.
    ///
    /// - Parameter manifest: The manifest's URL.
    /// - Returns: The files' URLs, absolute and standardized, the manifest first.
    public static func files(of manifest: URL) -> [URL] {
        var files: [URL] = []
        var seen = Set<String>()
        func visit(_ file: URL) {
            let file = file.standardizedFileURL
            guard files.count < maximumFileCount, seen.insert(file.path).inserted else { return }
            let data = try? Data(contentsOf: file)
            // The manifest is always an input; a fragment only when it is there to read.
            if data != nil || files.isEmpty { files.append(file) }
            guard let data else { return }
            let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
            for entry in object?["include"] as? [Any] ?? [] {
                guard let path = entry as? String, !path.isEmpty else { continue }
                visit(URL(fileURLWithPath: path, relativeTo: file.deletingLastPathComponent()))
            }
        }
        visit(manifest)
        return files
    }

    /// Whether the file at `url` is a fragment (an object with a `fragment` key), which a
    /// manifest includes, rather than a manifest: the command plugin generates no code for it.
    public static func isFragment(_ url: URL) -> Bool {
        guard let data = try? Data(contentsOf: url),
            let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
        else { return false }
        return object["fragment"] != nil
    }
}
