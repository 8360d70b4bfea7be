import Foundation
import RouteGenTestSupport
import Testing

/// Every input in `Fuzz/Regressions/links/` still opens, in every fixture's parser, only routes
/// that print back to links that open them, and what the model opens, on every `swift test`; so
/// does every link of the URL tables, the links fuzzer's seeds.
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

    @Test("every link of the URL tables: the parsers round-trip, and the model answers as each parser does")
    func tables() {
        let links = shopCases.map(\.link) + catalogCases.map(\.link) + precedenceCases.map(\.link) + docsCases.map(\.link)
            + schemeCases.map(\.link) + kickstarterCases.map(\.link) + wideCases.map(\.link) + mailCases.map(\.link)
            + storeCases.map(\.link) + shapeCases.map(\.link)
            + carriedPathCases.map(\.link) + fragmentItemCases.map(\.link) + decodingFirstCases.map(\.link)
            + caseSensitiveHostCases.map(\.link) + emptySegmentCases.map(\.link)
        #expect(links.count > 250)
        for link in links {
            #expect(LinkFuzzing.check(Array(link.utf8)) == nil)
        }
    }

    @Test("the model oracle catches a disagreement: a value printed otherwise, a refusal the model does not share")
    func oracleCatchesDisagreement() throws {
        let model = try #require(LinkFuzzing.models["AppRoute"])
        let link = "https://shop.example.com/products/9F1C7E62-2A4B-4B8E-9C3D-0E5F6A7B8C9D"
        let url = try #require(URL(string: link))
        let stack = try #require(AppRoute.stack(for: url))
        #expect(LinkFuzzing.compare(stack, model.match(url: link), model, link) == nil)
        let other = stack.dropLast() + [AppRoute.productDetail(id: UUID())]
        #expect(LinkFuzzing.compare(Array(other), model.match(url: link), model, link)?.contains("the parser opens productDetail(id: ") == true)
        #expect(LinkFuzzing.compare([AppRoute](), model.match(url: link), model, link) != nil)
        #expect(LinkFuzzing.compare(nil as [AppRoute]?, model.match(url: link), model, link)?.hasSuffix("the parser refuses it") == true)
        #expect(LinkFuzzing.compare(stack, nil, model, link)?.hasSuffix("the model refuses it") == true)
    }
}
