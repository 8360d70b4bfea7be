// swift-tools-version: 6.1
// A modular app's package: the routes module generates one route enum, parser, router and AASA
// file for every feature; each feature module owns a fragment of the routes and their views.
//
// - ShopRoutes: the manifest (Sources/ShopRoutes/routes.json), which includes each feature's
//   fragment, and the build plugin, which generates the code and follows the fragments.
// - Catalog, Cart, Account: a feature each, with its fragment (Sources/<Feature>/routes.json) and
//   its views, conforming to its fragment's destinations protocol. Each depends on ShopRoutes
//   only, never on another feature, and pushes or opens any route of any feature.
// - ShopApp: composes the features' views (ShopFeatureDestinations) with no code per route.
// RouteGen's ConsumerPackageTests copy this package, build it from scratch and run its tests.

import PackageDescription

// RouteGen is two folders up; the tests copy this package elsewhere and say where with
// ROUTEGEN_PATH. A package that depends on RouteGen by URL writes
// `.package(url: "https://github.com/…/RouteGen.git", from: "0.1.0")` and `package: "RouteGen"`.
let routeGenPath = Context.environment["ROUTEGEN_PATH"] ?? "../.."
// SwiftPM names a path dependency by its folder name, so the plugin's package is that name.
let routeGenPackage = (Context.environment["ROUTEGEN_PATH"] ?? Context.packageDirectory)
    .split(separator: "/").dropLast(Context.environment["ROUTEGEN_PATH"] == nil ? 2 : 0).last.map(String.init) ?? "RouteGen"

/// A feature module: its fragment is the routes module's input, not a file of its own build.
func feature(_ name: String) -> Target {
    .target(name: name, dependencies: ["ShopRoutes"], exclude: ["routes.json"])
}

let package = Package(
    name: "ModularShop",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "ShopApp", targets: ["ShopApp"])
    ],
    dependencies: [
        .package(path: routeGenPath)
    ],
    targets: [
        .target(
            name: "ShopRoutes",
            plugins: [.plugin(name: "RouteGenPlugin", package: routeGenPackage)]
        ),
        feature("Catalog"),
        feature("Cart"),
        feature("Account"),
        .target(name: "ShopApp", dependencies: ["ShopRoutes", "Catalog", "Cart", "Account"]),
        .testTarget(name: "ModularShopTests", dependencies: ["ShopRoutes", "Catalog", "Cart", "Account"]),
    ]
)
