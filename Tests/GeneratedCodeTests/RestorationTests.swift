import Foundation
import Testing

/// Restoration within one version of the app. `RestorationAcrossUpdatesTests` (SnapshotTests)
/// saves with one generation of a manifest and restores with the next.
@Suite("Restoring a router")
@MainActor
struct RestorationTests {
    /// Saved navigation as an older version of the app might have written it.
    static func saved(_ json: String) -> Data { Data(json.utf8) }

    @Test("the path and presented routes survive a save and a restore")
    func roundTrip() {
        let router = StoreRouter(path: [.category(category: "shoes"), .product(id: 42)])
        router.sheet = .review(id: 42)
        router.fullScreenCover = .signIn
        let restored = StoreRouter(path: [.settings])
        restored.restore(from: router.restorationData)
        #expect(restored.navigation == router.navigation)
    }

    @Test("saved data is the routes' paths, with sorted keys: the same navigation saves the same bytes")
    func format() {
        let router = StoreRouter(path: [.category(), .product(id: 42)])
        router.sheet = .review(id: 42)
        #expect(String(decoding: router.restorationData, as: UTF8.self)
            == #"{"path":["\/products","\/products\/42"],"sheet":"\/products\/42\/review"}"#)
        let same = StoreRouter(path: router.path)
        same.sheet = .review(id: 42)
        #expect(same.restorationData == router.restorationData)
    }

    @Test("a route this version no longer has ends the path there; a presented one is not presented")
    func removedRoute() {
        let router = StoreRouter()
        router.restore(from: Self.saved(#"{"path":["/products","/wishlist","/products/42"],"sheet":"/wishlist","fullScreenCover":"/sign-in"}"#))
        #expect(router.navigation == Navigation(path: [.category()], fullScreenCover: .signIn))
    }

    @Test("a route whose parameter changed type no longer decodes, and is dropped like a removed one")
    func changedRoute() {
        let router = StoreRouter()
        router.restore(from: Self.saved(#"{"path":["/orders/42","/settings"]}"#))
        #expect(router.navigation == Navigation(path: []))
    }

    @Test("data that cannot be read at all leaves the stack empty and nothing presented", arguments: [
        "", "not json", "[]", #"{"path":"/products"}"#, #"{"path":[1,2]}"#, "{}",
    ])
    func unreadable(text: String) {
        let router = StoreRouter(path: [.settings])
        router.sheet = .review(id: 1)
        router.restore(from: Self.saved(text))
        #expect(router.navigation == Navigation(path: []))
    }

    @Test("a tab router restores every tab and the selection")
    func tabs() {
        let tabs = StoreTabRouter()
        tabs.open(URL(string: "store://products/42/review")!)
        tabs.open(URL(string: "store://settings")!)
        tabs.router(for: .orders).push(.order(orderID: order))
        let restored = StoreTabRouter()
        restored.restore(from: tabs.restorationData)
        #expect(restored.selectedTab == .profile)
        for tab in StoreTab.allCases {
            #expect(restored.router(for: tab).navigation == tabs.router(for: tab).navigation, "\(tab)")
        }
    }

    @Test("a tab or selection this version no longer has is ignored; a tab the data lacks starts empty")
    func removedTab() {
        let tabs = StoreTabRouter(selectedTab: .orders)
        tabs.router(for: .profile).push(.settings)
        tabs.restore(from: Self.saved(#"{"selectedTab":"wishlist","tabs":{"wishlist":{"path":["/products"]},"shop":{"path":["/products","/products/7"]}}}"#))
        #expect(tabs.selectedTab == .orders)
        #expect(tabs.router(for: .shop).path == [.category(), .product(id: 7)])
        #expect(tabs.router(for: .profile).path == [])
    }
}
