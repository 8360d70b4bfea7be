import Foundation
import Testing

/// The routers' hook (fixture `requirements`): every change of navigation at every level reaches
/// `onNavigate` once, with the route, the kind of change and its cause.
@Suite("Observing navigation")
@MainActor
struct NavigationEventTests {
    /// The events a router reported, in order.
    final class Log {
        var events: [GuardedNavigationEvent] = []
    }

    let log = Log()

    func observed(_ router: GuardedRouter) -> GuardedRouter {
        router.onNavigate = { [log] in log.events.append($0) }
        return router
    }

    /// The events since the last call.
    func taken() -> [GuardedNavigationEvent] {
        defer { log.events = [] }
        return log.events
    }

    @Test("a link reports each route it shows, bottom first, at every level, caused by the link")
    func link() throws {
        let router = observed(GuardedRouter())
        #expect(router.open(try #require(URL(string: "guarded://cart/checkout/payment/card"))))
        #expect(taken() == [
            .init(.push, .cart, cause: .link), .init(.present, .checkout, cause: .link),
            .init(.push, .shipping, cause: .link), .init(.push, .payment, cause: .link),
            .init(.present, .addCard, cause: .link),
        ])
        router.open(GuardedRoute.shipping)
        #expect(taken() == [.init(.dismiss, .addCard, cause: .app), .init(.pop, .payment, cause: .app)],
                "only what changed: the checkout sheet and its shipping step stay")
    }

    @Test("a link no route takes changes nothing and reports nothing")
    func refusedLink() throws {
        let router = observed(GuardedRouter(path: [.cart]))
        #expect(!router.open(try #require(URL(string: "guarded://nowhere"))))
        #expect(taken() == [])
    }

    @Test("the app's changes and people's through SwiftUI's bindings are caused by the app")
    func appChanges() throws {
        let router = observed(GuardedRouter())
        router.push(.cart)
        router.show(.checkout)
        let checkout = try #require(router.presentedRouter)
        checkout.path = [.shipping, .payment]
        checkout.pop()
        router.sheet = nil
        #expect(taken() == [
            .init(.push, .cart, cause: .app), .init(.present, .checkout, cause: .app),
            .init(.push, .shipping, cause: .app), .init(.push, .payment, cause: .app),
            .init(.pop, .payment, cause: .app), .init(.dismiss, .checkout, cause: .app),
        ])
    }

    @Test("presenting what is already presented changes nothing and reports nothing")
    func onceOnly() {
        let router = observed(GuardedRouter())
        router.show(.help)
        router.show(.help)
        router.path = []
        #expect(taken() == [.init(.present, .help, cause: .app)])
    }

    @Test("dismissing a presentation dismisses what it presents first, innermost first")
    func dismissAll() throws {
        let router = observed(GuardedRouter())
        router.open(GuardedRoute.addCard)
        _ = taken()
        try #require(router.presentedRouter?.presentedRouter).dismissAll()
        #expect(taken() == [.init(.dismiss, .addCard, cause: .app), .init(.dismiss, .checkout, cause: .app)])
    }

    @Test("restoration reports what it restores, caused by restoration")
    func restoration() {
        let original = GuardedRouter()
        original.open(GuardedRoute.payment)
        let router = observed(GuardedRouter())
        router.restore(from: original.restorationData)
        #expect(taken() == [
            .init(.push, .cart, cause: .restoration), .init(.present, .checkout, cause: .restoration),
            .init(.push, .shipping, cause: .restoration), .init(.push, .payment, cause: .restoration),
        ])
    }

    @Test("a requirement's route, the waiting link it lets through, and what enforcing removes are caused by the requirement")
    func requirements() throws {
        let tabs = GuardedTabRouter()
        let session = Session()
        tabs.isMet = session.isMet
        tabs.onNavigate = { [log] in log.events.append($0) }
        tabs.open(try #require(URL(string: "guarded://orders/7")))
        #expect(taken() == [.init(.present, .signIn, cause: .requirement)])
        session.signedIn = true
        tabs.resume()
        #expect(taken() == [.init(.dismiss, .signIn, cause: .requirement), .init(.push, .order(id: 7), cause: .requirement)])
        session.signedIn = false
        tabs.enforceRequirements()
        #expect(taken() == [.init(.pop, .order(id: 7), cause: .requirement)])
    }

    @Test("one hook sees every tab, set on the tab router or on any router of its navigation")
    func everyTab() {
        let tabs = GuardedTabRouter()
        tabs.router(for: .account).onNavigate = { [log] in log.events.append($0) }
        tabs.open(GuardedRoute.cart)
        tabs.router(for: .account).show(.help)
        #expect(taken() == [.init(.push, .cart, cause: .app), .init(.present, .help, cause: .app)])
    }
}
