import Cart
import Catalog
import Foundation
import ShopRoutes
import Testing

/// One route enum, parser, router and AASA file for three features' fragments.
@Suite("The modular shop's links")
struct ModularShopTests {
    @Test("a link to any feature's route opens its whole stack, across fragments")
    func links() throws {
        let item = try #require(URL(string: "https://shop.example.com/cart/items/42"))
        #expect(ShopRoute.stack(for: item) == [.catalog, .product(id: 42), .cartItem(id: 42)])
        let order = try #require(URL(string: "shop://account/orders/7"))
        #expect(ShopRoute.stack(for: order) == [.catalog, .account, .orders, .order(id: 7)])
        #expect(ShopRoute.stack(for: try #require(URL(string: "https://shop.example.com/wishlist"))) == nil)
    }

    @Test("a feature prints links and names routes of other features, type-safely")
    func featuresNavigate() {
        #expect(CatalogNavigation.link(toProduct: 42)?.absoluteString == "https://shop.example.com/products/42")
        #expect(CatalogNavigation.afterAddingToCart(product: 42) == .cartItem(id: 42))
        #expect(CartNavigation.notificationRoute(item: 3).path == "/cart/items/3")
        #expect(ShopRoute.checkout.shareableLink?.absoluteString == "shop://cart/checkout", "closed to universal links")
    }

    @Test("one AASA file for every feature's links")
    func associationFile() {
        let file = ShopRoute.appleAppSiteAssociation
        #expect(file.contains("/products/?*") && file.contains("/account/orders/?*") && file.contains("/cart/items/?*"))
        #expect(file.contains(#""exclude": true"#), "the checkout, closed to universal links, is excluded")
    }

    @MainActor
    @Test("the router opens a feature's route that waits for another feature's requirement")
    func router() throws {
        let router = ShopRouter()
        var signedIn = false
        router.isMet = { _ in signedIn }
        #expect(router.open(try #require(URL(string: "shop://cart/checkout"))))
        #expect(router.pending == [.catalog, .cart, .checkout])
        #expect(router.sheet == .signIn)
        signedIn = true
        #expect(router.resume())
        #expect(router.path == [.catalog, .cart] && router.sheet == .checkout)
    }
}
