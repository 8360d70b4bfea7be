import Foundation
import ShopRoutes

/// Where the catalog leads, written against the one route enum: a route of the Cart feature is
/// as typed here as the catalog's own, though this module never sees the cart's views.
public enum CatalogNavigation {
    /// The link that opens `product` in the app, to share.
    public static func link(toProduct id: Int) -> URL? {
        ShopRoute.product(id: id).shareableLink
    }

    /// What "Add to Cart" shows: the cart's item, over the product.
    public static func afterAddingToCart(product id: Int) -> ShopRoute {
        .cartItem(id: id)
    }
}
