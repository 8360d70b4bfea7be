import UIKit
import UserNotifications

/// The app: its scenes are `SceneDelegate`'s (Info.plist's `UIApplicationSceneManifest`). As it
/// launches it makes ``NotificationLinks`` the notification center's delegate, as Apple requires for
/// a tap that launches the app to reach it.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        UNUserNotificationCenter.current().delegate = NotificationLinks.shared
        return true
    }
}

/// Opens the link of a notification the person taps in the window's router; on a cold start, as
/// soon as the scene has connected. A push carries the link beside `aps`:
/// `{"aps": {"alert": "Your order shipped"}, "link": "https://shop.example.com/orders/…"}`.
@MainActor
final class NotificationLinks: NSObject, @preconcurrency UNUserNotificationCenterDelegate {
    static let shared = NotificationLinks()

    private weak var router: ShopTabRouter?

    /// A notification tapped before the scene was there to open it.
    private var waiting: UNNotificationResponse?

    /// Opens the notifications tapped from now on in `router`, and the one that launched the app.
    func deliver(to router: ShopTabRouter) {
        self.router = router
        if let waiting { router.open(waiting) }
        waiting = nil
    }

    func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping @Sendable () -> Void
    ) {
        // A tap on the notification with a link a route takes opens it; an action or a dismissal, nothing.
        if let router { router.open(response) } else { waiting = response }
        completionHandler()
    }
}
