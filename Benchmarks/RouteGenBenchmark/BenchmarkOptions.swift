import RouteGenTestSupport

/// The command line of `routegen-benchmark`.
struct BenchmarkOptions {
    /// The parts of the benchmark, in the order the report shows them.
    enum Part: String, CaseIterable {
        case build, generator, fragments, aasa, compile, parse
    }

    var parts = Part.allCases
    /// Fewer sizes and repetitions: a check that the benchmark runs, not a measurement.
    var quick = false
    /// A Markdown file whose benchmark section is replaced by the report.
    var documentPath: String?
    /// Leave the workspace (manifests, generated code, the harness) for a profiler.
    var keepsWorkspace = false
    /// Print the synthetic manifest of this many routes instead of measuring: to profile the
    /// generator or the code it writes by hand.
    var manifestRouteCount: Int?
    /// With `--manifest`, the weight of its routes: `--heavy` (four path parameters, five query
    /// items, docs and examples) or `--varied` (the link shapes of real apps in turn).
    var manifestWeight = SyntheticManifest.Weight.light

    static let usage = """
        USAGE: routegen-benchmark [--quick] [--only PART[,PART...]] [--write FILE] [--keep]
               routegen-benchmark --manifest ROUTES [--heavy | --varied]

        Measures what RouteGen costs its users: building the tool, the generator, the AASA file,
        compiling the generated code and running its parser. Run it in release mode;
        scripts/bench.sh does.

        OPTIONS:
          --quick          Smaller sizes and fewer repetitions, to check that it runs.
          --only PARTS     Some of: build, generator, fragments, aasa, compile, parse (default: all).
          --write FILE     Replace the report between the benchmark markers in FILE
                           (Docs/Performance.md) as well as printing it.
          --keep           Keep the manifests, generated code and parse harness, and
                           say where, to profile them.
          --manifest ROUTES
                           Print the synthetic manifest of that many routes and stop.
          --heavy          With --manifest: every route with four path parameters, five
                           query items, docs and examples.
          --varied         With --manifest: the link shapes of real apps in turn (routes
                           on some hosts, carriers, fixed and required items, optional and
                           rest segments, sheets, covers, tabs), with the router and
                           entry points, as the generator part measures them.
        """

    /// Reads the arguments after the program's name.
    static func parse(_ arguments: [String]) throws -> BenchmarkOptions {
        var options = BenchmarkOptions()
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--quick":
                options.quick = true
            case "--only":
                guard let list = rest.popFirst() else { throw UsageError("--only needs a list of parts") }
                options.parts = try list.split(separator: ",").map { name in
                    guard let part = Part(rawValue: String(name)) else { throw UsageError("unknown part '\(name)'") }
                    return part
                }
            case "--write":
                guard let path = rest.popFirst() else { throw UsageError("--write needs a file") }
                options.documentPath = path
            case "--keep":
                options.keepsWorkspace = true
            case "--manifest":
                guard let count = rest.popFirst().flatMap({ Int($0) }), count > 0 else {
                    throw UsageError("--manifest needs a number of routes")
                }
                options.manifestRouteCount = count
            case "--heavy":
                options.manifestWeight = .heavy
            case "--varied":
                options.manifestWeight = .varied
            case "--help", "-h":
                throw UsageError(nil)
            default:
                throw UsageError("unknown argument '\(argument)'")
            }
        }
        return options
    }

    /// A wrong command line; nil for `--help`.
    struct UsageError: Error {
        var message: String?
        init(_ message: String?) { self.message = message }
    }
}
