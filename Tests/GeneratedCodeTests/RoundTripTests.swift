import Foundation
import RouteGenTestSupport
import Testing

/// Printing is the exact inverse of parsing: for random route values, the printed universal link,
/// custom-scheme URL, path and JSON all read back as the same value. Seeded, so failures reproduce.

/// Strings that stress encoding: every reserved character, spaces, `+`, `%`, emoji, combining marks.
private let pieces = [
    "a", "Z", "0", "-", ".", "_", "~", "/", "?", "#", "%", "%2F", "&", "=", "+", " ", ":", "@", "!", "$", "'",
    "(", ")", "*", ",", ";", "[", "]", "\"", "\\", "é", "e\u{301}", "😀", "👩‍👩‍👧", "中", "\u{0}", "\n",
]

private func randomString(using random: inout SeededGenerator, allowEmpty: Bool = true) -> String {
    while true {
        let text = (0..<Int.random(in: 0...6, using: &random)).map { _ in pieces.randomElement(using: &random) ?? "" }.joined()
        // A path segment cannot be empty, `.` or `..`: such a link never opens (Docs/DeepLinks.md).
        if allowEmpty || (!text.isEmpty && text != "." && text != "..") { return text }
    }
}

private func randomInt(using random: inout SeededGenerator) -> Int {
    [0, 1, -1, .max, .min, Int.random(in: -1_000_000...1_000_000, using: &random)].randomElement(using: &random) ?? 0
}

private func randomDouble(using random: inout SeededGenerator) -> Double {
    [0, -0.0, 1e-300, 1.5e300, .pi, -2.5, .leastNonzeroMagnitude, .greatestFiniteMagnitude,
     Double.random(in: -1e6...1e6, using: &random)].randomElement(using: &random) ?? 0
}

private func randomURL(using random: inout SeededGenerator) -> URL {
    let texts = ["https://example.com", "http://a.b/c?d=e&f=g#h", "https://x.com/%20a%2Fb", "HTTPS://EXAMPLE.COM/Path"]
    return URL(string: texts.randomElement(using: &random) ?? "https://example.com") ?? URL(fileURLWithPath: "/")
}

/// Checks every printed form of `route` against the parser.
private func expectRoundTrip<Route: Hashable & Codable>(
    _ route: Route, universalLink: URL?, customSchemeURL: URL?, path: String,
    stack: (URL) -> [Route]?, fromPath: (String) -> Route?, seed: UInt64
) throws {
    if let universalLink { #expect(stack(universalLink)?.last == route, "seed \(seed): \(universalLink)") }
    if let customSchemeURL { #expect(stack(customSchemeURL)?.last == route, "seed \(seed): \(customSchemeURL)") }
    #expect(fromPath(path) == route, "seed \(seed): \(path)")
    let data = try JSONEncoder().encode([route])
    #expect(try JSONDecoder().decode([Route].self, from: data) == [route], "seed \(seed)")
}

@Test("shop: printed links of random routes open the same route", arguments: [UInt64(1), 2])
func shopRoundTrip(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    for _ in 0..<1_000 {
        let route: AppRoute
        switch Int.random(in: 0..<5, using: &random) {
        case 0: route = .productList(category: randomString(using: &random))
        case 1: route = .productDetail(id: UUID())
        case 2: route = .checkout(productID: UUID(), variant: randomString(using: &random, allowEmpty: false))
        case 3: route = .orderConfirmation(orderID: UUID())
        default: route = .profileSettings
        }
        try expectRoundTrip(
            route, universalLink: route.universalLink, customSchemeURL: route.customSchemeURL, path: route.path,
            stack: AppRoute.stack(for:), fromPath: AppRoute.init(path:), seed: seed)
        // The universal link exists exactly when the route is open to universal links.
        if case .checkout = route { #expect(route.universalLink == nil) } else { #expect(route.universalLink != nil) }
        #expect(route.customSchemeURL != nil)
    }
}

@Test("catalog: every query type, plusAsSpace and custom types round-trip", arguments: [UInt64(3), 4])
func catalogRoundTrip(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let tabs: [Tab] = [.featured, .new, .sale]
    for _ in 0..<1_000 {
        let route: CatalogRoute
        switch Int.random(in: 0..<5, using: &random) {
        case 0:
            route = .search(
                q: randomString(using: &random), page: randomInt(using: &random),
                maxPrice: Bool.random(using: &random) ? randomDouble(using: &random) : nil,
                inStock: Bool.random(using: &random),
                tags: (0..<Int.random(in: 0...3, using: &random)).map { _ in randomString(using: &random) },
                ids: (0..<Int.random(in: 0...3, using: &random)).map { _ in randomInt(using: &random) },
                seller: Bool.random(using: &random) ? UUID() : UUID(uuidString: "00000000-0000-0000-0000-000000000000")!,
                source: Bool.random(using: &random) ? randomURL(using: &random) : nil,
                tab: tabs.randomElement(using: &random) ?? .featured)
        case 1: route = .browse(tab: tabs.randomElement(using: &random) ?? .sale)
        case 2: route = .item(id: randomInt(using: &random), q: randomString(using: &random))
        case 3: route = .price(amount: randomDouble(using: &random), inclusive: Bool.random(using: &random))
        default: route = .external(target: randomURL(using: &random))
        }
        try expectRoundTrip(
            route, universalLink: route.universalLink, customSchemeURL: route.customSchemeURL, path: route.path,
            stack: CatalogRoute.stack(for:), fromPath: CatalogRoute.init(path:), seed: seed)
    }
}

@Test("rest parameters, keywords and schemes with a host round-trip", arguments: [UInt64(5)])
func otherRoundTrips(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    for _ in 0..<500 {
        let segments = (0..<Int.random(in: 0...4, using: &random)).map { _ in randomString(using: &random, allowEmpty: false) }
        for route in [DocsRoute.file(owner: randomString(using: &random, allowEmpty: false), rest: segments, raw: Bool.random(using: &random))]
            // `page` values that `home` or `introduction` take first are shadowed by design: a literal
            // wins on the same path (Docs/DeepLinks.md, "Values that print another route's link").
            + (segments == [] || segments == ["introduction"] ? [] : [DocsRoute.page(path: segments)])
        {
            try expectRoundTrip(
                route, universalLink: route.universalLink, customSchemeURL: route.customSchemeURL, path: route.path,
                stack: DocsRoute.stack(for:), fromPath: DocsRoute.init(path:), seed: seed)
        }
        let keyword = KeywordRoute.return(true: randomString(using: &random, allowEmpty: false), in: randomInt(using: &random))
        try expectRoundTrip(
            keyword, universalLink: keyword.universalLink, customSchemeURL: keyword.customSchemeURL, path: keyword.path,
            stack: KeywordRoute.stack(for:), fromPath: KeywordRoute.init(path:), seed: seed)
        let project = KickstarterRoute.project(
            creator: randomString(using: &random, allowEmpty: false), slug: randomString(using: &random, allowEmpty: false),
            ref: Bool.random(using: &random) ? randomString(using: &random) : nil)
        try expectRoundTrip(
            project, universalLink: project.universalLink, customSchemeURL: project.customSchemeURL, path: project.path,
            stack: KickstarterRoute.stack(for:), fromPath: KickstarterRoute.init(path:), seed: seed)
    }
}

@Test("a saved navigation stack is an array of path strings and decodes back")
func codableStack() throws {
    let stack: [AppRoute] = [.productList(category: "shoes"), .productDetail(id: product), .profileSettings]
    let json = String(decoding: try JSONEncoder().encode(stack), as: UTF8.self)
    #expect(json == #"["\/products?category=shoes","\/products\/9F1C7E62-2A4B-4B8E-9C3D-0E5F6A7B8C9D","\/settings\/profile"]"#)
    #expect(try JSONDecoder().decode([AppRoute].self, from: Data(json.utf8)) == stack)
}

@Test("decoding a path no route has throws a DecodingError naming the path")
func codableUnknownPath() {
    #expect {
        try JSONDecoder().decode([AppRoute].self, from: Data(#"["/products", "/wishlist"]"#.utf8))
    } throws: { error in
        guard case DecodingError.dataCorrupted(let context) = error else { return false }
        return context.debugDescription == "No AppRoute has the path '/wishlist'."
    }
}

@Test("printing leaves out defaults and encodes every value")
func printing() {
    #expect(AppRoute.productList().path == "/products")
    #expect(AppRoute.productList(category: "all").path == "/products")
    #expect(AppRoute.productList(category: "a/b c+d&e").path == "/products?category=a%2Fb%20c%2Bd%26e")
    #expect(AppRoute.productList().universalLink?.absoluteString == "https://shop.example.com/products")
    #expect(AppRoute.productDetail(id: product).customSchemeURL?.absoluteString == "shop://products/\(productText)")
    #expect(AppRoute.checkout(productID: product, variant: "x").universalLink == nil)
    #expect(CatalogRoute.search(q: "red shoes", tags: ["a", "b"]).path == "/search?q=red%20shoes&tags=a&tags=b")
    #expect(KickstarterRoute.category(id: 3).customSchemeURL?.absoluteString == "ksr://www.kickstarter.com/discover/categories/3")
    #expect(SchemeRoute.resetPassword(token: "t").customSchemeURL == nil)
    #expect(SchemeRoute.inbox.universalLink == nil)
    #expect(DocsRoute.page(path: []).path == "/docs/")
}
