// A stand-in for what Apple's Foundation has and Linux's does not, for the stand-ins of SwiftUI,
// UIKit and UserNotifications to re-export, as those frameworks re-export Foundation on Apple
// platforms. Each declaration follows Apple's documentation of the real one; availability is
// Apple's, from the class's page and each member's.
//
// Linux only: the test targets depend on it with `.when(platforms: [.linux])`.

#if os(Linux)
@_exported import Foundation

// MARK: - User activities

/// `class NSUserActivity`: not `Sendable` (its header is audited for sendability and does not say
/// so), and not isolated to an actor.
///
/// Apple's documentation: <https://developer.apple.com/documentation/foundation/nsuseractivity>
@available(iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class NSUserActivity: NSObject {
    /// `var activityType: String { get }`
    open private(set) var activityType: String

    /// `var title: String? { get set }`
    open var title: String?

    /// `var webpageURL: URL? { get set }`
    open var webpageURL: URL?

    /// `var userInfo: [AnyHashable : Any]? { get set }`
    open var userInfo: [AnyHashable: Any]?

    /// `var requiredUserInfoKeys: Set<String>? { get set }` (iOS 9)
    ///
    /// Apple's documentation: <https://developer.apple.com/documentation/foundation/nsuseractivity/requireduserinfokeys>
    @available(iOS 9.0, macOS 10.11, tvOS 10.0, watchOS 3.0, visionOS 1.0, *)
    open var requiredUserInfoKeys: Set<String>? {
        get { _requiredUserInfoKeys }
        set { _requiredUserInfoKeys = newValue }
    }

    /// `var targetContentIdentifier: String? { get set }` (iOS 13)
    ///
    /// Apple's documentation: <https://developer.apple.com/documentation/foundation/nsuseractivity/targetcontentidentifier>
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    open var targetContentIdentifier: String? {
        get { _targetContentIdentifier }
        set { _targetContentIdentifier = newValue }
    }

    /// `var isEligibleForHandoff: Bool { get set }` (iOS 9): "The default value of this property is true."
    ///
    /// Apple's documentation: <https://developer.apple.com/documentation/foundation/nsuseractivity/iseligibleforhandoff>
    @available(iOS 9.0, macOS 10.11, tvOS 10.0, watchOS 3.0, visionOS 1.0, *)
    open var isEligibleForHandoff: Bool {
        get { _isEligibleForHandoff }
        set { _isEligibleForHandoff = newValue }
    }

    /// `var isEligibleForSearch: Bool { get set }` (iOS 9), false by default.
    ///
    /// Apple's documentation: <https://developer.apple.com/documentation/foundation/nsuseractivity/iseligibleforsearch>
    @available(iOS 9.0, macOS 10.11, tvOS 10.0, watchOS 3.0, visionOS 1.0, *)
    open var isEligibleForSearch: Bool {
        get { _isEligibleForSearch }
        set { _isEligibleForSearch = newValue }
    }

    // Storage: a stored property cannot carry an availability newer than its class.
    private var _requiredUserInfoKeys: Set<String>?
    private var _targetContentIdentifier: String?
    private var _isEligibleForHandoff = true
    private var _isEligibleForSearch = false

    /// `init(activityType: String)`
    ///
    /// Apple's documentation: <https://developer.apple.com/documentation/foundation/nsuseractivity/init(activitytype:)>
    public init(activityType: String) {
        self.activityType = activityType
    }
}

/// `let NSUserActivityTypeBrowsingWeb: String`: "either an activity continued from a web
/// browser-to-native app Handoff or a universal link", whose `webpageURL` is the link.
///
/// Apple's documentation: <https://developer.apple.com/documentation/foundation/nsuseractivitytypebrowsingweb>
public let NSUserActivityTypeBrowsingWeb = "NSUserActivityTypeBrowsingWeb"
#endif
