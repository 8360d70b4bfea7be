// The template of every generated `<Enum>+Router.swift`: the lines between the `template`
// markers, which scripts/embed-templates.sh copies into RouteGenCore (TemplateSource.router) and
// RouterEmitter prints with the manifest's names (`Template` is the stem, `TemplateRoute` the enum,
// `templateTab` a tab, and
// outside a tab's `each` block the first one, `public` the access level). The directives are `Template`'s, in
// Sources/RouteGenCore/Emit/Template.swift.

import Foundation

// routegen:template-begin
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
    public var path: [TemplateRoute]

    /// The route presented as a sheet over the stack, if any.
    public var sheet: TemplateRoute? {
        didSet { if sheet != oldValue { _presentationChanged() } }
    }

    /// The route presented over the whole screen, if any.
    public var fullScreenCover: TemplateRoute? {
        didSet { if fullScreenCover != oldValue { _presentationChanged() } }
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

    /// Creates a router whose stack holds `path`, with nothing presented.
    public init(path: [TemplateRoute] = []) {
        self.path = path
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

    /// Shows `route` as `routes.json` says: pushed, or presented as a sheet or full-screen cover.
    public func show(_ route: TemplateRoute) {
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
    private func _dismissPresented() {
        sheet = nil
        fullScreenCover = nil
    }

    /// A new router for a new presentation, none when nothing is presented.
    private func _presentationChanged() {
        guard sheet != nil || fullScreenCover != nil else {
            presentedRouter = nil
            return
        }
        let router = TemplateRouter()
        router.presentingRouter = self
        presentedRouter = router
    }

    // MARK: Links

    /// Opens a universal link or custom-scheme URL: the route's parents become the stack, then the
    /// route is pushed or presented, and whatever was presented before is dismissed. Parents inside
    /// a presentation open inside it: each presented route on the way is presented, and what follows
    /// it goes on the stack of its ``presentedRouter``.
    ///
    /// - Parameter url: A link, from `onOpenURL` or a notification.
    /// - Returns: False, changing nothing, when no route takes the link; hand it back to the system
    ///   (`openURL`) then, as it may be a page of the website the app does not show.
    @discardableResult
    public func open(_ url: URL) -> Bool {
        guard let stack = TemplateRoute.stack(for: url) else { return false }
        _open(stack)
        return true
    }

    /// Shows `route` as a link to it would: over its parents, with nothing else presented.
    public func open(_ route: TemplateRoute) {
        _open(route.stack)
    }

    /// Makes `stack` the navigation: the routes up to the first presented one as the path, that one
    /// presented, and the rest opened inside it, level by level.
    func _open(_ stack: [TemplateRoute]) {
        _opened = true
        guard let presented = stack.firstIndex(where: { $0.presentation != .push }) else { return replace(with: stack) }
        replace(with: Array(stack[..<presented]))
        show(stack[presented])
        presentedRouter?._open(Array(stack[(presented + 1)...]))
    }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension TemplateRouter {
    /// The stack and the presented route, to save (in `@SceneStorage`, say) and hand to
    /// ``restore(from:)`` on the next launch.
    ///
    /// Each route is saved as the enum encodes it, its path (`"/products/42"`), so saved data
    /// outlives app updates that keep the route's path.
    public var restorationData: Data {
        _SavedNavigation.encode(_saved)
    }

    /// Restores what ``restorationData`` saved, as far as this version of the app still has it.
    ///
    /// Never fails: the stack keeps its routes up to the first one that no longer decodes (a route
    /// an update removed or changed) and drops the rest, a presented route that no longer decodes
    /// is not presented, and data that cannot be read at all leaves the stack empty.
    public func restore(from data: Data) {
        _restore(_SavedNavigation.decode(data, as: _SavedNavigation.self))
    }

    /// Restores what ``restorationData`` saved unless a link has already opened: a link that launched
    /// the app wins over the last session, whichever of `onOpenURL` and `onAppear` SwiftUI calls first.
    func _restoreAtLaunch(from data: Data) {
        if !_opened { restore(from: data) }
    }

    /// The navigation as it is saved, with the navigation inside the presentation when it has any.
    fileprivate var _saved: _SavedNavigation {
        let inside = presentedRouter.flatMap { $0.path.isEmpty && $0.presentedRouter == nil ? nil : [$0._saved] }
        return _SavedNavigation(path: path, sheet: sheet, fullScreenCover: fullScreenCover, presented: inside)
    }

    /// Restores saved navigation, level by level; nil leaves nothing on the stack.
    fileprivate func _restore(_ saved: _SavedNavigation?) {
        path = saved?.path ?? []
        sheet = saved?.sheet
        fullScreenCover = saved?.fullScreenCover
        presentedRouter?._restore(saved?.presented?.first)
    }
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
    /// The tab on screen.
    public var selectedTab: TemplateTab
    // routegen:if splitView

    /// Which column a compact width shows (iPhone, or a narrow window): the sidebar's list, or the
    /// selected tab's stack. A link and ``select(_:)`` show the stack.
    public var preferredCompactColumn: Column = .sidebar

    /// Whether the sidebar shows beside the stack where the width allows.
    public var columnVisibility: ColumnVisibility = .automatic
    // routegen:end

    // routegen:note `_<tab>Router`, never `_<tab>`: `@Observable` stores `selectedTab` in `_selectedTab`.
    // routegen:each tabs
    private let _templateTabRouter = TemplateRouter()
    // routegen:end

    /// Whether a link or ``open(_:)`` has set the navigation, which restoration at launch then keeps.
    @ObservationIgnored private var _opened = false

    /// Creates the routers, every stack empty, with `selectedTab` on screen.
    public init(selectedTab: TemplateTab = .templateTab) {
        self.selectedTab = selectedTab
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
        let router = router(for: tab)
        router.dismiss()
        router.popToRoot()
    }

    /// Opens a link in the tab of its route: selects the tab, makes the route's parents its stack and
    /// shows the route. The other tabs keep their stacks; what they presented is dismissed, as it
    /// would cover the route.
    ///
    /// - Returns: False, changing nothing, when no route takes the link.
    @discardableResult
    public func open(_ url: URL) -> Bool {
        guard let stack = TemplateRoute.stack(for: url) else { return false }
        _open(stack)
        return true
    }

    /// Shows `route` in its tab as a link to it would.
    public func open(_ route: TemplateRoute) {
        _open(route.stack)
    }

    private func _open(_ stack: [TemplateRoute]) {
        guard let tab = stack.last?.tab else { return }
        _opened = true
        for other in TemplateTab.allCases where other != tab { router(for: other).dismiss() }
        selectedTab = tab
        // routegen:if splitView
        preferredCompactColumn = .detail
        // routegen:end
        router(for: tab)._open(stack)
    }

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
    public func restore(from data: Data) {
        let saved = _SavedNavigation.decode(data, as: _SavedTabs.self)
        for tab in TemplateTab.allCases { router(for: tab)._restore(saved?.tabs[tab.rawValue]) }
        if let selected = saved.flatMap({ TemplateTab(rawValue: $0.selectedTab) }) { selectedTab = selected }
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
// routegen:template-end
