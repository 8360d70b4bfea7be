import SwiftUI

// MARK: - Shop tab

/// The shop tab's root: every product. A row pushes `ShopRoute.product` onto the tab's stack.
struct ProductListView: View {
    var body: some View {
        List {
            ForEach(Catalog.products) { product in
                NavigationLink(value: ShopRoute.product(id: product.id, preloaded: product)) {
                    Text(product.name)
                }
            }
        }
        .navigationTitle("Shop")
    }
}

/// One product, with a button that presents checkout as a sheet, as `routes.json` says, and one
/// that pushes its photos with the product itself: a screen no link opens.
struct ProductDetailView: View {
    let productID: Int
    /// The product, when the list pushed it along; a link brings the id alone.
    let preloaded: Product?
    @Environment(ShopRouter.self) private var router

    private var product: Product? { preloaded ?? Catalog.product(id: productID) }

    var body: some View {
        VStack {
            Text(product?.price ?? "No longer available")
            Button("Buy") { router.show(.checkout(id: productID)) }
            if let product {
                Button("Photos") { router.show(.productPhotos(product: product)) }
            }
        }
        .navigationTitle(product?.name ?? "Product")
    }
}

/// A product's photos. Restoration brings the screen back with its product, which the route
/// stores beside its name (`Product` is `Codable`).
struct ProductPhotosView: View {
    let product: Product

    var body: some View {
        Text("Photos of \(product.name)")
            .navigationTitle(product.name)
    }
}

/// Checkout, in a sheet over the product, with a stack of its own: its steps are pushed inside
/// the sheet, and the views there find the sheet's router in the environment.
struct CheckoutView: View {
    let productID: Int
    @Environment(ShopRouter.self) private var router

    var body: some View {
        VStack {
            Text(Catalog.product(id: productID)?.name ?? "No longer available")
            Button("Continue") { router.show(.shipping(id: productID)) }
            Button("Cancel") { router.dismiss() }
        }
        .navigationTitle("Checkout")
    }
}

/// Checkout's first step. Payment requires a signed-in customer: for a guest, `show` presents
/// sign-in over the sheet and payment waits until the app calls `resume()`.
struct ShippingView: View {
    let productID: Int
    @Environment(ShopRouter.self) private var router

    var body: some View {
        Button("Continue to payment") { router.show(.payment(id: productID)) }
            .navigationTitle("Shipping")
    }
}

/// Checkout's last step. Placing the order dismisses every sheet and shows the order in the orders
/// tab, the way a link to the order would.
struct PaymentView: View {
    let productID: Int
    @Environment(ShopRouter.self) private var router
    @Environment(ShopTabRouter.self) private var tabs

    var body: some View {
        Button("Place order") {
            router.dismissAll()
            tabs.open(ShopRoute.order(id: UUID()))
        }
        .navigationTitle("Payment")
    }
}
