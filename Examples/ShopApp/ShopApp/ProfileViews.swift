import SwiftUI

// MARK: - Profile tab

/// The profile tab's root: links to the settings and to the last order.
struct ProfileView: View {
    var body: some View {
        List {
            NavigationLink("Settings", value: ShopRoute.settings)
            NavigationLink("Last order", value: ShopRoute.order(id: Self.lastOrder))
        }
        .navigationTitle("Profile")
    }

    /// The order the profile shows; a real app would load it.
    static let lastOrder = UUID(uuidString: "0C4B1E7A-5D2F-4A3B-8E9C-1F2A3B4C5D6E") ?? UUID()
}

/// A placed order.
struct OrderView: View {
    let orderID: UUID

    var body: some View {
        Text("Order \(orderID.uuidString.prefix(8))")
            .navigationTitle("Order")
    }
}

/// The settings, with a button that pops back to the profile.
struct SettingsView: View {
    @Environment(ShopRouter.self) private var router

    var body: some View {
        Button("Done") { router.popToRoot() }
            .navigationTitle("Settings")
    }
}
