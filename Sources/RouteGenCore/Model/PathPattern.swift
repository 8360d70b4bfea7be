/// A route's path pattern, parsed: `/products/{id:UUID}` is two segments.
public struct PathPattern: Hashable, Sendable, CustomStringConvertible {
    /// The segments, in order; the root path `/` has none.
    public var segments: [PathSegment] {
        didSet { parameters = Self.parameters(of: segments) }
    }

    /// The parameters that the path captures, in order. Stored, since every emitter asks for
    /// them route by route, and computing them each time was a visible part of a debug `routegen`
    /// run (scripts/bench.sh --only generator).
    public private(set) var parameters: [Parameter]

    /// Creates a pattern from its segments.
    public init(segments: [PathSegment]) {
        self.segments = segments
        self.parameters = Self.parameters(of: segments)
    }

    /// The pattern in the manifest's syntax, such as `/products/{id:UUID}`.
    public var description: String {
        "/" + segments.map(\.description).joined(separator: "/")
    }

    private static func parameters(of segments: [PathSegment]) -> [Parameter] {
        segments.compactMap { segment in
            switch segment {
            case .literal: nil
            case .parameter(let name, let type): Parameter(name: name, type: type, presence: .required)
            case .rest(let name): Parameter(name: name, type: .string, presence: .list)
            }
        }
    }

    /// The set of paths the pattern accepts, independent of parameter names: two patterns with
    /// the same shape accept exactly the same paths.
    ///
    /// - Parameter caseSensitive: Whether literal segments compare case-sensitively.
    public func shape(caseSensitive: Bool) -> String {
        "/" + segments.map { segment in
            switch segment {
            case .literal(let text): caseSensitive ? text : text.lowercased()
            case .parameter(_, let type): "{\(type)}"
            case .rest: "{...}"
            }
        }.joined(separator: "/")
    }
}

/// One segment of a path pattern.
public enum PathSegment: Hashable, Sendable, CustomStringConvertible {
    /// Text that must equal the percent-decoded segment.
    case literal(String)
    /// `{name}` or `{name:Type}`: one segment converted to `type`.
    case parameter(name: String, type: ParameterType)
    /// `{name...}`, last: zero or more remaining segments, as `[String]`.
    case rest(name: String)

    /// The segment in the manifest's syntax.
    public var description: String {
        switch self {
        case .literal(let text): text
        case .parameter(let name, .string): "{\(name)}"
        case .parameter(let name, let type): "{\(name):\(type)}"
        case .rest(let name): "{\(name)...}"
        }
    }
}
