// The template of the navigation part of every generated `<Enum>+UIKit.swift`: the lines between
// the `routegen:embed` markers, which scripts/embed-sources.sh copies into RouteGenCore
// (TemplateSource.uikit) and UIKitEmitter prints after the view-controller factory, with the
// manifest's names (as in Router.swift). The directives are `Template`'s.

import Foundation

#if canImport(UIKit) && !os(watchOS)
import SwiftUI
import UIKit
#endif
#if canImport(Observation)
import Observation
#endif

// routegen:embed-begin uikit
#if canImport(Observation)

// MARK: - Screens

/// What one level of a UIKit navigation shows, as plain values: the routes on a navigation
/// controller's stack above its root, and what it presents. ``TemplateNavigationController``
/// renders its router by going from the screen it shows to the router's with a ``Change``.
nonisolated public struct TemplateScreen: Hashable, Sendable {
    /// A presented route, and the router of the navigation inside it.
    public struct Presented: Hashable, Sendable {
        /// The route presented.
        public var route: TemplateRoute
        /// How: as a sheet or over the whole screen.
        public var style: TemplateRoute.Presentation
        /// The router of the navigation inside the presentation: a new one is a new presentation,
        /// even of the same route.
        public var router: Swift.ObjectIdentifier

        /// Creates a presentation.
        public init(route: TemplateRoute, style: TemplateRoute.Presentation, router: Swift.ObjectIdentifier) {
            self.route = route
            self.style = style
            self.router = router
        }
    }

    /// The routes pushed above the root, bottom first.
    public var stack: [TemplateRoute]

    /// What is presented over the stack, if anything.
    public var presented: Presented?

    /// Creates a screen.
    public init(stack: [TemplateRoute] = [], presented: Presented? = nil) {
        self.stack = stack
        self.presented = presented
    }

    /// What changes from this screen to `screen`: the view controllers of the unchanged bottom of the
    /// stack stay (the same instances), the rest are pushed; a presentation that differs is
    /// dismissed, and the new one presented.
    public func change(to screen: TemplateScreen) -> Change {
        let kept = zip(stack, screen.stack).prefix { $0 == $1 }.count
        let replacesPresentation = presented != screen.presented
        return Change(
            kept: kept,
            pushed: Array(screen.stack[kept...]),
            dismisses: replacesPresentation && presented != nil,
            presents: replacesPresentation ? screen.presented : nil)
    }

    /// The screen after people took the stack down to its `count` bottom routes (the back button,
    /// the edge swipe, the back button's menu): what the router's path becomes.
    public func popped(to count: Int) -> TemplateScreen {
        TemplateScreen(stack: Array(stack.prefix(max(count, 0))), presented: presented)
    }

    /// What a navigation controller does to go from one screen to another.
    public struct Change: Hashable, Sendable {
        /// How many view controllers above the root stay, bottom first.
        public var kept: Int
        /// The routes whose view controllers go above them, bottom first.
        public var pushed: [TemplateRoute]
        /// Whether what is presented is dismissed.
        public var dismisses: Bool
        /// What is presented then.
        public var presents: Presented?

        /// Whether the stack changes: `setViewControllers(_:animated:)` is called.
        public func changesStack(from screen: TemplateScreen) -> Bool {
            kept < screen.stack.count || !pushed.isEmpty
        }
    }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
extension TemplateRouter {
    /// What this router's level of the navigation shows: its path and what it presents.
    public var screen: TemplateScreen {
        let route = sheet ?? fullScreenCover
        let presented = route.flatMap { route in
            presentedRouter.map { router in
                TemplateScreen.Presented(route: route, style: sheet == nil ? .fullScreenCover : .sheet, router: Swift.ObjectIdentifier(router))
            }
        }
        return TemplateScreen(stack: path, presented: presented)
    }
}
// routegen:if tabs

/// What a tab bar shows, as plain values: the tabs, and the selected one.
nonisolated public struct TemplateTabScreen: Hashable, Sendable {
    /// The tabs, in order: every tab whose requirements hold.
    public var tabs: [TemplateTab]

    /// The tab on screen: one of ``tabs``, as the tab router's `selectedTab` is.
    public var selectedTab: TemplateTab

    /// Creates a tab screen.
    public init(tabs: [TemplateTab], selectedTab: TemplateTab) {
        self.tabs = tabs
        self.selectedTab = selectedTab
    }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
extension TemplateTabRouter {
    /// What the tab bar shows: the tabs shown and the selected one, which is one of them.
    public var tabScreen: TemplateTabScreen {
        let tabs = TemplateTab.allCases
            // routegen:if requirements
            .filter(_shows)
            // routegen:end
        return TemplateTabScreen(tabs: tabs, selectedTab: selectedTab)
    }
}
// routegen:end
#endif
#if canImport(UIKit) && !os(watchOS) && canImport(Observation)

// MARK: - Navigation controller

/// A `UINavigationController` that shows a ``TemplateRouter``: its path as the stack above the root,
/// and what it presents, each presentation in a navigation controller of its own.
///
/// The router stays the one source of state: change it (``TemplateRouter/show(_:)``,
/// ``TemplateRouter/open(_:)``, restoration) and the controller follows, keeping the view
/// controllers of the unchanged bottom of the stack. What people do comes back into the router:
/// the back button, the edge swipe and the back menu pop its path, and a sheet swiped down (or
/// dismissed by the app) ends its presentation.
///
/// ```swift
/// let router = TemplateRouter()
/// window.rootViewController = TemplateNavigationController(router: router, root: HomeViewController(), destinations: AppViewControllers())
/// ```
///
/// It is its own `delegate`, which it needs to see people's pops: don't replace it.
@available(iOS 17, tvOS 17, visionOS 1, *)
@MainActor
public final class TemplateNavigationController: UINavigationController, UINavigationControllerDelegate {
    /// The router this controller shows.
    public let router: TemplateRouter

    /// The view controller of each route.
    private let factory: any TemplateRouteViewControllers

    /// The view controller below the routes: the app's root, or the presented route's.
    private let root: UIViewController

    /// The routes shown above the root, with their view controllers, bottom first.
    private var shown: [(route: TemplateRoute, controller: UIViewController)] = []

    /// What is presented, and the navigation controller that shows it.
    private var presented: (screen: TemplateScreen.Presented, controller: TemplateNavigationController)?

    /// What the presenting controller does when people, or the app, dismiss this one.
    private var onDismiss: (@MainActor (TemplateNavigationController) -> Void)?

    /// Whether the controller no longer shows its router: its presentation was dismissed.
    private var isDetached = false

    /// A presentation waiting until UIKit can present it: this controller's view is in a window (not
    /// at launch, restoring, or in a tab off screen), no presentation or dismissal is running in its
    /// presentation context (the tab bar, the window's root), and nothing is presented there, as it
    /// presents one at a time.
    private var waiting: TemplateNavigationController?

    /// A presentation the router ended that UIKit still shows, waiting until UIKit can dismiss it: no
    /// presentation or dismissal is running in its presentation context.
    private var leaving: TemplateNavigationController?

    /// The controllers whose presentation or dismissal waits, retried whenever one of ours ends or
    /// appears, and when a transition that made them wait ends.
    private static var _waiting: [_WeakController] = []
    // routegen:if tabs

    /// The tab router whose tab this stack is, or whose tab presents it: what hosted SwiftUI
    /// screens find in their environment beside the stack's router. Set after `init`, so it gives
    /// itself to what the controller already shows.
    fileprivate weak var _tabs: TemplateTabRouter? {
        didSet {
            for controller in [root] + shown.map(\.controller) { _attach(controller, to: router) }
            presented?.controller._tabs = _tabs
        }
    }
    // routegen:end

    /// Shows `router` above `root`.
    ///
    /// - Parameters:
    ///   - router: The navigation to show, which the controller follows from then on.
    ///   - root: The view controller at the bottom of the stack, below the router's path.
    ///   - destinations: The view controller of each route.
    public init(router: TemplateRouter, root: UIViewController, destinations: any TemplateRouteViewControllers) {
        self.router = router
        factory = destinations
        self.root = root
        super.init(nibName: nil, bundle: nil)
        delegate = self
        _attach(root, to: router)
        setViewControllers([root], animated: false)
        _observe()
    }

    @available(*, unavailable, message: "Create it with init(router:root:destinations:)")
    required init?(coder: NSCoder) {
        fatalError("TemplateNavigationController is created in code, with its router")
    }

    // MARK: Rendering

    /// What the controller shows, as ``TemplateScreen`` values.
    public var screen: TemplateScreen {
        TemplateScreen(stack: shown.map(\.route), presented: presented?.screen)
    }

    /// Renders the router, and renders it again after its next change: Observation's tracking of
    /// the router's screen alone (not of what the view controllers read as they are made), re-armed
    /// on the main actor, so it works from iOS 17.
    private func _observe() {
        guard !isDetached else { return }
        let screen = withObservationTracking {
            router.screen
        } onChange: { [weak self] in
            // The task's own weak capture: before Swift 6.2 (`weak let`), the closure's `[weak self]`
            // is a `var`, which the task cannot read without a warning in the Swift 5 language mode
            // ("reference to captured var 'self' in concurrently-executing code").
            _Concurrency.Task { @MainActor [weak self] in self?._observe() }
        }
        _render(screen, animated: viewIfLoaded?.window != nil)
    }

    /// Goes from what the controller shows to `wanted`, the router's screen.
    private func _render(_ wanted: TemplateScreen, animated: Bool) {
        let change = screen.change(to: wanted)
        if change.changesStack(from: screen) {
            shown = Array(shown.prefix(change.kept)) + change.pushed.map { ($0, _controller(for: $0, in: router)) }
            setViewControllers([root] + shown.map(\.controller), animated: animated)
            _advertise()
        }
        if change.dismisses, let (_, controller) = presented {
            presented = nil
            controller._detach()
            // UIKit presents it, or is presenting it; people may be dismissing it already.
            if controller.presentingViewController != nil { leaving = controller }
        }
        var presenting: TemplateNavigationController?
        if let screen = change.presents, let presentedRouter = router.presentedRouter {
            let controller = TemplateNavigationController(
                router: presentedRouter, root: _controller(for: screen.route, in: presentedRouter), destinations: factory)
            // routegen:if tabs
            controller._tabs = _tabs
            // routegen:end
            controller.modalPresentationStyle = screen.style == .fullScreenCover ? .fullScreen : .automatic
            // routegen:if flows
            controller.setNavigationBarHidden(!screen.route.hostsStack, animated: false)
            // routegen:else
            controller.setNavigationBarHidden(true, animated: false)
            // routegen:end
            controller.onDismiss = { [weak self] gone in self?._dismissed(gone) }
            presented = (screen, controller)
            presenting = controller
        }
        if let presenting { waiting = presenting }
        if waiting != nil || leaving != nil, !Self._waiting.contains(where: { $0.controller === self }) {
            Self._waiting.append(_WeakController(self))
        }
        Self._presentWaiting()
    }

    /// Does what waits, where UIKit can now: in every controller whose presentation or dismissal waits.
    private static func _presentWaiting() {
        _waiting.removeAll { $0.controller.map { $0.waiting == nil && $0.leaving == nil } ?? true }
        for entry in _waiting { entry.controller?._presentIfPossible() }
    }

    /// Dismisses the presentation the router ended and presents its new one, as far as UIKit can now.
    ///
    /// UIKit refuses to present or dismiss while a presentation or dismissal runs in the
    /// presentation context ("Attempt to present … while a presentation is in progress"), and
    /// never retries: this waits for the running transition's end, then tries again.
    private func _presentIfPossible() {
        if let waiting, isDetached || presented?.controller !== waiting { self.waiting = nil }
        guard waiting != nil || leaving != nil else { return }
        if let transition = transitionCoordinator {
            // On the main actor's next turn, once UIKit has finished with the transition. The class
            // by name: the closure captures nothing, whatever isolation UIKit gives it.
            transition.animate(alongsideTransition: nil) { _ in
                _Concurrency.Task { @MainActor in TemplateNavigationController._presentWaiting() }
            }
            return
        }
        if let leaving {
            self.leaving = nil
            // Asked of the controller that presents it, which dismisses it and everything over it; one
            // that people dismissed already has none. What waits is presented once it is gone.
            if let presenter = leaving.presentingViewController {
                presenter.dismiss(animated: viewIfLoaded?.window != nil) { Self._presentWaiting() }
                return
            }
        }
        guard let waiting, viewIfLoaded?.window != nil, presentedViewController == nil else { return }
        self.waiting = nil
        present(waiting, animated: true) { Self._presentWaiting() }
    }

    /// Presents what waited for this view to be in a window.
    override public func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        Self._presentWaiting()
    }

    /// The view controller of `route`, shown in `router`'s level: a hosted SwiftUI screen finds the
    /// routers in its environment.
    private func _controller(for route: TemplateRoute, in router: TemplateRouter) -> UIViewController {
        let controller = factory.viewController(for: route)
        _attach(controller, to: router)
        return controller
    }

    // MARK: Handoff and Spotlight

    /// Advertises the route on top of the stack, as `templateUserActivity(_:)` does in SwiftUI: UIKit
    /// makes a responder's activity current while its view is on screen.
    private func _advertise() {
        guard let route = shown.last?.route, TemplateUserActivity(route).isAdvertised else {
            userActivity = nil
            return
        }
        if userActivity?.userInfo?[TemplateUserActivity.pathKey] as? String != route.storedText {
            userActivity = route.userActivity
        }
    }

    /// Writes the top route's fields again: UIKit empties a managed activity's `userInfo` before it
    /// asks for it.
    override public func updateUserActivityState(_ activity: NSUserActivity) {
        super.updateUserActivityState(activity)
        if let route = shown.last?.route { TemplateUserActivity(route).update(activity) }
    }

    /// Gives a hosted SwiftUI screen the routers of the level that shows it.
    private func _attach(_ controller: UIViewController, to router: TemplateRouter) {
        // routegen:if !tabs
        (controller as? any _TemplateHosting)?._attach(router)
        // routegen:else
        (controller as? any _TemplateHosting)?._attach(router, tabs: _tabs)
        // routegen:end
    }

    /// Stops showing the router, with every presentation over this one: UIKit dismisses them with it.
    private func _detach() {
        isDetached = true
        onDismiss = nil
        presented?.controller._detach()
    }

    // MARK: What people do

    /// Takes people's pops into the router: the routes whose view controllers left the stack.
    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        let remaining = shown.prefix { entry in viewControllers.contains { $0 === entry.controller } }.count
        guard remaining < shown.count else { return }
        shown.removeLast(shown.count - remaining)
        _advertise()
        router.path = screen.popped(to: remaining).stack
    }

    /// Tells the presenting controller that this one is gone: swiped down, or dismissed by the app;
    /// what waited for it is presented.
    override public func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        guard isBeingDismissed else { return }
        onDismiss?(self)
        Self._presentWaiting()
    }

    /// Ends the router's presentation that `controller` showed, unless a newer one replaced it.
    private func _dismissed(_ controller: TemplateNavigationController) {
        guard presented?.controller === controller else { return }
        presented = nil
        // What this router presents; its `dismiss()` would end this router's own presentation.
        guard router.presentedRouter === controller.router else { return }
        router.sheet = nil
        router.fullScreenCover = nil
    }
}

/// A navigation controller, held weakly.
@available(iOS 17, tvOS 17, visionOS 1, *)
@MainActor
private final class _WeakController {
    weak var controller: TemplateNavigationController?

    init(_ controller: TemplateNavigationController) {
        self.controller = controller
    }
}

// MARK: - A view controller's router

@available(iOS 17, tvOS 17, visionOS 1, *)
@MainActor
extension UIViewController {
    /// The router of the stack this view controller is shown on (a ``TemplateNavigationController``,
    /// or inside a presentation the presentation's router): what its buttons navigate with, as a
    /// SwiftUI view finds the router in the environment. Nil outside one.
    ///
    /// ```swift
    /// @objc private func showNext() {
    ///     templateRouter?.show(next)   // pushed or presented, as routes.json says
    /// }
    /// ```
    public var templateRouter: TemplateRouter? {
        (navigationController as? TemplateNavigationController)?.router
    }
}

// MARK: - Hosted SwiftUI screens

/// A route's SwiftUI `view` on a UIKit stack, as the view-controller factory hosts it by default:
/// its views find the router of the stack they are on in the environment (inside a presentation,
/// the presentation's)
// routegen:if tabs
/// and the tab router,
// routegen:end
/// as the views of a SwiftUI stack do, so one screen works in both.
@available(iOS 17, tvOS 17, visionOS 1, *)
@MainActor
public final class TemplateHostingController<Content: View>: UIHostingController<AnyView>, _TemplateHosting {
    /// The screen, without the routers.
    private let content: Content

    /// Hosts `rootView`; the navigation controller that shows it puts the routers in its environment.
    public init(rootView: Content) {
        content = rootView
        super.init(rootView: AnyView(rootView))
    }

    @available(*, unavailable, message: "Create it with init(rootView:)")
    required init?(coder: NSCoder) {
        fatalError("TemplateHostingController is created in code, with its view")
    }

    // routegen:if !tabs
    fileprivate func _attach(_ router: TemplateRouter) {
        rootView = AnyView(content.environment(router))
    }
    // routegen:else
    fileprivate func _attach(_ router: TemplateRouter, tabs: TemplateTabRouter?) {
        rootView = AnyView(content.environment(router).environment(tabs))
    }
    // routegen:end
}

/// A hosted screen, which takes the routers of the navigation that shows it.
@available(iOS 17, tvOS 17, visionOS 1, *)
@MainActor
private protocol _TemplateHosting {
    // routegen:if !tabs
    func _attach(_ router: TemplateRouter)
    // routegen:else
    func _attach(_ router: TemplateRouter, tabs: TemplateTabRouter?)
    // routegen:end
}
// routegen:if tabs

// MARK: - Tab bar controller

/// A `UITabBarController` that shows a ``TemplateTabRouter``: one ``TemplateNavigationController``
/// per tab, the selection both ways, and a tap on the selected tab taking it back to its root, as
/// ``TemplateTabRouter/select(_:)`` does.
///
/// ```swift
/// let router = TemplateTabRouter()
/// window.rootViewController = TemplateTabBarController(router: router, destinations: AppViewControllers())
/// ```
///
/// It is its own `delegate`, which it needs to route people's taps: don't replace it.
@available(iOS 17, tvOS 17, visionOS 1, *)
@MainActor
public final class TemplateTabBarController: UITabBarController, UITabBarControllerDelegate {
    /// The router this controller shows.
    public let router: TemplateTabRouter

    /// Each tab's navigation controller, by tab.
    public let stacks: [TemplateTab: TemplateNavigationController]

    /// What the tab bar shows.
    private var shown: TemplateTabScreen?

    /// Shows `router`: each tab's stack above the tab's root view controller.
    ///
    /// - Parameters:
    ///   - router: The navigation to show, which the controller follows from then on.
    ///   - destinations: The view controller of each route and each tab's root.
    public init(router: TemplateTabRouter, destinations: any TemplateRouteViewControllers) {
        self.router = router
        var stacks: [TemplateTab: TemplateNavigationController] = [:]
        for tab in TemplateTab.allCases {
            let stack = TemplateNavigationController(
                router: router.router(for: tab), root: destinations.rootViewController(for: tab), destinations: destinations)
            stack.tabBarItem = UITabBarItem(title: tab.title, image: UIImage(systemName: tab.systemImage), selectedImage: nil)
            stack._tabs = router
            stacks[tab] = stack
        }
        self.stacks = stacks
        super.init(nibName: nil, bundle: nil)
        delegate = self
        _observe()
    }

    @available(*, unavailable, message: "Create it with init(router:destinations:)")
    required init?(coder: NSCoder) {
        fatalError("TemplateTabBarController is created in code, with its router")
    }

    /// Renders the router's tabs, and again after each change, as the navigation controllers do.
    /// The tabs shown follow what the requirements read (the app's observable session, say).
    private func _observe() {
        let screen = withObservationTracking {
            router.tabScreen
        } onChange: { [weak self] in
            // The task's own weak capture, as in the navigation controller's `_observe()`.
            _Concurrency.Task { @MainActor [weak self] in self?._observe() }
        }
        _render(screen, animated: viewIfLoaded?.window != nil)
    }

    /// Shows the router's tabs and selects its tab.
    private func _render(_ screen: TemplateTabScreen, animated: Bool) {
        guard screen != shown else { return }
        if screen.tabs != shown?.tabs {
            setViewControllers(screen.tabs.compactMap { stacks[$0] }, animated: animated)
        }
        selectedViewController = stacks[screen.selectedTab]
        shown = screen
    }

    /// Routes a tap on a tab through ``TemplateTabRouter/select(_:)``, which switches tabs or takes
    /// the selected one back to its root; the controller then shows what the router holds.
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        guard let tab = TemplateTab.allCases.first(where: { stacks[$0] === viewController }) else { return true }
        router.select(tab)
        return false
    }
}
// routegen:end

// MARK: - State restoration

@available(iOS 17, tvOS 17, visionOS 1, *)
@MainActor
extension TemplateRouting {
    /// The `userInfo` key of the navigation in a scene's state-restoration activity.
    nonisolated public static var restorationKey: String { "RouteGenNavigation" }

    /// The navigation as the activity a scene delegate returns from `stateRestorationActivity(for:)`:
    /// ``restorationData`` under ``restorationKey``, with the type of every route's activity, which
    /// Info.plist lists (`routegen info-plist`).
    public var restorationActivity: NSUserActivity {
        let activity = NSUserActivity(activityType: TemplateUserActivity.type)
        activity.userInfo = [Self.restorationKey: restorationData]
        return activity
    }

    /// Restores the navigation a scene's `session.stateRestorationActivity` saved, as
    /// `restore(from:)` does with its data; an activity without it changes nothing.
    public func restore(from activity: NSUserActivity) {
        if let data = activity.userInfo?[Self.restorationKey] as? Data { restore(from: data) }
    }

    /// Connects a scene, for `scene(_:willConnectTo:options:)`: restores what it saved
    /// (`session.stateRestorationActivity`), then opens the link or activity it connects with,
    /// which wins over the last session, as a link at launch does.
    ///
    /// - Returns: Whether a route took a URL context or an activity.
    @discardableResult
    public func open(_ options: UIScene.ConnectionOptions, restoring activity: NSUserActivity?) -> Bool {
        if let activity { restore(from: activity) }
        return open(options)
    }
}
#endif
// routegen:embed-end uikit
