import Foundation
import Testing

#if canImport(UIKitShop)
@testable import UIKitShop
#endif

// The shop's links, opened as the scene delegate opens them: what each lands on, for a guest and
// for a signed-in customer. Nothing here needs UIKit: the router decides, the controllers render.
// RouteGen's own `swift test` runs this file with the app's generated code and model.

@Suite("UIKitShop: links")
@MainActor
struct ShopLinkTests {
    let session = ShopSession()
    let router = ShopTabRouter()
    let order = UUID(uuidString: "0C4B1E7A-5D2F-4A3B-8E9C-1F2A3B4C5D6E") ?? UUID()

    init() {
        router.isMet = session.isMet
    }

    func open(_ link: String) throws -> Bool {
        router.open(try #require(URL(string: link)))
    }

    @Test("a product link opens in the shop tab, over the list")
    func product() throws {
        #expect(try open("https://shop.example.com/products/2"))
        #expect(router.selectedTab == .shop)
        #expect(router.router(for: .shop).path == [.product(id: 2)])
    }

    @Test("the reviews, a SwiftUI screen, are pushed above their product")
    func reviews() throws {
        #expect(try open("https://shop.example.com/products/2/reviews"))
        #expect(router.router(for: .shop).path == [.product(id: 2), .reviews(id: 2)])
    }

    @Test("checkout is a sheet over its product, its steps pushed inside it; the web never opens it")
    func checkout() throws {
        #expect(try open("shop://products/2/checkout/shipping"))
        let shop = router.router(for: .shop)
        #expect(shop.path == [.product(id: 2)] && shop.sheet == .checkout(id: 2))
        #expect(shop.presentedRouter?.path == [.shipping(id: 2)])
        #expect(try !open("https://shop.example.com/products/2/checkout"))
    }

    @Test("a guest's link to an order shows sign-in first, and opens the order once signed in")
    func orderForAGuest() throws {
        #expect(try open("https://shop.example.com/orders/0C4B1E7A-5D2F-4A3B-8E9C-1F2A3B4C5D6E"))
        #expect(router.pending == [.order(id: order)])
        #expect(router.visibleRoute == .signIn)
        session.isSignedIn = true
        #expect(router.resume())
        #expect(router.selectedTab == .orders && router.router(for: .orders).path == [.order(id: order)])
    }

    @Test("the payment step waits for sign-in inside the checkout sheet")
    func payment() throws {
        #expect(try open("shop://products/2/checkout/payment"))
        #expect(router.pending == [.product(id: 2), .checkout(id: 2), .shipping(id: 2), .payment(id: 2)])
        session.isSignedIn = true
        #expect(router.resume())
        #expect(router.router(for: .shop).presentedRouter?.path == [.shipping(id: 2), .payment(id: 2)])
    }

    @Test("a notification's link opens like any link")
    func notification() {
        session.isSignedIn = true
        #expect(router.open(notificationPayload: ["aps": ["alert": "Shipped"], "link": "shop://settings"]))
        #expect(router.selectedTab == .profile && router.router(for: .profile).path == [.settings])
    }

    @Test("what the scene saves restores every tab in the next launch's router")
    func restoration() throws {
        session.isSignedIn = true
        #expect(try open("https://shop.example.com/products/3/reviews"))
        router.router(for: .profile).push(.settings)
        let next = ShopTabRouter()
        next.restore(from: router.restorationData)
        #expect(next.router(for: .shop).path == [.product(id: 3), .reviews(id: 3)])
        #expect(next.router(for: .profile).path == [.settings])
    }

    @Test("a link no route takes changes nothing")
    func unknown() throws {
        #expect(try !open("https://shop.example.com/gift-cards"))
        #expect(router.router(for: .shop).path.isEmpty && router.selectedTab == .shop)
    }
}
