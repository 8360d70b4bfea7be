import Foundation
@testable import RouteGenCore
import RouteGenTestSupport
import Testing

/// Which entry of `hosts` a universal link's host belongs to: its own, else the wildcard with the
/// longest suffix that takes it, whatever the order the manifest lists them in.
@Suite("Host entries")
struct HostEntryTests {
    /// A wildcard nested in another, listed after it, with a route on the nested one only.
    static let manifest = #"""
        { "version": 1, "enum": "WRoute", "hosts": ["*.example.com", "*.users.example.com", "users.example.com"],
          "schemes": ["w"], "appIDs": ["ABCDE12345.com.example.w"],
          "routes": [ { "name": "home", "path": "/home" },
                      { "name": "profile", "path": "/p/{id:Int}", "hosts": ["*.users.example.com"] } ] }
        """#

    static func table() throws -> RouteTable {
        let (table, diagnostics) = Generator.routeTable(fromManifest: Array(manifest.utf8))
        return try #require(table, "\(diagnostics.rendered(file: "routes.json"))")
    }

    @Test("a host belongs to its own entry, else to the most specific wildcard that takes it", arguments: [
        ("users.example.com", 2 as Int?),
        ("www.users.example.com", 1),
        ("a.b.users.example.com", 1),
        ("shop.example.com", 0),
        ("a.users.example.com.evil.com", nil),
        ("example.com", nil),  // a wildcard takes subdomains only, as in Associated Domains
    ])
    func entryOfHost(host: String, entry: Int?) throws {
        #expect(try Self.table().hostEntry(of: host) == entry)
    }

    @Test("a manifest with nested wildcard hosts validates, and its links open on the nested entry")
    func nestedWildcards() throws {
        // Before, every `*.users.example.com` host met `*.example.com` first: an internal error.
        let (files, diagnostics) = Generator.generate(fromManifest: Array(Self.manifest.utf8))
        #expect(!diagnostics.hasErrors, "\(diagnostics.rendered(file: "routes.json"))")
        #expect(!files.isEmpty)
        let matcher = LinkMatcher(table: try Self.table())
        #expect(matcher.match(url: "https://www.users.example.com/p/1")?.value == "profile(id: 1)")
        #expect(matcher.match(url: "https://WWW.Users.example.com/p/1")?.value == "profile(id: 1)")
        #expect(matcher.match(url: "https://shop.example.com/p/1") == nil)
        #expect(matcher.match(url: "https://users.example.com/p/1") == nil)
        #expect(matcher.match(url: "https://www.users.example.com/home")?.value == "home")
        #expect(matcher.universalLinkHostEntry("https://www.users.example.com/p/1") == "*.users.example.com")
    }

    @Test("the generated parser compares hosts in the model's order: exact, then longest suffix first")
    func emittedOrder() throws {
        let (files, _) = Generator.generate(fromManifest: Array(Self.manifest.utf8))
        let parser = try #require(files.first { $0.name == "WRoute+URL.swift" }).contents
        let checks = parser.split(separator: "\n").filter { $0.contains("link.lowercased(host,") }
        #expect(checks.map { $0.trimmingCharacters(in: .whitespaces) } == [
            #"if link.lowercased(host, is: "users.example.com") { return 2 }"#,
            #"if link.lowercased(host, endsWith: ".users.example.com") { return 1 }"#,
            #"if link.lowercased(host, endsWith: ".example.com") { return 0 }"#,
        ])
    }

    @Test("a wildcard whose `www` an exact entry takes samples `x1`, and `x2` past that")
    func sampleHostPastExactEntries() throws {
        let manifest = #"""
            { "version": 1, "hosts": ["*.example.com", "www.example.com", "x1.example.com"],
              "appIDs": ["ABCDE12345.com.example.w"], "routes": [ { "name": "home", "path": "/home" } ] }
            """#
        let table = try #require(Generator.routeTable(fromManifest: Array(manifest.utf8)).routeTable)
        #expect(table.sampleHost(ofEntry: 0) == "x2.example.com")
        #expect(table.hostEntry(of: "x2.example.com") == 0)
    }

    @Test("a route on wildcard hosts only is stored as a link on a host of its own, which reads back")
    func storedOnAWildcardsHost() throws {
        let plan = GenerationPlan(table: try Self.table())
        let profile = try #require(plan.table.routes.first { $0.name == "profile" })
        #expect(plan.universalLinkPrefix(of: profile) == nil)  // no host to print a link on
        #expect(plan.storageLinkPrefix(of: profile) == "https://www.users.example.com")
        #expect(plan.storageLinkPrefix(of: plan.table.routes[0]) == nil)  // `home` is stored as its path
        let (files, _) = Generator.generate(fromManifest: Array(Self.manifest.utf8))
        let parser = try #require(files.first { $0.name == "WRoute+URL.swift" }).contents
        #expect(parser.contains(#"case .profile:"#) && parser.contains(#"return "https://www.users.example.com" + path"#))
        let match = LinkMatcher(table: plan.table).match(url: "https://www.users.example.com/p/1")
        #expect(match?.value == "profile(id: 1)")
    }

    @Test("a wildcard's sample host is one of its own, past the hosts more specific entries take")
    func sampleHosts() throws {
        let table = try Self.table()
        #expect(table.sampleHost(ofEntry: 0) == "www.example.com")
        #expect(table.sampleHost(ofEntry: 1) == "www.users.example.com")
        #expect(table.sampleHost(ofEntry: 2) == "users.example.com")
        for entry in table.hosts.indices {
            #expect(table.hostEntry(of: table.sampleHost(ofEntry: entry)) == entry)
        }
    }
}
