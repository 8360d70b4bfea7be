#if os(Linux)
import UIKit
import UserNotifications

/// What the system hands a scene delegate or a notification delegate, built on the stand-ins.
///
/// A file of its own, without `import Testing`: Swift Testing declares cross-import overlays with
/// UIKit, which do not exist on Linux, so a file that imports both does not compile.
@MainActor
enum StandInDoors {
    /// `scene(_:willConnectTo:options:)`'s options.
    static func connection(urls: [URL] = [], activities: [NSUserActivity] = []) -> UIScene.ConnectionOptions {
        UIScene.ConnectionOptions(_urlContexts: contexts(urls), userActivities: Set(activities))
    }

    /// `scene(_:openURLContexts:)`'s contexts.
    static func contexts(_ urls: [URL]) -> Set<UIOpenURLContext> {
        Set(urls.map { UIOpenURLContext(_url: $0) })
    }

    /// `userNotificationCenter(_:didReceive:withCompletionHandler:)`'s response: a tap on the
    /// notification, unless `action` says otherwise.
    static func response(_ payload: [AnyHashable: Any], action: String? = nil) -> UNNotificationResponse {
        guard let action else { return UNNotificationResponse(_userInfo: payload) }
        return UNNotificationResponse(_userInfo: payload, actionIdentifier: action)
    }

    /// The action of a notification dismissed.
    static let dismissAction = UNNotificationDismissActionIdentifier
}
#endif
