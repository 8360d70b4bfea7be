import SwiftUI

/// The app: two tabs, each with its own navigation stack, generated from `routes.json`: a tab bar
/// on iPhone, a tab bar that turns into a sidebar on iPad, a sidebar on Mac (layout
/// `sidebarAdaptable`, from iOS 18).
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
            .minimizingTabBarOnScroll()
    }
}

extension View {
    /// iOS 26's tab bar that shrinks while people scroll down, on iPhone. The app applies its own
    /// `TabView` modifiers to the generated tabs view, whose body is the `TabView`.
    @ViewBuilder
    func minimizingTabBarOnScroll() -> some View {
        #if os(iOS)
        if #available(iOS 26, *) {
            tabBarMinimizeBehavior(.onScrollDown)
        } else {
            self
        }
        #else
        self
        #endif
    }
}
