/// Turns the JSON tree of a manifest into a `Manifest`, reporting every wrong type, unknown key
/// and missing key it meets, and going on past each so that one run reports them all.
///
/// A value of the wrong type is reported and left out, as if it were absent; validation then
/// skips the checks that need it, so one mistake is not reported twice.
package struct ManifestDecoder {
    /// The problems found so far.
    package private(set) var diagnostics = Diagnostics()

    /// Creates a decoder.
    package init() {}

    /// Decodes a manifest.
    ///
    /// - Parameter root: The document `JSONReader` read.
    /// - Returns: The manifest, or nil when the document is not an object at all.
    package mutating func decode(_ root: JSONValue) -> Manifest? {
        guard case .object(let members) = root.kind else {
            diagnostics.error("the manifest must be a JSON object, found \(root.typeDescription)", at: root.location)
            return nil
        }
        if let fragment = members.first(where: { $0.key == Keys.Fragment.fragment.name }) {
            diagnostics.error(
                "this file is a fragment, which a manifest includes; give the manifest that includes it instead",
                at: fragment.keyLocation)
            return nil
        }
        let fields = fields(of: members, keys: Keys.Root.all, in: "the manifest", at: root.location)
        var manifest = Manifest(location: root.location)
        manifest.version = integer(fields, Keys.Root.version)
        if let version = manifest.version, !ManifestKeys.supportedVersions.contains(version.value) {
            diagnostics.error(
                "unsupported manifest version \(version.value); this RouteGen reads version 1", at: version.location)
        }
        manifest.enumName = string(fields, Keys.Root.enumName)
        manifest.access = string(fields, Keys.Root.access)
        manifest.hosts = strings(fields, Keys.Root.hosts)
        manifest.hostsLocation = fields[Keys.Root.hosts.name]?.keyLocation
        manifest.schemes = array(fields, Keys.Root.schemes).compactMap { scheme($0) }
        manifest.appIDs = strings(fields, Keys.Root.appIDs)
        manifest.caseSensitive = bool(fields, Keys.Root.caseSensitive)
        manifest.plusAsSpace = bool(fields, Keys.Root.plusAsSpace)
        manifest.screenMarkers = bool(fields, Keys.Root.screenMarkers)
        manifest.webcredentials = appList(fields, Keys.Root.webcredentials)
        manifest.appclips = appList(fields, Keys.Root.appclips)
        manifest.generate = fields[Keys.Root.generate.name] == nil ? nil : strings(fields, Keys.Root.generate)
        manifest.aasaOutput = string(fields, Keys.Root.aasaOutput)
        manifest.customTypes = strings(fields, Keys.Root.customTypes)
        manifest.valueTypes = array(fields, Keys.Root.valueTypes).compactMap { valueType($0) }
        manifest.stem = string(fields, Keys.Root.stem)
        manifest.tabs = array(fields, Keys.Root.tabs).compactMap { tab($0) }
        manifest.tabsLocation = fields[Keys.Root.tabs.name]?.keyLocation
        manifest.layout = string(fields, Keys.Root.layout)
        manifest.requirements = objectMembers(fields, Keys.Root.requirements).compactMap { requirement($0) }
        manifest.activityType = string(fields, Keys.Root.activityType)
        manifest.notificationLinkKey = string(fields, Keys.Root.notificationLinkKey)
        manifest.routes = array(fields, Keys.Root.routes).compactMap { route($0) }
        manifest.routesLocation = fields[Keys.Root.routes.name]?.keyLocation
        manifest.include = strings(fields, Keys.Root.include)
        return manifest
    }

    /// Decodes a fragment, a file that a manifest includes.
    ///
    /// - Parameter root: The document `JSONReader` read.
    /// - Returns: The fragment; nil, with nothing reported, when the document is not an object
    ///   with a `fragment` key (the includer says so at its `include` entry).
    package mutating func decodeFragment(_ root: JSONValue) -> Manifest.FragmentContents? {
        guard case .object(let members) = root.kind,
            let nameMember = members.first(where: { $0.key == Keys.Fragment.fragment.name })
        else { return nil }
        // A key of the manifest's own is named as such, rather than as a typo.
        let rootOnly = Set(Keys.Root.all.map(\.name)).subtracting(Keys.Fragment.all.map(\.name))
        for member in members where rootOnly.contains(member.key) {
            diagnostics.error(
                "'\(member.key)' belongs to the manifest that includes this fragment; a fragment holds only "
                    + Suggestion.list(Keys.Fragment.all.map(\.name).filter { $0 != "$schema" }),
                at: member.keyLocation)
        }
        let fields = fields(
            of: members.filter { !rootOnly.contains($0.key) }, keys: Keys.Fragment.all, in: "a fragment",
            at: root.location)
        guard case .string(let name) = nameMember.value.kind else {
            wrongType(Keys.Fragment.fragment.name, expected: "a string", found: nameMember.value)
            return nil
        }
        var fragment = Manifest.FragmentContents(name: Located(name, at: nameMember.value.location))
        fragment.include = strings(fields, Keys.Fragment.include)
        fragment.customTypes = strings(fields, Keys.Fragment.customTypes)
        fragment.valueTypes = array(fields, Keys.Fragment.valueTypes).compactMap { valueType($0) }
        fragment.requirements = objectMembers(fields, Keys.Fragment.requirements).compactMap { requirement($0) }
        fragment.routes = array(fields, Keys.Fragment.routes).compactMap { route($0) }
        return fragment
    }

    // MARK: Objects of the manifest

    private mutating func route(_ value: JSONValue) -> Manifest.Route? {
        guard let members = object(value, "a route") else { return nil }
        let fields = fields(of: members, keys: Keys.Route.all, in: "a route", at: value.location)
        var route = Manifest.Route(location: value.location)
        route.name = string(fields, Keys.Route.name)
        route.path = string(fields, Keys.Route.path)
        route.parent = string(fields, Keys.Route.parent)
        route.view = string(fields, Keys.Route.view)
        route.viewController = string(fields, Keys.Route.viewController)
        route.universalLink = bool(fields, Keys.Route.universalLink)
        route.customScheme = bool(fields, Keys.Route.customScheme)
        route.doc = string(fields, Keys.Route.doc)
        route.examples = array(fields, Keys.Route.examples).compactMap { example($0) }
        route.tab = string(fields, Keys.Route.tab)
        route.presentation = string(fields, Keys.Route.presentation)
        route.requires = strings(fields, Keys.Route.requires)
        route.title = string(fields, Keys.Route.title)
        route.handoff = bool(fields, Keys.Route.handoff)
        route.searchable = bool(fields, Keys.Route.searchable)
        route.hosts = strings(fields, Keys.Route.hosts)
        // Where an array of hosts is written: a value of another type is reported as that alone.
        if let hosts = fields[Keys.Route.hosts.name]?.value, case .array = hosts.kind { route.hostsLocation = hosts.location }
        route.opensLinkIn = string(fields, Keys.Route.opensLinkIn)
        route.opensPathIn = string(fields, Keys.Route.opensPathIn)
        route.carriedOnly = bool(fields, Keys.Route.carriedOnly)
        route.itemsInFragment = bool(fields, Keys.Route.itemsInFragment)
        route.decodesBeforeSplitting = bool(fields, Keys.Route.decodesBeforeSplitting)
        route.keepsEmptySegments = bool(fields, Keys.Route.keepsEmptySegments)
        route.anyHost = bool(fields, Keys.Route.anyHost)
        route.hostParameter = string(fields, Keys.Route.hostParameter)
        if let query = fields[Keys.Route.query.name] {
            if case .object(let items) = query.value.kind {
                route.query = items.compactMap { queryParameter($0) }
            } else {
                wrongType(Keys.Route.query.name, expected: "an object", found: query.value)
            }
        }
        if let values = fields[Keys.Route.values.name] {
            route.valuesLocation = values.keyLocation
            if case .object(let items) = values.value.kind {
                route.values = items.compactMap { queryParameter($0, what: "value") }
            } else {
                wrongType(Keys.Route.values.name, expected: "an object", found: values.value)
            }
        }
        return route
    }

    /// An `examples` entry: `"https://…"`, or `{ "url": "https://…", "values": {…}, "stack": […] }`.
    private mutating func example(_ value: JSONValue) -> Manifest.Example? {
        switch value.kind {
        case .string(let url):
            return Manifest.Example(url: Located(url, at: value.location))
        case .object(let members):
            let fields = fields(of: members, keys: Keys.Example.all, in: "an example", at: value.location)
            guard let url = string(fields, Keys.Example.url) else { return nil }
            var example = Manifest.Example(url: url)
            if let values = fields[Keys.Example.values.name] {
                example.valuesLocation = values.keyLocation
                example.values = objectMembers(fields, Keys.Example.values)
            }
            if let stack = fields[Keys.Example.stack.name] {
                example.stackLocation = stack.keyLocation
                example.stack = strings(fields, Keys.Example.stack)
            }
            return example
        default:
            diagnostics.error(
                "an example must be a link such as \"https://example.com/products/42\" or an object with 'url', "
                    + "'values' and 'stack', found \(value.typeDescription)",
                at: value.location)
            return nil
        }
    }

    private mutating func valueType(_ value: JSONValue) -> Manifest.ValueTypeEntry? {
        switch value.kind {
        case .string(let name):
            return Manifest.ValueTypeEntry(name: Located(name, at: value.location))
        case .object(let members):
            let fields = fields(of: members, keys: Keys.ValueType.all, in: "a value type", at: value.location)
            guard let name = string(fields, Keys.ValueType.name) else { return nil }
            return Manifest.ValueTypeEntry(name: name, codable: bool(fields, Keys.ValueType.codable))
        default:
            diagnostics.error(
                "a value type must be a type name such as \"Applicant\" or an object with 'name' and 'codable', "
                    + "found \(value.typeDescription)",
                at: value.location)
            return nil
        }
    }

    private mutating func tab(_ value: JSONValue) -> Manifest.Tab? {
        guard let members = object(value, "a tab") else { return nil }
        let fields = fields(of: members, keys: Keys.Tab.all, in: "a tab", at: value.location)
        return Manifest.Tab(
            location: value.location, name: string(fields, Keys.Tab.name), title: string(fields, Keys.Tab.title),
            systemImage: string(fields, Keys.Tab.systemImage), root: string(fields, Keys.Tab.root),
            rootViewController: string(fields, Keys.Tab.rootViewController),
            section: string(fields, Keys.Tab.section), role: string(fields, Keys.Tab.role),
            customizable: bool(fields, Keys.Tab.customizable), requires: strings(fields, Keys.Tab.requires))
    }

    private mutating func requirement(_ member: JSONMember) -> Manifest.Requirement? {
        guard let members = object(member.value, "requirement '\(member.key)'") else { return nil }
        let fields = fields(of: members, keys: Keys.Requirement.all, in: "requirement '\(member.key)'", at: member.value.location)
        return Manifest.Requirement(
            name: Located(member.key, at: member.keyLocation), route: string(fields, Keys.Requirement.route),
            doc: string(fields, Keys.Requirement.doc))
    }

    /// A `query` entry, or with `what` "value", a `values` entry, which has the same forms.
    private mutating func queryParameter(_ member: JSONMember, what: String = "query parameter") -> Manifest.QueryParameter? {
        let name = Located(member.key, at: member.keyLocation)
        switch member.value.kind {
        case .string(let type):
            return Manifest.QueryParameter(name: name, type: Located(type, at: member.value.location))
        case .object(let members):
            let fields = fields(
                of: members, keys: what == "value" ? Keys.Value.all : Keys.QueryParameter.all, in: "\(what) '\(member.key)'",
                at: member.value.location)
            let type = string(fields, Keys.QueryParameter.type)
            let equals = string(fields, Keys.QueryParameter.equals)
            // A value's 'type' is required by its keys (`Keys.Value`); a query item may have 'equals' instead.
            if what != "value", type == nil, equals == nil, fields[Keys.QueryParameter.type.name] == nil {
                diagnostics.error(
                    "missing required key 'type' in query parameter '\(member.key)' (or 'equals', for an item whose "
                        + "fixed value chooses the route)",
                    at: member.value.location)
            }
            return Manifest.QueryParameter(
                name: name, type: type, defaultValue: fields[Keys.QueryParameter.defaultValue.name]?.value,
                doc: string(fields, Keys.QueryParameter.doc), equals: equals)
        default:
            diagnostics.error(
                "\(what) '\(member.key)' must be a type such as \"Int\" or an object with 'type', "
                    + "found \(member.value.typeDescription)",
                at: member.value.location)
            return nil
        }
    }

    private mutating func scheme(_ value: JSONValue) -> Manifest.Scheme? {
        switch value.kind {
        case .string(let name):
            return Manifest.Scheme(name: Located(name, at: value.location))
        case .object(let members):
            let fields = fields(of: members, keys: Keys.Scheme.all, in: "a scheme", at: value.location)
            guard let name = string(fields, Keys.Scheme.name) else { return nil }
            return Manifest.Scheme(
                name: name, host: string(fields, Keys.Scheme.host), caseSensitiveHost: bool(fields, Keys.Scheme.caseSensitiveHost))
        default:
            diagnostics.error(
                "a scheme must be a name such as \"shop\" or an object with 'name' and 'host', "
                    + "found \(value.typeDescription)",
                at: value.location)
            return nil
        }
    }

    /// `webcredentials` and `appclips`: `{ "apps": ["TEAMID.bundle.id"] }`.
    private mutating func appList(_ fields: Fields, _ key: ManifestKey) -> [Located<String>]? {
        guard let member = fields[key.name] else { return nil }
        guard let members = object(member.value, "'\(key.name)'") else { return nil }
        let appFields = self.fields(of: members, keys: Keys.AppList.all, in: "'\(key.name)'", at: member.value.location)
        return strings(appFields, Keys.AppList.apps)
    }

    // MARK: Fields and types

    /// An object's members by key, after reporting unknown keys and missing required ones.
    ///
    /// Looked up by a scan of the few members an object has (the reader keeps one per key): a
    /// route is asked for each of its twenty-odd keys, and a dictionary hashed the key every
    /// time, which was a visible part of reading 10,000 routes (scripts/bench.sh --only generator).
    private struct Fields {
        var members: [JSONMember] = []

        subscript(key: String) -> JSONMember? {
            // A loop, not `first(where:)`: with no closure, the debug `routegen` gains as well.
            var index = 0
            while index < members.count {
                if members[index].key == key { return members[index] }
                index += 1
            }
            return nil
        }
    }

    /// The key tables, by object: `Keys.Route.name`.
    private typealias Keys = ManifestKeys

    private mutating func fields(
        of members: [JSONMember], keys: [ManifestKey], in context: String, at location: SourceLocation
    ) -> Fields {
        var fields = Fields()
        for member in members {
            if keys.contains(where: { $0.name == member.key }) {
                fields.members.append(member)
            } else {
                let known = keys.map(\.name)
                let hint = Suggestion.closest(to: member.key, in: known).map { "; did you mean '\($0)'?" }
                    ?? "; \(context) takes \(Suggestion.list(known.filter { $0 != "$schema" }))"
                diagnostics.error("unknown key '\(member.key)' in \(context)\(hint)", at: member.keyLocation)
            }
        }
        for key in keys where key.isRequired && fields[key.name] == nil {
            diagnostics.error("missing required key '\(key.name)' in \(context)", at: location)
        }
        return fields
    }

    private mutating func object(_ value: JSONValue, _ what: String) -> [JSONMember]? {
        guard case .object(let members) = value.kind else {
            diagnostics.error("\(what) must be an object, found \(value.typeDescription)", at: value.location)
            return nil
        }
        return members
    }

    private mutating func string(_ fields: Fields, _ key: ManifestKey) -> Located<String>? {
        guard let member = fields[key.name] else { return nil }
        guard case .string(let string) = member.value.kind else {
            wrongType(key.name, expected: "a string", found: member.value)
            return nil
        }
        return Located(string, at: member.value.location)
    }

    private mutating func bool(_ fields: Fields, _ key: ManifestKey) -> Located<Bool>? {
        guard let member = fields[key.name] else { return nil }
        guard case .bool(let bool) = member.value.kind else {
            wrongType(key.name, expected: "true or false", found: member.value)
            return nil
        }
        return Located(bool, at: member.value.location)
    }

    private mutating func integer(_ fields: Fields, _ key: ManifestKey) -> Located<Int>? {
        guard let member = fields[key.name] else { return nil }
        guard case .number(let number) = member.value.kind, let integer = number.integer else {
            wrongType(key.name, expected: "an integer", found: member.value)
            return nil
        }
        return Located(integer, at: member.value.location)
    }

    /// The members of an object, in the order written.
    private mutating func objectMembers(_ fields: Fields, _ key: ManifestKey) -> [JSONMember] {
        guard let member = fields[key.name] else { return [] }
        guard case .object(let members) = member.value.kind else {
            wrongType(key.name, expected: "an object", found: member.value)
            return []
        }
        return members
    }

    private mutating func array(_ fields: Fields, _ key: ManifestKey) -> [JSONValue] {
        guard let member = fields[key.name] else { return [] }
        guard case .array(let elements) = member.value.kind else {
            wrongType(key.name, expected: "an array", found: member.value)
            return []
        }
        return elements
    }

    /// An array of strings; elements of another type are reported one by one and left out.
    private mutating func strings(_ fields: Fields, _ key: ManifestKey) -> [Located<String>] {
        array(fields, key).compactMap { element in
            guard case .string(let string) = element.kind else {
                diagnostics.error(
                    "elements of '\(key.name)' must be strings, found \(element.typeDescription)", at: element.location)
                return nil
            }
            return Located(string, at: element.location)
        }
    }

    private mutating func wrongType(_ key: String, expected: String, found value: JSONValue) {
        diagnostics.error("'\(key)' must be \(expected), found \(value.typeDescription)", at: value.location)
    }
}
