import Foundation
import RouteGenCore

/// Writes generated files into a directory: whole files only, and only those whose bytes change.
///
/// Each file is written to a temporary name beside it and renamed over the old one, so a reader
/// (the compiler, an editor, a crash half-way) sees the old file or the new one, never half of
/// one. Unchanged files keep their modification time, so builds that depend on them stay cached.
struct OutputWriter {
    /// What happened to one file.
    enum Change: String {
        case written = "wrote", unchanged, removed
    }

    /// The directory files go into; created when missing.
    var directory: URL

    /// Writes `file` unless the directory already holds exactly its bytes.
    func write(_ file: GeneratedFile) throws -> Change {
        let destination = directory.appendingPathComponent(file.name)
        let data = Data(file.contents.utf8)
        if let existing = try? Data(contentsOf: destination), existing == data { return .unchanged }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let temporary = directory.appendingPathComponent(".\(file.name).\(ProcessInfo.processInfo.processIdentifier).tmp")
        try data.write(to: temporary)
        do {
            // rename(2) replaces the destination atomically on the same file system.
            if rename(temporary.path, destination.path) != 0 {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: destination.path])
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
        return .written
    }

    /// Removes Swift files RouteGen generated earlier (they start with its header) that are not in `keep`.
    func removeStale(keeping keep: Set<String>, header: String) throws -> [String] {
        let stale = staleFiles(keeping: keep, header: header)
        for name in stale { try FileManager.default.removeItem(at: directory.appendingPathComponent(name)) }
        return stale
    }

    /// The Swift files in the directory that RouteGen generated (they start with `header`) and
    /// that are not in `keep`, sorted by name.
    func staleFiles(keeping keep: Set<String>, header: String) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return [] }
        return names.sorted().filter { name in
            guard name.hasSuffix(".swift"), !keep.contains(name),
                let handle = FileHandle(forReadingAtPath: directory.appendingPathComponent(name).path)
            else { return false }
            defer { try? handle.close() }
            return (try? handle.read(upToCount: header.utf8.count)) == Data(header.utf8)
        }
    }
}
