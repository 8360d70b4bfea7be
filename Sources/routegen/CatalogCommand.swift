import Foundation
import RouteGenCore

/// `routegen catalog`: every link of a manifest on one HTML page, for the people who test and
/// publish links.
enum CatalogCommand: Command {
    static let name = "catalog"
    static let abstract = "Writes an HTML page of every link: examples to tap, what each opens, and a link builder."
    static let usage = "routegen catalog [MANIFEST] [--output PATH]"
    static let discussion = """
        ARGUMENTS:
          MANIFEST           The manifest (default: routes.json).

        OPTIONS:
          --output PATH      Where to write the page (default: standard output). The file is
                             written whole or not at all, and left alone when unchanged.

        One self-contained file, with no network, script, style or font from elsewhere: it
        opens from disk, from a mail attachment or AirDrop on a phone. For each route, grouped
        by tab (or by the module that declares it): its patterns on both channels, parameters,
        documentation, requirements, presentation and back stack, and each example as a link
        to tap on every channel that opens it, with the stack it opens and the AASA file's
        verdict on each host. A search box filters routes as you type, and each route has a
        form that builds its links from typed values, checked as the app's parser checks them.
        A manifest with an error writes nothing and exits 1.

        EXAMPLES:
          routegen catalog --output links.html
          routegen catalog Sources/App/routes.json --output build/links.html && open build/links.html
        """

    static func run(_ arguments: [String]) throws -> ExitCode {
        let scanner = try ArgumentScanner(arguments, valueOptions: ["output"])
        let path = try scanner.positionals(atMost: 1).first ?? ManifestFile.defaultPath
        guard let plan = ManifestFile.loadPlan(path) else { return .failure }
        let page = CatalogEmitter(plan: plan).render()
        guard let output = scanner.options["output"] else {
            Console.out(page, terminator: "")
            return .success
        }
        let destination = URL(fileURLWithPath: output)
        do {
            let change = try OutputWriter(directory: destination.deletingLastPathComponent())
                .write(GeneratedFile(name: destination.lastPathComponent, contents: page))
            Console.out("\(change.rawValue) \(output)")
        } catch {
            Console.error("error: cannot write \(output): \(error.localizedDescription)")
            return .failure
        }
        return .success
    }
}
