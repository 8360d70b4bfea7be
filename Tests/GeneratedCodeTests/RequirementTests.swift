import Foundation
import Testing

/// What a person has established, which the app hands the routers as `isMet`.
@MainActor
final class Session {
    var signedIn = false
    var verified = false

    func isMet(_ requirement: GuardedRequirement) -> Bool {
        switch requirement {
        case .signedIn: signedIn
        case .verified: signedIn && verified
        }
    }
}

/// Requirements (fixture `requirements`): a checkout flow in a sheet whose payment step needs a
/// signed-in customer, a card sheet over it that needs a verified one, an orders tab for signed-in
/// customers only, and the sign-in and verification sheets that meet the two.
@Suite("Requirements")
@MainActor
struct RequirementTests {
    let session = Session()
    let tabs = GuardedTabRouter()

    init() {
        tabs.isMet = session.isMet
    }

    func url(_ string: String) throws -> URL {
        try #require(URL(string: "guarded:/" + string))
    }

    // MARK: The model

    @Test("a route requires what it lists, what its parents and tab require, and what the routes that meet those require")
    func inheritedRequirements() {
        #expect(GuardedRoute.shipping.requirements == [])
        #expect(GuardedRoute.payment.requirements == [.signedIn])
        #expect(GuardedRoute.addCard.requirements == [.signedIn, .verified], "its parent's, and what verifyEmail requires")
        #expect(GuardedRoute.order(id: 1).requirements == [.signedIn], "its tab's")
        #expect(GuardedTab.orders.requirements == [.signedIn] && GuardedTab.shop.requirements == [])
        #expect(GuardedRequirement.allCases == [.signedIn, .verified], "each after what its route needs")
        #expect(GuardedRequirement.verified.route == .verifyEmail)
    }

    // MARK: Waiting

    @Test("a link to a route whose requirement is unmet is taken, waits, and shows the requirement's route")
    func linkWaits() throws {
        #expect(tabs.open(try url("/orders/7")))
        #expect(tabs.pending == [.order(id: 7)])
        #expect(tabs.selectedTab == .shop, "the hidden tab is not selected")
        #expect(tabs.router(for: .shop).sheet == .signIn, "sign-in shows as routes.json says, over the tab on screen")
        #expect(tabs.router(for: .orders).path == [])
    }

    @Test("resume() after the requirement is met dismisses its route and opens the waiting stack in its tab")
    func resumeOpens() throws {
        tabs.open(try url("/orders/7"))
        session.signedIn = true
        #expect(tabs.resume())
        #expect(tabs.pending == nil)
        #expect(tabs.router(for: .shop).sheet == nil)
        #expect(tabs.selectedTab == .orders && tabs.router(for: .orders).path == [.order(id: 7)])
        #expect(!tabs.resume(), "nothing waits any more")
    }

    @Test("resume() while the requirement is still unmet gives up: the route is dismissed and nothing opens")
    func resumeGivesUp() throws {
        tabs.open(try url("/orders/7"))
        #expect(!tabs.resume())
        #expect(tabs.pending == nil && tabs.router(for: .shop).sheet == nil)
        #expect(tabs.selectedTab == .shop && tabs.router(for: .orders).path == [])
    }

    @Test("a second link replaces the one waiting; a link that needs nothing opens and ends the wait")
    func secondLink() throws {
        tabs.open(try url("/orders/7"))
        tabs.open(try url("/orders/8"))
        #expect(tabs.pending == [.order(id: 8)])
        #expect(tabs.router(for: .shop).sheet == .signIn)
        tabs.open(try url("/cart"))
        #expect(tabs.pending == nil)
        #expect(levels(tabs.router(for: .shop)) == [Navigation(path: [.cart])], "sign-in is dismissed")
        session.signedIn = true
        #expect(!tabs.resume())
        #expect(tabs.router(for: .orders).path == [], "the replaced links never open")
    }

    @Test("a route behind two requirements shows their routes in turn: the one the other's route needs first")
    func requirementsInTurn() throws {
        tabs.open(try url("/cart/checkout/payment/card"))
        let stack: [GuardedRoute] = [.cart, .checkout, .shipping, .payment, .addCard]
        #expect(tabs.pending == stack)
        #expect(tabs.router(for: .shop).sheet == .signIn, "verifyEmail needs a signed-in customer, so sign-in comes first")
        session.signedIn = true
        #expect(!tabs.resume(), "still unverified")
        #expect(tabs.pending == stack && tabs.router(for: .shop).sheet == .verifyEmail)
        session.verified = true
        #expect(tabs.resume())
        #expect(levels(tabs.router(for: .shop)) == [
            Navigation(path: [.cart], sheet: .checkout),
            Navigation(path: [.shipping, .payment], sheet: .addCard),
            Navigation(path: []),
        ])
    }

    @Test("show(_:) inside a flow waits too: sign-in shows over the sheet, and resume() opens the step in place")
    func showInsideAFlow() throws {
        tabs.open(try url("/cart/checkout/shipping"))
        let shop = tabs.router(for: .shop)
        let checkout = try #require(shop.presentedRouter)
        checkout.show(.payment)
        #expect(checkout.path == [.shipping] && checkout.sheet == .signIn, "sign-in over the checkout sheet")
        #expect(tabs.pending == [.cart, .checkout, .shipping, .payment])
        session.signedIn = true
        #expect(checkout.resume(), "any router of the navigation resumes it")
        #expect(shop.presentedRouter === checkout, "the checkout sheet stays, with its navigation")
        #expect(levels(shop) == [Navigation(path: [.cart], sheet: .checkout), Navigation(path: [.shipping, .payment])])
    }

    @Test("a requirement's route can host a flow: resume() dismisses it with everything pushed inside")
    func signInFlow() throws {
        tabs.open(try url("/orders/7"))
        let signIn = try #require(tabs.router(for: .shop).presentedRouter)
        signIn.push(.createAccount)
        session.signedIn = true
        #expect(tabs.resume())
        #expect(tabs.router(for: .shop).presentedRouter == nil)
    }

    // MARK: Enforcing

    @Test("enforceRequirements() ends each stack before its first unmet route and leaves a tab it hides")
    func enforce() throws {
        session.signedIn = true
        tabs.open(try url("/orders/7"))
        tabs.open(try url("/cart/checkout/payment"))
        tabs.select(.orders)
        session.signedIn = false
        tabs.enforceRequirements()
        #expect(tabs.router(for: .orders).path == [])
        #expect(tabs.selectedTab == .shop, "the first tab shown takes the hidden tab's place")
        #expect(levels(tabs.router(for: .shop)) == [Navigation(path: [.cart], sheet: .checkout), Navigation(path: [.shipping])])
    }

    @Test("enforceRequirements() dismisses a presentation whose requirements are unmet")
    func enforceDismisses() throws {
        session.signedIn = true
        session.verified = true
        tabs.open(try url("/cart/checkout/payment/card"))
        session.verified = false
        tabs.enforceRequirements()
        #expect(levels(tabs.router(for: .shop)) == [
            Navigation(path: [.cart], sheet: .checkout), Navigation(path: [.shipping, .payment]),
        ])
    }

    // MARK: The tab on screen

    @Test("a selected tab whose requirement is lost gives way to the first tab shown: tabScreen and selectedTab name a tab shown")
    func selectedTabIsShown() throws {
        session.signedIn = true
        tabs.open(try url("/orders/7"))
        #expect(tabs.tabScreen == GuardedTabScreen(tabs: [.shop, .orders, .account], selectedTab: .orders))
        // Signed out, before the app calls enforceRequirements().
        session.signedIn = false
        #expect(tabs.tabScreen == GuardedTabScreen(tabs: [.shop, .account], selectedTab: .shop))
        #expect(tabs.selectedTab == .shop && tabs.visibleRoute == nil)
        tabs.open(try url("/orders/8"))
        #expect(tabs.router(for: .shop).sheet == .signIn && tabs.visibleRoute == .signIn, "sign-in over the tab on screen")
        #expect(tabs.router(for: .orders).path == [.order(id: 7)], "the hidden tab keeps its stack until enforceRequirements()")
    }

    @Test("the selected tab comes back when its requirement holds again, unless enforceRequirements() or a tap chose the tab on screen")
    func selectedTabComesBack() {
        session.signedIn = true
        tabs.select(.orders)
        session.signedIn = false
        #expect(tabs.selectedTab == .shop)
        session.signedIn = true
        #expect(tabs.selectedTab == .orders, "a requirement lost for a moment keeps the tab")
        session.signedIn = false
        tabs.enforceRequirements()
        session.signedIn = true
        #expect(tabs.selectedTab == .shop, "enforceRequirements() made the first tab shown the selection")
        tabs.select(.orders)
        session.signedIn = false
        tabs.select(.shop)
        session.signedIn = true
        #expect(tabs.selectedTab == .shop, "a tap on the tab on screen made it the selection")
    }

    // MARK: Restoration

    @Test("restoration never restores a route whose requirements are unmet, nor selects a hidden tab")
    func restoration() throws {
        session.signedIn = true
        session.verified = true
        tabs.open(try url("/orders/7"))
        tabs.open(try url("/cart/checkout/payment/card"))
        tabs.select(.orders)
        let data = tabs.restorationData

        let signedOut = GuardedTabRouter()
        signedOut.isMet = Session().isMet
        signedOut.restore(from: data)
        #expect(signedOut.selectedTab == .shop)
        #expect(signedOut.router(for: .orders).path == [])
        #expect(levels(signedOut.router(for: .shop)) == [Navigation(path: [.cart], sheet: .checkout), Navigation(path: [.shipping])])

        let signedIn = GuardedTabRouter()
        signedIn.isMet = session.isMet
        signedIn.restore(from: data)
        #expect(signedIn.selectedTab == .orders && signedIn.router(for: .orders).path == [.order(id: 7)])
        #expect(levels(signedIn.router(for: .shop)) == levels(tabs.router(for: .shop)))
    }

    // MARK: One stack

    @Test("a router of one stack waits and resumes as the tab router does")
    func oneStack() throws {
        let router = GuardedRouter()
        router.isMet = session.isMet
        router.open(GuardedRoute.payment)
        #expect(router.pending == [.cart, .checkout, .shipping, .payment])
        #expect(levels(router) == [Navigation(path: [], sheet: .signIn), Navigation(path: [])])
        session.signedIn = true
        #expect(router.resume())
        #expect(levels(router) == [Navigation(path: [.cart], sheet: .checkout), Navigation(path: [.shipping, .payment])])
        session.signedIn = false
        router.enforceRequirements()
        #expect(levels(router) == [Navigation(path: [.cart], sheet: .checkout), Navigation(path: [.shipping])])
    }

    @Test("every requirement is met until the app says otherwise")
    func metByDefault() {
        let router = GuardedRouter()
        router.open(GuardedRoute.addCard)
        #expect(router.pending == nil && router.presentedRouter?.sheet == .addCard)
    }
}
