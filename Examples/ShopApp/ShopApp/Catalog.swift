import Foundation

/// A product the shop sells.
nonisolated struct Product: Identifiable, Hashable, Codable, Sendable {
    let id: Int
    let name: String
    let price: String
}

/// The shop's products: what a real app would load from its server.
enum Catalog {
    static let products = [
        Product(id: 1, name: "Canvas Tote", price: "$24"),
        Product(id: 2, name: "Rain Jacket", price: "$120"),
        Product(id: 3, name: "Wool Socks", price: "$12"),
    ]

    /// The product with `id`, or nil when the catalog no longer has it (an old link, say).
    static func product(id: Int) -> Product? {
        products.first { $0.id == id }
    }
}
