import SwiftUI

/// The app: two tabs, each with its own navigation stack, generated from `routes.json`.
///
/// `ShopTabsView` opens universal links and `shop://` links in the right tab (selecting it,
/// building the back stack, presenting the checkout sheet) and restores every tab's navigation
/// when the system relaunches the app.
@main
struct ShopApp: App {
    var body: some Scene {
        WindowGroup {
            ShopRootView()
        }
    }
}

/// One window's navigation. The router lives here, in the scene's view, not in `ShopApp`: on
/// iPad, Mac and Vision Pro each window then has its own tabs and stacks, and restores its own.
struct ShopRootView: View {
    @State private var router = ShopTabRouter()

    var body: some View {
        ShopTabsView(router: router)
    }
}
