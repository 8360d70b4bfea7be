// What a route's and a tab's screens are, for SwiftUI and UIKit: which the manifest names, so that
// the generated code has a default for it, and which exists only as a view controller.

extension Route {
    /// Whether UIKit navigation has the route's view controller without the app: its
    /// `viewController`, or its SwiftUI `view` hosted.
    var hasUIKitScreen: Bool {
        viewController != nil || view != nil
    }

    /// Whether the route's screen exists only as a view controller: SwiftUI shows it through a
    /// representable, where UIKit exists.
    var isUIKitOnly: Bool {
        view == nil && viewController != nil
    }
}

extension Navigation {
    /// Whether UIKit navigation has every tab's root view controller without the app: its
    /// `rootViewController`, or its `root` view hosted. A UIKit app that gives neither implements it.
    var hasUIKitRoots: Bool {
        !tabs.isEmpty && tabs.allSatisfy { $0.root != nil || $0.rootViewController != nil }
    }
}
