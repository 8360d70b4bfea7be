import Foundation
import RouteGenCore
import RouteGenTestSupport
import Testing

/// `routegen match` and the generation-time checks of `examples` run the parser on the model
/// (`LinkMatcher`), not compiled code. Here both answer every row of the URL tables, and agree.
@Suite("The model's parser agrees with the generated parser")
struct ModelParserAgreementTests {
    static func matcher(_ fixture: String) throws -> LinkMatcher {
        let path = "Tests/SnapshotTests/Fixtures/\(fixture)/routes.json"
        let bytes = try RepositoryPaths.bytes(path)
        return LinkMatcher(table: try #require(Generator.routeTable(fromManifest: bytes, at: RepositoryPaths.file(path).path).routeTable))
    }

    /// The stack as the model prints it: `name(label: value)`, one per route.
    static func names<Route>(_ stack: [Route]?) -> [String]? {
        stack?.map { String(String(describing: $0).prefix { $0 != "(" }) }
    }

    /// Links whose only problem is a custom type's raw value: the app's `init(rawValue:)` decides
    /// those, which the model cannot run, so it takes every value (documented in `LinkMatcher`).
    static let customTypeValues: Set<String> = [
        "https://catalog.example.com/browse/bogus", "https://catalog.example.com/Browse/SALE",
    ]

    @Test("every fixture's URL table", arguments: FixtureURLTable.all)
    func tables(table: FixtureURLTable) throws {
        let matcher = try Self.matcher(table.fixture)
        for row in table.rows where !Self.customTypeValues.contains(row.link) {
            let model = matcher.match(url: row.link)
            #expect(model?.stack.map { String($0.prefix { $0 != "(" }) } == row.stack, "\(table.fixture): \(row.link)")
        }
    }

    /// Whether `link` is written the way RouteGen prints links: no empty segment and no escape,
    /// which an AASA file reads as characters where the parser decodes them.
    static func isCanonical(_ link: String) -> Bool {
        let path = link.split(separator: "?", maxSplits: 1)[0].split(separator: "#", maxSplits: 1)[0]
        let afterHost = path.dropFirst("https://".count).drop { $0 != "/" }
        return !afterHost.contains("//") && !afterHost.contains("%")
    }

    @Test(
        "every fixture's AASA file opens a universal link of its URL table if and only if the parser has a route of its shape, under Apple's slash rules and the literal reading",
        arguments: FixtureURLTable.all)
    func associationFiles(table urlTable: FixtureURLTable) throws {
        let fixture = urlTable.fixture
        let path = "Tests/SnapshotTests/Fixtures/\(fixture)/routes.json"
        let table = try #require(
            Generator.routeTable(fromManifest: try RepositoryPaths.bytes(path), at: RepositoryPaths.file(path).path).routeTable)
        // One file per group of hosts when routes differ by host: each link is its host's file's.
        let files = GenerationPlan(table: table).associationFiles
        #expect(files.isEmpty == table.hosts.isEmpty, "\(fixture)")
        guard !files.isEmpty else { return }  // no hosts: no universal links
        let shapes = LinkMatcher(table: table, checksTypes: false)
        let links = urlTable.links
        var checked = 0
        // A browser resolves dot segments (`/a/../b`, `%2E%2E` too) before a link is opened
        // (RFC 3986 §5.2.4, WHATWG URL): neither the file nor the parser meets them on a device.
        for link in links where shapes.isUniversalLink(link) && !Self.hasDotSegment(link) {
            let host = shapes.universalLinkHostEntry(link)
            let file = try #require(files.first { $0.hosts.contains(host ?? "") }?.file, "\(link)")
            let expected = shapes.match(url: link) != nil
            for reading in AASAMatcher.Reading.all {
                let verdict = AASAMatcher(file: file, reading: reading).verdict(for: link, appID: table.appIDs[0])
                // A link RouteGen would not print may go to the browser (an escape where a letter
                // would do, say); never the other way. `//` is for Apple's slash rules to read.
                if Self.isCanonical(link) || (reading.appleSlashRules && !link.contains("%")) {
                    #expect(verdict.opensApp == expected, "\(fixture): \(link) under \(reading): \(verdict.explanation)")
                } else if reading.appleSlashRules || !link.dropFirst(8).contains("//") {
                    #expect(!verdict.opensApp || expected, "\(fixture): \(link) under \(reading): \(verdict.explanation)")
                }
            }
            checked += 1
        }
        #expect(checked >= 3)
    }

    static func hasDotSegment(_ link: String) -> Bool {
        link.split(separator: "?")[0].split(separator: "/").contains { [".", "..", "%2E", "%2E%2E", "%2e", "%2e%2e"].contains($0) }
    }

    @Test("a custom type's value is the app's to check: the model takes any")
    func customTypes() throws {
        let matcher = try Self.matcher("lists-and-custom-types")
        for link in Self.customTypeValues {
            #expect(matcher.match(url: link)?.value.hasPrefix("browse(tab: Tab(rawValue: ") == true)
        }
    }

    @Test("the model prints the shop's stacks with the values Swift prints")
    func shopValues() throws {
        let matcher = try Self.matcher("shop")
        for row in shopCases {
            guard let expected = row.expected, let model = matcher.match(url: row.link) else { continue }
            #expect(model.stack == expected.map { String(describing: $0) }, "\(row.link)")
        }
    }

    @Test("the AASA constant is the AASA file, byte for byte")
    func associationConstant() throws {
        let file = try RepositoryPaths.bytes("Tests/SnapshotTests/__Snapshots__/shop/apple-app-site-association")
        #expect(Array(AppRoute.appleAppSiteAssociation.utf8) == file)
        #expect(Array(DocsRoute.appleAppSiteAssociation.utf8) == (try RepositoryPaths.bytes("Tests/SnapshotTests/__Snapshots__/rest-parameter/apple-app-site-association")))
        // Routes that differ by host: every host's file.
        #expect(ShapeRoute.appleAppSiteAssociation.keys.sorted() == ["blog.example.com", "click.example.com", "example.com"])
        for (host, json) in ShapeRoute.appleAppSiteAssociation {
            let file = try RepositoryPaths.bytes("Tests/SnapshotTests/__Snapshots__/link-shapes/\(host)/apple-app-site-association")
            #expect(Array(json.utf8) == file, "\(host)")
        }
        #expect(ShapeRoute.appleAppSiteAssociation["example.com"] != ShapeRoute.appleAppSiteAssociation["blog.example.com"])
    }
}
