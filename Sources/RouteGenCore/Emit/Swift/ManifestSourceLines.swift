/// Prints a Swift expression the manifest holds (a `view`, a `viewController`, a tab's `root`)
/// so that a compiler error in it points at its line in the manifest, or in the fragment that
/// declares it: between `#sourceLocation` lines.
///
/// The compiler derives a file's `#fileID` from its base name alone, and warns on every
/// `#sourceLocation` whose path shares a base name with another path in the module ("produces
/// '#fileID' string of 'App/routes.json', which conflicts with '#fileID' strings produced by other
/// paths in the module"). A modular app's fragments are each a `routes.json`, so of the files
/// that share a base name only the first that holds an expression (the manifest before its
/// fragments, then in reading order) gets the directive; an expression of another such file is
/// printed after a comment with its place (`// Features/Cart/routes.json:10`), and an error in it is
/// reported in the generated file. A fragment with a base name of its own (`Cart.routes.json`)
/// gets the directive too (Docs/Modules.md).
struct ManifestSourceLines {
    private let table: RouteTable
    private let manifestPath: String

    /// The files (``SourceLocation/file``) whose expressions carry `#sourceLocation`.
    private let locatedFiles: Set<Int>

    init(table: RouteTable, manifestPath: String) {
        self.table = table
        self.manifestPath = manifestPath
        let files = Set(Self.expressionLocations(of: table).map(\.file)).sorted()
        var baseNames: Set<Substring> = []
        var located: Set<Int> = []
        for file in files where baseNames.insert(Self.baseName(table.path(ofFile: file, manifestPath: manifestPath))).inserted {
            located.insert(file)
        }
        locatedFiles = located
    }

    /// Writes `line`, the statement that holds the manifest's expression written at `location`.
    func write(_ line: String, at location: SourceLocation, to writer: inout CodeWriter) {
        let file = table.path(ofFile: location.file, manifestPath: manifestPath)
        guard locatedFiles.contains(location.file) else {
            writer.line("// \(file):\(location.line)")
            writer.line(line)
            return
        }
        writer.line("#sourceLocation(file: \(SwiftSyntax.stringLiteral(file)), line: \(location.line))")
        writer.line(line)
        writer.line("#sourceLocation()")
    }

    /// Where every expression generated code may print is written.
    private static func expressionLocations(of table: RouteTable) -> [SourceLocation] {
        table.routes.flatMap { [$0.view?.location, $0.viewController?.location].compactMap { $0 } }
            + table.navigation.tabs.flatMap { [$0.root?.location, $0.rootViewController?.location].compactMap { $0 } }
            + table.valueTypes.map(\.location)
    }

    private static func baseName(_ path: String) -> Substring {
        path.split(separator: "/").last ?? Substring(path)
    }
}
