// A stand-in for the few UserNotifications declarations RouteGen's generated notification entry
// point uses, so that it type-checks on Linux. Each declaration follows Apple's documentation of
// the real one: none is isolated to an actor, and a response (and its content's `userInfo`) does
// not exist on tvOS. Apple's types have no public initializers for a response; the `_`-prefixed
// one here is the stand-in's, for tests to build what the system would hand a delegate.
//
// Linux only: the test targets depend on it with `.when(platforms: [.linux])`.

#if os(Linux)
@_exported import AppleFoundation

/// `class UNNotificationResponse`: a person's answer to a notification.
///
/// Apple's documentation: <https://developer.apple.com/documentation/usernotifications/unnotificationresponse>
@available(iOS 10.0, macOS 10.14, watchOS 3.0, visionOS 1.0, *)
@available(tvOS, unavailable)
open class UNNotificationResponse: NSObject {
    /// `@NSCopying var notification: UNNotification { get }`
    ///
    /// Apple's documentation: <https://developer.apple.com/documentation/usernotifications/unnotificationresponse/notification>
    open private(set) var notification: UNNotification

    /// `var actionIdentifier: String { get }`: ``UNNotificationDefaultActionIdentifier`` for a tap on
    /// the notification, ``UNNotificationDismissActionIdentifier`` for a dismissal, else a custom action's.
    ///
    /// Apple's documentation: <https://developer.apple.com/documentation/usernotifications/unnotificationresponse/actionidentifier>
    open private(set) var actionIdentifier: String

    /// Not UserNotifications: the response to a notification whose payload is `userInfo`.
    public init(_userInfo userInfo: [AnyHashable: Any], actionIdentifier: String = "com.apple.UNNotificationDefaultActionIdentifier") {
        notification = UNNotification(request: UNNotificationRequest(content: UNNotificationContent(userInfo: userInfo)))
        self.actionIdentifier = actionIdentifier
    }
}

/// `class UNUserNotificationCenter`: the app's notifications, and the delegate that answers them.
///
/// Apple's documentation: <https://developer.apple.com/documentation/usernotifications/unusernotificationcenter>
@available(iOS 10.0, macOS 10.14, tvOS 10.0, watchOS 3.0, visionOS 1.0, *)
open class UNUserNotificationCenter: NSObject {
    nonisolated(unsafe) private static let shared = UNUserNotificationCenter()

    /// `class func current() -> UNUserNotificationCenter`
    ///
    /// Apple's documentation: <https://developer.apple.com/documentation/usernotifications/unusernotificationcenter/current()>
    open class func current() -> UNUserNotificationCenter { shared }

    /// `weak var delegate: (any UNUserNotificationCenterDelegate)? { get set }`: "You must assign your
    /// delegate object to the UNUserNotificationCenter object before your app finishes launching."
    ///
    /// Apple's documentation: <https://developer.apple.com/documentation/usernotifications/unusernotificationcenter/delegate>
    open weak var delegate: (any UNUserNotificationCenterDelegate)?
}

/// `protocol UNUserNotificationCenterDelegate : NSObjectProtocol`, not isolated to an actor. Its
/// methods are `optional` in Apple's Objective-C protocol; Linux has no `@objc`, so the stand-in
/// gives the one it declares a default implementation instead, and leaves it out on tvOS, where
/// only `@objc` protocols could mark it unavailable.
///
/// Apple's documentation: <https://developer.apple.com/documentation/usernotifications/unusernotificationcenterdelegate>
@available(iOS 10.0, macOS 10.14, tvOS 10.0, watchOS 3.0, visionOS 1.0, *)
public protocol UNUserNotificationCenterDelegate: NSObjectProtocol {
    #if !os(tvOS)
    /// `optional func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response:
    /// UNNotificationResponse, withCompletionHandler completionHandler: @escaping @Sendable () -> Void)`
    /// (not on tvOS)
    ///
    /// Apple's documentation: <https://developer.apple.com/documentation/usernotifications/unusernotificationcenterdelegate/usernotificationcenter(_:didreceive:withcompletionhandler:)>
    @available(iOS 10.0, macOS 10.14, watchOS 3.0, visionOS 1.0, *)
    func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping @Sendable () -> Void)
    #endif
}

#if !os(tvOS)
@available(iOS 10.0, macOS 10.14, tvOS 10.0, watchOS 3.0, visionOS 1.0, *)
extension UNUserNotificationCenterDelegate {
    @available(iOS 10.0, macOS 10.14, watchOS 3.0, visionOS 1.0, *)
    public func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping @Sendable () -> Void
    ) {
        completionHandler()
    }
}
#endif

/// `class UNNotification`.
///
/// Apple's documentation: <https://developer.apple.com/documentation/usernotifications/unnotification>
@available(iOS 10.0, macOS 10.14, tvOS 10.0, watchOS 3.0, visionOS 1.0, *)
open class UNNotification: NSObject {
    /// `@NSCopying var request: UNNotificationRequest { get }`
    ///
    /// Apple's documentation: <https://developer.apple.com/documentation/usernotifications/unnotification/request>
    open private(set) var request: UNNotificationRequest

    fileprivate init(request: UNNotificationRequest) {
        self.request = request
    }
}

/// `class UNNotificationRequest`.
///
/// Apple's documentation: <https://developer.apple.com/documentation/usernotifications/unnotificationrequest>
@available(iOS 10.0, macOS 10.14, tvOS 10.0, watchOS 3.0, visionOS 1.0, *)
open class UNNotificationRequest: NSObject {
    /// `@NSCopying var content: UNNotificationContent { get }`
    ///
    /// Apple's documentation: <https://developer.apple.com/documentation/usernotifications/unnotificationrequest/content>
    open private(set) var content: UNNotificationContent

    fileprivate init(content: UNNotificationContent) {
        self.content = content
    }
}

/// `class UNNotificationContent`.
///
/// Apple's documentation: <https://developer.apple.com/documentation/usernotifications/unnotificationcontent>
@available(iOS 10.0, macOS 10.14, tvOS 10.0, watchOS 3.0, visionOS 1.0, *)
open class UNNotificationContent: NSObject {
    /// `var userInfo: [AnyHashable : Any] { get }`: "For remote notifications, this property contains
    /// the entire notification payload." Not on tvOS.
    ///
    /// Apple's documentation: <https://developer.apple.com/documentation/usernotifications/unnotificationcontent/userinfo>
    @available(iOS 10.0, macOS 10.14, watchOS 3.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    open var userInfo: [AnyHashable: Any] { _userInfo }

    private let _userInfo: [AnyHashable: Any]

    fileprivate init(userInfo: [AnyHashable: Any]) {
        _userInfo = userInfo
    }
}

/// `let UNNotificationDefaultActionIdentifier: String`: the action of a tap on the notification itself.
///
/// Apple's documentation: <https://developer.apple.com/documentation/usernotifications/unnotificationdefaultactionidentifier>
@available(iOS 10.0, macOS 10.14, watchOS 3.0, visionOS 1.0, *)
@available(tvOS, unavailable)
public let UNNotificationDefaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"

/// `let UNNotificationDismissActionIdentifier: String`: the action of a dismissal.
///
/// Apple's documentation: <https://developer.apple.com/documentation/usernotifications/unnotificationdismissactionidentifier>
@available(iOS 10.0, macOS 10.14, watchOS 3.0, visionOS 1.0, *)
@available(tvOS, unavailable)
public let UNNotificationDismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"
#endif
