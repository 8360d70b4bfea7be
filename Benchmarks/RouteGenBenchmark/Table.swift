/// A Markdown table, the unit of the benchmark's report.
struct Table {
    var header: [String]
    var rows: [[String]] = []

    /// Right-aligned columns after the first: the figures line up.
    var markdown: String {
        let widths = header.indices.map { column in
            ([header] + rows).map { $0.indices.contains(column) ? $0[column].count : 0 }.max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            let padded = cells.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return column == 0 ? cell + padding : padding + cell
            }
            return "| " + padded.joined(separator: " | ") + " |"
        }
        let rule = widths.enumerated().map { column, width in
            column == 0 ? String(repeating: "-", count: width + 2) : String(repeating: "-", count: width + 1) + ":"
        }
        return ([line(header), "|" + rule.joined(separator: "|") + "|"] + rows.map(line)).joined(separator: "\n")
    }
}

/// How the report prints figures: few digits, units spelled out.
enum Format {
    static func milliseconds(_ seconds: Double) -> String {
        seconds < 0.01 ? fixed(seconds * 1e3, 2) + " ms" : fixed(seconds * 1e3, 1) + " ms"
    }

    static func seconds(_ seconds: Double) -> String {
        fixed(seconds, 2) + " s"
    }

    static func microseconds(_ seconds: Double) -> String {
        fixed(seconds * 1e6, 1) + " µs"
    }

    static func nanoseconds(_ value: Double) -> String {
        fixed(value, 0) + " ns"
    }

    static func bytes(_ count: Int) -> String {
        count < 1_024 ? "\(count) B" : count < 1 << 20 ? fixed(Double(count) / 1_024, 1) + " KB" : fixed(Double(count) / 1_048_576, 1) + " MB"
    }

    static func ratio(_ value: Double) -> String {
        fixed(value, 2) + "×"
    }

    static func count(_ value: Int) -> String {
        let digits = String(value)
        guard digits.count > 3 else { return digits }
        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index).isMultiple(of: 3) { grouped += "," }
            grouped.append(digit)
        }
        return grouped
    }

    /// `value` with `digits` decimals, rounded half away from zero, without Foundation's `String(format:)`.
    static func fixed(_ value: Double, _ digits: Int) -> String {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = Int((abs(value) * scale).rounded())
        let whole = scaled / Int(scale)
        let fraction = String(scaled % Int(scale))
        let sign = value < 0 && scaled != 0 ? "-" : ""
        guard digits > 0 else { return sign + count(whole) }
        return sign + count(whole) + "." + String(repeating: "0", count: digits - fraction.count) + fraction
    }
}
