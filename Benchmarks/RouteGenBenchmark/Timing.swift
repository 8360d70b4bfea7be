import Dispatch

/// Repeated timings and their median. The median, not the mean, because one run delayed by the
/// scheduler or a page fault would move a mean and does not move a median.
///
/// Also compiled into the parse harness (`Benchmarks/ParseHarness`), so both time the same way.
enum Timing {
    /// The monotonic clock, in nanoseconds.
    static func now() -> UInt64 {
        DispatchTime.now().uptimeNanoseconds
    }

    /// The seconds one call of `body` takes: `warmUps` untimed calls (caches, lazy globals, page
    /// faults), then the median of `repetitions` timed ones.
    static func medianSeconds(warmUps: Int = 1, repetitions: Int, _ body: () throws -> Void) rethrows -> Double {
        for _ in 0..<warmUps { try body() }
        var samples: [Double] = []
        for _ in 0..<max(1, repetitions) {
            let start = now()
            try body()
            samples.append(Double(now() - start) / 1e9)
        }
        return median(samples)
    }

    /// The middle value; the mean of the two middle ones for an even count; 0 for none.
    static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }
}
