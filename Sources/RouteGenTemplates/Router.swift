// The template of every generated `<Enum>+Router.swift`: the lines between the `routegen:embed`
// markers, which scripts/embed-sources.sh copies into RouteGenCore (TemplateSource.router) and
// RouterEmitter prints with the manifest's names (`Template` is the stem, `TemplateRoute` the enum,
// `templateTab` a tab, and
// outside a tab's `each` block the first one, `public` the access level). The directives are `Template`'s, in
// Sources/RouteGenCore/Emit/Swift/Template.swift.

import Foundation

// routegen:embed-begin router
#if canImport(Observation)
import Observation
#endif

// MARK: - Presentation

nonisolated extension TemplateRoute {
    /// How a route appears when the app shows it or a link opens it.
    public enum Presentation: String, Hashable, Sendable {
        /// Pushed onto the navigation stack.
        case push
        /// Presented as a sheet over the stack of its parents.
        case sheet
        /// Presented over the whole screen, above the stack of its parents (a sheet on macOS).
        case fullScreenCover
    }

    /// How the route appears: its `presentation` in `routes.json`.
    // routegen:slot presentation
    public var presentation: Presentation {
        switch self {
        case .product: .sheet
        case .signIn: .fullScreenCover
        default: .push
        }
    }
    // routegen:end
    // routegen:if flows

    /// Whether the route, presented, hosts a navigation stack of its own: its children in
    /// `routes.json` open inside its sheet or cover.
    // routegen:slot hostsStack
    public var hostsStack: Bool {
        switch self {
        case .product: true
        default: false
        }
    }
    // routegen:end
    // routegen:end
}
// routegen:if presented

/// Each route is its own identity, so that a presented route can drive `sheet(item:)`.
nonisolated extension TemplateRoute: Identifiable {
    /// The route itself.
    public var id: Self { self }
}
// routegen:end
// routegen:if tabs

// MARK: - Tabs

/// A tab of the app. Each tab has its own navigation stack, and a link selects the tab of its route.
nonisolated public enum TemplateTab: String, CaseIterable, Identifiable, Hashable, Codable, Sendable {
    // routegen:each tabs
    /// TemplateTabTitle, whose root is `TemplateTabRoot`.
    case templateTab
    // routegen:end

    /// The tab itself, so that `ForEach` can list tabs.
    public var id: Self { self }

    /// The tab's title in the tab bar.
    public var title: String {
        switch self {
        // routegen:each tabs
        case .templateTab: "TemplateTabTitle"
        // routegen:end
        }
    }

    /// The SF Symbol of the tab's icon.
    public var systemImage: String {
        switch self {
        // routegen:each tabs
        case .templateTab: "TemplateTabImage"
        // routegen:end
        }
    }
}

nonisolated extension TemplateRoute {
    /// The tab whose stack a link to the route opens: its `tab` in `routes.json`, else its parent's.
    // routegen:slot tab
    public var tab: TemplateTab {
        .templateTab
    }
    // routegen:end
}
// routegen:end
// routegen:if requirements

// MARK: - Requirements

/// What the app must establish before it shows some routes (a signed-in user, say): `requirements`
/// in `routes.json`. A route whose requirement is unmet waits while the route that meets it shows.
nonisolated public enum TemplateRequirement: String, CaseIterable, Hashable, Codable, Sendable {
    // routegen:each requirements
    /// TemplateRequirementDoc
    case templateRequirement
    // routegen:end

    /// The route that meets the requirement, which a router shows while a route waits for it.
    public var route: TemplateRoute {
        switch self {
        // routegen:each requirements
        case .templateRequirement: .templateRequirementRoute
        // routegen:end
        }
    }
}

nonisolated extension TemplateRoute {
    /// What the route requires before it is shown: its `requires` in `routes.json`, its parents' and
    /// its tab's, and what the routes that meet those require.
    // routegen:slot requirements
    public var requirements: Set<TemplateRequirement> {
        switch self {
        case .product: [.templateRequirement]
        default: []
        }
    }
    // routegen:end
}
// routegen:if tabs

nonisolated extension TemplateTab {
    /// What the tab requires: its `requires` in `routes.json`, and what the routes that meet those
    /// require. The tab is hidden while one is unmet.
    // routegen:slot tabRequirements
    public var requirements: Set<TemplateRequirement> {
        switch self {
        case .templateTab: []
        }
    }
    // routegen:end
}
// routegen:end
// routegen:end

// MARK: - Navigation events

/// A change of navigation, as a router's `onNavigate` reports it: a route pushed, popped, presented
/// or dismissed, and why.
nonisolated public struct TemplateNavigationEvent: Hashable, Sendable {
    /// What happened to the route.
    public enum Kind: String, Hashable, Sendable {
        /// Pushed onto a stack.
        case push
        /// Popped off a stack.
        case pop
        /// Presented as a sheet or full-screen cover.
        case present
        /// Dismissed from a sheet or full-screen cover.
        case dismiss
    }

    /// Why it happened.
    public enum Cause: String, Hashable, Sendable {
        /// The app: its code, or people through SwiftUI (a `NavigationLink`, the back button, a
        /// sheet swiped down).
        case app
        /// A link, through `open(_:)` with a URL.
        case link
        /// Restoration, through `restore(from:)`.
        case restoration
        // routegen:if requirements
        /// A requirement: its route shown while a route waits for it, the waiting route opened by
        /// `resume()`, or routes removed by `enforceRequirements()`.
        case requirement
        // routegen:end
    }

    /// What happened.
    public var kind: Kind

    /// The route it happened to.
    public var route: TemplateRoute

    /// Why.
    public var cause: Cause

    /// Creates an event.
    public init(_ kind: Kind, _ route: TemplateRoute, cause: Cause) {
        self.kind = kind
        self.route = route
        self.cause = cause
    }
}

#if canImport(Observation)

// MARK: - Router

/// The navigation of one stack: the path of a `NavigationStack` and the route presented over it.
///
/// Create one per stack and hand it to the stack; navigate by changing it: from views, from
/// links with ``open(_:)``, from restoration.
// routegen:if tabs
/// ``TemplateTabRouter`` keeps one router per tab.
// routegen:end
///
/// ```swift
/// @State private var router = TemplateRouter()
///
/// NavigationStack(path: $router.path) {
///     HomeView().templateNavigation(router)
/// }
/// ```
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor @Observable
public final class TemplateRouter {
    /// The routes on the stack, bottom first: the `path` of its `NavigationStack`.
    public var path: [TemplateRoute] {
        didSet { _shared.reportChange(of: oldValue, to: path) }
    }

    /// The route presented as a sheet over the stack, if any.
    public var sheet: TemplateRoute? {
        didSet { if sheet != oldValue { _presentationChanged(from: oldValue, to: sheet) } }
    }

    /// The route presented over the whole screen, if any.
    public var fullScreenCover: TemplateRoute? {
        didSet { if fullScreenCover != oldValue { _presentationChanged(from: oldValue, to: fullScreenCover) } }
    }

    /// The router of what this router presents: the navigation inside the sheet or full-screen
    /// cover, which the views there find in the environment. Its `path` is what is pushed inside the
    /// presentation, and it can present in turn. Non-nil exactly while `sheet` or `fullScreenCover`
    /// is set; a new one for each route presented.
    public private(set) var presentedRouter: TemplateRouter?

    /// The router that presents this one; nil for the router of a stack at the root of the app.
    @ObservationIgnored public private(set) weak var presentingRouter: TemplateRouter?

    /// Whether a link or ``open(_:)`` has set the navigation, which restoration at launch then keeps.
    @ObservationIgnored private var _opened = false

    /// What every router of this navigation shares: this one's, its presentations', and (in a tab
    /// router) every tab's.
    @ObservationIgnored fileprivate var _shared = _SharedNavigation()

    /// Creates a router whose stack holds `path`, with nothing presented.
    public init(path: [TemplateRoute] = []) {
        self.path = path
        _shared.becomeOwned(by: self)
    }

    /// Reports every change of navigation: each route pushed, popped, presented or dismissed, once,
    /// with its cause. It is the same for every router of the navigation (each presentation's, and
    /// in a tab router every tab's), so one closure sees them all; set it once, for analytics or
    /// logging. A link no route takes changes nothing and reports nothing.
    public var onNavigate: (@MainActor (TemplateNavigationEvent) -> Void)? {
        get { _shared.onNavigate }
        set { _shared.onNavigate = newValue }
    }

    // MARK: Navigating

    /// Pushes `route` onto the stack, whatever its presentation.
    public func push(_ route: TemplateRoute) {
        path.append(route)
    }

    /// Pops `count` routes off the stack; all of them when it holds fewer.
    public func pop(_ count: Int = 1) {
        path.removeLast(min(max(count, 0), path.count))
    }

    /// Pops every route, back to the stack's root view.
    public func popToRoot() {
        path.removeAll()
    }

    /// Makes `routes` the stack and dismisses whatever it presents.
    public func replace(with routes: [TemplateRoute]) {
        _dismissPresented()
        path = routes
    }

    // routegen:if !requirements
    /// Shows `route` as `routes.json` says: pushed, or presented as a sheet or full-screen cover.
    // routegen:else
    /// Shows `route` as `routes.json` says: pushed, or presented as a sheet or full-screen cover.
    ///
    /// A route whose requirements are unmet is not shown: the stack a link to it would open
    /// waits in ``pending``, and the first unmet requirement's route is shown here instead.
    // routegen:end
    public func show(_ route: TemplateRoute) {
        // routegen:if requirements
        guard _admits(route, opening: route.stack) else { return }
        // routegen:end
        _show(route)
    }

    /// Shows `route` as `routes.json` says, whatever it requires.
    fileprivate func _show(_ route: TemplateRoute) {
        switch route.presentation {
        case .push: path.append(route)
        case .sheet: sheet = route
        case .fullScreenCover: fullScreenCover = route
        }
    }

    /// Dismisses the presentation this router shows, and everything over it: from the views in a
    /// sheet, the sheet; on the router of a stack at the root, what it presents.
    public func dismiss() {
        (presentingRouter ?? self)._dismissPresented()
    }

    /// Dismisses every presentation, back to the stack at the root of the app that this router's
    /// presentations stand on.
    public func dismissAll() {
        var root = self
        while let presenting = root.presentingRouter { root = presenting }
        root._dismissPresented()
    }

    /// Dismisses what this router presents, and with it everything presented over that.
    fileprivate func _dismissPresented() {
        sheet = nil
        fullScreenCover = nil
    }

    /// Replaces the presentation's router (none when nothing is presented) and reports the change:
    /// what the old presentation presented is dismissed first, innermost first.
    private func _presentationChanged(from old: TemplateRoute?, to new: TemplateRoute?) {
        presentedRouter?._dismissPresented()
        if let old { _shared.report(.dismiss, old) }
        if sheet == nil, fullScreenCover == nil {
            presentedRouter = nil
        } else {
            let router = TemplateRouter()
            router.presentingRouter = self
            router._shared = _shared
            presentedRouter = router
        }
        if let new { _shared.report(.present, new) }
    }

    // MARK: Links

    /// Opens a universal link or custom-scheme URL: the route's parents become the stack, then the
    /// route is pushed or presented, and whatever was presented before is dismissed. Parents inside
    /// a presentation open inside it: each presented route on the way is presented, and what follows
    /// it goes on the stack of its ``presentedRouter``. From the router of a presentation or of a
    /// tab, the link opens from the root of the navigation, as it does from the app.
    // routegen:if requirements
    ///
    /// A link to a route whose requirements are unmet waits in ``pending`` instead, while the first
    /// unmet requirement's route is shown; it still returns true.
    // routegen:end
    ///
    /// - Parameter url: A link, from `onOpenURL` or a notification.
    /// - Returns: False, changing nothing, when no route takes the link; hand it back to the system
    ///   (`openURL`) then, as it may be a page of the website the app does not show.
    @discardableResult
    public func open(_ url: URL) -> Bool {
        guard let stack = TemplateRoute.stack(for: url) else { return false }
        _openLink(stack)
        return true
    }
    // routegen:if inApp

    /// Opens a link tapped inside the app as ``open(_:)`` opens a link: the app's own link, else an
    /// `http` or `https` link on any host that a route on any host takes
    /// (``TemplateRoute/stack(forInAppURL:)``). `templateOpenURL` hands it the links the app's views
    /// open; a UIKit app calls it from its text view's or web view's delegate.
    ///
    /// - Returns: False, changing nothing, when no route takes the link.
    @discardableResult
    public func open(inAppLink url: URL) -> Bool {
        guard let stack = TemplateRoute.stack(forInAppURL: url) else { return false }
        _openLink(stack)
        return true
    }
    // routegen:end

    /// Shows `route` as a link to it would: over its parents, with nothing else presented.
    public func open(_ route: TemplateRoute) {
        _ = _shared.open(route.stack)
    }

    /// Opens `stack` as a link does, from the root of the navigation: for every door into the app
    /// (`TemplateRouting`, generated with `entryPoints`).
    public func _openLink(_ stack: [TemplateRoute]) {
        _shared.with(.link) { _ = _shared.open(stack) }
    }

    /// The route on screen: the top of the stack, or what is presented over it (and inside that,
    /// the top of its stack); nil at the stack's root view.
    public var visibleRoute: TemplateRoute? {
        presentedRouter?.visibleRoute ?? sheet ?? fullScreenCover ?? path.last
    }

    /// Opens `stack` as the root of the navigation, unless it waits for a requirement.
    ///
    /// - Returns: Whether the stack opened.
    fileprivate func _open(_ stack: [TemplateRoute]) -> Bool {
        _opened = true
        // routegen:if requirements
        _shared.withdraw()
        guard let route = stack.last, _admits(route, opening: stack) else { return false }
        // routegen:end
        _build(stack)
        return true
    }

    /// Makes `stack` the navigation: the routes up to the first presented one as the path, that one
    /// presented (kept if it already is), and the rest built inside it, level by level.
    fileprivate func _build(_ stack: [TemplateRoute]) {
        let end = stack.firstIndex(where: { $0.presentation != .push }) ?? stack.endIndex
        let presented = end < stack.endIndex ? stack[end] : nil
        if presented == nil || (sheet ?? fullScreenCover) != presented { _dismissPresented() }
        path = Array(stack[..<end])
        guard let presented else { return }
        _show(presented)
        presentedRouter?._build(Array(stack[(end + 1)...]))
    }
    // routegen:if requirements

    // MARK: Requirements

    /// Whether the app has met a requirement; every one, until you set it. It is the same for every
    /// router of the navigation.
    ///
    /// ```swift
    /// router.isMet = { requirement in
    ///     switch requirement {
    ///     case .signedIn: session.user != nil
    ///     }
    /// }
    /// ```
    public var isMet: @MainActor (TemplateRequirement) -> Bool {
        get { _shared.isMet }
        set { _shared.isMet = newValue }
    }

    /// The stack waiting for a requirement: what a link or ``show(_:)`` would have opened, had the
    /// requirement been met. A new link replaces it; ``resume()`` opens it.
    public var pending: [TemplateRoute]? { _shared.pending }

    /// Takes the route that meets the requirement away (dismissed, or popped) and opens ``pending``
    /// if its requirements now hold; either way, nothing waits any more. Call it when the app has met
    /// the requirement (the person signed in), or to give up waiting (they cancelled).
    ///
    /// - Returns: Whether the waiting stack opened. It does not when the requirement is still
    ///   unmet; when another unmet one stands in its way, its route is shown and the stack waits again.
    @discardableResult
    public func resume() -> Bool {
        _shared.resume()
    }

    /// Takes away every route whose requirements no longer hold (after signing out, say): each stack
    /// ends before the first such route, and such presentations are dismissed.
    public func enforceRequirements() {
        _shared.with(.requirement) { _shared.enforce() }
    }

    /// Whether `route` may open; if not, `stack` waits, and the first unmet requirement's route is
    /// shown here.
    fileprivate func _admits(_ route: TemplateRoute, opening stack: [TemplateRoute]) -> Bool {
        guard let unmet = _shared.firstUnmet(of: route.requirements) else { return true }
        _shared.wait(stack, for: unmet, shownIn: self)
        return false
    }

    /// Ends the stack before its first route whose requirements are unmet and dismisses a
    /// presentation whose are; then the same inside the presentation.
    fileprivate func _enforce() {
        if let end = path.firstIndex(where: { !_shared.meets($0) }) { path.removeSubrange(end...) }
        if let presented = sheet ?? fullScreenCover, !_shared.meets(presented) { _dismissPresented() }
        presentedRouter?._enforce()
    }
    // routegen:end
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension TemplateRouter {
    /// The stack and the presented route, to save (in `@SceneStorage`, say) and hand to
    /// ``restore(from:)`` on the next launch.
    ///
    /// Each route is saved as the enum encodes it, its stored text: most often its path
    /// (`"/products/42"`), so saved data outlives app updates that keep the route's path.
    public var restorationData: Data {
        _SavedNavigation.encode(_saved)
    }

    /// Restores what ``restorationData`` saved, as far as this version of the app still has it.
    ///
    /// Never fails: the stack keeps its routes up to the first one that no longer decodes (a route
    /// an update removed or changed) and drops the rest, a presented route that no longer decodes
    /// is not presented, and data that cannot be read at all leaves the stack empty.
    // routegen:if requirements
    /// Routes whose requirements are unmet are dropped the same way.
    // routegen:end
    public func restore(from data: Data) {
        _shared.with(.restoration) { _restore(_SavedNavigation.decode(data, as: _SavedNavigation.self)) }
    }

    /// Restores what ``restorationData`` saved unless a link has already opened: a link that launched
    /// the app wins over the last session, whichever of `onOpenURL` and `onAppear` SwiftUI calls first.
    func _restoreAtLaunch(from data: Data) {
        if !_opened { restore(from: data) }
    }

    /// The navigation as it is saved, with the navigation inside the presentation when it has any.
    fileprivate var _saved: _SavedNavigation {
        // routegen:if values
        // A route with a value JSON cannot hold (a `Double` that is no number, an app type whose
        // encoding throws) is left out as restoration would drop it: the stack ends before it, and
        // such a presentation is not saved, so that the rest of the navigation still is.
        let storable = _SavedNavigation.isStorable
        let path = Array(self.path.prefix(while: storable))
        let sheet = self.sheet.flatMap { storable($0) ? $0 : nil }
        let fullScreenCover = self.fullScreenCover.flatMap { storable($0) ? $0 : nil }
        let presentedRouter = (sheet ?? fullScreenCover) == nil ? nil : self.presentedRouter
        // routegen:end
        let inside = presentedRouter.flatMap { $0.path.isEmpty && $0.presentedRouter == nil ? nil : [$0._saved] }
        return _SavedNavigation(path: path, sheet: sheet, fullScreenCover: fullScreenCover, presented: inside)
    }

    /// Restores saved navigation, level by level; nil leaves nothing on the stack.
    fileprivate func _restore(_ saved: _SavedNavigation?) {
        // routegen:if requirements
        let saved = saved.map(_shared.admitted)
        // routegen:end
        path = saved?.path ?? []
        sheet = saved?.sheet
        fullScreenCover = saved?.fullScreenCover
        presentedRouter?._restore(saved?.presented?.first)
    }
}

// MARK: - Shared navigation

/// What every router of one navigation shares: the hook and the cause of the change under way,
/// and the requirements' state. The router at the root (or the tab router) makes it and owns it;
/// each presentation's router, and each tab's, is handed the same one.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor @Observable
fileprivate final class _SharedNavigation {
    /// The app's hook.
    @ObservationIgnored var onNavigate: (@MainActor (TemplateNavigationEvent) -> Void)?

    /// Why the navigation is changing: the app's doing unless a link, restoration or a requirement is.
    @ObservationIgnored private var cause = TemplateNavigationEvent.Cause.app

    /// How the owner opens a stack from the root of the navigation.
    @ObservationIgnored var open: @MainActor ([TemplateRoute]) -> Bool = { _ in false }
    // routegen:if requirements

    /// How the owner takes away the routes whose requirements no longer hold.
    @ObservationIgnored var enforce: @MainActor () -> Void = {}

    /// The app's answer, observed: a view that reads it (a hidden tab) follows what the closure reads.
    var isMet: @MainActor (TemplateRequirement) -> Bool = { _ in true }

    /// The stack waiting for a requirement.
    private(set) var pending: [TemplateRoute]?

    /// The requirement `pending` waits for, and the router that shows its route.
    @ObservationIgnored private var waiting: (requirement: TemplateRequirement, router: Weak)?

    /// A router held weakly: a dismissed presentation's router is let go.
    struct Weak {
        weak var router: TemplateRouter?
    }
    // routegen:end

    /// Opens stacks with `router`, the root of the navigation.
    func becomeOwned(by router: TemplateRouter) {
        open = { [weak router] stack in router?._open(stack) ?? false }
        // routegen:if requirements
        enforce = { [weak router] in router?._enforce() }
        // routegen:end
    }

    // MARK: Reporting

    /// Runs `change` with `cause` as the cause of what it changes.
    func with<Result>(_ cause: TemplateNavigationEvent.Cause, _ change: () -> Result) -> Result {
        let outer = self.cause
        self.cause = cause
        defer { self.cause = outer }
        return change()
    }

    /// Reports that `route` was presented or dismissed (or pushed, or popped).
    func report(_ kind: TemplateNavigationEvent.Kind, _ route: TemplateRoute) {
        onNavigate?(TemplateNavigationEvent(kind, route, cause: cause))
    }

    /// Reports a new path: the routes popped off the old one, top first, then those pushed, bottom first.
    func reportChange(of old: [TemplateRoute], to new: [TemplateRoute]) {
        guard onNavigate != nil else { return }
        let kept = zip(old, new).prefix(while: { $0 == $1 }).count
        for route in old[kept...].reversed() { report(.pop, route) }
        for route in new[kept...] { report(.push, route) }
    }
    // routegen:if requirements

    // MARK: Requirements

    /// Whether every requirement of `route` holds.
    func meets(_ route: TemplateRoute) -> Bool {
        firstUnmet(of: route.requirements) == nil
    }

    /// The first of `requirements` the app has not met, in the order of `routes.json`, where a
    /// requirement comes after those its route needs.
    func firstUnmet(of requirements: Set<TemplateRequirement>) -> TemplateRequirement? {
        requirements.isEmpty ? nil : TemplateRequirement.allCases.first { requirements.contains($0) && !isMet($0) }
    }

    /// Makes `stack` wait for `requirement`, whose route `router` shows.
    func wait(_ stack: [TemplateRoute], for requirement: TemplateRequirement, shownIn router: TemplateRouter) {
        withdraw()
        pending = stack
        waiting = (requirement, Weak(router: router))
        with(.requirement) { router._show(requirement.route) }
    }

    /// Stops waiting: the requirement's route is dismissed, or popped if it is on top of its stack.
    func withdraw() {
        guard let waiting else { return }
        pending = nil
        self.waiting = nil
        guard let router = waiting.router.router else { return }
        let route = waiting.requirement.route
        with(.requirement) {
            if (router.sheet ?? router.fullScreenCover) == route {
                router._dismissPresented()
            } else if router.path.last == route {
                router.path.removeLast()
            }
        }
    }

    /// Stops waiting and, if the requirement waited for is now met, opens the waiting stack.
    func resume() -> Bool {
        guard let stack = pending, let requirement = waiting?.requirement else { return false }
        withdraw()
        guard isMet(requirement) else { return false }
        return with(.requirement) { open(stack) }
    }

    /// `saved` without what its requirements keep out: the stack up to the first such route, and
    /// no presentation that has one.
    func admitted(_ saved: _SavedNavigation) -> _SavedNavigation {
        var saved = saved
        saved.path = Array(saved.path.prefix(while: meets))
        if let sheet = saved.sheet, !meets(sheet) { saved.sheet = nil }
        if let cover = saved.fullScreenCover, !meets(cover) { saved.fullScreenCover = nil }
        return saved
    }
    // routegen:end
}
// routegen:if tabs

// MARK: - Tab router

/// The selected tab and one ``TemplateRouter`` per tab: the navigation of a `TabView` whose tabs
/// each have their own `NavigationStack`.
///
/// A link selects its route's tab and opens in that tab's router; the other tabs keep their stacks.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor @Observable
public final class TemplateTabRouter {
    // routegen:if !requirements
    /// The tab on screen.
    // routegen:else
    /// The tab on screen: the tab selected last while its requirements hold, else the first tab
    /// shown, which stands in for it (a manifest always has a tab that requires nothing). SwiftUI's
    /// tabs and the UIKit tab bar select it: it is never a hidden tab.
    ///
    /// A requirement lost for a moment keeps the tab: it comes back once its requirements hold
    /// again, unless ``enforceRequirements()`` ran or people tapped the tab on screen meanwhile, which
    /// make that tab the selection. A hidden tab set here shows once its requirements hold.
    // routegen:end
    public var selectedTab: TemplateTab {
        get {
            // routegen:if requirements
            if !_shows(_lastSelected), let shown = TemplateTab.allCases.first(where: _shows) { return shown }
            // routegen:end
            return _lastSelected
        }
        set { _lastSelected = newValue }
    }

    /// The tab selected last, which `selectedTab` reads.
    private var _lastSelected: TemplateTab
    // routegen:if splitView

    /// Which column a compact width shows (iPhone, or a narrow window): the sidebar's list, or the
    /// selected tab's stack. A link and ``select(_:)`` show the stack.
    public var preferredCompactColumn: Column = .sidebar

    /// Whether the sidebar shows beside the stack where the width allows.
    public var columnVisibility: ColumnVisibility = .automatic
    // routegen:end

    // routegen:note `_<tab>Router`, never `_<tab>`: a tab may be named `lastSelected`, or as a property `@Observable` stores in `_<name>`.
    // routegen:each tabs
    private let _templateTabRouter = TemplateRouter()
    // routegen:end

    /// Whether a link or ``open(_:)`` has set the navigation, which restoration at launch then keeps.
    @ObservationIgnored private var _opened = false

    /// What the tabs' routers share, opened and enforced from here.
    @ObservationIgnored private let _shared = _SharedNavigation()

    /// Creates the routers, every stack empty, with `selectedTab` on screen.
    public init(selectedTab: TemplateTab = .templateTab) {
        _lastSelected = selectedTab
        for tab in TemplateTab.allCases { router(for: tab)._shared = _shared }
        _shared.open = { [weak self] stack in self?._open(stack) ?? false }
        // routegen:if requirements
        _shared.enforce = { [weak self] in self?._enforce() }
        // routegen:end
    }

    /// Reports every change of navigation in every tab, as ``TemplateRouter/onNavigate`` does.
    public var onNavigate: (@MainActor (TemplateNavigationEvent) -> Void)? {
        get { _shared.onNavigate }
        set { _shared.onNavigate = newValue }
    }

    /// The router of `tab`'s stack: the same instance every time.
    public func router(for tab: TemplateTab) -> TemplateRouter {
        switch tab {
        // routegen:each tabs
        case .templateTab: _templateTabRouter
        // routegen:end
        }
    }

    /// Selects `tab` as a tap on it does: another tab comes on screen with its stack as it was
    /// left; the tab already on screen goes back to its root, dismissing what it presents.
    ///
    /// The generated tab view routes people's taps through it, so tapping the selected tab again
    /// pops its stack, as in the system's apps.
    public func select(_ tab: TemplateTab) {
        // routegen:if splitView
        preferredCompactColumn = .detail
        // routegen:end
        guard tab == selectedTab else {
            selectedTab = tab
            return
        }
        // routegen:if requirements
        // The tab on screen may stand in for a hidden one: people chose it.
        if _lastSelected != tab { _lastSelected = tab }
        // routegen:end
        let router = router(for: tab)
        router.dismiss()
        router.popToRoot()
    }

    /// Opens a link in the tab of its route: selects the tab, makes the route's parents its stack and
    /// shows the route. The other tabs keep their stacks; what they presented is dismissed, as it
    /// would cover the route.
    // routegen:if requirements
    ///
    /// A link to a route whose requirements are unmet waits in ``pending`` instead, while the first
    /// unmet requirement's route is shown in the selected tab; it still returns true.
    // routegen:end
    ///
    /// - Returns: False, changing nothing, when no route takes the link.
    @discardableResult
    public func open(_ url: URL) -> Bool {
        guard let stack = TemplateRoute.stack(for: url) else { return false }
        _openLink(stack)
        return true
    }
    // routegen:if inApp

    /// Opens a link tapped inside the app as ``open(_:)`` opens a link: the app's own link, else an
    /// `http` or `https` link on any host that a route on any host takes
    /// (``TemplateRoute/stack(forInAppURL:)``). `templateOpenURL` hands it the links the app's views
    /// open; a UIKit app calls it from its text view's or web view's delegate.
    ///
    /// - Returns: False, changing nothing, when no route takes the link.
    @discardableResult
    public func open(inAppLink url: URL) -> Bool {
        guard let stack = TemplateRoute.stack(forInAppURL: url) else { return false }
        _openLink(stack)
        return true
    }
    // routegen:end

    /// Shows `route` in its tab as a link to it would.
    public func open(_ route: TemplateRoute) {
        _ = _open(route.stack)
    }

    /// Opens `stack` in its tab as a link does: for every door into the app (`TemplateRouting`,
    /// generated with `entryPoints`).
    public func _openLink(_ stack: [TemplateRoute]) {
        _shared.with(.link) { _ = _open(stack) }
    }

    /// The route on screen: the selected tab's ``TemplateRouter/visibleRoute``.
    public var visibleRoute: TemplateRoute? {
        router(for: selectedTab).visibleRoute
    }

    /// Opens `stack` in its tab, unless it waits for a requirement; returns whether it opened.
    private func _open(_ stack: [TemplateRoute]) -> Bool {
        guard let route = stack.last else { return false }
        _opened = true
        // routegen:if requirements
        _shared.withdraw()
        guard router(for: selectedTab)._admits(route, opening: stack) else { return false }
        // routegen:end
        for other in TemplateTab.allCases where other != route.tab { router(for: other).dismiss() }
        selectedTab = route.tab
        // routegen:if splitView
        preferredCompactColumn = .detail
        // routegen:end
        router(for: route.tab)._build(stack)
        return true
    }
    // routegen:if requirements

    // MARK: Requirements

    /// Whether the app has met a requirement, for every tab; every one, until you set it. A tab that
    /// requires one is hidden while it is unmet.
    public var isMet: @MainActor (TemplateRequirement) -> Bool {
        get { _shared.isMet }
        set { _shared.isMet = newValue }
    }

    /// The stack waiting for a requirement, as in ``TemplateRouter/pending``.
    public var pending: [TemplateRoute]? { _shared.pending }

    /// Takes the requirement's route away and opens ``pending`` in its tab if its requirements now
    /// hold, as ``TemplateRouter/resume()`` does.
    @discardableResult
    public func resume() -> Bool {
        _shared.resume()
    }

    /// Takes away every route whose requirements no longer hold, in every tab, and empties the stack
    /// of each tab whose own requirements no longer hold; if that tab is on screen, the first tab
    /// shown takes its place.
    public func enforceRequirements() {
        _shared.with(.requirement) { _enforce() }
    }

    /// Whether `tab` shows: its requirements hold.
    func _shows(_ tab: TemplateTab) -> Bool {
        _shared.firstUnmet(of: tab.requirements) == nil
    }

    private func _enforce() {
        for tab in TemplateTab.allCases {
            if _shows(tab) { router(for: tab)._enforce() } else { router(for: tab).replace(with: []) }
        }
        // The first tab shown, standing in for a hidden selected tab, becomes the selection.
        if _lastSelected != selectedTab { _lastSelected = selectedTab }
    }
    // routegen:end

    // MARK: Restoration

    // routegen:if !splitView
    /// Every tab's stack and presented route, and the selected tab, to save and hand to ``restore(from:)``.
    // routegen:else
    /// Every tab's stack and presented route, the selected tab and the columns, to save and hand to
    /// ``restore(from:)``.
    // routegen:end
    public var restorationData: Data {
        let tabs = Dictionary(uniqueKeysWithValues: TemplateTab.allCases.map { ($0.rawValue, router(for: $0)._saved) })
        let saved = _SavedTabs(
            // routegen:if splitView
            preferredCompactColumn: preferredCompactColumn.rawValue, columnVisibility: columnVisibility.rawValue,
            // routegen:end
            selectedTab: selectedTab.rawValue, tabs: tabs)
        return _SavedNavigation.encode(saved)
    }

    /// Restores what ``restorationData`` saved, each tab as ``TemplateRouter/restore(from:)`` does.
    ///
    /// A tab the data does not have (or that an update removed) starts empty; a selected tab this
    /// version no longer has leaves the selection as it is.
    // routegen:if requirements
    /// So does a selected tab whose requirements are unmet.
    // routegen:end
    public func restore(from data: Data) {
        _shared.with(.restoration) { _restore(_SavedNavigation.decode(data, as: _SavedTabs.self)) }
    }

    private func _restore(_ saved: _SavedTabs?) {
        for tab in TemplateTab.allCases { router(for: tab)._restore(saved?.tabs[tab.rawValue]) }
        if let selected = saved.flatMap({ TemplateTab(rawValue: $0.selectedTab) }) {
            // routegen:if requirements
            if _shows(selected) { selectedTab = selected }
            // routegen:else
            selectedTab = selected
            // routegen:end
        }
        // routegen:if splitView
        if let column = saved?.preferredCompactColumn.flatMap(Column.init) { preferredCompactColumn = column }
        if let visibility = saved?.columnVisibility.flatMap(ColumnVisibility.init) { columnVisibility = visibility }
        // routegen:end
    }

    /// Restores what ``restorationData`` saved unless a link has already opened: a link that launched
    /// the app wins over the last session, whichever of `onOpenURL` and `onAppear` SwiftUI calls first.
    func _restoreAtLaunch(from data: Data) {
        if !_opened { restore(from: data) }
    }
}
// routegen:if splitView

// MARK: Columns

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension TemplateTabRouter {
    /// A column of the split view, as a compact width shows one at a time: SwiftUI's
    /// `NavigationSplitViewColumn`, without SwiftUI, so that links and restoration can set it.
    nonisolated public enum Column: String, Hashable, Codable, Sendable {
        /// The list of tabs.
        case sidebar
        /// The selected tab's stack.
        case detail
    }

    /// Which columns show where the width allows: SwiftUI's `NavigationSplitViewVisibility`,
    /// without SwiftUI.
    nonisolated public enum ColumnVisibility: String, Hashable, Codable, Sendable {
        /// As the system chooses for the width and orientation.
        case automatic
        /// The sidebar beside the stack.
        case all
        /// The stack alone, the sidebar hidden.
        case detailOnly
    }
}
// routegen:end
// routegen:end

// MARK: - Saved navigation

/// What a router saves: its stack and presented routes, each as the enum encodes it, and the
/// navigation inside the presentation (a list of one, as a struct cannot hold itself).
nonisolated private struct _SavedNavigation: Codable {
    var path: [TemplateRoute]
    var sheet: TemplateRoute?
    var fullScreenCover: TemplateRoute?
    var presented: [_SavedNavigation]?

    /// Sorted keys, so the same navigation always saves the same bytes.
    static func encode(_ value: some Encodable) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return (try? encoder.encode(value)) ?? Data()
    }

    static func decode<Value: Decodable>(_ data: Data, as type: Value.Type) -> Value? {
        try? JSONDecoder().decode(type, from: data)
    }
    // routegen:if values

    /// Whether JSON holds `route`, with every value it stores.
    static func isStorable(_ route: TemplateRoute) -> Bool {
        (try? JSONEncoder().encode(route)) != nil
    }
    // routegen:end
}

nonisolated extension _SavedNavigation {
    /// Decodes what this version of the app still has: the stack up to its first unknown route.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        path = []
        if var routes = try? container.nestedUnkeyedContainer(forKey: .path) {
            while !routes.isAtEnd, let route = try? routes.decode(TemplateRoute.self) { path.append(route) }
        }
        sheet = try? container.decodeIfPresent(TemplateRoute.self, forKey: .sheet)
        fullScreenCover = try? container.decodeIfPresent(TemplateRoute.self, forKey: .fullScreenCover)
        presented = try? container.decodeIfPresent([_SavedNavigation].self, forKey: .presented)
    }
}
// routegen:if tabs

// routegen:if !splitView
/// What a tab router saves: the selected tab and each tab's navigation, by the tabs' raw values.
// routegen:else
/// What a tab router saves: the selected tab and each tab's navigation, by the tabs' raw values, and
/// the columns (optional, as data saved without them still restores).
// routegen:end
nonisolated private struct _SavedTabs: Codable {
    // routegen:if splitView
    var preferredCompactColumn: String?
    var columnVisibility: String?
    // routegen:end
    var selectedTab: String
    var tabs: [String: _SavedNavigation]
}
// routegen:end
#endif
// routegen:embed-end router
