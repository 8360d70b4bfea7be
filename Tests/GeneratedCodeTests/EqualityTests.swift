import Foundation
import Testing

/// A route enum's `==` is written out by the generator, not synthesized (`Docs/Performance.md`):
/// two routes are equal exactly when they are the same case with equal values, in every position,
/// and equal routes hash alike, as Swift's synthesized conformance would have it.

/// Checks `==`, `!=` and hashing on routes that are all different from one another, and on a copy
/// of each made by reading its path back.
private func expectEqualityOnlyWithItself<Route: Hashable>(
    _ routes: [Route], copy: (Route) -> Route?, sourceLocation: SourceLocation = #_sourceLocation
) {
    for (i, a) in routes.enumerated() {
        for (j, b) in routes.enumerated() {
            #expect((a == b) == (i == j), "\(a) == \(b)", sourceLocation: sourceLocation)
            #expect((a != b) == (i != j), "\(a) != \(b)", sourceLocation: sourceLocation)
        }
        let twin = copy(a)
        #expect(twin == a, "\(a) read back from its path", sourceLocation: sourceLocation)
        #expect(twin?.hashValue == a.hashValue, "\(a) hashes as its copy", sourceLocation: sourceLocation)
    }
    #expect(Set(routes).count == routes.count, sourceLocation: sourceLocation)
}

@Test("shop: routes differ by case, and by each value of a case with two")
func shopEquality() {
    let first = UUID(uuidString: "00000000-0000-0000-0000-000000000001") ?? UUID()
    let second = UUID(uuidString: "00000000-0000-0000-0000-000000000002") ?? UUID()
    expectEqualityOnlyWithItself(
        [
            AppRoute.productList(), .productList(category: "shoes"),
            // The same value in two cases: equal values are not enough.
            .productDetail(id: first), .orderConfirmation(orderID: first), .productDetail(id: second),
            // Each value alone differs.
            .checkout(productID: first, variant: "red"), .checkout(productID: second, variant: "red"),
            .checkout(productID: first, variant: "blue"),
            .profileSettings,
        ],
        copy: { AppRoute(path: $0.path) })
}

@Test("catalog: every value of a nine-value case counts, optionals, lists and custom types included")
func catalogEquality() {
    let base = CatalogRoute.search(q: "shoes")
    expectEqualityOnlyWithItself(
        [
            base, .search(q: "boots"), .search(q: "shoes", page: 2), .search(q: "shoes", maxPrice: 10),
            .search(q: "shoes", maxPrice: 0), .search(q: "shoes", inStock: true), .search(q: "shoes", tags: ["a"]),
            .search(q: "shoes", tags: ["a", "b"]), .search(q: "shoes", ids: [1]),
            .search(q: "shoes", seller: UUID(uuidString: "00000000-0000-0000-0000-000000000003") ?? UUID()),
            .search(q: "shoes", source: URL(string: "https://example.com")), .search(q: "shoes", tab: .sale),
            .browse(tab: .featured), .browse(tab: .new),
            .item(id: 1), .item(id: 1, q: "x"), .item(id: 2),
            .price(amount: 1.5, inclusive: true), .price(amount: 1.5, inclusive: false), .price(amount: 2, inclusive: true),
            .external(target: URL(string: "https://example.com/a") ?? URL(fileURLWithPath: "/")),
        ],
        copy: { CatalogRoute(path: $0.path) })
}

@Test("keywords: cases and labels named like Swift keywords compare by value")
func keywordEquality() {
    expectEqualityOnlyWithItself(
        [
            KeywordRoute.default, .class(in: 1), .class(in: 1, for: "x"), .class(in: 1, let: true), .class(in: 2),
            .while(), .while(repeat: ["a"]), .return(true: "t"), .return(true: "t", in: 1),
        ],
        copy: { KeywordRoute(path: $0.path) })
}

@Test("a Double value compares as Double does: 0 equals -0, as the synthesized == has it")
func doubleEquality() {
    #expect(CatalogRoute.price(amount: 0, inclusive: true) == .price(amount: -0.0, inclusive: true))
    #expect(PrecedenceRoute.number(value: 0) == .number(value: -0.0))
    #expect(PrecedenceRoute.number(value: 0).hashValue == PrecedenceRoute.number(value: -0.0).hashValue)
}
