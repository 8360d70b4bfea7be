import Foundation
import Testing

/// The code both plugins share (linked here from Plugins/Shared, since a plugin cannot be
/// imported): finding the one manifest of a target, the errors that name the target, and the
/// outputs the build plugin declares before the tool runs.
@Suite("Plugins: finding routes.json and declaring outputs")
struct ManifestLocatorTests {
    let app = URL(fileURLWithPath: "/work/Shop/Sources/App")

    @Test("a target's one routes.json is found among its other files")
    func oneManifest() throws {
        let files = ["App.swift", "routes.json", "Assets/routes.json.bak", "Views/Home.swift"].map(app.appendingPathComponent)
        #expect(try ManifestLocator.manifest(in: files, targetName: "App") == app.appendingPathComponent("routes.json"))
    }

    @Test("the same manifest listed twice (a source file and the excluded one on disk) is one manifest")
    func sameFileTwice() throws {
        let manifest = app.appendingPathComponent("routes.json")
        #expect(try ManifestLocator.manifest(in: [manifest, app.appendingPathComponent("./routes.json")], targetName: "App") == manifest)
    }

    @Test("no routes.json is an error that names the target and says what to do")
    func noManifest() {
        #expect {
            try ManifestLocator.manifest(in: [app.appendingPathComponent("App.swift")], targetName: "App")
        } throws: { error in
            "\(error)" == "target 'App' has no routes.json; add one to the target's folder, or stop running RouteGen on "
                + "the target (remove RouteGenPlugin from its plugins, or leave it out of --target)"
        }
    }

    @Test("two routes.json in one target is an error that lists both, never a silent choice")
    func severalManifests() {
        let files = [app.appendingPathComponent("Feature/routes.json"), app.appendingPathComponent("routes.json")]
        #expect {
            try ManifestLocator.manifest(in: files, targetName: "App")
        } throws: { error in
            "\(error)" == "target 'App' has 2 files named routes.json, but RouteGen reads one per target: "
                + "/work/Shop/Sources/App/Feature/routes.json, /work/Shop/Sources/App/routes.json"
        }
    }

    // MARK: - Declared outputs

    @Test("the declared outputs follow 'enum' and 'generate'")
    func declaredOutputs() {
        #expect(OutputFile.swiftFiles(forManifest: Data(#"{ "enum": "AppRoute", "routes": [] }"#.utf8))
            == [
                "AppRoute.swift", "AppRoute+URL.swift", "AppRoute+Destinations.swift", "AppRoute+AASA.swift",
                "AppRoute+Router.swift", "AppRoute+Navigation.swift", "AppRoute+EntryPoints.swift",
            ])
        #expect(OutputFile.swiftFiles(forManifest: Data(#"{ "enum": "Links", "generate": ["enum", "aasa"] }"#.utf8))
            == ["Links.swift", "Links+URL.swift", "Links+AASA.swift"])
        // The SwiftUI side of the router needs the destinations; the router and its entry points do
        // not. The entry points come when listed.
        #expect(OutputFile.swiftFiles(forManifest: Data(#"{ "enum": "Links", "generate": ["enum", "router"] }"#.utf8))
            == ["Links.swift", "Links+URL.swift", "Links+Router.swift"])
        #expect(OutputFile.swiftFiles(forManifest: Data(#"{ "enum": "Links", "generate": ["enum", "router", "entryPoints"] }"#.utf8))
            == ["Links.swift", "Links+URL.swift", "Links+Router.swift", "Links+EntryPoints.swift"])
    }

    @Test(
        "a manifest the plugin cannot read declares the default outputs, so the tool runs and reports the real error",
        arguments: ["", "{ \"enum\": ", "[1, 2]", "{ \"enum\": 3 }", "{ \"enum\": \"../../etc/App\" }", "{ \"enum\": \"\" }", "\u{FF}\u{FE}"])
    func unreadableManifest(text: String) {
        #expect(OutputFile.swiftFiles(forManifest: Data(text.utf8))
            == [
                "Route.swift", "Route+URL.swift", "Route+Destinations.swift", "Route+AASA.swift", "Route+Router.swift",
                "Route+Navigation.swift", "Route+EntryPoints.swift",
            ])
    }

    @Test("unknown artifacts in 'generate' are left to the tool's diagnostic")
    func unknownArtifacts() {
        #expect(OutputFile.swiftFiles(forManifest: Data(#"{ "generate": ["enum", "views"] }"#.utf8)) == ["Route.swift", "Route+URL.swift"])
    }
}
