#if canImport(SwiftUI)
import ShopRoutes
import SwiftUI

/// The cart's screens: its fragment's destinations.
@available(iOS 17, macOS 14, *)
public struct CartViews: CartDestinations {
    public init() {}

    public func cart() -> some View { CartScreen() }

    public func cartItem(id: Int) -> some View { Text("Item \(id)") }

    public func checkout() -> some View { Text("Checkout") }
}

/// The cart, whose button opens the checkout: a sheet that waits for the Account feature's sign-in.
@available(iOS 17, macOS 14, *)
struct CartScreen: View {
    @Environment(ShopRouter.self) private var router

    var body: some View {
        VStack {
            Text("Cart")
            Button("Check Out") { router.show(.checkout) }
        }
    }
}
#endif
