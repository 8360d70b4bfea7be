import Observation
import SwiftUI
#if !os(tvOS)
import UserNotifications
#endif

/// The app: three tabs, each with its own navigation stack, generated from `routes.json`: a tab bar
/// on iPhone, a tab bar that turns into a sidebar on iPad, a sidebar on Mac (layout
/// `sidebarAdaptable`, from iOS 18).
///
/// `ShopTabsView` opens universal links and `shop://` links in the right tab (selecting it,
/// building the back stack, presenting the checkout sheet), and links tapped inside the app, and
/// restores every tab's navigation when the system relaunches the app. A tapped notification's
/// link opens too (`NotificationLinks`), and the screen on display is offered to the person's other
/// devices (Handoff) and to Spotlight.
@main
struct ShopApp: App {
    init() {
        #if !os(tvOS)
        UNUserNotificationCenter.current().delegate = NotificationLinks.shared
        #endif
    }

    var body: some Scene {
        WindowGroup {
            ShopRootView()
        }
    }
}

/// One window's navigation. The router lives here, in the scene's view, not in `ShopApp`: on
/// iPad, Mac and Vision Pro each window then has its own tabs and stacks, and restores its own.
///
/// The router asks the session whether the customer is signed in (`isMet`), which `routes.json`
/// requires of payment and orders, and reports every change of navigation to the app's log.
struct ShopRootView: View {
    @State private var session: Session
    @State private var router: ShopTabRouter

    init() {
        let session = Session()
        let router = ShopTabRouter()
        router.isMet = { requirement in
            switch requirement {
            case .signedIn: session.isSignedIn
            }
        }
        router.onNavigate = { event in
            NavigationLog.record("\(event.kind) \(event.route.storedText) (\(event.cause))")
        }
        _session = State(wrappedValue: session)
        _router = State(wrappedValue: router)
    }

    var body: some View {
        ShopTabsView(router: router)
            .minimizingTabBarOnScroll()
            .shopUserActivity(router)
            .environment(session)
            .onAppear {
                #if !os(tvOS)
                NotificationLinks.shared.deliver(to: router)
                #endif
            }
    }
}

/// Who is signed in; a real app would keep an account here.
@Observable
final class Session {
    var isSignedIn = false
}

/// Where the app's analytics would go: the navigation, one line per change.
enum NavigationLog {
    static func record(_ line: String) {
        #if DEBUG
        print("navigation:", line)
        #endif
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
