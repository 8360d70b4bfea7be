// This file is also compiled into the plugins (Plugins/Shared links to it), so it uses nothing
// but the standard library.

/// One of the things RouteGen can generate, as `generate` in the manifest names it.
public enum Artifact: String, Sendable, CaseIterable {
    /// The route enum with its `Codable` conformance, URL parser and printer.
    case `enum`
    /// The SwiftUI destination factory.
    case destinations
    /// The apple-app-site-association file and its Swift constant.
    case aasa
    /// The navigation layer: an `@Observable` router (and tabs), and with `destinations` the
    /// SwiftUI modifiers and tab view that wire it to `NavigationStack`s.
    case router
    /// The doors into the app beyond `router.open(url)`: the `appLinks` modifier (links, web pages
    /// handed off, the routes' activities, links the app's views open), Handoff and Spotlight,
    /// UIKit scene delegates and notifications. Needs `router`.
    case entryPoints
    /// The same navigation in UIKit: the view-controller factory, and the navigation and tab bar
    /// controllers that render the routers. Needs `router` and `entryPoints`; not a default.
    case uikit
}

extension Artifact {
    /// What a manifest without `generate` gets. A new artifact joins it only by being listed here,
    /// since joining changes the build outputs of every manifest that does not list `generate`.
    public static let defaults: Set<Artifact> = [.enum, .destinations, .aasa, .router, .entryPoints]
}
