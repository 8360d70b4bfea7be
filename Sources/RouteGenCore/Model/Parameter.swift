/// A value a route carries: a path parameter or a query parameter, and so an associated value
/// of the route's enum case.
package struct Parameter: Hashable, Sendable {
    /// The name: the associated-value label, and the query item name for query parameters.
    package var name: String

    /// The type of one value.
    package var type: ParameterType

    /// The query item name as the generated parser compares it: composed (NFC), since it compares
    /// a decoded name's composed bytes with it, so `café` matches either way a link spells it.
    package var queryItemName: String { MatchTree.composed(name) }

    /// Whether a value must be present, and what stands in for an absent one.
    package var presence: Presence

    /// The documentation of a query parameter, from the manifest.
    package var doc: String?

    /// Creates a parameter.
    package init(name: String, type: ParameterType, presence: Presence, doc: String? = nil) {
        self.name = name
        self.type = type
        self.presence = presence
        self.doc = doc
    }

    /// Whether a value must be present, and what stands in for an absent one.
    package enum Presence: Hashable, Sendable {
        /// A path parameter, or a query parameter such as `"Int"`: absent means no match.
        case required
        /// `"Int?"`: absent, or not convertible, is nil.
        case optional
        /// `{ "type": "Int", "default": 1 }`: absent, or not convertible, is the default.
        case defaulted(DefaultValue)
        /// `"[Int]"` or a rest parameter: every occurrence, in order; absent is empty.
        case list
    }

    /// Whether restoration stores the value: every type's but that of a value type declared not
    /// `Codable` (`"codable": false`), which a route's stored form leaves out.
    package var isStored: Bool {
        if case .value(let valueType) = type { return valueType.isCodable }
        return true
    }

    /// Whether a parent route can go without this parameter because it has a stand-in value.
    package var hasStandIn: Bool {
        presence != .required
    }

    /// The type as the manifest writes it: `Int`, `Int?`, `[Int]`.
    package var typeDescription: String {
        switch presence {
        case .required, .defaulted: "\(type)"
        case .optional: "\(type)?"
        case .list: "[\(type)]"
        }
    }
}

/// The default of a query parameter, already checked against its type.
package enum DefaultValue: Hashable, Sendable, CustomStringConvertible {
    /// The default of a `String` or `UUID` parameter, as its string form.
    case string(String)
    /// The default of a custom-type parameter: a Swift expression such as `.home`, since only the
    /// compiler knows the type's values.
    case expression(String)
    case int(Int)
    case double(Double)
    case bool(Bool)

    /// The value as it is written in a URL.
    package var description: String {
        switch self {
        case .string(let value), .expression(let value): value
        case .int(let value): String(value)
        case .double(let value): String(value)
        case .bool(let value): String(value)
        }
    }
}
