@testable import RouteGenCore
import RouteGenTestSupport
import Testing

/// The generator embeds the link runtime's text verbatim, each region where generated code needs
/// it. (`EmbeddedSourceTests` holds the copy in RouteGenCore to the compiled, tested source.)
@Suite("The embedded link runtime")
struct LinkRuntimeSourceTests {
    /// The link reader as a `+URL.swift` without routes on any host prints it: no in-app channel.
    static let linkReader = URLEmitter.linkReader(inApp: false)

    @Test("every generated +URL.swift holds the link reader verbatim; a wide level the literal hash; compound segments and fixed items their code")
    func generatedFilesEmbedIt() throws {
        let url = try String(contentsOf: RepositoryPaths.file("Tests/SnapshotTests/__Snapshots__/wide-level/WideRoute+URL.swift"), encoding: .utf8)
        #expect(url.contains(Self.linkReader + "\n\n" + LinkRuntimeSource.literalHash + "\n}\n"))
        let shop = try String(contentsOf: RepositoryPaths.file("Tests/SnapshotTests/__Snapshots__/shop/AppRoute+URL.swift"), encoding: .utf8)
        #expect(shop.hasSuffix("nonisolated extension AppRoute {\n" + Self.linkReader + "\n}\n"))
        let patterns = try String(
            contentsOf: RepositoryPaths.file("Tests/SnapshotTests/__Snapshots__/route-patterns/PatternRoute+URL.swift"), encoding: .utf8)
        let regions = [
            Self.linkReader, LinkRuntimeSource.literalHash, LinkRuntimeSource.compoundSegments, LinkRuntimeSource.fixedQuery,
        ]
        #expect(patterns.hasSuffix(regions.joined(separator: "\n\n") + "\n}\n"))
        let anyHost = try String(contentsOf: RepositoryPaths.file("Tests/SnapshotTests/__Snapshots__/any-host/FediRoute+URL.swift"), encoding: .utf8)
        #expect(anyHost.hasSuffix(
            [URLEmitter.linkReader(inApp: true), LinkRuntimeSource.compoundSegments, LinkRuntimeSource.inAppLinks].joined(separator: "\n\n") + "\n}\n"))
        #expect(URLEmitter.linkReader(inApp: true).contains("        case inApp\n") && !Self.linkReader.contains("inApp"))
        #expect(!url.contains(LinkRuntimeSource.compoundSegments) && !shop.contains(LinkRuntimeSource.fixedQuery), "only where used")
        // A rest parameter that is not last: its reader and printer, after the regions it needs.
        let mastodon = try String(
            contentsOf: RepositoryPaths.file("Tests/SnapshotTests/__Snapshots__/segments-before-value/MastodonRoute+URL.swift"), encoding: .utf8)
        let restRegions = [Self.linkReader, LinkRuntimeSource.compoundSegments, LinkRuntimeSource.restInside]
        #expect(mastodon.hasSuffix(restRegions.joined(separator: "\n\n") + "\n}\n"))
        #expect(!patterns.contains(LinkRuntimeSource.restInside), "only where used")
    }
}
