#if os(Linux)
import Foundation
import Observation
import Testing

// The UIKit rendering of the routers (`<Enum>+UIKit.swift`, fixtures `tabs-and-sheets`, `flows`
// and `requirements`): the screen differences as plain values, and the generated navigation and tab
// bar controllers run on the UIKit stand-in, whose view controllers keep their stacks,
// presentations and selection as UIKit documents. What UIKit shows is read back as routes
// (``UIKitStage``) and compared with the router, the one source of state.

// MARK: - The view controllers of the fixtures

/// Every route's view controller knows its route, and every tab's root its tab.
struct StoreTestControllers: StoreRouteViewControllers {
    func category(category: String) -> ViewController { RouteViewController(StoreRoute.category(category: category)) }
    func product(id: Int) -> ViewController { RouteViewController(StoreRoute.product(id: id)) }
    func review(id: Int) -> ViewController { RouteViewController(StoreRoute.review(id: id)) }
    func order(orderID: UUID) -> ViewController { RouteViewController(StoreRoute.order(orderID: orderID)) }
    func returnRequest(orderID: UUID) -> ViewController { RouteViewController(StoreRoute.returnRequest(orderID: orderID)) }
    func settings() -> ViewController { RouteViewController(StoreRoute.settings) }
    func signIn() -> ViewController { RouteViewController(StoreRoute.signIn) }
    func rootViewController(for tab: StoreTab) -> ViewController { TabRootViewController(tab) }
}

struct FlowTestControllers: FlowRouteViewControllers {
    func cart() -> ViewController { RouteViewController(FlowRoute.cart) }
    func checkout() -> ViewController { RouteViewController(FlowRoute.checkout) }
    func shipping() -> ViewController { RouteViewController(FlowRoute.shipping) }
    func payment() -> ViewController { RouteViewController(FlowRoute.payment) }
    func addCard() -> ViewController { RouteViewController(FlowRoute.addCard) }
    func scanCard() -> ViewController { RouteViewController(FlowRoute.scanCard) }
    func help() -> ViewController { RouteViewController(FlowRoute.help) }
}

struct GuardedTestControllers: GuardedRouteViewControllers {
    func cart() -> ViewController { RouteViewController(GuardedRoute.cart) }
    func checkout() -> ViewController { RouteViewController(GuardedRoute.checkout) }
    func shipping() -> ViewController { RouteViewController(GuardedRoute.shipping) }
    func payment() -> ViewController { RouteViewController(GuardedRoute.payment) }
    func addCard() -> ViewController { RouteViewController(GuardedRoute.addCard) }
    func order(id: Int) -> ViewController { RouteViewController(GuardedRoute.order(id: id)) }
    func signIn() -> ViewController { RouteViewController(GuardedRoute.signIn) }
    func createAccount() -> ViewController { RouteViewController(GuardedRoute.createAccount) }
    func verifyEmail() -> ViewController { RouteViewController(GuardedRoute.verifyEmail) }
    func help() -> ViewController { RouteViewController(GuardedRoute.help) }
    func giftCard(code: String) -> ViewController { RouteViewController(GuardedRoute.giftCard(code: code)) }
    func rootViewController(for tab: GuardedTab) -> ViewController { TabRootViewController(tab) }
}

/// The modules fixture's view controllers, one conformance per fragment, as each feature module
/// would write its own, composed by the generated `ModularFeatureViewControllers`.
struct ModularRootTestControllers: ModularRootViewControllers {
    func home() -> ViewController { RouteViewController(ModularRoute.home) }
    func rootViewController(for tab: ModularTab) -> ViewController { TabRootViewController(tab) }
}

struct CatalogTestControllers: CatalogViewControllers {
    func catalog() -> ViewController { RouteViewController(ModularRoute.catalog) }
    func product(id: Int) -> ViewController { RouteViewController(ModularRoute.product(id: id)) }
    func review(id: Int) -> ViewController { RouteViewController(ModularRoute.review(id: id)) }
}

struct CartTestControllers: CartViewControllers {
    func cart() -> ViewController { RouteViewController(ModularRoute.cart) }
    // In place of the manifest's view, hosted by default.
    func cartItem(id: Int) -> ViewController { RouteViewController(ModularRoute.cartItem(id: id)) }
    func checkout() -> ViewController { RouteViewController(ModularRoute.checkout) }
}

struct AccountTestControllers: AccountViewControllers {
    func account() -> ViewController { RouteViewController(ModularRoute.account) }
    func signIn() -> ViewController { RouteViewController(ModularRoute.signIn) }
}

struct OrdersTestControllers: OrdersViewControllers {
    func orders() -> ViewController { RouteViewController(ModularRoute.orders) }
    func order(id: Int) -> ViewController { RouteViewController(ModularRoute.order(id: id)) }
    func savedOrders(filter: OrderFilter) -> ViewController { RouteViewController(ModularRoute.savedOrders(filter: filter)) }
}

/// Lets the main actor run what observation scheduled: each controller renders its router's change.
@MainActor
func settle() async {
    for _ in 0..<8 { await Task.yield() }
}

// MARK: - Screen differences

@Suite("UIKit: screen differences")
struct ScreenChangeTests {
    // Two objects alive for the whole test: identifiers of freed objects may be equal.
    let routers = (Fired(), Fired())
    var router: ObjectIdentifier { ObjectIdentifier(routers.0) }
    var otherRouter: ObjectIdentifier { ObjectIdentifier(routers.1) }

    @Test("the unchanged bottom of the stack is kept; the rest is pushed")
    func keepsThePrefix() {
        let shown = StoreScreen(stack: [.category(), .product(id: 1), .product(id: 2)])
        let change = shown.change(to: StoreScreen(stack: [.category(), .product(id: 1), .settings]))
        #expect(change == StoreScreen.Change(kept: 2, pushed: [.settings], dismisses: false, presents: nil))
        #expect(change.changesStack(from: shown))
        let same = shown.change(to: shown)
        #expect(same == StoreScreen.Change(kept: 3, pushed: [], dismisses: false, presents: nil))
        #expect(!same.changesStack(from: shown))
        #expect(shown.change(to: StoreScreen()) == StoreScreen.Change(kept: 0, pushed: [], dismisses: false, presents: nil))
        #expect(shown.change(to: StoreScreen()).changesStack(from: shown))
    }

    @Test("a presentation that differs is dismissed and the new one presented; the same one stays")
    func presentations() {
        let review = StoreScreen.Presented(route: .review(id: 1), style: .sheet, router: router)
        let signIn = StoreScreen.Presented(route: .signIn, style: .fullScreenCover, router: otherRouter)
        let shown = StoreScreen(stack: [.settings], presented: review)
        #expect(shown.change(to: shown).presents == nil && !shown.change(to: shown).dismisses)
        #expect(shown.change(to: StoreScreen(stack: [.settings], presented: signIn))
            == StoreScreen.Change(kept: 1, pushed: [], dismisses: true, presents: signIn))
        #expect(shown.change(to: StoreScreen(stack: [.settings]))
            == StoreScreen.Change(kept: 1, pushed: [], dismisses: true, presents: nil))
        #expect(StoreScreen().change(to: shown) == StoreScreen.Change(kept: 0, pushed: [.settings], dismisses: false, presents: review))
        // The same route presented anew (dismissed and presented between two renders) has a new router.
        var again = review
        again.router = otherRouter
        #expect(shown.change(to: StoreScreen(stack: [.settings], presented: again)).dismisses)
    }

    @Test("people's pops keep the bottom routes and what is presented")
    func popped() {
        let review = StoreScreen.Presented(route: .review(id: 1), style: .sheet, router: router)
        let shown = StoreScreen(stack: [.category(), .product(id: 1)], presented: review)
        #expect(shown.popped(to: 1) == StoreScreen(stack: [.category()], presented: review))
        #expect(shown.popped(to: -1).stack.isEmpty)
        #expect(shown.popped(to: 5) == shown)
    }

    @Test("a router's screen is its path and what it presents, with the router inside the presentation")
    @MainActor
    func routerScreen() throws {
        let router = StoreRouter(path: [.settings])
        #expect(router.screen == StoreScreen(stack: [.settings]))
        router.show(.review(id: 2))
        let inside = try #require(router.presentedRouter)
        #expect(router.screen == StoreScreen(
            stack: [.settings], presented: .init(route: .review(id: 2), style: .sheet, router: ObjectIdentifier(inside))))
        router.dismiss()
        router.show(.signIn)
        #expect(router.screen.presented?.style == .fullScreenCover && router.screen.presented?.route == .signIn)
    }
}

// MARK: - The controllers, on the stand-in

// One test at a time: the generated controllers share what waits to be presented, and UIKit's
// counts of refusals are global, so another test's events would retry or count in this one's.
@Suite("UIKit: the navigation and tab bar controllers", .serialized)
@MainActor
struct UIKitNavigationTests {
    /// What the tab bar shows, as values: the tabs, the selected one, and each tab's levels.
    func shown(_ tabBar: StoreTabBarController) -> (tabs: [StoreTab], selected: StoreTab?, levels: [StoreTab: [Navigation<StoreRoute>]]) {
        let (tabs, selected) = UIKitStage.tabs(tabBar, stacks: tabBar.stacks)
        var levels: [StoreTab: [Navigation<StoreRoute>]] = [:]
        for (tab, stack) in tabBar.stacks { levels[tab] = UIKitStage.levels(stack, of: StoreRoute.self) }
        return (tabs, selected, levels)
    }

    /// What the router holds, in the same form.
    func held(_ router: StoreTabRouter) -> (tabs: [StoreTab], selected: StoreTab?, levels: [StoreTab: [Navigation<StoreRoute>]]) {
        var levels: [StoreTab: [Navigation<StoreRoute>]] = [:]
        for tab in StoreTab.allCases { levels[tab] = GeneratedCodeTests.levels(router.router(for: tab)) }
        return (router.tabScreen.tabs, router.selectedTab, levels)
    }

    @Test("every row of the URL table, opened one after another, shows in UIKit what the router holds", arguments: UIKitStage.Transitions.allCases)
    func everyLinkOfTheTable(_ transitions: UIKitStage.Transitions) async throws {
        let scene = UIKitStage.Scene(transitions)
        let router = StoreTabRouter()
        let tabBar = scene.onScreen(StoreTabBarController(router: router, destinations: StoreTestControllers()))
        for tab in StoreTab.allCases { #expect(UIKitStage.root(of: try #require(tabBar.stacks[tab]), is: tab)) }
        for row in storeCases + storeCases.reversed() {
            router.open(try #require(URL(string: row.link)))
            await scene.settle()
            let (shown, held) = (shown(tabBar), held(router))
            #expect(shown.tabs == held.tabs && shown.selected == held.selected, "\(row.link)")
            #expect(shown.levels == held.levels, "\(row.link)")
            if let expected = row.expected {
                #expect(shown.selected == expected.last?.tab && held.levels[shown.selected ?? .shop]?.first == navigation(opening: expected), "\(row.link)")
            }
        }
        #expect(UIKitStage.refusals == 0)
    }

    @Test("every row of the modules' URL table shows, with each fragment's view controllers composed, what the router holds", arguments: UIKitStage.Transitions.allCases)
    func everyModularLink(_ transitions: UIKitStage.Transitions) async throws {
        let scene = UIKitStage.Scene(transitions)
        let router = ModularTabRouter()
        router.isMet = { _ in true }
        let destinations = ModularFeatureViewControllers(
            root: ModularRootTestControllers(), catalog: CatalogTestControllers(), cart: CartTestControllers(),
            account: AccountTestControllers(), orders: OrdersTestControllers())
        let tabBar = scene.onScreen(ModularTabBarController(router: router, destinations: destinations))
        for tab in ModularTab.allCases { #expect(UIKitStage.root(of: try #require(tabBar.stacks[tab]), is: tab)) }
        for row in modularCases + modularCases.reversed() {
            router.open(try #require(URL(string: row.link)))
            await scene.settle()
            #expect(UIKitStage.tabs(tabBar, stacks: tabBar.stacks).selected == router.selectedTab, "\(row.link)")
            for tab in ModularTab.allCases {
                let shown = tabBar.stacks[tab].flatMap { UIKitStage.levels($0, of: ModularRoute.self) }
                #expect(shown == levels(router.router(for: tab)), "\(row.link): \(tab)")
            }
        }
    }

    @Test("every route of the flows, opened one after another, shows every level of sheets and covers as the router does", arguments: UIKitStage.Transitions.allCases)
    func everyFlow(_ transitions: UIKitStage.Transitions) async throws {
        let scene = UIKitStage.Scene(transitions)
        let router = FlowRouter()
        let navigation = scene.onScreen(FlowNavigationController(router: router, root: TabRootViewController("root"), destinations: FlowTestControllers()))
        let routes: [FlowRoute] = [.cart, .checkout, .shipping, .payment, .addCard, .scanCard, .help]
        for route in routes + routes.reversed() + [.scanCard, .cart, .scanCard, .checkout] {
            router.open(route)
            await scene.settle()
            #expect(UIKitStage.levels(navigation, of: FlowRoute.self) == levels(router), "\(route)")
        }
        #expect(UIKitStage.refusals == 0)
    }

    @Test("what a launch link or restoration presents before the window shows is presented once it does; a hidden tab's, once selected", arguments: UIKitStage.Transitions.allCases)
    func presentsOnceOnScreen(_ transitions: UIKitStage.Transitions) async throws {
        let scene = UIKitStage.Scene(transitions)
        let refused = UIKitStage.refusals
        let router = StoreTabRouter()
        router.open(try #require(URL(string: "store://products/42/review")))
        // As a scene delegate does: the tab bar is made, then becomes the window's root.
        let tabBar = StoreTabBarController(router: router, destinations: StoreTestControllers())
        await scene.settle()
        let shop = try #require(tabBar.stacks[.shop])
        #expect(UIKitStage.refusals == refused, "nothing asked of UIKit, which would refuse it and never retry")
        _ = scene.onScreen(tabBar)
        #expect(UIKitStage.levels(shop, of: StoreRoute.self) == levels(router.router(for: .shop)))

        // A presentation in a tab not on screen waits for the tab.
        router.router(for: .profile).show(.signIn)
        await scene.settle()
        let profile = try #require(tabBar.stacks[.profile])
        #expect(UIKitStage.presented(profile) == nil)
        router.router(for: .shop).dismiss()
        router.selectedTab = .profile
        await scene.settle()
        #expect(UIKitStage.levels(profile, of: StoreRoute.self) == levels(router.router(for: .profile)))
        #expect(UIKitStage.levels(shop, of: StoreRoute.self) == levels(router.router(for: .shop)))
        #expect(UIKitStage.refusals == refused)
    }

    // MARK: Transitions, as UIKit runs them

    @Test("the stand-in's animated transitions: begun in the call, ended by the test, presenting and dismissing refused meanwhile")
    func standInTransitions() {
        let refused = UIKitStage.refusals
        #expect(UIKitStage.transitionSteps() == [
            "presenting: true, true, true",
            "coordinator's completion: false, false",
            "presented",
            "dismissing: true, true, true",
            "dismissed",
            "after: true, false, false",
        ])
        #expect(UIKitStage.refusals == refused + 2, "the second presentation and the early dismissal, never completed")
    }

    @Test("a presentation asked for while people's dismissal of another animates appears once the dismissal ends")
    func presentsAfterARunningDismissal() async throws {
        let scene = UIKitStage.Scene(.animated)
        let refused = UIKitStage.refusals
        let router = StoreRouter()
        let navigation = scene.onScreen(StoreNavigationController(router: router, root: TabRootViewController("root"), destinations: StoreTestControllers()))
        router.show(.review(id: 1))
        await scene.settle()
        let review = try #require(UIKitStage.presented(navigation))
        // People swipe the sheet down and, while UIKit animates its dismissal, a link opens sign-in.
        UIKitStage.swipeDown(review)
        router.open(StoreRoute.signIn)
        await settle()
        #expect(scene.isTransitioning && UIKitStage.presented(navigation) === review, "the dismissal still animates")
        await scene.settle()
        #expect(router.fullScreenCover == .signIn && router.sheet == nil)
        #expect(UIKitStage.levels(navigation, of: StoreRoute.self) == levels(router))
        #expect(UIKitStage.refusals == refused, "nothing asked of UIKit while a transition ran")
    }

    @Test("a presentation replaced while it animates in is dismissed once it has appeared, and the new one appears")
    func replacesARunningPresentation() async throws {
        let scene = UIKitStage.Scene(.animated)
        let refused = UIKitStage.refusals
        let router = StoreRouter()
        let navigation = scene.onScreen(StoreNavigationController(router: router, root: TabRootViewController("root"), destinations: StoreTestControllers()))
        router.show(.review(id: 1))
        await settle()
        #expect(scene.isTransitioning, "the sheet animates in")
        router.open(StoreRoute.signIn)
        await scene.settle()
        #expect(router.fullScreenCover == .signIn && router.sheet == nil)
        #expect(UIKitStage.levels(navigation, of: StoreRoute.self) == levels(router))
        #expect(UIKitStage.refusals == refused, "nothing asked of UIKit while a transition ran")
    }

    @Test("a change keeps the view controllers of the unchanged bottom of the stack: the same instances", arguments: UIKitStage.Transitions.allCases)
    func keepsInstances(_ transitions: UIKitStage.Transitions) async throws {
        let scene = UIKitStage.Scene(transitions)
        let router = StoreRouter()
        let navigation = scene.onScreen(StoreNavigationController(router: router, root: TabRootViewController("root"), destinations: StoreTestControllers()))
        router.replace(with: [.category(), .product(id: 1), .product(id: 2)])
        await scene.settle()
        let before = UIKitStage.routeControllers(navigation)
        router.path = [.category(), .product(id: 1), .settings, .product(id: 3)]
        await scene.settle()
        let after = UIKitStage.routeControllers(navigation)
        #expect(after.count == 4 && Array(after.prefix(2)) == Array(before.prefix(2)))
        #expect(after[2] != before[2])
    }

    // MARK: What people do

    @Test("the back button, the edge swipe and the back menu pop the router's path", arguments: UIKitStage.Transitions.allCases)
    func peoplesPops(_ transitions: UIKitStage.Transitions) async throws {
        let scene = UIKitStage.Scene(transitions)
        let router = StoreRouter()
        let navigation = scene.onScreen(StoreNavigationController(router: router, root: TabRootViewController("root"), destinations: StoreTestControllers()))
        router.replace(with: [.category(), .product(id: 1), .product(id: 2), .settings])
        await scene.settle()
        UIKitStage.tapBack(navigation)
        #expect(router.path == [.category(), .product(id: 1), .product(id: 2)])
        UIKitStage.chooseInBackMenu(navigation, index: 1)
        #expect(router.path == [.category()])
        await scene.settle()
        #expect(UIKitStage.levels(navigation, of: StoreRoute.self) == [router.navigation])
        router.push(.settings)
        await scene.settle()
        #expect(UIKitStage.levels(navigation, of: StoreRoute.self) == [Navigation(path: [.category(), .settings])])
    }

    @Test("a sheet swiped down, or dismissed by the app from inside, ends the router's presentation; the level below stays", arguments: UIKitStage.Transitions.allCases)
    func swipeDownAndDismiss(_ transitions: UIKitStage.Transitions) async throws {
        let scene = UIKitStage.Scene(transitions)
        let router = FlowRouter()
        let navigation = scene.onScreen(FlowNavigationController(router: router, root: TabRootViewController("root"), destinations: FlowTestControllers()))
        router.open(FlowRoute.scanCard)
        await scene.settle()
        let checkout = try #require(UIKitStage.presented(navigation))
        let addCard = try #require(UIKitStage.presented(checkout))
        let scan = try #require(UIKitStage.presented(addCard))
        UIKitStage.dismissFromInside(scan)
        await scene.settle()
        #expect(levels(router) == [Navigation(path: [.cart], sheet: .checkout), Navigation(path: [.shipping, .payment], sheet: .addCard), Navigation(path: [])])
        UIKitStage.swipeDown(addCard)
        await scene.settle()
        #expect(levels(router) == [Navigation(path: [.cart], sheet: .checkout), Navigation(path: [.shipping, .payment])])
        #expect(UIKitStage.levels(navigation, of: FlowRoute.self) == levels(router))
        UIKitStage.swipeDown(checkout)
        await scene.settle()
        #expect(levels(router) == [Navigation(path: [.cart])] && router.presentedRouter == nil)
        #expect(UIKitStage.levels(navigation, of: FlowRoute.self) == levels(router))
        // Presented again afterwards, as usual.
        router.show(.help)
        await scene.settle()
        #expect(UIKitStage.levels(navigation, of: FlowRoute.self) == [Navigation(path: [.cart], sheet: .help), Navigation(path: [])])
    }

    @Test("a view controller finds the router of its level, inside a presentation the presentation's", arguments: UIKitStage.Transitions.allCases)
    func viewControllersRouter(_ transitions: UIKitStage.Transitions) async throws {
        let scene = UIKitStage.Scene(transitions)
        let router = FlowRouter()
        let navigation = scene.onScreen(FlowNavigationController(router: router, root: TabRootViewController("root"), destinations: FlowTestControllers()))
        router.open(FlowRoute.payment)
        await scene.settle()
        #expect(try #require(UIKitStage.top(navigation)).flowRouter === router)
        let checkout = try #require(UIKitStage.presented(navigation))
        let payment = try #require(UIKitStage.top(checkout))
        #expect(payment.flowRouter === router.presentedRouter)
        payment.flowRouter?.pop()
        await scene.settle()
        #expect(levels(router) == [Navigation(path: [.cart], sheet: .checkout), Navigation(path: [.shipping])])
        #expect(UIKitStage.levels(navigation, of: FlowRoute.self) == levels(router))
        #expect(ViewController().flowRouter == nil)
    }

    @Test("a tap on another tab selects it in the router; a tap on the selected tab pops it to its root", arguments: UIKitStage.Transitions.allCases)
    func tabTaps(_ transitions: UIKitStage.Transitions) async throws {
        let scene = UIKitStage.Scene(transitions)
        let router = StoreTabRouter()
        let tabBar = scene.onScreen(StoreTabBarController(router: router, destinations: StoreTestControllers()))
        router.open(StoreRoute.product(id: 4))
        await scene.settle()
        let shop = try #require(tabBar.stacks[.shop])
        let profile = try #require(tabBar.stacks[.profile])
        UIKitStage.tap(tabBar, profile)
        #expect(router.selectedTab == .profile)
        await scene.settle()
        #expect(shown(tabBar).selected == .profile)
        UIKitStage.tap(tabBar, shop)
        await scene.settle()
        #expect(router.selectedTab == .shop && router.router(for: .shop).path == [.category(), .product(id: 4)])
        // The review sheet over the product: a tap on the selected tab dismisses it and pops, as
        // select(_:) does (UIKit's own reselect would only pop).
        router.router(for: .shop).show(.review(id: 4))
        await scene.settle()
        #expect(UIKitStage.presented(shop) != nil)
        UIKitStage.tap(tabBar, shop)
        await scene.settle()
        #expect(router.router(for: .shop).path.isEmpty && router.router(for: .shop).sheet == nil)
        #expect(shown(tabBar).levels[.shop] == [Navigation(path: [])])
    }

    // MARK: Requirements

    @Test("a tab that requires what is unmet is not in the tab bar; a link waits, and resumes after sign-in", arguments: UIKitStage.Transitions.allCases)
    func requirements(_ transitions: UIKitStage.Transitions) async throws {
        let scene = UIKitStage.Scene(transitions)
        let session = ObservedSession()
        let router = GuardedTabRouter()
        router.isMet = session.isMet
        let tabBar = scene.onScreen(GuardedTabBarController(router: router, destinations: GuardedTestControllers()))
        /// Whether every tab's stack shows, level by level, what the tab's router holds.
        func showsRouters() -> Bool {
            GuardedTab.allCases.allSatisfy { tab in
                tabBar.stacks[tab].flatMap { UIKitStage.levels($0, of: GuardedRoute.self) } == levels(router.router(for: tab))
            }
        }
        #expect(UIKitStage.tabs(tabBar, stacks: tabBar.stacks) == ([.shop, .account], .shop))
        router.open(GuardedRoute.order(id: 7))
        await scene.settle()
        #expect(router.pending == [.order(id: 7)])
        #expect(router.visibleRoute == .signIn)
        #expect(showsRouters())
        session.signedIn = true
        await scene.settle()
        #expect(UIKitStage.tabs(tabBar, stacks: tabBar.stacks).shown == [.shop, .orders, .account])
        router.resume()
        await scene.settle()
        #expect(UIKitStage.tabs(tabBar, stacks: tabBar.stacks) == ([.shop, .orders, .account], .orders))
        #expect(router.router(for: .orders).path == [.order(id: 7)])
        #expect(showsRouters())
        // Signed out without enforceRequirements(): the orders tab leaves the bar, and UIKit shows
        // the first tab it has, never selecting one it does not.
        let invalid = UIKitStage.invalidSelections
        session.signedIn = false
        await scene.settle()
        #expect(UIKitStage.tabs(tabBar, stacks: tabBar.stacks) == ([.shop, .account], .shop))
        #expect(UIKitStage.invalidSelections == invalid)
        router.enforceRequirements()
        await scene.settle()
        #expect(UIKitStage.tabs(tabBar, stacks: tabBar.stacks) == ([.shop, .account], .shop))
        #expect(showsRouters())
    }

    @Test("a route that exists only as a view controller is the manifest's; a tab's rootViewController is its root")
    func controllerOnlyRoutes() throws {
        let controllers = GuardedRouteControllers()
        #expect(UIKitStage.isGiftCard(controllers.viewController(for: .giftCard(code: "X1")), code: "X1"))
        #expect(UIKitStage.isAccountRoot(controllers.rootViewController(for: .account)))
        #expect(UIKitStage.isHosted(controllers.rootViewController(for: .shop)))
        #expect(UIKitStage.isHosted(controllers.viewController(for: .cart)))
        // In SwiftUI, the same route's default view shows that view controller through a representable.
        #expect(UIKitStage.giftCardCodeInSwiftUI("X2") == "X2")
    }

    @Test("a hosted SwiftUI screen finds the router of its level and the tab router in its environment, as in a SwiftUI stack", arguments: UIKitStage.Transitions.allCases)
    func hostedScreensFindTheRouters(_ transitions: UIKitStage.Transitions) async throws {
        let scene = UIKitStage.Scene(transitions)
        let session = ObservedSession()
        session.signedIn = true
        let router = GuardedTabRouter()
        router.isMet = session.isMet
        let tabBar = scene.onScreen(GuardedTabBarController(router: router, destinations: GuardedRouteControllers()))
        router.open(GuardedRoute.shipping)
        await scene.settle()
        let shop = try #require(tabBar.stacks[.shop])
        let root = try #require(UIKitStage.hostedRouters(UIKitStage.bottom(shop)), "the tab's root, its 'root' view hosted")
        #expect(root.router === router.router(for: .shop) && root.tabs === router)
        let cart = try #require(UIKitStage.hostedRouters(UIKitStage.top(shop)))
        #expect(cart.router === router.router(for: .shop) && cart.tabs === router)
        let checkout = try #require(UIKitStage.presented(shop))
        let shipping = try #require(UIKitStage.hostedRouters(UIKitStage.top(checkout)))
        #expect(shipping.router === router.router(for: .shop).presentedRouter && shipping.tabs === router)
        // A screen no navigation controller shows has no router yet, as a SwiftUI view outside a stack.
        #expect(UIKitStage.hostedRouters(GuardedRouteControllers().viewController(for: .cart))?.router == nil)
    }

    // MARK: Restoration

    @Test("the scene's restoration activity restores the navigation in a new scene, which UIKit then shows", arguments: UIKitStage.Transitions.allCases)
    func restoration(_ transitions: UIKitStage.Transitions) async throws {
        let scene = UIKitStage.Scene(transitions)
        let router = StoreTabRouter()
        router.open(StoreRoute.review(id: 3))
        router.router(for: .profile).push(.settings)
        let activity = router.restorationActivity
        #expect(activity.activityType == StoreUserActivity.type)

        let restored = StoreTabRouter()
        restored.restore(from: activity)
        let tabBar = scene.onScreen(StoreTabBarController(router: restored, destinations: StoreTestControllers()))
        await scene.settle()
        #expect(restored.restorationData == router.restorationData)
        #expect(shown(tabBar).levels == held(router).levels && shown(tabBar).selected == .shop)
    }

    @Test("restoration across an update: a route this version no longer has ends the stack there, and UIKit shows the rest", arguments: UIKitStage.Transitions.allCases)
    func restorationAcrossAnUpdate(_ transitions: UIKitStage.Transitions) async throws {
        let scene = UIKitStage.Scene(transitions)
        let router = StoreTabRouter()
        router.open(StoreRoute.product(id: 5))
        router.router(for: .shop).push(.settings)
        let saved = try #require(String(data: router.restorationData, encoding: .utf8))
        // What an older version saved: a route between the two that this version no longer has.
        let older = saved.replacingOccurrences(of: #""\/settings""#, with: #""\/wishlist\/9","\/settings""#)
        #expect(older != saved)
        let activity = router.restorationActivity
        activity.userInfo = [StoreTabRouter.restorationKey: Data(older.utf8)]

        let restored = StoreTabRouter()
        restored.restore(from: activity)
        let tabBar = scene.onScreen(StoreTabBarController(router: restored, destinations: StoreTestControllers()))
        await scene.settle()
        #expect(restored.router(for: .shop).path == [.category(), .product(id: 5)])
        #expect(shown(tabBar).levels[.shop] == [Navigation(path: [.category(), .product(id: 5)])])
        // An activity without the navigation changes nothing.
        restored.restore(from: StoreRoute.settings.userActivity)
        #expect(restored.router(for: .shop).path == [.category(), .product(id: 5)])
    }

    @Test("a scene connects with what it saved, and a link it connects with wins over it")
    func connect() throws {
        let saved = StoreTabRouter()
        saved.open(StoreRoute.settings)
        let activity = saved.restorationActivity

        let restored = StoreTabRouter()
        #expect(!restored.open(StandInDoors.connection(), restoring: activity))
        #expect(restored.selectedTab == .profile && restored.router(for: .profile).path == [.settings])

        let linked = StoreTabRouter()
        #expect(linked.open(StandInDoors.connection(urls: [try #require(URL(string: "store://products/42"))]), restoring: activity))
        #expect(linked.selectedTab == .shop && linked.router(for: .shop).path == [.category(), .product(id: 42)])
        #expect(linked.router(for: .profile).path == [.settings], "the other tabs as the scene saved them")

    }

    @Test("the navigation controller advertises the route on top for Handoff and Spotlight, and fills in what UIKit empties", arguments: UIKitStage.Transitions.allCases)
    func userActivities(_ transitions: UIKitStage.Transitions) async throws {
        let scene = UIKitStage.Scene(transitions)
        let router = StoreRouter()
        let navigation = scene.onScreen(StoreNavigationController(router: router, root: TabRootViewController("root"), destinations: StoreTestControllers()))
        #expect(UIKitStage.advertisedPath(navigation) == nil, "the root, no route")
        router.push(.product(id: 8))
        await scene.settle()
        #expect(UIKitStage.advertisedPath(navigation) == StoreRoute.product(id: 8).storedText)
        UIKitStage.saveActivity(navigation)
        #expect(UIKitStage.advertisedPath(navigation) == StoreRoute.product(id: 8).storedText)
        UIKitStage.tapBack(navigation)
        #expect(UIKitStage.advertisedPath(navigation) == nil)
    }
}

extension StoreRouter: FlowingRouter {}
extension ModularRouter: FlowingRouter {}
extension ModularRouter: GeneratedRouter {}
extension ModularRoute: PresentableRoute { var presentationName: String { presentation.rawValue } }

/// What a person has established, observable: the tab bar follows it, as SwiftUI's tabs do.
@MainActor @Observable
final class ObservedSession {
    var signedIn = false

    func isMet(_ requirement: GuardedRequirement) -> Bool {
        signedIn
    }
}
#endif
