import UIKit

/// One window: its own router, session-aware tab bar, links and restoration. Every door into the
/// app goes through the router, which decides; the tab bar controller renders what it holds.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    let router = ShopTabRouter()
    let session = ShopSession()

    /// A cold launch: restore what the scene saved, then open the link or activity it was launched
    /// with, which wins over the last session.
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        router.isMet = self.session.isMet
        router.onNavigate = { event in print("navigation: \(event.kind) \(event.route) (\(event.cause))") }
        router.open(connectionOptions, restoring: session.stateRestorationActivity)

        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = ShopTabBarController(router: router, destinations: ShopScreens(session: self.session))
        window.makeKeyAndVisible()
        self.window = window
        NotificationLinks.shared.deliver(to: router)
    }

    /// A link while the app runs: a universal link or a `shop://` URL.
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        router.open(URLContexts)
    }

    /// Handoff from another device, a Spotlight result, or a universal link delivered as an activity.
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        router.open(userActivity)
    }

    /// What the system saves when it suspends the scene, and hands back to `willConnectTo` next time.
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        router.restorationActivity
    }
}
