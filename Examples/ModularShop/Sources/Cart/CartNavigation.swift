import Foundation
import ShopRoutes

/// Where the cart leads.
public enum CartNavigation {
    /// The screen a cart notification opens: the item, over its product in the catalog.
    public static func notificationRoute(item id: Int) -> ShopRoute {
        .cartItem(id: id)
    }
}
