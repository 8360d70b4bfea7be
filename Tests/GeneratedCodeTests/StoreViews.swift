#if canImport(SwiftUI)
import Foundation
import SwiftUI

// The views the tabs-and-sheets manifest names in `view` and `root`, as the app declares them.

struct StoreHomeView: View {
    var body: some View { Text("Store") }
}

struct OrderListView: View {
    var body: some View { Text("Orders") }
}

struct ProfileView: View {
    var body: some View { Text("Profile") }
}

struct CategoryView: View {
    let slug: String
    var body: some View { Text(slug) }
}

struct ProductView: View {
    let id: Int
    var body: some View { Text("\(id)") }
}

struct ReviewView: View {
    let productID: Int
    var body: some View { Text("Review \(productID)") }
}

struct OrderView: View {
    let orderID: UUID
    var body: some View { Text(orderID.uuidString) }
}

struct ReturnView: View {
    let orderID: UUID
    var body: some View { Text("Return \(orderID.uuidString)") }
}

struct SettingsView: View {
    var body: some View { Text("Settings") }
}

struct SignInView: View {
    var body: some View { Text("Sign in") }
}
#endif
