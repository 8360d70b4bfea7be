/// Prints `<Enum>+UIKit.swift`: the same navigation as the SwiftUI files, rendered by UIKit.
///
/// - the view-controller factory: a main-actor protocol with one requirement per route returning
///   its `UIViewController`, and with tabs each tab's root; a route's `viewController` in the
///   manifest is its default, else its `view` hosted in a `UIHostingController` (the mixed app);
///   with fragments, a protocol per fragment and a composed factory, as the destinations have;
/// - from the template `Sources/RouteGenTemplates/UIKit.swift`: the screens as plain values and
///   their differences (what to keep, push, dismiss and present), which run and are tested
///   anywhere; the navigation and tab bar controllers that apply them to UIKit and take people's
///   pops, swipes and taps back into the routers; and state restoration for scene delegates.
///
/// What needs UIKit sits in `#if canImport(UIKit) && !os(watchOS)`, so the enum's module still
/// builds on the Mac and the watch; the controllers carry the routers' availability.
struct UIKitEmitter {
    let plan: GenerationPlan

    /// Where the compiler reports an error in a `viewController`, `view` or `root` expression.
    private let sourceLines: ManifestSourceLines

    /// The protocol, the switch and the composed view controllers, as the SwiftUI destinations have them.
    private let factory: ScreenFactoryPrinter

    /// - Parameter manifestPath: The manifest's path as the compiler should print it in `#sourceLocation`.
    init(plan: GenerationPlan, manifestPath: String) {
        self.plan = plan
        sourceLines = ManifestSourceLines(table: plan.table, manifestPath: manifestPath)
        factory = ScreenFactoryPrinter(
            screen: .viewController, table: plan.table,
            protocolName: DeclaredNames.viewControllersProtocol(plan.table.enumName),
            attributes: [PlatformAvailability.observation.uikitAttribute])
    }

    private var table: RouteTable { plan.table }
    private var access: String { table.access.rawValue }
    private var enumName: String { table.enumName }
    private var stem: String { table.navigation.stem }
    private var tabs: [NavigationTab] { table.navigation.tabs }
    private var protocolName: String { DeclaredNames.viewControllersProtocol(enumName) }

    func emit() -> GeneratedFile {
        var writer = CodeWriter()
        GeneratedHeader.write(to: &writer)
        writer.line("#if canImport(UIKit) && !os(watchOS)")
        writer.line("import SwiftUI")
        writer.line("import UIKit")
        writer.line("#endif")
        writer.line("#if canImport(Observation)")
        writer.line("import Observation")
        writer.line("#endif")
        // Where the controllers that use it are: the hosted defaults are the template's hosting controller.
        writer.line("#if canImport(UIKit) && !os(watchOS) && canImport(Observation)")
        writer.line()
        writer.mark("View controllers")
        emitProtocol(&writer)
        writer.line()
        factory.writeSwitch(to: &writer)
        writer.line()
        writer.mark("View controllers from routes.json")
        emitDefaults(table.routes, roots: true, of: protocolName, &writer)
        if table.routes.allSatisfy(\.hasUIKitScreen), tabs.isEmpty || table.navigation.hasUIKitRoots {
            writer.line()
            emitControllersConformance(&writer)
        }
        if !plan.destinationGroups.isEmpty {
            writer.line()
            writer.mark("Feature view controllers")
            for group in plan.destinationGroups {
                emitGroupProtocol(group, &writer)
                writer.line()
            }
            emitFeatureViewControllers(&writer)
        }
        writer.line("#endif")
        Template(TemplateSource.uikit).write(to: &writer, templateValues)
        return GeneratedFile(name: GeneratedFileKind.uikit.fileName(enumName: enumName), contents: writer.text)
    }

    private var templateValues: Template.Values {
        var values = Template.Values(names: Template.names(of: table))
        if !tabs.isEmpty { values.flags.insert("tabs") }
        if table.hasFlows { values.flags.insert("flows") }
        if !table.navigation.requirements.isEmpty { values.flags.insert("requirements") }
        return values
    }

    // MARK: Protocol

    private func emitProtocol(_ writer: inout CodeWriter) {
        let example = table.routes.first.map { route in
            let controller = route.expression(of: .type("\(upperFirst(route.name))ViewController"))
            return "    func \(route.screenRequirement) -> UIViewController { \(controller) }\n"
        } ?? ""
        let navigation = tabs.isEmpty
            ? "\(DeclaredNames.uikitNavigationController(stem: stem))(router: router, root: HomeViewController(), destinations: AppViewControllers())"
            : "\(DeclaredNames.uikitTabBarController(stem: stem))(router: router, destinations: AppViewControllers())"
        writer.doc(
            """
            The view controller of every ``\(enumName)``, for UIKit navigation: what the navigation
            controllers push and present.

            Conform a type in the module that has your view controllers; the compiler lists every route
            it lacks. A route's `viewController` in routes.json is its default, else its `view`, hosted in a
            `UIHostingController`.

            ```swift
            struct AppViewControllers: \(protocolName) {
            \(example)}

            window.rootViewController = \(navigation)
            ```
            """)
        emitRequirements(of: protocolName, table.routes, roots: true, &writer)
    }

    /// `protocol name { … }`: one requirement per route, and with `roots` one for the tabs' roots.
    private func emitRequirements(of name: String, _ routes: [Route], roots: Bool, _ writer: inout CodeWriter) {
        let rootsRequirement: ((inout CodeWriter) -> Void)? = roots && !tabs.isEmpty ? { writer in
            writer.doc("The view controller at the root of `tab`'s stack, below its routes.")
            writer.line("func rootViewController(for tab: \(DeclaredNames.tabEnum(stem: stem))) -> UIViewController")
        } : nil
        factory.writeRequirements(of: name, routes, to: &writer, extra: rootsRequirement)
    }

    // MARK: Defaults

    private func emitDefaults(_ routes: [Route], roots: Bool, of protocolName: String, _ writer: inout CodeWriter) {
        let routes = routes.filter(\.hasUIKitScreen)
        let roots = roots && table.navigation.hasUIKitRoots
        guard !routes.isEmpty || roots else { return }
        writer.line(availability)
        writer.block("extension \(protocolName) {") { writer in
            for (index, route) in routes.enumerated() {
                if index > 0 { writer.line() }
                emitDefault(route, &writer)
            }
            if roots {
                if !routes.isEmpty { writer.line() }
                emitRoots(&writer)
            }
        }
    }

    /// A route's default: its `viewController`, or its `view` in a `UIHostingController`.
    private func emitDefault(_ route: Route, _ writer: inout CodeWriter) {
        if let controller = route.viewController {
            writer.doc("Shows `\(SwiftSyntax.docLine(controller.value.text))`, the `viewController` of route `\(route.name)`.")
        } else if let view = route.view {
            writer.doc("Hosts `\(SwiftSyntax.docLine(view.value.text))`, the `view` of route `\(route.name)`, in a `UIHostingController`.")
        }
        writer.block("\(access) func \(route.screenRequirement) -> UIViewController {") { writer in
            if let controller = route.viewController {
                emitExpression(route.expression(of: controller.value), at: controller.location, &writer)
            } else if let view = route.view {
                emitExpression("\(hostingName)(rootView: \(route.expression(of: view.value)))", at: view.location, &writer)
            }
        }
    }

    /// Each tab's root: its `rootViewController`, or its `root` view hosted.
    private func emitRoots(_ writer: inout CodeWriter) {
        writer.doc("Each tab's `rootViewController` in routes.json, or its `root` view in a `UIHostingController`.")
        writer.block("\(access) func rootViewController(for tab: \(DeclaredNames.tabEnum(stem: stem))) -> UIViewController {") { writer in
            writer.line("switch tab {")
            for tab in tabs {
                writer.line("case .\(SwiftSyntax.identifier(tab.name)):")
                writer.indented { writer in
                    if let controller = tab.rootViewController {
                        emitExpression(controller.value, at: controller.location, &writer)
                    } else if let root = tab.root {
                        emitExpression("\(hostingName)(rootView: \(root.value))", at: root.location, &writer)
                    }
                }
            }
            writer.line("}")
        }
    }

    /// `return expression` between `#sourceLocation` lines: a compiler error in the manifest's
    /// expression points at its line there, or in the fragment that declares it.
    private func emitExpression(_ expression: String, at location: SourceLocation, _ writer: inout CodeWriter) {
        sourceLines.write("return \(expression)", at: location, to: &writer)
    }

    private func emitControllersConformance(_ writer: inout CodeWriter) {
        writer.doc("The view controllers `routes.json` names for every route, as ``\(protocolName)``.")
        writer.line(availability)
        writer.block("\(access) struct \(DeclaredNames.controllersType(enumName)): \(protocolName) {") { writer in
            writer.doc("Creates the view controllers.")
            writer.line("\(access) init() {}")
        }
    }

    // MARK: Feature view controllers

    /// The protocol of one group's view controllers, which the module that has them conforms to.
    private func emitGroupProtocol(_ group: DestinationGroup, _ writer: inout CodeWriter) {
        let whose = group.fragment.map { "fragment `\($0.name)`'s routes (`\($0.path)`)" } ?? "the manifest's own routes"
        let roots = group.fragment == nil ? ", and the tabs' roots" : ""
        writer.doc(
            """
            The view controllers of \(whose)\(roots), implemented in the module that has them.

            ``\(featureName)`` composes every group's view controllers into the app's.
            """)
        let name = groupProtocolName(group)
        emitRequirements(of: name, group.routes, roots: group.fragment == nil, &writer)
        if group.routes.contains(where: \.hasUIKitScreen) || (group.fragment == nil && table.navigation.hasUIKitRoots) {
            writer.line()
            emitDefaults(group.routes, roots: group.fragment == nil, of: name, &writer)
        }
    }

    /// The app's view controllers, composed from one conformance per group, forwarding each route
    /// and, to the manifest's group, the tabs' roots.
    private func emitFeatureViewControllers(_ writer: inout CodeWriter) {
        let groups = plan.destinationGroups
        let arguments = groups.map { "    \($0.fragment?.memberName ?? DeclaredNames.rootDestinationsMember): \(groupParameter($0))()" }
        factory.writeComposition(
            named: featureName,
            doc: """
                The view controller of every ``\(enumName)``, from the view controllers of each group of
                routes: what the app passes to the navigation, with no code per route.

                ```swift
                let destinations = \(featureName)(
                \(arguments.joined(separator: ",\n"))
                )
                ```
                """,
            groups: groups, to: &writer, groupProtocolName: groupProtocolName, groupParameter: groupParameter
        ) { group, member, writer in
            guard group.fragment == nil, !tabs.isEmpty else { return }
            writer.line()
            writer.block("\(access) func rootViewController(for tab: \(DeclaredNames.tabEnum(stem: stem))) -> UIViewController {") { writer in
                writer.line("_\(member).rootViewController(for: tab)")
            }
        }
    }

    /// `AppHostingController`: the template's hosting controller, which gives a hosted view the routers.
    private var hostingName: String { DeclaredNames.hostingController(stem: stem) }

    /// The controllers' systems, iOS 17 and its kin: the factory serves them, and its hosted
    /// defaults put the routers in SwiftUI's environment.
    private var availability: String { PlatformAvailability.observation.uikitAttribute }

    private var featureName: String { DeclaredNames.featureViewControllers(stem: stem) }

    private func groupProtocolName(_ group: DestinationGroup) -> String {
        group.fragment.map { DeclaredNames.fragmentViewControllersProtocol($0.name) }
            ?? DeclaredNames.rootViewControllersProtocol(stem: stem)
    }

    private func groupParameter(_ group: DestinationGroup) -> String {
        group.fragment.map { DeclaredNames.fragmentControllersParameter($0.name) } ?? DeclaredNames.rootControllersParameter
    }

    // MARK: Pieces

    private func upperFirst(_ name: String) -> String {
        name.prefix(1).uppercased() + name.dropFirst()
    }
}
