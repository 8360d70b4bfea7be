import Foundation
import Observation
import Testing

// The generated routers, driven without SwiftUI: every operation, `open(_:)` on every row of
// every fixture's URL table, tabs, observation and restoration.

// MARK: - Every router has the same shape

/// What the router of every fixture declares; each conformance below is the compiler checking that
/// the fixture's router has it.
@MainActor
protocol GeneratedRouter: AnyObject {
    associatedtype Route: PresentableRoute
    var path: [Route] { get set }
    var sheet: Route? { get set }
    var fullScreenCover: Route? { get set }
    init(path: [Route])
    @discardableResult func open(_ url: URL) -> Bool
}

/// A route enum's presentation, by its raw value: each fixture nests its own `Presentation`.
protocol PresentableRoute: Hashable, Sendable {
    var presentationName: String { get }
}

extension AppRouter: GeneratedRouter {}
extension CatalogRouter: GeneratedRouter {}
extension PrecedenceRouter: GeneratedRouter {}
extension DocsRouter: GeneratedRouter {}
extension SchemeRouter: GeneratedRouter {}
extension KickstarterRouter: GeneratedRouter {}
extension WideRouter: GeneratedRouter {}
extension MailRouter: GeneratedRouter {}
extension StoreRouter: GeneratedRouter {}
extension NotesRouter: GeneratedRouter {}
extension FlowRouter: GeneratedRouter {}
extension GuardedRouter: GeneratedRouter {}

extension AppRoute: PresentableRoute { var presentationName: String { presentation.rawValue } }
extension CatalogRoute: PresentableRoute { var presentationName: String { presentation.rawValue } }
extension PrecedenceRoute: PresentableRoute { var presentationName: String { presentation.rawValue } }
extension DocsRoute: PresentableRoute { var presentationName: String { presentation.rawValue } }
extension SchemeRoute: PresentableRoute { var presentationName: String { presentation.rawValue } }
extension KickstarterRoute: PresentableRoute { var presentationName: String { presentation.rawValue } }
extension WideRoute: PresentableRoute { var presentationName: String { presentation.rawValue } }
extension MailRoute: PresentableRoute { var presentationName: String { presentation.rawValue } }
extension StoreRoute: PresentableRoute { var presentationName: String { presentation.rawValue } }
extension NotesRoute: PresentableRoute { var presentationName: String { presentation.rawValue } }
extension FlowRoute: PresentableRoute { var presentationName: String { presentation.rawValue } }
extension GuardedRoute: PresentableRoute { var presentationName: String { presentation.rawValue } }

/// A router's whole state, to compare before and after.
struct Navigation<Route: Hashable>: Equatable {
    var path: [Route]
    var sheet: Route?
    var fullScreenCover: Route?
}

@MainActor
extension GeneratedRouter {
    var navigation: Navigation<Route> { Navigation(path: path, sheet: sheet, fullScreenCover: fullScreenCover) }
}

/// The router of a fixture with flows, whose presentations have routers of their own.
@MainActor
protocol FlowingRouter: GeneratedRouter {
    var presentedRouter: Self? { get }
}

extension FlowRouter: FlowingRouter {}
extension GuardedRouter: FlowingRouter {}

/// `router`'s navigation and that of each presentation above it, level by level.
@MainActor
func levels<Router: FlowingRouter>(_ router: Router) -> [Navigation<Router.Route>] {
    var levels: [Navigation<Router.Route>] = []
    var current: Router? = router
    while let level = current {
        levels.append(level.navigation)
        current = level.presentedRouter
    }
    return levels
}

/// What opening a link to `stack` leaves: the parents as the path, and the route pushed or presented.
func navigation<Route: PresentableRoute>(opening stack: [Route]) -> Navigation<Route> {
    guard let route = stack.last else { return Navigation(path: []) }
    let parents = Array(stack.dropLast())
    switch route.presentationName {
    case "sheet": return Navigation(path: parents, sheet: route)
    case "fullScreenCover": return Navigation(path: parents, fullScreenCover: route)
    default: return Navigation(path: stack)
    }
}

/// Opens every row's link in a router that already shows something: a link a route takes replaces
/// the navigation with its stack (and dismisses what was presented); any other changes nothing.
@MainActor
func expectOpens<Router: GeneratedRouter>(_ rows: [LinkCase<Router.Route>], in _: Router.Type) {
    guard let shown = rows.lazy.compactMap(\.expected).first(where: { !$0.isEmpty }) else { return }
    for row in rows {
        guard let url = URL(string: row.link) else { continue }
        let router = Router(path: shown)
        router.sheet = shown.last
        let before = router.navigation
        let opened = router.open(url)
        #expect(opened == (row.expected != nil), "\(row.link)")
        #expect(router.navigation == row.expected.map(navigation(opening:)) ?? before, "\(row.link)")
    }
}

// MARK: - Operations

@Suite("The generated router")
@MainActor
struct RouterTests {
    let detail = AppRoute.productDetail(id: product)
    let settings = AppRoute.profileSettings

    @Test("push, pop, popToRoot and replace change the path; pop never goes below empty")
    func stackOperations() {
        let router = AppRouter()
        router.push(.productList())
        router.push(detail)
        #expect(router.path == [.productList(), detail])
        router.pop()
        #expect(router.path == [.productList()])
        router.push(detail)
        router.pop(5)
        #expect(router.path == [])
        router.pop()
        #expect(router.path == [])
        router.push(detail)
        router.pop(-1)
        #expect(router.path == [detail])
        router.popToRoot()
        #expect(router.path == [])
        router.sheet = settings
        router.replace(with: [settings, detail])
        #expect(router.navigation == Navigation(path: [settings, detail]))
    }

    @Test("show pushes or presents as routes.json says; push always pushes; dismiss ends what is presented")
    func showAndDismiss() {
        let router = StoreRouter()
        router.show(.product(id: 42))
        router.show(.review(id: 42))
        #expect(router.navigation == Navigation(path: [.product(id: 42)], sheet: .review(id: 42)))
        router.show(.signIn)
        #expect(router.fullScreenCover == .signIn)
        router.dismiss()
        #expect(router.navigation == Navigation(path: [.product(id: 42)]))
        router.push(.review(id: 7))
        #expect(router.navigation == Navigation(path: [.product(id: 42), .review(id: 7)]))
        #expect(StoreRoute.review(id: 1).presentation == .sheet)
        #expect(StoreRoute.signIn.presentation == .fullScreenCover)
        #expect(StoreRoute.settings.presentation == .push)
        #expect(AppRoute.checkout(productID: product, variant: "xl").presentation == .push)
    }

    @Test("open(route) shows a route over its parents, as its link would")
    func openRoute() {
        let router = StoreRouter(path: [.settings])
        router.open(StoreRoute.review(id: 42))
        #expect(router.navigation == Navigation(path: [.category(), .product(id: 42)], sheet: .review(id: 42)))
        #expect(router.navigation == navigation(opening: StoreRoute.stack(for: URL(string: "store://products/42/review")!)!))
    }

    // MARK: Links

    @Test("open(url) on every row of every fixture's URL table: the link's stack, or no change at all")
    func openEveryLink() {
        expectOpens(shopCases, in: AppRouter.self)
        expectOpens(catalogCases, in: CatalogRouter.self)
        expectOpens(precedenceCases, in: PrecedenceRouter.self)
        expectOpens(docsCases, in: DocsRouter.self)
        expectOpens(schemeCases, in: SchemeRouter.self)
        expectOpens(kickstarterCases, in: KickstarterRouter.self)
        expectOpens(wideCases, in: WideRouter.self)
        expectOpens(mailCases, in: MailRouter.self)
        expectOpens(storeCases, in: StoreRouter.self)
    }

    @Test("a sheet link puts its parents on the stack and presents the route over them", arguments: storeCases)
    func storeLinks(row: LinkCase<StoreRoute>) throws {
        let router = StoreRouter(path: [.settings])
        router.fullScreenCover = .signIn
        let opened = router.open(try #require(URL(string: row.link)))
        #expect(opened == (row.expected != nil))
        guard let expected = row.expected else {
            #expect(router.navigation == Navigation(path: [.settings], fullScreenCover: .signIn))
            return
        }
        #expect(router.navigation == navigation(opening: expected))
    }

    // MARK: Observation

    @Test("views observe the router: every change fires, a refused link fires nothing")
    func observation() {
        let router = StoreRouter()
        #expect(changes(of: router) { $0.push(.settings) })
        #expect(changes(of: router) { $0.show(.review(id: 1)) })
        #expect(changes(of: router) { $0.dismiss() })
        #expect(changes(of: router) { $0.open(URL(string: "store://products/3")!) })
        #expect(!changes(of: router) { $0.open(URL(string: "store://nowhere")!) })
        #expect(!changes(of: router) { _ = $0.restorationData })
    }

    /// Whether `change` fires the observation of everything a view of `router` reads.
    private func changes(of router: StoreRouter, _ change: (StoreRouter) -> Void) -> Bool {
        let fired = Fired()
        withObservationTracking {
            _ = (router.path, router.sheet, router.fullScreenCover)
        } onChange: {
            fired.value = true
        }
        change(router)
        return fired.value
    }
}

/// A flag that observation's `onChange` sets.
final class Fired: @unchecked Sendable {
    var value = false
}

// MARK: - Tabs

@Suite("The generated tab router")
@MainActor
struct TabRouterTests {
    @Test("tabs have the manifest's names, titles and symbols, in order")
    func tabs() {
        #expect(StoreTab.allCases == [.shop, .orders, .profile])
        #expect(StoreTab.allCases.map(\.title) == ["Shop", "Orders", "Profile"])
        #expect(StoreTab.allCases.map(\.systemImage) == ["bag", "shippingbox", "person.crop.circle"])
        #expect(StoreTab.orders.id == .orders)
        #expect(StoreTab(rawValue: "profile") == .profile)
    }

    @Test("a route's tab is its own, else its parent's, else the first")
    func routeTabs() {
        #expect(StoreRoute.category().tab == .shop)
        #expect(StoreRoute.review(id: 1).tab == .shop)
        #expect(StoreRoute.order(orderID: product).tab == .orders)
        #expect(StoreRoute.returnRequest(orderID: product).tab == .orders)
        #expect(StoreRoute.settings.tab == .profile)
        #expect(StoreRoute.signIn.tab == .profile)
    }

    @Test("router(for:) is the same instance every time, and one per tab")
    func routerIdentity() {
        let tabs = StoreTabRouter()
        #expect(tabs.router(for: .orders) === tabs.router(for: .orders))
        #expect(tabs.router(for: .shop) !== tabs.router(for: .orders))
        #expect(tabs.selectedTab == .shop)
        #expect(StoreTabRouter(selectedTab: .profile).selectedTab == .profile)
    }

    @Test("a link selects its route's tab and opens there; other tabs keep their stacks, presented routes go", arguments: storeCases)
    func links(row: LinkCase<StoreRoute>) throws {
        let tabs = StoreTabRouter(selectedTab: .orders)
        for tab in StoreTab.allCases {
            tabs.router(for: tab).path = [.settings]
            tabs.router(for: tab).sheet = .review(id: 9)
        }
        let opened = tabs.open(try #require(URL(string: row.link)))
        #expect(opened == (row.expected != nil))
        guard let expected = row.expected, let route = expected.last else {
            #expect(tabs.selectedTab == .orders)
            for tab in StoreTab.allCases {
                #expect(tabs.router(for: tab).navigation == Navigation(path: [.settings], sheet: .review(id: 9)))
            }
            return
        }
        #expect(tabs.selectedTab == route.tab)
        for tab in StoreTab.allCases {
            let expected = tab == route.tab ? navigation(opening: expected) : Navigation(path: [.settings])
            #expect(tabs.router(for: tab).navigation == expected, "\(tab)")
        }
    }

    @Test("open(route) selects the route's tab too")
    func openRoute() {
        let tabs = StoreTabRouter()
        tabs.open(StoreRoute.returnRequest(orderID: product))
        #expect(tabs.selectedTab == .orders)
        #expect(tabs.router(for: .orders).navigation
            == Navigation(path: [.order(orderID: product)], sheet: .returnRequest(orderID: product)))
    }

    @Test("select(_:) switches to another tab with its stack as it was left")
    func selectAnotherTab() {
        let tabs = StoreTabRouter()
        tabs.router(for: .orders).path = [.order(orderID: product)]
        tabs.router(for: .orders).sheet = .returnRequest(orderID: product)
        tabs.router(for: .shop).path = [.product(id: 1)]
        tabs.select(.orders)
        #expect(tabs.selectedTab == .orders)
        #expect(tabs.router(for: .orders).navigation
            == Navigation(path: [.order(orderID: product)], sheet: .returnRequest(orderID: product)))
        #expect(tabs.router(for: .shop).navigation == Navigation(path: [.product(id: 1)]), "the tab left keeps its stack")
    }

    @Test("select(_:) on the tab on screen pops its stack to the root and dismisses what it presents")
    func reselect() {
        let tabs = StoreTabRouter(selectedTab: .profile)
        tabs.router(for: .profile).path = [.settings]
        tabs.router(for: .profile).fullScreenCover = .signIn
        tabs.router(for: .shop).path = [.product(id: 1)]
        tabs.select(.profile)
        #expect(tabs.selectedTab == .profile)
        #expect(tabs.router(for: .profile).navigation == Navigation(path: []))
        #expect(tabs.router(for: .shop).navigation == Navigation(path: [.product(id: 1)]), "other tabs keep their stacks")
    }

    @Test("select(_:) is observed: a switch by the selection, a reselect by the stack it resets")
    func selectObservation() {
        let tabs = StoreTabRouter()
        var fired = Fired()
        withObservationTracking { _ = tabs.selectedTab } onChange: { [fired] in fired.value = true }
        tabs.select(.orders)
        #expect(fired.value)
        tabs.router(for: .orders).path = [.order(orderID: product)]
        fired = Fired()
        let router = tabs.router(for: .orders)
        withObservationTracking { _ = (router.path, router.sheet) } onChange: { [fired] in fired.value = true }
        tabs.select(.orders)
        #expect(fired.value)
    }

    @Test("selecting a tab is observed")
    func observation() {
        let tabs = StoreTabRouter()
        let fired = Fired()
        withObservationTracking { _ = tabs.selectedTab } onChange: { fired.value = true }
        tabs.open(URL(string: "store://settings")!)
        #expect(fired.value)
    }
}
