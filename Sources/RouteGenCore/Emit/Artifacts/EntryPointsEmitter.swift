/// Prints `<Enum>+EntryPoints.swift`: every door into the app besides the navigation itself, from
/// the template `Sources/RouteGenTemplates/EntryPoints.swift`:
///
/// - `AppUserActivity`: a route's Handoff and Spotlight activity as plain values (title, universal
///   link, path, eligibility), and the route of an activity read back;
/// - the route's notification link, under the manifest's `notificationLinkKey`;
/// - `AppRouting`, which both routers conform to: opening a notification's payload and an
///   activity's fields as links;
/// - on Apple platforms: `userActivity` (`NSUserActivity`), `appLinks(_:unhandled:)` (links, web
///   pages and activities from the SwiftUI life cycle, and the links the app's own views open),
///   `appOpenURL(_:unhandled:)` and `appUserActivity(_:)`; with UIKit, a scene's connection options
///   and URL contexts; with UserNotifications, a notification response.
///
/// The values are `nonisolated` and need only Foundation, so tests and extensions use them
/// anywhere; what needs Apple's frameworks sits in `#if canImport(…)`, with their availability.
struct EntryPointsEmitter {
    let table: RouteTable

    func emit() -> GeneratedFile {
        var values = Template.Values(names: Template.names(of: table))
        values.names["\"TemplateActivityType\""] = SwiftSyntax.stringLiteral(table.entryPoints.activityType)
        values.names["\"TemplateNotificationLinkKey\""] = SwiftSyntax.stringLiteral(table.entryPoints.notificationLinkKey)
        if !table.navigation.tabs.isEmpty { values.flags.insert("tabs") }
        if table.hasAnyHostRoutes { values.flags.insert(GeneratedNames.inAppFlag) }
        values.slots["eligibility"] = { writer in
            writer.doc("Whether the route's activity is offered to other devices: `handoff` in routes.json.")
            GroupedSwitch(
                declaration: "fileprivate var _isEligibleForHandoff: Bool",
                values: table.routes.map { ($0, $0.isEligibleForHandoff ? "true" : "false") }
            ).write(to: &writer)
            writer.line()
            writer.doc("Whether the route's activity may be indexed by Spotlight: `searchable` in routes.json.")
            GroupedSwitch(
                declaration: "fileprivate var _isEligibleForSearch: Bool",
                values: table.routes.map { ($0, $0.isEligibleForSearch ? "true" : "false") }
            ).write(to: &writer)
        }
        var writer = CodeWriter()
        GeneratedHeader.write(to: &writer)
        Template(TemplateSource.entryPoints).write(to: &writer, values)
        return GeneratedFile(name: GeneratedFileKind.entryPoints.fileName(enumName: table.enumName), contents: writer.text)
    }
}
