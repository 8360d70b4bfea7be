import Foundation
import RouteGenCore

/// `routegen import`: the first manifest of an app that already ships an AASA file, and where
/// its AASA file would open different links than the one deployed.
enum ImportCommand: Command {
    static let name = "import"
    static let abstract = "Drafts routes.json from a deployed AASA file and shows which links the draft would change."
    static let usage =
        "routegen import --aasa FILE [--app-id ID] [--host HOST[,HOST]] [--scheme NAME[,NAME]] [--urls FILE] [--output PATH]"
    static let discussion = """
        OPTIONS:
          --aasa FILE         The apple-app-site-association file the app's hosts serve today.
          --app-id ID         The app, TEAMID.bundle.id (default: the only one the file lists).
          --host HOST         The hosts that serve the file, comma-separated (default: the https
                              hosts of --urls).
          --scheme NAME       The app's custom URL schemes, comma-separated.
          --urls FILE         Links the app opens today, one per line (from analytics or a server
                              log; '#' starts a comment). They type parameters (Int or UUID when
                              every value is one), become the routes' examples, and are compared.
          --output PATH       Where to write the draft (default: standard output, with the report
                              on standard error).

        Reads components and legacy paths, 'NOT' and 'exclude', query dictionaries, defaults and
        substitution variables, from the first 'details' entry that lists the app, as iOS does.
        Drafts one route per pattern a route can express: '/products/*/reviews' becomes
        '/products/{id}/reviews' (productsReviews), a trailing '*' a rest parameter, an exclude a
        route with "universalLink": false. What a route cannot express ('*' inside a segment, '?'
        wildcards, fragments, rules on the query alone) is a warning that names the pattern and
        says how the draft approximates it.

        Then compares the draft's AASA file with the original on every --urls link and on links
        made from every pattern, matches and near misses, and lists each link the two files
        answer differently. Exits 0 when they agree on all of them, 1 when not or on an error.

        EXAMPLES:
          routegen import --aasa deployed-aasa.json --host shop.example.com --output routes.json
          routegen import --aasa aasa.json --app-id ABCDE12345.com.example.shop \\
              --host shop.example.com --scheme shop --urls links.txt --output routes.json
        """

    static func run(_ arguments: [String]) throws -> ExitCode {
        let scanner = try ArgumentScanner(arguments, valueOptions: ["aasa", "app-id", "host", "scheme", "urls", "output"])
        _ = try scanner.positionals(atMost: 0)
        guard let aasaPath = scanner.options["aasa"] else { throw UsageError("give the AASA file to import with '--aasa FILE'") }
        guard let original = MatchCommand.readAssociationFile(aasaPath) else { return .failure }
        var urls: [String] = []
        if let urlsPath = scanner.options["urls"] {
            guard let data = FileManager.default.contents(atPath: urlsPath) else {
                Console.error("\(urlsPath): error: cannot read the list of links")
                return .failure
            }
            urls = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline)
                .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && !$0.hasPrefix("#") }
        }
        let list = { (name: String) in scanner.options[name].map { $0.split(separator: ",").map(String.init) } ?? [] }
        let options = ManifestDraft.Options(appID: scanner.options["app-id"], hosts: list("host"), schemes: list("scheme"), urls: urls)
        let draft: ManifestDraft
        do {
            draft = try ManifestDraft.make(from: original, options: options)
        } catch {
            if error.isUsage { throw UsageError(error.message) }
            Console.error("\(aasaPath): error: \(error.message)")
            return .failure
        }
        for warning in draft.warnings { Console.error("\(aasaPath): warning: \(warning)") }

        // The report goes where the draft does not.
        let output = scanner.options["output"]
        let report = { (line: String) in output == nil ? Console.error(line) : Console.out(line) }
        if let output {
            let url = URL(fileURLWithPath: output)
            do {
                let change = try OutputWriter(directory: url.deletingLastPathComponent())
                    .write(GeneratedFile(name: url.lastPathComponent, contents: draft.json))
                report("\(change.rawValue) \(output): \(draft.routeCount) routes, \(draft.closedRouteCount) closed to universal links")
            } catch {
                Console.error("error: cannot write \(output): \(error.localizedDescription)")
                return .failure
            }
        } else {
            Console.out(draft.json, terminator: "")
        }

        let comparison = ImportComparison(original: original, draft: draft, urls: urls)
        for disagreement in comparison.disagreements {
            report(
                (disagreement.originalOpens
                    ? "opens the app today, not with the draft: " : "opens the app with the draft, not today: ")
                    + disagreement.link)
            report("  today: \(disagreement.original)")
            report("  draft: \(disagreement.draft)")
        }
        let count = comparison.links.count
        report(
            comparison.disagreements.isEmpty
                ? "compared \(count) links: the draft's AASA file opens the app for exactly the same ones"
                : "compared \(count) links: \(comparison.disagreements.count) would change; adjust routes.json, then run "
                    + "'routegen match routes.json --aasa \(aasaPath) URL…' to check them")
        return comparison.disagreements.isEmpty ? .success : .failure
    }
}
