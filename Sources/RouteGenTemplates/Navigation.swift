// The template of every generated `<Enum>+Navigation.swift`: the lines between the `routegen:embed`
// markers, which scripts/embed-sources.sh copies into RouteGenCore (TemplateSource.navigation)
// and NavigationEmitter prints with the manifest's names, as Router.swift's are.

import Foundation

// routegen:embed-begin navigation
#if canImport(SwiftUI) && canImport(Observation)
import SwiftUI

// MARK: - Navigation

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension View {
    /// Shows `router`'s navigation on the enclosing `NavigationStack`: the view of every route on
    /// its path, and the route it presents, with the views of `destinations`. The views on the
    /// stack and in its sheets find the router in the environment: `@Environment(TemplateRouter.self)`.
    ///
    /// Apply it to the stack's root view, the stack's path bound to the router's:
    ///
    /// ```swift
    /// NavigationStack(path: $router.path) {
    ///     HomeView().templateNavigation(router, ShopDestinations())
    /// }
    /// ```
    public func templateNavigation(_ router: TemplateRouter, _ destinations: some TemplateRouteDestinations) -> some View {
        modifier(_Navigation(router: router, destinations: destinations))
    }
    // routegen:if views
    // routegen:if viewsNeedUIKit
    #if canImport(UIKit) && !os(watchOS)
    // routegen:end

    /// Shows `router`'s navigation on the enclosing `NavigationStack` with the views `routes.json` names.
    public func templateNavigation(_ router: TemplateRouter) -> some View {
        templateNavigation(router, TemplateRouteViews())
    }
    // routegen:if viewsNeedUIKit
    #endif
    // routegen:end
    // routegen:end
}

/// The destinations of the path, and the presented routes with the same views.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
private struct _Navigation<Destinations: TemplateRouteDestinations>: ViewModifier {
    let router: TemplateRouter
    let destinations: Destinations

    func body(content: Content) -> some View {
        content
            .templateRouteDestinations(destinations)
            // routegen:if presented
            .modifier(_Presentations(router: router, destinations: destinations))
            // routegen:else
            .environment(router)
            // routegen:end
    }
}
// routegen:if presented

/// What `router` presents, each presentation with its own router, and `router` in the environment.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
private struct _Presentations<Destinations: TemplateRouteDestinations>: ViewModifier {
    @Bindable var router: TemplateRouter
    let destinations: Destinations

    func body(content: Content) -> some View {
        content
            // routegen:if sheet
            .sheet(item: $router.sheet) { route in _Presented(route: route, presenter: router, destinations: destinations) }
            // routegen:end
            // routegen:if fullScreenCover
            // routegen:note macOS has no full-screen cover; a sheet is the nearest it has.
            #if os(macOS)
            .sheet(item: $router.fullScreenCover) { route in
                _Presented(route: route, presenter: router, destinations: destinations)
            }
            #else
            .fullScreenCover(item: $router.fullScreenCover) { route in
                _Presented(route: route, presenter: router, destinations: destinations)
            }
            #endif
            // routegen:end
            .environment(router)
    }
}

/// A presented route's view, whose views find the presentation's own router in the environment:
// routegen:if flows
/// at the root of a `NavigationStack` of its own when the route hosts one, so that its children are
/// pushed inside the presentation.
// routegen:else
/// what they show from there is shown over the presentation.
// routegen:end
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
private struct _Presented<Destinations: TemplateRouteDestinations>: View {
    let route: TemplateRoute
    let presenter: TemplateRouter
    let destinations: Destinations

    var body: some View {
        if let router = presenter.presentedRouter {
            // routegen:if flows
            if route.hostsStack {
                _Stack(router: router, destinations: destinations, root: destinations.view(for: route))
            } else {
                destinations.view(for: route).modifier(_Presentations(router: router, destinations: destinations))
            }
            // routegen:else
            destinations.view(for: route).modifier(_Presentations(router: router, destinations: destinations))
            // routegen:end
        }
    }
}
// routegen:end
// routegen:if stacks

/// A stack: its router's path, its root view, and the router's navigation on it.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
private struct _Stack<Root: View, Destinations: TemplateRouteDestinations>: View {
    @Bindable var router: TemplateRouter
    let destinations: Destinations
    let root: Root

    var body: some View {
        NavigationStack(path: $router.path) {
            root.templateNavigation(router, destinations)
        }
    }
}
// routegen:end

// MARK: - Restoration

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension View {
    /// Keeps `router`'s navigation in `@SceneStorage` under `key`: restored once, when the view
    /// first appears, and saved on every change. Routes an app update removed are dropped.
    ///
    /// Give each router of a scene its own key.
    public func templateRestoration(_ router: TemplateRouter, key: String = "TemplateRouter") -> some View {
        modifier(_Restoration(key: key, data: { router.restorationData }, restore: { router._restoreAtLaunch(from: $0) }))
    }
    // routegen:if tabs

    /// Keeps every tab's navigation and the selected tab in `@SceneStorage` under `key`, as for one router.
    public func templateRestoration(_ router: TemplateTabRouter, key: String = "TemplateTabRouter") -> some View {
        modifier(_Restoration(key: key, data: { router.restorationData }, restore: { router._restoreAtLaunch(from: $0) }))
    }
    // routegen:end
}

/// Restores once, on first appearance, then saves on every change of the navigation.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
private struct _Restoration: ViewModifier {
    @SceneStorage private var saved: Data?
    @State private var hasRestored = false
    let data: @MainActor () -> Data
    let restore: @MainActor (Data) -> Void

    init(key: String, data: @escaping @MainActor () -> Data, restore: @escaping @MainActor (Data) -> Void) {
        _saved = SceneStorage(key)
        self.data = data
        self.restore = restore
    }

    func body(content: Content) -> some View {
        content
            .onAppear {
                guard !hasRestored else { return }
                hasRestored = true
                if let saved { restore(saved) }
            }
            .onChange(of: data()) { _, data in saved = data }
    }
}
// routegen:if tabs
// routegen:if !splitView

// MARK: - Tabs

/// The app's tabs: a `TabView` with one `NavigationStack` per tab, each with its own router, root
/// view, destinations and presented routes, all driven by one ``TemplateTabRouter``. It opens the
/// links the app receives and keeps the navigation in `@SceneStorage`. Every view finds the tab
/// router in the environment (`@Environment(TemplateTabRouter.self)`), and the views of a tab its
/// own router.
// routegen:if sidebarAdaptable
///
/// From iOS 18, macOS 15 and visionOS 2, people can hide tabs and reorder them within sections in
/// the sidebar; their arrangement is kept in `@AppStorage` (`TabViewCustomization`).
// routegen:end
///
/// Keep the router in the scene's root view, not in the `App`: each window (on iPad, Mac and
/// Vision Pro) then has its own navigation, and restores its own.
///
/// ```swift
/// struct RootView: View {
///     @State private var router = TemplateTabRouter()
///
///     var body: some View {
// routegen:if views
///         TemplateTabsView(router: router)
// routegen:else
///         TemplateTabsView(router: router, destinations: ShopDestinations())
// routegen:end
///     }
/// }
/// ```
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
public struct TemplateTabsView<Destinations: TemplateRouteDestinations>: View {
    private let router: TemplateTabRouter
    private let destinations: Destinations
    private let restorationKey: String
    private let unhandledLink: (@MainActor (URL) -> Void)?

    /// Creates the tabs.
    ///
    /// - Parameters:
    ///   - router: The selected tab and the tabs' routers.
    ///   - destinations: The views of the routes.
    // routegen:if !sidebarAdaptable
    ///   - restorationKey: The `@SceneStorage` key of the navigation.
    // routegen:else
    ///   - restorationKey: The `@SceneStorage` key of the navigation; followed by `.customization`,
    ///     the `@AppStorage` key of the tabs' arrangement.
    // routegen:end
    ///   - unhandledLink: What to do with a link no route takes; nil hands web links to the system.
    public init(
        router: TemplateTabRouter,
        destinations: Destinations,
        restorationKey: String = "TemplateTabRouter",
        unhandledLink: (@MainActor (URL) -> Void)? = nil
    ) {
        self.router = router
        self.destinations = destinations
        self.restorationKey = restorationKey
        self.unhandledLink = unhandledLink
    }

    public var body: some View {
        _tabView
            .templateLinks(router, unhandled: unhandledLink)
            .templateRestoration(router, key: restorationKey)
            .environment(router)
    }

    /// The `TabView`: with the `Tab` API where the system has it, else with `tabItem(_:)`, which it replaces.
    @ViewBuilder
    private var _tabView: some View {
        if #available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *) {
            TabView(selection: _selection) {
                // routegen:each sections
                // routegen:if section
                TabSection("TemplateSectionTitle") {
                    // routegen:each tabs
                    // routegen:if search
                    // routegen:use searchTab
                    SwiftUI.Tab("TemplateTabTitle", systemImage: "TemplateTabImage", value: TemplateTab.templateTab, role: .search) {
                        _Stack(router: router.router(for: .templateTab), destinations: destinations, root: _templateTabRoot)
                    }
                    // routegen:end
                    // routegen:else
                    // routegen:use tab
                    SwiftUI.Tab("TemplateTabTitle", systemImage: "TemplateTabImage", value: TemplateTab.templateTab) {
                        _Stack(router: router.router(for: .templateTab), destinations: destinations, root: _templateTabRoot)
                    }
                    // routegen:end
                    // routegen:end
                    // routegen:end
                }
                // routegen:if sidebarAdaptable
                .customizationID("TemplateSectionCustomizationID")
                // routegen:end
                // routegen:else
                // routegen:each tabs
                // routegen:note Qualified: an app's own `Tab` type would shadow SwiftUI's.
                // routegen:if search
                // routegen:define searchTab
                SwiftUI.Tab("TemplateTabTitle", systemImage: "TemplateTabImage", value: TemplateTab.templateTab, role: .search) {
                    _Stack(router: router.router(for: .templateTab), destinations: destinations, root: _templateTabRoot)
                }
                // routegen:use hidden
                // routegen:end
                // routegen:use customization
                // routegen:end
                // routegen:end
                // routegen:else
                // routegen:define tab
                SwiftUI.Tab("TemplateTabTitle", systemImage: "TemplateTabImage", value: TemplateTab.templateTab) {
                    _Stack(router: router.router(for: .templateTab), destinations: destinations, root: _templateTabRoot)
                }
                // routegen:define hidden
                // routegen:if requires
                // routegen:note tvOS and watchOS cannot hide a tab: it shows, its stack emptied while unmet.
                #if !os(tvOS) && !os(watchOS)
                .hidden(!router._shows(.templateTab))
                #endif
                // routegen:end
                // routegen:end
                // routegen:define customization
                // routegen:if sidebarAdaptable
                .customizationID("TemplateTabCustomizationID")
                // routegen:if !customizable
                // routegen:note `disabled` and `sidebar` are iOS's and visionOS's; macOS lets people hide no tab.
                #if os(iOS) || os(visionOS)
                .customizationBehavior(.disabled, for: .sidebar, .tabBar)
                #endif
                // routegen:end
                // routegen:end
                // routegen:end
                // routegen:end
                // routegen:end
                // routegen:end
                // routegen:end
                // routegen:end
            }
            // routegen:if sidebarAdaptable
            // routegen:note Not on watchOS, which has no sidebar.
            #if !os(watchOS)
            .tabViewStyle(.sidebarAdaptable)
            #endif
            // routegen:note Customization is iOS's, macOS's and visionOS's.
            #if os(iOS) || os(macOS) || os(visionOS)
            .modifier(_TabCustomization(key: restorationKey + ".customization"))
            #endif
            // routegen:end
        } else {
            TabView(selection: _selection) {
                // routegen:each tabs
                // routegen:if requires
                if router._shows(.templateTab) {
                    _Stack(router: router.router(for: .templateTab), destinations: destinations, root: _templateTabRoot)
                        .tabItem { Label("TemplateTabTitle", systemImage: "TemplateTabImage") }
                        .tag(TemplateTab.templateTab)
                }
                // routegen:else
                _Stack(router: router.router(for: .templateTab), destinations: destinations, root: _templateTabRoot)
                    .tabItem { Label("TemplateTabTitle", systemImage: "TemplateTabImage") }
                    .tag(TemplateTab.templateTab)
                // routegen:end
                // routegen:end
            }
        }
    }

    /// The selection as people's taps change it: through ``TemplateTabRouter/select(_:)``, so that a
    /// tap on the tab on screen takes it back to its root.
    private var _selection: Binding<TemplateTab> {
        let router = router
        return Binding(get: { router.selectedTab }, set: { router.select($0) })
    }

    // routegen:define roots
    // MARK: Roots from routes.json
    // routegen:each tabs

    /// The root view of tab `templateTabName`.
    private var _templateTabRoot: some View {
        // routegen:note The expression is the manifest's: a compiler error in it points at its line there.
        // routegen:slot root
        #sourceLocation(file: "routes.json", line: 1)
        TemplateTabRootView()
        #sourceLocation()
        // routegen:end
    }
    // routegen:end
    // routegen:end
}
// routegen:if views
// routegen:if viewsNeedUIKit
#if canImport(UIKit) && !os(watchOS)
// routegen:end

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension TemplateTabsView where Destinations == TemplateRouteViews {
    /// Creates the tabs, showing the views `routes.json` names.
    public init(
        router: TemplateTabRouter,
        restorationKey: String = "TemplateTabRouter",
        unhandledLink: (@MainActor (URL) -> Void)? = nil
    ) {
        self.init(router: router, destinations: TemplateRouteViews(), restorationKey: restorationKey, unhandledLink: unhandledLink)
    }
}
// routegen:if viewsNeedUIKit
#endif
// routegen:end
// routegen:end
// routegen:end
// routegen:if splitView

// MARK: - Split view

/// The app's tabs as a split view: a sidebar that lists them (in their sections) and, beside it,
/// the selected one's `NavigationStack`, with its own router, root view, destinations and presented
/// routes, all driven by one ``TemplateTabRouter``. A compact width (iPhone, a narrow window) shows
/// one column at a time: the list, or the stack that a tap on an item or a link shows. It opens the
/// links the app receives and keeps the navigation, columns included, in `@SceneStorage`.
///
/// Keep the router in the scene's root view, not in the `App`, as for ``TemplateTabRouter``:
///
/// ```swift
/// struct RootView: View {
///     @State private var router = TemplateTabRouter()
///
///     var body: some View {
// routegen:if views
///         TemplateSplitView(router: router)
// routegen:else
///         TemplateSplitView(router: router, destinations: ShopDestinations())
// routegen:end
///     }
/// }
/// ```
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
public struct TemplateSplitView<Destinations: TemplateRouteDestinations>: View {
    private let router: TemplateTabRouter
    private let destinations: Destinations
    private let restorationKey: String
    private let unhandledLink: (@MainActor (URL) -> Void)?

    /// Creates the split view.
    ///
    /// - Parameters:
    ///   - router: The selected tab, the columns and the tabs' routers.
    ///   - destinations: The views of the routes.
    ///   - restorationKey: The `@SceneStorage` key of the navigation.
    ///   - unhandledLink: What to do with a link no route takes; nil hands web links to the system.
    public init(
        router: TemplateTabRouter,
        destinations: Destinations,
        restorationKey: String = "TemplateTabRouter",
        unhandledLink: (@MainActor (URL) -> Void)? = nil
    ) {
        self.router = router
        self.destinations = destinations
        self.restorationKey = restorationKey
        self.unhandledLink = unhandledLink
    }

    public var body: some View {
        NavigationSplitView(columnVisibility: _columnVisibility, preferredCompactColumn: _preferredCompactColumn) {
            List(selection: _selection) {
                // routegen:each sections
                // routegen:if section
                Section("TemplateSectionTitle") {
                    // routegen:each tabs
                    // routegen:use sidebarItem
                    NavigationLink(value: TemplateTab.templateTab) { Label("TemplateTabTitle", systemImage: "TemplateTabImage") }
                    // routegen:end
                    // routegen:end
                }
                // routegen:else
                // routegen:each tabs
                // routegen:define sidebarItem
                // routegen:if requires
                if router._shows(.templateTab) {
                    NavigationLink(value: TemplateTab.templateTab) { Label("TemplateTabTitle", systemImage: "TemplateTabImage") }
                }
                // routegen:else
                NavigationLink(value: TemplateTab.templateTab) { Label("TemplateTabTitle", systemImage: "TemplateTabImage") }
                // routegen:end
                // routegen:end
                // routegen:end
                // routegen:end
                // routegen:end
            }
        } detail: {
            _detail
        }
        .templateLinks(router, unhandled: unhandledLink)
        .templateRestoration(router, key: restorationKey)
        .environment(router)
    }

    /// The selected tab's stack.
    @ViewBuilder
    private var _detail: some View {
        switch router.selectedTab {
        // routegen:each tabs
        case .templateTab:
            _Stack(router: router.router(for: .templateTab), destinations: destinations, root: _templateTabRoot)
        // routegen:end
        }
    }

    /// The sidebar's selection as people's taps change it: through ``TemplateTabRouter/select(_:)``,
    /// so that a tap on the item on screen takes it back to its root.
    private var _selection: Binding<TemplateTab?> {
        let router = router
        return Binding(get: { router.selectedTab }, set: { if let tab = $0 { router.select(tab) } })
    }

    /// The column a compact width shows, kept in the router.
    private var _preferredCompactColumn: Binding<NavigationSplitViewColumn> {
        let router = router
        return Binding(
            get: { router.preferredCompactColumn == .detail ? .detail : .sidebar },
            set: { router.preferredCompactColumn = $0 == .detail ? .detail : .sidebar })
    }

    /// The columns that show where the width allows, kept in the router; with two columns SwiftUI's
    /// `doubleColumn` is `all`.
    private var _columnVisibility: Binding<NavigationSplitViewVisibility> {
        let router = router
        return Binding(
            get: {
                switch router.columnVisibility {
                case .automatic: .automatic
                case .all: .all
                case .detailOnly: .detailOnly
                }
            },
            set: { visibility in
                switch visibility {
                case .automatic: router.columnVisibility = .automatic
                case .detailOnly: router.columnVisibility = .detailOnly
                default: router.columnVisibility = .all
                }
            })
    }

    // routegen:use roots
    // MARK: Roots from routes.json

    /// The root view of tab `templateTabName`.
    private var _templateTabRoot: some View {
        TemplateTabRootView()
    }
    // routegen:end
}
// routegen:if views
// routegen:if viewsNeedUIKit
#if canImport(UIKit) && !os(watchOS)
// routegen:end

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension TemplateSplitView where Destinations == TemplateRouteViews {
    /// Creates the split view, showing the views `routes.json` names.
    public init(
        router: TemplateTabRouter,
        restorationKey: String = "TemplateTabRouter",
        unhandledLink: (@MainActor (URL) -> Void)? = nil
    ) {
        self.init(router: router, destinations: TemplateRouteViews(), restorationKey: restorationKey, unhandledLink: unhandledLink)
    }
}
// routegen:if viewsNeedUIKit
#endif
// routegen:end
// routegen:end
// routegen:end
// routegen:if sidebarAdaptable

#if os(iOS) || os(macOS) || os(visionOS)

/// The arrangement people make of the tabs in the sidebar (hidden tabs, the order within sections),
/// kept in `@AppStorage` under `key`: the same in every window, as Apple advises for
/// `TabViewCustomization`.
@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
private struct _TabCustomization: ViewModifier {
    @AppStorage private var customization: TabViewCustomization

    init(key: String) {
        _customization = AppStorage(wrappedValue: TabViewCustomization(), key)
    }

    func body(content: Content) -> some View {
        content.tabViewCustomization($customization)
    }
}
#endif
// routegen:end
// routegen:end
#endif
// routegen:embed-end navigation
