import Foundation
import Testing

/// The URL semantics of DESIGN.md, one table row per case, run against the compiled snapshots.
///
/// Each row is a link and the stack it must open (nil: the link opens nothing). Rows are grouped
/// by the rule they pin; every rule has rows that match and rows that refuse.

/// One row: a link, and the stack it opens.
struct LinkCase<Route: Hashable & Sendable>: Sendable, CustomTestStringConvertible {
    var link: String
    var expected: [Route]?
    var testDescription: String { link.count > 100 ? String(link.prefix(100)) + "…" : link }

    init(_ link: String, _ expected: [Route]?) {
        self.link = link
        self.expected = expected
    }
}

let product = UUID(uuidString: "9F1C7E62-2A4B-4B8E-9C3D-0E5F6A7B8C9D")!
let productText = "9F1C7E62-2A4B-4B8E-9C3D-0E5F6A7B8C9D"

// MARK: - Shop

let shopCases: [LinkCase<AppRoute>] = [
    // Universal links: https on a listed host, compared case-insensitively and exactly.
    .init("https://shop.example.com/products", [.productList()]),
    .init("https://shop.example.com/products?category=shoes", [.productList(category: "shoes")]),
    .init("https://SHOP.Example.COM/products", [.productList()]),
    .init("HTTPS://shop.example.com/products", [.productList()]),
    .init("https://shop.example.com:443/products", [.productList()]),
    .init("https://shop.example.com:8443/products", nil),
    .init("https://shop.example.com:80/products", nil),
    .init("https://shop.example.com@evil.com/products", nil),
    .init("https://user:password@shop.example.com/products", nil),
    .init("https://evil.com/products", nil),
    .init("https://shop.example.com.evil.com/products", nil),
    .init("https://evilshop.example.com/products", nil),
    .init("https://sub.shop.example.com/products", nil),
    .init("https://example.com/products", nil),
    .init("https://shop.example.com./products", nil),
    .init("http://shop.example.com/products", nil),
    .init("ftp://shop.example.com/products", nil),
    .init("https:///products", nil),
    // Paths: split on '/', empty segments skipped, trailing slash ignored.
    .init("https://shop.example.com/products/", [.productList()]),
    .init("https://shop.example.com//products", [.productList()]),
    .init("https://shop.example.com/products//\(productText)", [.productList(), .productDetail(id: product)]),
    .init("https://shop.example.com/products/\(productText)/", [.productList(), .productDetail(id: product)]),
    .init("https://shop.example.com/settings/profile", [.profileSettings]),
    .init("https://shop.example.com/settings//profile//", [.profileSettings]),
    .init("https://shop.example.com/settings/profile/extra", nil),
    .init("https://shop.example.com/settings", nil),
    .init("https://shop.example.com/", nil),
    .init("https://shop.example.com", nil),
    // Literal segments match case-sensitively by default.
    .init("https://shop.example.com/Products", nil),
    .init("https://shop.example.com/SETTINGS/profile", nil),
    // Decoding happens after splitting, once.
    .init("https://shop.example.com/settings%2Fprofile", nil),
    .init("https://shop.example.com/sett%69ngs/profile", [.profileSettings]),
    .init("https://shop.example.com/products/9F1C7E62%2D2A4B-4B8E-9C3D-0E5F6A7B8C9D", [.productList(), .productDetail(id: product)]),
    // Dot segments never match, encoded or not.
    .init("https://shop.example.com/products/./\(productText)", nil),
    .init("https://shop.example.com/products/../products", nil),
    .init("https://shop.example.com/products/%2E%2E", nil),
    .init("https://shop.example.com/%2e/products", nil),
    // UUIDs: either case, exactly 36 characters with hyphens in place.
    .init("https://shop.example.com/products/9f1c7e62-2a4b-4b8e-9c3d-0e5f6a7b8c9d", [.productList(), .productDetail(id: product)]),
    .init("https://shop.example.com/products/not-a-uuid", nil),
    .init("https://shop.example.com/products/9F1C7E62-2A4B-4B8E-9C3D-0E5F6A7B8C9", nil),
    .init("https://shop.example.com/products/9F1C7E62-2A4B-4B8E-9C3D-0E5F6A7B8C9DA", nil),
    .init("https://shop.example.com/products/9F1C7E622A4B4B8E9C3D0E5F6A7B8C9D", nil),
    .init("https://shop.example.com/products/9F1C7E62_2A4B_4B8E_9C3D_0E5F6A7B8C9D", nil),
    .init("https://shop.example.com/products/9G1C7E62-2A4B-4B8E-9C3D-0E5F6A7B8C9D", nil),
    .init("https://shop.example.com/orders/\(productText)", [.orderConfirmation(orderID: product)]),
    // Channels: `checkout` has universalLink false.
    .init("https://shop.example.com/checkout/\(productText)/blue", nil),
    .init("shop://checkout/\(productText)/blue", [.checkout(productID: product, variant: "blue")]),
    .init("shop://checkout/\(productText)/blue%2Fxl", [.checkout(productID: product, variant: "blue/xl")]),
    .init("shop://checkout/\(productText)/caf%C3%A9", [.checkout(productID: product, variant: "café")]),
    .init("shop://checkout/\(productText)/%F0%9F%98%80", [.checkout(productID: product, variant: "😀")]),
    .init("shop://checkout/\(productText)/a%20b", [.checkout(productID: product, variant: "a b")]),
    .init("shop://checkout/\(productText)/a+b", [.checkout(productID: product, variant: "a+b")]),
    .init("shop://checkout/\(productText)/%25", [.checkout(productID: product, variant: "%")]),
    .init("shop://checkout/\(productText)/%2525", [.checkout(productID: product, variant: "%25")]),
    .init("shop://checkout/\(productText)/%3F%23", [.checkout(productID: product, variant: "?#")]),
    .init("shop://checkout/\(productText)/%FF", nil),
    .init("shop://checkout/\(productText)/%C3", nil),
    .init("shop://checkout/\(productText)/%ED%A0%80", nil),
    .init("shop://checkout/\(productText)", nil),
    .init("shop://checkout/\(productText)/blue/extra", nil),
    // Custom schemes: `scheme://first/…`, `scheme:///first/…`, `scheme:first/…`, case-insensitive.
    .init("shop://products", [.productList()]),
    .init("shop:///products", [.productList()]),
    .init("shop:products", [.productList()]),
    .init("shop:/products", [.productList()]),
    .init("SHOP://products", [.productList()]),
    .init("Shop://settings/profile", [.profileSettings]),
    .init("shop://settings/profile/", [.profileSettings]),
    .init("shop://products?category=hats", [.productList(category: "hats")]),
    .init("shop://products/\(productText)", [.productList(), .productDetail(id: product)]),
    .init("shop://pr%6Fducts", [.productList()]),
    .init("shop://", nil),
    .init("shop:", nil),
    .init("shop://user@products", nil),
    .init("shopping://products", nil),
    .init("mailto:products", nil),
    // The first segment is a host (RFC 3986): it compares without case, the path after it with.
    .init("shop://Products", [.productList()]),
    .init("SHOP://SETTINGS/profile", [.profileSettings]),
    .init("shop://settings/Profile", nil),
    // Query: unknown items ignored, first occurrence wins, names case-sensitive, `+` literal.
    .init("https://shop.example.com/products?category=shoes&category=hats", [.productList(category: "shoes")]),
    .init("https://shop.example.com/products?utm_source=mail&category=shoes&utm_medium=x", [.productList(category: "shoes")]),
    .init("https://shop.example.com/products?category=", [.productList(category: "")]),
    // An item without `=` has no value, as in `URLQueryItem`: the default stands.
    .init("https://shop.example.com/products?category", [.productList()]),
    .init("https://shop.example.com/products?category&category=hats", [.productList(category: "hats")]),
    .init("https://shop.example.com/products?", [.productList()]),
    .init("https://shop.example.com/products?&&", [.productList()]),
    .init("https://shop.example.com/products?category=a+b", [.productList(category: "a+b")]),
    .init("https://shop.example.com/products?category=a%20b", [.productList(category: "a b")]),
    .init("https://shop.example.com/products?category=a%2Bb", [.productList(category: "a+b")]),
    .init("https://shop.example.com/products?category=caf%C3%A9", [.productList(category: "café")]),
    .init("https://shop.example.com/products?category=%26", [.productList(category: "&")]),
    .init("https://shop.example.com/products?category=a%3Db", [.productList(category: "a=b")]),
    .init("https://shop.example.com/products?category=a=b", [.productList(category: "a=b")]),
    .init("https://shop.example.com/products?Category=shoes", [.productList()]),
    .init("https://shop.example.com/products?cat%65gory=shoes", [.productList(category: "shoes")]),
    // The fragment is ignored.
    .init("https://shop.example.com/products#top", [.productList()]),
    .init("https://shop.example.com/products?category=shoes#reviews", [.productList(category: "shoes")]),
    .init("https://shop.example.com/settings/profile#x/y", [.profileSettings]),
    // Parents first: a deep link opens the whole back stack.
    .init("https://shop.example.com/products/\(productText)?category=shoes", [.productList(), .productDetail(id: product)]),
]

@Test("shop: every URL rule, matching and refusing", arguments: shopCases)
func shopLinks(_ row: LinkCase<AppRoute>) throws {
    let url = try #require(URL(string: row.link))
    #expect(AppRoute.stack(for: url) == row.expected)
    #expect(AppRoute(url: url) == row.expected?.last)
}

@Test("links over 8 KiB never match; shorter ones with the same shape do")
func lengthCap() throws {
    let long = try #require(URL(string: "https://shop.example.com/products?category=" + String(repeating: "a", count: 10_000)))
    #expect(AppRoute.stack(for: long) == nil)
    let prefix = "https://shop.example.com/products?category="
    let fits = String(repeating: "a", count: 8192 - prefix.utf8.count)
    #expect(AppRoute.stack(for: try #require(URL(string: prefix + fits))) == [.productList(category: fits)])
    #expect(AppRoute.stack(for: try #require(URL(string: prefix + fits + "a"))) == nil)
}

@Test("invalid percent-encoding never matches a path, and drops a query item")
func invalidEncoding() {
    // Foundation repairs `%ZZ` into `%25ZZ` when it builds a URL, so the raw text goes through `init(path:)`.
    #expect(AppRoute(path: "/products/%ZZ") == nil)
    #expect(AppRoute(path: "/products/%2") == nil)
    #expect(AppRoute(path: "/settings/pro%file") == nil)
    #expect(AppRoute(path: "/products?category=%ZZ") == .productList())
    #expect(AppRoute(path: "/products?category=%E2%82&category=hats") == .productList(category: "hats"))
    #expect(AppRoute(path: "/products/\(productText)") == .productDetail(id: product))
    #expect(AppRoute(path: "products") == nil)
    #expect(AppRoute(path: "//evil.com/products") == nil)
    #expect(AppRoute(path: "") == nil)
}

@Test("init(path:) reads every channel: a route closed to universal links still decodes")
func pathIgnoresChannels() {
    #expect(AppRoute(path: "/checkout/\(productText)/blue") == .checkout(productID: product, variant: "blue"))
}

// MARK: - Lists, custom types, plusAsSpace, case-insensitive literals

let seller = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
let zero = UUID(uuidString: "00000000-0000-0000-0000-000000000000")!

let catalogCases: [LinkCase<CatalogRoute>] = [
    .init("https://catalog.example.com/search?q=shoes", [.search(q: "shoes")]),
    .init("https://catalog.example.com/search", nil),
    .init("https://catalog.example.com/search?page=2", nil),
    .init("https://catalog.example.com/search?q=", [.search(q: "")]),
    // plusAsSpace: `+` is a space, `%2B` a plus.
    .init("https://catalog.example.com/search?q=red+shoes", [.search(q: "red shoes")]),
    .init("https://catalog.example.com/search?q=a%2Bb", [.search(q: "a+b")]),
    .init("https://catalog.example.com/search?q%2B=x&q=y", [.search(q: "y")]),
    // Int: Swift's Int(_:), else the default.
    .init("https://catalog.example.com/search?q=x&page=2", [.search(q: "x", page: 2)]),
    .init("https://catalog.example.com/search?q=x&page=-3", [.search(q: "x", page: -3)]),
    .init("https://catalog.example.com/search?q=x&page=%2B3", [.search(q: "x", page: 3)]),
    .init("https://catalog.example.com/search?q=x&page=abc", [.search(q: "x", page: 1)]),
    .init("https://catalog.example.com/search?q=x&page=1.5", [.search(q: "x", page: 1)]),
    .init("https://catalog.example.com/search?q=x&page=99999999999999999999", [.search(q: "x", page: 1)]),
    .init("https://catalog.example.com/search?q=x&page=%32", [.search(q: "x", page: 2)]),
    .init("https://catalog.example.com/search?q=x&page=", [.search(q: "x", page: 1)]),
    // Double: finite decimals only.
    .init("https://catalog.example.com/search?q=x&maxPrice=9.99", [.search(q: "x", maxPrice: 9.99)]),
    .init("https://catalog.example.com/search?q=x&maxPrice=1e3", [.search(q: "x", maxPrice: 1000)]),
    .init("https://catalog.example.com/search?q=x&maxPrice=-0.5", [.search(q: "x", maxPrice: -0.5)]),
    .init("https://catalog.example.com/search?q=x&maxPrice=nan", [.search(q: "x")]),
    .init("https://catalog.example.com/search?q=x&maxPrice=inf", [.search(q: "x")]),
    .init("https://catalog.example.com/search?q=x&maxPrice=1e999", [.search(q: "x")]),
    .init("https://catalog.example.com/search?q=x&maxPrice=0x10", [.search(q: "x")]),
    .init("https://catalog.example.com/search?q=x&maxPrice=ten", [.search(q: "x")]),
    // Bool: true, false, 1, 0.
    .init("https://catalog.example.com/search?q=x&inStock=true", [.search(q: "x", inStock: true)]),
    .init("https://catalog.example.com/search?q=x&inStock=1", [.search(q: "x", inStock: true)]),
    .init("https://catalog.example.com/search?q=x&inStock=0", [.search(q: "x", inStock: false)]),
    .init("https://catalog.example.com/search?q=x&inStock=yes", [.search(q: "x", inStock: false)]),
    .init("https://catalog.example.com/search?q=x&inStock=TRUE", [.search(q: "x", inStock: false)]),
    // Lists: every occurrence in order; values that do not convert are left out.
    .init("https://catalog.example.com/search?q=x&tags=a&tags=b", [.search(q: "x", tags: ["a", "b"])]),
    .init("https://catalog.example.com/search?tags=a&q=x&tags=a", [.search(q: "x", tags: ["a", "a"])]),
    .init("https://catalog.example.com/search?q=x&tags=", [.search(q: "x", tags: [""])]),
    .init("https://catalog.example.com/search?q=x&ids=1&ids=x&ids=3", [.search(q: "x", ids: [1, 3])]),
    // UUID and URL.
    .init("https://catalog.example.com/search?q=x&seller=e621e1f8-c36c-495a-93fc-0c247a3e6e5f", [.search(q: "x", seller: seller)]),
    .init("https://catalog.example.com/search?q=x&seller=nope", [.search(q: "x", seller: zero)]),
    .init("https://catalog.example.com/search?q=x&source=https%3A%2F%2Fexample.com%2Fa", [.search(q: "x", source: URL(string: "https://example.com/a"))]),
    .init("https://catalog.example.com/search?q=x&source=HTTP%3A%2F%2Fexample.com", [.search(q: "x", source: URL(string: "HTTP://example.com"))]),
    // A URL that is not http or https refuses the link, even where the parameter is optional.
    .init("https://catalog.example.com/search?q=x&source=javascript%3Aalert(1)", nil),
    .init("https://catalog.example.com/search?q=x&source=file%3A%2F%2F%2Fetc%2Fpasswd", nil),
    .init("https://catalog.example.com/search?q=x&source=%2Frelative", nil),
    .init("https://catalog.example.com/search?q=x&source", [.search(q: "x")]),
    // A required item without `=` is missing.
    .init("https://catalog.example.com/search?q", nil),
    .init("https://catalog.example.com/search?q=", [.search(q: "")]),
    // Custom types: by raw value, exactly; else the default.
    .init("https://catalog.example.com/search?q=x&tab=sale", [.search(q: "x", tab: .sale)]),
    .init("https://catalog.example.com/search?q=x&tab=Sale", [.search(q: "x")]),
    .init("https://catalog.example.com/browse/new", [.browse(tab: .new)]),
    .init("https://catalog.example.com/browse/bogus", nil),
    // caseSensitive false: literals ignore case, values keep theirs.
    .init("https://catalog.example.com/BROWSE/sale", [.browse(tab: .sale)]),
    .init("https://catalog.example.com/Browse/SALE", nil),
    .init("https://catalog.example.com/SeArCh?q=Hats", [.search(q: "Hats")]),
    .init("catalog://SEARCH?q=a", [.search(q: "a")]),
    // Typed path parameters, and a parent filled from the child.
    .init("https://catalog.example.com/items/42", [.search(q: ""), .item(id: 42)]),
    .init("https://catalog.example.com/items/42?q=hats", [.search(q: "hats"), .item(id: 42, q: "hats")]),
    .init("https://catalog.example.com/items/-1", [.search(q: ""), .item(id: -1)]),
    .init("https://catalog.example.com/items/4.2", nil),
    .init("https://catalog.example.com/items/1e3", nil),
    .init("https://catalog.example.com/prices/9.5/true", [.price(amount: 9.5, inclusive: true)]),
    .init("https://catalog.example.com/prices/10/0", [.price(amount: 10, inclusive: false)]),
    .init("https://catalog.example.com/prices/abc/true", nil),
    .init("https://catalog.example.com/prices/1/maybe", nil),
    .init("https://catalog.example.com/open/https%3A%2F%2Fexample.com%2Fx", [.external(target: URL(string: "https://example.com/x")!)]),
    .init("https://catalog.example.com/open/javascript%3Aalert(1)", nil),
    .init("https://catalog.example.com/open/mailto%3Aa%40b.com", nil),
]

@Test("lists, custom types, plusAsSpace and case-insensitive literals", arguments: catalogCases)
func catalogLinks(_ row: LinkCase<CatalogRoute>) throws {
    #expect(CatalogRoute.stack(for: try #require(URL(string: row.link))) == row.expected)
}

// MARK: - Precedence and backtracking

let precedenceCases: [LinkCase<PrecedenceRoute>] = [
    .init("https://example.com/items/new", [.newItem]),
    // A route closed to universal links refuses its link; it does not fall through to a sibling.
    .init("https://example.com/items/draft", nil),
    .init("https://example.com/items/draft/", nil),
    .init("https://example.com/items/draft/reviews", [.itemReviews(slug: "draft")]),
    .init("https://example.com/items/draft/edit", [.anything(rest: ["items", "draft", "edit"])]),
    .init("https://example.com/items/42", [.itemByID(id: 42)]),
    .init("https://example.com/items/\(productText)", [.itemByUUID(uuid: product)]),
    .init("https://example.com/items/hello", [.itemBySlug(slug: "hello")]),
    .init("https://example.com/items/42/edit", [.editItem(id: 42)]),
    .init("https://example.com/items/42/reviews", [.itemReviews(slug: "42")]),
    .init("https://example.com/items/hello/reviews", [.itemReviews(slug: "hello")]),
    .init("https://example.com/items/new/reviews", [.itemReviews(slug: "new")]),
    .init("https://example.com/items/new/edit", [.anything(rest: ["items", "new", "edit"])]),
    .init("https://example.com/items/hello/edit", [.anything(rest: ["items", "hello", "edit"])]),
    .init("https://example.com/items", [.anything(rest: ["items"])]),
    .init("https://example.com/", [.anything(rest: [])]),
    .init("https://example.com", [.anything(rest: [])]),
    .init("https://example.com/flags/true", [.flag(on: true)]),
    .init("https://example.com/flags/1", [.flag(on: true)]),
    .init("https://example.com/flags/0", [.flag(on: false)]),
    .init("https://example.com/flags/2", [.number(value: 2)]),
    .init("https://example.com/flags/2.5", [.number(value: 2.5)]),
    .init("https://example.com/flags/x", [.anything(rest: ["flags", "x"])]),
    .init("https://example.com/a/b/c", [.anything(rest: ["a", "b", "c"])]),
    .init("https://example.com/a%2Fb", [.anything(rest: ["a/b"])]),
    .init("https://example.com/a/../b", nil),
    .init("https://example.com/a/%ZZ", [.anything(rest: ["a", "%ZZ"])]),
]

@Test("a literal beats a typed parameter beats String beats rest, with backtracking", arguments: precedenceCases)
func precedenceLinks(_ row: LinkCase<PrecedenceRoute>) throws {
    #expect(PrecedenceRoute.stack(for: try #require(URL(string: row.link))) == row.expected)
}

@Test("a route closed to a channel is still read by init(path:) and Codable")
func closedRouteByPath() throws {
    #expect(PrecedenceRoute(path: "/items/draft") == .draftItem)
    let data = try JSONEncoder().encode([PrecedenceRoute.draftItem])
    #expect(try JSONDecoder().decode([PrecedenceRoute].self, from: data) == [.draftItem])
    #expect(PrecedenceRoute.draftItem.universalLink == nil)
}

// MARK: - Rest parameters, scheme-only apps, schemes with a host, keywords, public access

let docsCases: [LinkCase<DocsRoute>] = [
    .init("https://docs.example.com/docs", [.home]),
    .init("https://docs.example.com/docs/", [.home]),
    .init("https://docs.example.com/docs/introduction", [.home, .introduction]),
    .init("https://docs.example.com/docs/guides/routing", [.home, .page(path: ["guides", "routing"])]),
    .init("https://docs.example.com/docs/introduction/more", [.home, .page(path: ["introduction", "more"])]),
    .init("https://docs.example.com/docs/a%2Fb/c", [.home, .page(path: ["a/b", "c"])]),
    .init("https://docs.example.com/files/alice", [.file(owner: "alice", rest: [])]),
    .init("https://docs.example.com/files/alice/a/b?raw=true", [.file(owner: "alice", rest: ["a", "b"], raw: true)]),
    .init("https://docs.example.com/files", nil),
    .init("https://docs.example.com/other", nil),
]

@Test("rest parameters take zero or more remaining segments", arguments: docsCases)
func docsLinks(_ row: LinkCase<DocsRoute>) throws {
    #expect(DocsRoute.stack(for: try #require(URL(string: row.link))) == row.expected)
}

let message = UUID(uuidString: "0C4B1E7A-5D2F-4A3B-8E9C-1F2A3B4C5D6E")!

let schemeCases: [LinkCase<SchemeRoute>] = [
    .init("myapp://inbox", [.inbox]),
    .init("myapp://inbox/0C4B1E7A-5D2F-4A3B-8E9C-1F2A3B4C5D6E", [.inbox, .message(id: message)]),
    .init("https://example.com/inbox", nil),
    .init("myapp://reset/secret-token", nil),
    .init("otherapp://inbox", nil),
]

@Test("a scheme-only app: no universal links; customScheme false keeps a route off the scheme", arguments: schemeCases)
func schemeLinks(_ row: LinkCase<SchemeRoute>) throws {
    #expect(SchemeRoute.stack(for: try #require(URL(string: row.link))) == row.expected)
}

let kickstarterCases: [LinkCase<KickstarterRoute>] = [
    .init("ksr://www.kickstarter.com/projects/alice/cool", [.project(creator: "alice", slug: "cool")]),
    .init("ksr://WWW.Kickstarter.com/projects/alice/cool", [.project(creator: "alice", slug: "cool")]),
    .init("KSR://www.kickstarter.com/discover/categories/12", [.category(id: 12)]),
    .init("ksr://kickstarter.com/projects/alice/cool", nil),
    .init("ksr://projects/alice/cool", nil),
    .init("ksr:///projects/alice/cool", nil),
    .init("ksr://www.kickstarter.com:8080/projects/alice/cool", nil),
    .init("https://www.kickstarter.com/projects/alice/cool?ref=home", [.project(creator: "alice", slug: "cool", ref: "home")]),
    .init("https://eu.kickstarter.com/discover/categories/12", [.category(id: 12)]),
    .init("https://a.b.kickstarter.com/discover/categories/1", [.category(id: 1)]),
    .init("https://kickstarter.com/discover/categories/12", nil),
    .init("https://notkickstarter.com/discover/categories/12", nil),
    // A fixed host of one label, compared without case, like the scheme.
    .init("firefox://open-url?url=https%3A%2F%2Fexample.com%2Fa", [.openURL(url: URL(string: "https://example.com/a"))]),
    .init("FIREFOX://OPEN-URL?private=true", [.openURL(private: true)]),
    .init("firefox://open-url/?private=1", [.openURL(private: true)]),
    .init("firefox://open-url?url=javascript%3Aalert(1)", nil),
    .init("firefox://open-urls?private=true", nil),
    .init("firefox://?private=true", nil),
    .init("ksr://www.kickstarter.com/?private=1", [.openURL(private: true)]),
    // The route refuses universal links: the link opens nothing, on every host.
    .init("https://www.kickstarter.com/", nil),
    .init("https://www.kickstarter.com/?private=1", nil),
]

@Test("a scheme whose links carry a real host, and a wildcard host", arguments: kickstarterCases)
func kickstarterLinks(_ row: LinkCase<KickstarterRoute>) throws {
    #expect(KickstarterRoute.stack(for: try #require(URL(string: row.link))) == row.expected)
}

@Test("keywords as route and parameter names work end to end")
func keywordLinks() throws {
    #expect(KeywordRoute.stack(for: try #require(URL(string: "keywords://"))) == [.default])
    #expect(KeywordRoute.stack(for: try #require(URL(string: "keywords://class/3?for=x&let=true")))
        == [.default, .class(in: 3, for: "x", let: true)])
    #expect(KeywordRoute.stack(for: try #require(URL(string: "keywords://return/yes?in=4")))
        == [.default, .class(in: 4, for: nil, let: false), .return(true: "yes", in: 4)])
    #expect(KeywordRoute.stack(for: try #require(URL(string: "keywords://while/a/b"))) == [.while(repeat: ["a", "b"])])
    #expect(KeywordRoute.class(in: 1, for: "a b", let: true).path == "/class/1?for=a%20b&let=true")
}

@Test("public access: the enum and its members are public")
func publicLinks() throws {
    #expect(PublicRoute.stack(for: try #require(URL(string: "https://public.example.com/articles/7"))) == [.home, .article(id: 7)])
    #expect(PublicRoute.article(id: 7).universalLink?.absoluteString == "https://public.example.com/articles/7")
}

// MARK: - Wide levels

let wideCases: [LinkCase<WideRoute>] = [
    .init("wide://account", [.account]),
    .init("wide://rewards", [.rewards]),
    .init("wide://REWARDS", [.rewards]),
    .init("wide://orders", [.orders]),
    .init("wide://orders/7", [.orders, .order(id: 7)]),
    .init("wide://Orders/7/", [.orders, .order(id: 7)]),
    .init("wide://orders/x", nil),
    // Escaped segments are decoded before they are compared or hashed, and lower-cased as
    // `String.lowercased()` does: the Kelvin sign (U+212A) lower-cases to `k`.
    .init("wide://REW%41RDS", [.rewards]),
    .init("wide://orders/%37", [.orders, .order(id: 7)]),
    .init("wide://%E2%84%AAids", [.kids]),
    .init("wide://kids/%FF", nil),
    .init("wide://order", nil),
    .init("wide://zebra", nil),
    .init("wide://", nil),
    // The hash reads a segment shorter than eight bytes byte by byte, and a longer one a word at
    // a time, the last word being its last eight bytes: every length opens its route, in any
    // case, and a segment one byte off, in any word, opens nothing.
    .init("wide://tv", [.tv]),
    .init("wide://TV", [.tv]),
    .init("wide://t", nil),
    .init("wide://tvs", nil),
    .init("wide://faq", [.faq]),
    .init("wide://fa", nil),
    .init("wide://settings", [.settings]),
    .init("wide://Settings", [.settings]),
    .init("wide://setting", nil),
    .init("wide://settingz", nil),
    .init("wide://payment-methods", [.paymentMethods]),
    .init("wide://payment-history", [.paymentHistory]),
    .init("wide://PAYMENT-HISTORY", [.paymentHistory]),
    .init("wide://payment-historz", nil),
    .init("wide://payment_history", nil),
    .init("wide://gift-card-redeem", [.giftCardRedeem]),
    .init("wide://gift-card-redeen", nil),
    .init("wide://notifications-hub", [.notificationsHub]),
    .init("wide://notifications-hu", nil),
    .init("wide://notification-preferences", [.notificationPreferences]),
    .init("wide://Notification-Preferences", [.notificationPreferences]),
    .init("wide://notification-prefer3nces", nil),
    .init("wide://notification-preferences-", nil),
    .init("wide://%74v", [.tv]),
    .init("wide://gift-card-%52edeem", [.giftCardRedeem]),
]

@Test("a level with many literals matches through its table, ignoring case", arguments: wideCases)
func wideLinks(_ row: LinkCase<WideRoute>) throws {
    #expect(WideRoute.stack(for: try #require(URL(string: row.link))) == row.expected)
}

let mailCases: [LinkCase<MailRoute>] = [
    .init("mail://box/inbox", [.inbox]),
    .init("mail://box/Inbox", [.legacyInbox]),
    .init("mail://box/INBOX", nil),
    .init("mail://box/%49nbox", [.legacyInbox]),
    .init("mail://box/%69nbox", [.inbox]),
    .init("mail://box/drafts", [.drafts]),
    .init("mail://box/Drafts", nil),
    .init("mail://box/trash/", [.trash]),
    .init("mail://box/trashy", nil),
    // The first segment is the host: it compares without case, the path after it with.
    .init("mail://BOX/inbox", [.inbox]),
    .init("MAIL://Box/Inbox", [.legacyInbox]),
]

@Test("a wide level of a manifest that compares case: literals that differ only in case are two routes", arguments: mailCases)
func caseSensitiveWideLinks(_ row: LinkCase<MailRoute>) throws {
    #expect(MailRoute.stack(for: try #require(URL(string: row.link))) == row.expected)
}

// MARK: - Tabs and sheets

let order = UUID(uuidString: "0C4B1E7A-5D2F-4A3B-8E9C-1F2A3B4C5D6E")!

let storeCases: [LinkCase<StoreRoute>] = [
    .init("https://store.example.com/products", [.category()]),
    .init("https://store.example.com/products?category=shoes", [.category(category: "shoes")]),
    .init("https://store.example.com/products/42", [.category(), .product(id: 42)]),
    .init("https://store.example.com/products/42/review", [.category(), .product(id: 42), .review(id: 42)]),
    .init("store://products/42/review", [.category(), .product(id: 42), .review(id: 42)]),
    .init("https://store.example.com/orders/0C4B1E7A-5D2F-4A3B-8E9C-1F2A3B4C5D6E", [.order(orderID: order)]),
    .init("store://orders/0C4B1E7A-5D2F-4A3B-8E9C-1F2A3B4C5D6E/return", [.order(orderID: order), .returnRequest(orderID: order)]),
    .init("https://store.example.com/settings", [.settings]),
    .init("store://sign-in", [.signIn]),
    // Closed to universal links: the web page opens instead, and the router changes nothing.
    .init("https://store.example.com/sign-in", nil),
    .init("https://store.example.com/products/x", nil),
    .init("https://store.example.com/orders/42", nil),
    .init("store://nowhere", nil),
]

@Test("tabs and sheets: a presented route's link carries its parents", arguments: storeCases)
func storeLinks(_ row: LinkCase<StoreRoute>) throws {
    #expect(StoreRoute.stack(for: try #require(URL(string: row.link))) == row.expected)
}
