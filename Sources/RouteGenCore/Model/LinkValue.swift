/// One value of a route as a link opens it: what the model's parser (`LinkMatcher`) finds in a
/// link, what an example's `values` state, and what the generated link tests expect the app's
/// own parser to find.
///
/// Values compare as the app's would, except a custom type's, which the model compares by raw
/// value: only the app's `init(rawValue:)` knows which raw values it takes and how.
package indirect enum LinkValue: Hashable, Sendable, CustomStringConvertible {
    case string(String)
    case int(Int)
    case double(Double)
    case bool(Bool)
    /// A UUID, upper-cased as `uuidString` prints it.
    case uuid(String)
    /// An absolute URL, as the link wrote it.
    case url(String)
    /// A value of an app's custom type, by its raw value.
    case custom(type: String, rawValue: String)
    /// A custom type's default, a Swift expression only the compiler can evaluate (`.recent`).
    case expression(String)
    /// An optional without a value.
    case none
    case list([LinkValue])

    /// The value a parameter has when a link leaves it out: nil for one without a stand-in.
    package init?(standInOf parameter: Parameter) {
        switch parameter.presence {
        case .required: return nil
        case .optional: self = .none
        case .list: self = .list([])
        case .defaulted(.string(let text)) where parameter.type == .uuid: self = .uuid(text.uppercased())
        case .defaulted(.string(let text)): self = .string(text)
        case .defaulted(.expression(let expression)): self = .expression(expression)
        case .defaulted(.int(let number)): self = .int(number)
        case .defaulted(.double(let number)): self = .double(number)
        case .defaulted(.bool(let flag)): self = .bool(flag)
        }
    }

    /// The value as `routegen match` and the catalog show it, close to how Swift prints it:
    /// `"shoes"`, `42`, `9F1C…`, `URL("https://…")`, `Tab(rawValue: "home")`, `[1, 2]`.
    package var description: String {
        switch self {
        case .string(let text): text.debugDescription
        case .int(let number): String(number)
        case .double(let number): "\(number)"
        case .bool(let flag): String(flag)
        case .uuid(let text): text
        case .url(let text): "URL(\(text.debugDescription))"
        case .custom(let type, let rawValue): "\(type)(rawValue: \(rawValue.debugDescription))"
        case .expression(let expression): expression
        case .none: "nil"
        case .list(let values): "[" + values.map(\.description).joined(separator: ", ") + "]"
        }
    }
}

/// A route in a stack the model's parser opens, with its values.
package struct RouteValue: Hashable, Sendable, CustomStringConvertible {
    /// The route's index in `RouteTable.routes`.
    package var routeIndex: Int
    /// The route's name.
    package var name: String
    /// Each of the route's `parameters` (link values, then values no link carries) with its value:
    /// a value no link carries is at its stand-in, nil when it has none.
    package var arguments: [(name: String, value: LinkValue?)]

    /// `productDetail(id: 9F1C…)`, or the name alone for a route without values.
    package var description: String {
        guard !arguments.isEmpty else { return name }
        return name + "(" + arguments.map { "\($0.name): \($0.value?.description ?? "?")" }.joined(separator: ", ") + ")"
    }

    package static func == (lhs: RouteValue, rhs: RouteValue) -> Bool {
        lhs.routeIndex == rhs.routeIndex && lhs.arguments.elementsEqual(rhs.arguments) { $0.name == $1.name && $0.value == $1.value }
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(routeIndex)
        for argument in arguments {
            hasher.combine(argument.name)
            hasher.combine(argument.value)
        }
    }
}
