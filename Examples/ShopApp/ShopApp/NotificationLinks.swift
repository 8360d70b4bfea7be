import SwiftUI
#if !os(tvOS)
import UserNotifications

/// Opens the link of a notification the person taps, in the window that appeared last; on a cold
/// start, as soon as that window's router exists. A push carries the link beside `aps`:
/// `{"aps": {"alert": "Your order shipped"}, "link": "https://shop.example.com/orders/…"}`.
///
/// `ShopApp` makes it the notification center's delegate as the app launches, as Apple requires
/// for a tap that launches the app to reach it.
@MainActor
final class NotificationLinks: NSObject, @preconcurrency UNUserNotificationCenterDelegate {
    static let shared = NotificationLinks()

    private weak var router: ShopTabRouter?

    /// A notification tapped before any window was there to open it.
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
        // The generated `open(_:)` takes a tap on the notification, with a link a route takes;
        // a custom action or a dismissal opens nothing.
        if let router { router.open(response) } else { waiting = response }
        completionHandler()
    }
}
#endif
