import Foundation

/// One screen: a case of the route enum, a path that opens it, and what it shows.
package struct Route: Sendable {
    // MARK: Storage

    /// The route's values, shared by copies until one of them changes: validation, the plan and
    /// every emitter copy routes in their loops, and a copy is then one reference count, not one
    /// for each array and string a route holds.
    private var box: Box

    /// What a route holds, each documented on its accessor below.
    struct Fields: Sendable {
        var name: String
        var path: PathPattern
        var query: [Parameter]
        var values: [Parameter] = []
        var opensFromLinks: Bool = true
        var fixedQuery: [FixedQueryItem] = []
        var parentIndex: Int?
        var parentArguments: [ParentArgument] = []
        var view: Located<RouteView>?
        var viewController: Located<RouteView>?
        var universalLink: Bool
        var customScheme: Bool
        var doc: String?
        var examples: [Manifest.Example]
        var presentation: Presentation = .push
        var hostsStack: Bool = false
        var tabIndex: Int?
        var requirements: [String] = []
        var title: RouteTitle
        var isEligibleForHandoff: Bool = true
        var isEligibleForSearch: Bool = true
        var location: SourceLocation
        var fragmentIndex: Int?
        var hosts: [String]?
        var carriedLink: CarriedLink?
        var carriesPath: Bool = false
        var isCarriedOnly: Bool = false
        var sharesPathWithCarriedOnly: Bool = false
        var reading: LinkReading = []
        var hasChannelGuard: Bool = false
        var anyHost: Bool = false
        var hostParameter: String?
    }

    private final class Box: @unchecked Sendable {
        // Never changed once a second route shares it (`update` copies it first), so sharing it
        // across threads is safe.
        var fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    /// Changes the values, after copying them out of a box another route shares.
    private mutating func update(_ change: (inout Fields) -> Void) {
        if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
        change(&box.fields)
    }

    /// A route of the manifest as validation first builds it; the rest is set as it goes on.
    init(
        name: String, path: PathPattern, query: [Parameter], parentIndex: Int?, view: Located<RouteView>?,
        universalLink: Bool, customScheme: Bool, doc: String?, examples: [Manifest.Example],
        presentation: Presentation, title: RouteTitle, location: SourceLocation
    ) {
        box = Box(Fields(
            name: name, path: path, query: query, parentIndex: parentIndex, view: view, universalLink: universalLink,
            customScheme: customScheme, doc: doc, examples: examples, presentation: presentation, title: title,
            location: location))
    }

    // MARK: Values

    /// The enum case name, as the manifest writes it (keywords are escaped when printed).
    package var name: String {
        get { box.fields.name }
        set { update { $0.name = newValue } }
    }

    /// The path pattern.
    package var path: PathPattern {
        get { box.fields.path }
        set { update { $0.path = newValue } }
    }

    /// The query parameters, in the order the manifest writes them (the reader keeps key order,
    /// so the output is still a function of the file's bytes), which is the order of the labels.
    package var query: [Parameter] {
        get { box.fields.query }
        set { update { $0.query = newValue } }
    }

    /// The values no link carries (`values`), in manifest order, after the path's and the query's
    /// among the case's values: the app's own types among them. A link opens the route with each at
    /// its stand-in (nil, an empty list, a default); printing leaves them out.
    package var values: [Parameter] {
        get { box.fields.values }
        set { update { $0.values = newValue } }
    }

    /// Whether links open the route: false for a route without `path`, a screen of the app only,
    /// which the parser, the printers and the AASA file leave out; its ``path`` is then
    /// ``PathPattern/none``, with no variant to match.
    package var opensFromLinks: Bool {
        get { box.fields.opensFromLinks }
        set { update { $0.opensFromLinks = newValue } }
    }

    /// Query items the link must carry with one value (`"action": { "equals": "history" }`), in
    /// manifest order: they choose the route, and are no values of its case.
    package var fixedQuery: [FixedQueryItem] {
        get { box.fields.fixedQuery }
        set { update { $0.fixedQuery = newValue } }
    }

    /// The index in `RouteTable.routes` of the route below this one on the back stack.
    package var parentIndex: Int? {
        get { box.fields.parentIndex }
        set { update { $0.parentIndex = newValue } }
    }

    /// Where each of the parent's parameters comes from when a link to this route builds its
    /// parent, in the order of the parent's `parameters`; empty without a parent.
    package var parentArguments: [ParentArgument] {
        get { box.fields.parentArguments }
        set { update { $0.parentArguments = newValue } }
    }

    /// What the route shows, with the place in the manifest where it is written.
    package var view: Located<RouteView>? {
        get { box.fields.view }
        set { update { $0.view = newValue } }
    }

    /// The route's UIKit screen (`viewController` in the manifest): a view controller type, or an
    /// expression that makes one, with the place where it is written.
    package var viewController: Located<RouteView>? {
        get { box.fields.viewController }
        set { update { $0.viewController = newValue } }
    }

    /// Whether universal links on the manifest's hosts open this route.
    package var universalLink: Bool {
        get { box.fields.universalLink }
        set { update { $0.universalLink = newValue } }
    }

    /// Whether custom-scheme links open this route.
    package var customScheme: Bool {
        get { box.fields.customScheme }
        set { update { $0.customScheme = newValue } }
    }

    /// The documentation of the enum case.
    package var doc: String? {
        get { box.fields.doc }
        set { update { $0.doc = newValue } }
    }

    /// URLs that must open this route.
    package var examples: [Manifest.Example] {
        get { box.fields.examples }
        set { update { $0.examples = newValue } }
    }

    /// How the route appears: pushed, or presented over its parents.
    package var presentation: Presentation {
        get { box.fields.presentation }
        set { update { $0.presentation = newValue } }
    }

    /// Whether the route, presented, hosts a navigation stack of its own: it is presented and the
    /// parent of other routes, which open inside its sheet or cover (pushed there, or presented
    /// over it in turn).
    package var hostsStack: Bool {
        get { box.fields.hostsStack }
        set { update { $0.hostsStack = newValue } }
    }

    /// The index in `Navigation.tabs` of the tab whose stack a link to this route opens; nil
    /// when the manifest has no tabs.
    package var tabIndex: Int? {
        get { box.fields.tabIndex }
        set { update { $0.tabIndex = newValue } }
    }

    /// The names of the requirements the route needs before it is shown, in the order of
    /// `Navigation.requirements`: its own `requires`, its parents', its tab's, and what the routes
    /// that meet those require.
    package var requirements: [String] {
        get { box.fields.requirements }
        set { update { $0.requirements = newValue } }
    }

    /// The screen's name as people see it: the manifest's `title`, or the name made readable.
    package var title: RouteTitle {
        get { box.fields.title }
        set { update { $0.title = newValue } }
    }

    /// Whether the route's user activity is advertised for Handoff while the route is on screen.
    package var isEligibleForHandoff: Bool {
        get { box.fields.isEligibleForHandoff }
        set { update { $0.isEligibleForHandoff = newValue } }
    }

    /// Whether the route's user activity may be indexed for on-device Spotlight search.
    package var isEligibleForSearch: Bool {
        get { box.fields.isEligibleForSearch }
        set { update { $0.isEligibleForSearch = newValue } }
    }

    /// Where the route's name is written, for diagnostics about the route after validation.
    package var location: SourceLocation {
        get { box.fields.location }
        set { update { $0.location = newValue } }
    }

    /// The index in ``RouteTable/fragments`` of the fragment that declares the route; nil for a
    /// route of the manifest itself.
    package var fragmentIndex: Int? {
        get { box.fields.fragmentIndex }
        set { update { $0.fragmentIndex = newValue } }
    }

    /// The entries of the manifest's `hosts` whose universal links open the route, in the
    /// manifest's order; nil for every host. On another host the route is not there: the same
    /// path may open another route, or nothing.
    package var hosts: [String]? {
        get { box.fields.hosts }
        set { update { $0.hosts = newValue } }
    }

    /// Where the route finds the link it opens, when it opens another route's link rather than a
    /// screen of its own (`/mbar?redirect_to=<link>`); nil for a route with a screen. Such a route
    /// is in ``RouteTable/carriers``, not in the enum.
    package var carriedLink: CarriedLink? {
        get { box.fields.carriedLink }
        set { update { $0.carriedLink = newValue } }
    }

    /// Whether the link a carrier carries is a path on its own link's channel and host
    /// (`"opensPathIn": "?url"`), which it prints as a path, rather than a whole link.
    package var carriesPath: Bool {
        get { box.fields.carriesPath }
        set { update { $0.carriesPath = newValue } }
    }

    /// Whether only a link a carrier carries opens the route (`"carriedOnly": true`): the same
    /// link outside a carrier passes it by, and the AASA file leaves it to its carriers.
    package var isCarriedOnly: Bool {
        get { box.fields.isCarriedOnly }
        set { update { $0.isCarriedOnly = newValue } }
    }

    /// Whether a path of this route may also be a path of a route only a carrier opens, which a
    /// stored path (read on every channel) would open instead: such a route is stored as its link.
    package var sharesPathWithCarriedOnly: Bool {
        get { box.fields.sharesPathWithCarriedOnly }
        set { update { $0.sharesPathWithCarriedOnly = newValue } }
    }

    /// How the route reads its links beyond its path and items: its items in the fragment
    /// (`#channel_id=…&v=2`), its path split after decoding (`%2F` separates segments), empty
    /// segments kept by its trailing rest parameter (`/wiki//dev/random` is `["", "dev", "random"]`).
    package var reading: LinkReading {
        get { box.fields.reading }
        set { update { $0.reading = newValue } }
    }

    /// Whether the route's parser refuses links through the channels it is closed to, so that the
    /// route of the same path and query items open on that channel takes them (one path, a route
    /// per channel); otherwise a link to a route closed to its channel is found, then refused.
    package var hasChannelGuard: Bool {
        get { box.fields.hasChannelGuard }
        set { update { $0.hasChannelGuard = newValue } }
    }

    /// Whether the route takes `http` and `https` links on any host, tapped in the app only
    /// (`"anyHost": true`): on the in-app channel, and on no other (``LinkScope``).
    package var anyHost: Bool {
        get { box.fields.anyHost }
        set { update { $0.anyHost = newValue } }
    }

    /// The name of the `String` value that holds an any-host link's host, lower-cased
    /// (`"hostParameter": "server"`): the first of the case's values; nil without one.
    package var hostParameter: String? {
        get { box.fields.hostParameter }
        set { update { $0.hostParameter = newValue } }
    }

    // MARK: Derived

    /// The path and the fixed query items that choose the route: `/library?action=history`.
    package var pathAndFixedQuery: String {
        guard !fixedQuery.isEmpty else { return path.description }
        return path.description + "?" + fixedQuery.map { "\($0.name)=\($0.value)" }.joined(separator: "&")
    }

    /// The names of the query items a link needs for the route to open, whatever their values:
    /// its required query parameters' (no `?`, no default), in manifest order, then the item
    /// that carries its link.
    package var requiredItemNames: [String] {
        // Items in the fragment are no query items: a fragment is what the link needs (`#`).
        var names = reading.contains(.itemsInFragment) ? [] : query.filter { $0.presence == .required }.map(\.name)
        if case .queryItem(let name)? = carriedLink { names.append(name) }
        return names
    }

    /// What a link needs besides its path and fixed items for the route to open: its required
    /// query items, and `#` for a fragment that carries its link.
    package var presenceConditions: [String] {
        needsFragment ? requiredItemNames + [CarriedLink.fragmentCondition] : requiredItemNames
    }

    /// Whether a link needs a fragment for the route to open: one that carries its link, or holds
    /// its required items (`itemsInFragment`). The AASA file can require a fragment, not its items.
    package var needsFragment: Bool {
        carriedLink == .fragment || (reading.contains(.itemsInFragment) && query.contains { $0.presence == .required })
    }

    /// Every value of the route's case: the link's (``linkParameters``), then ``values``.
    package var parameters: [Parameter] {
        values.isEmpty ? linkParameters : linkParameters + values
    }

    /// The values a link carries: the link's host (``hostParameter``), then the path's in order,
    /// then the query's; the first ``linkParameterCount`` of ``parameters``.
    package var linkParameters: [Parameter] {
        guard let host = hostParameter else { return path.parameters + query }
        return [Parameter(name: host, type: .string, presence: .required)] + path.parameters + query
    }

    /// How many of the case's values `==` and `hash(into:)` compare, the first of ``parameters``:
    /// for a route a link opens, those its link carries (a preloaded model is no part of which
    /// screen it is); for a screen no link opens, every value, which is all that tells two apart.
    package var comparedValueCount: Int {
        opensFromLinks ? linkParameterCount : parameterCount
    }

    /// The index in ``parameters`` of the path's first parameter: 1 after a host value, else 0.
    package var pathParameterOffset: Int {
        hostParameter == nil ? 0 : 1
    }

    /// How many values the route's case has: `parameters.count`, without building the array, which
    /// the emitters ask route by route.
    package var parameterCount: Int {
        linkParameterCount + values.count
    }

    /// How many of the case's values a link carries: ``linkParameters``'s count.
    package var linkParameterCount: Int {
        pathParameterOffset + path.parameters.count + query.count
    }

    /// The index in ``parameters`` of the parameter called `name`, found in place: the emitters ask
    /// it for every value they print, and building `parameters` for each was a visible part of a run.
    func parameterIndex(named name: String) -> Int? {
        if name == hostParameter { return 0 }
        let offset = pathParameterOffset
        if let index = path.parameters.firstIndex(where: { $0.name == name }) { return offset + index }
        if let index = query.firstIndex(where: { $0.name == name }) { return offset + path.parameters.count + index }
        return values.firstIndex { $0.name == name }.map { linkParameterCount + $0 }
    }
}

/// A query item a route's links carry with a fixed value: `?action=history`.
///
/// The route opens only when the link has the item and every item of that name has the value,
/// compared as written, without decoding (and without case when the manifest ignores case), as
/// the AASA file's `?` entry `{"action": "history"}` decides; printing writes it.
package struct FixedQueryItem: Hashable, Sendable {
    /// The item name, as the link spells it.
    package var name: String
    /// The value, made of characters a link carries unencoded.
    package var value: String

    package init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}

/// Where a route that opens another route's link finds it: `"opensLinkIn": "?redirect_to"` or `"#"`.
///
/// The value is read decoded once, as any query value is: a path, read on the channel and host of
/// the outer link, or an absolute link. It opens what the parser opens for it, whole stack
/// included; a value that is no link of the app's opens nothing, and neither does the outer link.
package enum CarriedLink: Hashable, Sendable, CustomStringConvertible {
    /// A query item, by name.
    case queryItem(String)
    /// The fragment.
    case fragment

    /// The fragment among a route's ``Route/presenceConditions``.
    static let fragmentCondition = "#"

    /// `?redirect_to` or `#`, as the manifest writes it.
    package var description: String {
        switch self {
        case .queryItem(let name): "?" + name
        case .fragment: "#"
        }
    }
}

/// Where a parent route's parameter comes from when a link to a child opens it.
package enum ParentArgument: Hashable, Sendable {
    /// The child's parameter of the same name and a compatible type.
    case child(String)
    /// The parent parameter's own stand-in: its default, nil, or an empty list.
    case standIn
}

/// What a route shows, from its `view` in the manifest.
package enum RouteView: Hashable, Sendable {
    /// A view type, such as `OrderView` or `Shop.OrderView`, called with labels equal to the
    /// route's parameter names: `OrderView(orderID: orderID)`.
    case type(String)
    /// A Swift expression over the parameters, such as `ProductView(productID: id)`, used as written.
    case expression(String)

    /// Reads a `view` value: a bare, capitalized (possibly qualified) name is a type.
    package init(_ text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let parts = trimmed.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let isTypeName = parts.allSatisfy(SwiftIdentifier.isValid) && parts.last?.first?.isUppercase == true
        self = isTypeName ? .type(trimmed) : .expression(trimmed)
    }
}
