import Foundation
import Testing

#if os(Linux)
// The stand-in brings `NSUserActivity`, which Apple's Foundation has and Linux's lacks (UIKit's
// would bring it too, but with Testing it asks for a `_Testing_UIKit` overlay only Apple ships).
import SwiftUI
#endif

/// Restoration data saved by an installed release, committed as bytes.
///
/// People update an app with their navigation saved (in `@SceneStorage`, or in a UIKit scene's
/// restoration activity), and the update must restore it. Routes will be able to carry app values,
/// stored as JSON objects; routes without such values keep the stored form they have now, byte for
/// byte, so that data saved before and after that change reads the same.
///
/// Each test reads bytes recorded from the generated code at 1fc6ea1 into a new router, compares what
/// it restored with routes written out here, saves again and compares the bytes. A failure means a
/// change broke data already saved on people's devices: fix the change, not the literal.
/// `RestorationTests` covers data an update can read only in part (a removed route or tab).
@Suite("Restoring data saved by an installed release")
@MainActor
struct SavedDataCompatibilityTests {
    /// A saved order's identifier.
    static let orderID = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!

    /// A seller in the catalog's query values.
    static let seller = UUID(uuidString: "3F2504E0-4F89-11D3-9A0C-0305E82C3301")!

    /// Data as a release saved it.
    static func saved(_ json: String) -> Data { Data(json.utf8) }

    // MARK: A stack with presented routes (`tabs-and-sheets`)

    /// `StoreRouter`: a stack with a query value, a sheet and a full-screen cover.
    static let storeStack = #"{"fullScreenCover":"\/sign-in","path":["\/products?category=running%20shoes","\/products\/42"],"sheet":"\/products\/42\/review"}"#

    @Test("a stack with a sheet and a cover saved by an installed release restores unchanged, and saves the same bytes")
    func storeStackKeepsItsForm() {
        let router = StoreRouter(path: [.settings])
        router.restore(from: Self.saved(Self.storeStack))
        #expect(router.navigation == Navigation(
            path: [.category(category: "running shoes"), .product(id: 42)], sheet: .review(id: 42), fullScreenCover: .signIn))
        expectBytes(router.restorationData, Self.storeStack)
    }

    // MARK: Tabs (`tabs-and-sheets`, `split-view`)

    /// `StoreTabRouter`: every tab's stack and presented route, and the selected tab.
    static let storeTabs = #"{"selectedTab":"orders","tabs":{"orders":{"path":["\/orders\/E621E1F8-C36C-495A-93FC-0C247A3E6E5F"],"sheet":"\/orders\/E621E1F8-C36C-495A-93FC-0C247A3E6E5F\/return"},"profile":{"fullScreenCover":"\/sign-in","path":["\/settings"]},"shop":{"path":["\/products","\/products\/7"],"sheet":"\/products\/7\/review"}}}"#

    /// What each tab of `storeTabs` holds.
    static let storeTabNavigation: [StoreTab: Navigation<StoreRoute>] = [
        .shop: Navigation(path: [.category(), .product(id: 7)], sheet: .review(id: 7)),
        .orders: Navigation(path: [.order(orderID: orderID)], sheet: .returnRequest(orderID: orderID)),
        .profile: Navigation(path: [.settings], fullScreenCover: .signIn),
    ]

    @Test("a tab router saved by an installed release restores every tab and the selection, and saves the same bytes")
    func storeTabsKeepTheirForm() {
        let tabs = StoreTabRouter()
        tabs.restore(from: Self.saved(Self.storeTabs))
        #expect(tabs.selectedTab == .orders)
        for tab in StoreTab.allCases {
            #expect(tabs.router(for: tab).navigation == Self.storeTabNavigation[tab], "\(tab)")
        }
        expectBytes(tabs.restorationData, Self.storeTabs)
    }

    /// `NotesTabRouter` of the split view layout: the tabs, the selection and the columns.
    static let notesSplitView = #"{"columnVisibility":"detailOnly","preferredCompactColumn":"detail","selectedTab":"drafts","tabs":{"drafts":{"path":["\/drafts\/5"]},"notes":{"path":["\/notes\/3"],"sheet":"\/notes\/3\/share"},"search":{"path":["\/search?q=to%20do"]},"shared":{"path":[]}}}"#

    @Test("a split view saved by an installed release restores its columns, every tab and the selection, and saves the same bytes")
    func splitViewKeepsItsForm() {
        let tabs = NotesTabRouter()
        tabs.restore(from: Self.saved(Self.notesSplitView))
        #expect(tabs.selectedTab == .drafts)
        #expect(tabs.preferredCompactColumn == .detail)
        #expect(tabs.columnVisibility == .detailOnly)
        #expect(tabs.router(for: .notes).navigation == Navigation(path: [.note(id: 3)], sheet: .share(id: 3)))
        #expect(tabs.router(for: .drafts).navigation == Navigation(path: [.draft(id: 5)]))
        #expect(tabs.router(for: .shared).navigation == Navigation(path: []))
        #expect(tabs.router(for: .search).navigation == Navigation(path: [.results(q: "to do")]))
        expectBytes(tabs.restorationData, Self.notesSplitView)
    }

    // MARK: Stacks inside presentations (`flows`)

    /// `FlowRouter`: a sheet with a stack inside, a sheet over it, and a cover over that.
    static let flowLevels = #"{"path":["\/cart"],"presented":[{"path":["\/cart\/checkout\/shipping","\/cart\/checkout\/payment"],"presented":[{"fullScreenCover":"\/cart\/checkout\/payment\/card\/scan","path":[]}],"sheet":"\/cart\/checkout\/payment\/card"}],"sheet":"\/cart\/checkout"}"#

    @Test("presentations with stacks inside saved by an installed release restore every level, and save the same bytes")
    func flowLevelsKeepTheirForm() {
        let router = FlowRouter()
        router.restore(from: Self.saved(Self.flowLevels))
        #expect(levels(router) == [
            Navigation(path: [.cart], sheet: .checkout),
            Navigation(path: [.shipping, .payment], sheet: .addCard),
            Navigation(path: [], fullScreenCover: .scanCard),
            Navigation(path: []),
        ])
        expectBytes(router.restorationData, Self.flowLevels)
    }

    // MARK: Routes stored as their link (`link-shapes`, `any-host`)

    /// `ShapeRouter`: routes on some hosts and routes of a shared path as their links, the others
    /// (a route chosen by its query items among them) as their paths.
    static let shapes = #"{"fullScreenCover":"example:\/\/explore","path":["https:\/\/example.com\/","https:\/\/blog.example.com\/","https:\/\/blog.example.com\/login","https:\/\/example.com\/login","example:\/\/explore","https:\/\/example.com\/explore","\/settings","\/products","\/products\/42","\/checkout","\/w\/index.php","\/w\/index.php?search=a%20b&title=Special%3ASearch","\/w\/index.php?title=Cats%20%26%20Dogs&oldid=3","\/projects\/4","\/projects\/4?token=t%2Fk"],"sheet":"https:\/\/blog.example.com\/a%2Fb%3Fc"}"#

    @Test("routes on some hosts and of a shared path, saved by an installed release as their links, restore unchanged, and save the same bytes")
    func linkShapesKeepTheirForm() {
        let router = ShapeRouter()
        router.restore(from: Self.saved(Self.shapes))
        #expect(router.path == [
            .home, .blogHome, .blogPost(slug: "login"), .login, .exploreTab, .webExplore, .settings, .productList,
            .product(id: 42), .checkout, .mainPage, .search(search: "a b", title: "Special:Search"),
            .article(title: "Cats & Dogs", oldid: 3), .project(id: 4), .projectPreview(id: 4, token: "t/k"),
        ])
        #expect(router.sheet == .blogPost(slug: "a/b?c"))
        #expect(router.fullScreenCover == .exploreTab)
        expectBytes(router.restorationData, Self.shapes)
    }

    /// `FediRouter`: routes on any host as `http` links, the app's own routes as their paths.
    static let anyHost = #"{"path":["\/","\/@alice","\/@alice\/42","http:\/\/mastodon.social\/@bob\/7","\/tags\/swift","http:\/\/example.social\/tags\/swift?sort=new","http:\/\/blog.example.com\/2024\/5\/hello-world","\/settings"]}"#

    @Test("routes on any host saved by an installed release as their http links restore unchanged, and save the same bytes")
    func anyHostKeepsItsForm() {
        let router = FediRouter()
        router.restore(from: Self.saved(Self.anyHost))
        #expect(router.path == [
            .home, .profile(account: "alice"), .localStatus(account: "alice", id: 42),
            .status(server: "mastodon.social", account: "bob", id: 7), .localTag(tag: "swift"), .tag(tag: "swift", sort: "new"),
            .post(blog: "blog.example.com", year: 2024, month: 5, slug: "hello-world"), .settings,
        ])
        #expect(router.sheet == nil && router.fullScreenCover == nil)
        expectBytes(router.restorationData, Self.anyHost)
    }

    // MARK: Query values, lists and custom types (`lists-and-custom-types`)

    /// `CatalogRouter`: required, optional, defaulted and list query values, a UUID, a URL and an
    /// app type, in the path and presented.
    static let catalog = #"{"fullScreenCover":"\/prices\/19.99\/false","path":["\/search?q=red%20shoes&page=2&maxPrice=99.5&inStock=true&tags=a%20b&tags=c%26d&ids=1&ids=2&seller=3F2504E0-4F89-11D3-9A0C-0305E82C3301&source=https%3A%2F%2Fexample.com%2Fa%3Fb%3Dc&tab=sale","\/items\/7?q=x"],"sheet":"\/Browse\/new"}"#

    @Test("routes with query values, lists and custom types saved by an installed release restore unchanged, and save the same bytes")
    func queryValuesKeepTheirForm() throws {
        let router = CatalogRouter()
        router.restore(from: Self.saved(Self.catalog))
        let source = try #require(URL(string: "https://example.com/a?b=c"))
        #expect(router.navigation == Navigation(
            path: [
                .search(
                    q: "red shoes", page: 2, maxPrice: 99.5, inStock: true, tags: ["a b", "c&d"], ids: [1, 2],
                    seller: Self.seller, source: source, tab: .sale),
                .item(id: 7, q: "x"),
            ],
            sheet: .browse(tab: .new), fullScreenCover: .price(amount: 19.99, inclusive: false)))
        expectBytes(router.restorationData, Self.catalog)
    }

    // MARK: The route enum's own Codable (`lists-and-custom-types`, `carried-paths`)

    /// `[CatalogRoute]` as `JSONEncoder` with sorted keys writes it: every kind of value.
    static let catalogRoutes = #"["\/search?q=shoes","\/search?q=%C3%BCn%C3%AF%20%2B%20plus&page=0&maxPrice=0.1&inStock=true&tags=a%20b&tags=c%2Cd&ids=-3&ids=0&seller=3F2504E0-4F89-11D3-9A0C-0305E82C3301&source=https%3A%2F%2Fexample.com%2Fa%3Fb%3Dc%26d%3De&tab=new","\/Browse\/featured","\/items\/-1","\/items\/7?q=q%2Fx","\/prices\/-0.5\/true","\/prices\/1e%2B21\/false","\/open\/https%3A%2F%2Fexample.com%2Fpath%3Fx%3D1%23frag"]"#

    @Test("routes of every value kind encoded by an installed release decode unchanged with Codable, and encode to the same bytes")
    func routeCodableKeepsItsForm() throws {
        let routes = try JSONDecoder().decode([CatalogRoute].self, from: Self.saved(Self.catalogRoutes))
        let source = try #require(URL(string: "https://example.com/a?b=c&d=e"))
        let target = try #require(URL(string: "https://example.com/path?x=1#frag"))
        #expect(routes == [
            .search(q: "shoes"),
            .search(
                q: "\u{FC}n\u{EF} + plus", page: 0, maxPrice: 0.1, inStock: true, tags: ["a b", "c,d"], ids: [-3, 0],
                seller: Self.seller, source: source, tab: .new),
            .browse(tab: .featured), .item(id: -1), .item(id: 7, q: "q/x"),
            .price(amount: -0.5, inclusive: true), .price(amount: 1e21, inclusive: false),
            .external(target: target),
        ])
        expectBytes(try Self.sortedKeys.encode(routes), Self.catalogRoutes)
    }

    /// `[BrowserRoute]` (fixture `carried-paths`, no router): routes only a carrier opens as their
    /// paths, and `page`, whose path such a route may take, as its link.
    static let carriedPaths = #"["\/","\/bookmarks","\/settings","\/settings\/newtab","\/settings\/search?engine=duck%20duck%20go","\/settings\/search","https:\/\/www.example.org\/settings","https:\/\/www.example.org\/about"]"#

    @Test("routes only a carrier opens, stored as their paths, and pages stored as their links decode unchanged with Codable, and encode to the same bytes")
    func carriedOnlyKeepsItsForm() throws {
        let routes = try JSONDecoder().decode([BrowserRoute].self, from: Self.saved(Self.carriedPaths))
        #expect(routes == [
            .home, .bookmarks, .settings, .newTabSettings, .searchSettings(engine: "duck duck go"), .searchSettings(),
            .page(slug: "settings"), .page(slug: "about"),
        ])
        expectBytes(try Self.sortedKeys.encode(routes), Self.carriedPaths)
    }

    /// The encoder the routers save with: sorted keys, nothing else.
    static var sortedKeys: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return encoder
    }

    // MARK: A scene's restoration activity (UIKit, `tabs-and-sheets`)

    #if canImport(UIKit) && !os(watchOS)
    @Test("a scene's restoration activity saved by an installed release restores, and the next one holds the same bytes under the same key")
    func restorationActivityKeepsItsForm() {
        let saved = NSUserActivity(activityType: "com.example.store.route")
        saved.userInfo = ["RouteGenNavigation": Self.saved(Self.storeTabs)]
        let tabs = StoreTabRouter()
        tabs.restore(from: saved)
        #expect(tabs.selectedTab == .orders)
        for tab in StoreTab.allCases {
            #expect(tabs.router(for: tab).navigation == Self.storeTabNavigation[tab], "\(tab)")
        }
        let next = tabs.restorationActivity
        #expect(next.activityType == "com.example.store.route")
        #expect(next.userInfo?.count == 1)
        expectBytes(next.userInfo?["RouteGenNavigation"] as? Data ?? Data(), Self.storeTabs)
    }
    #endif
}

/// Expects `data` to be exactly the bytes of `json`; a failure shows the text that was saved.
///
/// Compares bytes, not strings: two strings `==` calls equal (composed and decomposed `é`) can differ
/// in bytes, and the bytes are what an installed release reads.
private func expectBytes(_ data: Data, _ json: String, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(
        data == Data(json.utf8), "saved \(String(decoding: data, as: UTF8.self))", sourceLocation: sourceLocation)
}
