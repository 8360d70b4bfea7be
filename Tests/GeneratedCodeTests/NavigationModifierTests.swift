#if os(Linux)
import Foundation
import SwiftUI
import Testing

/// The generated SwiftUI modifiers, run on the Linux stand-in: the closures they register with
/// `onOpenURL`, `onContinueUserActivity`, `onAppear` and `onChange` are called as SwiftUI would.
@Suite("The generated SwiftUI modifiers")
@MainActor
struct NavigationModifierTests {
    typealias OpenURL = (URL) -> Void

    /// Calls what `view` registered with `onOpenURL`, as SwiftUI does when a link arrives.
    func receive(_ link: String, in view: some View) throws {
        let handlers = _find(OpenURL.self, in: view)
        try #require(handlers.count == 1)
        handlers[0](try #require(URL(string: link)))
    }

    @Test("a link a route takes opens in the router; nothing goes back to the system")
    func takenLink() throws {
        OpenURLAction._opened = []
        let router = StoreRouter()
        try receive("store://products/42/review", in: Text("").storeLinks(router))
        #expect(router.navigation == Navigation(path: [.category(), .product(id: 42)], sheet: .review(id: 42)))
        #expect(OpenURLAction._opened == [])
    }

    @Test("a web link no route takes goes back to the system once; if it comes straight back, it stops")
    func webLinkGoesBack() throws {
        OpenURLAction._opened = []
        let router = StoreRouter(path: [.settings])
        let view = Text("").storeLinks(router)
        let link = "https://store.example.com/about"
        try receive(link, in: view)
        try receive(link, in: view)
        #expect(OpenURLAction._opened == [URL(string: link)])
        try receive(link, in: view)
        #expect(OpenURLAction._opened.count == 2)
        #expect(router.navigation == Navigation(path: [.settings]))
    }

    @Test("a custom-scheme link no route takes opens nothing: the app's own scheme would come back")
    func schemeLinkStops() throws {
        OpenURLAction._opened = []
        let router = StoreRouter()
        try receive("store://about", in: Text("").storeLinks(router))
        #expect(OpenURLAction._opened == [])
    }

    @Test("a web page handed off from a browser opens like a link, in its route's tab")
    func userActivity() throws {
        let tabs = StoreTabRouter()
        let view = Text("").storeLinks(tabs)
        let handlers = _find(((NSUserActivity) -> Void).self, in: view)
        try #require(handlers.count == 2)
        #expect(_find(String.self, in: view) == [NSUserActivityTypeBrowsingWeb, StoreUserActivity.type])
        let activity = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
        activity.webpageURL = URL(string: "https://store.example.com/settings")
        handlers[0](activity)
        #expect(tabs.selectedTab == .profile)
        #expect(tabs.router(for: .profile).path == [.settings])
    }

    @Test("restoration restores once, on first appearance, and saves every change under its key")
    func restoration() throws {
        let saved = StoreRouter(path: [.category(), .product(id: 7)])
        _sceneStorage["StoreRouter"] = saved.restorationData
        let router = StoreRouter()
        let view = Text("").storeRestoration(router)
        let appear = try #require(_find((() -> Void).self, in: view).first)
        appear()
        #expect(router.path == [.category(), .product(id: 7)])
        router.path = []
        appear()
        #expect(router.path == [], "restored twice")

        let change = try #require(_find(((Data, Data) -> Void).self, in: view).first)
        router.push(.settings)
        change(Data(), router.restorationData)
        #expect(_sceneStorage["StoreRouter"] == router.restorationData)
        #expect(_find(Data.self, in: Text("").storeRestoration(router)).first == router.restorationData)
    }

    @Test("a link that launches the app wins over restoration, whichever of onOpenURL and onAppear SwiftUI calls first",
          arguments: [true, false])
    func launchLinkBeatsRestoration(linkFirst: Bool) throws {
        _sceneStorage["StoreTabRouter"] = {
            let last = StoreTabRouter()
            last.open(.settings)
            return last.restorationData
        }()
        let tabs = StoreTabRouter()
        let view = Text("").storeLinks(tabs).storeRestoration(tabs)
        let appear = try #require(_find((() -> Void).self, in: view).first)
        if linkFirst {
            try receive("store://orders/9F1C7E62-2A4B-4B8E-9C3D-0E5F6A7B8C9D", in: view)
            appear()
        } else {
            appear()
            #expect(tabs.selectedTab == .profile, "the last session is restored first")
            try receive("store://orders/9F1C7E62-2A4B-4B8E-9C3D-0E5F6A7B8C9D", in: view)
        }
        #expect(tabs.selectedTab == .orders)
        #expect(tabs.router(for: .orders).path == [.order(orderID: try #require(UUID(uuidString: "9F1C7E62-2A4B-4B8E-9C3D-0E5F6A7B8C9D")))])
    }

    @Test("without a link, restoration at launch restores the last session")
    func restorationWithoutLink() throws {
        let last = StoreRouter(path: [.category(), .product(id: 3)])
        _sceneStorage["LaunchKey"] = last.restorationData
        let router = StoreRouter()
        let appear = try #require(_find((() -> Void).self, in: Text("").storeRestoration(router, key: "LaunchKey")).first)
        appear()
        #expect(router.path == [.category(), .product(id: 3)])
    }

    @Test("a link no route takes goes to the app's callback when it gives one, web or custom scheme, and never to the system")
    func unhandledCallback() throws {
        OpenURLAction._opened = []
        var unhandled: [URL] = []
        let router = StoreRouter()
        let view = Text("").storeLinks(router, unhandled: { unhandled.append($0) })
        try receive("https://store.example.com/about", in: view)
        try receive("store://about", in: view)
        try receive("store://settings", in: view)
        #expect(unhandled == [URL(string: "https://store.example.com/about"), URL(string: "store://about")])
        #expect(OpenURLAction._opened == [])
        #expect(router.path == [.settings], "a link a route takes still opens")
    }

    @Test("two windows keep their own navigation in their own scene storage, and restore their own")
    func twoWindows() throws {
        defer { _scene = nil }
        for (window, route) in [("A", StoreRoute.settings), ("B", .product(id: 5))] {
            _scene = window
            let router = StoreTabRouter()
            let change = try #require(_find(((Data, Data) -> Void).self, in: Text("").storeRestoration(router)).first)
            router.open(route)
            change(Data(), router.restorationData)
        }

        // The next launch: each window's new router restores what that window saved.
        for (window, tab) in [("A", StoreTab.profile), ("B", StoreTab.shop)] {
            _scene = window
            let router = StoreTabRouter()
            let appear = try #require(_find((() -> Void).self, in: Text("").storeRestoration(router)).first)
            appear()
            #expect(router.selectedTab == tab, "window \(window)")
        }
    }

    @Test("a tab router's restoration has its own key")
    func tabRestorationKey() throws {
        let tabs = StoreTabRouter()
        tabs.open(URL(string: "store://settings")!)
        let change = try #require(_find(((Data, Data) -> Void).self, in: Text("").storeRestoration(tabs)).first)
        change(Data(), tabs.restorationData)
        #expect(_sceneStorage["StoreTabRouter"] == tabs.restorationData)
    }

    @Test("the tabs view's selection goes through select(_:): a tap on another tab switches, on the tab on screen pops to its root")
    func tabsViewSelection() throws {
        let tabs = StoreTabRouter()
        tabs.router(for: .shop).path = [.product(id: 1)]
        tabs.router(for: .orders).path = [.order(orderID: product)]
        // Both `TabView`s (the `Tab` one and the `tabItem` fallback) bind the same selection.
        let selection = try #require(_find(Binding<StoreTab>.self, in: StoreTabsView(router: tabs).body).first)
        #expect(selection.wrappedValue == .shop)
        selection.wrappedValue = .orders
        #expect(tabs.selectedTab == .orders)
        #expect(tabs.router(for: .shop).path == [.product(id: 1)], "switching keeps the stack left")
        selection.wrappedValue = .orders
        #expect(tabs.router(for: .orders).path == [], "a tap on the tab on screen pops it to its root")
    }

    @Test("the tabs view selects the tab the router has on screen, never a tab hidden by a requirement lost")
    func tabsViewSelectsAShownTab() throws {
        let session = Session()
        session.signedIn = true
        let tabs = GuardedTabRouter()
        tabs.isMet = session.isMet
        tabs.select(.orders)
        let selection = try #require(_find(Binding<GuardedTab>.self, in: GuardedTabsView(router: tabs).body).first)
        #expect(selection.wrappedValue == .orders)
        session.signedIn = false
        #expect(selection.wrappedValue == .shop && selection.wrappedValue == tabs.tabScreen.selectedTab, "as UIKit's tab bar")
    }

    @Test("in the sidebar-adaptable layout a link selects its route's tab, in a section or the search tab")
    func sidebarAdaptableLinks() throws {
        let tabs = LibraryTabRouter()
        #expect(tabs.open(try #require(URL(string: "library://albums/7"))))
        #expect(tabs.selectedTab == .albums)
        #expect(tabs.router(for: .albums).path == [.album(id: 7)])
        #expect(tabs.open(try #require(URL(string: "library://search?q=blue"))))
        #expect(tabs.selectedTab == .search)
        #expect(tabs.router(for: .search).path == [.results(q: "blue")])
        #expect(LibraryTab.allCases.map(\.title) == ["Listen Now", "Albums", "Artists", "Search"])
    }

    @Test("in the sidebar-adaptable layout every tab and section has a stable customization ID, named from the stem")
    func customizationIDs() {
        let strings = _find(String.self, in: LibraryTabsView(router: LibraryTabRouter()).body)
        #expect(strings.filter { $0.hasPrefix("Library.") }
            == ["Library.listenNow", "Library.albums", "Library.artists", "Library.section.Library", "Library.search"])
    }

    @Test("a tab that requires what the app has not met is hidden, and shows once it is met")
    func hiddenTab() {
        let tabs = GuardedTabRouter()
        let session = Session()
        tabs.isMet = session.isMet
        func hidden() -> [Bool] { _find(_TabHidden.self, in: GuardedTabsView(router: tabs).body).map(\.isHidden) }
        #expect(hidden() == [true], "the orders tab, the only one that requires anything")
        session.signedIn = true
        #expect(hidden() == [false])
    }

    // MARK: Split view

    @Test("the split view's sidebar leaves out a tab whose requirements are unmet")
    func splitViewLeavesOutUnmetTab() {
        let tabs = NotesTabRouter()
        func listed() -> [AnyHashable?] {
            _find(NavigationLink<Label<Text, Image>, Never>.self, in: NotesSplitView(router: tabs).body).map(\.value)
        }
        tabs.isMet = { _ in false }
        #expect(listed() == [NotesTab.notes, .drafts, .search].map { $0 as AnyHashable? })
        tabs.isMet = { _ in true }
        #expect(listed() == NotesTab.allCases.map { $0 as AnyHashable? })
    }

    @Test("the split view's sidebar lists the tabs in their sections, and its selection goes through select(_:)")
    func splitViewSidebar() throws {
        let tabs = NotesTabRouter()
        tabs.router(for: .drafts).path = [.draft(id: 1)]
        let body = NotesSplitView(router: tabs).body
        let links = _find(NavigationLink<Label<Text, Image>, Never>.self, in: body)
        #expect(links.map(\.value) == NotesTab.allCases.map { $0 as AnyHashable })
        #expect(_find(Text.self, in: body).map(\.content) == ["Folders"], "one titled section")
        let selection = try #require(_find(Binding<NotesTab?>.self, in: body).first)
        selection.wrappedValue = .drafts
        #expect(tabs.selectedTab == .drafts && tabs.preferredCompactColumn == .detail)
        #expect(tabs.router(for: .drafts).path == [.draft(id: 1)], "switching keeps the stack left")
        selection.wrappedValue = .drafts
        #expect(tabs.router(for: .drafts).path == [], "a tap on the item on screen pops it to its root")
        selection.wrappedValue = nil
        #expect(tabs.selectedTab == .drafts, "no selection keeps the item on screen")
    }

    @Test("the split view's detail column is the selected tab's stack, with that tab's router", arguments: NotesTab.allCases)
    func splitViewDetail(tab: NotesTab) {
        let tabs = NotesTabRouter(selectedTab: tab)
        let routers = Self.rendered(NotesRouter.self, in: NotesSplitView(router: tabs).body)
        #expect(!routers.isEmpty && routers.allSatisfy { $0 === tabs.router(for: tab) })
    }

    @Test("the split view's columns are the router's: a compact width's column, and the sidebar's visibility")
    func splitViewColumns() throws {
        let tabs = NotesTabRouter()
        let body = NotesSplitView(router: tabs).body
        let column = try #require(_find(Binding<NavigationSplitViewColumn>.self, in: body).first)
        let visibility = try #require(_find(Binding<NavigationSplitViewVisibility>.self, in: body).first)
        #expect(column.wrappedValue == .sidebar && visibility.wrappedValue == .automatic)
        tabs.open(NotesRoute.draft(id: 1))
        #expect(column.wrappedValue == .detail, "a link shows the stack")
        column.wrappedValue = .sidebar
        #expect(tabs.preferredCompactColumn == .sidebar)
        visibility.wrappedValue = .doubleColumn
        #expect(tabs.columnVisibility == .all, "with two columns, doubleColumn is all")
        visibility.wrappedValue = .detailOnly
        #expect(tabs.columnVisibility == .detailOnly && visibility.wrappedValue == .detailOnly)
    }

    @Test("the split view opens links and keeps its navigation under the tab router's key")
    func splitViewLinksAndRestoration() throws {
        let tabs = NotesTabRouter()
        let view = NotesSplitView(router: tabs).body
        try receive("notes://search?q=milk", in: view)
        #expect(tabs.selectedTab == .search && tabs.router(for: .search).path == [.results(q: "milk")])
        let change = try #require(_find(((Data, Data) -> Void).self, in: view).first)
        change(Data(), tabs.restorationData)
        #expect(_sceneStorage["NotesTabRouter"] == tabs.restorationData)
    }

    // MARK: Flows

    /// What the sheet of `router`'s navigation shows for `route`, as SwiftUI would present it.
    func presented(_ route: FlowRoute, by router: FlowRouter) throws -> Any {
        let sheets = _find(_PresentedContent.self, in: Text("").flowNavigation(router))
        return try #require(sheets.lazy.compactMap { $0.show(route) }.first)
    }

    @Test("a presented route that hosts a stack is the root of a NavigationStack bound to the sheet's own router")
    func sheetHostsItsStack() throws {
        let router = FlowRouter()
        router.open(FlowRoute.payment)
        let sheet = try presented(.checkout, by: router)
        let checkout = try #require(router.presentedRouter)
        let found = Self.rendered(_EnvironmentObject<FlowRouter>.self, in: sheet).map(\.object)
        #expect(!found.isEmpty && found.allSatisfy { $0 === checkout }, "the sheet's views find its router")
        let path = try #require(Self.rendered(Binding<[FlowRoute]>.self, in: sheet).first)
        #expect(path.wrappedValue == [.shipping, .payment])
        path.wrappedValue = [.shipping]
        #expect(checkout.path == [.shipping], "the stack inside the sheet is the sheet's router's path")
        #expect(router.path == [.cart])
    }

    @Test("a presented route that is no one's parent has no stack, and its views find the presentation's router")
    func sheetWithoutStack() throws {
        let router = FlowRouter()
        router.show(.help)
        let sheet = try presented(.help, by: router)
        #expect(Self.rendered(Binding<[FlowRoute]>.self, in: sheet).isEmpty)
        let found = Self.rendered(_EnvironmentObject<FlowRouter>.self, in: sheet).map(\.object)
        #expect(!found.isEmpty && found.allSatisfy { $0 === router.presentedRouter })
    }

    /// Every value of type `T` in `view` as SwiftUI would draw it: its stored values, the parts of
    /// containers and modifiers, and the bodies of views, however deep. Objects are matched, not entered.
    static func rendered<T>(_ type: T.Type, in view: Any, depth: Int = 0) -> [T] {
        guard depth < 64 else { return [] }
        if let value = view as? T { return [value] }
        var parts: [Any] = []
        if let inspectable = view as? any _Inspectable { parts += inspectable._parts }
        if let view = view as? any View, let body = Self.body(of: view) { parts.append(body) }
        let mirror = Mirror(reflecting: view)
        if mirror.displayStyle != .class { parts += mirror.children.map(\.value) }
        return parts.flatMap { rendered(type, in: $0, depth: depth + 1) }
    }

    /// A view's body, nil for a primitive view.
    static func body<V: View>(of view: V) -> Any? {
        V.Body.self == Never.self ? nil : view.body
    }
}
#endif
