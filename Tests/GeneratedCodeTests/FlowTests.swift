import Foundation
import Observation
import Testing

/// Stacks inside presentations (fixture `flows`): a checkout sheet with its own stack, a card sheet
/// over it, a scan cover over that, and a sheet that is no one's parent.
@Suite("Flows inside presentations")
@MainActor
struct FlowTests {
    @Test("a link builds every level: the stack under each presented route, and what is pushed inside it")
    func linkToEveryLevel() throws {
        let router = FlowRouter()
        #expect(router.open(try #require(URL(string: "flow://cart/checkout/payment/card"))))
        #expect(levels(router) == [
            Navigation(path: [.cart], sheet: .checkout),
            Navigation(path: [.shipping, .payment], sheet: .addCard),
            Navigation(path: []),
        ])
        router.open(FlowRoute.scanCard)
        #expect(levels(router).count == 4)
        #expect(levels(router)[2] == Navigation(path: [], fullScreenCover: .scanCard), "a cover over the card sheet")
        router.open(FlowRoute.shipping)
        #expect(levels(router) == [Navigation(path: [.cart], sheet: .checkout), Navigation(path: [.shipping])])
    }

    @Test("presentedRouter is set exactly while something is presented, new for each route, and knows its presenter")
    func presentedRouterLifecycle() {
        let router = FlowRouter()
        #expect(router.presentedRouter == nil)
        router.show(.checkout)
        let checkout = router.presentedRouter
        #expect(checkout?.presentingRouter === router)
        router.show(.checkout)
        #expect(router.presentedRouter === checkout, "presenting the same route again keeps its navigation")
        router.show(.help)
        #expect(router.presentedRouter != nil && router.presentedRouter !== checkout)
        router.sheet = nil
        #expect(router.presentedRouter == nil, "swiping the sheet away ends its router")
        router.fullScreenCover = .scanCard
        #expect(router.presentedRouter != nil)
    }

    @Test("inside a presentation, push, show and pop act on its own stack")
    func navigatingInside() throws {
        let router = FlowRouter(path: [.cart])
        router.show(.checkout)
        let checkout = try #require(router.presentedRouter)
        checkout.push(.shipping)
        checkout.show(.payment)
        checkout.show(.addCard)
        #expect(levels(router) == [
            Navigation(path: [.cart], sheet: .checkout),
            Navigation(path: [.shipping, .payment], sheet: .addCard),
            Navigation(path: []),
        ])
        checkout.sheet = nil
        checkout.pop()
        #expect(checkout.path == [.shipping] && router.path == [.cart])
    }

    @Test("dismiss() from inside a presentation dismisses it and what is over it; the root's dismisses what it presents")
    func dismiss() throws {
        let router = FlowRouter()
        router.open(FlowRoute.scanCard)
        let card = try #require(router.presentedRouter?.presentedRouter)
        card.dismiss()
        #expect(levels(router) == [
            Navigation(path: [.cart], sheet: .checkout),
            Navigation(path: [.shipping, .payment]),
        ])
        router.dismiss()
        #expect(levels(router) == [Navigation(path: [.cart])])
    }

    @Test("dismissAll() from any level dismisses every presentation, back to the root's stack")
    func dismissAll() throws {
        let router = FlowRouter()
        router.open(FlowRoute.scanCard)
        let scan = try #require(router.presentedRouter?.presentedRouter?.presentedRouter)
        scan.dismissAll()
        #expect(levels(router) == [Navigation(path: [.cart])])
    }

    @Test("restoration saves and restores every level")
    func restoration() {
        let router = FlowRouter()
        router.open(FlowRoute.scanCard)
        let restored = FlowRouter()
        restored.restore(from: router.restorationData)
        #expect(levels(restored) == levels(router))
        #expect(restored.presentedRouter?.presentingRouter === restored)
    }

    @Test("a level that no longer decodes is dropped with what is over it; the levels under it stay")
    func lossyRestoration() {
        let saved = #"{"path":["/cart"],"sheet":"/cart/checkout","presented":[{"path":["/cart/checkout/shipping","/gone"],"sheet":"/gone/card","presented":[{"path":[]}]}]}"#
        let router = FlowRouter()
        router.restore(from: Data(saved.utf8))
        #expect(levels(router) == [Navigation(path: [.cart], sheet: .checkout), Navigation(path: [.shipping])])
    }

    @Test("a presentation with nothing inside saves no level, so saved data is as before flows")
    func savedBytes() throws {
        let router = FlowRouter(path: [.cart])
        router.show(.help)
        let json = try #require(String(data: router.restorationData, encoding: .utf8))
        #expect(json == #"{"path":["\/cart"],"sheet":"\/help"}"#)
    }

    @Test("a change inside a presentation is observed, so the sheet's views follow it")
    func observation() throws {
        let router = FlowRouter()
        router.show(.checkout)
        let checkout = try #require(router.presentedRouter)
        let fired = Fired()
        withObservationTracking { _ = checkout.path } onChange: { fired.value = true }
        checkout.push(.shipping)
        #expect(fired.value)
        let presented = Fired()
        withObservationTracking { _ = router.presentedRouter } onChange: { presented.value = true }
        router.dismiss()
        #expect(presented.value)
    }
}
