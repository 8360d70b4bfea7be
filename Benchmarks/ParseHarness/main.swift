// The parse harness: times the generated parsers of every size beside the baselines, in one
// process, on the same links. `routegen-benchmark` compiles it with `-O`, together with the
// generated code and the `Parsers.swift` it writes, runs it, and reads the JSON it prints.
//
// Usage: parse-harness <directory>, which holds `<routes>/routes.json` and `<routes>/links.tsv`
// for every size `parsersUnderTest()` lists.

import Foundation

/// What the harness needs of a generated route enum; `Parsers.swift` conforms each size's enum.
protocol GeneratedRoutes {
    static func stack(for url: URL) -> [Self]?
}

/// A size and its generated enum.
struct ParserUnderTest {
    var routeCount: Int
    var type: any GeneratedRoutes.Type
}

/// The harness cannot go on: the message goes to standard error and the exit status is 1.
struct HarnessError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// One way of reading every link once; returns a number that depends on every result, so the
/// optimizer cannot drop the work.
struct Workload {
    var name: String
    /// How many links one pass reads.
    var links: Int
    var pass: () -> Int
}

/// Keeps results alive past the optimizer.
nonisolated(unsafe) var checksum = 0

/// Times workloads round-robin, so a slow moment of the machine hits all of them alike.
func nanosecondsPerLink(_ workloads: [Workload], repetitions: Int = ParseFigures.repetitions) -> [String: Double] {
    // Calibrate: enough passes that one repetition takes about 20 ms.
    var passes: [String: Int] = [:]
    for workload in workloads {
        checksum &+= workload.pass()  // warm-up
        let start = Timing.now()
        checksum &+= workload.pass()
        let seconds = Double(Timing.now() - start) / 1e9
        passes[workload.name] = max(1, Int(0.02 / max(seconds, 1e-9)))
    }
    var samples: [String: [Double]] = [:]
    for _ in 0..<repetitions {
        for workload in workloads {
            let count = passes[workload.name] ?? 1
            let start = Timing.now()
            for _ in 0..<count { checksum &+= workload.pass() }
            samples[workload.name, default: []].append(Double(Timing.now() - start) / Double(count * workload.links))
        }
    }
    return samples.mapValues(Timing.median)
}

/// The name of the route a stack ends with: `route12` for `route12(id: 5)`.
func routeName<Route>(_ stack: [Route]?) -> String? {
    stack?.last.map { String(String(describing: $0).prefix { $0 != "(" }) }
}

/// One size's workloads, named `<workload>@<routes>`, once the generated parser and the linear
/// scan are shown to open the expected route for every link.
func workloads<Routes: GeneratedRoutes>(_ routes: Routes.Type, routeCount: Int, in directory: URL) throws -> [Workload] {
    let folder = directory.appendingPathComponent("\(routeCount)")
    let router = try LinearScanRouter(manifest: Data(contentsOf: folder.appendingPathComponent("routes.json")))
    let lines = try String(contentsOf: folder.appendingPathComponent("links.tsv"), encoding: .utf8)
        .split(separator: "\n")
    let expected = lines.map { line in line.prefix { $0 != "\t" } }.map { $0 == "-" ? nil : String($0) }
    let texts = lines.map { line in String(line.drop { $0 != "\t" }.dropFirst()) }
    let urls = try texts.map { text in
        guard let url = URL(string: text) else { throw HarnessError("Foundation does not read \(text)") }
        return url
    }

    // Figures of parsers that disagree would compare different work: check every answer first.
    for (index, url) in urls.enumerated() {
        let generated = routeName(Routes.stack(for: url))
        let scanned = router.match(url)?.route
        guard generated == expected[index], scanned == expected[index] else {
            throw HarnessError(
                "\(texts[index]): expected \(expected[index] ?? "no route"), the generated parser opens "
                    + "\(generated ?? "no route"), the linear scan \(scanned ?? "no route")")
        }
    }

    let workload = { (name: String, pass: @escaping () -> Int) in
        Workload(name: "\(name)@\(routeCount)", links: urls.count, pass: pass)
    }
    // One link of each kind, as many times over as the mix has links: what the parser does per
    // link when the processor has seen every branch it takes before.
    let tenLinks = urls.indices.map { urls[$0 % 10] }
    return [
        workload("generated") { urls.reduce(0) { $0 &+ (Routes.stack(for: $1)?.count ?? 0) } },
        workload("generatedTenLinks") { tenLinks.reduce(0) { $0 &+ (Routes.stack(for: $1)?.count ?? 0) } },
        workload("generatedFromText") {
            texts.reduce(0) { $0 &+ (URL(string: $1).flatMap(Routes.stack(for:))?.count ?? 0) }
        },
        workload("linearScan") { urls.reduce(0) { $0 &+ (router.match($1)?.values.count ?? 0) } },
        workload("url") { texts.reduce(0) { $0 &+ (URL(string: $1) == nil ? 0 : 1) } },
        workload("urlComponents") { texts.reduce(0) { $0 &+ (URLComponents(string: $1) == nil ? 0 : 1) } },
    ]
}

do {
    guard CommandLine.arguments.count == 2 else { throw HarnessError("usage: parse-harness <directory>") }
    let directory = URL(fileURLWithPath: CommandLine.arguments[1])
    let all = try parsersUnderTest().flatMap { parser in
        try workloads(parser.type, routeCount: parser.routeCount, in: directory)
    }
    // Every workload of every size in one round-robin: the sizes are compared under the same
    // conditions of the machine, and each follows the same kinds of neighbours.
    let timings = nanosecondsPerLink(all)
    let results = parsersUnderTest().map { parser in
        let figure = { (name: String) in timings["\(name)@\(parser.routeCount)"] ?? 0 }
        return ParseFigures(
            routes: parser.routeCount, generated: figure("generated"), generatedTenLinks: figure("generatedTenLinks"),
            generatedFromText: figure("generatedFromText"),
            linearScan: figure("linearScan"), url: figure("url"), urlComponents: figure("urlComponents"))
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    print(String(decoding: try encoder.encode(results), as: UTF8.self))
    FileHandle.standardError.write(Data("checksum \(checksum)\n".utf8))
} catch {
    FileHandle.standardError.write(Data("parse-harness: \(error)\n".utf8))
    exit(1)
}
