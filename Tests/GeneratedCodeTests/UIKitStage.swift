#if canImport(UIKit) && !os(watchOS)
import SwiftUI
import UIKit

// What the UIKit tests do to UIKit and read back from it, on the stand-in, whose view controllers
// keep their stacks, presentations and selection as Apple documents. A file of its own, without
// `import Testing`, which declares cross-import overlays with UIKit that do not exist on Linux.

/// `UIViewController`, for the test files, which cannot import UIKit.
typealias ViewController = UIViewController

/// The view controller of one route in the UIKit tests: it keeps its route, so that a test reads
/// what UIKit shows back as routes.
final class RouteViewController<Route: Hashable & Sendable>: UIViewController {
    let route: Route

    init(_ route: Route) {
        self.route = route
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        return nil
    }
}

/// The root of a tab's stack in the UIKit tests.
final class TabRootViewController<Tab: Hashable & Sendable>: UIViewController {
    let tab: Tab

    init(_ tab: Tab) {
        self.tab = tab
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        return nil
    }
}

/// What UIKit shows and what people do to it.
@MainActor
enum UIKitStage {
    /// What `navigation` shows, level by level, as a router's ``Navigation``: the routes above each
    /// navigation controller's root, and the route at the root of what it presents, as a sheet or
    /// over the whole screen. Nil when a view controller shows no route.
    static func levels<Route: Hashable & Sendable>(_ navigation: UIViewController, of _: Route.Type) -> [Navigation<Route>]? {
        var levels: [Navigation<Route>] = []
        var current = navigation as? UINavigationController
        while let controller = current {
            let routes = controller.viewControllers.dropFirst().compactMap { ($0 as? RouteViewController<Route>)?.route }
            guard routes.count == controller.viewControllers.count - 1 else { return nil }
            var level = Navigation<Route>(path: routes)
            current = nil
            if let presented = presented(controller) {
                guard let navigation = presented as? UINavigationController,
                    let route = (navigation.viewControllers.first as? RouteViewController<Route>)?.route
                else { return nil }
                if presented.modalPresentationStyle == .fullScreen { level.fullScreenCover = route } else { level.sheet = route }
                current = navigation
            }
            levels.append(level)
        }
        return levels
    }

    /// How UIKit runs the presentations and dismissals of a test's windows.
    enum Transitions: String, CaseIterable, Sendable, CustomStringConvertible {
        /// Each ends inside the call that asked for it: the stand-in's default.
        case immediate
        /// As UIKit runs them: over time, refusing to present or dismiss until the one running ends
        /// (`UIWindow._animatesTransitions`).
        case animated

        var description: String { rawValue }
    }

    /// What one test puts on screen: its windows, kept as a scene delegate keeps its window, whose
    /// transitions run as `transitions` says. A test's own, so that it alone ends them.
    @MainActor
    final class Scene {
        let transitions: Transitions
        private var windows: [UIWindow] = []

        init(_ transitions: Transitions) {
            self.transitions = transitions
        }

        /// Puts `controller` on screen, as the root of a window, as a scene delegate does.
        func onScreen<Controller: UIViewController>(_ controller: Controller) -> Controller {
            let window = UIWindow()
            window._animatesTransitions = transitions == .animated
            window.rootViewController = controller
            windows.append(window)
            return controller
        }

        /// Whether a presentation or dismissal runs.
        var isTransitioning: Bool { windows.contains { $0._isTransitioning } }

        /// Ends the transitions running now, as UIKit does when their animations are over.
        func finishTransitions() {
            for window in windows { window._finishTransitions() }
        }

        /// Lets the main actor run what observation scheduled, and every transition end, until
        /// nothing moves: what the screen shows once the app is idle.
        func settle() async {
            for _ in 0..<32 {
                await GeneratedCodeTests.settle()
                guard isTransitioning else { return }
                finishTransitions()
            }
        }
    }

    /// The tabs `tabBar` shows, in order, and the selected one.
    static func tabs<Tab: Hashable>(
        _ tabBar: UITabBarController, stacks: [Tab: some UINavigationController]
    ) -> (shown: [Tab], selected: Tab?) {
        let tab = { (controller: UIViewController?) in stacks.first { $0.value === controller }?.key }
        return ((tabBar.viewControllers ?? []).compactMap(tab), tab(tabBar.selectedViewController))
    }

    /// The view controllers above the root of `navigation`'s stack, to tell kept instances from new ones.
    static func routeControllers(_ navigation: UIViewController) -> [ObjectIdentifier] {
        ((navigation as? UINavigationController)?.viewControllers.dropFirst() ?? []).map(ObjectIdentifier.init)
    }

    /// The view controller at the root of `navigation`'s stack.
    static func bottom(_ navigation: UIViewController) -> UIViewController? {
        (navigation as? UINavigationController)?.viewControllers.first
    }

    /// The top view controller of `navigation`'s stack.
    static func top(_ navigation: UIViewController) -> UIViewController? {
        (navigation as? UINavigationController)?.topViewController
    }

    /// What covers `navigation` on screen: what its presentation context presents (the tab bar, the
    /// window's root), when `navigation` is on screen under it (a tab bar's selected tab); nil else.
    static func presented(_ navigation: UIViewController) -> UIViewController? {
        navigation.viewIfLoaded?.window == nil ? nil : navigation.presentedViewController
    }

    /// Whether the root of `navigation`'s stack is the root of `tab`.
    static func root<Tab: Hashable & Sendable>(of navigation: UIViewController, is tab: Tab) -> Bool {
        ((navigation as? UINavigationController)?.viewControllers.first as? TabRootViewController<Tab>)?.tab == tab
    }

    /// Whether `controller` is the `requirements` fixture's gift card of `code`.
    static func isGiftCard(_ controller: UIViewController, code: String) -> Bool {
        (controller as? GiftCardViewController)?.code == code
    }

    /// The code of the gift card that SwiftUI's default view of route `giftCard` makes, when it
    /// appears: the `requirements` fixture's route that exists only as a view controller.
    static func giftCardCodeInSwiftUI(_ code: String) -> String? {
        let view = GuardedRouteViews().giftCard(code: code)
        let representable = _find(GuardedControllerView<GiftCardViewController>.self, in: view).first
        return representable?.makeUIViewController(context: .init()).code
    }

    /// Whether `controller` is the `requirements` fixture's account root.
    static func isAccountRoot(_ controller: UIViewController) -> Bool {
        controller is AccountViewController
    }

    /// Whether `controller` hosts a SwiftUI text, as the manifest's `view` entries of that fixture are.
    static func isHosted(_ controller: UIViewController) -> Bool {
        controller is GuardedHostingController<Text>
    }

    /// The routers a hosted screen finds in its environment: the level's, and the tab router.
    static func hostedRouters(_ controller: UIViewController?) -> (router: GuardedRouter?, tabs: GuardedTabRouter?)? {
        guard let hosting = controller as? GuardedHostingController<Text> else { return nil }
        let view = hosting.rootView.view
        return (_find(_EnvironmentObject<GuardedRouter>.self, in: view).first?.object,
                _find(_EnvironmentObject<GuardedTabRouter>.self, in: view).first?.object)
    }

    /// The stored text of the route `navigation` advertises for Handoff and Spotlight.
    static func advertisedPath(_ navigation: UIViewController) -> String? {
        navigation.userActivity?.userInfo?["path"] as? String
    }

    /// What UIKit does before Handoff sends `navigation`'s activity: empties it, asks it again.
    static func saveActivity(_ navigation: UIViewController) {
        navigation._saveUserActivity()
    }

    /// How many selections of a tab that is not in the tab bar UIKit would have raised for.
    static var invalidSelections: Int { UITabBarController._invalidSelections }

    /// What the stand-in does, step by step, with a presentation and a dismissal in a window that
    /// animates transitions, and with a presentation and a dismissal asked for meanwhile.
    static func transitionSteps() -> [String] {
        let window = UIWindow()
        window._animatesTransitions = true
        let root = UIViewController()
        window.rootViewController = root
        let sheet = UIViewController()
        var steps: [String] = []
        root.present(sheet, animated: true) { steps.append("presented") }
        steps.append("presenting: \(root.presentedViewController === sheet), \(sheet.isBeingPresented), \(sheet.transitionCoordinator != nil)")
        root.transitionCoordinator?.animate(alongsideTransition: nil) { _ in
            steps.append("coordinator's completion: \(sheet.isBeingPresented), \(root.transitionCoordinator != nil)")
        }
        root.present(UIViewController(), animated: true) { steps.append("another presented") }
        root.dismiss(animated: true) { steps.append("dismissed early") }
        window._finishTransitions()
        root.dismiss(animated: true) { steps.append("dismissed") }
        steps.append("dismissing: \(root.presentedViewController === sheet), \(sheet.isBeingDismissed), \(root.transitionCoordinator != nil)")
        window._finishTransitions()
        steps.append("after: \(root.presentedViewController == nil), \(sheet.isBeingDismissed), \(window._isTransitioning)")
        return steps
    }

    // MARK: What people do

    /// The back button, or the edge swipe: one route off the top.
    static func tapBack(_ navigation: UIViewController) {
        (navigation as? UINavigationController)?.popViewController(animated: true)
    }

    /// A choice in the back button's menu: back to the view controller at `index` (0 is the root).
    static func chooseInBackMenu(_ navigation: UIViewController, index: Int) {
        guard let navigation = navigation as? UINavigationController else { return }
        navigation.popToViewController(navigation.viewControllers[index], animated: true)
    }

    /// A sheet swiped down.
    static func swipeDown(_ presented: UIViewController) {
        presented._swipeDown()
    }

    /// The app's own `dismiss(animated:)`, as a Done button calls it from inside the presentation.
    static func dismissFromInside(_ presented: UIViewController) {
        let top = (presented as? UINavigationController)?.topViewController ?? presented
        top.dismiss(animated: true)
    }

    /// A tap on the tab of `stack`.
    static func tap(_ tabBar: UITabBarController, _ stack: UIViewController) {
        tabBar._tap(stack)
    }

    /// How many presentations and dismissals UIKit refused so far (one over another that has not
    /// ended, one during a transition, one outside the window hierarchy).
    static var refusals: Int { UIViewController._refusedPresentations + UIViewController._refusedDismissals }
}
#endif
