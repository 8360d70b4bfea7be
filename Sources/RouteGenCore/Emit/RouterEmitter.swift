/// Prints `<Enum>+Router.swift`: the navigation layer without SwiftUI.
///
/// - each route's `presentation` (and `Identifiable`, which sheets need, when a route is presented);
/// - with `tabs`, the tab enum and each route's `tab`;
/// - the `@Observable` router of one stack: the path, the presented route, the operations the
///   guides write by hand, `open(_:)` for links, and lossy restoration;
/// - with `tabs`, the tab router: the selection and one router per tab.
///
/// The routers need Observation (iOS 17, macOS 14), so they sit in `#if canImport(Observation)`
/// and carry `@available`: an app that supports older systems still builds. They are `@MainActor`,
/// as SwiftUI's views are; the values (presentation, tabs, saved navigation) are `nonisolated`, so
/// that a notification service or a widget's timeline provider can use them in any module, Xcode's
/// default `MainActor` isolation included.
struct RouterEmitter {
    let table: RouteTable

    private var access: String { table.access.rawValue }
    private var enumName: String { table.enumName }
    private var stem: String { table.navigation.stem }
    private var tabs: [NavigationTab] { table.navigation.tabs }
    private var routerName: String { GeneratedNames.router(stem: stem) }
    private var tabName: String { GeneratedNames.tabEnum(stem: stem) }
    private var tabRouterName: String { GeneratedNames.tabRouter(stem: stem) }

    /// The systems that have Observation.
    static let availability = PlatformAvailability.observation.attribute

    func emit() -> GeneratedFile {
        var writer = CodeWriter()
        GeneratedHeader.write(to: &writer)
        writer.line("#if canImport(Observation)")
        writer.line("import Observation")
        writer.line("#endif")
        writer.line()
        writer.mark("Presentation")
        emitPresentation(&writer)
        if !tabs.isEmpty {
            writer.line()
            writer.mark("Tabs")
            emitTabEnum(&writer)
            writer.line()
            writer.block("nonisolated extension \(enumName) {") { writer in
                writer.doc("The tab whose stack a link to the route opens: its `tab` in `routes.json`, else its parent's.")
                GroupedSwitch(
                    declaration: "\(access) var \(GeneratedNames.tab): \(tabName)",
                    values: table.routes.map { ($0, ".\(SwiftSyntax.identifier(tabs[$0.tabIndex ?? 0].name))") }
                ).write(to: &writer)
            }
        }
        writer.line()
        writer.line("#if canImport(Observation)")
        writer.line()
        writer.mark("Router")
        emitRouter(&writer)
        writer.line()
        emitRestoration(&writer)
        if !tabs.isEmpty {
            writer.line()
            writer.mark("Tab router")
            emitTabRouter(&writer)
        }
        writer.line()
        writer.mark("Saved navigation")
        emitSavedNavigation(&writer)
        writer.line("#endif")
        return GeneratedFile(name: GeneratedFileKind.router.fileName(enumName: enumName), contents: writer.text)
    }

    // MARK: Presentation and tabs

    private func emitPresentation(_ writer: inout CodeWriter) {
        writer.block("nonisolated extension \(enumName) {") { writer in
            writer.doc("How a route appears when the app shows it or a link opens it.")
            writer.block("\(access) enum Presentation: String, Hashable, Sendable {") { writer in
                writer.doc("Pushed onto the navigation stack.")
                writer.line("case push")
                writer.doc("Presented as a sheet over the stack of its parents.")
                writer.line("case sheet")
                writer.doc("Presented over the whole screen, above the stack of its parents (a sheet on macOS).")
                writer.line("case fullScreenCover")
            }
            writer.line()
            writer.doc("How the route appears: its `presentation` in `routes.json`.")
            GroupedSwitch(
                declaration: "\(access) var \(GeneratedNames.presentation): Presentation",
                values: table.routes.map { ($0, ".\($0.presentation.rawValue)") }
            ).write(to: &writer)
        }
        guard table.routes.contains(where: \.presentation.isPresented) else { return }
        writer.line()
        writer.doc("Each route is its own identity, so that a presented route can drive `sheet(item:)`.")
        writer.block("nonisolated extension \(enumName): Identifiable {") { writer in
            writer.doc("The route itself.")
            writer.line("\(access) var \(GeneratedNames.identifier): Self { self }")
        }
    }

    private func emitTabEnum(_ writer: inout CodeWriter) {
        writer.doc("A tab of the app. Each tab has its own navigation stack, and a link selects the tab of its route.")
        writer.block("nonisolated \(access) enum \(tabName): String, CaseIterable, Identifiable, Hashable, Codable, Sendable {") { writer in
            for tab in tabs {
                writer.doc("\(SwiftSyntax.docLine(tab.title)), whose root is `\(SwiftSyntax.docLine(tab.root.value))`.")
                writer.line("case \(SwiftSyntax.identifier(tab.name))")
            }
            writer.line()
            writer.doc("The tab itself, so that `ForEach` can list tabs.")
            writer.line("\(access) var id: Self { self }")
            writer.line()
            writer.doc("The tab's title in the tab bar.")
            emitTabSwitch("\(access) var title: String", value: \.title, &writer)
            writer.line()
            writer.doc("The SF Symbol of the tab's icon.")
            emitTabSwitch("\(access) var systemImage: String", value: \.systemImage, &writer)
        }
    }

    private func emitTabSwitch(_ declaration: String, value: KeyPath<NavigationTab, String>, _ writer: inout CodeWriter) {
        writer.block("\(declaration) {") { writer in
            writer.line("switch self {")
            for tab in tabs {
                writer.line("case .\(SwiftSyntax.identifier(tab.name)): \(SwiftSyntax.stringLiteral(tab[keyPath: value]))")
            }
            writer.line("}")
        }
    }

    // MARK: Router

    private func emitRouter(_ writer: inout CodeWriter) {
        let perTab = tabs.isEmpty ? "" : "\n``\(tabRouterName)`` keeps one router per tab."
        writer.doc(
            """
            The navigation of one stack: the path of a `NavigationStack` and the route presented over it.

            Create one per stack and hand it to the stack; navigate by changing it: from views, from
            links with ``open(_:)``, from restoration.\(perTab)

            ```swift
            @State private var router = \(routerName)()

            NavigationStack(path: $router.path) {
                HomeView().\(GeneratedNames.modifier(stem: stem, "Navigation"))(router)
            }
            ```
            """)
        writer.line(Self.availability)
        writer.line("@MainActor @Observable")
        writer.block("\(access) final class \(routerName) {") { writer in
            writer.doc("The routes on the stack, bottom first: the `path` of its `NavigationStack`.")
            writer.line("\(access) var path: [\(enumName)]")
            writer.line()
            writer.doc("The route presented as a sheet over the stack, if any.")
            writer.line("\(access) var sheet: \(enumName)?")
            writer.line()
            writer.doc("The route presented over the whole screen, if any.")
            writer.line("\(access) var fullScreenCover: \(enumName)?")
            writer.line()
            writer.doc("Whether a link or ``open(_:)`` has set the navigation, which restoration at launch then keeps.")
            writer.line("@ObservationIgnored private var _opened = false")
            writer.line()
            writer.doc("Creates a router whose stack holds `path`, with nothing presented.")
            writer.block("\(access) init(path: [\(enumName)] = []) {") { writer in
                writer.line("self.path = path")
            }
            writer.line()
            writer.line("// MARK: Navigating")
            writer.line()
            writer.doc("Pushes `route` onto the stack, whatever its presentation.")
            writer.block("\(access) func push(_ route: \(enumName)) {") { $0.line("path.append(route)") }
            writer.line()
            writer.doc("Pops `count` routes off the stack; all of them when it holds fewer.")
            writer.block("\(access) func pop(_ count: Int = 1) {") { $0.line("path.removeLast(min(max(count, 0), path.count))") }
            writer.line()
            writer.doc("Pops every route, back to the stack's root view.")
            writer.block("\(access) func popToRoot() {") { $0.line("path.removeAll()") }
            writer.line()
            writer.doc("Makes `routes` the stack and dismisses whatever is presented.")
            writer.block("\(access) func replace(with routes: [\(enumName)]) {") { writer in
                writer.line("dismiss()")
                writer.line("path = routes")
            }
            writer.line()
            writer.doc("Shows `route` as `routes.json` says: pushed, or presented as a sheet or full-screen cover.")
            writer.block("\(access) func show(_ route: \(enumName)) {") { writer in
                writer.line("switch route.\(GeneratedNames.presentation) {")
                writer.line("case .push: path.append(route)")
                writer.line("case .sheet: sheet = route")
                writer.line("case .fullScreenCover: fullScreenCover = route")
                writer.line("}")
            }
            writer.line()
            writer.doc("Dismisses the presented sheet or full-screen cover.")
            writer.block("\(access) func dismiss() {") { writer in
                writer.line("sheet = nil")
                writer.line("fullScreenCover = nil")
            }
            writer.line()
            writer.line("// MARK: Links")
            writer.line()
            writer.doc(
                """
                Opens a universal link or custom-scheme URL: the route's parents become the stack, then the
                route is pushed or presented, and whatever was presented before is dismissed.

                - Parameter url: A link, from `onOpenURL` or a notification.
                - Returns: False, changing nothing, when no route takes the link; hand it back to the system
                  (`openURL`) then, as it may be a page of the website the app does not show.
                """)
            writer.line("@discardableResult")
            writer.block("\(access) func open(_ url: URL) -> Bool {") { writer in
                writer.line("guard let stack = \(enumName).\(GeneratedNames.stack)(for: url) else { return false }")
                writer.line("_open(stack)")
                writer.line("return true")
            }
            writer.line()
            writer.doc("Shows `route` as a link to it would: over its parents, with nothing else presented.")
            writer.block("\(access) func open(_ route: \(enumName)) {") { writer in
                writer.line("_open(route.\(GeneratedNames.stack))")
            }
            writer.line()
            writer.doc("Makes `stack` the navigation: all but its last route as the path, then the last one shown.")
            writer.block("func _open(_ stack: [\(enumName)]) {") { writer in
                writer.line("_opened = true")
                writer.line("replace(with: Array(stack.dropLast()))")
                writer.line("if let route = stack.last { show(route) }")
            }
        }
    }

    private func emitRestoration(_ writer: inout CodeWriter) {
        writer.line(Self.availability)
        writer.block("extension \(routerName) {") { writer in
            writer.doc(
                """
                The stack and the presented route, to save (in `@SceneStorage`, say) and hand to
                ``restore(from:)`` on the next launch.

                Each route is saved as the enum encodes it, its path (`"/products/42"`), so saved data
                outlives app updates that keep the route's path.
                """)
            writer.block("\(access) var restorationData: Data {") { writer in
                writer.line("_SavedNavigation.encode(_saved)")
            }
            writer.line()
            writer.doc(
                """
                Restores what ``restorationData`` saved, as far as this version of the app still has it.

                Never fails: the stack keeps its routes up to the first one that no longer decodes (a route
                an update removed or changed) and drops the rest, a presented route that no longer decodes
                is not presented, and data that cannot be read at all leaves the stack empty.
                """)
            writer.block("\(access) func restore(from data: Data) {") { writer in
                writer.line("_restore(_SavedNavigation.decode(data, as: _SavedNavigation.self))")
            }
            writer.line()
            writer.doc(Self.restoreAtLaunchDoc)
            writer.block("func _restoreAtLaunch(from data: Data) {") { writer in
                writer.line("if !_opened { restore(from: data) }")
            }
            writer.line()
            writer.doc("The navigation as it is saved.")
            writer.block("fileprivate var _saved: _SavedNavigation {") { writer in
                writer.line("_SavedNavigation(path: path, sheet: sheet, fullScreenCover: fullScreenCover)")
            }
            writer.line()
            writer.doc("Restores saved navigation; nil leaves nothing on the stack.")
            writer.block("fileprivate func _restore(_ saved: _SavedNavigation?) {") { writer in
                writer.line("path = saved?.path ?? []")
                writer.line("sheet = saved?.sheet")
                writer.line("fullScreenCover = saved?.fullScreenCover")
            }
        }
    }

    // MARK: Tab router

    private func emitTabRouter(_ writer: inout CodeWriter) {
        let first = ".\(SwiftSyntax.identifier(tabs[0].name))"
        writer.doc(
            """
            The selected tab and one ``\(routerName)`` per tab: the navigation of a `TabView` whose tabs
            each have their own `NavigationStack`.

            A link selects its route's tab and opens in that tab's router; the other tabs keep their stacks.
            """)
        writer.line(Self.availability)
        writer.line("@MainActor @Observable")
        writer.block("\(access) final class \(tabRouterName) {") { writer in
            writer.doc("The tab on screen.")
            writer.line("\(access) var selectedTab: \(tabName)")
            writer.line()
            // `_<tab>Router`, never `_<tab>`: `@Observable` stores `selectedTab` in `_selectedTab`.
            for tab in tabs {
                writer.line("private let \(storage(tab)) = \(routerName)()")
            }
            writer.line()
            writer.doc("Whether a link or ``open(_:)`` has set the navigation, which restoration at launch then keeps.")
            writer.line("@ObservationIgnored private var _opened = false")
            writer.line()
            writer.doc("Creates the routers, every stack empty, with `selectedTab` on screen.")
            writer.block("\(access) init(selectedTab: \(tabName) = \(first)) {") { writer in
                writer.line("self.selectedTab = selectedTab")
            }
            writer.line()
            writer.doc("The router of `tab`'s stack: the same instance every time.")
            writer.block("\(access) func router(for tab: \(tabName)) -> \(routerName) {") { writer in
                writer.line("switch tab {")
                for tab in tabs {
                    writer.line("case .\(SwiftSyntax.identifier(tab.name)): \(storage(tab))")
                }
                writer.line("}")
            }
            writer.line()
            writer.doc(
                """
                Opens a link in the tab of its route: selects the tab, makes the route's parents its stack and
                shows the route. The other tabs keep their stacks; what they presented is dismissed, as it
                would cover the route.

                - Returns: False, changing nothing, when no route takes the link.
                """)
            writer.line("@discardableResult")
            writer.block("\(access) func open(_ url: URL) -> Bool {") { writer in
                writer.line("guard let stack = \(enumName).\(GeneratedNames.stack)(for: url) else { return false }")
                writer.line("_open(stack)")
                writer.line("return true")
            }
            writer.line()
            writer.doc("Shows `route` in its tab as a link to it would.")
            writer.block("\(access) func open(_ route: \(enumName)) {") { writer in
                writer.line("_open(route.\(GeneratedNames.stack))")
            }
            writer.line()
            writer.block("private func _open(_ stack: [\(enumName)]) {") { writer in
                writer.line("guard let tab = stack.last?.\(GeneratedNames.tab) else { return }")
                writer.line("_opened = true")
                writer.line("for other in \(tabName).allCases where other != tab { router(for: other).dismiss() }")
                writer.line("selectedTab = tab")
                writer.line("router(for: tab)._open(stack)")
            }
            writer.line()
            writer.line("// MARK: Restoration")
            writer.line()
            writer.doc("Every tab's stack and presented route, and the selected tab, to save and hand to ``restore(from:)``.")
            writer.block("\(access) var restorationData: Data {") { writer in
                writer.line("let tabs = Dictionary(uniqueKeysWithValues: \(tabName).allCases.map { ($0.rawValue, router(for: $0)._saved) })")
                writer.line("return _SavedNavigation.encode(_SavedTabs(selectedTab: selectedTab.rawValue, tabs: tabs))")
            }
            writer.line()
            writer.doc(
                """
                Restores what ``restorationData`` saved, each tab as ``\(routerName)/restore(from:)`` does.

                A tab the data does not have (or that an update removed) starts empty; a selected tab this
                version no longer has leaves the selection as it is.
                """)
            writer.block("\(access) func restore(from data: Data) {") { writer in
                writer.line("let saved = _SavedNavigation.decode(data, as: _SavedTabs.self)")
                writer.line("for tab in \(tabName).allCases { router(for: tab)._restore(saved?.tabs[tab.rawValue]) }")
                writer.line("if let selected = saved.flatMap({ \(tabName)(rawValue: $0.selectedTab) }) { selectedTab = selected }")
            }
            writer.line()
            writer.doc(Self.restoreAtLaunchDoc)
            writer.block("func _restoreAtLaunch(from data: Data) {") { writer in
                writer.line("if !_opened { restore(from: data) }")
            }
        }
    }

    /// Why restoration at launch asks the router: SwiftUI may call `onOpenURL` before `onAppear`
    /// when a link launches the app, and the link must not be overwritten by the last session.
    private static let restoreAtLaunchDoc = """
        Restores what ``restorationData`` saved unless a link has already opened: a link that launched
        the app wins over the last session, whichever of `onOpenURL` and `onAppear` SwiftUI calls first.
        """

    /// `_shopRouter`: the private property that holds a tab's router.
    private func storage(_ tab: NavigationTab) -> String { "_\(tab.name)Router" }

    // MARK: Saved navigation

    private func emitSavedNavigation(_ writer: inout CodeWriter) {
        writer.doc("What a router saves: its stack and presented routes, each as the enum encodes it.")
        writer.block("nonisolated private struct _SavedNavigation: Codable {") { writer in
            writer.line("var path: [\(enumName)]")
            writer.line("var sheet: \(enumName)?")
            writer.line("var fullScreenCover: \(enumName)?")
            writer.line()
            writer.doc("Sorted keys, so the same navigation always saves the same bytes.")
            writer.block("static func encode(_ value: some Encodable) -> Data {") { writer in
                writer.line("let encoder = JSONEncoder()")
                writer.line("encoder.outputFormatting = .sortedKeys")
                writer.line("return (try? encoder.encode(value)) ?? Data()")
            }
            writer.line()
            writer.block("static func decode<Value: Decodable>(_ data: Data, as type: Value.Type) -> Value? {") { writer in
                writer.line("try? JSONDecoder().decode(type, from: data)")
            }
        }
        writer.line()
        writer.block("nonisolated extension _SavedNavigation {") { writer in
            writer.doc("Decodes what this version of the app still has: the stack up to its first unknown route.")
            writer.block("init(from decoder: any Decoder) throws {") { writer in
                writer.line("let container = try decoder.container(keyedBy: CodingKeys.self)")
                writer.line("path = []")
                writer.block("if var routes = try? container.nestedUnkeyedContainer(forKey: .path) {") { writer in
                    writer.line("while !routes.isAtEnd, let route = try? routes.decode(\(enumName).self) { path.append(route) }")
                }
                writer.line("sheet = try? container.decodeIfPresent(\(enumName).self, forKey: .sheet)")
                writer.line("fullScreenCover = try? container.decodeIfPresent(\(enumName).self, forKey: .fullScreenCover)")
            }
        }
        guard !tabs.isEmpty else { return }
        writer.line()
        writer.doc("What a tab router saves: the selected tab and each tab's navigation, by the tabs' raw values.")
        writer.block("nonisolated private struct _SavedTabs: Codable {") { writer in
            writer.line("var selectedTab: String")
            writer.line("var tabs: [String: _SavedNavigation]")
        }
    }
}
