import Foundation

/// Reads a manifest and the fragments it includes into one `Manifest`, as if every route had been
/// written in the manifest itself: its own routes first, then each fragment's, depth first in the
/// order of the `include` entries. Requirements and custom types join the same way.
///
/// Every location keeps its file (``SourceLocation/file``), so validation's diagnostics point
/// into the fragment that holds the mistake, and the diagnostics carry the fragments' paths to
/// print them (``Diagnostics/includedFiles``).
struct ManifestLoader {
    /// The manifest's path as given, which fragments' paths are joined to for reading.
    let path: String
    let reader: FragmentReader

    /// The most fragments one manifest reads, so that no set of files can make a run read without end.
    static let maximumFragmentCount = 1_000

    /// Reads, decodes and merges the manifest in `bytes` and its fragments.
    ///
    /// - Returns: The merged manifest, or nil when the manifest itself cannot be decoded.
    func load(_ bytes: [UInt8], diagnostics: inout Diagnostics) -> Manifest? {
        guard let json = JSONReader.read(bytes, diagnostics: &diagnostics) else { return nil }
        var decoder = ManifestDecoder()
        let decoded = decoder.decode(json)
        for diagnostic in decoder.diagnostics.all { diagnostics.append(diagnostic) }
        guard var manifest = decoded else { return nil }
        var state = State()
        let name = ManifestPath.normalized(String(path.split(separator: "/").last ?? "routes.json"))
        include(manifest.include, from: "", chain: [(identity(of: path), name)], into: &manifest, &state, &diagnostics)
        manifest.includedFiles = diagnostics.includedFiles
        return manifest
    }

    /// What the includes read so far: the entry that included each fragment, by its identity.
    private struct State {
        var includedAt: [String: SourceLocation] = [:]
    }

    /// The file a path names, however it is spelled: absolute, standardized. A fragment that
    /// includes the manifest as `../App/routes.json` names the file the manifest's path does.
    private func identity(of readPath: String) -> String {
        URL(fileURLWithPath: readPath).standardizedFileURL.path
    }

    /// Reads the fragments of `entries`, written in the file at `folder` (relative to the manifest's
    /// folder), and the fragments they include.
    ///
    /// - Parameter chain: The files whose `include` led here, the manifest first, each by its
    ///   identity and its path relative to the manifest's folder: a cycle is one of them again.
    private func include(
        _ entries: [Located<String>], from folder: String, chain: [(identity: String, path: String)], into manifest: inout Manifest,
        _ state: inout State, _ diagnostics: inout Diagnostics
    ) {
        var listed: [String: SourceLocation] = [:]
        for entry in entries {
            let relative = ManifestPath.joined(folder, entry.value)
            guard !entry.value.isEmpty else {
                diagnostics.error("an 'include' entry is the path of a fragment, relative to this file; found an empty string", at: entry.location)
                continue
            }
            if let first = listed[relative] {
                diagnostics.error(
                    "'\(entry.value)' is included twice", at: entry.location,
                    notes: [Diagnostic.Note("first included here", at: first)])
                continue
            }
            listed[relative] = entry.location
            let readPath = ManifestPath.joined(ManifestPath.directory(of: path), relative)
            let file = identity(of: readPath)
            if let position = chain.firstIndex(where: { $0.identity == file }) {
                let message = position == chain.count - 1
                    ? "'\(entry.value)' includes itself"
                    : "including '\(entry.value)' forms a cycle: "
                        + (chain[position...].map(\.path) + [chain[position].path]).joined(separator: " → ")
                diagnostics.error(message + "; remove this entry", at: entry.location)
                continue
            }
            if let first = state.includedAt[file] {
                diagnostics.error(
                    "'\(relative)' is already included; each fragment is included once, so its routes are declared once",
                    at: entry.location, notes: [Diagnostic.Note("first included here", at: first)])
                continue
            }
            guard manifest.fragments.count < Self.maximumFragmentCount else {
                diagnostics.error("a manifest includes at most \(Self.maximumFragmentCount) fragments", at: entry.location)
                return
            }
            state.includedAt[file] = entry.location
            guard let bytes = reader.contents(readPath) else {
                diagnostics.error(
                    "no fragment at '\(readPath)'; 'include' paths are relative to the file that lists them",
                    at: entry.location)
                continue
            }
            guard bytes.count <= Generator.maximumManifestSize else {
                diagnostics.error(
                    "'\(entry.value)' is over \(Generator.maximumManifestSize >> 20) MB; RouteGen reads fragments of up to "
                        + "\(Generator.maximumManifestSize >> 20) MB",
                    at: entry.location)
                continue
            }
            diagnostics.includedFiles.append(relative)
            let number = diagnostics.includedFiles.count
            guard let json = JSONReader.read(bytes, file: number, diagnostics: &diagnostics) else { continue }
            var decoder = ManifestDecoder()
            let decoded = decoder.decodeFragment(json)
            for diagnostic in decoder.diagnostics.all { diagnostics.append(diagnostic) }
            guard let fragment = decoded else {
                diagnostics.error(
                    "'\(entry.value)' is not a fragment: an included file is an object with \"fragment\": \"Name\" "
                        + "and its 'routes' (a manifest of its own cannot be included)",
                    at: entry.location)
                continue
            }
            manifest.fragments.append(Manifest.Fragment(name: fragment.name, path: relative, file: number, includedAt: entry.location))
            manifest.routes += fragment.routes
            manifest.requirements += fragment.requirements
            manifest.customTypes += fragment.customTypes
            manifest.valueTypes += fragment.valueTypes
            include(
                fragment.include, from: ManifestPath.directory(of: relative), chain: chain + [(file, relative)], into: &manifest,
                &state, &diagnostics)
        }
    }
}
