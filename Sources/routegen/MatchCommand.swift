import Foundation
import RouteGenCore

/// `routegen match`: what a link opens, by the parser and by the AASA file, side by side.
enum MatchCommand: Command {
    static let name = "match"
    static let abstract = "Shows what links open: the parser's stack and the AASA file's verdict."
    static let usage = "routegen match [MANIFEST] [--aasa FILE] [--app-id ID] [--in-app] URL...\n       routegen match --aasa FILE --app-id ID URL..."
    static let discussion = """
        ARGUMENTS:
          MANIFEST        The manifest (default: routes.json); taken as the manifest when it is a
                          file or ends in '.json'.
          URL             Links to look up, percent-encoded as they arrive.

        OPTIONS:
          --aasa FILE     An apple-app-site-association file to judge links by, such as the one
                          deployed, instead of the one the manifest generates. With no manifest,
                          any AASA file: RouteGen's or not.
          --app-id ID     The app, TEAMID.bundle.id (default: the manifest's first appIDs entry).
          --in-app        Reads each URL as a link tapped inside the app (init(inAppURL:)): a link
                          the app's own routes leave may open a route on any host ("anyHost"),
                          which no AASA file lists.

        With a manifest, prints for each URL the navigation stack the generated parser returns
        (computed from the manifest, without compiling anything) and whether the AASA file opens
        the app for it, which component decided, and a warning when the two disagree. Exits 1
        when any URL disagrees. Parameter types cannot be written in an AASA file, so a link such
        as /orders/not-a-uuid opens the app and finds no route; that is a note, not a warning.

        With --aasa and --app-id alone, applies Apple's rules (components and legacy paths,
        exclude, caseSensitive, percentEncoded, defaults, substitution variables) to any file,
        like swcutil on a Mac, and prints the verdict for each URL.

        Slashes follow Apple's tools: a trailing slash is not significant, the leading one is
        optional, '//' reads as '/', and a trailing '/*' also matches nothing ('/test/*' opens
        /test). Where a verdict rests on a question Apple's documentation leaves open (whether '?'
        matches '/'), a note says so and gives the verdict under the other reading.

        EXAMPLES:
          routegen match https://shop.example.com/products/42 shop://settings/profile
          routegen match --in-app https://mastodon.social/@alice/42
          routegen match App/routes.json --aasa deployed-aasa.json https://shop.example.com/orders/1
          routegen match --aasa apple-app-site-association --app-id ABCDE12345.com.example.shop \\
              https://shop.example.com/products
        """

    static func run(_ arguments: [String]) throws(UsageError) -> ExitCode {
        let scanner = try ArgumentScanner(arguments, valueOptions: ["aasa", "app-id"], flags: ["in-app"])
        var positionals = scanner.positionals[...]
        var manifestPath: String?
        if let first = positionals.first, first.hasSuffix(".json") || FileManager.default.fileExists(atPath: first) {
            manifestPath = first
            positionals = positionals.dropFirst()
        }
        guard !positionals.isEmpty else { throw UsageError("give at least one URL to match") }
        var association: AASAFile?
        if let path = scanner.options["aasa"] {
            guard let file = readAssociationFile(path) else { return .failure }
            association = file
        }
        if manifestPath == nil, let association {
            guard let appID = scanner.options["app-id"] else {
                throw UsageError("'--aasa' without a manifest needs '--app-id TEAMID.bundle.id'")
            }
            let matcher = AASAMatcher(file: association)
            for url in positionals {
                let verdict = matcher.verdict(for: url, appID: appID)
                Console.out("\(url)\n  aasa:   \(describe(verdict))")
                noteUnsettledReadings(url, appID: appID, file: association, verdict: verdict)
            }
            return .success
        }
        guard let manifest = ManifestFile.load(manifestPath ?? ManifestFile.defaultPath) else { return .failure }
        let (plan, diagnostics) = Generator.plan(fromManifest: manifest.bytes, at: manifest.path)
        manifest.print(diagnostics)
        guard let plan else { return .failure }
        let table = plan.table
        let appID = scanner.options["app-id"] ?? table.appIDs.first ?? ""
        let explainer = LinkExplainer(plan: plan, associationFile: association, appID: appID)
        let inAppMatcher = scanner.options["in-app"] == nil ? nil : LinkMatcher(plan: plan)
        var disagreements = 0
        for url in positionals {
            Console.out(url)
            // A link the app's own routes leave, tapped in the app: a route on any host, no AASA file.
            if let inAppMatcher, let match = inAppMatcher.match(inAppURL: url), match.channel == .inApp {
                Console.out("  in app: " + match.stack.joined(separator: " → "))
                if let navigation = describeNavigation(of: table.routes[match.routeIndex], in: table) {
                    Console.out("  router: " + navigation)
                }
                Console.out("  note: '\(table.routes[match.routeIndex].name)' takes links on any host, tapped in the app only; no AASA file opens the app for them")
                continue
            }
            let explanation = explainer.explain(url)
            let match = explanation.match
            // A carried link: each route that carried it, with the link it opened, then the stack.
            for step in match?.carriedBy ?? [] {
                Console.out("  carried: '\(step.route)' opens the \(step.carriesPath ? "path" : "link") it carries, \(step.link)")
            }
            Console.out("  parser: " + (match.map { $0.stack.joined(separator: " → ") } ?? "nil (no route)"))
            if let match, let navigation = describeNavigation(of: table.routes[match.routeIndex], in: table) {
                Console.out("  router: " + navigation)
            }
            guard let file = explanation.associationFile, let verdict = explanation.verdict else { continue }
            // The component may open the links of several routes: say which one this link gets.
            let picked = verdict.opensApp ? match.map { " → the parser picks \(table.routes[$0.routeIndex].name)" } ?? "" : ""
            // With one file per group of hosts, which file decided.
            let hosts = explanation.associationHosts.map { " (the file of \($0.joined(separator: ", ")))" } ?? ""
            Console.out("  aasa:   \(describe(verdict))\(picked)\(hosts)")
            noteUnsettledReadings(url, appID: appID, file: file, verdict: verdict)
            switch explanation.agreement {
            case .typesOnly:
                let unchecked = table.carriers.isEmpty ? "parameter types" : "parameter types or the link a route carries"
                Console.out("  note: the AASA file cannot check \(unchecked): the app opens, finds no route, and hands the link back")
            case .fileOpensWithoutRoute:
                disagreements += 1
                Console.out("  warning: the AASA file opens the app for a link the parser has no route for")
            case .routeWithoutFile:
                disagreements += 1
                Console.out("  warning: the parser has a route for this link, but the AASA file does not open the app")
            case .agree, nil:
                break
            }
        }
        return disagreements == 0 ? .success : .failure
    }

    /// Prints a note when the verdict rests on a reading of Apple's rules that no evidence
    /// settles, with the verdict under the other reading, rather than guessing silently.
    private static func noteUnsettledReadings(_ url: String, appID: String, file: AASAFile, verdict: AASAMatcher.Verdict) {
        for (reading, question) in AASAMatcher.Reading().unsettledAlternatives {
            let other = AASAMatcher(file: file, reading: reading).verdict(for: url, appID: appID)
            guard other.opensApp != verdict.opensApp else { continue }
            Console.out(
                "  note: this verdict rests on \(question), which Apple does not document; read the other way, "
                    + "the link \(other.opensApp ? "opens" : "does not open") the app (\(other.explanation))")
        }
    }

    /// What the generated router does with the route beyond pushing its stack: the tab it selects
    /// and how it presents the route; nil when it only pushes, in an app without tabs.
    private static func describeNavigation(of route: Route, in table: RouteTable) -> String? {
        var parts: [String] = []
        if let tab = route.tabIndex { parts.append("selects tab '\(table.navigation.tabs[tab].name)'") }
        switch route.presentation {
        case .push: break
        case .sheet: parts.append("presents '\(route.name)' as a sheet over its parents")
        case .fullScreenCover: parts.append("presents '\(route.name)' over the whole screen, above its parents")
        }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    private static func describe(_ verdict: AASAMatcher.Verdict) -> String {
        (verdict.opensApp ? "opens the app, " : "does not open the app, ") + verdict.explanation
    }

    /// Reads an AASA file, printing its errors as `FILE:LINE:COL: error:` lines.
    static func readAssociationFile(_ path: String) -> AASAFile? {
        guard let data = FileManager.default.contents(atPath: path) else {
            Console.error("\(path): error: cannot read the apple-app-site-association file")
            return nil
        }
        var diagnostics = Diagnostics()
        let file = AASAReader.read([UInt8](data), diagnostics: &diagnostics)
        if !diagnostics.all.isEmpty { Console.error(diagnostics.rendered(file: path)) }
        return file
    }
}
