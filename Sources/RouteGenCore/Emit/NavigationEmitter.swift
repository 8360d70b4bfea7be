/// Prints `<Enum>+Navigation.swift`: the SwiftUI side of the routers, in `#if canImport(SwiftUI)`.
///
/// - `appNavigation(_:_:)`: a router's destinations and presented routes on its `NavigationStack`;
/// - `appLinks(_:)`: links from `onOpenURL` and `onContinueUserActivity` into `open(_:)`, and the
///   ones no route takes back to the system;
/// - `appRestoration(_:key:)`: the router's navigation in `@SceneStorage`;
/// - with `tabs`, `AppTabsView`: a `TabView` with one stack per tab, wired to one tab router.
///
/// Everything is a standard modifier (`ViewModifier`, `@Bindable`, `@SceneStorage`) so that it reads
/// as the guides write it by hand, and compiles on every Apple platform from iOS 17 and macOS 14.
struct NavigationEmitter {
    let plan: GenerationPlan

    /// The manifest's path as the compiler should print it in `#sourceLocation`.
    let manifestPath: String

    private var table: RouteTable { plan.table }
    private var access: String { table.access.rawValue }
    private var enumName: String { table.enumName }
    private var stem: String { table.navigation.stem }
    private var tabs: [NavigationTab] { table.navigation.tabs }
    private var routerName: String { GeneratedNames.router(stem: stem) }
    private var tabRouterName: String { GeneratedNames.tabRouter(stem: stem) }
    private var destinationsProtocol: String { GeneratedNames.destinationsProtocol(enumName) }
    private var viewsType: String { GeneratedNames.viewsType(enumName) }
    private var allRoutesHaveViews: Bool { plan.everyRouteHasView }
    private var navigationModifier: String { GeneratedNames.modifier(stem: stem, "Navigation") }
    private var linksModifier: String { GeneratedNames.modifier(stem: stem, "Links") }
    private var restorationModifier: String { GeneratedNames.modifier(stem: stem, "Restoration") }
    private var availability: String { RouterEmitter.availability }

    func emit() -> GeneratedFile {
        var writer = CodeWriter()
        GeneratedHeader.write(to: &writer)
        writer.line("#if canImport(SwiftUI) && canImport(Observation)")
        writer.line("import SwiftUI")
        writer.line()
        writer.mark("Navigation")
        emitNavigation(&writer)
        writer.line()
        writer.mark("Links")
        emitLinks(&writer)
        writer.line()
        writer.mark("Restoration")
        emitRestoration(&writer)
        if !tabs.isEmpty {
            writer.line()
            writer.mark("Tabs")
            emitTabsView(&writer)
        }
        writer.line("#endif")
        return GeneratedFile(name: GeneratedFileKind.navigation.fileName(enumName: enumName), contents: writer.text)
    }

    // MARK: Navigation

    private func emitNavigation(_ writer: inout CodeWriter) {
        let presents = Set(table.routes.map(\.presentation))
        writer.line(availability)
        writer.block("extension View {") { writer in
            writer.doc(
                """
                Shows `router`'s navigation on the enclosing `NavigationStack`: the view of every route on
                its path, and the route it presents, with the views of `destinations`. The views on the
                stack and in its sheets find the router in the environment: `@Environment(\(routerName).self)`.

                Apply it to the stack's root view, the stack's path bound to the router's:

                ```swift
                NavigationStack(path: $router.path) {
                    HomeView().\(navigationModifier)(router, ShopDestinations())
                }
                ```
                """)
            writer.block("\(access) func \(navigationModifier)(_ router: \(routerName), _ destinations: some \(destinationsProtocol)) -> some View {") { writer in
                writer.line("modifier(_Navigation(router: router, destinations: destinations))")
            }
            guard allRoutesHaveViews else { return }
            writer.line()
            writer.doc("Shows `router`'s navigation on the enclosing `NavigationStack` with the views `routes.json` names.")
            writer.block("\(access) func \(navigationModifier)(_ router: \(routerName)) -> some View {") { writer in
                writer.line("\(navigationModifier)(router, \(viewsType)())")
            }
        }
        writer.line()
        writer.doc("The destinations of the path, and the presented routes with the same views.")
        writer.line(availability)
        writer.block("private struct _Navigation<Destinations: \(destinationsProtocol)>: ViewModifier {") { writer in
            writer.line("@Bindable var router: \(routerName)")
            writer.line("let destinations: Destinations")
            writer.line()
            writer.block("func body(content: Content) -> some View {") { writer in
                writer.line("content")
                writer.line("    .\(GeneratedNames.destinationsModifier(enumName))(destinations)")
                if presents.contains(.sheet) {
                    writer.line("    .sheet(item: $router.sheet) { route in destinations.view(for: route).environment(router) }")
                }
                if presents.contains(.fullScreenCover) {
                    // macOS has no full-screen cover; a sheet is the nearest it has.
                    writer.line("    #if os(macOS)")
                    writer.line("    .sheet(item: $router.fullScreenCover) { route in destinations.view(for: route).environment(router) }")
                    writer.line("    #else")
                    writer.line("    .fullScreenCover(item: $router.fullScreenCover) { route in")
                    writer.line("        destinations.view(for: route).environment(router)")
                    writer.line("    }")
                    writer.line("    #endif")
                }
                writer.line("    .environment(router)")
            }
        }
    }

    // MARK: Links

    private func emitLinks(_ writer: inout CodeWriter) {
        emitModifierPerRouter(
            &writer,
            doc: """
                Opens in `router` the links the app receives, in every way the SwiftUI life cycle delivers them:

                - universal links and custom-scheme URLs arrive through `onOpenURL` (Apple's
                  `onOpenURL(perform:)`: "SwiftUI passes a Universal Link to your app directly as a URL");
                - a web page handed off from Safari on another device arrives as an `NSUserActivity` of type
                  `NSUserActivityTypeBrowsingWeb`, through `onContinueUserActivity`;
                - on iPad, Mac and Vision Pro, a window that shows this view takes the links, instead of a
                  new window opening for each (`handlesExternalEvents(preferring:allowing:)`).

                A link no route takes goes to `unhandled` when you pass one. Otherwise a web link goes back
                to the system through `openURL`: the browser, since "if your app uses [`openURL`] to open
                a universal link to your website, the link won't open in your app" (Apple, "Allowing apps
                and websites to link to your content"). A custom-scheme link no route takes opens nothing:
                handing the app's own scheme back would only bring it here again.

                Apply it once, to the root view of the scene.

                - Parameters:
                  - router: Where the links open.
                  - unhandled: What to do with a link no route takes, such as showing the web page in
                    the app; nil hands web links to the system.
                """,
            tabDoc: "Opens the links the app receives in `router`, each in the tab of its route, as for one router.",
            declaration: { "\(linksModifier)(_ router: \($0), unhandled: (@MainActor (URL) -> Void)? = nil)" },
            body: "modifier(_Links(open: { router.open($0) }, unhandled: unhandled))")
        writer.line()
        writer.doc("Hands each link to `open`, and a link `open` does not take to `unhandled` or the system.")
        writer.line(availability)
        writer.block("private struct _Links: ViewModifier {") { writer in
            writer.line("let open: @MainActor (URL) -> Bool")
            writer.line("let unhandled: (@MainActor (URL) -> Void)?")
            writer.line("@Environment(\\.openURL) private var openURL")
            writer.line("@State private var handedBack: URL?")
            writer.line()
            writer.block("func body(content: Content) -> some View {") { writer in
                writer.line("content")
                writer.line("    .onOpenURL { url in take(url) }")
                writer.line("    .onContinueUserActivity(NSUserActivityTypeBrowsingWeb) { activity in")
                writer.line("        if let url = activity.webpageURL { take(url) }")
                writer.line("    }")
                // Only these systems have more than one window, and the modifier.
                writer.line("    #if os(iOS) || os(macOS) || os(visionOS)")
                writer.line("    .handlesExternalEvents(preferring: [\"*\"], allowing: [\"*\"])")
                writer.line("    #endif")
            }
            writer.line()
            writer.block("private func take(_ url: URL) {") { writer in
                writer.line("guard !open(url) else { return }")
                writer.line("if let unhandled { return unhandled(url) }")
                writer.line("// Only web links go back, and `openURL` opens the app's own universal links in the browser.")
                writer.line("// Should the system hand a web link straight back all the same, it is dropped the second")
                writer.line("// time, so the two never loop.")
                writer.line("let scheme = url.scheme?.lowercased()")
                writer.block("guard scheme == \"https\" || scheme == \"http\", url != handedBack else {") { writer in
                    writer.line("handedBack = nil")
                    writer.line("return")
                }
                writer.line("handedBack = url")
                writer.line("openURL(url)")
            }
        }
    }

    // MARK: Restoration

    private func emitRestoration(_ writer: inout CodeWriter) {
        emitModifierPerRouter(
            &writer,
            doc: """
                Keeps `router`'s navigation in `@SceneStorage` under `key`: restored once, when the view
                first appears, and saved on every change. Routes an app update removed are dropped.

                Give each router of a scene its own key.
                """,
            tabDoc: "Keeps every tab's navigation and the selected tab in `@SceneStorage` under `key`, as for one router.",
            declaration: { "\(restorationModifier)(_ router: \($0), key: String = \(SwiftSyntax.stringLiteral($0)))" },
            body: "modifier(_Restoration(key: key, data: { router.restorationData }, restore: { router._restoreAtLaunch(from: $0) }))")
        writer.line()
        writer.doc("Restores once, on first appearance, then saves on every change of the navigation.")
        writer.line(availability)
        writer.block("private struct _Restoration: ViewModifier {") { writer in
            writer.line("@SceneStorage private var saved: Data?")
            writer.line("@State private var hasRestored = false")
            writer.line("let data: @MainActor () -> Data")
            writer.line("let restore: @MainActor (Data) -> Void")
            writer.line()
            writer.block("init(key: String, data: @escaping @MainActor () -> Data, restore: @escaping @MainActor (Data) -> Void) {") { writer in
                writer.line("_saved = SceneStorage(key)")
                writer.line("self.data = data")
                writer.line("self.restore = restore")
            }
            writer.line()
            writer.block("func body(content: Content) -> some View {") { writer in
                writer.line("content")
                writer.line("    .onAppear {")
                writer.line("        guard !hasRestored else { return }")
                writer.line("        hasRestored = true")
                writer.line("        if let saved { restore(saved) }")
                writer.line("    }")
                writer.line("    .onChange(of: data()) { _, data in saved = data }")
            }
        }
    }

    // MARK: Tabs

    private func emitTabsView(_ writer: inout CodeWriter) {
        let name = GeneratedNames.tabsView(stem: stem)
        let tabName = GeneratedNames.tabEnum(stem: stem)
        writer.doc(
            """
            The app's tabs: a `TabView` with one `NavigationStack` per tab, each with its own router, root
            view, destinations and presented routes, all driven by one ``\(tabRouterName)``. It opens the
            links the app receives and keeps the navigation in `@SceneStorage`. Every view finds the tab
            router in the environment (`@Environment(\(tabRouterName).self)`), and the views of a tab its
            own router.

            Keep the router in the scene's root view, not in the `App`: each window (on iPad, Mac and
            Vision Pro) then has its own navigation, and restores its own.

            ```swift
            struct RootView: View {
                @State private var router = \(tabRouterName)()

                var body: some View {
                    \(name)(router: router\(allRoutesHaveViews ? "" : ", destinations: ShopDestinations()"))
                }
            }
            ```
            """)
        writer.line(availability)
        writer.block("\(access) struct \(name)<Destinations: \(destinationsProtocol)>: View {") { writer in
            writer.line("@Bindable private var router: \(tabRouterName)")
            writer.line("private let destinations: Destinations")
            writer.line("private let restorationKey: String")
            writer.line("private let unhandledLink: (@MainActor (URL) -> Void)?")
            writer.line()
            writer.doc(
                """
                Creates the tabs.

                - Parameters:
                  - router: The selected tab and the tabs' routers.
                  - destinations: The views of the routes.
                  - restorationKey: The `@SceneStorage` key of the navigation.
                  - unhandledLink: What to do with a link no route takes; nil hands web links to the system.
                """)
            writeInit(destinations: "Destinations", &writer) { writer in
                writer.line("self.router = router")
                writer.line("self.destinations = destinations")
                writer.line("self.restorationKey = restorationKey")
                writer.line("self.unhandledLink = unhandledLink")
            }
            writer.line()
            writer.block("\(access) var body: some View {") { writer in
                writer.line("_tabView")
                writer.line("    .\(linksModifier)(router, unhandled: unhandledLink)")
                writer.line("    .\(restorationModifier)(router, key: restorationKey)")
                writer.line("    .environment(router)")
            }
            writer.line()
            writer.doc("The `TabView`: with the `Tab` API where the system has it, else with `tabItem(_:)`, which it replaces.")
            writer.line("@ViewBuilder")
            writer.block("private var _tabView: some View {") { writer in
                writer.ifChain(
                    [(PlatformAvailability.tabContent.condition, { writer in
                        writer.block("TabView(selection: $router.selectedTab) {") { writer in
                            for tab in tabs {
                                // Qualified: an app's own `Tab` type would shadow SwiftUI's.
                                let title = SwiftSyntax.stringLiteral(tab.title)
                                let image = SwiftSyntax.stringLiteral(tab.systemImage)
                                writer.block("SwiftUI.Tab(\(title), systemImage: \(image), value: \(tabName).\(SwiftSyntax.identifier(tab.name))) {") { writer in
                                    writer.line(tabStack(tab))
                                }
                            }
                        }
                    })],
                    otherwise: { writer in
                        writer.block("TabView(selection: $router.selectedTab) {") { writer in
                            for tab in tabs {
                                writer.line(tabStack(tab))
                                writer.line("    .tabItem { Label(\(SwiftSyntax.stringLiteral(tab.title)), systemImage: \(SwiftSyntax.stringLiteral(tab.systemImage))) }")
                                writer.line("    .tag(\(tabName).\(SwiftSyntax.identifier(tab.name)))")
                            }
                        }
                    })
            }
            writer.line()
            writer.line("// MARK: Roots from routes.json")
            for tab in tabs {
                writer.line()
                writer.doc("The root view of tab `\(tab.name)`.")
                writer.block("private var \(rootProperty(tab)): some View {") { writer in
                    // The expression is the manifest's: a compiler error in it points at its line there.
                    writer.line("#sourceLocation(file: \(SwiftSyntax.stringLiteral(manifestPath)), line: \(tab.root.location.line))")
                    writer.line(tab.root.value)
                    writer.line("#sourceLocation()")
                }
            }
        }
        if allRoutesHaveViews {
            writer.line()
            writer.line(availability)
            writer.block("extension \(name) where Destinations == \(viewsType) {") { writer in
                writer.doc("Creates the tabs, showing the views `routes.json` names.")
                writeInit(destinations: nil, &writer) { writer in
                    writer.line("self.init(router: router, destinations: \(viewsType)(), restorationKey: restorationKey, unhandledLink: unhandledLink)")
                }
            }
        }
        writer.line()
        writer.doc("One tab's stack: its router's path, its root view, and the router's navigation on it.")
        writer.line(availability)
        writer.block("private struct _TabStack<Root: View, Destinations: \(destinationsProtocol)>: View {") { writer in
            writer.line("@Bindable var router: \(routerName)")
            writer.line("let destinations: Destinations")
            writer.line("let root: Root")
            writer.line()
            writer.block("var body: some View {") { writer in
                writer.block("NavigationStack(path: $router.path) {") { writer in
                    writer.line("root.\(navigationModifier)(router, destinations)")
                }
            }
        }
    }

    /// `extension View` with one modifier for the router and, with tabs, one for the tab router.
    private func emitModifierPerRouter(
        _ writer: inout CodeWriter, doc: String, tabDoc: String, declaration: (String) -> String, body: String
    ) {
        let routers = [routerName] + (tabs.isEmpty ? [] : [tabRouterName])
        writer.line(availability)
        writer.block("extension View {") { writer in
            for (index, router) in routers.enumerated() {
                if index > 0 { writer.line() }
                writer.doc(index == 0 ? doc : tabDoc)
                writer.block("\(access) func \(declaration(router)) -> some View {") { $0.line(body) }
            }
        }
    }

    /// An initializer of the tabs view, one parameter per line; without `destinations:` for the
    /// views `routes.json` names.
    private func writeInit(destinations: String?, _ writer: inout CodeWriter, body: (inout CodeWriter) -> Void) {
        writer.line("\(access) init(")
        writer.indented { writer in
            writer.line("router: \(tabRouterName),")
            if let destinations { writer.line("destinations: \(destinations),") }
            writer.line("restorationKey: String = \(SwiftSyntax.stringLiteral(tabRouterName)),")
            writer.line("unhandledLink: (@MainActor (URL) -> Void)? = nil")
        }
        writer.block(") {", body)
    }

    /// `_TabStack(…)`: a tab's stack, with its router, the destinations and its root view.
    private func tabStack(_ tab: NavigationTab) -> String {
        "_TabStack(router: router.router(for: .\(SwiftSyntax.identifier(tab.name))), destinations: destinations, root: \(rootProperty(tab)))"
    }

    /// `_shopRoot`: the private property of a tab's root view.
    private func rootProperty(_ tab: NavigationTab) -> String { "_\(tab.name)Root" }
}
