import SwiftUI

/// The app: two tabs, each with its own navigation stack, generated from `routes.json`.
///
/// `ShopTabsView` opens universal links and `shop://` links in the right tab (selecting it,
/// building the back stack, presenting the checkout sheet) and restores every tab's navigation
/// when the system relaunches the app.
@main
struct ShopApp: App {
    @State private var router = ShopTabRouter()

    var body: some Scene {
        WindowGroup {
            ShopTabsView(router: router)
        }
    }
}
