import Foundation
import RouteGenTestSupport
import Testing

/// `routegen check --deployed`: the AASA file a host serves, and Apple's CDN copy, against the
/// generated one, fetched from a real HTTP server in the test process (the shop manifest, whose
/// host is `shop.example.com`).
@Suite("routegen check --deployed")
struct DeployedCheckCommandTests {
    /// Where the site's file and Apple's copy are asked for, below an origin.
    static let sitePath = "/.well-known/apple-app-site-association"
    static let cdnPath = "/a/v1/shop.example.com"

    /// The file `routegen generate` writes for the shop manifest.
    static func generatedFile() throws -> String {
        let directory = try TemporaryDirectory()
        let output = directory.url.appendingPathComponent("apple-app-site-association").path
        let result = try RouteGenProcess.run(["generate", "--aasa-output", output, "--quiet"], in: RepositoryPaths.root)
        try #require(result.exitCode == 0, "\(result.standardError)")
        return String(decoding: try Data(contentsOf: URL(fileURLWithPath: output)), as: UTF8.self)
    }

    /// The generated file without the components that open `orderConfirmation`'s links: a file
    /// deployed before the route existed.
    static func staleFile() throws -> String {
        let file = try generatedFile()
        let stale = file.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.contains("orderConfirmation") }
            .joined(separator: "\n")
        try #require(stale != file)
        return stale
    }

    /// Runs the check against `server` for the site and the CDN.
    static func check(_ server: HTTPTestServer, _ extra: [String] = []) throws -> RouteGenProcess.Result {
        let cdn = extra.contains("--skip-cdn") ? [] : ["--cdn-origin", server.origin]
        return try RouteGenProcess.run(["check", "--deployed", "--origin", server.origin] + cdn + extra, in: RepositoryPaths.root)
    }

    /// The report of a file that is what the app needs, fetched from `address`.
    static func matchingReport(_ address: String, size: Int) -> String {
        """
        \(address)
          status:       200
          content type: application/json
          size:         \(size) bytes (Apple's limit: 131072)
          JSON:         reads
          app IDs:      ABCDE12345.com.example.shop
          verdicts:     the generated file's, on 17 links

        """
    }

    @Test("the generated file on the site and on the CDN: every line of the report, exit 0")
    func matchingFile() throws {
        let file = try Self.generatedFile()
        let server = try HTTPTestServer([Self.sitePath: .file(file), Self.cdnPath: .file(file)])
        let result = try Self.check(server)
        let size = file.utf8.count
        #expect(
            result.standardOutput
                == Self.matchingReport(server.origin + Self.sitePath, size: size) + Self.matchingReport(server.origin + Self.cdnPath, size: size)
                + "routes.json: the deployed files of shop.example.com are what the app needs\n")
        #expect(result.standardError == "")
        #expect(result.exitCode == 0)
    }

    @Test("a redirect is reported, not followed, as Apple follows none: exit 1")
    func redirect() throws {
        let file = try Self.generatedFile()
        let server = try HTTPTestServer([
            Self.sitePath: .redirect(to: "/moved/apple-app-site-association"), "/moved/apple-app-site-association": .file(file),
            Self.cdnPath: .file(file),
        ])
        let result = try Self.check(server)
        #expect(result.standardOutput.hasPrefix("""
            \(server.origin)\(Self.sitePath)
              status:       301
              error: redirects to /moved/apple-app-site-association; Apple follows no redirect: serve the file itself at this address
            \(server.origin)\(Self.cdnPath)
              status:       200

            """))
        #expect(!server.requestedPaths.contains("/moved/apple-app-site-association"))
        #expect(result.standardError == "routes.json: 1 problem in the deployed files of shop.example.com\n")
        #expect(result.exitCode == 1)
    }

    @Test("a content type other than application/json is an error; the rest of the file is still checked")
    func wrongContentType() throws {
        let file = try Self.generatedFile()
        let server = try HTTPTestServer([Self.sitePath: .file(file, contentType: "text/plain; charset=utf-8")])
        let result = try Self.check(server, ["--skip-cdn"])
        #expect(result.standardOutput == """
            \(server.origin)\(Self.sitePath)
              status:       200
              content type: text/plain; charset=utf-8
              error: the content type is 'text/plain; charset=utf-8'; Apple needs 'application/json'
              size:         \(file.utf8.count) bytes (Apple's limit: 131072)
              JSON:         reads
              app IDs:      ABCDE12345.com.example.shop
              verdicts:     the generated file's, on 17 links

            """)
        #expect(result.exitCode == 1)
    }

    @Test("a file over Apple's 128 KB is an error that says by how much")
    func oversizeFile() throws {
        // The generated file with spaces before its last brace: JSON that still reads, 131,172 bytes.
        var file = try Self.generatedFile()
        let padding = 131_072 + 100 - file.utf8.count
        file.insert(contentsOf: String(repeating: " ", count: padding), at: file.index(before: file.endIndex))
        let server = try HTTPTestServer([Self.sitePath: .file(file)])
        let result = try Self.check(server, ["--skip-cdn"])
        #expect(result.standardOutput.contains("""
              size:         131172 bytes (Apple's limit: 131072)
              error: the file is 100 bytes over Apple's limit of 131072 bytes (128 KB); iOS does not read it
              JSON:         reads

            """))
        #expect(result.exitCode == 1)
    }

    @Test("a stale file: the route whose links it decides otherwise, and the first such link")
    func staleFile() throws {
        let server = try HTTPTestServer([Self.sitePath: .file(try Self.staleFile()), Self.cdnPath: .file(try Self.generatedFile())])
        let result = try Self.check(server)
        let site = result.standardOutput.components(separatedBy: server.origin + Self.cdnPath)[0]
        #expect(site.hasSuffix("""
              app IDs:      ABCDE12345.com.example.shop
              error: 'orderConfirmation': the deployed file sends /orders/0C4B1E7A-5D2F-4A3B-8E9C-1F2A3B4C5D6E to the browser; the app expects it (and 2 more links of the route)

            """))
        // The CDN's copy is the generated file: only the site's is wrong.
        #expect(result.standardOutput.components(separatedBy: "error:").count == 2)
        #expect(result.exitCode == 1)
    }

    @Test("a 404 on the site, and JSON iOS cannot read on the CDN")
    func notFoundAndUnreadable() throws {
        let server = try HTTPTestServer([Self.cdnPath: .file(#"{ "applinks": { "details": [ { "appIDs": 42 } ] } }"#)])
        let result = try Self.check(server)
        #expect(result.standardOutput.hasPrefix("""
            \(server.origin)\(Self.sitePath)
              status:       404
              error: the status is 404; Apple reads the file only from a 200 answer
            \(server.origin)\(Self.cdnPath)
              status:       200
              content type: application/json
              size:         51 bytes (Apple's limit: 131072)
              JSON:         does not read
              error: iOS cannot read the file: \(server.origin)\(Self.cdnPath):1:42: error: expected 'appIDs' to be an array, found an integer

            """))
        #expect(result.standardError == "routes.json: 2 problems in the deployed files of shop.example.com\n")
        #expect(result.exitCode == 1)
    }

    @Test("--file: a saved copy is judged the same way, without fetching")
    func savedCopy() throws {
        let directory = try TemporaryDirectory()
        let good = try directory.write(try Self.generatedFile(), to: "good.json")
        let stale = try directory.write(try Self.staleFile(), to: "stale.json")

        let matching = try RouteGenProcess.run(["check", "--deployed", "--file", good.path], in: RepositoryPaths.root)
        #expect(matching.standardOutput.hasPrefix("\(good.path) (as the file of shop.example.com)\n  size:"))
        #expect(matching.standardOutput.hasSuffix("routes.json: the file of shop.example.com is what the app needs\n"))
        #expect(matching.exitCode == 0)

        let outdated = try RouteGenProcess.run(["check", "--deployed", "--file", stale.path], in: RepositoryPaths.root)
        #expect(outdated.standardOutput.contains("  error: 'orderConfirmation': the deployed file sends /orders/"))
        #expect(outdated.exitCode == 1)
    }

    @Test("a refused connection is one line on standard error, exit 2: nothing was found wrong")
    func connectionRefused() throws {
        let origin = "http://127.0.0.1:\(try HTTPTestServer.closedPort())"
        let result = try RouteGenProcess.run(["check", "--deployed", "--origin", origin, "--skip-cdn"], in: RepositoryPaths.root)
        #expect(result.standardOutput == "\(origin)\(Self.sitePath)\n")
        #expect(result.standardError == """
            error: \(origin)\(Self.sitePath): cannot connect to '127.0.0.1' (the connection was refused or no server listens)
            routes.json: 1 file could not be fetched

            """)
        #expect(result.exitCode == 2)
    }

    @Test("a server that does not answer within --timeout is one line, exit 2")
    func timeout() throws {
        let server = try HTTPTestServer([Self.sitePath: .hang(10)])
        let started = Date()
        let result = try Self.check(server, ["--skip-cdn", "--timeout", "1"])
        #expect(Date().timeIntervalSince(started) < 8)
        #expect(result.standardError == """
            error: \(server.origin)\(Self.sitePath): no answer within 1 second; a slower server needs '--timeout SECONDS'
            routes.json: 1 file could not be fetched

            """)
        #expect(result.exitCode == 2)
    }

    @Test("the command line: a host of no entry, a wildcard without --host, a bad timeout are usage errors")
    func usageErrors() throws {
        let unknown = try RouteGenProcess.run(["check", "--deployed", "--host", "example.org", "--skip-cdn"], in: RepositoryPaths.root)
        #expect(unknown.standardError.hasPrefix("error: 'example.org' is not a host of the manifest; its 'hosts' are shop.example.com\n"))
        #expect(unknown.exitCode == 64)

        let wildcard = try RouteGenProcess.run(
            ["check", "--deployed", "Tests/SnapshotTests/Fixtures/custom-scheme-host/routes.json"], in: RepositoryPaths.root)
        #expect(wildcard.standardError.hasPrefix(
            "error: '*.kickstarter.com' is a wildcard host; name the hosts to check with '--host', a comma-separated list of hosts it covers\n"))
        #expect(wildcard.exitCode == 64)

        let timeout = try RouteGenProcess.run(["check", "--deployed", "--timeout", "soon"], in: RepositoryPaths.root)
        #expect(timeout.standardError.hasPrefix("error: '--timeout' takes a number of seconds above 0, not 'soon'\n"))
        #expect(timeout.standardError.contains("see 'routegen help check --deployed'"))
        #expect(timeout.exitCode == 64)
    }

    @Test("its help, from 'routegen help check --deployed' and '--help'; 'check' points to it")
    func help() throws {
        for arguments in [["help", "check", "--deployed"], ["check", "--deployed", "--help"]] {
            let help = try RouteGenProcess.run(arguments)
            #expect(help.standardOutput.contains("USAGE: routegen check --deployed [MANIFEST] [--host HOST,...]"))
            #expect(help.standardOutput.contains("EXAMPLES:\n  routegen check --deployed\n"))
            #expect(help.exitCode == 0)
        }
        let check = try RouteGenProcess.run(["help", "check"])
        #expect(check.standardOutput.contains("USAGE: routegen check [MANIFEST]"))
        #expect(check.standardOutput.contains("'routegen help check --deployed'"))
    }

    @Test("one file per group of hosts: a host serving another group's file, the link under the route the parser opens")
    func anotherHostsFile() throws {
        let snapshots = "Tests/SnapshotTests/__Snapshots__/link-shapes/"
        let manifest = "Tests/SnapshotTests/Fixtures/link-shapes/routes.json"
        let own = try RouteGenProcess.run(
            ["check", "--deployed", manifest, "--host", "blog.example.com", "--file", snapshots + "blog.example.com/apple-app-site-association"],
            in: RepositoryPaths.root)
        #expect(own.exitCode == 0)

        let other = try RouteGenProcess.run(
            ["check", "--deployed", manifest, "--host", "blog.example.com", "--file", snapshots + "example.com/apple-app-site-association"],
            in: RepositoryPaths.root)
        // `/x1` is one segment deeper than `home`'s `/`, and `blogPost`'s on blog.example.com.
        #expect(other.standardOutput.hasSuffix(
            "  error: 'blogPost': the deployed file sends /x1 to the browser; the app expects it (and 1 more link of the route)\n"))
        #expect(other.standardError == "\(manifest): 1 problem in the file of blog.example.com\n")
        #expect(other.exitCode == 1)
    }
}
