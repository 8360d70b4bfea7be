import RouteGenCore

/// `routegen list`: the routes of a manifest as a table, like `rails routes`.
enum ListCommand: Command {
    static let name = "list"
    static let abstract = "Lists the routes: name, pattern, parameters, parent and the links that open each."
    static let usage = "routegen list [MANIFEST] [--format table|markdown|json]"
    static let discussion = """
        ARGUMENTS:
          MANIFEST           The manifest (default: routes.json).

        OPTIONS:
          --format FORMAT    'table' (default) for a terminal, 'markdown' for docs and pull
                             requests, 'json' for scripts.

        One row per route, in manifest order. The pattern is the path, then the query items in
        URI-template form ('/products{?category}'). Parameters read as they type ('id: UUID',
        'category: String = all'). Links are 'https' when universal links open the route, then
        each custom scheme that does, or 'none' for a route only the app can push. A manifest with
        an error lists nothing and exits 1.

        EXAMPLES:
          routegen list
          routegen list Sources/App/routes.json --format markdown >> Docs/Routes.md
          routegen list --format json | jq -r '.[] | select(.links == []) | .name'
        """

    static func run(_ arguments: [String]) throws -> ExitCode {
        let scanner = try ArgumentScanner(arguments, valueOptions: ["format"])
        let path = try scanner.positionals(atMost: 1).first ?? ManifestFile.defaultPath
        let format = try formatOption(scanner, default: RouteListEmitter.Format.table)
        guard let table = ManifestFile.loadTable(path) else { return .failure }
        Console.out(RouteListEmitter(table: table).render(format), terminator: "")
        return .success
    }
}

/// `--format NAME` as one of `Format`'s cases, or a usage error that lists them.
func formatOption<Format: RawRepresentable & CaseIterable>(
    _ scanner: ArgumentScanner, default defaultFormat: Format
) throws(UsageError) -> Format where Format.RawValue == String {
    guard let name = scanner.options["format"] else { return defaultFormat }
    guard let format = Format(rawValue: name) else {
        let names = Format.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
        throw UsageError("unknown format '\(name)'; use one of \(names)")
    }
    return format
}
