import Foundation
import RouteGenCore
import RouteGenTestSupport
import Testing

/// A manifest split into fragments generates what the same routes written in one file generate:
/// the enum, parser, router, entry points and AASA file byte for byte (the lines that name the file
/// a `view` is written in aside), and the same destinations protocol, switch
/// and modifier, to which fragments add their own protocols and the composed destinations.
@Suite("Fragments generate what one file does")
struct FragmentEquivalenceTests {
    static let fixture = RepositoryPaths.file("Tests/SnapshotTests/Fixtures/modules/routes.json")

    /// The `modules` fixture written as one file, committed beside it: the fragments' routes,
    /// requirements and custom types after the manifest's own, in the order the includes read
    /// them, written by hand rather than merged by this test, so the comparison meets every key.
    static let oneFile = RepositoryPaths.file("Tests/SnapshotTests/Fixtures/modules/one-file.json")

    @Test("the one-file form declares what the split manifest does: routes in order, requirements, custom types")
    func oneFileIsTheSplitManifest() throws {
        let split = try #require(Generator.routeTable(fromManifest: RepositoryPaths.bytes("Tests/SnapshotTests/Fixtures/modules/routes.json"), at: Self.fixture.path).routeTable)
        let whole = try #require(Generator.routeTable(fromManifest: RepositoryPaths.bytes("Tests/SnapshotTests/Fixtures/modules/one-file.json"), fragments: .inMemory([:])).routeTable)
        #expect(whole.routes.map(\.name) == split.routes.map(\.name))
        #expect(whole.routes.map(\.pathAndFixedQuery) == split.routes.map(\.pathAndFixedQuery))
        #expect(whole.customTypes == split.customTypes)
        #expect(whole.navigation.requirements.map(\.name) == split.navigation.requirements.map(\.name))
        #expect(whole.fragments.isEmpty && split.fragments.count == 4)
    }

    @Test("every file but the destinations is the same, apart from #sourceLocation lines")
    func sameFiles() throws {
        let split = try Self.files(Generator.generate(fromManifest: RepositoryPaths.bytes("Tests/SnapshotTests/Fixtures/modules/routes.json"), at: Self.fixture.path))
        let whole = try Self.files(Generator.generate(fromManifest: RepositoryPaths.bytes("Tests/SnapshotTests/Fixtures/modules/one-file.json"), fragments: .inMemory([:])))
        #expect(split.keys.sorted() == whole.keys.sorted())
        for (name, contents) in split where !name.hasSuffix("+Destinations.swift") && !name.hasSuffix("+UIKit.swift") {
            #expect(Self.withoutSourceLocations(contents) == Self.withoutSourceLocations(whole[name] ?? ""), "\(name)")
        }
        let destinations = try #require(split.keys.first { $0.hasSuffix("+Destinations.swift") })
        let splitSections = Self.sections(try #require(split[destinations]))
        let wholeSections = Self.sections(try #require(whole[destinations]))
        // The protocol of every route, its switch and the modifier are the same; the views of
        // `routes.json` are shared with the fragments' protocols, which the split file adds.
        for section in ["Destinations", "Navigation"] {
            #expect(splitSections[section] == wholeSections[section], "\(section)")
        }
        #expect(wholeSections["Feature destinations"] == nil)
        #expect(splitSections["Feature destinations"]?.contains("struct ModularFeatureDestinations<") == true)

        // The same for the view controllers: every route's and the controllers are the same; the
        // split file adds a protocol per fragment and their composition.
        let uikit = try #require(split.keys.first { $0.hasSuffix("+UIKit.swift") })
        let splitUIKit = Self.sections(try #require(split[uikit]))
        let wholeUIKit = Self.sections(try #require(whole[uikit]))
        for section in ["View controllers", "View controllers from routes.json", "Screens", "Navigation controller", "Tab bar controller"] {
            #expect(splitUIKit[section] != nil, "\(section)")
            // Where the split file's section ends, the whole file closes its `#if` blocks instead.
            let code = { (text: String?) in Self.withoutSourceLocations(text ?? "").filter { !$0.hasPrefix("#if") && !$0.hasPrefix("#endif") } }
            #expect(code(splitUIKit[section]) == code(wholeUIKit[section]), "\(section)")
        }
        #expect(wholeUIKit["Feature view controllers"] == nil)
        #expect(splitUIKit["Feature view controllers"]?.contains("struct ModularFeatureViewControllers<") == true)
    }

    /// The generated files by name.
    static func files(_ generated: (files: [GeneratedFile], diagnostics: Diagnostics)) throws -> [String: String] {
        try #require(!generated.diagnostics.hasErrors, "\(generated.diagnostics.rendered(file: "routes.json"))")
        return Dictionary(uniqueKeysWithValues: generated.files.map { ($0.name, $0.contents) })
    }

    /// The lines of `text` without those that say where a manifest expression is written: the
    /// `#sourceLocation` lines, and the comment that stands for them where a fragment shares the
    /// manifest's base name (`// Features/Cart/routes.json:10`).
    static func withoutSourceLocations(_ text: String) -> [Substring] {
        text.split(separator: "\n").filter { line in
            let code = line.drop { $0 == " " }
            return !code.hasPrefix("#sourceLocation(") && !(code.hasPrefix("// ") && code.range(of: #"\.json:\d+$"#, options: .regularExpression) != nil)
        }
    }

    /// The `// MARK: - ` sections of a file, by name.
    static func sections(_ text: String) -> [String: String] {
        var sections: [String: String] = [:]
        var name = ""
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("// MARK: - ") { name = String(line.dropFirst("// MARK: - ".count)) }
            sections[name, default: ""] += line + "\n"
        }
        return sections
    }
}
