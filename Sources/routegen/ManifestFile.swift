import Foundation
import RouteGenCore

/// A manifest read from disk, with the path as the user wrote it for diagnostics.
struct ManifestFile {
    /// The default manifest path, relative to the current directory.
    static let defaultPath = "routes.json"

    /// The path as given on the command line, so that diagnostics name the file the way the user does.
    var path: String

    /// The file's bytes.
    var bytes: [UInt8]

    /// Reads the manifest at `path`.
    ///
    /// - Throws: `ManifestFile.ReadError` with a message that says what to do.
    init(path: String) throws(ReadError) {
        self.path = path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ReadError("\(path): error: no such file; pass the path of a routes.json manifest")
        }
        guard !isDirectory.boolValue else {
            throw ReadError("\(path): error: is a directory; pass the path of a routes.json manifest")
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw ReadError("\(path): error: cannot be read (check its permissions)")
        }
        defer { try? handle.close() }
        // Read one byte more than the limit, so that an over-large file is refused without reading all of it.
        // `read` answers nil at the end of the file: an empty file is read, and validation explains it.
        do {
            bytes = [UInt8](try handle.read(upToCount: Generator.maximumManifestSize + 1) ?? Data())
        } catch {
            throw ReadError("\(path): error: cannot be read")
        }
    }

    /// Reads the manifest at `path`, printing why it cannot be read to standard error.
    ///
    /// - Returns: The manifest, or nil after printing the error.
    static func load(_ path: String) -> ManifestFile? {
        do {
            return try ManifestFile(path: path)
        } catch {
            Console.error(error.message)
            return nil
        }
    }

    /// Reads and validates the manifest at `path`, printing every diagnostic to standard error.
    ///
    /// - Returns: The model, or nil after printing why there is none.
    static func loadTable(_ path: String) -> RouteTable? {
        guard let manifest = load(path) else { return nil }
        let (table, diagnostics) = Generator.routeTable(fromManifest: manifest.bytes, at: manifest.path)
        manifest.print(diagnostics)
        if table == nil {
            Console.error(ValidateCommand.summary(file: manifest.path, routeCount: nil, diagnostics: diagnostics))
        }
        return table
    }

    /// Reads, validates and plans the manifest at `path`, printing every diagnostic to standard
    /// error: what commands that need the plan (the parser, the AASA files) start from.
    ///
    /// - Returns: The plan, or nil after printing why there is none.
    static func loadPlan(_ path: String) -> GenerationPlan? {
        guard let manifest = load(path) else { return nil }
        let (plan, diagnostics) = Generator.plan(fromManifest: manifest.bytes, at: manifest.path)
        manifest.print(diagnostics)
        if plan == nil {
            Console.error(ValidateCommand.summary(file: manifest.path, routeCount: nil, diagnostics: diagnostics))
        }
        return plan
    }

    /// Prints `diagnostics` to standard error in compiler style, naming this file as the user did.
    func print(_ diagnostics: Diagnostics) {
        if !diagnostics.all.isEmpty { Console.error(diagnostics.rendered(file: path)) }
    }

    /// Why a manifest could not be read.
    struct ReadError: Error {
        var message: String

        init(_ message: String) {
            self.message = message
        }
    }
}
