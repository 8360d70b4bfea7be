import Foundation

/// How the fragments a manifest includes are read: from disk, or from memory in tests.
///
/// The reader is given a fragment's path as the user would name it: the manifest's path as given,
/// its folder joined with the `include` entry and normalized (`Sources/Routes/routes.json` and
/// `../Cart/routes.json` give `Sources/Cart/routes.json`), so relative to the current folder, or
/// absolute when the manifest's path is.
package struct FragmentReader: Sendable {
    /// The file's bytes; nil when there is no such file, it is a folder, or it cannot be read.
    package var contents: @Sendable (String) -> [UInt8]?

    /// Creates a reader from a function.
    package init(contents: @escaping @Sendable (String) -> [UInt8]?) {
        self.contents = contents
    }

    /// Reads files from the file system, each up to one byte past ``Generator/maximumManifestSize``,
    /// so an over-large file is refused without reading all of it.
    package static let fileSystem = FragmentReader { path in
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
            let handle = FileHandle(forReadingAtPath: path)
        else { return nil }
        defer { try? handle.close() }
        // `read` answers nil at the end of the file: an empty fragment is read, and its reader explains it.
        do {
            return [UInt8](try handle.read(upToCount: Generator.maximumManifestSize + 1) ?? Data())
        } catch {
            return nil
        }
    }

    /// Reads the files of a dictionary, by path: for tests and tools that hold manifests in memory.
    package static func inMemory(_ files: [String: String]) -> FragmentReader {
        FragmentReader { files[$0].map { Array($0.utf8) } }
    }
}

/// Paths of manifests and fragments, joined and normalized as text (`..` removes the folder before
/// it), so that one fragment has one name however an `include` spells it, on every platform.
package enum ManifestPath {
    /// The folder of `path`: `Sources/App` for `Sources/App/routes.json`, empty for `routes.json`.
    package static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The path of file `index` of a location (``SourceLocation/file``) for the manifest at
    /// `manifestPath`: the manifest's own, or the fragment's, `included[index - 1]` (relative to
    /// the manifest's folder), joined to that folder.
    package static func ofFile(_ index: Int, manifestPath: String, included: [String]) -> String {
        guard index > 0, index <= included.count else { return manifestPath }
        return joined(directory(of: manifestPath), included[index - 1])
    }

    /// `relative` in `directory`, normalized; `relative` itself when it is absolute.
    package static func joined(_ directory: String, _ relative: String) -> String {
        if relative.hasPrefix("/") || directory.isEmpty { return normalized(relative) }
        return normalized(directory + "/" + relative)
    }

    /// `path` without `.` segments, empty segments or a `..` that follows a folder name: `a/./b//../c`
    /// is `a/c`; a leading `..` stays (`../Cart/routes.json`), and so does a leading `/`.
    package static func normalized(_ path: String) -> String {
        let isAbsolute = path.hasPrefix("/")
        var segments: [Substring] = []
        for segment in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch segment {
            case ".": continue
            case "..":
                if let last = segments.last, last != ".." {
                    segments.removeLast()
                } else if !isAbsolute {
                    segments.append(segment)
                }
            default: segments.append(segment)
            }
        }
        let joined = segments.joined(separator: "/")
        return isAbsolute ? "/" + joined : (joined.isEmpty ? "." : joined)
    }
}
