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
    let table: RouteTable

    /// The manifest's path as the compiler should print it in `#sourceLocation`.
    let manifestPath: String

    private var access: String { table.access.rawValue }
    private var enumName: String { table.enumName }
    private var stem: String { table.navigation.stem }
    private var tabs: [NavigationTab] { table.navigation.tabs }
    private var routerName: String { GeneratedNames.router(stem: stem) }
    private var tabRouterName: String { GeneratedNames.tabRouter(stem: stem) }
    private var destinationsProtocol: String { GeneratedNames.destinationsProtocol(enumName) }
    private var viewsType: String { GeneratedNames.viewsType(enumName) }
    private var allRoutesHaveViews: Bool { table.routes.allSatisfy { $0.view != nil } }
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
        return GeneratedFile(name: OutputFile.navigation(enumName), contents: writer.text)
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
                Opens in `router` the links the app receives: from `onOpenURL` (custom-scheme URLs, and
                universal links in the SwiftUI life cycle) and from `onContinueUserActivity` (a web page
                handed off from a browser).

                A web link no route takes goes back to the system through `openURL`, for the browser; a
                custom-scheme link no route takes opens nothing, since handing the app's own scheme back
                would only bring it here again. Apply it once, to the scene's root view.
                """,
            tabDoc: "Opens the links the app receives in `router`, each in the tab of its route, as for one router.",
            declaration: { "\(linksModifier)(_ router: \($0))" },
            body: "modifier(_Links(open: { router.open($0) }))")
        writer.line()
        writer.doc("Hands each link to `open`, and a web link `open` does not take to the system.")
        writer.block("private struct _Links: ViewModifier {") { writer in
            writer.line("let open: @MainActor (URL) -> Bool")
            writer.line("@Environment(\\.openURL) private var openURL")
            writer.line("@State private var handedBack: URL?")
            writer.line()
            writer.block("func body(content: Content) -> some View {") { writer in
                writer.line("content")
                writer.line("    .onOpenURL { url in take(url) }")
                writer.line("    .onContinueUserActivity(NSUserActivityTypeBrowsingWeb) { activity in")
                writer.line("        if let url = activity.webpageURL { take(url) }")
                writer.line("    }")
            }
            writer.line()
            writer.block("private func take(_ url: URL) {") { writer in
                writer.line("guard !open(url) else { return }")
                writer.line("// Only web links go back: the app's own scheme would come straight back here. A web link")
                writer.line("// that the system hands straight back is dropped the second time, so the two never loop.")
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
            body: "modifier(_Restoration(key: key, data: { router.restorationData }, restore: { router.restore(from: $0) }))")
        writer.line()
        writer.doc("Restores once, on first appearance, then saves on every change of the navigation.")
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
        let key = SwiftSyntax.stringLiteral(tabRouterName)
        writer.doc(
            """
            The app's tabs: a `TabView` with one `NavigationStack` per tab, each with its own router, root
            view, destinations and presented routes, all driven by one ``\(tabRouterName)``. It opens the
            links the app receives and keeps the navigation in `@SceneStorage`. Every view finds the tab
            router in the environment (`@Environment(\(tabRouterName).self)`), and the views of a tab its
            own router.

            ```swift
            @State private var router = \(tabRouterName)()

            var body: some Scene {
                WindowGroup { \(name)(router: router\(allRoutesHaveViews ? "" : ", destinations: ShopDestinations()")) }
            }
            ```
            """)
        writer.line(availability)
        writer.block("\(access) struct \(name)<Destinations: \(destinationsProtocol)>: View {") { writer in
            writer.line("@Bindable private var router: \(tabRouterName)")
            writer.line("private let destinations: Destinations")
            writer.line("private let restorationKey: String")
            writer.line()
            writer.doc(
                """
                Creates the tabs.

                - Parameters:
                  - router: The selected tab and the tabs' routers.
                  - destinations: The views of the routes.
                  - restorationKey: The `@SceneStorage` key of the navigation.
                """)
            writer.block("\(access) init(router: \(tabRouterName), destinations: Destinations, restorationKey: String = \(key)) {") { writer in
                writer.line("self.router = router")
                writer.line("self.destinations = destinations")
                writer.line("self.restorationKey = restorationKey")
            }
            writer.line()
            writer.block("\(access) var body: some View {") { writer in
                writer.block("TabView(selection: $router.selectedTab) {") { writer in
                    for tab in tabs {
                        let id = SwiftSyntax.identifier(tab.name)
                        writer.line("_TabStack(router: router.router(for: .\(id)), destinations: destinations, root: \(rootProperty(tab)))")
                        writer.line("    .tabItem { Label(\(SwiftSyntax.stringLiteral(tab.title)), systemImage: \(SwiftSyntax.stringLiteral(tab.systemImage))) }")
                        writer.line("    .tag(\(tabName).\(id))")
                    }
                }
                writer.line(".\(linksModifier)(router)")
                writer.line(".\(restorationModifier)(router, key: restorationKey)")
                writer.line(".environment(router)")
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
                writer.block("\(access) init(router: \(tabRouterName), restorationKey: String = \(key)) {") { writer in
                    writer.line("self.init(router: router, destinations: \(viewsType)(), restorationKey: restorationKey)")
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

    /// `_shopRoot`: the private property of a tab's root view.
    private func rootProperty(_ tab: NavigationTab) -> String { "_\(tab.name)Root" }
}
