import Foundation

/// The catalog's shareable links, printed by the committed generated code.
public enum CatalogLinks {
    /// The universal link that opens `brand` in the app (nil only for a manifest without hosts).
    public static func link(toBrand slug: String) -> URL? {
        CatalogRoute.brand(slug: slug).universalLink
    }
}
