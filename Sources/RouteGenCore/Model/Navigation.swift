/// How a route appears when the app shows it or a link opens it.
public enum Presentation: String, Hashable, Sendable, CaseIterable {
    /// Pushed onto the navigation stack: the default.
    case push
    /// Presented as a sheet over the stack of its parents.
    case sheet
    /// Presented over the whole screen, above the stack of its parents (a sheet on macOS).
    case fullScreenCover

    /// Whether the route is presented over the stack rather than pushed onto it.
    public var isPresented: Bool { self != .push }
}

/// One tab of the app, with its own navigation stack.
public struct NavigationTab: Sendable {
    /// The case of the tab enum: `shop`.
    public var name: String

    /// The title in the tab bar.
    public var title: String

    /// The SF Symbol of its icon.
    public var systemImage: String

    /// The Swift expression of its root view, where the manifest writes it.
    public var root: Located<String>
}

/// The navigation layer the manifest describes: the names of its types and the app's tabs.
public struct Navigation: Sendable {
    /// What the navigation types' names start with: `App` in `AppRouter`, `AppTab`.
    public var stem: String

    /// The tabs, in order; empty for an app with one navigation stack.
    public var tabs: [NavigationTab]

    /// The stem of an enum's navigation types when the manifest sets none: the enum's name without
    /// a trailing `Route` (`ShopRoute` → `Shop`, `Links` → `Links`), and `App` for the bare `Route`,
    /// whose stem would leave `Tab`, a SwiftUI type since iOS 18.
    public static func defaultStem(enumName: String) -> String {
        guard enumName.hasSuffix("Route") else { return enumName }
        let stem = String(enumName.dropLast("Route".count))
        return stem.isEmpty ? "App" : stem
    }
}
