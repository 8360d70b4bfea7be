import ShopRoutes

/// Whether the customer has signed in: what the app's routers ask before a route that requires it.
@MainActor
public final class AccountSession {
    /// The app's session.
    public static let shared = AccountSession()

    /// Whether a customer has signed in.
    public var isSignedIn = false

    public init() {}

    /// The routers' `isMet`: whether `requirement` holds now.
    public func isMet(_ requirement: ShopRequirement) -> Bool {
        switch requirement {
        case .signedIn: isSignedIn
        }
    }
}
