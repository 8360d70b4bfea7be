/// How a route appears when the app shows it or a link opens it.
package enum Presentation: String, Hashable, Sendable, CaseIterable {
    /// Pushed onto the navigation stack: the default.
    case push
    /// Presented as a sheet over the stack of its parents.
    case sheet
    /// Presented over the whole screen, above the stack of its parents (a sheet on macOS).
    case fullScreenCover

    /// Whether the route is presented over the stack rather than pushed onto it.
    package var isPresented: Bool { self != .push }
}

/// One tab of the app, with its own navigation stack.
package struct NavigationTab: Sendable {
    /// The case of the tab enum: `shop`.
    package var name: String

    /// The title in the tab bar.
    package var title: String

    /// The SF Symbol of its icon.
    package var systemImage: String

    /// The Swift expression of its root view, where the manifest writes it; nil in a UIKit app
    /// that gives only `rootViewController` (and generates no SwiftUI tabs view).
    package var root: Located<String>?

    /// Where the manifest writes the tab's root: its `root`, else its `rootViewController`.
    package var location: SourceLocation

    /// The Swift expression of its UIKit root view controller, where the manifest writes it; nil
    /// to host `root` in UIKit.
    package var rootViewController: Located<String>?

    /// The section it is grouped under in a sidebar (`TabSection`, or a `Section` of a split
    /// view's list); nil for a tab of its own. Tabs of one section are listed together.
    package var section: String?

    /// What the system does with the tab beyond showing it.
    package var role: Role?

    /// Whether people may hide or move the tab, where the layout lets them (a sidebar-adaptable
    /// tab view's sidebar): SwiftUI's tab customization.
    package var customizable = true

    /// The names of the requirements of every route shown in the tab, in the order of
    /// `Navigation.requirements`: its `requires`, and what the routes that meet those require. The
    /// tab is hidden while one is unmet.
    package var requirements: [String] = []

    /// A tab with its root view (or none, for UIKit alone), at the place of that root.
    package init(name: String, title: String, systemImage: String, root: Located<String>?) {
        self.name = name
        self.title = title
        self.systemImage = systemImage
        self.root = root
        location = root?.location ?? SourceLocation(line: 1, column: 1)
    }

    /// A tab's role, as SwiftUI's `TabRole` names it.
    package enum Role: String, Hashable, Sendable, CaseIterable {
        /// SwiftUI's search tab: set apart in the tab bar, its title and symbol the system's.
        case search
    }
}

/// How the tabs are laid out.
package enum NavigationLayout: String, Hashable, Sendable, CaseIterable {
    /// A `TabView`: a tab bar, which iPadOS 18 shows at the top.
    case tabs
    /// A `TabView` in the sidebar-adaptable style (iOS 18, macOS 15, tvOS 18): a tab bar on
    /// iPhone, a tab bar that turns into a sidebar on iPad, a sidebar on Mac and Apple TV.
    case sidebarAdaptable
    /// A `NavigationSplitView`: a sidebar that lists the tabs beside the selected one's stack on
    /// iPad and Mac, which a compact width (iPhone) collapses into one stack.
    case splitView

    /// Whether people can customize the tabs (hide and move them): in the sidebar-adaptable
    /// style's sidebar only, where SwiftUI offers it.
    package var isCustomizable: Bool { self == .sidebarAdaptable }
}

/// The navigation layer the manifest describes: the names of its types and the app's tabs.
package struct Navigation: Sendable {
    /// What the navigation types' names start with: `App` in `AppRouter`, `AppTab`.
    package var stem: String

    /// The tabs, in order; empty for an app with one navigation stack.
    package var tabs: [NavigationTab]

    /// How the tabs are laid out; `.tabs` without tabs.
    package var layout: NavigationLayout = .tabs

    /// The requirements, each after those its route needs (else in manifest order): the order in
    /// which a router checks them, so that the first unmet one's route can always show.
    package var requirements: [Requirement] = []

    /// The tabs in their sections, in order: each run of tabs with the same section, or a tab of
    /// its own (`section` nil).
    package var sections: [(section: String?, tabs: [NavigationTab])] {
        var sections: [(section: String?, tabs: [NavigationTab])] = []
        for tab in tabs {
            if let section = tab.section, sections.last?.section == section {
                sections[sections.count - 1].tabs.append(tab)
            } else {
                sections.append((tab.section, [tab]))
            }
        }
        return sections
    }

    /// The stem of an enum's navigation types when the manifest sets none: the enum's name without
    /// a trailing `Route` (`ShopRoute` → `Shop`, `Links` → `Links`), and `App` for the bare `Route`,
    /// whose stem would leave `Tab`, a SwiftUI type since iOS 18.
    package static func defaultStem(enumName: String) -> String {
        guard enumName.hasSuffix("Route") else { return enumName }
        let stem = String(enumName.dropLast("Route".count))
        return stem.isEmpty ? "App" : stem
    }
}
