#if canImport(SwiftUI)
import ShopRoutes
import SwiftUI

/// The account's screens: its fragment's destinations.
@available(iOS 17, macOS 14, *)
public struct AccountViews: AccountDestinations {
    public init() {}

    public func account() -> some View { NavigationLink("Orders", value: ShopRoute.orders) }

    public func orders() -> some View { NavigationLink("Order 7", value: ShopRoute.order(id: 7)) }

    public func order(id: Int) -> some View { Text("Order \(id)") }

    public func signIn() -> some View { SignInScreen() }
}

/// Signs the customer in, then opens what waited for it (the checkout, an order).
@available(iOS 17, macOS 14, *)
struct SignInScreen: View {
    @Environment(ShopRouter.self) private var router

    var body: some View {
        Button("Sign In") {
            AccountSession.shared.isSignedIn = true
            router.resume()
        }
    }
}
#endif
