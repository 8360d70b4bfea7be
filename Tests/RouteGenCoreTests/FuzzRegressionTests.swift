import Foundation
import RouteGenTestSupport
import Testing

/// Every input in `Fuzz/Regressions/` (findings of `scripts/fuzz.sh`, and inputs kept to pin a
/// rule) still satisfies its fuzz target's checks, on every `swift test`.
@Suite("Fuzz regressions: manifests and AASA files")
struct FuzzRegressionTests {
    /// The regression inputs of `target`, by file name.
    static func inputs(_ target: String) throws -> [(name: String, bytes: [UInt8])] {
        let folder = RepositoryPaths.file("Fuzz/Regressions/\(target)")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().map { name in
            (name, try RepositoryPaths.bytes("Fuzz/Regressions/\(target)/\(name)"))
        }
    }

    @Test("manifests: every error has a location, generation is deterministic, the AASA file reads back")
    func manifests() throws {
        let inputs = try Self.inputs("manifest")
        #expect(!inputs.isEmpty)
        for (name, bytes) in inputs {
            #expect(ManifestFuzzing.check(bytes) == nil, "Fuzz/Regressions/manifest/\(name)")
        }
    }

    @Test("AASA files: every verdict agrees with the component or path that decided it")
    func associationFiles() throws {
        let inputs = try Self.inputs("aasa")
        #expect(!inputs.isEmpty)
        for (name, bytes) in inputs {
            #expect(AssociationFileFuzzing.check(bytes) == nil, "Fuzz/Regressions/aasa/\(name)")
        }
    }
}
