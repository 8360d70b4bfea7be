// What the templates use from the other generated files, in the smallest form that compiles: the
// route enum with its parser and stacks (`<Enum>.swift`, `<Enum>+URL.swift`) and its
// destinations (`<Enum>+Destinations.swift`). None of this is embedded.

import Foundation

#if canImport(SwiftUI)
import SwiftUI
#endif

// MARK: - Routes

/// A route enum with three routes: one pushed, one in a sheet, one over the whole screen.
nonisolated public enum TemplateRoute: Hashable, Codable, Sendable {
    case home
    case product
    case signIn

    /// The stack a link opens: the route's parents, then the route.
    public static func stack(for url: URL) -> [TemplateRoute]? {
        switch url.path {
        case "/": [.home]
        case "/product": [.home, .product]
        case "/sign-in": [.signIn]
        default: nil
        }
    }

    /// The stack a link tapped in the app opens: here, as any link's.
    public static func stack(forInAppURL url: URL) -> [TemplateRoute]? {
        stack(for: url)
    }

    /// The route's parents, then the route.
    public var stack: [TemplateRoute] {
        self == .home ? [.home] : [.home, self]
    }

    /// The route's path, which `init(path:)` reads back.
    public var path: String {
        switch self {
        case .home: "/"
        case .product: "/product"
        case .signIn: "/sign-in"
        }
    }

    /// The route of a path.
    public init?(path: String) {
        guard let route = Self.stack(for: URL(fileURLWithPath: path))?.last else { return nil }
        self = route
    }

    /// The string that stores the route: its path.
    public var storedText: String { path }

    /// The route of a stored string.
    public init?(storedText: String) {
        self.init(path: storedText)
    }

    /// The route as a universal link; nil for the one the website does not show.
    public var universalLink: URL? {
        self == .signIn ? nil : URL(string: "https://example.com" + path)
    }

    /// The screen's name.
    public var title: String {
        String(describing: self).capitalized
    }
}

#if canImport(SwiftUI)

// MARK: - Destinations

/// The views of the routes.
@MainActor
public protocol TemplateRouteDestinations {
    associatedtype RouteView: View

    @ViewBuilder func view(for route: TemplateRoute) -> RouteView
}

/// The views `routes.json` names.
public struct TemplateRouteViews: TemplateRouteDestinations {
    public init() {}

    public func view(for route: TemplateRoute) -> some View {
        Text(String(describing: route))
    }
}

extension View {
    /// The destinations of the routes pushed on the enclosing `NavigationStack`.
    public func templateRouteDestinations(_ destinations: some TemplateRouteDestinations) -> some View {
        navigationDestination(for: TemplateRoute.self) { route in destinations.view(for: route) }
    }
}

/// A tab's root view, as `routes.json` names it.
struct TemplateTabRootView: View {
    var body: some View {
        Text("Root")
    }
}
#endif

#if canImport(UIKit) && !os(watchOS)
import UIKit

// MARK: - View controllers

/// The view controllers of the routes.
@MainActor
public protocol TemplateRouteViewControllers {
    func viewController(for route: TemplateRoute) -> UIViewController

    func rootViewController(for tab: TemplateTab) -> UIViewController
}

/// The view controllers `routes.json` names.
public struct TemplateRouteControllers: TemplateRouteViewControllers {
    public init() {}

    public func viewController(for route: TemplateRoute) -> UIViewController {
        UIViewController()
    }

    public func rootViewController(for tab: TemplateTab) -> UIViewController {
        UIViewController()
    }
}
#endif

extension TemplateRoute {
    /// The route that meets a requirement, as `routes.json` names it.
    static let templateRequirementRoute = TemplateRoute.signIn
}
