#if canImport(SwiftUI)
import Foundation
import SwiftUI
import Testing

/// The generated destinations against the SwiftUI stand-in: the right view for every route, from
/// the manifest's `view`, from an app's own conformance, and through `navigationDestination`.
@MainActor
@Suite("Destinations")
struct DestinationsTests {
    @Test("the manifest's views: each route shows the view its 'view' names, with its values")
    func manifestViews() throws {
        let views = AppRouteViews()
        #expect(find(ProductDetailView.self, in: views.view(for: .productDetail(id: product)))?.productID == product)
        #expect(find(ProductListView.self, in: views.view(for: .productList(category: "hats")))?.category == "hats")
        let checkout = find(CheckoutView.self, in: views.view(for: .checkout(productID: product, variant: "blue")))
        #expect(checkout?.productID == product && checkout?.variant == "blue")
        #expect(find(OrderConfirmationView.self, in: views.view(for: .orderConfirmation(orderID: product)))?.orderID == product)
        #expect(find(ProfileSettingsView.self, in: views.view(for: .profileSettings)) != nil)
        // And not another route's view.
        #expect(find(ProductListView.self, in: views.view(for: .productDetail(id: product))) == nil)
    }

    @Test("the modifier registers the destinations for the route type with navigationDestination")
    func modifier() throws {
        let registered = Text("Home").appRouteDestinations()
        let registration = try #require(registered as Any as? any _DestinationRegistration)
        let destination = try #require(registration._destination(for: AppRoute.productList(category: "shoes")))
        #expect(find(ProductListView.self, in: destination)?.category == "shoes")
        #expect(registration._destination(for: "not a route") == nil)
    }

    @Test("an app's own conformance: the protocol setup for views in another module")
    func appConformance() throws {
        let destinations = DocsDestinations()
        #expect(find(Text.self, in: destinations.view(for: .page(path: ["guides", "routing"])))?.content == "guides/routing")
        #expect(find(Text.self, in: destinations.view(for: .file(owner: "alice", rest: [], raw: true)))?.content == "alice raw")
        let registered = Text("Docs").docsRouteDestinations(destinations)
        let registration = try #require(registered as Any as? any _DestinationRegistration)
        #expect(find(Text.self, in: registration._destination(for: DocsRoute.home) as Any)?.content == "Contents")
    }

    @Test("one stack per tab: each stack registers the same destinations once")
    func stackPerTab() {
        let tabs = TabsExample()
        #expect(find(Text.self, in: tabs.shopTab)?.content == "Shop")
        #expect(find(Text.self, in: tabs.docsTab)?.content == "Docs")
    }
}

/// The docs app's destinations, written in the app as the protocol asks: one method per route.
struct DocsDestinations: DocsRouteDestinations {
    func home() -> some View { Text("Contents") }
    func introduction() -> some View { Text("Introduction") }
    func page(path: [String]) -> some View { Text(path.joined(separator: "/")) }
    func file(owner: String, rest: [String], raw: Bool) -> some View {
        if raw { Text("\(owner) raw") } else { Text(owner) }
    }
}

/// Two tabs, each with its own stack and its own registration.
@MainActor
struct TabsExample {
    var shopTab: some View { Text("Shop").appRouteDestinations() }
    var docsTab: some View { Text("Docs").docsRouteDestinations(DocsDestinations()) }
}

/// The first value of type `T` anywhere inside `value`, by reflection: what a view builder built.
func find<T>(_ type: T.Type, in value: Any) -> T? {
    if let match = value as? T { return match }
    for child in Mirror(reflecting: value).children {
        if let match = find(type, in: child.value) { return match }
    }
    return nil
}
#endif
