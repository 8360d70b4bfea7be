import RouteGenCore

/// `routegen validate`: reports every problem in a manifest without generating anything.
enum ValidateCommand: Command {
    static let name = "validate"
    static let abstract = "Checks a manifest and reports every problem in it."
    static let usage = "routegen validate [MANIFEST]"
    static let discussion = """
        ARGUMENTS:
          MANIFEST    The manifest to check (default: routes.json).

        Diagnostics go to standard error as 'routes.json:LINE:COL: error: message', the form
        Xcode and SwiftPM show on the manifest; a summary goes to standard output. Exits 1 when
        the manifest has an error, 0 otherwise.

        EXAMPLES:
          routegen validate
          routegen validate App/routes.json
        """

    static func run(_ arguments: [String]) throws(UsageError) -> ExitCode {
        let scanner = try ArgumentScanner(arguments)
        let path = try scanner.positionals(atMost: 1).first ?? ManifestFile.defaultPath
        guard let manifest = ManifestFile.load(path) else { return .failure }
        let (table, diagnostics) = Generator.routeTable(fromManifest: manifest.bytes, at: manifest.path)
        manifest.print(diagnostics)
        Console.out(summary(file: manifest.path, routeCount: table?.linkRoutes.count, diagnostics: diagnostics))
        return diagnostics.hasErrors ? .failure : .success
    }

    /// `routes.json: 5 routes, 0 errors`, with warnings when there are any.
    static func summary(file: String, routeCount: Int?, diagnostics: Diagnostics) -> String {
        var parts: [String] = []
        if let routeCount { parts.append(plural(routeCount, "route")) }
        parts.append(plural(diagnostics.errorCount, "error"))
        if diagnostics.warningCount > 0 { parts.append(plural(diagnostics.warningCount, "warning")) }
        return "\(file): \(parts.joined(separator: ", "))"
    }
}

/// `1 route`, `2 routes`.
func plural(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
}
