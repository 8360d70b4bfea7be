import Foundation
import RouteGenCore
import RouteGenTestSupport

/// What the build plugin costs on every build where `routes.json` changed: `routegen generate`
/// as the plugin runs it, as a process (start-up, reading, validating, emitting, writing), and the
/// same work in-process, which shows how it grows with the manifest. Every weight of synthetic
/// manifest: the benchmark's usual mix, routes that carry more, and the link shapes of real apps
/// in turn (`SyntheticManifest.Weight`).
struct GeneratorBenchmark {
    var sizes: [Int]
    var repetitions: Int
    /// The sizes also run with the debug `routegen`, which the build plugin runs in a debug build.
    var debugSizes: [Int] = []

    /// The manifests generate the Swift files only: the AASA file of a 10,000-route synthetic
    /// manifest is over Apple's limit, and the build plugin never writes it. The model still
    /// plans the AASA file and checks it against the parser, as every run does.
    /// The varied manifests generate the router and entry points too, which print their sheets,
    /// covers and tabs.
    static func manifest(routeCount: Int, weight: SyntheticManifest.Weight = .light) -> String {
        let generate = weight == .varied ? SyntheticManifest.variedGenerate : ["enum", "destinations"]
        return SyntheticManifest.json(routeCount: routeCount, generate: generate, weight: weight)
    }

    func run(in workspace: Workspace) throws -> [String] {
        let routegen = try Workspace.routegen().path
        let debugRoutegen = debugSizes.isEmpty ? nil : try Workspace.routegen(configuration: "debug").path
        var table = Table(header: [
            "Routes", "Manifest", "`routegen generate`", "Debug `routegen`", "Peak memory", "In-process", "Validating",
            "Per route", "Swift written",
        ])
        // What any run costs before it reads a byte: starting the process.
        let start = try outcome(of: routegen, ["--help"])
        table.rows.append(["(process start)", "", Format.milliseconds(start.seconds), "", Format.bytes(start.peakMemoryBytes), "", "", "", ""])

        // Every process first, then the in-process runs: on Linux a child's peak memory counts the
        // memory of the process that spawned it, which the in-process runs of large manifests grow.
        // So does printing a manifest: the heavy ones, whose text is ten times the others', go last.
        let weights: [SyntheticManifest.Weight] = [.light, .varied, .heavy]
        let cases = weights.flatMap { weight in sizes.map { (weight, $0) } }
        var processes: [(release: ChildProcess.Outcome, debug: ChildProcess.Outcome?)] = []
        for (weight, size) in cases {
            let manifestURL = try workspace.write(
                Self.manifest(routeCount: size, weight: weight), to: "generator/\(weight)/\(size)/routes.json")
            let output = try workspace.directory("generator/\(weight)/\(size)/Generated")
            let arguments = [
                "generate", manifestURL.path, "--output-directory", output.path, "--skip-aasa-output", "--quiet",
            ]
            let debug = try debugRoutegen.flatMap { debugSizes.contains(size) ? try outcome(of: $0, arguments) : nil }
            processes.append((try outcome(of: routegen, arguments), debug))
        }
        for ((weight, size), process) in zip(cases, processes) {
            let bytes = Array(Self.manifest(routeCount: size, weight: weight).utf8)
            var written = 0
            let inProcess = Timing.medianSeconds(repetitions: repetitions) {
                let files = Generator.generate(fromManifest: bytes).files
                written = files.reduce(0) { $0 + $1.contents.utf8.count }
            }
            let validating = Timing.medianSeconds(repetitions: repetitions) {
                _ = Generator.routeTable(fromManifest: bytes)
            }
            table.rows.append([
                Format.count(size) + (weight == .light ? "" : ", \(weight)"), Format.bytes(bytes.count),
                Format.milliseconds(process.release.seconds), process.debug.map { Format.milliseconds($0.seconds) } ?? "",
                Format.bytes(process.release.peakMemoryBytes), Format.milliseconds(inProcess),
                Format.milliseconds(validating), Format.microseconds(inProcess / Double(size)), Format.bytes(written),
            ])
        }
        return [
            "`routegen generate <manifest> --output-directory <dir> --skip-aasa-output --quiet`, as the build "
                + "plugin runs it (writing no AASA file, it leaves out RouteGen's check of that file on sample links): "
                + "wall time and peak resident memory of the release build's process (median of "
                + "\(repetitions) runs after a warm-up), and the wall time of the debug build's, which a debug build "
                + "of the app runs. *In-process* is `Generator.generate` alone, with every check, as a run that writes "
                + "the AASA file makes them: reading, validating, planning and checking the AASA file, and printing "
                + "every Swift file, without start-up or disk; *validating* is "
                + "the part before printing (`Generator.routeTable`). *Heavy* manifests give every route four path "
                + "parameters, five query items (three documented), a doc and two examples. *Varied* manifests have "
                + "the link shapes of real apps in turn, one route in twenty of each (routes on one of two hosts, "
                + "routes that carry a link, fixed and required query items, optional segments, rest parameters, "
                + "compound segments, a route per channel, sheets, covers and tabs), and generate the router and "
                + "entry points too.",
            "",
            table.markdown,
        ]
    }

    /// The median wall time and the median peak memory of `repetitions` runs, after one warm-up.
    private func outcome(of executable: String, _ arguments: [String]) throws -> ChildProcess.Outcome {
        var outcomes: [ChildProcess.Outcome] = []
        for run in 0...repetitions {
            let outcome = try ChildProcess.run(executable, arguments)
            guard outcome.exitStatus == 0 else {
                throw BenchmarkError("routegen \(arguments.joined(separator: " ")) exited with \(outcome.exitStatus)")
            }
            if run > 0 { outcomes.append(outcome) }
        }
        return .median(outcomes)
    }
}
