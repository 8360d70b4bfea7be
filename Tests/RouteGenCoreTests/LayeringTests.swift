import Foundation
import RouteGenTestSupport
import Testing

/// The core's stages depend one way: reading the manifest, validating it, the model, the AASA file
/// and the plan decide; the emitters only print. A fact both sides need lives in the stage that
/// decides it (`DeclaredNames` in the model, `AASAWriter` beside `AASAReader`), so no file of a
/// deciding stage names a type of `Emit/` or calls a member that `Emit/` adds to a model type.
@Suite struct LayeringTests {
    static let core = RepositoryPaths.file("Sources/RouteGenCore")
    static let decidingStages = ["Manifest", "Validation", "Model", "AASA", "Plan", "Output", "Support"]
    static let printingStage = "Emit"
    /// Drafting a manifest from an AASA file runs the whole generator, printers included.
    static let usingStages = ["Import"]

    @Test("every folder of the core is a deciding stage, the printing stage or a user of both")
    func everyFolderHasAStage() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.core.path).filter { name in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: Self.core.appendingPathComponent(name).path, isDirectory: &isFolder)
                && isFolder.boolValue
        }
        #expect(Set(folders) == Set(Self.decidingStages + [Self.printingStage] + Self.usingStages))
    }

    @Test("no deciding stage names a type of Emit/, in any of its folders")
    func noDecidingStageNamesAnEmitterType() throws {
        let emitterTypes = try Self.declaredTypes(in: Self.printingStage)
        #expect(emitterTypes.contains("URLEmitter") && emitterTypes.contains("GeneratedNames") && emitterTypes.contains("CatalogPage"))
        let uses = try Self.uses(in: Self.decidingStages) { line in Self.identifiers(in: line).filter(emitterTypes.contains) }
        #expect(uses.isEmpty, "deciding stages name emitter types:\n\(uses.joined(separator: "\n"))")
    }

    @Test("no deciding stage calls what Emit/ adds to a model type in an extension (`Route.casePattern`)")
    func noDecidingStageCallsAnEmitterExtension() throws {
        let modelTypes = try Self.decidingStages.reduce(into: Set<String>()) { $0.formUnion(try Self.declaredTypes(in: $1)) }
        let added = try Self.extensionMembers(in: Self.printingStage, extending: modelTypes)
        #expect(added.contains("casePattern") && added.contains("swiftType"))
        // A name a deciding stage declares too (`literal`, a case of its own) is that stage's.
        let own = try Self.declaredMembers(in: Self.decidingStages)
        let emitterOnly = added.subtracting(own)
        #expect(emitterOnly.contains("casePattern") && emitterOnly.contains("swiftType"))
        let uses = try Self.uses(in: Self.decidingStages) { line in
            Self.memberAccesses(in: line).filter(emitterOnly.contains)
        }
        #expect(uses.isEmpty, "deciding stages call emitter extensions:\n\(uses.joined(separator: "\n"))")
    }

    /// The test reads what it should: a line that names an emitter type is found.
    @Test func findsANameInCodeButNotInComments() {
        #expect(Self.identifiers(in: "let x = GeneratedNames.node(1)").contains("GeneratedNames"))
        #expect(Self.codeLine("    /// `URLEmitter` prints it") == nil)
        #expect(Self.codeLine("let a = 1 // URLEmitter") == "let a = 1 ")
        #expect(Self.memberAccesses(in: "route.casePattern(binding: names)") == ["casePattern"])
        #expect(Self.memberDeclarations(in: "    static func valueName(at index: Int) -> String {") == ["valueName"])
    }

    /// Each use `find` reports in the code of `stages`, as `stage/file:line: name`.
    static func uses(in stages: [String], find: (String) -> [String]) throws -> [String] {
        var uses: [String] = []
        for stage in stages {
            for file in try swiftFiles(in: stage) {
                for (number, line) in try codeLines(of: file) {
                    for name in find(line) { uses.append("\(stage)/\(file.lastPathComponent):\(number): \(name)") }
                }
            }
        }
        return uses
    }

    // MARK: Reading sources

    /// The Swift files of a stage, in every folder below it.
    static func swiftFiles(in stage: String) throws -> [URL] {
        let folder = core.appendingPathComponent(stage)
        return try FileManager.default.subpathsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".swift") }
            .sorted()
            .map { folder.appendingPathComponent($0) }
    }

    /// The members that a stage's files declare inside top-level extensions of `types`: what the
    /// stage adds to types declared elsewhere.
    static func extensionMembers(in stage: String, extending types: Set<String>) throws -> Set<String> {
        var names: Set<String> = []
        for file in try swiftFiles(in: stage) {
            var inExtension = false
            for (_, line) in try codeLines(of: file) {
                if !line.hasPrefix(" ") {
                    let words = identifiers(in: line)
                    inExtension = words.count > 1 && words[0] == "extension" && types.contains(words[1])
                }
                if inExtension, line.hasPrefix("    "), !line.hasPrefix("     ") { names.formUnion(memberDeclarations(in: line)) }
            }
        }
        return names
    }

    /// Every member name (`func`, `var`, `let`, `case`) that the files of `stages` declare.
    static func declaredMembers(in stages: [String]) throws -> Set<String> {
        var names: Set<String> = []
        for stage in stages {
            for file in try swiftFiles(in: stage) {
                for (_, line) in try codeLines(of: file) { names.formUnion(memberDeclarations(in: line)) }
            }
        }
        return names
    }

    /// The names a line declares after `func`, `var`, `let` or `case`.
    static func memberDeclarations(in line: String) -> [String] {
        let words = identifiers(in: line)
        return words.indices.dropLast().filter { ["func", "var", "let", "case"].contains(words[$0]) }.map { words[$0 + 1] }
    }

    /// The names a line reads as members: each identifier after a `.`.
    static func memberAccesses(in line: String) -> [String] {
        line.split(separator: ".", omittingEmptySubsequences: false).dropFirst().compactMap { part in
            let name = part.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            return name.isEmpty ? nil : String(name)
        }
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
