import Foundation
import RouteGenCore
import RouteGenTestSupport
import Testing

/// Restoration across an app update: one generation of a manifest saves the navigation, the next
/// (a route and a tab removed, a requirement added) restores it. Each generation is compiled into its own program, as
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

    // MARK: Flows

    /// A checkout flow three levels deep: the cart's stack, the checkout sheet's, the card sheet's.
    static let flowVersion1 = """
        { "version": 1, "enum": "AppRoute", "schemes": ["app"], "generate": ["enum", "router"],
          "routes": [
            { "name": "cart", "path": "/cart" },
            { "name": "checkout", "path": "/cart/checkout", "parent": "cart", "presentation": "sheet" },
            { "name": "shipping", "path": "/cart/checkout/shipping", "parent": "checkout" },
            { "name": "payment", "path": "/cart/checkout/payment", "parent": "shipping" },
            { "name": "addCard", "path": "/cart/checkout/payment/card", "parent": "payment", "presentation": "sheet" },
            { "name": "cardDetails", "path": "/cart/checkout/payment/card/details", "parent": "addCard" },
            { "name": "scanTips", "path": "/cart/checkout/payment/card/details/tips", "parent": "cardDetails" }
          ] }
        """

    /// Version 2 removed the scanning tips, and requires a signed-in customer for payment.
    static let flowVersion2 = """
        { "version": 1, "enum": "AppRoute", "schemes": ["app"], "generate": ["enum", "router"],
          "requirements": { "signedIn": { "route": "signIn" } },
          "routes": [
            { "name": "cart", "path": "/cart" },
            { "name": "checkout", "path": "/cart/checkout", "parent": "cart", "presentation": "sheet" },
            { "name": "shipping", "path": "/cart/checkout/shipping", "parent": "checkout" },
            { "name": "payment", "path": "/cart/checkout/payment", "parent": "shipping", "requires": ["signedIn"] },
            { "name": "addCard", "path": "/cart/checkout/payment/card", "parent": "payment", "presentation": "sheet" },
            { "name": "cardDetails", "path": "/cart/checkout/payment/card/details", "parent": "addCard" },
            { "name": "signIn", "path": "/sign-in", "presentation": "sheet" }
          ] }
        """

    /// Opens the deepest route of the flow and saves.
    static let saveFlow = """
        import Foundation

        let router = AppRouter()
        router.open(AppRoute.scanTips)
        FileHandle.standardOutput.write(router.restorationData)
        """

    /// Restores what `saveFlow` printed, signed in and then signed out, and prints each level: its
    /// path, then its sheet or `-`.
    static let restoreFlow = """
        import Foundation

        let data = FileHandle.standardInput.readDataToEndOfFile()
        for signedIn in [true, false] {
            let router = AppRouter()
            router.isMet = { _ in signedIn }
            router.restore(from: data)
            var levels: [String] = []
            var level: AppRouter? = router
            while let current = level {
                levels.append((current.path.map(\\.path) + [current.sheet?.path ?? "-"]).joined(separator: " "))
                level = current.presentedRouter
            }
            print(levels.joined(separator: " | "))
        }
        """

    @Test("version 2 restores every level of a flow up to the removed route, and nothing its new requirement keeps out")
    func flowAcrossAnUpdate() throws {
        let directory = try TemporaryDirectory()
        let saver = try build(Self.flowVersion1, main: Self.saveFlow, named: "v1", in: directory)
        let restorer = try build(Self.flowVersion2, main: Self.restoreFlow, named: "v2", in: directory)
        let saved = try RouteGenProcess.run(executable: saver, [], in: directory.url)
        #expect(saved.exitCode == 0, "\(saved.standardError)")
        try Data(saved.standardOutput.utf8).write(to: directory.url.appendingPathComponent("saved.json"))
        let restored = try Toolchain.run("sh", ["-c", "\(restorer.path) < saved.json"], in: directory.url)
        #expect(restored.exitCode == 0, "\(restored.standardError)")
        #expect(restored.standardOutput.split(separator: "\n").map(String.init) == [
            "/cart /cart/checkout | /cart/checkout/shipping /cart/checkout/payment /cart/checkout/payment/card"
                + " | /cart/checkout/payment/card/details -",
            "/cart /cart/checkout | /cart/checkout/shipping -",
        ])
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
