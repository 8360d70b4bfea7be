import SwiftUI

// MARK: - Shop tab

/// The shop tab's root: every product. A row pushes `ShopRoute.product` onto the tab's stack.
struct ProductListView: View {
    var body: some View {
        List {
            ForEach(Catalog.products) { product in
                NavigationLink(value: ShopRoute.product(id: product.id)) {
                    Text(product.name)
                }
            }
        }
        .navigationTitle("Shop")
    }
}

/// One product, with a button that presents checkout as a sheet, as `routes.json` says.
struct ProductDetailView: View {
    let productID: Int
    @Environment(ShopRouter.self) private var router

    var body: some View {
        VStack {
            Text(Catalog.product(id: productID)?.price ?? "No longer available")
            Button("Buy") { router.show(.checkout(id: productID)) }
        }
        .navigationTitle(Catalog.product(id: productID)?.name ?? "Product")
    }
}

/// Checkout, in a sheet over the product. Placing the order dismisses it and shows the order in
/// the profile tab, the way a link to the order would.
struct CheckoutView: View {
    let productID: Int
    @Environment(ShopRouter.self) private var router
    @Environment(ShopTabRouter.self) private var tabs

    var body: some View {
        VStack {
            Text(Catalog.product(id: productID)?.name ?? "No longer available")
            Button("Place order") {
                router.dismiss()
                tabs.open(ShopRoute.order(id: UUID()))
            }
        }
    }
}
