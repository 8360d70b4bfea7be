import Foundation
import Testing

/// RouteGenPlugin applied to this target, as an app applies it: `routes.json` here links to the
/// `shop` fixture, and nothing in this folder but the plugin defines `AppRoute`. That this file
/// compiles is the first half of the proof; these tests are the second.
@Suite("The build plugin, end to end")
struct BuildPluginTests {
    @Test("the plugin's enum opens a deep link as its whole back stack")
    func deepLink() throws {
        let url = try #require(URL(string: "https://shop.example.com/products/9F1C7E62-2A4B-4B8E-9C3D-0E5F6A7B8C9D"))
        let id = try #require(UUID(uuidString: "9F1C7E62-2A4B-4B8E-9C3D-0E5F6A7B8C9D"))
        #expect(AppRoute.stack(for: url) == [.productList(category: "all"), .productDetail(id: id)])
        #expect(AppRoute.productDetail(id: id).universalLink == url)
    }

    @Test("the plugin's enum refuses what the manifest refuses")
    func refusals() throws {
        let checkout = "/checkout/9F1C7E62-2A4B-4B8E-9C3D-0E5F6A7B8C9D/blue"
        #expect(AppRoute.stack(for: try #require(URL(string: "https://shop.example.com" + checkout))) == nil)
        #expect(AppRoute.stack(for: try #require(URL(string: "shop:/" + checkout)))?.count == 1)
        #expect(AppRoute.stack(for: try #require(URL(string: "https://evil.example.com/products"))) == nil)
    }

    @Test("the plugin's AASA constant is the reviewed apple-app-site-association snapshot")
    func associationFile() throws {
        let snapshot = try String(contentsOf: Self.snapshots.appendingPathComponent("apple-app-site-association"), encoding: .utf8)
        #expect(AppRoute.appleAppSiteAssociation == snapshot)
    }

    @Test("the plugin writes the reviewed snapshots, byte for byte")
    func outputsAreTheSnapshots() throws {
        let outputs = try #require(
            Self.pluginOutputFolder(),
            "no GeneratedSources/ of RouteGenPlugin for PluginTests under \(Self.buildFolder.path)")
        let names = try FileManager.default.contentsOfDirectory(atPath: outputs.path).filter { $0.hasSuffix(".swift") }.sorted()
        #expect(names == [
            "AppRoute+AASA.swift", "AppRoute+Destinations.swift", "AppRoute+EntryPoints.swift", "AppRoute+Navigation.swift",
            "AppRoute+Router.swift", "AppRoute+URL.swift", "AppRoute.swift",
        ])
        for name in names {
            let generated = try String(contentsOf: outputs.appendingPathComponent(name), encoding: .utf8)
            var snapshot = try String(contentsOf: Self.snapshots.appendingPathComponent(name), encoding: .utf8)
            // The one intended difference: the plugin names the manifest by its absolute path in
            // `#sourceLocation`, so that Xcode opens it from a compile error in a `view`.
            snapshot = snapshot.replacingOccurrences(
                of: "#sourceLocation(file: \"routes.json\"", with: "#sourceLocation(file: \"\(Self.manifest.path)\"")
            #expect(generated == snapshot, "\(name) differs from __Snapshots__/shop/\(name)")
        }
    }

    // MARK: - Paths

    /// This folder.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    /// The manifest the plugin reads, as SwiftPM names it.
    static let manifest = folder.appendingPathComponent("routes.json")

    /// The `shop` fixture's reviewed output.
    static let snapshots = folder.deletingLastPathComponent().appendingPathComponent("SnapshotTests/__Snapshots__/shop")

    /// The build folder: the test bundle lives in `<scratch>/<triple>/debug/`, or is reached through the `debug` link.
    static var buildFolder: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// Where SwiftPM keeps the plugin's outputs for this target (the layout is SwiftPM's, so it is searched).
    static func pluginOutputFolder() -> URL? {
        guard let walker = FileManager.default.enumerator(at: buildFolder.appendingPathComponent("plugins/outputs"),
                                                         includingPropertiesForKeys: nil) else { return nil }
        for case let url as URL in walker where url.lastPathComponent == "GeneratedSources" {
            let components = url.pathComponents
            if components.contains("PluginTests"), components.contains("RouteGenPlugin") { return url }
        }
        return nil
    }
}
