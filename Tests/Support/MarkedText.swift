import RouteGenCore

/// Text with position markers (1️⃣ 2️⃣ …) in place of counted lines and columns.
///
/// Tests write the manifest with a marker before the offending key or value and expect
/// diagnostics at the marker, so that a test still reads right when a line is added above:
///
/// ```swift
/// let text = MarkedText(#"{ "version": 1, 1️⃣"hsots": [] }"#)
/// text.locations["1️⃣"]  // 1:17, where "hsots" starts once the marker is removed
/// ```
///
/// The idea is swift-format's `MarkedText`; columns count UTF-8 bytes, as diagnostics do.
package struct MarkedText {
    /// The markers a test can use, in order.
    package static let markers = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣", "🔟"]

    /// The text with the markers removed.
    package let text: String

    /// Where each marker stood, in the text without markers.
    package let locations: [String: SourceLocation]

    /// Removes the markers from `marked` and records where they were.
    package init(_ marked: String) {
        var text = ""
        var locations: [String: SourceLocation] = [:]
        var line = 1
        var column = 1
        var rest = Substring(marked)
        scan: while let character = rest.first {
            for marker in Self.markers where rest.hasPrefix(marker) {
                precondition(locations[marker] == nil, "marker \(marker) used twice")
                locations[marker] = SourceLocation(line: line, column: column)
                rest = rest.dropFirst(marker.count)
                continue scan
            }
            text.append(character)
            rest = rest.dropFirst()
            // "\r\n" is one Character in Swift; it, "\r" and "\n" each end a line, as in JSONReader.
            if character == "\n" || character == "\r\n" || character == "\r" {
                line += 1
                column = 1
            } else {
                column += character.utf8.count
            }
        }
        self.text = text
        self.locations = locations
    }

    /// `expected` with the marker that starts each line replaced by `file:LINE:COL:`, as a
    /// diagnostic renders it.
    ///
    /// `"1️⃣ error: unknown key 'hsots'"` becomes `"routes.json:3:5: error: unknown key 'hsots'"`;
    /// a line without a marker gets `file:` alone, as a diagnostic of the whole file does.
    package func rendering(_ expected: String, file: String = "routes.json") -> String {
        expected.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            for (marker, location) in locations where line.hasPrefix(marker + " ") {
                return "\(file):\(location.line):\(location.column):" + line.dropFirst(marker.count)
            }
            return "\(file): " + line
        }.joined(separator: "\n")
    }
}
