/// The one entry point of RouteGen: manifest bytes in, model and diagnostics out.
///
/// The CLI, the plugins (through the CLI), the tests and the benchmark all call these, so each
/// stage runs the same way everywhere:
///
/// ```
/// bytes ─ JSONReader ─▶ JSONValue ─ ManifestDecoder ─▶ Manifest ─ Validator ─▶ RouteTable
/// ```
public enum Generator {
    /// The largest manifest RouteGen reads. Real manifests are kilobytes; the bound keeps a wrong
    /// file (a log, a disk image) from using gigabytes of memory before it is refused.
    public static let maximumManifestSize = 64 << 20

    /// The manifest an empty `routes.json` is told to start from: valid as it is (a test keeps
    /// it so), with a custom scheme, so that it needs no app ID.
    public static let starterManifest = """
        {
          "version": 1,
          "enum": "AppRoute",
          "schemes": ["myapp"],
          "routes": [
            { "name": "home", "path": "/", "doc": "The first screen." },
            { "name": "item", "path": "/items/{id:Int}", "parent": "home" }
          ]
        }
        """

    /// Reads, decodes and validates a manifest.
    ///
    /// - Parameters:
    ///   - bytes: The contents of `routes.json`.
    ///   - checksAssociationSamples: Whether to check, on a few links of every route's shape,
    ///     that the AASA file opens the app exactly for the links the parser opens. That is a
    ///     check of RouteGen itself, not of the manifest (a failure is reported as an internal
    ///     error), and a third of a release run: whoever writes or compares the AASA file makes
    ///     it; the build plugin, which writes none, leaves it out. Every diagnostic about the
    ///     manifest, `examples` included, is the same either way.
    /// - Returns: The model when the manifest has no error, and every diagnostic found.
    public static func routeTable(
        fromManifest bytes: [UInt8], checksAssociationSamples: Bool = true
    ) -> (routeTable: RouteTable?, diagnostics: Diagnostics) {
        var diagnostics = Diagnostics()
        guard bytes.count <= maximumManifestSize else {
            diagnostics.error(
                "the manifest is \(bytes.count >> 20) MB; RouteGen reads manifests of up to "
                    + "\(maximumManifestSize >> 20) MB",
                at: nil)
            return (nil, diagnostics)
        }
        // What Xcode's "Empty File" leaves: say what to write, not that JSON is expected.
        guard bytes.contains(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else {
            diagnostics.error(
                "the manifest is empty; write one such as the starter below, then list your routes",
                at: SourceLocation(line: 1, column: 1),
                notes: [Diagnostic.Note("a starter manifest:\n" + starterManifest, at: nil)])
            return (nil, diagnostics)
        }
        guard let json = JSONReader.read(bytes, diagnostics: &diagnostics) else { return (nil, diagnostics) }
        var decoder = ManifestDecoder()
        let manifest = decoder.decode(json)
        for diagnostic in decoder.diagnostics.all { diagnostics.append(diagnostic) }
        guard let manifest else { return (nil, diagnostics) }
        guard let table = Validator.validate(manifest, diagnostics: &diagnostics) else { return (nil, diagnostics) }
        // The AASA file is planned only for what needs it: its Swift constant and size, the
        // samples, or an example to check against it (a tenth of a run without them).
        let needsAssociation = table.artifacts.contains(.aasa) || checksAssociationSamples || table.hasExamples
        let (association, depthBounded) = needsAssociation ? table.associationPlan : (nil, [])
        let printed = table.artifacts.contains(.aasa) ? association.map { AASAEmitter(file: $0).json() } : nil
        verifyLinks(
            table, associationFile: association, depthBoundedRestRoutes: depthBounded, associationJSON: printed,
            checksSamples: checksAssociationSamples, diagnostics: &diagnostics)
        return (diagnostics.hasErrors ? nil : table, diagnostics)
    }

    /// Generates every file the manifest asks for.
    ///
    /// - Parameters:
    ///   - bytes: The contents of `routes.json`.
    ///   - manifestPath: The manifest's path as the compiler should report errors in `view`
    ///     expressions (through `#sourceLocation`): as the user named it, for reproducible output.
    /// - Returns: The files (none when the manifest has an error) and every diagnostic found.
    public static func generate(
        fromManifest bytes: [UInt8], manifestPath: String = "routes.json"
    ) -> (files: [GeneratedFile], diagnostics: Diagnostics) {
        let (table, diagnostics) = routeTable(fromManifest: bytes)
        guard let table else { return ([], diagnostics) }
        return (files(for: table, manifestPath: manifestPath), diagnostics)
    }

    /// The files of a validated model, in `GeneratedFileKind` order.
    public static func files(for table: RouteTable, manifestPath: String = "routes.json") -> [GeneratedFile] {
        GeneratedFileKind.allCases.filter { $0.isGenerated(for: table.artifacts) }.map { kind in
            file(kind, of: table, manifestPath: manifestPath)
        }
    }

    /// The file of `kind`, printed by its emitter.
    private static func file(_ kind: GeneratedFileKind, of table: RouteTable, manifestPath: String) -> GeneratedFile {
        switch kind {
        case .routeEnum: RouteEnumEmitter(table: table).emit()
        case .url: URLEmitter(table: table).emit()
        case .destinations: DestinationsEmitter(table: table, manifestPath: manifestPath).emit()
        case .associationConstant:
            AASAEmitter(file: table.associationFile).swiftFile(enumName: table.enumName, access: table.access)
        case .router: RouterEmitter(table: table).emit()
        case .navigation: NavigationEmitter(table: table, manifestPath: manifestPath).emit()
        }
    }

    /// The `apple-app-site-association` file, or nil when the manifest has nothing to put in one
    /// (no hosts, no `webcredentials`, no `appclips`).
    public static func associationJSON(for table: RouteTable) -> String? {
        table.associationFile.map { AASAEmitter(file: $0).json() }
    }
}
