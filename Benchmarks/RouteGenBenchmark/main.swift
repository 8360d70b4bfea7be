// routegen-benchmark: what RouteGen costs its users, measured. It prints a Markdown report and,
// with --write, keeps Docs/Performance.md's copy up to date. Run it with scripts/bench.sh.
//
// No timing here is asserted anywhere: the report is the record, read by people.

import Foundation

/// Where `--write` puts the report inside the document; the rest of the document is left alone.
let beginMarker = "<!-- benchmark:begin -->"
let endMarker = "<!-- benchmark:end -->"

func runBenchmark(_ options: BenchmarkOptions) throws -> String {
    let workspace = try Workspace()
    defer {
        if options.keepsWorkspace {
            FileHandle.standardError.write(Data("routegen-benchmark: kept \(workspace.root.path)\n".utf8))
        } else {
            workspace.remove()
        }
    }
    let quick = options.quick
    var report = Machine.description()
    for part in options.parts {
        FileHandle.standardError.write(Data("routegen-benchmark: measuring \(part.rawValue)…\n".utf8))
        let section: [String]
        switch part {
        case .build:
            let benchmark = ToolBuildBenchmark(repetitions: quick ? 1 : 3, includesRelease: !quick)
            section = ["### Building the tool"] + (try benchmark.run(in: workspace))
        case .generator:
            let benchmark = GeneratorBenchmark(
                sizes: quick ? [10, 100] : [10, 100, 1_000, 10_000], repetitions: quick ? 1 : 7,
                debugSizes: quick ? [100] : [100, 1_000])
            section = ["### Generating"] + (try benchmark.run(in: workspace))
        case .fragments:
            let benchmark = FragmentBenchmark(routeCount: quick ? 200 : 2_000, fragmentCount: 20, repetitions: quick ? 1 : 9)
            section = ["### A manifest split into fragments"] + (try benchmark.run(in: workspace))
        case .aasa:
            let benchmark = AssociationFileBenchmark(sizes: quick ? [10, 100] : [10, 100, 1_000, 10_000], repetitions: quick ? 1 : 7)
            section = ["### The AASA file"] + (try benchmark.run())
        case .compile:
            let benchmark = CompileBenchmark(sizes: quick ? [10] : [10, 100, 1_000, 2_000], repetitions: quick ? 1 : 3)
            section = ["### Compiling the generated code"] + (try benchmark.run(in: workspace))
        case .parse:
            // Not 10,000: the optimized build of that parser takes far longer and more memory than
            // the rest of the benchmark, and the compile part measures that cost already, up to
            // 2,000 routes.
            let benchmark = ParseBenchmark(sizes: quick ? [10, 100] : [10, 100, 1_000, 2_000])
            section = ["### Parsing links"] + (try benchmark.run(in: workspace))
        }
        report += [""] + section
    }
    return report.joined(separator: "\n") + "\n"
}

/// Replaces what stands between the markers in the document at `path`.
func write(_ report: String, intoDocumentAt path: String) throws {
    let document = try String(contentsOfFile: path, encoding: .utf8)
    guard let begin = document.range(of: beginMarker), let end = document.range(of: endMarker),
        begin.upperBound <= end.lowerBound
    else { throw BenchmarkError("\(path) has no '\(beginMarker)' … '\(endMarker)' section") }
    let updated = document[..<begin.upperBound] + "\n" + report + document[end.lowerBound...]
    try Data(updated.utf8).write(to: URL(fileURLWithPath: path))
}

do {
    let options = try BenchmarkOptions.parse(Array(CommandLine.arguments.dropFirst()))
    #if DEBUG
    FileHandle.standardError.write(Data("routegen-benchmark: a debug build; run it with -c release for figures\n".utf8))
    #endif
    if let routeCount = options.manifestRouteCount {
        print(GeneratorBenchmark.manifest(routeCount: routeCount, weight: options.manifestWeight))
        exit(0)
    }
    let report = try runBenchmark(options)
    print(report, terminator: "")
    if let path = options.documentPath {
        try write(report, intoDocumentAt: path)
        FileHandle.standardError.write(Data("routegen-benchmark: wrote the report into \(path)\n".utf8))
    }
} catch let error as BenchmarkOptions.UsageError {
    FileHandle.standardError.write(Data(((error.message.map { "error: \($0)\n\n" } ?? "") + BenchmarkOptions.usage + "\n").utf8))
    exit(error.message == nil ? 0 : 64)
} catch {
    FileHandle.standardError.write(Data("routegen-benchmark: error: \(error)\n".utf8))
    exit(1)
}
