// swift-tools-version: 6.1
// RouteGen: type-safe SwiftUI navigation and deep links from one manifest, `routes.json`.
//
// No `.package(...)` on purpose: every user compiles `routegen` on a clean build when the
// plugin runs, so the toolchain is the only dependency, for the product, its tests and benchmarks.

import PackageDescription

let package = Package(
    name: "RouteGen",
    products: [
        .executable(name: "routegen", targets: ["routegen"]),
        .library(name: "RouteGenCore", targets: ["RouteGenCore"]),
    ],
    targets: [
        // MARK: - Product

        .target(name: "RouteGenCore"),
        .executableTarget(
            name: "routegen",
            dependencies: ["RouteGenCore"]
        ),

        // MARK: - Tests

        .target(
            name: "RouteGenTestSupport",
            dependencies: ["RouteGenCore"],
            path: "Tests/Support"
        ),
        .testTarget(
            name: "RouteGenCoreTests",
            dependencies: ["RouteGenCore", "RouteGenTestSupport"]
        ),
        .testTarget(
            name: "SnapshotTests",
            dependencies: ["RouteGenCore", "RouteGenTestSupport"],
            exclude: ["Fixtures", "__Snapshots__"]
        ),
        .target(
            // The few SwiftUI declarations generated code uses, for Linux, where SwiftUI does not exist.
            name: "SwiftUI",
            path: "Tests/SwiftUI"
        ),
        .testTarget(
            // Compiles the snapshot files themselves (Generated/ links to __Snapshots__/), so the
            // reviewed code is the tested code; every fixture's enum lives in this one module.
            name: "GeneratedCodeTests",
            dependencies: [
                "RouteGenCore",
                "RouteGenTestSupport",
                .target(name: "SwiftUI", condition: .when(platforms: [.linux])),
            ],
            // `Generated/` links to the snapshots; their AASA files are JSON, tested in SnapshotTests.
            exclude: ["custom-scheme-host", "lists-and-custom-types", "precedence", "public-access", "rest-parameter", "shop"]
                .map { "Generated/\($0)/apple-app-site-association" }
        ),
        .testTarget(
            name: "CLITests",
            // Depending on the executable makes `swift test` build it; the tests run the binary.
            dependencies: ["routegen", "RouteGenTestSupport"]
        ),
    ]
)
