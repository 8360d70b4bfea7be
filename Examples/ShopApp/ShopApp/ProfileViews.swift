import SwiftUI

// MARK: - Orders tab

/// The orders tab's root, which shows only while a customer is signed in (`requires` in
/// `routes.json`): a link to the last order.
struct OrderListView: View {
    var body: some View {
        List {
            NavigationLink("Last order", value: ShopRoute.order(id: Self.lastOrder))
        }
        .navigationTitle("Orders")
    }

    /// The order the list shows; a real app would load it.
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

// MARK: - Profile tab

/// The profile tab's root: the settings, and signing in or out. Signing out takes away what only
/// a signed-in customer may see: the orders tab hides, and its stack empties.
struct ProfileView: View {
    @Environment(Session.self) private var session
    @Environment(ShopRouter.self) private var router
    @Environment(ShopTabRouter.self) private var tabs

    var body: some View {
        List {
            NavigationLink("Settings", value: ShopRoute.settings)
            if session.isSignedIn {
                Button("Sign out") {
                    session.isSignedIn = false
                    tabs.enforceRequirements()
                }
            } else {
                Button("Sign in") { router.show(.signIn) }
            }
        }
        .navigationTitle("Profile")
    }
}

/// Signing in, in a sheet. A link or step that waits for it opens once the customer has signed in:
/// `resume()` dismisses the sheet and opens it. Cancelling calls `resume()` too, which then gives up.
struct SignInView: View {
    @Environment(Session.self) private var session
    @Environment(ShopRouter.self) private var router

    var body: some View {
        VStack {
            Button("Sign in") {
                session.isSignedIn = true
                if !router.resume() { router.dismiss() }
            }
            Button("Cancel") {
                if !router.resume() { router.dismiss() }
            }
        }
        .navigationTitle("Sign in")
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
