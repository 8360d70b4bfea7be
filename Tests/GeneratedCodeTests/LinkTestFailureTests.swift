import Foundation
import Testing

/// The generated link tests fail where the app disagrees with routes.json, with a message that
/// names the manifest's line, the link, the route and what opened, recorded at that line.
///
/// The `shop` fixture's suite (`AppRouteLinkTests`, a snapshot compiled into this module) passes
/// on its own examples; here it is handed examples that state something the app does not do.
@Suite("Generated link tests, failing")
struct LinkTestFailureTests {
    static let productLink = "https://shop.example.com/products/9F1C7E62-2A4B-4B8E-9C3D-0E5F6A7B8C9D"
    static let productID = UUID(uuid: (0x9F, 0x1C, 0x7E, 0x62, 0x2A, 0x4B, 0x4B, 0x8E, 0x9C, 0x3D, 0x0E, 0x5F, 0x6A, 0x7B, 0x8C, 0x9D))

    /// An example of `productDetail` at line 26, column 20 of routes.json, expecting `stack`.
    static func example(
        stack: @escaping @Sendable () throws -> [AppRoute], verdicts: [AppRouteLinkExample.Verdict] = []
    ) -> AppRouteLinkExample {
        AppRouteLinkExample(
            route: "productDetail", link: productLink, file: "Shop/routes.json", line: 26, column: 20,
            links: [productLink], stack: stack, verdicts: verdicts)
    }

    /// Runs `body`, expecting issues only with `message` at the example's place, and one at least:
    /// any other issue fails the test, as does none.
    static func expectIssue(_ message: String, _ body: () -> Void) {
        withKnownIssue {
            body()
        } matching: { issue in
            issue.comments.map(\.rawValue) == [message] && issue.sourceLocation?.line == 26 && issue.sourceLocation?.column == 20
                && issue.sourceLocation?.fileID == "AppRoute/routes.json" && issue.sourceLocation?.filePath == "Shop/routes.json"
        }
    }

    @Test("a link that opens another stack: the example's line, the link, the route, what opened and what was expected")
    func otherStack() {
        let example = Self.example(stack: { [.productDetail(id: Self.productID)] })
        Self.expectIssue(
            "Shop/routes.json:26: example '\(Self.productLink)' of route 'productDetail' opens "
                + "[productList(category: \"all\"), productDetail(id: \(Self.productID))] instead of [productDetail(id: \(Self.productID))]"
        ) {
            AppRouteLinkTests().opensItsStack(example)
        }
    }

    @Test("a value the app's type refuses: what opened, and which value")
    func refusedValue() {
        struct Refused: Error, CustomStringConvertible {
            var description: String { "the app's Slug(rawValue: \"Acme\") is nil" }
        }
        let example = Self.example(stack: { throw Refused() })
        Self.expectIssue(
            "Shop/routes.json:26: example '\(Self.productLink)' of route 'productDetail' opens "
                + "[productList(category: \"all\"), productDetail(id: \(Self.productID))]: the app's Slug(rawValue: \"Acme\") is nil"
        ) {
            AppRouteLinkTests().opensItsStack(example)
        }
    }

    @Test("a universal link the parser opens where RouteGen expects it not to, and one the AASA file sends to the browser")
    func verdicts() {
        let stack: @Sendable () -> [AppRoute] = { [.productList(category: "all"), .productDetail(id: Self.productID)] }
        let unexpected = Self.example(stack: stack, verdicts: [.init(link: Self.productLink, opensApp: true, opensRoute: false)])
        Self.expectIssue(
            "Shop/routes.json:26: example '\(Self.productLink)' of route 'productDetail', as \(Self.productLink), opens "
                + "[productList(category: \"all\"), productDetail(id: \(Self.productID))] in the app, where RouteGen expects another route or none"
        ) {
            AppRouteLinkTests().associationVerdicts(unexpected)
        }
        let browser = Self.example(stack: stack, verdicts: [.init(link: Self.productLink, opensApp: false, opensRoute: true)])
        Self.expectIssue(
            "Shop/routes.json:26: the app opens \(Self.productLink), but the apple-app-site-association file sends it to the browser"
        ) {
            AppRouteLinkTests().associationVerdicts(browser)
        }
    }

    @Test("the fixture's own examples pass every test")
    func ownExamples() {
        for example in AppRouteLinkExample.all {
            AppRouteLinkTests().opensItsStack(example)
            AppRouteLinkTests().printedLinksReopen(example)
            AppRouteLinkTests().associationVerdicts(example)
        }
    }
}
