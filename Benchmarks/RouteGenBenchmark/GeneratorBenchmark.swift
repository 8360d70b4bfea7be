import Foundation
import RouteGenCore
import RouteGenTestSupport

/// What the build plugin costs on every build where `routes.json` changed: `routegen generate`
/// as the plugin runs it, as a process (start-up, reading, validating, emitting, writing), and the
/// same work in-process, which shows how it grows with the manifest.
struct GeneratorBenchmark {
    var sizes: [Int]
    var repetitions: Int

    /// The manifests generate the Swift files only: the AASA file of a 10,000-route synthetic
    /// manifest is over Apple's limit, and the build plugin never writes it. The model still
    /// plans the AASA file and checks it against the parser, as every run does.
    static func manifest(routeCount: Int) -> String {
        SyntheticManifest.json(routeCount: routeCount, generate: ["enum", "destinations"])
    }

    func run(in workspace: Workspace) throws -> [String] {
        let routegen = try Workspace.routegen().path
        var table = Table(header: [
            "Routes", "Manifest", "`routegen generate`", "Peak memory", "In-process", "Per route", "Swift written",
        ])
        // What any run costs before it reads a byte: starting the process.
        let start = try outcome(of: routegen, ["--help"])
        table.rows.append(["(process start)", "", Format.milliseconds(start.seconds), Format.bytes(start.peakMemoryBytes), "", "", ""])

        for size in sizes {
            let manifest = Self.manifest(routeCount: size)
            let manifestURL = try workspace.write(manifest, to: "generator/\(size)/routes.json")
            let output = try workspace.directory("generator/\(size)/Generated")
            let arguments = [
                "generate", manifestURL.path, "--output-directory", output.path, "--skip-aasa-output", "--quiet",
            ]
            let process = try outcome(of: routegen, arguments)

            let bytes = Array(manifest.utf8)
            var written = 0
            let inProcess = Timing.medianSeconds(repetitions: repetitions) {
                let files = Generator.generate(fromManifest: bytes).files
                written = files.reduce(0) { $0 + $1.contents.utf8.count }
            }
            table.rows.append([
                Format.count(size), Format.bytes(bytes.count), Format.milliseconds(process.seconds),
                Format.bytes(process.peakMemoryBytes), Format.milliseconds(inProcess),
                Format.microseconds(inProcess / Double(size)), Format.bytes(written),
            ])
        }
        return [
            "`routegen generate <manifest> --output-directory <dir> --skip-aasa-output --quiet`, as the build "
                + "plugin runs it: wall time and peak resident memory of the process (median of \(repetitions) runs "
                + "after a warm-up). *In-process* is `Generator.generate` alone: reading, validating, planning and "
                + "checking the AASA file, and printing every Swift file, without start-up or disk.",
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
