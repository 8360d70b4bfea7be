import Foundation
import RouteGenTestSupport
import Testing

/// The core's stages depend one way: reading the manifest, validating it, the model, the AASA file
/// and the plan decide; the emitters only print. A fact both sides need lives in the stage that
/// decides it (`DeclaredNames` in the model, `AASAWriter` beside `AASAReader`), so no file of a
/// deciding stage names a type of `Emit/`.
@Suite struct LayeringTests {
    static let core = RepositoryPaths.file("Sources/RouteGenCore")
    static let decidingStages = ["Manifest", "Validation", "Model", "AASA", "Plan"]

    @Test func noDecidingStageNamesAnEmitterType() throws {
        let emitterTypes = try Self.declaredTypes(in: "Emit")
        #expect(emitterTypes.contains("URLEmitter") && emitterTypes.contains("GeneratedNames"))
        var uses: [String] = []
        for stage in Self.decidingStages {
            for file in try Self.swiftFiles(in: stage) {
                for (number, line) in try Self.codeLines(of: file) {
                    for name in Self.identifiers(in: line) where emitterTypes.contains(name) {
                        uses.append("\(stage)/\(file.lastPathComponent):\(number): \(name)")
                    }
                }
            }
        }
        #expect(uses.isEmpty, "deciding stages name emitter types:\n\(uses.joined(separator: "\n"))")
    }

    /// The test reads what it should: a line that names an emitter type is found.
    @Test func findsANameInCodeButNotInComments() {
        #expect(Self.identifiers(in: "let x = GeneratedNames.node(1)").contains("GeneratedNames"))
        #expect(Self.codeLine("    /// `URLEmitter` prints it") == nil)
        #expect(Self.codeLine("let a = 1 // URLEmitter") == "let a = 1 ")
    }

    // MARK: Reading sources

    static func swiftFiles(in stage: String) throws -> [URL] {
        let folder = core.appendingPathComponent(stage)
        return try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// The names of the types that a stage's files declare at their top level.
    static func declaredTypes(in stage: String) throws -> Set<String> {
        var names: Set<String> = []
        for file in try swiftFiles(in: stage) {
            for (_, line) in try codeLines(of: file) {
                let words = identifiers(in: line)
                for (index, word) in words.enumerated().dropLast()
                where ["struct", "enum", "class", "protocol", "actor"].contains(word) && !line.hasPrefix(" ") {
                    names.insert(words[index + 1])
                }
            }
        }
        return names
    }

    /// Each line's code without its comment, numbered from 1; comment-only lines left out.
    static func codeLines(of file: URL) throws -> [(Int, String)] {
        try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            .enumerated().compactMap { index, line in codeLine(String(line)).map { (index + 1, $0) } }
    }

    /// The line before `//`, or nil when nothing precedes it. (A `//` inside a string literal
    /// ends the code early, which can only hide a name, never report one that is not there.)
    static func codeLine(_ line: String) -> String? {
        let code = line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? line
        return code.allSatisfy(\.isWhitespace) ? nil : code
    }

    static func identifiers(in line: String) -> [String] {
        line.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
    }
}
