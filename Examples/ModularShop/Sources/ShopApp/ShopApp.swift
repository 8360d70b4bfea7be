/// The app's composition root: an app target (or an Xcode project's app) shows `ShopRootView`.
public enum ShopApp {
    /// The features the app composes, in the order the manifest includes their fragments.
    public static let features = ["Catalog", "Cart", "Account"]
}
