/// The one entry point of RouteGen: manifest bytes in, the plan and diagnostics out, then files.
///
/// The CLI, the plugins (through the CLI), the tests and the benchmark all call these, so each
/// stage runs the same way everywhere:
///
/// ```
/// bytes ─ JSONReader ─▶ JSONValue ─ ManifestDecoder ─▶ Manifest ─ Validator ─▶ RouteTable
///   ─ GenerationPlan ─ verifyLinks ─▶ plan ─ emitters ─▶ [GeneratedFile]
/// ```
package enum Generator {
    /// The largest manifest RouteGen reads. Real manifests are kilobytes; the bound keeps a wrong
    /// file (a log, a disk image) from using gigabytes of memory before it is refused.
    package static let maximumManifestSize = 64 << 20

    /// The manifest an empty `routes.json` is told to start from: valid as it is (a test keeps
    /// it so), with a custom scheme, so that it needs no app ID.
    package static let starterManifest = """
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

    /// Reads, decodes and validates a manifest: `plan(fromManifest:at:fragments:checksAssociationSamples:)`'s model.
    package static func routeTable(
        fromManifest bytes: [UInt8], at path: String = "routes.json", fragments: FragmentReader = .fileSystem,
        checksAssociationSamples: Bool = true
    ) -> (routeTable: RouteTable?, diagnostics: Diagnostics) {
        let (plan, diagnostics) = plan(
            fromManifest: bytes, at: path, fragments: fragments, checksAssociationSamples: checksAssociationSamples)
        return (plan?.table, diagnostics)
    }

    /// Reads, decodes and validates a manifest, plans its outputs, and verifies its links.
    ///
    /// - Parameters:
    ///   - bytes: The contents of `routes.json`.
    ///   - path: The manifest's path, which its `include` entries are relative to.
    ///   - fragments: How the fragments it includes are read.
    ///   - checksAssociationSamples: Whether to check, on a few links of every route's shape,
    ///     that the AASA file opens the app exactly for the links the parser opens. That is a
    ///     check of RouteGen itself, not of the manifest (a failure is reported as an internal
    ///     error), and a large part of a run (scripts/bench.sh --only generator): whoever writes
    ///     or compares the AASA file makes it; the build plugin, which writes none, leaves it out.
    ///     Every diagnostic about the manifest, `examples` included, is the same either way.
    /// - Returns: The plan when the manifest has no error, and every diagnostic found.
    package static func plan(
        fromManifest bytes: [UInt8], at path: String = "routes.json", fragments: FragmentReader = .fileSystem,
        checksAssociationSamples: Bool = true
    ) -> (plan: GenerationPlan?, diagnostics: Diagnostics) {
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
        let loader = ManifestLoader(path: path, reader: fragments)
        guard let manifest = loader.load(bytes, diagnostics: &diagnostics) else { return (nil, diagnostics) }
        guard let table = Validator.validate(manifest, diagnostics: &diagnostics) else { return (nil, diagnostics) }
        // The AASA file is planned only for what needs it: its Swift constant and size, the
        // samples, or an example to check against it (planning it is a visible part of a run
        // without them: scripts/bench.sh --only aasa).
        let needsAssociation = table.artifacts.contains(.aasa) || checksAssociationSamples || table.hasExamples
        let plan = GenerationPlan(table: table, plansAssociation: needsAssociation)
        verifyLinks(plan, checksSamples: checksAssociationSamples, diagnostics: &diagnostics)
        return (diagnostics.hasErrors ? nil : plan, diagnostics)
    }

    /// Generates every file the manifest asks for.
    ///
    /// - Parameters:
    ///   - bytes: The contents of `routes.json`.
    ///   - path: The manifest's path, which its `include` entries are relative to.
    ///   - fragments: How the fragments it includes are read.
    ///   - manifestPath: The manifest's path as the compiler should report errors in `view`
    ///     expressions (through `#sourceLocation`): as the user named it, for reproducible output.
    /// - Returns: The files (none when the manifest has an error) and every diagnostic found.
    package static func generate(
        fromManifest bytes: [UInt8], at path: String = "routes.json", fragments: FragmentReader = .fileSystem,
        manifestPath: String = "routes.json"
    ) -> (files: [GeneratedFile], diagnostics: Diagnostics) {
        let (plan, diagnostics) = plan(fromManifest: bytes, at: path, fragments: fragments)
        guard let plan else { return ([], diagnostics) }
        return (files(for: plan, manifestPath: manifestPath), diagnostics)
    }

    /// The files of a plan, in `GeneratedFileKind` order.
    package static func files(for plan: GenerationPlan, manifestPath: String = "routes.json") -> [GeneratedFile] {
        GeneratedFileKind.allCases.filter { $0.isGenerated(for: plan.table.artifacts) }.map { kind in
            file(kind, of: plan, manifestPath: manifestPath)
        }
    }

    /// The files of a validated model, planned afresh.
    package static func files(for table: RouteTable, manifestPath: String = "routes.json") -> [GeneratedFile] {
        files(for: GenerationPlan(table: table), manifestPath: manifestPath)
    }

    /// The file of `kind`, printed by its emitter.
    private static func file(_ kind: GeneratedFileKind, of plan: GenerationPlan, manifestPath: String) -> GeneratedFile {
        let table = plan.table
        switch kind {
        case .routeEnum: return RouteEnumEmitter(table: table, manifestPath: manifestPath).emit()
        case .url: return URLEmitter(plan: plan).emit()
        case .destinations: return DestinationsEmitter(plan: plan, manifestPath: manifestPath).emit()
        case .associationConstant:
            let files = zip(plan.associationFiles, plan.associationJSONs).map { (hosts: $0.hosts, json: $1) }
            return AASAEmitter.swiftFile(files: files, enumName: table.enumName, access: table.access)
        case .router: return RouterEmitter(table: table).emit()
        case .navigation: return NavigationEmitter(plan: plan, manifestPath: manifestPath).emit()
        case .entryPoints: return EntryPointsEmitter(table: table).emit()
        case .uikit: return UIKitEmitter(plan: plan, manifestPath: manifestPath).emit()
        }
    }

    /// The `apple-app-site-association` file, or nil when the manifest has nothing to put in one
    /// (no hosts, no `webcredentials`, no `appclips`); when routes differ by host, the file of the
    /// first host.
    package static func associationJSON(for table: RouteTable) -> String? {
        GenerationPlan(table: table).associationJSON
    }

    /// The `apple-app-site-association` files as `routegen generate` writes them into a folder:
    /// `apple-app-site-association`, or `HOST/apple-app-site-association` for each host when
    /// routes differ by host. Empty when the manifest has none.
    package static func associationFiles(for table: RouteTable) -> [GeneratedFile] {
        let plan = GenerationPlan(table: table)
        guard plan.associationFiles.count > 1 else {
            return plan.associationJSON.map { [GeneratedFile(name: OutputFile.associationFile, contents: $0)] } ?? []
        }
        return zip(plan.associationFiles, plan.associationJSONs).flatMap { file, json in
            file.hosts.map { GeneratedFile(name: "\($0)/\(OutputFile.associationFile)", contents: json) }
        }
    }
}
