/// Turns a decoded `Manifest` into a `RouteTable`, reporting everything that is wrong with it.
///
/// Every check runs, whatever the others found, so one run reports every problem. The table is
/// returned only when there is no error: emitters never see an invalid model.
package enum Validator {
    /// Validates a manifest.
    ///
    /// - Parameters:
    ///   - manifest: The decoded manifest.
    ///   - diagnostics: Where problems are reported.
    /// - Returns: The model, or nil when any error was reported (by this check or before it).
    package static func validate(_ manifest: Manifest, diagnostics: inout Diagnostics) -> RouteTable? {
        let enumName = validateEnumName(manifest.enumName, diagnostics: &diagnostics)
        let access = validateAccess(manifest.access, diagnostics: &diagnostics)
        let artifacts = validateArtifacts(manifest.generate, diagnostics: &diagnostics)
        let customTypes = validateCustomTypes(manifest.customTypes, diagnostics: &diagnostics)
        let valueTypes = validateValueTypes(manifest.valueTypes, customTypes: customTypes, diagnostics: &diagnostics)
        let hosts = validateHosts(manifest.hosts, diagnostics: &diagnostics)
        let schemes = validateSchemes(manifest.schemes, diagnostics: &diagnostics)
        let appIDs = validateAppIDs(manifest.appIDs, key: "appIDs", diagnostics: &diagnostics)
        let webcredentials = manifest.webcredentials.map {
            validateAppIDs($0, key: "webcredentials", diagnostics: &diagnostics)
        }
        let appclips = manifest.appclips.map { validateAppIDs($0, key: "appclips", diagnostics: &diagnostics) }
        let caseSensitive = manifest.caseSensitive?.value ?? true

        var routes: [Route] = []
        var parents: [Located<String>?] = []
        var pathLocations: [SourceLocation] = []
        var tabNames: [Located<String>?] = []
        var requires: [[Located<String>]] = []
        var entries: [Manifest.Route] = []
        var carriers: [Route] = []
        var carrierPathLocations: [SourceLocation] = []
        var seenNames = FirstOccurrences()
        for entry in manifest.routes {
            // The body is checked even when the name is wrong, so that its problems are reported too.
            let name = validateRouteName(entry.name, seen: &seenNames, diagnostics: &diagnostics)
            let route = validateRoute(
                entry, name: name ?? entry.name?.value ?? "", hosts: hosts, hasHosts: !manifest.hosts.isEmpty,
                hasSchemes: !manifest.schemes.isEmpty, customTypes: customTypes, valueTypes: valueTypes.map(\.value),
                diagnostics: &diagnostics)
            guard name != nil, let route else { continue }
            // A route that opens another's link has no case: it takes part in matching only.
            if route.carriedLink != nil {
                carriers.append(route)
                carrierPathLocations.append(entry.path?.location ?? entry.location)
                continue
            }
            routes.append(route)
            parents.append(entry.parent)
            tabNames.append(entry.tab)
            requires.append(entry.requires)
            entries.append(entry)
            pathLocations.append(entry.path?.location ?? entry.location)
        }
        let declaredNames = Set(manifest.routes.compactMap(\.name?.value))
        for parent in manifest.routes.compactMap(\.parent) where !declaredNames.contains(parent.value) {
            diagnostics.error(
                "unknown parent '\(parent.value)'\(Suggestion.didYouMean(parent.value, in: declaredNames.sorted()))",
                at: parent.location)
        }
        // A route that opens the link it carries shows no screen: no route goes above it.
        let carrierNames = Set(carriers.map(\.name))
        for parent in parents.compactMap({ $0 }) where carrierNames.contains(parent.value) {
            diagnostics.error(
                "route '\(parent.value)' opens the link it carries and shows no screen, so it cannot be a parent; name the "
                    + "route of the screen below this one",
                at: parent.location)
        }
        validateParents(&routes, parents: parents, diagnostics: &diagnostics)
        validateCarriedOnly(routes, entries: entries, carriers: carriers, hosts: hosts, hasSchemes: !schemes.isEmpty, diagnostics: &diagnostics)
        markPathsSharedWithCarriedOnly(&routes, caseSensitive: caseSensitive)
        let usesUIKit = artifacts.contains(.uikit) || manifest.routes.contains { $0.viewController != nil }
        // The app's value types are its own type names too: a navigation type cannot take one.
        let stem = validateStem(
            manifest.stem, enumName: enumName, customTypes: customTypes + valueTypes.map(\.value.name),
            enumLocation: manifest.enumName?.location,
            usesUIKit: usesUIKit, diagnostics: &diagnostics)
        validateValueTypeNames(valueTypes, enumName: enumName ?? defaultEnumName, diagnostics: &diagnostics)
        let fragments = validateFragments(
            manifest.fragments, enumName: enumName, stem: stem, customTypes: customTypes + valueTypes.map(\.value.name),
            generatesUIKit: artifacts.contains(.uikit), diagnostics: &diagnostics)
        let fragmentByFile = Dictionary(uniqueKeysWithValues: fragments.enumerated().map { ($1.file, $0) })
        for index in routes.indices { routes[index].fragmentIndex = fragmentByFile[routes[index].location.file] }
        let layout = validateLayout(manifest.layout, hasTabs: manifest.tabsLocation != nil, diagnostics: &diagnostics)
        let showsSwiftUITabs = GeneratedFileKind.navigation.isGenerated(for: artifacts)
        var tabs = validateTabs(
            manifest.tabs, location: manifest.tabsLocation, layout: layout, showsSwiftUITabs: showsSwiftUITabs,
            generatesUIKit: artifacts.contains(.uikit), diagnostics: &diagnostics)
        validateRouteNavigation(
            &routes, tabNames: tabNames, tabs: tabs, hasTabs: manifest.tabsLocation != nil,
            diagnostics: &diagnostics)
        let tabRequires = Dictionary(
            manifest.tabs.compactMap { tab in tab.name.map { ($0.value, tab.requires) } }, uniquingKeysWith: { first, _ in first })
        let requirements = validateRequirements(
            manifest.requirements, routes: &routes, requires: requires, tabs: &tabs, tabRequires: tabRequires,
            carrierNames: carrierNames, diagnostics: &diagnostics)
        let entryPoints = validateEntryPoints(
            manifest, entries: entries, routes: &routes, requirements: requirements, enumName: enumName,
            appIDs: appIDs, diagnostics: &diagnostics)
        // Routes with screens and the routes that carry links compete for links alike.
        // A host that compares with its case (`caseSensitiveHost`) tells such paths apart.
        let hostScheme = schemes.first { $0.host == nil && !$0.caseSensitiveHost }?.name
        let guarded = validateOverlaps(
            routes + carriers, caseSensitive: caseSensitive, hostScheme: hostScheme,
            manifestHosts: hosts, hasSchemes: !schemes.isEmpty, pathLocations: pathLocations + carrierPathLocations,
            diagnostics: &diagnostics)
        for index in guarded {
            if index < routes.count { routes[index].hasChannelGuard = true } else { carriers[index - routes.count].hasChannelGuard = true }
        }
        if appIDs.isEmpty, manifest.appIDs.isEmpty, let universal = routes.first(where: \.universalLink) {
            diagnostics.error(
                "universal links need 'appIDs' for the apple-app-site-association file; add "
                    + "\"appIDs\": [\"TEAMID.bundle.id\"], or set \"universalLink\": false on every route",
                at: manifest.hostsLocation ?? manifest.location,
                notes: [Diagnostic.Note("route '\(universal.name)' is a universal link", at: universal.location)])
        }

        if routes.count > largeEnumCaseCount, let routesLocation = manifest.routesLocation {
            diagnostics.warning(
                "'\(enumName ?? defaultEnumName)' will have \(routes.count) cases; Swift 6.3 cannot prove a 'switch' over "
                    + "more than about \(largeEnumCaseCount) cases with associated values exhaustive, so give your own "
                    + "switches over it a 'default:' (the generated code splits its own)",
                at: routesLocation)
        }

        let associationOutput = validateAssociationOutput(manifest, diagnostics: &diagnostics)
        if let output = manifest.aasaOutput, (routes + carriers).contains(where: { $0.hosts != nil }),
            !output.value.contains("{host}"), !output.value.hasSuffix("/")
        {
            diagnostics.error(
                "routes differ by host ('hosts' of a route), so each host has an apple-app-site-association file of its "
                    + "own; write '{host}' in 'aasaOutput' where the host goes, such as "
                    + "\"../../Web/{host}/.well-known/apple-app-site-association\", or name a folder ending in '/'",
                at: output.location)
        }

        guard !diagnostics.hasErrors, let enumName else { return nil }
        var table = RouteTable(
            enumName: enumName, access: access, hosts: hosts, schemes: schemes, appIDs: appIDs,
            caseSensitive: caseSensitive, plusAsSpace: manifest.plusAsSpace?.value ?? false,
            webcredentialsApps: webcredentials, appClipApps: appclips, artifacts: artifacts,
            customTypes: customTypes, routes: routes, hostsLocation: manifest.hostsLocation ?? manifest.location)
        table.associationOutput = associationOutput
        table.valueTypes = valueTypes
        table.carriers = carriers
        table.fragments = fragments
        table.includedFiles = manifest.includedFiles
        table.navigation = Navigation(stem: stem, tabs: tabs, layout: tabs.isEmpty ? .tabs : layout)
        table.navigation.requirements = requirements
        table.entryPoints = entryPoints
        table.screenMarkerPrefix = manifest.screenMarkers?.value == true ? DeclaredNames.screenMarkerPrefix : nil
        return table
    }

    // MARK: Settings

    /// The number of cases past which the Swift compiler stops proving a `switch` exhaustive
    /// (measured: 703 with Swift 6.3.1), so the app's own switches need `default:`.
    package static let largeEnumCaseCount = 700

    /// The default name of the generated enum.
    package static let defaultEnumName = OutputFile.defaultEnumName

    /// Type names the generated code refers to; an enum or custom type named so would shadow them.
    static let reservedTypeNames: Set<String> = [
        "Any", "AnyObject", "Array", "Bool", "Character", "Codable", "CodingKey", "Decodable", "Decoder",
        "DecodingError", "Dictionary", "Double", "Encodable", "Encoder", "Error", "Foundation", "Hashable",
        "Int", "Never", "Optional", "RawRepresentable", "Sendable", "Set", "String", "Substring", "SwiftUI",
        "Swift", "Type", "UInt8", "URL", "URLComponents", "URLQueryItem", "UUID", "View", "ViewBuilder",
        // The navigation layer's.
        "CaseIterable", "Data", "Identifiable", "JSONDecoder", "JSONEncoder", "MainActor", "Observable", "Observation",
        // The entry points'.
        "AnyHashable", "NSUserActivity", "OpenURLAction", "UIOpenURLContext", "UIScene", "UNNotificationResponse",
    ]

    /// The type the route enum nests (`AppRoute.Presentation`): inside the enum it hides a custom
    /// type of the same name, so a custom type must be written with its module to be seen.
    static let nestedTypeNames: Set<String> = ["Presentation"]

    private static func validateEnumName(_ name: Located<String>?, diagnostics: inout Diagnostics) -> String? {
        guard let name else { return defaultEnumName }
        guard SwiftIdentifier.isValid(name.value), !SwiftIdentifier.keywords.contains(name.value) else {
            diagnostics.error(
                "enum name '\(name.value)' is not a Swift type name; use an UpperCamelCase identifier such as 'AppRoute'",
                at: name.location)
            return nil
        }
        guard !reservedTypeNames.contains(name.value) else {
            diagnostics.error(
                "enum name '\(name.value)' would shadow a type the generated code uses; choose another, such as "
                    + "'AppRoute'",
                at: name.location)
            return nil
        }
        return name.value
    }

    private static func validateAccess(_ access: Located<String>?, diagnostics: inout Diagnostics) -> AccessLevel {
        guard let access else { return .internal }
        guard let level = AccessLevel(rawValue: access.value) else {
            let levels = ManifestKeys.accessLevels
            let hint = Suggestion.closest(to: access.value, in: levels).map { "; did you mean '\($0)'?" }
                ?? "; use \(Suggestion.list(levels))"
            diagnostics.error("invalid access level '\(access.value)'\(hint)", at: access.location)
            return .internal
        }
        return level
    }

    private static func validateArtifacts(_ names: [Located<String>]?, diagnostics: inout Diagnostics) -> Set<Artifact> {
        guard let names else { return Artifact.defaults }
        var artifacts = Set<Artifact>()
        for name in names {
            guard let artifact = Artifact(rawValue: name.value) else {
                diagnostics.error(
                    "unknown artifact '\(name.value)' in 'generate'; use \(Suggestion.list(ManifestKeys.artifacts))",
                    at: name.location)
                continue
            }
            artifacts.insert(artifact)
        }
        if artifacts.contains(.entryPoints), !artifacts.contains(.router), let name = names.first(where: { $0.value == Artifact.entryPoints.rawValue }) {
            diagnostics.error("'entryPoints' needs 'router' in 'generate': every door opens its route in a router", at: name.location)
        }
        if artifacts.contains(.uikit), let name = names.first(where: { $0.value == Artifact.uikit.rawValue }) {
            let missing = [Artifact.router, .entryPoints].filter { !artifacts.contains($0) }.map { "'\($0.rawValue)'" }
            if !missing.isEmpty {
                diagnostics.error(
                    "'uikit' needs \(missing.joined(separator: " and ")) in 'generate': the UIKit controllers render the routers, "
                        + "and scenes restore and open links through them",
                    at: name.location)
            }
        }
        return artifacts
    }

    /// `aasaOutput`: a path, and only in a manifest that has an AASA file to write.
    private static func validateAssociationOutput(_ manifest: Manifest, diagnostics: inout Diagnostics) -> String? {
        guard let output = manifest.aasaOutput else { return nil }
        guard !output.value.isEmpty else {
            diagnostics.error(
                "'aasaOutput' is empty; give the path of the apple-app-site-association file, relative to this "
                    + "manifest's folder, such as \"../../Web/.well-known/\"",
                at: output.location)
            return nil
        }
        guard !manifest.hosts.isEmpty else {
            diagnostics.error(
                "'aasaOutput' names where to write the apple-app-site-association file, but the manifest lists no "
                    + "'hosts', so there is none; add 'hosts' or remove 'aasaOutput'",
                at: output.location)
            return nil
        }
        return output.value
    }

    private static func validateCustomTypes(_ names: [Located<String>], diagnostics: inout Diagnostics) -> [String] {
        var seen = FirstOccurrences()
        var valid: [String] = []
        for name in names {
            guard isQualifiedTypeName(name.value) else {
                diagnostics.error(
                    "custom type '\(name.value)' is not a Swift type name such as 'Tab' or 'Shop.Tab'", at: name.location)
                continue
            }
            if ParameterType.builtIn.contains(where: { "\($0)" == name.value }) {
                diagnostics.error(
                    "custom type '\(name.value)' is already a type RouteGen knows; remove it from 'customTypes'",
                    at: name.location)
                continue
            }
            guard !shadowsGeneratedType(name, what: "custom type", diagnostics: &diagnostics) else { continue }
            guard seen.insert(name.value, at: name.location, what: "custom type '\(name.value)'", diagnostics: &diagnostics)
            else { continue }
            valid.append(name.value)
        }
        return valid
    }

    // MARK: Routes

    private static func validateRouteName(
        _ name: Located<String>?, seen: inout FirstOccurrences, diagnostics: inout Diagnostics
    ) -> String? {
        guard let name else { return nil }  // reported by the decoder as a missing key
        guard SwiftIdentifier.isLowerCamelCase(name.value) else {
            let suggestion = SwiftIdentifier.lowerCamelCased(name.value)
            let hint = SwiftIdentifier.isLowerCamelCase(suggestion) ? "; did you mean '\(suggestion)'?" : ""
            diagnostics.error(
                "route name '\(name.value)' is not a lowerCamelCase identifier\(hint)", at: name.location)
            return nil
        }
        if DeclaredNames.members.contains(name.value) {
            diagnostics.error(
                "route name '\(name.value)' is the name of a generated member of the route enum; choose another, "
                    + "such as '\(name.value)Screen'",
                at: name.location)
            return nil
        }
        guard seen.insert(
            name.value, at: name.location, what: "route name '\(name.value)'", firstVerb: "declared", diagnostics: &diagnostics)
        else { return nil }
        return name.value
    }

    private static func validateRoute(
        _ entry: Manifest.Route, name: String, hosts: [String], hasHosts: Bool, hasSchemes: Bool, customTypes: [String],
        valueTypes: [ValueType], diagnostics: inout Diagnostics
    ) -> Route? {
        let errorsBefore = diagnostics.errorCount
        // A route without `path` is a screen of the app only: no link opens it.
        let opensFromLinks = entry.path != nil
        if !opensFromLinks { validateRouteWithoutLink(entry, route: name, diagnostics: &diagnostics) }
        let parsedPath = entry.path.flatMap {
            parsePathPattern($0, customTypes: customTypes, valueTypes: valueTypes, diagnostics: &diagnostics)
        }
        let fixedQuery = entry.query.filter { $0.equals != nil }.compactMap {
            parseFixedQueryItem($0, diagnostics: &diagnostics)
        }
        let query = entry.query.filter { $0.equals == nil }.compactMap {
            parseQueryParameter(
                $0, pathParameters: parsedPath?.parameterLocations ?? [:], customTypes: customTypes,
                valueTypes: valueTypes, diagnostics: &diagnostics)
        }
        let values = validateValues(
            entry, route: name, opensFromLinks: opensFromLinks, pathParameters: parsedPath?.parameterLocations ?? [:],
            query: query, customTypes: customTypes, valueTypes: valueTypes, diagnostics: &diagnostics)

        if let view = entry.view, view.value.allSatisfy(\.isWhitespace) {
            diagnostics.error(
                "'view' of route '\(name)' is empty; write a view type such as 'ProductView', a Swift expression, "
                    + "or leave 'view' out",
                at: view.location)
        }
        if let controller = entry.viewController, controller.value.allSatisfy(\.isWhitespace) {
            diagnostics.error(
                "'viewController' of route '\(name)' is empty; write a view controller type such as "
                    + "'ProductViewController', a Swift expression, or leave 'viewController' out",
                at: controller.location)
        }
        if let flag = entry.universalLink, flag.value, !hasHosts {
            diagnostics.error(
                "route '\(name)' sets 'universalLink' to true, but the manifest has no 'hosts'; add the domain to "
                    + "'hosts'",
                at: flag.location)
        }
        if let flag = entry.customScheme, flag.value, !hasSchemes {
            diagnostics.error(
                "route '\(name)' sets 'customScheme' to true, but the manifest has no 'schemes'; add a scheme to "
                    + "'schemes'",
                at: flag.location)
        }
        for example in entry.examples.map(\.url) where !isAbsoluteURL(example.value) {
            diagnostics.error(
                "example '\(example.value)' of route '\(name)' is not an absolute URL such as "
                    + "'https://shop.example.com/products'",
                at: example.location)
        }
        let presentation = validatePresentation(entry.presentation, route: name, diagnostics: &diagnostics)
        // The link keys of a route without a link were reported above, each once.
        let anyHost = !opensFromLinks ? (anyHost: false, hostParameter: nil) : validateAnyHost(
            entry, route: name, pathParameters: parsedPath?.parameterLocations ?? [:], diagnostics: &diagnostics)
        // A route on any host is on the in-app channel alone (its other keys are refused above).
        let isUniversalLink = opensFromLinks && !anyHost.anyHost && (entry.universalLink?.value ?? hasHosts)
        // Every host the route lists is every host there is: no limit.
        let routeHosts = anyHost.anyHost || !opensFromLinks ? nil : validateRouteHosts(
            entry, route: name, manifestHosts: hosts, isUniversalLink: isUniversalLink, diagnostics: &diagnostics
        ).flatMap { $0.count == hosts.count ? nil : $0 }
        let carriedLink = anyHost.anyHost || !opensFromLinks
            ? nil : validateCarriedLink(entry, route: name, diagnostics: &diagnostics)
        // A route without a link has no path at all: no variant for the parser or the AASA file to list.
        guard let path = opensFromLinks ? parsedPath?.pattern : PathPattern.none,
            diagnostics.errorCount == errorsBefore
        else { return nil }
        var route = Route(
            name: name, path: path, query: query, parentIndex: nil,
            view: entry.view.map { Located(RouteView($0.value), at: $0.location) },
            // A route on some hosts only is a web route: custom-scheme links, which have no such
            // host, open it only when it says so. Every host is no limit.
            universalLink: isUniversalLink,
            customScheme: opensFromLinks && !anyHost.anyHost
                && (entry.customScheme?.value ?? (hasSchemes && routeHosts == nil)),
            doc: entry.doc?.value, examples: entry.examples, presentation: presentation,
            title: RouteTitle(readableName: name), location: entry.name?.location ?? entry.location)
        route.viewController = entry.viewController.map { Located(RouteView($0.value), at: $0.location) }
        route.values = values
        route.opensFromLinks = opensFromLinks
        route.fixedQuery = fixedQuery
        route.hosts = routeHosts
        route.carriedLink = carriedLink
        route.carriesPath = carriedLink != nil && entry.opensPathIn != nil
        let reading = opensFromLinks
            ? validateLinkReading(entry, route: name, path: path, diagnostics: &diagnostics) : (reading: [], isCarriedOnly: false)
        route.isCarriedOnly = reading.isCarriedOnly
        route.reading = reading.reading
        route.anyHost = anyHost.anyHost
        route.hostParameter = anyHost.hostParameter
        return route
    }
}
