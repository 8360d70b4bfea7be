import SwiftUI

// Previews that start from a deep link: each opens a link in a fresh tab router, exactly as the
// app does when the link arrives, so the preview shows the tab, the back stack and the sheet.

struct ShopTabsView_Previews: PreviewProvider {
    static var previews: some View {
        ShopTabsView(router: .opening("https://shop.example.com/products/2")).environment(Session())
        ShopTabsView(router: .opening("shop://products/2/checkout/shipping")).environment(Session())
        ShopTabsView(router: .opening("https://shop.example.com/settings")).environment(Session())
    }
}

extension ShopTabRouter {
    /// A tab router that has opened `link`, or shows the first tab when no route takes it.
    static func opening(_ link: String) -> ShopTabRouter {
        let router = ShopTabRouter()
        if let url = URL(string: link) { router.open(url) }
        return router
    }
}
