#if canImport(SwiftUI)
import ShopRoutes
import SwiftUI

/// The catalog's screens: its fragment's destinations, the one thing of this module the app uses.
@available(iOS 17, macOS 14, *)
public struct CatalogViews: CatalogDestinations {
    public init() {}

    public func catalog() -> some View { CatalogScreen() }

    public func category(slug: String) -> some View { Text(slug) }

    public func product(id: Int) -> some View { ProductScreen(id: id) }
}

/// Every category.
@available(iOS 17, macOS 14, *)
struct CatalogScreen: View {
    var body: some View {
        VStack {
            NavigationLink("Shoes", value: ShopRoute.category(slug: "shoes"))
            NavigationLink("Running Shoe", value: ShopRoute.product(id: 42))
        }
    }
}

/// A product, whose button shows a screen of the Cart feature.
@available(iOS 17, macOS 14, *)
struct ProductScreen: View {
    let id: Int
    @Environment(ShopRouter.self) private var router

    var body: some View {
        VStack {
            Text("Product \(id)")
            Button("Add to Cart") { router.show(CatalogNavigation.afterAddingToCart(product: id)) }
        }
    }
}
#endif
