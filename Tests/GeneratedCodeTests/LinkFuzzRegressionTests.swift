import Foundation
import RouteGenTestSupport
import Testing

/// Every input in `Fuzz/Regressions/links/` still opens, in every fixture's parser, only routes
/// that print back to links that open them, on every `swift test`.
@Suite("Fuzz regressions: links")
struct LinkFuzzRegressionTests {
    @Test("every kept link round-trips through every generated parser")
    func links() throws {
        let folder = RepositoryPaths.file("Fuzz/Regressions/links")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(!names.isEmpty)
        for name in names {
            #expect(LinkFuzzing.check(try RepositoryPaths.bytes("Fuzz/Regressions/links/\(name)")) == nil, "\(name)")
        }
    }
}
