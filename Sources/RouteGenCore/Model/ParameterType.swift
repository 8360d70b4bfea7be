/// The type of a route's value: for a path or query parameter, one value converted from one
/// percent-decoded string; for a value no link carries (`values`), also one of the app's own types.
package enum ParameterType: Hashable, Sendable, CustomStringConvertible {
    /// Any string, the type of `{name}` without a type.
    case string
    /// `Int(_:)`'s syntax: ASCII digits, an optional sign, 64-bit range.
    case int
    /// A finite decimal number.
    case double
    /// `true`, `false`, `1` or `0`.
    case bool
    /// A UUID, in either case.
    case uuid
    /// An absolute `http` or `https` URL; other schemes (`javascript:`) refuse the link.
    case url
    /// An app-defined `RawRepresentable` type with a `String` raw value, listed in `customTypes`.
    case custom(String)
    /// One of the app's own value types (`valueTypes`): a value no link carries, which only a route's
    /// `values` may hold; no link converts or prints one.
    case value(ValueType)

    /// The types every manifest can use, in the order messages list them.
    package static let builtIn: [ParameterType] = [.string, .int, .double, .bool, .uuid, .url]

    /// The type by its manifest name, such as `Int` or a name in `customTypes`.
    package init?(name: String, customTypes: some Collection<String>) {
        if let builtIn = Self.builtIn.first(where: { $0.description == name }) {
            self = builtIn
        } else if customTypes.contains(name) {
            self = .custom(name)
        } else {
            return nil
        }
    }

    /// The name as the manifest writes it: `String`, `UUID`, `Tab`.
    package var description: String {
        switch self {
        case .string: "String"
        case .int: "Int"
        case .double: "Double"
        case .bool: "Bool"
        case .uuid: "UUID"
        case .url: "URL"
        case .custom(let name): name
        case .value(let type): type.name
        }
    }

    /// Whether a query value of this type that does not convert refuses the link, rather than
    /// leaving an optional nil or a list without it: a `URL` parameter exists to be opened, and a
    /// link that carries `javascript:alert(1)` in it is an attack, not a missing value.
    package var refusesInvalidValues: Bool {
        self == .url
    }

    /// The order in which parameters are tried at one path segment: lower first.
    ///
    /// A typed parameter beats `String`, because a segment that converts is more likely meant for
    /// the narrower type; among typed ones the narrower set goes first (`Bool` accepts `1`, which
    /// `Int` and `Double` accept too). Custom types go last of the typed ones, by name.
    package var precedence: (rank: Int, name: String) {
        switch self {
        case .bool: (0, "")
        case .int: (1, "")
        case .double: (2, "")
        case .uuid: (3, "")
        case .url: (4, "")
        case .custom(let name): (5, name)
        case .value(let type): (5, type.name)
        case .string: (6, "")
        }
    }
}

/// One of the app's own types that a route's `values` may hold (`valueTypes`): `Hashable` and
/// `Sendable`, and `Codable` unless the manifest says otherwise, so that restoration stores it.
package struct ValueType: Hashable, Sendable, CustomStringConvertible {
    /// The type's name, possibly qualified by its module: `Applicant`, `Models.Status`.
    package var name: String

    /// Whether the type is `Codable` (`"codable": false` says not): a route holding a value of a type
    /// that is not cannot be stored, and restoration ends its stack before it.
    package var isCodable: Bool

    package init(name: String, isCodable: Bool) {
        self.name = name
        self.isCodable = isCodable
    }

    package var description: String { name }
}
