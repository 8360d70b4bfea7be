import Observation

/// What the customer has established: whether they are signed in. The routers ask it through
/// `isMet`, and the tab bar follows it (the Orders tab shows only for a signed-in customer), since
/// the controllers observe what `isMet` reads.
@MainActor @Observable
final class ShopSession {
    var isSignedIn = false

    func isMet(_ requirement: ShopRequirement) -> Bool {
        switch requirement {
        case .signedIn: isSignedIn
        }
    }
}
