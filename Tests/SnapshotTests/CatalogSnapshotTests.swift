import Foundation
import RouteGenCore
import RouteGenTestSupport
import Testing

/// The catalog page of a few fixtures, byte for byte, so a change to what QA and support see is
/// reviewed like a change to the code: tabs, requirements and sheets; modules; links that carry
/// links and routes on some hosts; screens no link opens, and values no link carries.
/// `CatalogBrowserTests` checks what the page does in a browser.
///
/// `__Snapshots__/catalog/<case>.html`, apart from the folders `GeneratedCodeTests` compiles.
/// `scripts/record-snapshots.sh` records the pages of the fixtures this list names.
@Suite("Catalog page snapshots")
struct CatalogSnapshotTests {
    static let fixtures = ["shop", "tabs-and-sheets", "modules", "link-shapes", "screens-without-links", "preloaded-values"]

    @Test("the catalog page of a fixture", arguments: fixtures)
    func catalog(fixture: String) throws {
        let (data, path) = try GeneratedFileSnapshotTests.manifest(fixture)
        let (plan, diagnostics) = Generator.plan(fromManifest: [UInt8](data), at: path)
        let page = CatalogEmitter(plan: try #require(plan, "\(diagnostics.all)")).render()
        Snapshot.assert(
            page, matches: GeneratedFileSnapshotTests.directory.appendingPathComponent("__Snapshots__/catalog/\(fixture).html"),
            rerecordWith: "CatalogSnapshotTests")
    }
}
