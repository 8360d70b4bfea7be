import RouteGenCore

/// `routegen graph`: the parent hierarchy as a Mermaid or Graphviz diagram.
enum GraphCommand: Command {
    static let name = "graph"
    static let abstract = "Draws the parent hierarchy of the routes as a Mermaid or Graphviz DOT diagram."
    static let usage = "routegen graph [MANIFEST] [--format mermaid|dot]"
    static let discussion = """
        ARGUMENTS:
          MANIFEST           The manifest (default: routes.json).

        OPTIONS:
          --format FORMAT    'mermaid' (default), which GitHub renders inside a ```mermaid block,
                             or 'dot' for Graphviz.

        Each route is a box with its name and path; an arrow goes from a parent to each child, so
        a path from a root to a route is the back stack a link to that route opens. Routes no link
        opens (neither a universal link nor a custom scheme) are dashed. A manifest with an error
        draws nothing and exits 1.

        EXAMPLES:
          routegen graph
          routegen graph --format dot | dot -Tsvg -o routes.svg
        """

    static func run(_ arguments: [String]) throws -> ExitCode {
        let scanner = try ArgumentScanner(arguments, valueOptions: ["format"])
        let path = try scanner.positionals(atMost: 1).first ?? ManifestFile.defaultPath
        let format = try formatOption(scanner, default: RouteGraphEmitter.Format.mermaid)
        guard let table = ManifestFile.loadTable(path) else { return .failure }
        Console.out(RouteGraphEmitter(table: table).render(format), terminator: "")
        return .success
    }
}
