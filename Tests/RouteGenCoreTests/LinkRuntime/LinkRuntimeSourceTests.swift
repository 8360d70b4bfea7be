@testable import RouteGenCore
import RouteGenTestSupport
import Testing

/// The generator embeds the link runtime's text verbatim: the copy in RouteGenCore is the compiled,
/// tested source, region by region.
@Suite("The embedded link runtime")
struct LinkRuntimeSourceTests {
    static let source = "Sources/RouteGenLinkRuntime/LinkRuntime.swift"

    /// The lines between `// routegen:embed-begin NAME` and `// routegen:embed-end NAME`.
    static func region(_ name: String, in text: String) -> String? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let begin = lines.firstIndex(where: { $0.hasSuffix("// routegen:embed-begin \(name)") }),
            let end = lines.firstIndex(where: { $0.hasSuffix("// routegen:embed-end \(name)") }), begin < end
        else { return nil }
        return lines[(begin + 1)..<end].joined(separator: "\n")
    }

    static let regions = [
        "linkReader": LinkRuntimeSource.linkReader, "literalHash": LinkRuntimeSource.literalHash,
        "compoundSegments": LinkRuntimeSource.compoundSegments, "fixedQuery": LinkRuntimeSource.fixedQuery,
    ]

    @Test("RouteGenCore's copy of each region is the runtime's source, byte for byte", arguments: regions.keys.sorted())
    func embeddedCopyIsCurrent(region name: String) throws {
        let text = String(decoding: try RepositoryPaths.bytes(Self.source), as: UTF8.self)
        let region = try #require(Self.region(name, in: text), "\(Self.source) has no region '\(name)'")
        let embedded = try #require(Self.regions[name])
        #expect(embedded == region, "Sources/RouteGenCore/Emit/LinkRuntimeSource.swift is stale: run scripts/embed-link-runtime.sh")
    }

    @Test("every generated +URL.swift holds the link reader verbatim; a wide level the literal hash; compound segments and fixed items their code")
    func generatedFilesEmbedIt() throws {
        let url = try String(contentsOf: RepositoryPaths.file("Tests/SnapshotTests/__Snapshots__/wide-level/WideRoute+URL.swift"), encoding: .utf8)
        #expect(url.contains(LinkRuntimeSource.linkReader + "\n\n" + LinkRuntimeSource.literalHash + "\n}\n"))
        let shop = try String(contentsOf: RepositoryPaths.file("Tests/SnapshotTests/__Snapshots__/shop/AppRoute+URL.swift"), encoding: .utf8)
        #expect(shop.hasSuffix("nonisolated extension AppRoute {\n" + LinkRuntimeSource.linkReader + "\n}\n"))
        let patterns = try String(
            contentsOf: RepositoryPaths.file("Tests/SnapshotTests/__Snapshots__/route-patterns/PatternRoute+URL.swift"), encoding: .utf8)
        let regions = [
            LinkRuntimeSource.linkReader, LinkRuntimeSource.literalHash, LinkRuntimeSource.compoundSegments, LinkRuntimeSource.fixedQuery,
        ]
        #expect(patterns.hasSuffix(regions.joined(separator: "\n\n") + "\n}\n"))
        #expect(!url.contains(LinkRuntimeSource.compoundSegments) && !shop.contains(LinkRuntimeSource.fixedQuery), "only where used")
    }
}
