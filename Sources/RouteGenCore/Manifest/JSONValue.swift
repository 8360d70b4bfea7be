/// A JSON value as `JSONReader` read it, with the location of every value and key.
///
/// Foundation's `JSONSerialization` and `JSONDecoder` forget where things were; diagnostics
/// need it, so RouteGen reads JSON itself.
package struct JSONValue: Equatable, Sendable {
    /// What the value is.
    package var kind: Kind

    /// Where the value starts: its first byte.
    package var location: SourceLocation

    /// The value's bytes in the document, from its first to just past its last: what a tool that
    /// rewrites a manifest (`routegen split`) cuts and pastes, so the rest keeps its formatting.
    package var byteRange: Range<Int> = 0..<0

    /// Creates a value of `kind` that starts at `location`.
    package init(_ kind: Kind, at location: SourceLocation) {
        self.kind = kind
        self.location = location
    }

    /// Values are equal when their contents and where they start are: the byte range is where a
    /// document holds them, not what they are.
    package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        lhs.kind == rhs.kind && lhs.location == rhs.location
    }

    /// The JSON types.
    package enum Kind: Equatable, Sendable {
        case null
        case bool(Bool)
        case number(JSONNumber)
        case string(String)
        case array([JSONValue])
        /// Members in the order they were written; keys are unique (the reader rejects duplicates).
        case object([JSONMember])
    }

    /// The name of the JSON type, for messages such as "expected a string, found an array".
    package var typeDescription: String {
        switch kind {
        case .null: "null"
        case .bool: "a boolean"
        case .number(let number): number.integer == nil ? "a number" : "an integer"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// One `"key": value` pair of a JSON object.
package struct JSONMember: Equatable, Sendable {
    /// The key, unescaped.
    package var key: String

    /// Where the key's opening quote is.
    package var keyLocation: SourceLocation

    /// The byte of the key's opening quote in the document (see ``JSONValue/byteRange``).
    package var keyByteOffset = 0

    /// The value.
    package var value: JSONValue

    /// Creates a member.
    package init(key: String, keyLocation: SourceLocation, value: JSONValue) {
        self.key = key
        self.keyLocation = keyLocation
        self.value = value
    }

    /// Members are equal when their keys, where the keys start and their values are.
    package static func == (lhs: JSONMember, rhs: JSONMember) -> Bool {
        lhs.key == rhs.key && lhs.keyLocation == rhs.keyLocation && lhs.value == rhs.value
    }
}

/// A JSON number: its text as written, and the values Swift can hold it in.
package struct JSONNumber: Equatable, Sendable {
    /// The number exactly as written, such as `-12` or `1.5e3`.
    package var text: String

    /// The number as a finite `Double`; the reader rejects numbers out of its range.
    package var double: Double

    /// The number as an `Int`, when it is written without fraction or exponent and fits 64 bits.
    package var integer: Int?

    /// Creates a number from its parts.
    package init(text: String, double: Double, integer: Int?) {
        self.text = text
        self.double = double
        self.integer = integer
    }
}
