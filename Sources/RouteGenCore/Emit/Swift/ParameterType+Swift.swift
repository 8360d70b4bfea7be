/// How each parameter type is written in generated Swift: its type name, how a string from a
/// link converts to it, how a value prints back, and how a default is written.
extension ParameterType {
    /// The type in Swift; Foundation types are qualified so an app type of the same name cannot shadow them.
    var swiftType: String {
        switch self {
        case .string: "String"
        case .int: "Int"
        case .double: "Double"
        case .bool: "Bool"
        case .uuid: "Foundation.UUID"
        case .url: "Foundation.URL"
        case .custom(let name): name
        case .value(let type): type.name
        }
    }

    /// A function from `String` to this type's optional, for `flatMap`; nil for `String` itself.
    var conversion: String? {
        switch self {
        case .string: nil
        case .int: "_int"
        case .double: "_double"
        case .bool: "_bool"
        case .uuid: "_uuid"
        case .url: "_url"
        case .custom(let name): "\(name).init(rawValue:)"
        // No link holds one (validation keeps value types out of paths and queries).
        case .value: nil
        }
    }

    /// An expression that prints `value` as the string a link carries. `description` is what
    /// `String(_:)` prints for these types, without its many overloads for the type checker to try.
    func text(of value: String) -> String {
        switch self {
        case .string: value
        case .int, .double, .bool: "\(value).description"
        case .uuid: "\(value).uuidString"
        case .url: "\(value).absoluteString"
        case .custom: "\(value).rawValue"
        // No link prints one (validation keeps value types out of paths and queries).
        case .value: value
        }
    }

    /// A Swift expression of this type for a default value.
    func literal(_ value: DefaultValue) -> String {
        switch value {
        case .string(let text) where self == .uuid: Self.uuidLiteral(text)
        case .string(let text): SwiftSyntax.stringLiteral(text)
        case .expression(let expression): expression
        case .int(let number): String(number)
        // Swift's description of a finite Double is a valid literal that reads back exactly: `1.0`, `1e-05`.
        case .double(let number): "\(number)"
        case .bool(let flag): flag ? "true" : "false"
        }
    }

    /// `Foundation.UUID(uuid: (0x9F, …))`: a UUID constant with no force unwrap.
    static func uuidLiteral(_ text: String) -> String {
        let hex = Array(text.filter(\.isHexDigit))
        let bytes = stride(from: 0, to: 32, by: 2).map { "0x" + String(hex[$0...$0 + 1]).uppercased() }
        return "Foundation.UUID(uuid: (\(bytes.joined(separator: ", "))))"
    }
}

extension Parameter {
    /// The associated value's type: `Int`, `Int?` or `[Int]`.
    var swiftType: String {
        switch presence {
        case .required, .defaulted: type.swiftType
        case .optional: type.swiftType + "?"
        case .list: "[\(type.swiftType)]"
        }
    }

    /// The value that stands in when a link lacks this parameter: its default, nil, or an empty list.
    var standIn: String? {
        switch presence {
        case .required: nil
        case .optional: "nil"
        case .list: "[]"
        case .defaulted(let value): type.literal(value)
        }
    }
}
