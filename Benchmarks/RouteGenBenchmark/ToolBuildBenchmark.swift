import Foundation
import RouteGenCore
import RouteGenTestSupport

/// What a clean build costs before any route is generated: SwiftPM compiles the build plugin and
/// its tool, `routegen`, from source on every clean build of every app that uses it. Measured as
/// the tool alone, and as a small app package with and without the plugin.
struct ToolBuildBenchmark {
    var repetitions: Int
    /// Also the release build of the tool, the slowest of these builds; `--quick` leaves it out.
    var includesRelease: Bool

    /// The app's manifest: a synthetic app of 100 routes, with no `view` entries, so the package
    /// builds wherever SwiftUI exists as well as where it does not.
    static let appRouteCount = 100

    func run(in workspace: Workspace) throws -> [String] {
        let root = RepositoryPaths.root
        let withPlugin = try appPackage(in: workspace, named: "with-plugin", dependency: root)
        let withBinary = try appPackage(in: workspace, named: "with-binary", dependency: try binaryPluginPackage(in: workspace))
        let committed = try appPackage(in: workspace, named: "committed", dependency: nil)

        var builds: [(name: String, arguments: [String], rebuilds: Bool)] = [
            ("`swift build --product routegen`", ["build", "--package-path", root.path, "--product", "routegen"], false),
        ]
        if includesRelease {
            builds.append(
                ("`swift build -c release --product routegen`", ["build", "--package-path", root.path, "-c", "release", "--product", "routegen"], false))
        }
        builds += [
            ("An app package that applies the build plugin", ["build", "--package-path", withPlugin.path], true),
            ("The same app with the prebuilt tool (`RouteGenBinary`)", ["build", "--package-path", withBinary.path], true),
            ("The same app with the generated code committed", ["build", "--package-path", committed.path], true),
        ]
        var table = Table(header: ["Build", "Clean", "Peak memory", "Again, nothing changed"])
        for (index, build) in builds.enumerated() {
            let scratch = workspace.root.appendingPathComponent("build/scratch-\(index)")
            let (clean, again) = try median(of: "swift", build.arguments, rebuilding: build.rebuilds, scratch: scratch)
            table.rows.append([
                build.name, Format.seconds(clean.seconds), Format.bytes(clean.peakMemoryBytes),
                again.map { Format.seconds($0.seconds) } ?? "",
            ])
        }
        return [
            "Every clean build of an app that applies the build plugin compiles the plugin and `routegen` "
                + "(RouteGenCore and its command line: \(Format.count(try Self.toolLineCount(root))) lines of Swift, "
                + "no dependencies) before the first target that uses it. Each build starts from an empty scratch "
                + "directory: wall time, and the peak resident memory of the largest process in the build "
                + "(median of \(repetitions)); *again* is the same build run once more with nothing changed. The app package has one library target with a synthetic manifest of "
                + "\(Self.appRouteCount) routes and a file that opens a link; the committed variant holds the "
                + "files `routegen generate` wrote, as the command plugin leaves them, and no dependency; the prebuilt "
                + "variant applies the same plugin from `RouteGenBinary`, packed by `scripts/artifact-bundle.sh` around "
                + "this benchmark's release `routegen`.",
            "",
            table.markdown,
        ]
    }

    /// A package with one target, `App`: the manifest and the plugin, or the generated files.
    private func appPackage(in workspace: Workspace, named name: String, dependency: URL?) throws -> URL {
        let manifest = SyntheticManifest.json(routeCount: Self.appRouteCount, enumName: "AppRoute")
        var package = """
            // swift-tools-version: 6.1
            import PackageDescription

            let package = Package(
                name: "App",
            """
        if let dependency {
            package += """

                    dependencies: [.package(path: "\(dependency.path)")],
                    targets: [.target(name: "App", plugins: [.plugin(name: "RouteGenPlugin", package: "\(dependency.lastPathComponent)")])]
                )

                """
            try workspace.write(manifest, to: "build/\(name)/Sources/App/routes.json")
        } else {
            package += """

                    targets: [.target(name: "App")]
                )

                """
            for file in Generator.generate(fromManifest: Array(manifest.utf8)).files where file.name.hasSuffix(".swift") {
                try workspace.write(file.contents, to: "build/\(name)/Sources/App/Generated/\(file.name)")
            }
        }
        try workspace.write(package, to: "build/\(name)/Package.swift")
        try workspace.write(
            """
            import Foundation

            /// The stack a link opens, as the app's `onOpenURL` would ask for it.
            func stack(for url: URL) -> [AppRoute]? {
                AppRoute.stack(for: url)
            }

            """, to: "build/\(name)/Sources/App/Links.swift")
        return workspace.root.appendingPathComponent("build/\(name)")
    }

    /// `RouteGenBinary` around the release `routegen` beside this benchmark, as
    /// `scripts/artifact-bundle.sh` packs a release (Docs/BuildPlugin.md).
    private func binaryPluginPackage(in workspace: Workspace) throws -> URL {
        let output = workspace.root.appendingPathComponent("build/release")
        let script = RepositoryPaths.file("scripts/artifact-bundle.sh").path
        for step in [["build", "--executable", try Workspace.routegen().path], ["package"]] {
            let log = workspace.root.appendingPathComponent("build/artifact-bundle.log")
            let outcome = try ChildProcess.run("bash", [script] + step + ["--output", output.path], outputPath: log.path)
            guard outcome.exitStatus == 0 else {
                throw BenchmarkError("artifact-bundle.sh \(step[0]) failed:\n\((try? String(contentsOf: log, encoding: .utf8)) ?? "")")
            }
        }
        return output.appendingPathComponent("RouteGenBinary")
    }

    /// The median wall time and peak memory of `repetitions` clean builds, each in a new scratch
    /// directory that is removed afterwards, and when asked, of building again right after, which
    /// every build with no change pays (SwiftPM asks the plugin for its commands every time).
    private func median(of swift: String, _ arguments: [String], rebuilding: Bool, scratch: URL) throws -> (
        clean: ChildProcess.Outcome, again: ChildProcess.Outcome?
    ) {
        var clean: [ChildProcess.Outcome] = []
        var again: [ChildProcess.Outcome] = []
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        for repetition in 0..<max(1, repetitions) {
            let directory = scratch.appendingPathComponent("\(repetition)")
            let build = { () throws -> ChildProcess.Outcome in
                let log = scratch.appendingPathComponent("\(repetition).log")
                let outcome = try ChildProcess.run(swift, arguments + ["--scratch-path", directory.path], outputPath: log.path)
                guard outcome.exitStatus == 0 else {
                    let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
                    throw BenchmarkError("swift \(arguments.joined(separator: " ")) failed:\n\(output.suffix(4_000))")
                }
                return outcome
            }
            clean.append(try build())
            if rebuilding { again.append(try build()) }
            try? FileManager.default.removeItem(at: directory)
        }
        return (.median(clean), again.isEmpty ? nil : .median(again))
    }

    /// The lines of Swift in the tool's two targets.
    static func toolLineCount(_ root: URL) throws -> Int {
        var lines = 0
        for target in ["Sources/RouteGenCore", "Sources/routegen"] {
            guard let files = FileManager.default.enumerator(at: root.appendingPathComponent(target), includingPropertiesForKeys: nil)
            else { throw BenchmarkError("cannot list \(target)") }
            for case let file as URL in files where file.pathExtension == "swift" {
                lines += try Data(contentsOf: file).filter { $0 == 0x0A }.count
            }
        }
        return lines
    }
}
