/// Every name that generated code declares for the app (members of the route enum, the
/// navigation and destinations types), in one place: validation keeps the manifest's names away
/// from them, and the emitters spell them one way. Names generated code keeps to itself are the
/// emitters' (`GeneratedNames`).
enum DeclaredNames {
    /// The public members of the route enum. A route (an enum case) of one of these names would
    /// be an invalid redeclaration, so validation refuses it.
    ///
    /// `self` is refused too: a destinations requirement named `self` makes every `self` in the
    /// protocol's extensions ambiguous (the compiler warns even on `` self.`self` ``).
    static let members: Set<String> = [
        path, universalLink, customSchemeURL, inAppURL, storedText, stack, associationFile, "encode", "hash", "hashValue", "self",
        presentation, tab, hostsStack, title, userActivity, notificationLinkKey, notificationLink,
    ]

    /// `"route."`: the start of a screen marker's accessibility identifier, `route.product` on
    /// route `product`'s screen (`screenMarkers`), which UI tests wait for.
    static let screenMarkerPrefix = "route."

    /// `var storedText: String`: the string `Codable`, Handoff and restoration store a route as.
    static let storedText = "storedText"

    /// `var title: String`: the screen's localized name.
    static let title = "title"

    /// `var userActivity: NSUserActivity`: the route's Handoff and Spotlight activity, on Apple platforms.
    static let userActivity = "userActivity"

    /// `static let notificationLinkKey`: the payload key of a notification's link.
    static let notificationLinkKey = "notificationLinkKey"

    /// `static func notificationLink(in:)`: the link a notification's payload carries.
    static let notificationLink = "notificationLink"

    /// `var presentation: Presentation`: how a route appears, and the nested type's name.
    static let presentation = "presentation"

    /// `var tab: AppTab`: the tab whose stack a link to the route opens.
    static let tab = "tab"

    /// `var hostsStack: Bool`: whether a presented route hosts a stack, emitted when one does.
    static let hostsStack = "hostsStack"

    /// `var requirements: Set<AppRequirement>` of a route and of a tab, emitted when the manifest
    /// has requirements (and refused as a route's or tab's name then).
    static let requirements = "requirements"

    /// `var id: Self`: the `Identifiable` conformance sheets need, emitted when a route is presented.
    static let identifier = "id"

    /// `AppRouter`: the `@Observable` owner of one navigation stack.
    static func router(stem: String) -> String { "\(stem)Router" }

    /// `AppTab`: the enum of the app's tabs.
    static func tabEnum(stem: String) -> String { "\(stem)Tab" }

    /// `AppTabRouter`: the selected tab and one router per tab.
    static func tabRouter(stem: String) -> String { "\(stem)TabRouter" }

    /// `AppTabsView`: the `TabView` with one `NavigationStack` per tab.
    static func tabsView(stem: String) -> String { "\(stem)TabsView" }

    /// `AppSplitView`: the `NavigationSplitView` whose sidebar lists the tabs.
    static func splitView(stem: String) -> String { "\(stem)SplitView" }

    /// `AppRequirement`: the enum of the manifest's requirements.
    static func requirementEnum(stem: String) -> String { "\(stem)Requirement" }

    /// `AppNavigationEvent`: a change of navigation, as the routers' hook reports it.
    static func navigationEvent(stem: String) -> String { "\(stem)NavigationEvent" }

    /// `AppUserActivity`: a route's Handoff and Spotlight activity, as plain values.
    static func userActivityType(stem: String) -> String { "\(stem)UserActivity" }

    /// `AppRouting`: what both routers are to the doors into the app.
    static func routing(stem: String) -> String { "\(stem)Routing" }

    /// `AppNavigationController`: the `UINavigationController` that renders a router.
    static func uikitNavigationController(stem: String) -> String { "\(stem)NavigationController" }

    /// `AppTabBarController`: the `UITabBarController` that renders a tab router.
    static func uikitTabBarController(stem: String) -> String { "\(stem)TabBarController" }

    /// `AppScreen`: what one level of UIKit navigation shows, as values.
    static func screen(stem: String) -> String { "\(stem)Screen" }

    /// `AppTabScreen`: what a UIKit tab bar shows, as values.
    static func tabScreen(stem: String) -> String { "\(stem)TabScreen" }

    /// `AppHostingController`: a route's SwiftUI view on a UIKit stack, with the routers in its environment.
    static func hostingController(stem: String) -> String { "\(stem)HostingController" }

    /// `_AppHosting`: what the navigation controller gives a hosted screen (private to the file).
    static func hostingProtocol(stem: String) -> String { "_\(stem)Hosting" }

    /// `CartControllers`: the composed view controllers' generic parameter for a fragment's.
    static func fragmentControllersParameter(_ fragment: String) -> String { "\(fragment)Controllers" }

    /// `RootControllers`: the composed view controllers' generic parameter for the manifest's own routes.
    static let rootControllersParameter = "RootControllers"

    /// `AppControllerView`: a UIKit view controller shown in a SwiftUI stack.
    static func controllerView(stem: String) -> String { "\(stem)ControllerView" }

    /// `appRouter`: a view controller's router, the UIKit counterpart of the environment's.
    static func controllerRouter(stem: String) -> String { modifier(stem: stem, "Router") }

    /// Every top-level type the navigation layer may declare for `stem`; with `uikit`, also those of
    /// UIKit navigation and of UIKit screens in SwiftUI, which only manifests that use UIKit reserve.
    static func navigationTypes(stem: String, uikit: Bool = true) -> [String] {
        [
            router(stem: stem), tabEnum(stem: stem), tabRouter(stem: stem), tabsView(stem: stem), splitView(stem: stem),
            requirementEnum(stem: stem), navigationEvent(stem: stem), userActivityType(stem: stem), routing(stem: stem),
        ] + (uikit ? uikitTypes(stem: stem) : [])
    }

    /// The types of UIKit navigation (`uikit` in `generate`) and of UIKit screens in SwiftUI (a
    /// route's `viewController`).
    static func uikitTypes(stem: String) -> [String] {
        [
            uikitNavigationController(stem: stem), uikitTabBarController(stem: stem), screen(stem: stem),
            tabScreen(stem: stem), controllerView(stem: stem), hostingController(stem: stem),
        ]
    }

    /// `appNavigation`, `appLinks`, `appRestoration`: the `View` modifiers, named from the stem.
    static func modifier(stem: String, _ job: String) -> String {
        stem.prefix(1).lowercased() + stem.dropFirst() + job
    }

    /// What each `View` modifier of the navigation layer does, the end of its name: `appLinks`,
    /// `appOpenURL`, `appUserActivity`.
    static let modifierJobs = ["Navigation", "Links", "Restoration", "OpenURL", "UserActivity"]

    /// `static let appleAppSiteAssociation: String`: the AASA file's JSON.
    static let associationFile = "appleAppSiteAssociation"

    /// `var path: String`: the path and query.
    static let path = "path"

    /// `var universalLink: URL?`.
    static let universalLink = "universalLink"

    /// `var customSchemeURL: URL?`.
    static let customSchemeURL = "customSchemeURL"

    /// `var inAppURL: URL?`: the link that opens the route when tapped in the app, in a manifest
    /// with routes on any host.
    static let inAppURL = "inAppURL"

    /// `static func stack(for:)` and `var stack`.
    static let stack = "stack"

    /// The protocol of the views of every route: `AppRouteDestinations`.
    static func destinationsProtocol(_ enumName: String) -> String { "\(enumName)Destinations" }

    /// The associated type of one route's view: `ProductDetailDestination`. Not `…View`, which
    /// would shadow the app's own view types inside the protocol.
    static func destinationType(_ routeName: String) -> String {
        routeName.prefix(1).uppercased() + routeName.dropFirst() + "Destination"
    }

    /// The conformance that shows the manifest's views: `AppRouteViews`.
    static func viewsType(_ enumName: String) -> String { "\(enumName)Views" }

    /// `CartDestinations`: the views of fragment `Cart`'s routes, which its module implements.
    static func fragmentDestinationsProtocol(_ fragment: String) -> String { "\(fragment)Destinations" }

    /// `AppRootDestinations`: with fragments, the views of the manifest's own routes.
    static func rootDestinationsProtocol(stem: String) -> String { "\(stem)RootDestinations" }

    /// `AppFeatureDestinations`: every route's view, composed from each fragment's destinations.
    static func featureDestinations(stem: String) -> String { "\(stem)FeatureDestinations" }

    /// `root`: the composed destinations' part for the manifest's own routes.
    static let rootDestinationsMember = "root"

    /// `CartViews`: the composed destinations' generic parameter for a fragment's destinations.
    static func fragmentViewsParameter(_ fragment: String) -> String { "\(fragment)Views" }

    /// `RootViews`: the composed destinations' generic parameter for the manifest's own routes.
    static let rootViewsParameter = "RootViews"

    /// The UIKit factory of every route's view controller: `AppRouteViewControllers`.
    static func viewControllersProtocol(_ enumName: String) -> String { "\(enumName)ViewControllers" }

    /// The conformance that makes the manifest's view controllers: `AppRouteControllers`.
    static func controllersType(_ enumName: String) -> String { "\(enumName)Controllers" }

    /// `CartViewControllers`: the view controllers of fragment `Cart`'s routes.
    static func fragmentViewControllersProtocol(_ fragment: String) -> String { "\(fragment)ViewControllers" }

    /// `AppRootViewControllers`: with fragments, the view controllers of the manifest's own routes.
    static func rootViewControllersProtocol(stem: String) -> String { "\(stem)RootViewControllers" }

    /// `AppFeatureViewControllers`: every route's view controller, composed from each fragment's.
    static func featureViewControllers(stem: String) -> String { "\(stem)FeatureViewControllers" }

    /// The `View` modifier that registers the destinations: `appRouteDestinations(_:)`.
    static func destinationsModifier(_ enumName: String) -> String {
        enumName.prefix(1).lowercased() + enumName.dropFirst() + "Destinations"
    }
}
