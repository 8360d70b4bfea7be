import Foundation
import RouteGenCore
import RouteGenTestSupport

/// What the generated parser costs at run time, per link, beside two baselines in the same
/// process on the same links: a linear-scan router and Foundation's own URL parsing.
///
/// It generates each size's enum (`Routes10`, `Routes100`, …) with its links (``LinkMix``),
/// compiles them with the harness in `Benchmarks/ParseHarness/` as one optimized program, runs
/// it, and reads the medians it prints.
struct ParseBenchmark {
    var sizes: [Int]

    func run(in workspace: Workspace) throws -> [String] {
        let directory = try workspace.directory("parse")
        var sources = ["main.swift", "LinearScanRouter.swift"].map { Workspace.source("ParseHarness/" + $0).path }
        sources += ["Timing.swift", "ParseFigures.swift"].map { Workspace.source("RouteGenBenchmark/" + $0).path }
        for size in sizes {
            let manifest = SyntheticManifest.json(routeCount: size, enumName: "Routes\(size)", generate: ["enum"])
            try workspace.write(manifest, to: "parse/\(size)/routes.json")
            let links = LinkMix.links(routeCount: size).map { "\($0.route ?? "-")\t\($0.url)" }
            try workspace.write(links.joined(separator: "\n") + "\n", to: "parse/\(size)/links.tsv")
            for file in Generator.generate(fromManifest: Array(manifest.utf8)).files {
                sources.append(try workspace.write(file.contents, to: "parse/\(size)/\(file.name)").path)
            }
        }
        sources.append(try workspace.write(Self.parsersFile(sizes: sizes), to: "parse/Parsers.swift").path)

        let harness = directory.appendingPathComponent("parse-harness").path
        let compileSeconds = try swiftc(["-O", "-wmo", "-swift-version", "6", "-module-name", "ParseHarness", "-o", harness] + sources)
        let outputPath = directory.appendingPathComponent("output.json").path
        let run = try ChildProcess.run(harness, [directory.path], outputPath: outputPath)
        let output = try String(contentsOfFile: outputPath, encoding: .utf8)
        guard run.exitStatus == 0, let json = output.split(separator: "\n").first(where: { $0.hasPrefix("[") }) else {
            throw BenchmarkError("the parse harness failed:\n\(output)")
        }
        let results = try JSONDecoder().decode([ParseFigures].self, from: Data(json.utf8))
        return report(results, compileSeconds: compileSeconds)
    }

    private func report(_ results: [ParseFigures], compileSeconds: Double) -> [String] {
        var table = Table(header: [
            "Routes", "`stack(for:)`", "`URL(string:)`", "vs `URL(string:)`", "`URLComponents`",
            "Linear scan", "Linear / generated", "Text → stack",
        ])
        let smallest = results.first?.generated ?? 1
        for result in results {
            table.rows.append([
                Format.count(result.routes), Format.nanoseconds(result.generated), Format.nanoseconds(result.url),
                Format.ratio(result.generated / result.url), Format.nanoseconds(result.urlComponents),
                Format.nanoseconds(result.linearScan), Format.ratio(result.linearScan / result.generated),
                Format.nanoseconds(result.generatedFromText),
            ])
        }
        var variety = Table(header: [
            "Routes", "Mix of \(Format.count(LinkMix.links(routeCount: 10).count)) links", "vs 10 routes",
            "Ten links, over and over", "vs 10 routes",
        ])
        let smallestTenLinks = results.first?.generatedTenLinks ?? 1
        for result in results {
            variety.rows.append([
                Format.count(result.routes), Format.nanoseconds(result.generated), Format.ratio(result.generated / smallest),
                Format.nanoseconds(result.generatedTenLinks), Format.ratio(result.generatedTenLinks / smallestTenLinks),
            ])
        }
        var lines = [
            "Nanoseconds per link over \(Format.count(LinkMix.links(routeCount: 10).count)) links (`LinkMix`: half "
                + "open a route, half do not), median of \(ParseFigures.repetitions) timed rounds after a warm-up, all in "
                + "one optimized process (built in \(Format.seconds(compileSeconds))). Each round runs every workload "
                + "of every size for about 20 ms, in turn, so that the sizes are compared under the same conditions "
                + "of the machine. Before timing, the harness checks that the generated parser and the linear scan "
                + "open the expected route for every link.",
            "",
            "- `stack(for:)`: the generated parser on a `URL` built beforehand, parents included in the stack.",
            "- `URL(string:)` and `URLComponents(string:)`: Foundation reading the same text, nothing more: the floor.",
            "- Linear scan: a runtime router that compares the link with each registered pattern in turn, "
                + "reading it with `URL.pathComponents` and `URLComponents.queryItems` and converting with "
                + "`Int(_:)` and `UUID(uuidString:)` (`Benchmarks/ParseHarness/LinearScanRouter.swift`).",
            "- Text → stack: `URL(string:)` and then `stack(for:)`, what opening a link from its text costs.",
            "",
            table.markdown,
            "",
            "The same `stack(for:)` on the mix's first ten links (one of each kind), read over and over in the "
                + "same round-robin: the same work per link, without the variety. At 10 routes the mix itself "
                + "opens only two routes of each kind; at 1,000 it opens a different route with every link. "
                + "What the mix costs beyond ten links is the processor meeting code and branches it has "
                + "not seen recently.",
            "",
            variety.markdown,
        ]
        if let first = results.first, let thousand = results.first(where: { $0.routes == 1_000 }) {
            lines += [
                "",
                "Goals: the parser at 1,000 routes costs **\(Format.ratio(thousand.generated / first.generated))** "
                    + "its cost at \(first.routes) routes (goal: at most 1.2×; on ten links over and over, "
                    + "\(Format.ratio(thousand.generatedTenLinks / first.generatedTenLinks))), and "
                    + "**\(Format.ratio(thousand.generated / thousand.url))** `URL(string:)` of the same text (goal: at most 1×).",
            ]
        }
        return lines
    }

    /// The glue between the harness and the generated enums.
    static func parsersFile(sizes: [Int]) -> String {
        let conformances = sizes.map { "extension Routes\($0): GeneratedRoutes {}" }
        let entries = sizes.map { "        ParserUnderTest(routeCount: \($0), type: Routes\($0).self)," }
        return """
            // Written by routegen-benchmark: the generated parsers the harness times, smallest first.

            \(conformances.joined(separator: "\n"))

            func parsersUnderTest() -> [ParserUnderTest] {
                [
            \(entries.joined(separator: "\n"))
                ]
            }

            """
    }
}
