import Foundation
import RouteGenCore

/// `routegen check --deployed`: the AASA file each host serves, and Apple's CDN copy of it, held
/// to the file RouteGen generates, for CI after the site deploys.
enum DeployedCheckCommand: Command {
    static let name = "check --deployed"
    static let abstract = "Fails when a host's deployed apple-app-site-association file, or Apple's CDN copy, is not what the app needs."
    static let usage =
        "routegen check --deployed [MANIFEST] [--host HOST,...] [--app-id ID] [--file PATH] [--origin URL] [--cdn-origin URL | --skip-cdn] [--timeout SECONDS]"
    static let discussion = """
        ARGUMENTS:
          MANIFEST              The manifest (default: routes.json).

        OPTIONS:
          --host HOST,...       The hosts to check (default: every host of the manifest). A
                                wildcard entry such as '*.example.com' needs a host it covers:
                                --host www.example.com.
          --app-id ID           The app whose links are compared (default: the manifest's first
                                appIDs entry).
          --file PATH           A saved copy of one host's file, read instead of fetched.
          --origin URL          Fetch the site's file from URL/.well-known/apple-app-site-association
                                instead of https://HOST/..., such as a staging server.
          --cdn-origin URL      Fetch Apple's copy from URL/a/v1/HOST instead of
                                https://app-site-association.cdn-apple.com/a/v1/HOST.
          --skip-cdn            Leave out Apple's CDN copy.
          --timeout SECONDS     How long to wait for each answer (default: 10).

        For each host, fetches https://HOST/.well-known/apple-app-site-association and Apple's CDN
        copy (what devices receive), following no redirect, as Apple follows none, and reports the
        status, any redirect, the content type (Apple needs application/json), the size against
        Apple's limit of 128 KB, whether the JSON reads, the app IDs, and each route whose links
        the file decides otherwise than the generated one, over every 'examples' link and sample
        links of every route ("'orderConfirmation': the deployed file sends /orders/x1 to the
        browser; the app expects it").

        Exits 0 when every file is what the app needs; 1 when a file is wrong (a status other than
        200, a redirect, the content type, the size, JSON iOS cannot read, a missing app ID, a
        verdict that differs) or the manifest has an error; 2 when a file could not be fetched (no
        network, a timeout, a TLS failure, a host that does not resolve, a refused connection) and
        nothing else was wrong; 64 when the command line is wrong.

        EXAMPLES:
          routegen check --deployed
          routegen check --deployed Sources/App/routes.json --host www.example.com --timeout 30
          routegen check --deployed --file deployed-aasa.json --host shop.example.com
          routegen check --deployed --origin https://staging.example.com --skip-cdn
        """

    /// Apple's CDN, which devices fetch the file from.
    static let appleCDN = "https://app-site-association.cdn-apple.com"

    static func run(_ arguments: [String]) throws -> ExitCode {
        let scanner = try ArgumentScanner(
            arguments, valueOptions: ["host", "app-id", "file", "origin", "cdn-origin", "timeout"], flags: ["skip-cdn"])
        let path = try scanner.positionals(atMost: 1).first ?? ManifestFile.defaultPath
        let options = scanner.options
        if options["skip-cdn"] != nil, options["cdn-origin"] != nil {
            throw UsageError("'--cdn-origin' and '--skip-cdn' cannot be given together")
        }
        if options["file"] != nil, let fetching = ["origin", "cdn-origin", "skip-cdn", "timeout"].first(where: { options[$0] != nil }) {
            throw UsageError("'--file' reads a saved copy, so '--\(fetching)' has nothing to do")
        }
        let timeout = try options["timeout"].map { text throws(UsageError) -> Double in
            guard let seconds = Double(text), seconds > 0, seconds.isFinite else {
                throw UsageError("'--timeout' takes a number of seconds above 0, not '\(text)'")
            }
            return seconds
        } ?? 10
        let origin = try options["origin"].map { try Self.origin($0, option: "origin") }
        let cdnOrigin = try options["cdn-origin"].map { try Self.origin($0, option: "cdn-origin") }

        guard let plan = ManifestFile.loadPlan(path) else { return .failure }
        let table = plan.table
        guard !table.hosts.isEmpty else {
            Console.error("\(path): error: the manifest lists no 'hosts', so no apple-app-site-association file is deployed for it")
            return .failure
        }
        let hosts: [String]
        if let given = options["host"] {
            hosts = given.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            guard !hosts.isEmpty else { throw UsageError("'--host' takes a comma-separated list of hosts") }
        } else {
            if let wildcard = table.hosts.first(where: { $0.hasPrefix("*.") }) {
                throw UsageError(
                    "'\(wildcard)' is a wildcard host; name the hosts to check with '--host', a comma-separated list of hosts it covers")
            }
            hosts = table.hosts
        }
        if options["file"] != nil, hosts.count > 1 {
            throw UsageError("'--file' is one host's file; name the host with '--host' (the manifest has \(hosts.joined(separator: ", ")))")
        }
        var comparisons: [DeployedComparison] = []
        for host in hosts {
            do {
                comparisons.append(try DeployedComparison(plan: plan, host: host, appID: options["app-id"]))
            } catch {
                throw UsageError(error.message)
            }
        }

        var report = Report()
        let fetcher = AASAFetcher(timeout: timeout)
        for comparison in comparisons {
            if let file = options["file"] {
                guard let data = FileManager.default.contents(atPath: file) else {
                    Console.error("\(file): error: cannot read the apple-app-site-association file")
                    return .failure
                }
                Console.out("\(file) (as the file of \(comparison.host))")
                report.check(body: [UInt8](data), name: file, against: comparison)
                continue
            }
            let site = (origin ?? "https://" + comparison.host) + "/.well-known/apple-app-site-association"
            let cdn = options["skip-cdn"] == nil ? (cdnOrigin ?? appleCDN) + "/a/v1/" + comparison.host : nil
            for address in [site, cdn].compactMap({ $0 }) {
                Console.out(address)
                guard let url = URL(string: address) else {
                    report.fail("not a URL")
                    continue
                }
                do {
                    let response = try fetcher.fetch(url)
                    report.check(response, name: address, against: comparison)
                } catch {
                    report.unreachable += 1
                    Console.error("error: \(error.message)")
                }
            }
        }

        let files = options["file"] != nil ? "file" : "deployed files"
        let scope = comparisons.count == 1 ? "of \(comparisons[0].host)" : "of \(comparisons.count) hosts"
        if report.problems > 0 {
            Console.error("\(path): \(plural(report.problems, "problem")) in the \(files) \(scope)")
            return .failure
        }
        if report.unreachable > 0 {
            Console.error("\(path): \(plural(report.unreachable, "file")) could not be fetched")
            return .unreachable
        }
        Console.out("\(path): the \(files) \(scope) \(comparisons.count == 1 && options["file"] != nil ? "is" : "are") what the app needs")
        return .success
    }

    /// An origin given on the command line, `http://127.0.0.1:8080` or `https://staging.example.com`,
    /// without a trailing slash.
    private static func origin(_ text: String, option: String) throws(UsageError) -> String {
        guard let components = URLComponents(string: text), let scheme = components.scheme?.lowercased(),
            scheme == "http" || scheme == "https", components.host?.isEmpty == false
        else {
            throw UsageError("'--\(option)' takes an http or https origin, such as 'http://127.0.0.1:8080', not '\(text)'")
        }
        return text.hasSuffix("/") ? String(text.dropLast()) : text
    }

    /// The report's lines, printed as each check runs, and the count of what failed.
    private struct Report {
        /// Problems found in the files: exit 1.
        var problems = 0
        /// Files that could not be fetched: exit 2 when nothing else failed.
        var unreachable = 0

        mutating func fail(_ message: String) {
            problems += 1
            Console.out("  error: " + message)
        }

        /// The status, the redirect and the content type of an answer, then its body.
        mutating func check(_ response: AASAFetcher.Response, name: String, against comparison: DeployedComparison) {
            Console.out("  status:       \(response.status)")
            if (300..<400).contains(response.status) {
                let target = response.location.map { " to \($0)" } ?? ""
                fail("redirects\(target); Apple follows no redirect: serve the file itself at this address")
                return
            }
            guard response.status == 200 else {
                fail("the status is \(response.status); Apple reads the file only from a 200 answer")
                return
            }
            let contentType = response.contentType ?? ""
            let mediaType = contentType.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
            Console.out("  content type: \(contentType.isEmpty ? "none" : contentType)")
            if mediaType != "application/json" {
                fail("the content type is \(contentType.isEmpty ? "missing" : "'\(contentType)'"); Apple needs 'application/json'")
            }
            check(body: response.body, name: name, against: comparison)
        }

        /// The size, the JSON, the app IDs and the verdicts of a file's bytes.
        mutating func check(body: [UInt8], name: String, against comparison: DeployedComparison) {
            let limit = maximumAssociationFileSize
            Console.out("  size:         \(body.count) bytes (Apple's limit: \(limit))")
            if body.count > limit {
                fail("the file is \(body.count - limit) bytes over Apple's limit of \(limit) bytes (128 KB); iOS does not read it")
            }
            var diagnostics = Diagnostics()
            guard let file = AASAReader.read(body, diagnostics: &diagnostics) else {
                Console.out("  JSON:         does not read")
                let first = diagnostics.rendered(file: name).split(separator: "\n").first.map(String.init) ?? "not JSON"
                fail("iOS cannot read the file: \(first)")
                return
            }
            Console.out("  JSON:         reads")
            let listed = DeployedComparison.appIDs(of: file)
            Console.out("  app IDs:      \(listed.isEmpty ? "none" : listed.joined(separator: ", "))")
            for missing in comparison.missingAppIDs(in: file) {
                fail("the file has no applinks for '\(missing)', an app ID of the manifest's")
            }
            guard listed.contains(comparison.appID) else {
                Console.out("  verdicts:     not compared: the file has no applinks for '\(comparison.appID)'")
                return
            }
            let differences = comparison.differences(from: file)
            guard !differences.isEmpty else {
                Console.out("  verdicts:     the generated file's, on \(comparison.linkCount) links")
                return
            }
            for difference in differences {
                fail(difference.message)
            }
        }
    }
}
