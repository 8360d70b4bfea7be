#if canImport(UIKit) && !os(watchOS)
import UIKit

// The UIKit screens of the `requirements` fixture (`viewController` and `rootViewController` in its
// manifest). A file of its own, without `import Testing`, which declares cross-import overlays with
// UIKit that do not exist on Linux.

/// The account tab's root: a screen the app has only in UIKit.
final class AccountViewController: UIViewController {}

/// A gift card: a route whose screen exists only as a view controller.
final class GiftCardViewController: UIViewController {
    let code: String

    init(code: String) {
        self.code = code
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        return nil
    }
}
#endif
