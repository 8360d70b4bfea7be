// The template of every generated `<Enum>+EntryPoints.swift`: the lines between the `routegen:embed`
// markers, which scripts/embed-sources.sh copies into RouteGenCore (TemplateSource.entryPoints)
// and EntryPointsEmitter prints with the manifest's names, as Router.swift's are.

import Foundation

// routegen:embed-begin entryPoints
#if canImport(Observation)
import Observation
#endif
#if canImport(SwiftUI) && canImport(Observation)
import SwiftUI
#endif
#if canImport(UIKit) && !os(watchOS)
import UIKit
#endif
#if canImport(UserNotifications) && !os(tvOS)
import UserNotifications
#endif

// MARK: - User activities

/// What Handoff and Spotlight show and continue for a route: the fields of its `NSUserActivity`, as
/// plain values that any code can make and compare. ``TemplateRoute/userActivity`` makes the activity
/// from them, and a router's `open(activityType:userInfo:webpageURL:)` reads one back.
nonisolated public struct TemplateUserActivity: Hashable, Sendable {
    /// The type of every route's activity: `activityType` in routes.json. List it under
    /// `NSUserActivityTypes` in the app's Info.plist (`routegen info-plist` prints the entry), or
    /// the system hands no such activity to the app.
    public static let type = "TemplateActivityType"

    /// The `userInfo` key whose value is the route's ``TemplateRoute/storedText``, most often its path.
    public static let pathKey = "path"

    /// The route the activity opens.
    public let route: TemplateRoute

    /// `title`: the route's ``TemplateRoute/title``, which Handoff, Spotlight and the app switcher show.
    public let title: String

    /// `webpageURL`: the route's universal link, which a device without the app opens in its
    /// browser; nil for a route the website does not show.
    public let webpageURL: URL?

    /// `userInfo`: the route's stored text, most often its path, from which the app reads the route back.
    public let userInfo: [String: String]

    /// `targetContentIdentifier`: the route's stored text, by which the system picks the window that takes
    /// the activity on iPad and Mac.
    public let targetContentIdentifier: String

    /// `isEligibleForHandoff`: whether another device signed in to the same account offers to go on
    /// with the screen (`handoff` in routes.json).
    public let isEligibleForHandoff: Bool

    /// `isEligibleForSearch`: whether Spotlight on this device may index the screen (`searchable`
    /// in routes.json).
    public let isEligibleForSearch: Bool

    /// The activity of `route`.
    public init(_ route: TemplateRoute) {
        self.route = route
        title = route.title
        webpageURL = route.universalLink
        userInfo = [Self.pathKey: route.storedText]
        targetContentIdentifier = route.storedText
        isEligibleForHandoff = route._isEligibleForHandoff
        isEligibleForSearch = route._isEligibleForSearch
    }

    /// Whether the activity is worth advertising: Handoff or Spotlight may take it.
    public var isAdvertised: Bool { isEligibleForHandoff || isEligibleForSearch }

    /// The route of an activity of ``type``: the one whose path its `userInfo` holds; nil for an
    /// activity of another type, or a path no route of this version of the app has.
    public static func route(activityType: String, userInfo: [AnyHashable: Any]?) -> TemplateRoute? {
        guard activityType == type, let path = userInfo?[pathKey] as? String else { return nil }
        return TemplateRoute(storedText: path)
    }
}

nonisolated extension TemplateRoute {
    // routegen:slot eligibility
    /// Whether the route's activity is offered to other devices: `handoff` in routes.json.
    fileprivate var _isEligibleForHandoff: Bool { true }

    /// Whether the route's activity may be indexed by Spotlight: `searchable` in routes.json.
    fileprivate var _isEligibleForSearch: Bool { true }
    // routegen:end
}

// MARK: - Notifications

nonisolated extension TemplateRoute {
    /// The key of a notification's payload whose value is the link it opens: `notificationLinkKey`
    /// in routes.json. The server sends it beside `aps`: `{"aps": {…}, "TemplateNotificationLinkKey": "https://…"}`.
    public static let notificationLinkKey = "TemplateNotificationLinkKey"

    /// The link a notification's payload (its `userInfo`) carries under ``notificationLinkKey``: a
    /// string, as a remote notification's JSON has it, or a URL a local notification put there; nil
    /// when there is none.
    public static func notificationLink(in payload: [AnyHashable: Any]) -> URL? {
        switch payload[notificationLinkKey] {
        case let url as URL: url
        case let text as String: URL(string: text)
        default: nil
        }
    }
}
#if canImport(Observation)

// MARK: - Entry points

// routegen:if tabs
/// A navigation that links open in: ``TemplateRouter``, the root of one stack, or ``TemplateTabRouter``.
// routegen:else
/// A navigation that links open in: ``TemplateRouter``, the root of one stack.
// routegen:end
///
/// Its methods open what each door into the app hands over as the link it carries, with a link's
/// rules: the route's parents become the stack, what was presented is dismissed (a notification
/// never pushes over an open sheet), and what a route requires is asked for first. They return
/// whether a route took it, so the app can do something else with what none does.
///
/// Call them before the first view appears too, as a scene delegate or a notification does on a
/// cold start: what they open wins over the restoration of the last session.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
public protocol TemplateRouting: AnyObject {
    /// Opens a universal link or custom-scheme URL; false, changing nothing, when no route takes it.
    @discardableResult
    func open(_ url: URL) -> Bool
    // routegen:if inApp

    /// Opens a link tapped inside the app: the app's own link, else a link on any host that a route
    /// on any host takes; false, changing nothing, when no route takes it.
    @discardableResult
    func open(inAppLink url: URL) -> Bool
    // routegen:end

    /// The route on screen: the top of the visible stack, or what is presented over it.
    var visibleRoute: TemplateRoute? { get }

    /// Opens `stack` as a link does.
    func _openLink(_ stack: [TemplateRoute])

    /// The navigation to save, which ``restore(from:)`` reads back.
    var restorationData: Data { get }

    /// Restores what ``restorationData`` saved, as far as this version of the app still has it.
    func restore(from data: Data)
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
extension TemplateRouter: TemplateRouting {}
// routegen:if tabs

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
extension TemplateTabRouter: TemplateRouting {}
// routegen:end

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension TemplateRouting {
    /// Opens the link a notification's payload carries under ``TemplateRoute/notificationLinkKey``.
    ///
    /// - Returns: False, changing nothing, when the payload has no link or no route takes it.
    @discardableResult
    public func open(notificationPayload payload: [AnyHashable: Any]) -> Bool {
        guard let url = TemplateRoute.notificationLink(in: payload) else { return false }
        return open(url)
    }

    /// Continues a user activity from its fields: one a route advertised (Handoff, a Spotlight
    /// result), or a web page of the app's domains handed off from a browser or opened as a
    /// universal link (`NSUserActivityTypeBrowsingWeb`, whose `webpageURL` is the link).
    ///
    /// - Returns: False, changing nothing, when no route takes the activity.
    @discardableResult
    public func open(activityType: String, userInfo: [AnyHashable: Any]?, webpageURL: URL?) -> Bool {
        if let route = TemplateUserActivity.route(activityType: activityType, userInfo: userInfo) {
            _openLink(route.stack)
            return true
        }
        guard let webpageURL else { return false }
        return open(webpageURL)
    }
}
#endif
#if canImport(SwiftUI) && canImport(Observation)

// MARK: - NSUserActivity

nonisolated extension TemplateRoute {
    /// The route's activity for Handoff and Spotlight (``TemplateUserActivity``), new each time: for
    /// a UIKit view controller's `userActivity`, say. SwiftUI views advertise the route on screen
    /// with `templateUserActivity(_:)`.
    public var userActivity: NSUserActivity {
        let activity = NSUserActivity(activityType: TemplateUserActivity.type)
        TemplateUserActivity(self).update(activity)
        return activity
    }
}

nonisolated extension TemplateUserActivity {
    /// Writes these fields into `activity`, whose type must be ``type``.
    public func update(_ activity: NSUserActivity) {
        activity.title = title
        activity.webpageURL = webpageURL
        activity.userInfo = userInfo
        activity.requiredUserInfoKeys = [Self.pathKey]
        activity.targetContentIdentifier = targetContentIdentifier
        activity.isEligibleForHandoff = isEligibleForHandoff
        activity.isEligibleForSearch = isEligibleForSearch
    }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension TemplateRouting {
    /// Continues a user activity: Handoff from another device, a Spotlight result, or a universal
    /// link (`NSUserActivityTypeBrowsingWeb`). For `scene(_:continue:)`, and AppKit's
    /// `application(_:continue:restorationHandler:)`; the SwiftUI life cycle's activities reach
    /// `templateLinks(_:)`.
    ///
    /// - Returns: False, changing nothing, when no route takes the activity.
    @discardableResult
    public func open(_ activity: NSUserActivity) -> Bool {
        open(activityType: activity.activityType, userInfo: activity.userInfo, webpageURL: activity.webpageURL)
    }
}

// MARK: - Links

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension View {
    /// Opens in `router` the links the app receives, in every way the SwiftUI life cycle delivers them:
    ///
    /// - universal links and custom-scheme URLs arrive through `onOpenURL` (Apple's
    ///   `onOpenURL(perform:)`: "SwiftUI passes a Universal Link to your app directly as a URL");
    /// - a web page handed off from Safari on another device arrives as an `NSUserActivity` of type
    ///   `NSUserActivityTypeBrowsingWeb`, and a screen another device advertised (Handoff) or a
    ///   Spotlight result as one of ``TemplateUserActivity/type``, through `onContinueUserActivity`;
    /// - links the app's own views open (a `Link`, a Markdown link in `Text`, `openURL`) go through
    ///   the router too, as ``templateOpenURL(_:unhandled:)`` routes them;
    /// - on iPad, Mac and Vision Pro, a window that shows this view takes the links, instead of a
    ///   new window opening for each (`handlesExternalEvents(preferring:allowing:)`).
    ///
    /// A link no route takes goes to `unhandled` when you pass one. Otherwise a web link goes back
    /// to the system through `openURL`: the browser, since "if your app uses [`openURL`] to open
    /// a universal link to your website, the link won't open in your app" (Apple, "Allowing apps
    /// and websites to link to your content"). A custom-scheme link no route takes opens nothing:
    /// handing the app's own scheme back would only bring it here again.
    ///
    /// Apply it once, to the root view of the scene.
    ///
    /// - Parameters:
    ///   - router: Where the links open: a ``TemplateRouter``, or a ``TemplateTabRouter``, which opens
    ///     each in the tab of its route.
    ///   - unhandled: What to do with a link no route takes, such as showing the web page in
    ///     the app; nil hands web links to the system.
    public func templateLinks(_ router: some TemplateRouting, unhandled: (@MainActor (URL) -> Void)? = nil) -> some View {
        // Outside the action it installs: a link handed back goes to the system's `openURL`.
        templateOpenURL(router, unhandled: unhandled)
            .modifier(_Links(router: router, unhandled: unhandled))
    }

    /// Routes the links this view's content opens: a `Link`, a Markdown link in `Text`, or a call of
    /// the environment's `openURL`. A link a route takes opens in `router`, with its back stack, as
    /// an incoming link does; any other goes to `unhandled`, or to the system (the browser, Mail,
    /// another app). ``templateLinks(_:unhandled:)`` installs it for the whole scene.
    // routegen:if inApp
    ///
    /// It opens links through ``TemplateRouting/open(inAppLink:)``: an `http` or `https` link on
    /// any host that a route on any host takes opens here, where it is tapped, and nowhere else.
    // routegen:end
    public func templateOpenURL(_ router: some TemplateRouting, unhandled: (@MainActor (URL) -> Void)? = nil) -> some View {
        environment(\.openURL, OpenURLAction { url in
            // routegen:if inApp
            // A link on any host may open a route on any host here, and nowhere else.
            if router.open(inAppLink: url) { return .handled }
            // routegen:else
            if router.open(url) { return .handled }
            // routegen:end
            guard let unhandled else { return .systemAction }
            unhandled(url)
            return .handled
        })
    }

    /// Advertises the route on screen in `router` (its ``TemplateRouter/visibleRoute``) as a user
    /// activity while it is visible, so that another device can go on with it (Handoff), Spotlight
    /// can find it, and the app switcher shows its title. Nothing is advertised at a stack's root,
    /// or for a route that is neither `handoff` nor `searchable`.
    ///
    /// Apply it once, to the root view of the scene, and list ``TemplateUserActivity/type`` under
    /// `NSUserActivityTypes` in Info.plist. SwiftUI advertises only under its own app life cycle.
    public func templateUserActivity(_ router: some TemplateRouting) -> some View {
        modifier(_UserActivity(router: router))
    }
}

/// Hands each link to the router, and a link no route takes to `unhandled` or the system.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
private struct _Links<Router: TemplateRouting>: ViewModifier {
    let router: Router
    let unhandled: (@MainActor (URL) -> Void)?
    @Environment(\.openURL) private var openURL
    @State private var handedBack: URL?

    func body(content: Content) -> some View {
        content
            .onOpenURL { url in take(url) }
            .onContinueUserActivity(NSUserActivityTypeBrowsingWeb) { activity in
                if let url = activity.webpageURL { take(url) }
            }
            .onContinueUserActivity(TemplateUserActivity.type) { activity in
                router.open(activity)
            }
            // routegen:note Only these systems have more than one window, and the modifier.
            #if os(iOS) || os(macOS) || os(visionOS)
            .handlesExternalEvents(preferring: ["*"], allowing: ["*"])
            #endif
    }

    private func take(_ url: URL) {
        guard !router.open(url) else { return }
        if let unhandled { return unhandled(url) }
        // Only web links go back, and `openURL` opens the app's own universal links in the browser.
        // Should the system hand a web link straight back all the same, it is dropped the second
        // time, so the two never loop.
        let scheme = url.scheme?.lowercased()
        guard scheme == "https" || scheme == "http", url != handedBack else {
            handedBack = nil
            return
        }
        handedBack = url
        openURL(url)
    }
}

/// Advertises the router's visible route while it has one worth advertising.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
private struct _UserActivity<Router: TemplateRouting>: ViewModifier {
    let router: Router

    func body(content: Content) -> some View {
        let activity = router.visibleRoute.map(TemplateUserActivity.init).flatMap { $0.isAdvertised ? $0 : nil }
        content.userActivity(TemplateUserActivity.type, element: activity) { activity, userActivity in
            activity.update(userActivity)
        }
    }
}
#if canImport(UIKit) && !os(watchOS)

// MARK: - Scene delegates

@available(iOS 17, tvOS 17, visionOS 1, *)
extension TemplateRouting {
    /// Opens what a UIKit scene connects with: the link or activity that launched the app (a cold
    /// start), which `onOpenURL` never sees under a scene delegate. Call it from
    /// `scene(_:willConnectTo:options:)`, before the first view appears, so that restoration keeps it.
    ///
    /// A tapped notification that launched the app is left to the notification center's delegate,
    /// which receives it too (`open(_:)` for a response): opened once, not twice.
    ///
    /// - Returns: Whether a route took a URL context or an activity.
    @discardableResult
    public func open(_ options: UIScene.ConnectionOptions) -> Bool {
        open(options.urlContexts) || options.userActivities.contains { open($0) }
    }

    /// Opens the first URL a route takes: for `scene(_:openURLContexts:)`, a link that arrives while
    /// the scene is connected.
    ///
    /// - Returns: Whether a route took one; hand the others back to the system then.
    @discardableResult
    public func open(_ urlContexts: Set<UIOpenURLContext>) -> Bool {
        // A set has no order; the links' text gives one, so the same contexts always open the same link.
        urlContexts.map(\.url).sorted { $0.absoluteString < $1.absoluteString }.contains { open($0) }
    }
}
#endif
#if canImport(UserNotifications) && !os(tvOS)

// MARK: - Notification responses

@available(iOS 17, macOS 14, watchOS 10, visionOS 1, *)
extension TemplateRouting {
    /// Opens the link of the notification a person tapped, which its payload carries under
    /// ``TemplateRoute/notificationLinkKey``. Call it from
    /// `userNotificationCenter(_:didReceive:withCompletionHandler:)`, which runs on a cold start too.
    ///
    /// Only a tap on the notification itself opens it: a custom action (Reply, Mark as Read) or a
    /// dismissal leaves the navigation as it is.
    ///
    /// - Returns: False, changing nothing, for another action, a payload without a link, or a link
    ///   no route takes.
    @discardableResult
    public func open(_ response: UNNotificationResponse) -> Bool {
        guard response.actionIdentifier == UNNotificationDefaultActionIdentifier else { return false }
        return open(notificationPayload: response.notification.request.content.userInfo)
    }
}
#endif
#endif
// routegen:embed-end entryPoints
