import Foundation
import Testing

#if canImport(SwiftUI)
import SwiftUI
#endif

/// A manifest split into fragments (fixture `modules`): the manifest's own `home`, and fragments
/// `Catalog`, `Cart` and `Account` (which includes `Orders`) whose routes name each other's as
/// parents, requirements and requirement routes, and the manifest's tabs. One enum, one parser, one router for all of them.

let modularCases: [LinkCase<ModularRoute>] = [
    .init("https://modular.example.com/", [.home]),
    // A parent in another fragment: the cart's item opens over the catalog's product.
    .init("https://modular.example.com/cart/items/7", [.catalog, .product(id: 7), .cartItem(id: 7)]),
    .init("modular://cart/items/7", [.catalog, .product(id: 7), .cartItem(id: 7)]),
    .init("https://modular.example.com/products/3/review", [.catalog, .product(id: 3), .review(id: 3)]),
    .init("https://modular.example.com/cart/checkout", [.cart, .checkout]),
    .init("https://modular.example.com/account/orders/5", [.account, .orders, .order(id: 5)]),
    // A route of a fragment that a fragment includes, with a custom type: `OrderFilter`'s raw value.
    .init("https://modular.example.com/account/saved/shipped", [.account, .orders, .savedOrders(filter: .shipped)]),
    .init("modular://sign-in", [.signIn]),
    .init("https://modular.example.com/cart/items/x", nil),
    .init("https://modular.example.com/wishlist", nil),
]

@Test("a manifest split into fragments parses every fragment's links into whole stacks, across fragments", arguments: modularCases)
func modularLinks(_ row: LinkCase<ModularRoute>) throws {
    #expect(ModularRoute.stack(for: try #require(URL(string: row.link))) == row.expected)
}

@Suite("Modules: one router for every fragment")
@MainActor
struct ModularRouterTests {
    @Test("a link to a fragment's route whose parent is in another fragment opens the parent's tab with the whole stack")
    func crossFragmentStack() throws {
        let tabs = ModularTabRouter()
        #expect(tabs.open(try #require(URL(string: "https://modular.example.com/cart/items/7"))))
        #expect(tabs.selectedTab == .shop, "the product's tab, which the cart item inherits from its parent")
        #expect(tabs.router(for: .shop).path == [.catalog, .product(id: 7), .cartItem(id: 7)])
    }

    @Test("a requirement of one fragment guards routes of others, and its route shows from there")
    func crossFragmentRequirement() throws {
        let tabs = ModularTabRouter()
        tabs.isMet = { _ in false }
        #expect(tabs.open(try #require(URL(string: "https://modular.example.com/cart/checkout"))))
        #expect(tabs.pending == [.cart, .checkout])
        #expect(ModularRequirement.signedIn.route == .signIn)
        #expect(ModularRoute.review(id: 1).requirements == [.signedIn])
    }
}

#if canImport(SwiftUI)
/// Each feature module's views, conforming to its fragment's protocol only.
struct CatalogViews: CatalogDestinations {
    func catalog() -> some View { Text("Catalog") }
    func product(id: Int) -> some View { Text("Product \(id)") }
    func review(id: Int) -> some View { Text("Review \(id)") }
}

struct CartViews: CartDestinations {
    func cart() -> some View { Text("Cart") }
    // `cartItem` shows the fragment's own `view`; `checkout` is this module's.
    func checkout() -> some View { Text("Checkout") }
}

struct AccountViews: AccountDestinations {
    func account() -> some View { Text("Account") }
}

/// The views of `Orders`, a fragment that `Account` includes, with the app's custom type `OrderFilter`.
struct OrdersViews: OrdersDestinations {
    func orders() -> some View { Text("Orders") }
    func order(id: Int) -> some View { Text("Order \(id)") }
    func savedOrders(filter: OrderFilter) -> some View { Text("Saved \(filter.rawValue)") }
}

struct ModularAppViews: ModularRootDestinations {
    func home() -> some View { Text("Home") }
}

@Suite("Modules: each feature provides its own views")
@MainActor
struct ModularDestinationsTests {
    let destinations = ModularFeatureDestinations(
        root: ModularAppViews(), catalog: CatalogViews(), cart: CartViews(), account: AccountViews(), orders: OrdersViews())

    @Test("the composed destinations show each route with the view of the feature that declares it")
    func composedViews() {
        #expect(find(Text.self, in: destinations.view(for: .home))?.content == "Home")
        #expect(find(Text.self, in: destinations.view(for: .product(id: 4)))?.content == "Product 4")
        #expect(find(Text.self, in: destinations.view(for: .cart))?.content == "Cart")
        #expect(find(Text.self, in: destinations.view(for: .checkout))?.content == "Checkout")
        #expect(find(Text.self, in: destinations.view(for: .order(id: 2)))?.content == "Order 2")
        #expect(find(Text.self, in: destinations.view(for: .savedOrders(filter: .shipped)))?.content == "Saved shipped")
    }

    @Test("a fragment's 'view' is its protocol's default, so its module writes nothing for that route")
    func fragmentDefaults() {
        #expect(find(Text.self, in: destinations.view(for: .cartItem(id: 9)))?.content == "Item 9")
        #expect(find(Text.self, in: CartViews().cartItem(id: 9))?.content == "Item 9")
        #expect(find(Text.self, in: destinations.view(for: .signIn))?.content == "Sign in")
    }

    @Test("the app passes the composed destinations to the navigation like any other")
    func navigation() throws {
        let registered = Text("Shop").modularRouteDestinations(destinations)
        let registration = try #require(registered as Any as? any _DestinationRegistration)
        #expect(find(Text.self, in: registration._destination(for: ModularRoute.review(id: 3)) as Any)?.content == "Review 3")
    }
}
#endif
