/// What the parse harness reports for one size, in nanoseconds per link, the median over its
/// repetitions. The harness encodes it and the benchmark decodes it: the file is compiled into both.
struct ParseFigures: Codable {
    /// How many timed rounds the harness runs, after a warm-up; the report says so.
    static let repetitions = 21

    var routes: Int
    /// `stack(for:)` on a `URL` built beforehand.
    var generated: Double
    /// `stack(for:)` on the mix's first ten links (one of each kind), read over and over: the
    /// same work per link as `generated`, without the variety of a thousand different links.
    var generatedTenLinks: Double
    /// `URL(string:)`, then `stack(for:)`: from a link's text to a stack.
    var generatedFromText: Double
    /// The linear-scan router on a `URL` built beforehand.
    var linearScan: Double
    /// `URL(string:)` alone: the floor.
    var url: Double
    /// `URLComponents(string:)` alone.
    var urlComponents: Double
}
