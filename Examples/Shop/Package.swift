// swift-tools-version: 6.1
// An app's package that uses RouteGen as users do, two ways:
// - ShopRoutes applies the build plugin: the code is generated on every build where
//   routes.json changed, and never committed; ShopRoutesTests applies it too, and gets the
//   link tests of ShopRoutes' manifest (`swift test` runs every example through the app's code);
// - Catalog commits its generated code (Sources/Catalog/Generated/) and its AASA file
//   (Web/.well-known/), written by `swift package --allow-writing-to-package-directory
//   generate-routes --target Catalog` and checked in CI by `routegen check`.
// RouteGen's ConsumerPackageTests copy this package and build it from scratch.

import PackageDescription

// RouteGen is two folders up; the tests copy this package elsewhere and say where with
// ROUTEGEN_PATH. A package that depends on RouteGen by URL writes
// `.package(url: "https://github.com/…/RouteGen.git", from: "0.1.0")` and `package: "RouteGen"`.
let routeGenPath = Context.environment["ROUTEGEN_PATH"] ?? "../.."
// SwiftPM names a path dependency by its folder name, so the plugin's package is that name.
let routeGenPackage = (Context.environment["ROUTEGEN_PATH"] ?? Context.packageDirectory)
    .split(separator: "/").dropLast(Context.environment["ROUTEGEN_PATH"] == nil ? 2 : 0).last.map(String.init) ?? "RouteGen"

let package = Package(
    name: "Shop",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "ShopRoutes", targets: ["ShopRoutes"]),
        .library(name: "Catalog", targets: ["Catalog"]),
    ],
    dependencies: [
        .package(path: routeGenPath)
    ],
    targets: [
        .target(
            name: "ShopRoutes",
            plugins: [.plugin(name: "RouteGenPlugin", package: routeGenPackage)]
        ),
        .testTarget(
            name: "ShopRoutesTests",
            dependencies: ["ShopRoutes"],
            // No routes.json of its own: the plugin writes the link tests of ShopRoutes' manifest,
            // which `swift test` runs against the code generated for ShopRoutes.
            plugins: [.plugin(name: "RouteGenPlugin", package: routeGenPackage)]
        ),
        .target(
            name: "Catalog",
            // The command plugin still finds the manifest; excluding it keeps SwiftPM from
            // warning about a file no build step uses.
            exclude: ["routes.json"]
        ),
    ]
)
