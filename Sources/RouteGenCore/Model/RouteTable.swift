/// A validated manifest: the one model every emitter prints.
///
/// Everything here has been checked, so emitters never meet a name they must escape
/// differently, a parent that does not exist or a type they do not know.
package struct RouteTable: Sendable {
    /// The name of the generated enum.
    package var enumName: String

    /// The access level written on every generated declaration.
    package var access: AccessLevel

    /// Universal-link hosts, lower-cased, in manifest order; `*.example.com` entries included.
    package var hosts: [String]

    /// Custom URL schemes, lower-cased, in manifest order.
    package var schemes: [CustomScheme]

    /// `TEAMID.bundle.id` entries for the AASA file.
    package var appIDs: [String]

    /// Whether literal path segments match case-sensitively.
    package var caseSensitive: Bool

    /// Whether `+` in query values reads as a space.
    package var plusAsSpace: Bool

    /// With `"screenMarkers": true`, the start of the accessibility identifier of the element each
    /// route's SwiftUI screen carries for UI tests (`route.`, then the route's name); nil without.
    package var screenMarkerPrefix: String? = nil

    /// The apps of the AASA `webcredentials` section, when the manifest has one.
    package var webcredentialsApps: [String]?

    /// The apps of the AASA `appclips` section, when the manifest has one.
    package var appClipApps: [String]?

    /// The artifacts to generate.
    package var artifacts: Set<Artifact>

    /// App-defined parameter types.
    package var customTypes: [String]

    /// The app's own value types (`valueTypes`), in manifest order, each where the manifest declares
    /// it: the generated code checks each one's conformances there.
    package var valueTypes: [Located<ValueType>] = []

    /// Whether some route has no link (no `path`): the enum's `path` is then optional.
    package var hasRoutesWithoutLinks: Bool { routes.contains { !$0.opensFromLinks } }

    /// Whether some route's case holds values no link carries (`values`): `Codable` then stores such
    /// a route with them.
    package var hasValuesBeyondLinks: Bool { routes.contains { !$0.values.isEmpty } }

    /// Whether `==` leaves some values out: a route a link opens holds values no link carries
    /// (``Route/comparedValueCount``), so `hash(into:)` is written to hash what `==` compares.
    package var comparesLinkValuesOnly: Bool { routes.contains { $0.opensFromLinks && !$0.values.isEmpty } }

    /// The routes, in manifest order: the manifest's own, then each fragment's.
    package var routes: [Route]

    /// The routes that open another route's link (`"opensLinkIn"`), in manifest order: they take
    /// part in matching, after ``routes`` in ``linkRoutes``, and have no case in the enum.
    package var carriers: [Route] = []

    /// The routes links are matched against: ``routes``, then ``carriers``. An index into it below
    /// `routes.count` is a route of the enum.
    package var linkRoutes: [Route] { carriers.isEmpty ? routes : routes + carriers }

    /// Whether some route takes links on any host (`anyHost`): the parser then has an in-app
    /// entry point, `init(inAppURL:)`, and the router `open(inAppLink:)`.
    package var hasAnyHostRoutes: Bool { routes.contains(where: \.anyHost) }

    /// Whether some route opens on some hosts only: the AASA file then differs by host.
    package var hasHostLimitedRoutes: Bool { linkRoutes.contains { $0.hosts != nil } }

    /// The manifest's hosts grouped by the routes their universal links open, in the order of
    /// each group's first host: one group of every host unless some route lists `hosts`. Each
    /// group has an AASA file of its own.
    package var hostGroups: [[String]] {
        guard hasHostLimitedRoutes else { return [hosts] }
        let routes = linkRoutes
        var groups: [(routes: [Int], hosts: [String])] = []
        for (entry, host) in hosts.enumerated() {
            let present = routes.indices.filter { linkScope(of: routes[$0]).isOnHost(entry) }
            if let index = groups.firstIndex(where: { $0.routes == present }) {
                groups[index].hosts.append(host)
            } else {
                groups.append((present, [host]))
            }
        }
        return groups.map(\.hosts)
    }

    /// The fragments the manifest includes, in the order they were read; empty for a manifest
    /// written in one file.
    package var fragments: [RouteFragment] = []

    /// The paths of the files read through `include`, relative to the manifest's folder: a
    /// location in file `i` is in `includedFiles[i - 1]` (``SourceLocation/file``).
    package var includedFiles: [String] = []

    /// The path of file `index` of a location, for a manifest at `manifestPath`: the manifest's
    /// own, or a fragment's joined to its folder.
    package func path(ofFile index: Int, manifestPath: String) -> String {
        ManifestPath.ofFile(index, manifestPath: manifestPath, included: includedFiles)
    }

    /// The navigation types' stem and the tabs.
    package var navigation = Navigation(stem: "App", tabs: [])

    /// How the app's other doors (Handoff, Spotlight, notifications) carry routes.
    package var entryPoints = EntryPoints(activityType: "Route", notificationLinkKey: "link")

    /// Whether a route is presented (a sheet or a full-screen cover) rather than pushed: the routers
    /// then present, and the enum is `Identifiable` for `sheet(item:)`.
    package var presentsRoutes: Bool { routes.contains(where: \.presentation.isPresented) }

    /// Whether a presented route hosts a stack of its own (`Route.hostsStack`): the navigation
    /// layer then nests routers, one per presentation.
    package var hasFlows: Bool { routes.contains(where: \.hostsStack) }

    /// Where the manifest lists `hosts`, for diagnostics about the AASA file as a whole.
    package var hostsLocation: SourceLocation?

    /// Where `routegen generate` writes the AASA file, relative to the manifest's folder
    /// (`aasaOutput`); nil when the manifest does not say.
    package var associationOutput: String?

    /// The routes closed to a channel the manifest has, grouped by the channels they refuse, in
    /// manifest order: the parser finds a link's route as on every channel, then refuses it on
    /// these. Empty when every route is open on every channel.
    package var channelRefusals: [(channels: [LinkChannel], routes: [Route])] {
        var groups: [(channels: [LinkChannel], routes: [Route])] = []
        for route in routes {
            let channels = linkScope(of: route).closedChannels
            guard !channels.isEmpty else { continue }
            if let index = groups.firstIndex(where: { $0.channels == channels }) {
                groups[index].routes.append(route)
            } else {
                groups.append((channels, [route]))
            }
        }
        return groups
    }
}

/// Where a link comes from, which decides the routes it may open.
package enum LinkChannel: String, Hashable, Sendable {
    /// An `https` link on one of `hosts`.
    case universalLink
    /// A link on one of `schemes`.
    case customScheme
    /// An `http` or `https` link on any host, tapped inside the app (`init(inAppURL:)`), that the
    /// app's own links left unopened: the routes with `anyHost` take it.
    case inApp
}

/// The access level of generated declarations.
package enum AccessLevel: String, Sendable, CaseIterable {
    case `public`, `package`, `internal`
}

/// A custom URL scheme the app registers.
package struct CustomScheme: Hashable, Sendable {
    /// The scheme, lower-cased.
    package var name: String

    /// The real host its links carry (`ksr://www.kickstarter.com/projects/…`); nil when the first
    /// segment after `//` is the first path segment (`shop://products/…`).
    package var host: String?

    /// Whether the first segment in the host's place compares with its case (`caseSensitiveHost`):
    /// `mastodon://POST` is then not the literal `post`. A host compares without case otherwise
    /// (RFC 3986), whatever the manifest says of paths.
    package var caseSensitiveHost = false
}

extension RouteTable {
    /// Whether any route lists `examples`, which generation checks against the parser and the AASA file.
    var hasExamples: Bool {
        linkRoutes.contains { !$0.examples.isEmpty }
    }
}
