import UIKit

// The shop's UIKit screens. None of them pushes, presents or parses anything itself: each asks
// the router of its stack (`shopRouter`, the UIKit counterpart of the environment's router) to show
// a route, and the navigation controller that renders the router does the rest.

/// A screen of a few buttons under a title: what every screen of this example is.
class ActionsViewController: UIViewController {
    private let stack = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        stack.axis = .vertical
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }

    /// Adds a line of text.
    func addLabel(_ text: String) {
        let label = UILabel()
        label.text = text
        stack.addArrangedSubview(label)
    }

    /// Adds a button that runs `action`.
    func addButton(_ title: String, action: @escaping @MainActor () -> Void) {
        stack.addArrangedSubview(UIButton(configuration: .filled(), primaryAction: UIAction(title: title) { _ in action() }))
    }
}

/// A screen of one product: the product page and the steps of its checkout.
class ProductStepViewController: ActionsViewController {
    let productID: Int

    init(productID: Int, title: String) {
        self.productID = productID
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("made in code") }
}

// MARK: - Shop

/// The shop tab's root: the products.
final class ProductListViewController: ActionsViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Shop"
        for product in ShopProduct.all {
            addButton(product.name) { [weak self] in self?.shopRouter?.show(.product(id: product.id)) }
        }
    }
}

final class ProductViewController: ProductStepViewController {
    init(productID: Int) {
        super.init(productID: productID, title: ShopProduct.named(productID))
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        addButton("Reviews") { [weak self, productID] in self?.shopRouter?.show(.reviews(id: productID)) }
        addButton("Buy") { [weak self, productID] in self?.shopRouter?.show(.checkout(id: productID)) }
    }
}

// MARK: - Checkout, a sheet with its own stack

final class CheckoutViewController: ProductStepViewController {
    init(productID: Int) {
        super.init(productID: productID, title: "Checkout")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .cancel, primaryAction: UIAction { [weak self] _ in
            // The app's own dismissal: the navigation controller tells the router.
            self?.dismiss(animated: true)
        })
        addLabel(ShopProduct.named(productID))
        addButton("Continue to shipping") { [weak self, productID] in self?.shopRouter?.show(.shipping(id: productID)) }
    }
}

final class ShippingViewController: ProductStepViewController {
    init(productID: Int) {
        super.init(productID: productID, title: "Shipping")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        // Payment requires a signed-in customer: for a guest the router shows sign-in first.
        addButton("Continue to payment") { [weak self, productID] in self?.shopRouter?.show(.payment(id: productID)) }
    }
}

final class PaymentViewController: ProductStepViewController {
    init(productID: Int) {
        super.init(productID: productID, title: "Payment")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        addLabel("Pay for \(ShopProduct.named(productID))")
        addButton("Pay") { [weak self] in self?.shopRouter?.dismissAll() }
    }
}

// MARK: - Orders

final class OrderListViewController: ActionsViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Orders"
        for order in ShopOrder.all {
            addButton(order.summary) { [weak self] in self?.shopRouter?.show(.order(id: order.id)) }
        }
    }
}

final class OrderViewController: ActionsViewController {
    private let orderID: UUID

    init(orderID: UUID) {
        self.orderID = orderID
        super.init(nibName: nil, bundle: nil)
        title = "Your Order"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("made in code") }

    override func viewDidLoad() {
        super.viewDidLoad()
        addLabel(ShopOrder.all.first { $0.id == orderID }?.summary ?? "An order")
    }
}

// MARK: - Profile

final class ProfileViewController: ActionsViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Profile"
        addButton("Settings") { [weak self] in self?.shopRouter?.show(.settings) }
        addButton("Sign in") { [weak self] in self?.shopRouter?.show(.signIn) }
    }
}

final class SettingsViewController: ActionsViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        addLabel("Notifications: on")
    }
}

/// Signing in: made by ``ShopScreens``, which hands it the session.
final class SignInViewController: ActionsViewController {
    private let session: ShopSession

    init(session: ShopSession) {
        self.session = session
        super.init(nibName: nil, bundle: nil)
        title = "Sign In"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("made in code") }

    override func viewDidLoad() {
        super.viewDidLoad()
        addButton("Sign in") { [weak self] in
            guard let self else { return }
            session.isSignedIn = true
            // The tab router: what waited for sign-in (a link to an order, the payment step) opens
            // now, taking the sign-in sheet away; with nothing waiting, the sheet just closes.
            let tabs = (view.window?.windowScene?.delegate as? SceneDelegate)?.router
            if tabs?.resume() != true { shopRouter?.dismiss() }
        }
        addButton("Not now") { [weak self] in self?.shopRouter?.dismiss() }
    }
}
