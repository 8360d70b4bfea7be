#if canImport(SwiftUI)
import Foundation
import SwiftUI

// The views the shop manifest names in `view`, as the app declares them.

struct ProductListView: View {
    let category: String
    var body: some View { Text(category) }
}

struct ProductDetailView: View {
    let productID: UUID
    var body: some View { Text(productID.uuidString) }
}

struct CheckoutView: View {
    let productID: UUID
    let variant: String
    var body: some View { Text(variant) }
}

struct OrderConfirmationView: View {
    let orderID: UUID
    var body: some View { Text(orderID.uuidString) }
}

struct ProfileSettingsView: View {
    var body: some View { Text("Profile") }
}
#endif
