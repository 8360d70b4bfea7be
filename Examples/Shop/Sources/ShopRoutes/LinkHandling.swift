import Foundation

/// What the app does with a link it is opened with.
public enum LinkHandling: Equatable, Sendable {
    /// Replace the navigation path with this back stack.
    case navigate([AppRoute])
    /// No route takes the link: give it back to the system, which opens it in the browser.
    case openInBrowser(URL)

    /// How to handle `url`, from the routes RouteGen generated from routes.json.
    public init(_ url: URL) {
        self = AppRoute.stack(for: url).map(LinkHandling.navigate) ?? .openInBrowser(url)
    }
}
