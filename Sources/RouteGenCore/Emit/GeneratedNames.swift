/// Every name that generated code declares, in one place, so that validation can keep manifest
/// names away from them and emitters spell them one way.
enum GeneratedNames {
    /// The public members of the route enum. A route (an enum case) of one of these names would
    /// be an invalid redeclaration, so validation refuses it.
    ///
    /// `self` is refused too: a destinations requirement named `self` makes every `self` in the
    /// protocol's extensions ambiguous (the compiler warns even on `` self.`self` ``).
    static let members: Set<String> = [
        path, universalLink, customSchemeURL, storedText, stack, associationFile, "encode", "hash", "hashValue", "self",
        presentation, tab, hostsStack, title, userActivity, notificationLinkKey, notificationLink,
    ]

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

    /// Every top-level type the navigation layer may declare for `stem`.
    static func navigationTypes(stem: String) -> [String] {
        [
            router(stem: stem), tabEnum(stem: stem), tabRouter(stem: stem), tabsView(stem: stem), splitView(stem: stem),
            requirementEnum(stem: stem), navigationEvent(stem: stem), userActivityType(stem: stem), routing(stem: stem),
        ]
    }

    /// `"App.home"`: the `customizationID` of tab `home`, which keeps people's arrangement of it.
    static func customizationID(stem: String, tab: String) -> String { "\(stem).\(tab)" }

    /// `"App.section.Library"`: the `customizationID` of section `Library`; no tab's, as a tab's name
    /// has no dot.
    static func customizationID(stem: String, section: String) -> String { "\(stem).section.\(section)" }

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

    /// `static func stack(for:)` and `var stack`.
    static let stack = "stack"

    /// The prefix of a match-tree node function: `_node3`. Private helpers start with `_`, which
    /// no route or parameter name can, so they never clash with the manifest's names.
    static func node(_ index: Int) -> String { "_node\(index)" }

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

    /// `_cartItemView`: with fragments, the function that shows route `cartItem`'s `view`.
    static func viewFunction(_ routeName: String) -> String { "_\(routeName)View" }

    /// `root`: the composed destinations' part for the manifest's own routes.
    static let rootDestinationsMember = "root"

    /// `CartViews`: the composed destinations' generic parameter for a fragment's destinations.
    static func fragmentViewsParameter(_ fragment: String) -> String { "\(fragment)Views" }

    /// `RootViews`: the composed destinations' generic parameter for the manifest's own routes.
    static let rootViewsParameter = "RootViews"

    /// The `View` modifier that registers the destinations: `appRouteDestinations(_:)`.
    static func destinationsModifier(_ enumName: String) -> String {
        enumName.prefix(1).lowercased() + enumName.dropFirst() + "Destinations"
    }

    /// The most routes whose destinations `view(for:)` picks with a `@ViewBuilder` switch. Such a
    /// switch nests `_ConditionalContent` types, and its type-checking time grows faster than the
    /// cases, to many seconds at a few hundred routes; above this, each case is an `AnyView`
    /// (scripts/bench.sh --only compile).
    static let viewBuilderSwitchLimit = 64

    /// The most routes whose destinations protocol has an associated view type per route. The
    /// compiler's requirement machine gives up on a protocol with about a thousand associated
    /// types ("rule count limit exceeded"); above this, requirements return `AnyView`.
    static let typedDestinationsLimit = 500

    /// `func _opens(through:) -> Bool`: whether a link channel opens the route.
    static let opens = "_opens"

    /// The function that builds route `name` once its path matched: `_route_productDetail`.
    static func routeBuilder(_ name: String) -> String { "_route_\(name)" }

    /// The name of a route's `index`th value: captured by its `index`th path parameter on the way
    /// to a node, read from the query, or bound by a `case` pattern. Generated code never binds a
    /// value under its manifest name, except where the manifest's own `view` expression uses it.
    static func capture(_ index: Int) -> String { "_p\(index)" }

    /// The name of the other route's `index`th value where two routes are compared (`==`): `_q0`.
    static func otherCapture(_ index: Int) -> String { "_q\(index)" }

    /// The most cases one `switch self` lists. Swift 6.3 gives up proving a `switch` over an enum
    /// with associated values exhaustive somewhere past 700 cases; a `switch` that ends in
    /// `default:` needs no such proof, so larger switches are split into chunks that hand the
    /// remaining cases on through `default:`.
    static let switchCaseLimit = 400

    /// The private property that continues a split `switch`: `_path2`.
    static func chunk(_ property: String, _ index: Int) -> String { "_\(property)\(index)" }

    /// The most literal edges one node matches with a `switch` over strings, which compares case
    /// by case; wider levels switch over `LiteralHash` of the segment.
    static let switchLiteralLimit = 4
}
