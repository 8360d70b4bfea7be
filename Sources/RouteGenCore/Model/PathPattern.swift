/// A route's path pattern, parsed: `/products/{id:UUID}` is two segments.
package struct PathPattern: Hashable, Sendable, CustomStringConvertible {
    /// The segments, in order; the root path `/` has none.
    package var segments: [PathSegment] {
        didSet { (parameters, variants) = Self.derived(from: segments) }
    }

    /// The parameters that the path captures, in order. Stored, since every emitter asks for
    /// them route by route, and computing them each time was a visible part of a debug `routegen`
    /// run (scripts/bench.sh --only generator).
    package private(set) var parameters: [Parameter]

    /// The paths the pattern stands for: one, or one per combination of its optional segments
    /// present or absent (`/{lang?}/about` is `/{lang}/about` and `/about`), all present first.
    /// The parser, the overlap checks and the AASA file each treat a variant as a path of its own.
    package private(set) var variants: [Variant]

    /// Creates a pattern from its segments.
    package init(segments: [PathSegment]) {
        self.segments = segments
        (parameters, variants) = Self.derived(from: segments)
    }

    /// The pattern of a route that no link opens (no `path`): no variant, so no path at all, which
    /// the match tree, the AASA planner and the samples of links then find nothing in.
    package static let none = PathPattern(noPath: ())

    private init(noPath: Void) {
        segments = []
        parameters = []
        variants = []
    }

    /// Whether this is ``none``: the route has no path.
    package var isNone: Bool { variants.isEmpty }

    /// Whether a custom-scheme link without a host prints this path after an empty authority
    /// (`social:///alice`) rather than with its first segment in the host's place
    /// (`social://library`): whenever the first segment holds a value.
    ///
    /// A host compares without case (RFC 3986), may not hold `@` or `:`, and is lower-cased by
    /// some of the software a link passes through, so a value there could read back as another
    /// route: `user(username: "Library")` as `social://Library` would open the literal route
    /// `/library`. After an empty authority the path reads exactly as `init(path:)` reads it, so
    /// the custom-scheme link round-trips whenever the path does. A literal first segment stays
    /// in the host's place (`social://library`): literals are tried first, and validation refuses
    /// two that differ only in case.
    package var customSchemeLinkHasEmptyAuthority: Bool {
        guard let first = segments.first else { return false }
        if case .literal = first { return false }
        return true
    }

    /// The pattern in the manifest's syntax, such as `/products/{id:UUID}`.
    package var description: String {
        isNone ? "" : "/" + segments.map(\.description).joined(separator: "/")
    }

    /// One path a pattern stands for: its optional segments each present or absent.
    package struct Variant: Hashable, Sendable, CustomStringConvertible {
        /// The segments, none of them optional: a present optional segment is a parameter.
        package var segments: [PathSegment]

        /// The indices in the pattern's `parameters` of the optional ones left out, whose value is nil.
        package var absentParameters: Set<Int>

        /// The variant's segments as matching sees them, names aside.
        package func shapes(caseSensitive: Bool) -> [SegmentShape] {
            segments.compactMap { SegmentShape($0, caseSensitive: caseSensitive) }
        }

        /// The variant in the manifest's syntax: `/{lang}/about` for `/{lang?}/about` with the
        /// segment present, `/about` without it.
        package var description: String {
            "/" + segments.map(\.description).joined(separator: "/")
        }

        /// Whether the variant ends with a rest parameter.
        package var endsWithRest: Bool {
            if case .rest? = segments.last { true } else { false }
        }

        /// Where a rest parameter that is not last is (`/{prefix...}/tags/{tag}`), and how many
        /// segments follow it: the rest takes whatever comes before the link's last `suffixLength`
        /// segments. Nil for a variant without one, or whose rest parameter ends it.
        package var restInside: (index: Int, suffixLength: Int)? {
            guard let index = segments.firstIndex(where: { if case .rest = $0 { true } else { false } }),
                index < segments.count - 1
            else { return nil }
            return (index, segments.count - 1 - index)
        }

        /// The set of paths the variant accepts, independent of parameter names, as text: two
        /// variants with the same shape accept exactly the same paths. A rest parameter is `{...}`
        /// where it is, so `/{...}/tags/{String}` and `/tags/{String}/{...}` differ.
        package func shape(caseSensitive: Bool) -> String {
            guard let rest = restInside else {
                return "/" + shapes(caseSensitive: caseSensitive).map(\.description).joined(separator: "/") + (endsWithRest ? "/{...}" : "")
            }
            var parts = shapes(caseSensitive: caseSensitive).map(\.description)
            parts.insert("{...}", at: rest.index)
            return "/" + parts.joined(separator: "/")
        }
    }

    private static func derived(from segments: [PathSegment]) -> ([Parameter], [Variant]) {
        var parameters: [Parameter] = []
        for segment in segments {
            switch segment {
            case .literal: break
            case .parameter(let name, let type): parameters.append(Parameter(name: name, type: type, presence: .required))
            case .optional(let name, let type): parameters.append(Parameter(name: name, type: type, presence: .optional))
            case .compound(let compound):
                parameters += compound.values.map { Parameter(name: $0.name, type: $0.type, presence: .required) }
            case .rest(let name): parameters.append(Parameter(name: name, type: .string, presence: .list))
            }
        }
        // Each optional segment doubles the variants; validation allows a few.
        var variants = [Variant(segments: [], absentParameters: [])]
        var parameterIndex = 0
        for segment in segments {
            if case .optional(let name, let type) = segment {
                let index = parameterIndex
                variants = variants.flatMap { variant in
                    var present = variant
                    present.segments.append(.parameter(name: name, type: type))
                    var absent = variant
                    absent.absentParameters.insert(index)
                    return [present, absent]
                }
            } else {
                for index in variants.indices { variants[index].segments.append(segment) }
            }
            parameterIndex += segment.parameterCount
        }
        return (parameters, variants)
    }
}

/// One segment of a path pattern.
package enum PathSegment: Hashable, Sendable, CustomStringConvertible {
    /// Text that must equal the percent-decoded segment.
    case literal(String)
    /// `{name}` or `{name:Type}`: one segment converted to `type`.
    case parameter(name: String, type: ParameterType)
    /// `{name?}` or `{name:Type?}`: one segment converted to `type`, or no segment at all (nil).
    case optional(name: String, type: ParameterType)
    /// Literal text and parameters in one segment: `@{handle}`, `{slug}-{id:Int}`, `{name}.pdf`.
    case compound(CompoundSegment)
    /// `{name...}`: zero or more segments, as `[String]`: the remaining ones when it is last, else
    /// those before the link's last segments, one for each segment that follows it.
    case rest(name: String)

    /// The segment in the manifest's syntax.
    package var description: String {
        switch self {
        case .literal(let text): text
        case .parameter(let name, .string): "{\(name)}"
        case .parameter(let name, let type): "{\(name):\(type)}"
        case .optional(let name, .string): "{\(name)?}"
        case .optional(let name, let type): "{\(name):\(type)?}"
        case .compound(let compound): compound.description
        case .rest(let name): "{\(name)...}"
        }
    }

    /// How many parameters the segment captures.
    var parameterCount: Int {
        switch self {
        case .literal: 0
        case .parameter, .optional, .rest: 1
        case .compound(let compound): compound.values.count
        }
    }
}

/// A segment that mixes literal text and parameters, such as `{slug}-{id:Int}`: literal text,
/// then each value followed by literal text. Only the first and last texts may be empty, since
/// two values need text between them to be told apart.
///
/// The link's segment is split before it is decoded: a literal character matches only itself,
/// unencoded, and an escape (`%2D`) is always part of a value. Where a split is ambiguous, earlier
/// values take the longest text that lets the rest match. Printing escapes, in every value after
/// the first, each character of the literal text, so every value reads back.
package struct CompoundSegment: Hashable, Sendable, CustomStringConvertible {
    /// The literal texts: one more than the values, the first before the first value, the last
    /// after the last value.
    package var texts: [String]

    /// The values, in order.
    package var values: [(name: String, type: ParameterType)] {
        zip(names, types).map { ($0, $1) }
    }

    // Apart, since a tuple is not `Hashable`.
    private let names: [String]
    private let types: [ParameterType]

    /// Creates a segment of `texts` around `values`; `texts` has one element more.
    package init(texts: [String], values: [(name: String, type: ParameterType)]) {
        self.texts = texts
        names = values.map(\.name)
        types = values.map(\.type)
    }

    /// The segment in the manifest's syntax.
    package var description: String {
        var text = texts[0]
        for (index, value) in values.enumerated() {
            text += value.type == .string ? "{\(value.name)}" : "{\(value.name):\(value.type)}"
            text += texts[index + 1]
        }
        return text
    }

    /// What the segment accepts, names aside.
    package func shape(caseSensitive: Bool) -> CompoundShape {
        CompoundShape(texts: caseSensitive ? texts : texts.map { $0.lowercased() }, types: types)
    }
}

/// A compound segment as matching sees it: its literal texts (lower-cased when matching ignores
/// case) and the types of its values.
package struct CompoundShape: Hashable, Sendable, Comparable, CustomStringConvertible {
    package var texts: [String]
    package var types: [ParameterType]

    /// The number of literal characters, which orders compound segments: more literal text is
    /// a narrower set of links, tried first.
    package var literalLength: Int {
        texts.reduce(0) { $0 + $1.utf8.count }
    }

    /// `{Int}-{String}`: the shape in pattern syntax, for comments and overlap messages.
    package var description: String {
        var text = texts[0]
        for (index, type) in types.enumerated() { text += "{\(type)}" + texts[index + 1] }
        return text
    }

    /// The order the parser tries compound segments in: the longer literal text first, then by
    /// the texts and the values' types, so the order is total and never the manifest's.
    package static func < (a: Self, b: Self) -> Bool {
        if a.literalLength != b.literalLength { return a.literalLength > b.literalLength }
        if a.texts != b.texts { return a.texts.lexicographicallyPrecedes(b.texts) }
        return a.types.map(\.precedence.rank).lexicographicallyPrecedes(b.types.map(\.precedence.rank))
            || a.types.map(\.precedence.rank) == b.types.map(\.precedence.rank)
                && a.types.map(\.precedence.name).lexicographicallyPrecedes(b.types.map(\.precedence.name))
    }

    /// Whether `text` (a segment, decoded) could be a link's segment of this shape, values of any
    /// type: it has the texts in order, with at least one character for each value.
    func accepts(_ text: String) -> Bool {
        var rest = Substring(text)
        guard rest.hasPrefix(texts[0]) else { return false }
        rest = rest.dropFirst(texts[0].count)
        guard let last = texts.last, rest.hasSuffix(last), rest.count >= last.count + types.count else { return false }
        rest = rest.dropLast(last.count)
        for text in texts.dropFirst().dropLast() {
            guard let found = rest.dropFirst().firstRange(of: text) else { return false }
            rest = rest[found.upperBound...]
        }
        return !rest.isEmpty
    }
}

/// One segment of a path as matching sees it: what it accepts, names aside.
///
/// The order is the parser's at one segment: a literal, then compound segments (the longer
/// literal text first), then typed parameters by `ParameterType.precedence`, then `String`.
package enum SegmentShape: Hashable, Sendable, Comparable, CustomStringConvertible {
    case literal(String)
    case compound(CompoundShape)
    case parameter(ParameterType)

    /// The shape of a segment that is always there; nil for an optional or rest segment.
    init?(_ segment: PathSegment, caseSensitive: Bool) {
        switch segment {
        case .literal(let text): self = .literal(caseSensitive ? text : text.lowercased())
        case .parameter(_, let type): self = .parameter(type)
        case .compound(let compound): self = .compound(compound.shape(caseSensitive: caseSensitive))
        case .optional, .rest: return nil
        }
    }

    package var description: String {
        switch self {
        case .literal(let text): text
        case .compound(let shape): shape.description
        case .parameter(let type): "{\(type)}"
        }
    }

    package static func < (a: Self, b: Self) -> Bool {
        switch (a, b) {
        case (.literal(let x), .literal(let y)): x < y
        case (.literal, _): true
        case (.compound, .literal): false
        case (.compound(let x), .compound(let y)): x < y
        case (.compound, .parameter): true
        case (.parameter(let x), .parameter(let y)): x.precedence < y.precedence
        case (.parameter, _): false
        }
    }
}
