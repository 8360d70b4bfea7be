import Foundation

/// A product of the shop: the data the screens show.
struct ShopProduct: Identifiable, Hashable, Sendable {
    let id: Int
    let name: String
    let price: Decimal

    static let all = [
        ShopProduct(id: 1, name: "Canvas Tote", price: 24),
        ShopProduct(id: 2, name: "Trail Runner", price: 120),
        ShopProduct(id: 3, name: "Rain Shell", price: 180),
    ]

    static func named(_ id: Int) -> String {
        all.first { $0.id == id }?.name ?? "Product \(id)"
    }
}

/// An order the customer placed.
struct ShopOrder: Identifiable, Hashable, Sendable {
    let id: UUID
    let summary: String

    static let all = [
        ShopOrder(id: UUID(uuidString: "0C4B1E7A-5D2F-4A3B-8E9C-1F2A3B4C5D6E") ?? UUID(), summary: "Trail Runner, size 42")
    ]
}
