import Foundation
import RouteGenTestSupport
import Testing

/// Apple's SwiftUI imports Observation without re-exporting it, so a file that declares an
/// `@Observable` type with only `import SwiftUI` has no `Observable` conformance, and
/// `@Environment(Session.self)` fails to type-check on Apple platforms. The SwiftUI stand-in
/// imports it the same way, which the example's type-check holds; this holds what no compiler
/// here reads: the examples' Swift files, and the Swift samples in the README and `Docs/`.
@Suite("Observation imports")
struct ObservationImportTests {
    /// The Swift texts that declare an `@Observable` type without importing Observation, by
    /// file (and line, for a sample in Markdown).
    static func missingImports() throws -> [String] {
        let root = RepositoryPaths.root
        let files = try ["Examples", "Docs"].flatMap { folder in
            try FileManager.default.subpathsOfDirectory(atPath: root.appendingPathComponent(folder).path)
                .filter { !$0.contains(".build") }
                .map { "\(folder)/\($0)" }
        }
        .filter { $0.hasSuffix(".swift") || $0.hasSuffix(".md") }
        .sorted() + ["README.md"]
        var missing: [String] = []
        for file in files {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            let samples = file.hasSuffix(".md") ? swiftSamples(text) : [(1, text)]
            for (line, sample) in samples where declaresObservable(sample) && !sample.contains("import Observation") {
                missing.append("\(file):\(line)")
            }
        }
        return missing
    }

    /// The ```swift blocks of a Markdown text, each with the line its code starts on.
    static func swiftSamples(_ markdown: String) -> [(line: Int, code: String)] {
        var samples: [(Int, String)] = []
        var current: (line: Int, lines: [Substring])?
        for (index, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.drop { $0 == " " }
            if let open = current {
                if trimmed.hasPrefix("```") {
                    samples.append((open.line, open.lines.joined(separator: "\n")))
                    current = nil
                } else {
                    current?.lines.append(line)
                }
            } else if trimmed.hasPrefix("```swift") {
                current = (index + 2, [])
            }
        }
        return samples
    }

    /// Whether the code declares a type with the `@Observable` macro (not a mention in a comment).
    static func declaresObservable(_ code: String) -> Bool {
        code.split(separator: "\n").contains { line in
            let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            return code.contains("@Observable")
        }
    }

    @Test("every example file and doc sample that declares an @Observable type imports Observation itself")
    func observableDeclarationsImportObservation() throws {
        #expect(try Self.missingImports() == [])
    }

    @Test("the check finds a declaration that relies on SwiftUI, in a file and in a Markdown sample")
    func checkFindsAMissingImport() {
        let file = "import SwiftUI\n\n@Observable\nfinal class Session {}\n"
        #expect(Self.declaresObservable(file) && !file.contains("import Observation"))
        #expect(!Self.declaresObservable("// an `@Observable` router\nstruct A {}"))
        let markdown = "Text\n\n```swift\n@MainActor @Observable final class R {}\n```\n\n```swift\nimport Observation\n@Observable class S {}\n```\n"
        let samples = Self.swiftSamples(markdown)
        #expect(samples.map(\.line) == [4, 8])
        #expect(samples.filter { Self.declaresObservable($0.code) && !$0.code.contains("import Observation") }.map(\.line) == [4])
    }
}
