#if canImport(SwiftUI)
import Account
import Cart
import Catalog
import ShopRoutes
import SwiftUI

/// The whole app: one stack, every feature's views composed with no code per route, and links
/// from every door opening any feature's screens.
@available(iOS 17, macOS 14, *)
public struct ShopRootView: View {
    @State private var router = ShopRouter()

    public init() {}

    public var body: some View {
        NavigationStack(path: $router.path) {
            CatalogViews().catalog()
                .shopNavigation(router, ShopFeatureDestinations(catalog: CatalogViews(), cart: CartViews(), account: AccountViews()))
        }
        .shopLinks(router)
        .onAppear { router.isMet = AccountSession.shared.isMet }
    }
}
#endif
