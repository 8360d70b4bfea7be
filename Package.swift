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
        // No library product: RouteGenCore's model is the CLI's and the tests', not an API an app
        // builds on (its types change with every link shape), so its declarations are `package`,
        // but for the three `Output/` files the plugins compile too (a plugin has no package name).
        // What users rely on is the manifest, the CLI, the plugins and the generated code.
        .plugin(name: "RouteGenPlugin", targets: ["RouteGenPlugin"]),
        .plugin(name: "RouteGenCommand", targets: ["RouteGenCommand"]),
    ],
    targets: [
        // MARK: - Product

        // The fixed part of every generated `+URL.swift`, compiled and tested; RouteGenCore embeds
        // its text verbatim (scripts/embed-sources.sh) and reads links with it.
        .target(name: "RouteGenLinkRuntime"),
        .target(
            name: "RouteGenCore",
            dependencies: ["RouteGenLinkRuntime"],
            // The catalog page's script and style, which scripts/embed-sources.sh copies into
            // Swift: no resources, which neither the plugin's tool nor a prebuilt binary needs.
            exclude: ["Emit/Catalog/catalog.js", "Emit/Catalog/catalog.css"]
        ),
        // The fixed part of every generated `+Router.swift` and `+Navigation.swift`, as Swift the
        // tests compile (against the SwiftUI stand-in on Linux); RouteGenCore embeds it verbatim
        // (scripts/embed-sources.sh) and prints it with a manifest's names. In no product.
        .target(
            name: "RouteGenTemplates",
            dependencies: appleStandIns
        ),
        .executableTarget(
            name: "routegen",
            dependencies: ["RouteGenCore"]
        ),
        // Both plugins compile Plugins/Shared/ (linked into each), which links the output file
        // names from RouteGenCore: plugins cannot import a library target.
        // scripts/artifact-bundle.sh copies the plugins, from here to `plugins-end`, into the
        // binary package, where `routegen` is the prebuilt tool's binary target (Docs/BuildPlugin.md).
        // plugins-begin
        .plugin(
            name: "RouteGenPlugin",
            capability: .buildTool(),
            dependencies: ["routegen"]
        ),
        .plugin(
            name: "RouteGenCommand",
            capability: .command(
                intent: .custom(
                    verb: "generate-routes",
                    description: "Writes the code generated from each target's routes.json into the target, and the AASA file"
                ),
                permissions: [
                    .writeToPackageDirectory(
                        reason: "Writes the Swift files generated from routes.json into the target's Generated/ folder, "
                            + "and the apple-app-site-association file where the manifest or --aasa-output says"
                    )
                ]
            ),
            dependencies: ["routegen"]
        ),
        // plugins-end

        // MARK: - Tests

        .target(
            name: "RouteGenTestSupport",
            dependencies: ["RouteGenCore", "RouteGenLinkRuntime"],
            path: "Tests/Support"
        ),
        .testTarget(
            name: "RouteGenCoreTests",
            dependencies: ["RouteGenCore", "RouteGenLinkRuntime", "RouteGenTestSupport"]
        ),
        .testTarget(
            name: "SnapshotTests",
            dependencies: ["RouteGenCore", "RouteGenLinkRuntime", "RouteGenTestSupport"],
            exclude: ["Fixtures", "__Snapshots__"]
        ),
        // The few declarations of Apple's frameworks that generated code uses, for Linux, where they
        // do not exist: SwiftUI, UIKit and UserNotifications, each re-exporting what Apple's
        // Foundation has beyond Linux's (`NSUserActivity`).
        .target(name: "AppleFoundation", path: "Tests/AppleFoundation"),
        .target(name: "SwiftUI", dependencies: ["AppleFoundation", "UIKit"], path: "Tests/SwiftUI"),
        .target(name: "UIKit", dependencies: ["AppleFoundation"], path: "Tests/UIKit"),
        .target(name: "UserNotifications", dependencies: ["AppleFoundation"], path: "Tests/UserNotifications"),
        .testTarget(
            // Compiles the snapshot files themselves (Generated/ links to __Snapshots__/), so the
            // reviewed code is the tested code; every fixture's enum lives in this one module.
            name: "GeneratedCodeTests",
            dependencies: [
                "RouteGenCore",
                "RouteGenTestSupport",
                "RouteGenTemplates",
            ] + appleStandIns,
            // The snapshots that are no Swift, tested in SnapshotTests: the catalog pages, and each
            // fixture's AASA file (a folder per host where routes differ by host). Listed, not read
            // from the folder: SwiftPM caches an evaluated manifest by its text, so a manifest that
            // read the folder would miss a new fixture's file. GeneratedFileSnapshotTests says when
            // one is missing here.
            exclude: (["catalog", "link-shapes/example.com", "link-shapes/blog.example.com", "link-shapes/click.example.com"]
                + [
                    "any-host", "carried-paths", "custom-scheme-host", "decoding-first", "empty-segments", "entry-points",
                    "fragment-items", "ice-cubes", "lists-and-custom-types", "modules", "precedence", "preloaded-values", "presented-values",
                    "public-access", "rest-parameter", "route-patterns", "screens-without-links", "segments-before-value", "shop",
                    "tabs-and-sheets",
                ].map { "\($0)/apple-app-site-association" }).map { "Generated/" + $0 }
        ),
        .testTarget(
            // The build plugin applied as a user applies it, to a link to the `shop` fixture's manifest.
            name: "PluginTests",
            dependencies: appleStandIns,
            plugins: ["RouteGenPlugin"]
        ),
        .testTarget(
            // Plugins/Shared, linked into this folder: the plugins' code that needs no PackagePlugin.
            // It also type-checks both plugins against Tests/XcodeProjectPlugin/, a stand-in.
            name: "PluginSharedTests",
            dependencies: ["RouteGenTestSupport"]
        ),
        .testTarget(
            // Builds Examples/Shop, a package that depends on this one by path, from scratch.
            name: "ConsumerPackageTests",
            dependencies: ["RouteGenTestSupport"]
        ),
        .testTarget(
            name: "CLITests",
            // The tests run the `routegen` binary, which `swift test` builds as PluginTests' plugin
            // tool. Depending on the executable as well would link its objects into the test
            // bundle twice (SwiftPM 6.3 on Linux: "multiple definition of ...").
            dependencies: ["RouteGenTestSupport"]
        ),

        // MARK: - Benchmark

        .executableTarget(
            // scripts/bench.sh runs it in release mode; Docs/Performance.md holds its latest report.
            // Benchmarks/ParseHarness/ is no target: the benchmark compiles it with the generated code.
            name: "routegen-benchmark",
            dependencies: ["RouteGenCore", "RouteGenTestSupport"],
            path: "Benchmarks/RouteGenBenchmark"
        ),
    ]
)

/// The stand-ins of Apple's frameworks, on Linux only: on Apple platforms the real ones are imported.
/// Every target that compiles generated code depends on all of them, since a module in the build
/// folder makes `canImport` true for every target.
var appleStandIns: [Target.Dependency] {
    ["SwiftUI", "UIKit", "UserNotifications"].map { .target(name: $0, condition: .when(platforms: [.linux])) }
}
