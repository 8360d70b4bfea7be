/// Prints `<Enum>+Destinations.swift`: the views of the routes for a SwiftUI `NavigationStack`.
///
/// Three pieces, all inside `#if canImport(SwiftUI)` so the enum's module still builds where
/// SwiftUI does not exist:
/// - a protocol with one `@ViewBuilder` requirement per route, so that an app whose views live in
///   another module implements the destinations where its views are, and the compiler lists every
///   route it forgot; routes with a `view` in the manifest get that view as a default;
/// - `view(for:)`, the switch from route to view, and a `View` modifier that registers it with
///   `navigationDestination(for:)`, once per stack;
/// - when every route has a `view`, a ready conformance, so the app needs no code at all.
///
/// The modifier carries the availability of `navigationDestination(for:destination:)` (iOS 16,
/// macOS 13); the rest uses only what SwiftUI had from its first release.
struct DestinationsEmitter {
    let plan: GenerationPlan

    /// Where the compiler reports an error in a `view` expression.
    private let sourceLines: ManifestSourceLines

    /// The protocol, the switch and the composed destinations, as the UIKit factory has them.
    private let factory: ScreenFactoryPrinter

    /// - Parameter manifestPath: The manifest's path as the compiler should print it in `#sourceLocation`.
    init(plan: GenerationPlan, manifestPath: String) {
        self.plan = plan
        sourceLines = ManifestSourceLines(table: plan.table, manifestPath: manifestPath)
        factory = ScreenFactoryPrinter(
            screen: .view(typed: plan.hasTypedDestinations), table: plan.table,
            protocolName: DeclaredNames.destinationsProtocol(plan.table.enumName), attributes: [])
    }

    private var table: RouteTable { plan.table }
    private var access: String { table.access.rawValue }

    /// Whether each requirement has an associated view type (else it returns `AnyView`).
    private var isTyped: Bool { plan.hasTypedDestinations }
    private var enumName: String { table.enumName }
    private var protocolName: String { DeclaredNames.destinationsProtocol(enumName) }

    func emit() -> GeneratedFile {
        var writer = CodeWriter()
        GeneratedHeader.write(to: &writer)
        writer.line("#if canImport(SwiftUI)")
        writer.line("import SwiftUI")
        writer.line()
        writer.mark("Destinations")
        emitProtocol(&writer)
        writer.line()
        factory.writeSwitch(to: &writer)
        let withViews = table.routes.filter { $0.view != nil }
        if !withViews.isEmpty {
            writer.line()
            writer.mark("Views from routes.json")
            if sharesViews {
                emitViewFunctions(withViews, &writer)
                writer.line()
            }
            emitDefaults(withViews, of: protocolName, &writer)
        }
        emitControllerScreens(&writer)
        if plan.everyRouteHasView {
            writer.line()
            uikitOnly(plan.viewsNeedUIKit, &writer) { emitViewsConformance(&$0) }
        }
        if !plan.destinationGroups.isEmpty {
            writer.line()
            writer.mark("Feature destinations")
            for group in plan.destinationGroups {
                emitGroupProtocol(group, &writer)
                writer.line()
            }
            emitFeatureDestinations(&writer)
        }
        if let prefix = table.screenMarkerPrefix {
            writer.line()
            writer.mark("Screen markers")
            emitScreenMarker(prefix: prefix, &writer)
        }
        writer.line()
        writer.mark("Navigation")
        emitModifier(allRoutesHaveViews: plan.everyRouteHasView, &writer)
        writer.line("#endif")
        return GeneratedFile(name: GeneratedFileKind.destinations.fileName(enumName: enumName), contents: writer.text)
    }

    // MARK: Protocol

    private func emitProtocol(_ writer: inout CodeWriter) {
        writer.doc(
            """
            The view of every ``\(enumName)``, implemented where the views are.

            Conform a type in the module that has your views; the compiler lists every route it lacks.
            Routes whose manifest entry has a `view` already have an implementation that shows it.

            ```swift
            struct ShopDestinations: \(protocolName) {
                func productDetail(id: UUID) -> some View { ProductDetailView(productID: id) }
            }

            NavigationStack(path: $path) { HomeView().\(modifierName)(ShopDestinations()) }
            ```
            """)
        factory.writeRequirements(of: protocolName, table.routes, to: &writer)
    }

    // MARK: Views from the manifest

    private func emitDefaults(_ routes: [Route], of protocolName: String, _ writer: inout CodeWriter) {
        writer.block("extension \(protocolName) {") { writer in
            for (index, route) in routes.enumerated() {
                guard let view = route.view else { continue }
                if index > 0 { writer.line() }
                writer.doc("Shows `\(SwiftSyntax.docLine(view.value.text))`, the `view` of route `\(route.name)`.")
                guard sharesViews else {
                    writer.block("\(access) func \(route.screenRequirement) -> \(viewResult) {") { writer in
                        emitExpression(view, of: route, &writer)
                    }
                    continue
                }
                let (parameters, arguments) = route.boundParameters
                writer.block("\(access) func \(SwiftSyntax.identifier(route.name))(\(parameters)) -> \(viewResult) {") { writer in
                    writer.line("\(GeneratedNames.viewFunction(route.name))(\(arguments))")
                }
            }
        }
    }

    // MARK: Screen markers

    /// The modifier `view(for:)` applies to each route's view with `"screenMarkers": true`: an
    /// accessibility element behind the view, named for the route, that UI tests wait for. Behind
    /// it, not on it, so the view's own identifier stays; in debug builds only, so VoiceOver users
    /// of the released app never meet an empty element.
    private func emitScreenMarker(prefix: String, _ writer: inout CodeWriter) {
        writer.line(PlatformAvailability.screenMarker.attribute)
        writer.block("extension View {") { writer in
            writer.doc(
                """
                Adds the screen marker of a route: in debug builds, an invisible accessibility element
                behind the view whose identifier is `identifier` (`\(prefix)` and the route's name), which UI
                tests wait for (`"screenMarkers": true` in routes.json). The view's own accessibility
                identifiers stay as they are.
                """)
            writer.block("fileprivate func \(GeneratedNames.screenMarker)(_ identifier: String) -> some View {") { writer in
                writer.line("#if DEBUG")
                writer.block("background {") { writer in
                    writer.line("SwiftUI.Color.clear")
                    writer.line("    .accessibilityElement()")
                    writer.line("    .accessibilityIdentifier(identifier)")
                }
                writer.line("#else")
                writer.line("self")
                writer.line("#endif")
            }
        }
    }

    // MARK: UIKit screens

    /// Where UIKit exists, a route with only a `viewController` shows it through a representable
    /// wrapper, as its default: a SwiftUI app keeps a UIKit screen.
    private func emitControllerScreens(_ writer: inout CodeWriter) {
        let routes = table.routes.filter(\.isUIKitOnly)
        guard !routes.isEmpty else { return }
        writer.line()
        writer.line("#if canImport(UIKit) && !os(watchOS)")
        writer.line("import UIKit")
        writer.line()
        writer.mark("UIKit screens from routes.json")
        let owners = [(protocolName, routes)] + plan.destinationGroups.map { group in
            (groupProtocolName(group), group.routes.filter(\.isUIKitOnly))
        }
        for (owner, routes) in owners where !routes.isEmpty {
            writer.block("extension \(owner) {") { writer in
                for (index, route) in routes.enumerated() {
                    guard let controller = route.viewController else { continue }
                    if index > 0 { writer.line() }
                    writer.doc("Shows `\(SwiftSyntax.docLine(controller.value.text))`, the `viewController` of route `\(route.name)`.")
                    writer.block("\(access) func \(route.screenRequirement) -> \(viewResult) {") { writer in
                        let view = "\(controllerViewName) { \(route.expression(of: controller.value)) }"
                        sourceLines.write(isTyped ? view : "AnyView(\(view))", at: controller.location, to: &writer)
                    }
                }
            }
            writer.line()
        }
        writer.doc(
            """
            A UIKit view controller in a SwiftUI hierarchy: the screen of a route that has only a
            `viewController` in routes.json, made once when the view appears.
            """)
        writer.line("@MainActor")
        writer.block("\(access) struct \(controllerViewName)<Controller: UIViewController>: UIViewControllerRepresentable {") { writer in
            writer.line("private let make: @MainActor () -> Controller")
            writer.line()
            writer.doc("Shows the view controller `make` returns.")
            writer.block("\(access) init(_ make: @escaping @MainActor () -> Controller) {") { writer in
                writer.line("self.make = make")
            }
            writer.line()
            writer.block("\(access) func makeUIViewController(context: Context) -> Controller {") { writer in
                writer.line("make()")
            }
            writer.line()
            writer.line("\(access) func updateUIViewController(_ controller: Controller, context: Context) {}")
        }
        writer.line("#endif")
    }

    /// Writes `body`, inside `#if canImport(UIKit)` when `needsUIKit`: what stands on a route's
    /// UIKit screen.
    private func uikitOnly(_ needsUIKit: Bool, _ writer: inout CodeWriter, _ body: (inout CodeWriter) -> Void) {
        if needsUIKit { writer.line("#if canImport(UIKit) && !os(watchOS)") }
        body(&writer)
        if needsUIKit { writer.line("#endif") }
    }

    private var controllerViewName: String { DeclaredNames.controllerView(stem: table.navigation.stem) }

    /// With fragments, each `view` once, as a function that both the destinations of every route
    /// and those of its group show: the expression compiles once, and an error in it is reported once.
    private func emitViewFunctions(_ routes: [Route], _ writer: inout CodeWriter) {
        for (index, route) in routes.enumerated() {
            guard let view = route.view else { continue }
            if index > 0 { writer.line() }
            writer.doc("`\(SwiftSyntax.docLine(view.value.text))`, the `view` of route `\(route.name)`.")
            writer.line("@MainActor")
            let parameters = route.parameters.map { "\(SwiftSyntax.declarationLabel($0.name)): \($0.swiftType)" }
            writer.block(
                "private func \(GeneratedNames.viewFunction(route.name))(\(parameters.joined(separator: ", "))) -> \(viewResult) {"
            ) { writer in
                emitExpression(view, of: route, &writer)
            }
        }
    }

    /// The manifest's `view` expression, between `#sourceLocation` lines: a compiler error in it
    /// points at its line in the manifest, or in the fragment that declares the route.
    private func emitExpression(_ view: Located<RouteView>, of route: Route, _ writer: inout CodeWriter) {
        let expression = route.expression(of: view.value)
        sourceLines.write(isTyped ? expression : "AnyView(\(expression))", at: view.location, to: &writer)
    }

    /// What a route's view returns: its own type, or `AnyView` past `typedDestinationsLimit` routes.
    private var viewResult: String { isTyped ? "some View" : "AnyView" }

    /// Whether views are shared by the destinations of every route and of each group (fragments).
    private var sharesViews: Bool { !plan.destinationGroups.isEmpty }

    private func emitViewsConformance(_ writer: inout CodeWriter) {
        let name = DeclaredNames.viewsType(enumName)
        writer.doc("The views `routes.json` names for every route, as ``\(protocolName)``.")
        writer.block("\(access) struct \(name): \(protocolName) {") { writer in
            writer.doc("Creates the destinations.")
            writer.line("\(access) init() {}")
        }
    }

    // MARK: Feature destinations

    /// The protocol of one group's views, which the module that has them conforms to.
    private func emitGroupProtocol(_ group: DestinationGroup, _ writer: inout CodeWriter) {
        let name = groupProtocolName(group)
        let example = group.routes.first.map { route in
            let view = isTyped ? "\(route.name.prefix(1).uppercased() + route.name.dropFirst())View()" : "AnyView(Text(\"…\"))"
            return """


                ```swift
                struct \(groupParameter(group)): \(name) {
                    func \(route.screenRequirement) -> \(viewResult) { \(view) }
                }
                ```
                """
        } ?? ""
        let whose = group.fragment.map { "fragment `\($0.name)`'s routes (`\($0.path)`)" } ?? "the manifest's own routes"
        writer.doc(
            """
            The views of \(whose),
            implemented in the module that has them.

            It sees no other group's views: ``\(featureDestinationsName)`` composes every group's
            destinations into the app's.\(example)
            """)
        factory.writeRequirements(of: name, group.routes, to: &writer)
        let withViews = group.routes.filter { $0.view != nil }
        if !withViews.isEmpty {
            writer.line()
            emitDefaults(withViews, of: name, &writer)
        }
    }

    /// The app's destinations, composed from one conformance per group, forwarding each route.
    private func emitFeatureDestinations(_ writer: inout CodeWriter) {
        let groups = plan.destinationGroups
        let arguments = groups.map { "    \(groupMember($0)): \(groupParameter($0))()" }
        factory.writeComposition(
            named: featureDestinationsName,
            doc: """
                The view of every ``\(enumName)``, from the destinations of each group of routes: what the
                app passes to the navigation, with no code per route.

                ```swift
                let destinations = \(featureDestinationsName)(
                \(arguments.joined(separator: ",\n"))
                )
                HomeView().\(modifierName)(destinations)
                ```
                """,
            groups: groups, to: &writer, groupProtocolName: groupProtocolName, groupParameter: groupParameter)
    }

    private var featureDestinationsName: String { DeclaredNames.featureDestinations(stem: table.navigation.stem) }

    private func groupProtocolName(_ group: DestinationGroup) -> String {
        group.fragment.map { DeclaredNames.fragmentDestinationsProtocol($0.name) }
            ?? DeclaredNames.rootDestinationsProtocol(stem: table.navigation.stem)
    }

    private func groupMember(_ group: DestinationGroup) -> String {
        group.fragment?.memberName ?? DeclaredNames.rootDestinationsMember
    }

    private func groupParameter(_ group: DestinationGroup) -> String {
        group.fragment.map { DeclaredNames.fragmentViewsParameter($0.name) } ?? DeclaredNames.rootViewsParameter
    }

    // MARK: Navigation

    private func emitModifier(allRoutesHaveViews: Bool, _ writer: inout CodeWriter) {
        // The protocol and the views need only what SwiftUI always had; the modifier needs
        // `navigationDestination(for:destination:)`.
        writer.line(PlatformAvailability.navigationStack.attribute)
        writer.block("extension View {") { writer in
            writer.doc(
                """
                Shows the view of `destinations` for every ``\(enumName)`` on the enclosing stack's path.

                Apply it once per `NavigationStack`, inside it (one stack per tab: once in each).

                - Parameter destinations: The views of the routes.
                """)
            writer.block(
                "\(access) func \(modifierName)(_ destinations: some \(protocolName)) -> some View {"
            ) { writer in
                writer.block("navigationDestination(for: \(enumName).self) { route in") { writer in
                    writer.line("destinations.view(for: route)")
                }
            }
            if allRoutesHaveViews {
                uikitOnly(plan.viewsNeedUIKit, &writer) { writer in
                    writer.line()
                    writer.doc("Shows the views `routes.json` names for every ``\(enumName)`` on the enclosing stack's path.")
                    writer.block("\(access) func \(modifierName)() -> some View {") { writer in
                        writer.line("\(modifierName)(\(DeclaredNames.viewsType(enumName))())")
                    }
                }
            }
        }
    }

    // MARK: Pieces

    private var modifierName: String { DeclaredNames.destinationsModifier(enumName) }
}

extension RouteView {
    /// The view as the manifest writes it.
    var text: String {
        switch self {
        case .type(let name): name
        case .expression(let expression): expression
        }
    }
}
