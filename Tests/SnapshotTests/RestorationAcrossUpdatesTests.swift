import Foundation
import RouteGenCore
import RouteGenTestSupport
import Testing

/// Restoration across an app update: one generation of a manifest saves the navigation, the next
/// (a route and a tab removed) restores it. Each generation is compiled into its own program, as
/// two versions of an app are, with the same enum name.
@Suite("Restoring navigation saved by an earlier version of the app")
struct RestorationAcrossUpdatesTests {
    static func manifest(_ routes: String, tabs: String) -> String {
        """
        { "version": 1, "enum": "AppRoute", "schemes": ["app"], "generate": ["enum", "router"],
          "tabs": [\(tabs)],
          "routes": [\(routes)] }
        """
    }

    static let shop = #"{ "name": "shop", "title": "Shop", "systemImage": "bag", "root": "ShopView()" }"#
    static let wishlistTab = #"{ "name": "wishlist", "title": "Wishlist", "systemImage": "heart", "root": "WishlistView()" }"#

    static let version1 = manifest(
        """
        { "name": "home", "path": "/" },
        { "name": "product", "path": "/products/{id:Int}", "parent": "home" },
        { "name": "wishlist", "path": "/wishlist", "tab": "wishlist" },
        { "name": "review", "path": "/products/{id:Int}/review", "parent": "product", "presentation": "sheet" }
        """, tabs: shop + ", " + wishlistTab)

    /// Version 2 removed the wishlist: its route and its tab.
    static let version2 = manifest(
        """
        { "name": "home", "path": "/" },
        { "name": "product", "path": "/products/{id:Int}", "parent": "home" },
        { "name": "review", "path": "/products/{id:Int}/review", "parent": "product", "presentation": "sheet" }
        """, tabs: shop)

    /// Saves a navigation with the wishlist in the middle of the shop's stack and on the screen.
    static let save = """
        import Foundation

        let router = AppTabRouter()
        router.open(AppRoute.review(id: 7))
        router.router(for: .shop).path.insert(.wishlist, at: 1)
        router.router(for: .wishlist).push(.wishlist)
        router.selectedTab = .wishlist
        FileHandle.standardOutput.write(router.restorationData)
        """

    /// Restores what `save` printed, and prints what it got.
    static let restore = """
        import Foundation

        let router = AppTabRouter()
        router.restore(from: FileHandle.standardInput.readDataToEndOfFile())
        let shop = router.router(for: .shop)
        print(router.selectedTab, shop.path.map(\\.path), shop.sheet?.path ?? "no sheet")
        """

    @Test("version 2 keeps the stack up to the removed route, the sheet that still exists, and its own tab")
    func removedRouteAndTab() throws {
        let directory = try TemporaryDirectory()
        let saver = try build(Self.version1, main: Self.save, named: "v1", in: directory)
        let restorer = try build(Self.version2, main: Self.restore, named: "v2", in: directory)
        let saved = try RouteGenProcess.run(executable: saver, [], in: directory.url)
        #expect(saved.exitCode == 0, "\(saved.standardError)")
        #expect(saved.standardOutput.contains(#""wishlist""#))
        try Data(saved.standardOutput.utf8).write(to: directory.url.appendingPathComponent("saved.json"))
        let restored = try Toolchain.run("sh", ["-c", "\(restorer.path) < saved.json"], in: directory.url)
        #expect(restored.exitCode == 0, "\(restored.standardError)")
        #expect(restored.standardOutput == "shop [\"/\"] /products/7/review\n")
    }

    /// Generates `manifest` and compiles it with `main` into an executable.
    private func build(_ manifest: String, main: String, named name: String, in directory: TemporaryDirectory) throws -> URL {
        let (files, diagnostics) = Generator.generate(fromManifest: Array(manifest.utf8))
        #expect(!diagnostics.hasErrors, "\(diagnostics.rendered(file: "\(name)/routes.json"))")
        var sources = try files.map { try directory.write($0.contents, to: "\(name)/\($0.name)") }
        sources.append(try directory.write(main, to: "\(name)/main.swift"))
        let executable = directory.url.appendingPathComponent("\(name)/app")
        let result = try Toolchain.run("swiftc", ["-swift-version", "6", "-o", executable.path] + sources.map(\.path))
        #expect(result.exitCode == 0, "\(result.standardError)")
        return executable
    }
}
