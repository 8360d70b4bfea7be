// A stand-in for the few UIKit declarations RouteGen's generated code uses (the scene-delegate
// entry points, and `<Enum>+UIKit.swift`'s navigation and tab bar controllers), so that they
// type-check on Linux, where UIKit does not exist. Each declaration follows Apple's documentation
// of the real one (isolation, availability: none of it exists on macOS or watchOS).
//
// The view controllers behave as Apple documents, in the few ways the generated controllers rely
// on, so that tests run those controllers here: a navigation controller's stack and its delegate's
// `didShow`, presenting and dismissing (with `isBeingDismissed` during `viewDidDisappear`), a tab
// bar's selection and its delegate's `shouldSelect`. Nothing is drawn. What the system or people do
// (a tap on a tab, a sheet swiped down) are `_`-prefixed members, the stand-in's own, as are the
// initializers of the types Apple gives no public one ("Don't create … objects directly"), for tests
// to build what the system would hand a scene delegate.
//
// Transitions. A presentation or dismissal asked with `animated: true` runs in one of two ways,
// chosen per window (`UIWindow._animatesTransitions`):
//
// - At once (the default): it ends inside the call, its completion called before the call returns.
// - As UIKit runs it, over time: it begins inside the call and ends when the test says its
//   animation is over (`UIWindow._finishTransitions()`, where UIKit's run loop would end it some
//   hundred milliseconds later). Meanwhile `presentedViewController` already names the view
//   controller presented or dismissed, `isBeingPresented` or `isBeingDismissed` is true, and every
//   view controller involved (the presentation context and what it presents, with their children)
//   has a `transitionCoordinator`. UIKit refuses to present or dismiss in that presentation context
//   until the transition ends: nothing happens but a line in the console, and the completion is
//   never called. At the end, in UIKit's order: the appearance methods (`viewDidAppear(_:)`,
//   `viewDidDisappear(_:)`, the transition still running), then the view controllers leave the
//   transition (a dismissed one is no longer presented), then the completions of the coordinator's
//   `animate(alongsideTransition:completion:)`, then the completion of the call that began it.
//   Pushes and pops, and anything asked with `animated: false`, still end at once.
//
// Linux only: the test targets depend on it with `.when(platforms: [.linux])`.

#if os(Linux)
// As on Apple platforms, `import UIKit` brings Foundation (and with it `NSUserActivity`).
@_exported import AppleFoundation

// MARK: - Scenes

/// `@MainActor class UIScene`.
///
/// Apple's documentation: <https://developer.apple.com/documentation/uikit/uiscene>
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor
open class UIScene {
    /// `@MainActor class ConnectionOptions`: what a scene connects with, such as the link that
    /// launched the app.
    ///
    /// Apple's documentation: <https://developer.apple.com/documentation/uikit/uiscene/connectionoptions>
    @MainActor
    open class ConnectionOptions {
        /// `var urlContexts: Set<UIOpenURLContext> { get }`: "An empty set indicates that there are
        /// no URLs to open."
        ///
        /// Apple's documentation: <https://developer.apple.com/documentation/uikit/uiscene/connectionoptions/urlcontexts>
        open private(set) var urlContexts: Set<UIOpenURLContext>

        /// `var userActivities: Set<NSUserActivity> { get }`: "This property doesn't contain user
        /// activity objects related to Handoff."
        ///
        /// Apple's documentation: <https://developer.apple.com/documentation/uikit/uiscene/connectionoptions/useractivities>
        open private(set) var userActivities: Set<NSUserActivity>

        /// Not UIKit: the options the system would hand `scene(_:willConnectTo:options:)`.
        public init(_urlContexts urlContexts: Set<UIOpenURLContext> = [], userActivities: Set<NSUserActivity> = []) {
            self.urlContexts = urlContexts
            self.userActivities = userActivities
        }
    }
}

/// `@MainActor class UIOpenURLContext`: a URL to open, and how it came.
///
/// Apple's documentation: <https://developer.apple.com/documentation/uikit/uiopenurlcontext>
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor
open class UIOpenURLContext: NSObject {
    /// `var url: URL { get }`
    ///
    /// Apple's documentation: <https://developer.apple.com/documentation/uikit/uiopenurlcontext/url>
    open private(set) var url: URL

    /// Not UIKit: the context the system would hand `scene(_:openURLContexts:)`.
    public init(_url url: URL) {
        self.url = url
    }
}

// MARK: - Views

/// `@MainActor class UIResponder: NSObject`.
///
/// Apple's documentation: <https://developer.apple.com/documentation/uikit/uiresponder>
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor
open class UIResponder: NSObject {
    /// `var userActivity: NSUserActivity? { get set }` (iOS 8): an activity UIKit manages for the
    /// responder; it asks `updateUserActivityState(_:)` for its fields, having emptied its `userInfo`.
    ///
    /// Apple's documentation: <https://developer.apple.com/documentation/uikit/uiresponder/useractivity>
    open var userActivity: NSUserActivity?

    /// `func updateUserActivityState(_ activity: NSUserActivity)` (iOS 8)
    ///
    /// Apple's documentation: <https://developer.apple.com/documentation/uikit/uiresponder/updateuseractivitystate(_:)>
    open func updateUserActivityState(_ activity: NSUserActivity) {}

    /// Not UIKit: what UIKit does before Handoff sends the activity: empties `userInfo`, then asks
    /// the responder to fill it in.
    public func _saveUserActivity() {
        guard let activity = userActivity else { return }
        activity.userInfo = [:]
        updateUserActivityState(activity)
    }

    /// `init()`
    override public init() {}
}

/// `@MainActor class UIView: UIResponder`.
///
/// Apple's documentation: <https://developer.apple.com/documentation/uikit/uiview>
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor
open class UIView: UIResponder {
    /// `var window: UIWindow? { get }`: the window of the view's hierarchy, nil while it is in none.
    /// Here: the window whose root the owning view controller's visible chain leads to.
    ///
    /// Apple's documentation: <https://developer.apple.com/documentation/uikit/uiview/window>
    open var window: UIWindow? { _owner?._window }

    /// Not UIKit: the view controller whose view this is.
    weak var _owner: UIViewController?

    /// `init()`: a view of no controller.
    override public init() {
        super.init()
    }

    convenience init(_owner owner: UIViewController) {
        self.init()
        _owner = owner
    }
}

/// `@MainActor class UIWindow: UIView`.
///
/// Apple's documentation: <https://developer.apple.com/documentation/uikit/uiwindow>
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor
open class UIWindow: UIView {
    /// `var rootViewController: UIViewController? { get set }`: its view fills the window, which
    /// shows it, and it appears (`viewDidAppear(_:)`), with what it shows.
    ///
    /// Apple's documentation: <https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller>
    open var rootViewController: UIViewController? {
        didSet {
            oldValue?._windowOfRoot = nil
            rootViewController?._windowOfRoot = self
            rootViewController?._appear()
        }
    }

    /// Not UIKit: a window as a scene delegate makes one (`init(windowScene:)`), without a scene.
    override public init() {
        super.init()
    }

    /// Not UIKit: whether a presentation or dismissal asked with `animated: true` in this window runs
    /// as UIKit runs it, ending when ``_finishTransitions()`` says its animation is over; false (the
    /// default) ends it at once, inside the call.
    public var _animatesTransitions = false

    /// Not UIKit: the transitions running in this window, in the order they began.
    var _transitions: [_Transition] = []

    /// Not UIKit: whether a presentation or dismissal runs in this window.
    public var _isTransitioning: Bool { !_transitions.isEmpty }

    /// Not UIKit: ends the transitions running now, in the order they began, as UIKit ends each when
    /// its animation is over. What their completions begin runs until the next call.
    ///
    /// - Returns: How many transitions ended.
    @discardableResult
    public func _finishTransitions() -> Int {
        let running = _transitions
        for transition in running {
            _transitions.removeAll { $0 === transition }
            transition._end()
        }
        return running.count
    }
}

/// `@MainActor class UIImage: NSObject`.
///
/// Apple's documentation: <https://developer.apple.com/documentation/uikit/uiimage>
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
open class UIImage: NSObject, @unchecked Sendable {
    /// Not UIKit: the symbol's name.
    public let _systemName: String

    /// `convenience init?(systemName name: String)` (iOS 13)
    ///
    /// Apple's documentation: <https://developer.apple.com/documentation/uikit/uiimage/init(systemname:)>
    @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
    public init?(systemName name: String) {
        _systemName = name
    }
}

/// `@MainActor class UITabBarItem: UIBarItem`.
///
/// Apple's documentation: <https://developer.apple.com/documentation/uikit/uitabbaritem>
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor
open class UITabBarItem: NSObject {
    /// `var title: String? { get set }` (UIBarItem's)
    open var title: String?

    /// `var image: UIImage? { get set }` (UIBarItem's)
    open var image: UIImage?

    /// `init(title: String?, image: UIImage?, selectedImage: UIImage?)` (iOS 7)
    ///
    /// Apple's documentation: <https://developer.apple.com/documentation/uikit/uitabbaritem/init(title:image:selectedimage:)>
    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.title = title
        self.image = image
    }
}

// MARK: - Transitions

/// `@MainActor protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol` (iOS 7),
/// with the members the stand-in's transitions answer.
///
/// Apple's documentation: <https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext>
@available(iOS 7.0, tvOS 9.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    /// `var isAnimated: Bool { get }`
    ///
    /// Apple's documentation: <https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/isanimated>
    var isAnimated: Bool { get }

    /// `var isCancelled: Bool { get }`
    ///
    /// Apple's documentation: <https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/iscancelled>
    var isCancelled: Bool { get }
}

/// `@MainActor protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext`
/// (iOS 7): what a view controller's `transitionCoordinator` is while a presentation or dismissal runs.
///
/// Apple's documentation: <https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator>
@available(iOS 7.0, tvOS 9.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// `func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    /// completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)? = nil) -> Bool`:
    /// "completion: A block of code to execute after the transition finishes"; returns "true if the
    /// animations were successfully queued to run or false if they were not". Its result is
    /// discardable, as that of every Objective-C method is in Swift. (A protocol requirement here
    /// has no default argument: pass `completion`.)
    ///
    /// Apple's documentation: <https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/animate(alongsidetransition:completion:)>
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
}

/// Not UIKit: a presentation or dismissal running in a window that animates transitions, and the
/// coordinator UIKit gives the view controllers involved until it ends.
@available(iOS 7.0, tvOS 9.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor
final class _Transition: NSObject, UIViewControllerTransitionCoordinator {
    /// The presentation context and the view controllers presented or dismissed.
    private let involved: [UIViewController]

    /// What UIKit does as the animation ends: the appearance methods, the new relations.
    private let ending: () -> Void

    /// The completion of the call that began it.
    private let completion: (() -> Void)?

    /// The completions of `animate(alongsideTransition:completion:)`.
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

    private var hasEnded = false

    /// Begins a transition of `involved`, which `ending` ends.
    init(involving involved: [UIViewController], completion: (() -> Void)?, ending: @escaping () -> Void) {
        self.involved = involved
        self.completion = completion
        self.ending = ending
        super.init()
        for controller in involved { controller._transition = self }
    }

    var isAnimated: Bool { true }

    var isCancelled: Bool { false }

    /// Runs `animation` at once (nothing is drawn) and keeps `completion` for the end.
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        guard !hasEnded else { return false }
        animation?(self)
        if let completion { completions.append(completion) }
        return true
    }

    /// Ends the transition, in UIKit's order: the appearance methods, the transition still running;
    /// the view controllers leave it; the coordinator's completions; the call's completion.
    func _end() {
        ending()
        for controller in involved where controller._transition === self { controller._transition = nil }
        hasEnded = true
        let completions = completions
        self.completions = []
        for completion in completions { completion(self) }
        completion?()
    }
}

// MARK: - View controllers

/// `enum UIModalPresentationStyle: Int, @unchecked Sendable`, with the cases generated code uses.
///
/// Apple's documentation: <https://developer.apple.com/documentation/uikit/uimodalpresentationstyle>
@available(iOS 3.2, tvOS 9.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
public enum UIModalPresentationStyle: Int, @unchecked Sendable {
    /// `case fullScreen = 0`
    case fullScreen = 0
    /// `case pageSheet = 1` (not tvOS)
    @available(tvOS, unavailable)
    case pageSheet = 1
    /// `case automatic = -2` (iOS 13)
    @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
    case automatic = -2
}

/// `@MainActor class UIViewController: UIResponder`.
///
/// Apple's documentation: <https://developer.apple.com/documentation/uikit/uiviewcontroller>
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor
open class UIViewController: UIResponder {
    /// `init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?)`
    ///
    /// Apple's documentation: <https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)>
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}

    /// `convenience init()`: "the nib name and bundle set to nil".
    override public convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// `init?(coder: NSCoder)`
    public required init?(coder: NSCoder) {}

    /// `var title: String? { get set }`
    open var title: String?

    /// `var viewIfLoaded: UIView? { get }` (iOS 9). Here a view loads when it is first in a
    /// window, as UIKit loads a view when it is about to show it.
    ///
    /// Apple's documentation: <https://developer.apple.com/documentation/uikit/uiviewcontroller/viewifloaded>
    open var viewIfLoaded: UIView? {
        if _window != nil { _isViewLoaded = true }
        return _isViewLoaded ? _view : nil
    }

    private lazy var _view = UIView(_owner: self)
    private var _isViewLoaded = false

    /// Not UIKit: the window this controller is the root of.
    weak var _windowOfRoot: UIWindow?

    /// Not UIKit: the window this controller's view is in: the root's, through a container's
    /// visible child (a navigation controller's top, a tab bar controller's selected one) and what
    /// presents it; nil off screen.
    var _window: UIWindow? {
        if let window = _windowOfRoot { return window }
        if let presenting = _presenting { return presenting._window }
        guard let parent else { return nil }
        if let navigation = parent as? UINavigationController, navigation.topViewController !== self { return nil }
        if let tabs = parent as? UITabBarController, tabs.selectedViewController !== self { return nil }
        return parent._window
    }

    /// Not UIKit: this controller comes on screen, with what it shows.
    func _appear() {
        guard _window != nil else { return }
        viewDidAppear(false)
        if let navigation = self as? UINavigationController { navigation.topViewController?._appear() }
        if let tabs = self as? UITabBarController { tabs.selectedViewController?._appear() }
        // One still being presented appears as its transition ends.
        if let presented = _presented, !presented.isBeingPresented { presented._appear() }
    }

    /// `var tabBarItem: UITabBarItem! { get set }`
    open var tabBarItem: UITabBarItem!

    /// `var navigationController: UINavigationController? { get }`: "the nearest ancestor … that is
    /// a navigation controller".
    open var navigationController: UINavigationController? {
        var ancestor = parent
        while let controller = ancestor {
            if let navigation = controller as? UINavigationController { return navigation }
            ancestor = controller.parent
        }
        return nil
    }

    /// `weak var parent: UIViewController? { get }`
    open internal(set) weak var parent: UIViewController?

    /// `var modalPresentationStyle: UIModalPresentationStyle { get set }`
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic

    /// `var presentedViewController: UIViewController? { get }`: "The view controller that is
    /// presented by this view controller, or one of its ancestors in the view controller hierarchy."
    open var presentedViewController: UIViewController? {
        _presented ?? parent?.presentedViewController
    }

    /// What this very controller presents.
    private var _presented: UIViewController?

    /// `weak var presentingViewController: UIViewController? { get }`: "If the view controller that
    /// received this message is contained by a view controller that was presented, this property
    /// holds the view controller that is presenting the parent view controller."
    open var presentingViewController: UIViewController? {
        _presenting ?? parent?.presentingViewController
    }

    /// What presented this very controller.
    private weak var _presenting: UIViewController?

    /// `var isBeingPresented: Bool { get }` (iOS 5): true from `viewWillAppear(_:)` to
    /// `viewDidAppear(_:)` of a presentation; here, while its transition runs.
    ///
    /// Apple's documentation: <https://developer.apple.com/documentation/uikit/uiviewcontroller/isbeingpresented>
    open internal(set) var isBeingPresented = false

    /// `var isBeingDismissed: Bool { get }` (iOS 5): true from `viewWillDisappear(_:)` to
    /// `viewDidDisappear(_:)` of a dismissal; here, while its transition runs.
    ///
    /// Apple's documentation: <https://developer.apple.com/documentation/uikit/uiviewcontroller/isbeingdismissed>
    open internal(set) var isBeingDismissed = false

    /// `var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { get }` (iOS 7):
    /// "When a presentation or dismissal is in progress, the view controller's transition
    /// coordinator … If the current view controller is not involved in a transition, this property
    /// may return the transition coordinator object of one of the view controller's ancestors. If no
    /// transition is in progress, … nil." Here: the presentation context's and the presented view
    /// controllers', and through `parent` their children's.
    ///
    /// Apple's documentation: <https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator>
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        _transition ?? parent?.transitionCoordinator
    }

    /// Not UIKit: the transition this very controller is involved in.
    var _transition: _Transition?

    /// `func viewDidDisappear(_ animated: Bool)`
    open func viewDidDisappear(_ animated: Bool) {}

    /// `func viewDidAppear(_ animated: Bool)`
    open func viewDidAppear(_ animated: Bool) {}

    /// `func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)`
    /// (iOS 5). UIKit refuses with a line in the console, and never calls the completion, when the
    /// view controller is presented already, this controller's view is in no window ("whose view is
    /// not in the window hierarchy"), a transition runs in its presentation context ("while a
    /// presentation is in progress"), or that context presents one already ("which is already
    /// presenting"). Else `presentedViewController` names it at once, and it appears at the end of
    /// the transition (at once, unless the window animates transitions).
    ///
    /// Apple's documentation: <https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)>
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        // The presentation context: the root of the containers (no controller here defines one).
        var context: UIViewController = self
        while let parent = context.parent { context = parent }
        let presented = viewControllerToPresent
        let on = "Attempt to present \(Self._name(presented)) on \(Self._name(context)) (from \(Self._name(self)))"
        var refusal: String?
        if let presenting = presented._presenting {
            refusal = "Application tried to present modally a view controller \(Self._name(presented)) that is already being presented by \(Self._name(presenting))."
        } else if _window == nil {
            refusal = "\(on) whose view is not in the window hierarchy."
        } else if context.transitionCoordinator != nil || transitionCoordinator != nil {
            refusal = "\(on) while a presentation is in progress."
        } else if let current = context._presented {
            refusal = "\(on) which is already presenting \(Self._name(current))."
        }
        if let refusal {
            UIViewController._refusedPresentations += 1
            print(refusal)
            return
        }
        context._presented = presented
        presented._presenting = context
        guard flag, let window = _window, window._animatesTransitions else {
            presented._appear()
            completion?()
            return
        }
        presented.isBeingPresented = true
        let transition = _Transition(involving: [context, presented], completion: completion) {
            presented._appear()
            presented.isBeingPresented = false
        }
        window._transitions.append(transition)
    }

    /// `func dismiss(animated flag: Bool, completion: (() -> Void)? = nil)` (iOS 5): "The presenting
    /// view controller is responsible for dismissing the view controller it presented. If you call
    /// this method on the presented view controller itself, UIKit asks the presenting view
    /// controller to handle the dismissal", which dismisses what it presents and everything over it.
    /// UIKit refuses while a transition runs in that presentation context, with a line in the
    /// console, never calling the completion. A dismissed view controller stays presented until the
    /// end of the transition (at once, unless the window animates transitions).
    ///
    /// Apple's documentation: <https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)>
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        // What this controller presents; else the presented controller it is, or is inside.
        var presented = _presented ?? parent?.presentedViewController
        var ancestor: UIViewController? = self
        while presented == nil, let controller = ancestor {
            if controller._presenting != nil { presented = controller }
            ancestor = controller.parent
        }
        guard let presented else {
            completion?()
            return
        }
        var chain = [presented]
        while let next = chain.last?._presented { chain.append(next) }
        let involved = (presented._presenting.map { [$0] } ?? []) + chain
        guard !involved.contains(where: { $0._transition != nil }) else {
            UIViewController._refusedDismissals += 1
            print("Attempt to dismiss from view controller \(Self._name(self)) while a presentation or dismiss is in progress!")
            return
        }
        guard flag, let window = presented._window, window._animatesTransitions else {
            for controller in chain.reversed() {
                controller.isBeingDismissed = true
                controller.viewDidDisappear(flag)
                controller.isBeingDismissed = false
                controller._presenting?._presented = nil
                controller._presenting = nil
            }
            completion?()
            return
        }
        for controller in chain { controller.isBeingDismissed = true }
        let transition = _Transition(involving: involved, completion: completion) {
            for controller in chain.reversed() { controller.viewDidDisappear(flag) }
            for controller in chain.reversed() {
                controller.isBeingDismissed = false
                controller._presenting?._presented = nil
                controller._presenting = nil
            }
        }
        window._transitions.append(transition)
    }

    /// Not UIKit: how many presentations UIKit refused, as it does with a line in the console.
    public static var _refusedPresentations = 0

    /// Not UIKit: how many dismissals UIKit refused, as it does with a line in the console.
    public static var _refusedDismissals = 0

    /// Not UIKit: how UIKit names a view controller in the console, `<Module.Type: 0x…>`.
    static func _name(_ controller: UIViewController) -> String {
        "<\(String(reflecting: type(of: controller))): \(Unmanaged.passUnretained(controller).toOpaque())>"
    }

    /// Not UIKit: people swipe this presented sheet down (or tap Cancel in a system sheet).
    public func _swipeDown() {
        dismiss(animated: true)
    }
}

/// `@MainActor protocol UINavigationControllerDelegate: NSObjectProtocol`, whose methods are
/// optional (here: defaults that do nothing).
///
/// Apple's documentation: <https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate>
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {
    /// `optional func navigationController(_ navigationController: UINavigationController, didShow
    /// viewController: UIViewController, animated: Bool)`: "Called just after the navigation
    /// controller displays a view controller's view", after a push, a pop (the back button, the
    /// edge swipe, the back button's menu) or `setViewControllers(_:animated:)`.
    ///
    /// Apple's documentation: <https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:didshow:animated:)>
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
}

/// `@MainActor class UINavigationController: UIViewController`.
///
/// Apple's documentation: <https://developer.apple.com/documentation/uikit/uinavigationcontroller>
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor
open class UINavigationController: UIViewController {
    /// `var viewControllers: [UIViewController] { get set }`
    open var viewControllers: [UIViewController] = [] {
        didSet {
            for controller in viewControllers { controller.parent = self }
            if let top = viewControllers.last, top !== oldValue.last {
                top._appear()
                delegate?.navigationController(self, didShow: top, animated: false)
            }
        }
    }

    /// `weak var delegate: (any UINavigationControllerDelegate)? { get set }`
    open weak var delegate: (any UINavigationControllerDelegate)?

    /// `var isNavigationBarHidden: Bool { get set }`
    open var isNavigationBarHidden = false

    /// `var topViewController: UIViewController? { get }`
    open var topViewController: UIViewController? { viewControllers.last }

    /// `func setViewControllers(_ viewControllers: [UIViewController], animated: Bool)`
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        self.viewControllers = viewControllers
    }

    /// `func pushViewController(_ viewController: UIViewController, animated: Bool)`
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        viewControllers.append(viewController)
    }

    /// `func popViewController(animated: Bool) -> UIViewController?`: the back button and the edge
    /// swipe call it; the root is never popped.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1 else { return nil }
        return viewControllers.removeLast()
    }

    /// `func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]?`:
    /// what a choice in the back button's menu does.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = viewControllers.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(viewControllers[(index + 1)...])
        viewControllers.removeLast(popped.count)
        return popped
    }

    /// `func setNavigationBarHidden(_ hidden: Bool, animated: Bool)`
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
    }
}

/// `@MainActor protocol UITabBarControllerDelegate: NSObjectProtocol`, whose methods are optional
/// (here: defaults that do what UIKit does without a delegate).
///
/// Apple's documentation: <https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate>
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor
public protocol UITabBarControllerDelegate: NSObjectProtocol {
    /// `optional func tabBarController(_ tabBarController: UITabBarController, shouldSelect
    /// viewController: UIViewController) -> Bool`: asked on a tap on a tab, the selected one
    /// included; false leaves the selection as it is.
    ///
    /// Apple's documentation: <https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:shouldselect:)>
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
}

@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        true
    }
}

/// `@MainActor class UITabBarController: UIViewController`.
///
/// Apple's documentation: <https://developer.apple.com/documentation/uikit/uitabbarcontroller>
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor
open class UITabBarController: UIViewController {
    /// `var viewControllers: [UIViewController]? { get set }`
    open var viewControllers: [UIViewController]? {
        didSet {
            for controller in viewControllers ?? [] { controller.parent = self }
            // A selected controller that is no longer a child gives way to the one at its index.
            if let selected = _selected, viewControllers?.contains(where: { $0 === selected }) != true {
                let index = min(oldValue?.firstIndex { $0 === selected } ?? 0, (viewControllers?.count ?? 1) - 1)
                selectedViewController = index >= 0 ? viewControllers?[index] : nil
            }
        }
    }

    /// `unowned(unsafe) var selectedViewController: UIViewController? { get set }`: "This view
    /// controller must be one in the viewControllers array"; UIKit raises an exception for another
    /// ("Attempting to select a view controller that isn't a child!"). Here it is counted and ignored.
    open var selectedViewController: UIViewController? {
        get { _selected }
        set {
            if let newValue, viewControllers?.contains(where: { $0 === newValue }) != true {
                UITabBarController._invalidSelections += 1
                return
            }
            let changed = newValue !== _selected
            _selected = newValue
            if changed { newValue?._appear() }
        }
    }

    private weak var _selected: UIViewController?

    /// Not UIKit: how many selections of a controller that is no child UIKit would have raised for.
    public static var _invalidSelections = 0

    /// `var selectedIndex: Int { get set }`
    open var selectedIndex: Int {
        get { viewControllers?.firstIndex { $0 === selectedViewController } ?? NSNotFound }
        set { selectedViewController = viewControllers?[newValue] }
    }

    /// `weak var delegate: (any UITabBarControllerDelegate)? { get set }`
    open weak var delegate: (any UITabBarControllerDelegate)?

    /// `func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool)`
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        self.viewControllers = viewControllers
    }

    /// Not UIKit: people tap the tab of `viewController`. Without a delegate that refuses, UIKit
    /// selects it, and a tap on the selected tab's navigation controller pops it to its root.
    public func _tap(_ viewController: UIViewController) {
        guard delegate?.tabBarController(self, shouldSelect: viewController) ?? true else { return }
        if viewController === selectedViewController, let navigation = viewController as? UINavigationController,
            let root = navigation.viewControllers.first
        {
            navigation.popToViewController(root, animated: true)
        }
        selectedViewController = viewController
    }
}
#endif
