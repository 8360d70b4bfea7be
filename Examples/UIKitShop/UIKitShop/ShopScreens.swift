import UIKit

/// The view controller of every route. The manifest's `viewController` and `view` entries give all
/// but one; sign-in needs the session, so it is made here.
struct ShopScreens: ShopRouteViewControllers {
    let session: ShopSession

    func signIn() -> UIViewController {
        SignInViewController(session: session)
    }
}
