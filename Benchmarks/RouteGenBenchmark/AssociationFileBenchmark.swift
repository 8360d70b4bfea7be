import RouteGenCore
import RouteGenTestSupport

/// The size of the `apple-app-site-association` file per manifest size, and the largest
/// synthetic app whose file stays under Apple's 128 KB limit.
struct AssociationFileBenchmark {
    var sizes: [Int]
    var repetitions: Int

    func run() throws -> [String] {
        var table = Table(header: ["Routes", "Universal-link routes", "AASA file", "Per route", "Printing it", "Under 128 KB"])
        for size in sizes {
            let table0 = try Self.routeTable(routeCount: size)
            var json = ""
            let seconds = Timing.medianSeconds(repetitions: repetitions) {
                json = Generator.associationJSON(for: table0) ?? ""
            }
            let bytes = json.utf8.count
            let universal = table0.routes.filter { $0.universalLink }.count
            table.rows.append([
                Format.count(size), Format.count(universal), Format.bytes(bytes),
                "\(bytes / max(1, universal)) B", Format.milliseconds(seconds),
                bytes <= maximumAssociationFileSize ? "yes" : "no",
            ])
        }
        let largest = try largestUnderLimit()
        return [
            "The `apple-app-site-association` file of each synthetic manifest, as `routegen` prints it. "
                + "*Printing it* is planning and printing the file from a validated model (median of "
                + "\(repetitions)). Apple's CDN refuses files over 128 KB (\(maximumAssociationFileSize) bytes), "
                + "and `routegen` reports an error on `hosts` before it writes one.",
            "",
            table.markdown,
            "",
            "The largest synthetic app whose file fits has **\(Format.count(largest.routes)) routes** "
                + "(\(Format.count(largest.universal)) of them universal links): \(largest.bytes) bytes.",
        ]
    }

    /// A bisection over the route count: the file grows with every universal-link route.
    private func largestUnderLimit() throws -> (routes: Int, universal: Int, bytes: Int) {
        var fits = 10
        var tooBig = 20_000
        var best = (routes: 10, universal: 0, bytes: 0)
        while tooBig - fits > 1 {
            let middle = (fits + tooBig) / 2
            let table = try Self.routeTable(routeCount: middle)
            let bytes = Generator.associationJSON(for: table)?.utf8.count ?? 0
            if bytes <= maximumAssociationFileSize {
                fits = middle
                best = (middle, table.routes.filter { $0.universalLink }.count, bytes)
            } else {
                tooBig = middle
            }
        }
        return best
    }

    /// The model of a synthetic manifest that generates no AASA file itself, so that the limit
    /// does not stop the model from being built past 128 KB.
    private static func routeTable(routeCount: Int) throws -> RouteTable {
        let manifest = SyntheticManifest.json(routeCount: routeCount, generate: ["enum"])
        guard let table = Generator.routeTable(fromManifest: Array(manifest.utf8)).routeTable else {
            throw BenchmarkError("the synthetic manifest of \(routeCount) routes does not validate")
        }
        return table
    }
}
