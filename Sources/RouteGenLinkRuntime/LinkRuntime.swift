// The link runtime: the fixed part of every generated `<Enum>+URL.swift`, compiled and tested here.
//
// The regions between the `routegen:embed` markers are copied verbatim into generated code,
// one level inside `extension <Enum> { … }`, where their declarations are private to the enum, so
// that two manifests in one module never clash. `scripts/embed-sources.sh` copies them into
// `Sources/RouteGenCore/Emit/Embedded/LinkRuntimeSource.swift`, and `EmbeddedSourceTests` fails when that
// copy is stale. Below the regions, `LinkRuntime`'s public API lends the same code to RouteGen's
// model (`LinkMatcher`, percent-encoding, the literal hash), so that the generator and the parser
// it generates read links with one implementation.
//
// The link is read from its percent-encoded text, not from `URL.path` or `URLComponents`:
// splitting must happen before decoding (so `%2F` stays inside one segment), nothing may be
// decoded twice, and Foundation's parsers cost more than the whole match.

import Foundation

/// Reading, decoding, converting and hashing links, as every generated parser does.
public enum LinkRuntime {
    // routegen:embed-begin linkReader
    /// A link taken apart: `scheme:[//authority]path[?query][#fragment]`, still percent-encoded.
    ///
    /// The parts are ranges of `bytes`, which `String.withUTF8` lends without a copy. Every
    /// index is checked against a range inside `bytes` before it is read.
    private struct _Link {
        /// The link's UTF-8 text, valid while the `withUTF8` call that lent it lasts.
        let bytes: UnsafeBufferPointer<UInt8>
        /// Empty for a bare path.
        var scheme = 0..<0
        /// What stands between `//` and the path, when the link has `//`.
        var authority: Range<Int>?
        var path: Range<Int>
        var query: Range<Int>?

        /// Splits an absolute link such as `https://shop.example.com/products?page=2`.
        init?(absolute bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
            guard bytes.count <= 8192, let colon = bytes.firstIndex(of: 0x3A) else { return nil }
            scheme = 0..<colon
            path = (colon + 1)..<bytes.count
            split()
        }

        /// Splits a path and query such as `/products?page=2`.
        init?(pathAndQuery bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
            guard bytes.count <= 8192, bytes.first == 0x2F else { return nil }
            path = 0..<bytes.count
            split()
            guard authority == nil else { return nil }
        }

        /// Cuts `path`, which runs to the end of the link, into authority, path and query.
        private mutating func split() {
            var end = path.upperBound
            var mark: Int?
            var index = path.lowerBound
            while index < end {  // one pass: to the fragment, which is ignored, noting the first `?`
                if bytes[index] == 0x23 {
                    end = index
                    break
                }
                if bytes[index] == 0x3F, mark == nil { mark = index }
                index += 1
            }
            if let mark {
                query = (mark + 1)..<end
                end = mark
            }
            var start = path.lowerBound
            if end - start >= 2, bytes[start] == 0x2F, bytes[start + 1] == 0x2F {
                let authorityEnd = _index(of: 0x2F, in: bytes, (start + 2)..<end) ?? end
                authority = (start + 2)..<authorityEnd
                start = authorityEnd
            }
            path = start..<end
        }

        /// Whether the scheme is `name`, in any case.
        func hasScheme(_ name: StaticString) -> Bool {
            lowercased(scheme, is: name)
        }

        /// Whether `bytes[range]`, lower-cased, is `text` (lower-case).
        func lowercased(_ range: Range<Int>, is text: StaticString) -> Bool {
            lowercased(range, matches: text, asSuffix: false)
        }

        /// Whether `bytes[range]`, lower-cased, ends with `text` (lower-case).
        func lowercased(_ range: Range<Int>, endsWith text: StaticString) -> Bool {
            lowercased(range, matches: text, asSuffix: true)
        }

        /// The host, when the authority is `host` or `host:port` with the given port; nil with
        /// user info (`shop.example.com@evil.com`), another port, or no host.
        func host(port allowedPort: StaticString) -> Range<Int>? {
            guard let authority, !authority.isEmpty, _index(of: 0x40, in: bytes, authority) == nil,
                bytes[authority.lowerBound] != 0x5B
            else { return nil }
            guard let colon = _index(of: 0x3A, in: bytes, authority) else { return authority }
            let port = bytes[(colon + 1)..<authority.upperBound]
            guard port.isEmpty || allowedPort.withUTF8Buffer(port.elementsEqual) else { return nil }
            return authority.lowerBound..<colon
        }

        private func lowercased(_ range: Range<Int>, matches text: StaticString, asSuffix isSuffix: Bool) -> Bool {
            text.withUTF8Buffer { text in
                guard bytes[range].allSatisfy({ $0 < 0x80 }) else {
                    // Rare, and Unicode's lower case is not ASCII's: let `String` decide.
                    let lowered = String(decoding: bytes[range], as: UTF8.self).lowercased()
                    let expected = String(decoding: text, as: UTF8.self)
                    return isSuffix ? lowered.hasSuffix(expected) : lowered == expected
                }
                guard range.count == text.count || (isSuffix && range.count > text.count) else { return false }
                return _equals(bytes, (range.upperBound - text.count)..<range.upperBound, text, lowercasing: true)
            }
        }
    }

    /// Where a link came from, which decides the routes it may open.
    private enum _Channel {
        case universalLink, customScheme
        /// A path from `Codable` or ``init(path:)``: every route.
        case any
        // routegen:if inApp
        /// A link tapped in the app, on any host, that the app's own links left unopened
        /// (``init(inAppURL:)``): the routes on any host, and no other.
        case inApp
        // routegen:end
    }

    /// What matching reads: the channel, and the link's segments and query, read in place.
    ///
    /// Matching walks the segments with an index into `bytes`, so a link that opens no route
    /// costs no allocation, and one that does costs only the values it carries.
    private struct _Request {
        /// The link's bytes; a copy with `%2F` read as `/` on the second reading (`_withDecodedSlashes`).
        var bytes: UnsafeBufferPointer<UInt8>
        let channel: _Channel
        /// Where the segments are: the path, and for `shop://products/42` the authority too.
        let path: Range<Int>
        /// Where the items are: the query, or the fragment for a route with `itemsInFragment`.
        var query: Range<Int>
        let plusAsSpace: Bool
        let ignoresCase: Bool
        /// Where the link's path starts. A segment before it is a host that stands in as the
        /// first segment (`shop://products/42`), and compares without case (RFC 3986) whatever
        /// the manifest says of paths.
        let pathStart: Int
        /// Whether that host compares without case: false for a scheme with `caseSensitiveHost`.
        let hostIgnoresCase: Bool
        /// A universal link's host, by its index in the manifest's `hosts`: routes limited to some
        /// hosts check it.
        let host: Int
        /// How many links this one is carried inside (`/mbar?redirect_to=<this>` is 1).
        let depth: Int
        /// Set by a route that carries a link (`/mbar?redirect_to=…`) when that link opens
        /// nothing: the whole link then opens nothing, rather than another route of its path.
        var refusal: UnsafeMutablePointer<Bool>?
        /// Whether this is the second reading, with `%2F` as `/` (`_withDecodedSlashes`), which
        /// opens a route that decodes before splitting, or nothing.
        var slashesDecoded = false

        /// Checks every segment once: nil for a `.` or `..` segment, or for bad encoding.
        init?(
            _ link: _Link, channel: _Channel, plusAsSpace: Bool, ignoresCase: Bool, authorityFirst: Bool = false,
            hostIgnoresCase: Bool = true, host: Int = 0, depth: Int = 0
        ) {
            bytes = link.bytes
            self.channel = channel
            self.plusAsSpace = plusAsSpace
            self.ignoresCase = ignoresCase
            self.hostIgnoresCase = hostIgnoresCase
            self.host = host
            self.depth = depth
            query = link.query ?? link.path.upperBound..<link.path.upperBound
            var start = link.path.lowerBound
            if authorityFirst, let authority = link.authority, !authority.isEmpty {
                // `shop://products/42`: the first segment stands where a host would, right before the path.
                guard _index(of: 0x40, in: bytes, authority) == nil, _index(of: 0x3A, in: bytes, authority) == nil
                else { return nil }
                start = authority.lowerBound
            }
            pathStart = link.path.lowerBound
            path = start..<link.path.upperBound
            guard hasReadableSegments else { return nil }
        }

        /// Whether every segment decodes and none is `.` or `..`.
        var hasReadableSegments: Bool {
            var index = path.lowerBound
            while let segment = segment(at: index) {
                if segment.isPlain {
                    // Counting first spares most segments the comparisons.
                    if segment.range.count <= 2, bytes[segment.range].allSatisfy({ $0 == 0x2E }) { return false }
                } else {
                    guard let text = _decode(bytes, segment.range, plusAsSpace: false), text != ".", text != ".."
                    else { return false }
                }
                index = segment.end
            }
            return true
        }

        /// The segment at or after `index`. Empty segments are skipped: `//` reads as `/`, and
        /// a trailing slash is ignored.
        func segment(at index: Int) -> _Segment? {
            var start = index
            while start < path.upperBound, bytes[start] == 0x2F { start += 1 }
            guard start < path.upperBound else { return nil }
            var end = start
            var isPlain = true
            while end < path.upperBound, bytes[end] != 0x2F {
                if bytes[end] == 0x25 || bytes[end] >= 0x80 { isPlain = false }
                end += 1
            }
            return _Segment(bytes: bytes, range: start..<end, isPlain: isPlain, ignoresCase: ignoresCase || (hostIgnoresCase && start < pathStart))
        }

        /// Whether no segment is left at `index`.
        func isAtEnd(_ index: Int) -> Bool {
            segment(at: index) == nil
        }

        /// The segments from `index` on, decoded, for a rest parameter.
        func rest(from index: Int) -> [String] {
            var segments: [String] = []
            var index = index
            while let segment = segment(at: index) {
                segments.append(segment.text)
                index = segment.end
            }
            return segments
        }

        /// The value of the first item called `name` that has one: when a name repeats, the first
        /// occurrence counts, and an item without `=` (`?q`, which has no value) or that does not
        /// decode is left out.
        func first(_ name: StaticString) -> String? {
            var value: String?
            forEachValue(named: name) { found in
                value = found
                return false
            }
            return value
        }

        /// The values of every item called `name`, in order, for list parameters.
        func all(_ name: StaticString) -> [String] {
            var values: [String] = []
            forEachValue(named: name) { found in
                values.append(found)
                return true
            }
            return values
        }

        /// The first value of `name`, read by `convert`; nil when it is missing or `convert` refuses it.
        func first<Value>(_ name: StaticString, _ convert: (String) -> Value?) -> Value? {
            first(name).flatMap(convert)
        }

        /// The first value of `name`, or `fallback` when it is missing.
        func first(_ name: StaticString, or fallback: String) -> String {
            first(name) ?? fallback
        }

        /// The first value of `name`, read by `convert`, or `fallback` when it is missing or refused.
        func first<Value>(_ name: StaticString, _ convert: (String) -> Value?, or fallback: Value) -> Value {
            first(name).flatMap(convert) ?? fallback
        }

        /// The values of `name` that `convert` reads, in order; it leaves out the rest.
        func all<Value>(_ name: StaticString, _ convert: (String) -> Value?) -> [Value] {
            all(name).compactMap(convert)
        }

        /// The first value of `name`, for a type whose invalid values refuse the link (a `URL`
        /// that is not `http` or `https`): `.some(nil)` when it is missing, nil when `convert`
        /// refuses it.
        func strictFirst<Value>(_ name: StaticString, _ convert: (String) -> Value?) -> Value?? {
            guard let text = first(name) else { return .some(nil) }
            return convert(text).map { .some($0) }
        }

        /// The values of `name`, for a type whose invalid values refuse the link: nil when
        /// `convert` refuses any of them.
        func strictAll<Value>(_ name: StaticString, _ convert: (String) -> Value?) -> [Value]? {
            var values: [Value] = []
            for text in all(name) {
                guard let value = convert(text) else { return nil }
                values.append(value)
            }
            return values
        }

        /// Calls `body` with each decoded value of an item called `name` while it returns true.
        private func forEachValue(named name: StaticString, _ body: (String) -> Bool) {
            var start = query.lowerBound
            while start < query.upperBound {
                let end = _index(of: 0x26, in: bytes, start..<query.upperBound) ?? query.upperBound
                if let equals = _index(of: 0x3D, in: bytes, start..<end), isName(start..<equals, name),
                    let value = _decode(bytes, (equals + 1)..<end, plusAsSpace: plusAsSpace), !body(value)
                {
                    return
                }
                start = end + 1
            }
        }

        /// Whether the item name at `range` decodes to `name`.
        private func isName(_ range: Range<Int>, _ name: StaticString) -> Bool {
            name.withUTF8Buffer { expected in
                let isPlain = bytes[range].allSatisfy { $0 < 0x80 && $0 != 0x25 && !(plusAsSpace && $0 == 0x2B) }
                guard isPlain else {
                    return _decode(bytes, range, plusAsSpace: plusAsSpace) == String(decoding: expected, as: UTF8.self)
                }
                return _equals(bytes, range, expected, lowercasing: false)
            }
        }
    }

    /// One path segment: a range of the link's bytes, still percent-encoded.
    private struct _Segment {
        let bytes: UnsafeBufferPointer<UInt8>
        let range: Range<Int>
        /// ASCII with no `%` escape: the bytes are the text, with nothing to decode or compose.
        let isPlain: Bool
        let ignoresCase: Bool

        /// Where the next segment is looked for.
        var end: Int { range.upperBound }

        /// The segment decoded. `_Request` checked that every segment decodes.
        @inline(never)  // see `matches`
        var text: String {
            isPlain ? String(decoding: bytes[range], as: UTF8.self) : _decode(bytes, range, plusAsSpace: false) ?? ""
        }

        /// Whether the segment is `literal`, as `==` compares strings (both lower-cased first when
        /// case is ignored). The generator writes each literal in composed form (NFC).
        ///
        /// Every node calls it: one copy, not one inlined per call, keeps the optimized build
        /// of thousands of routes quick, at no cost a benchmark can see.
        @inline(never)
        func matches(_ literal: StaticString) -> Bool {
            literal.withUTF8Buffer { literal in
                guard isPlain else {
                    let expected = String(decoding: literal, as: UTF8.self)
                    return ignoresCase ? text.lowercased() == expected.lowercased() : text == expected
                }
                return _equals(bytes, range, literal, lowercasing: ignoresCase)
            }
        }

        /// The segment as a UUID, read from its bytes when it needs no decoding.
        @inline(never)  // see `matches`
        var uuid: Foundation.UUID? {
            isPlain ? _uuidBytes(bytes, range) : _uuid(text)
        }
    }

    /// Where `byte` first occurs in `bytes[range]`.
    private static func _index(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
        var index = range.lowerBound
        while index < range.upperBound {
            if bytes[index] == byte { return index }
            index += 1
        }
        return nil
    }

    /// Whether `bytes[range]` is `text` byte for byte, after lower-casing the ASCII letters of both
    /// when asked: the one comparison behind schemes, hosts, literal segments and query names.
    private static func _equals(
        _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ text: UnsafeBufferPointer<UInt8>, lowercasing: Bool
    ) -> Bool {
        guard range.count == text.count else { return false }
        var offset = 0
        for index in range {
            if bytes[index] != text[offset], !lowercasing || _lowercased(bytes[index]) != _lowercased(text[offset]) {
                return false
            }
            offset += 1
        }
        return true
    }

    /// An ASCII letter in lower case; any other byte as it is.
    private static func _lowercased(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
    }

    // MARK: Values

    /// Decodes `%XX` escapes in `bytes[range]` once (and `+` as a space when asked); nil for bad
    /// escapes or UTF-8.
    private static func _decode(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, plusAsSpace: Bool) -> String? {
        var isASCII = true
        for index in range {
            let byte = bytes[index]
            if byte == 0x25 || (plusAsSpace && byte == 0x2B) { return _decodeEscapes(bytes[range], plusAsSpace: plusAsSpace) }
            if byte >= 0x80 { isASCII = false }
        }
        let text = String(decoding: bytes[range], as: UTF8.self)
        // Decoding replaced invalid UTF-8 with U+FFFD, which re-encodes to other bytes; ASCII is always valid.
        return isASCII || text.utf8.elementsEqual(bytes[range]) ? text : nil
    }

    private static func _decodeEscapes(_ bytes: Slice<UnsafeBufferPointer<UInt8>>, plusAsSpace: Bool) -> String? {
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == 0x25 {
                guard index + 2 < bytes.endIndex, let high = _hexValue(bytes[index + 1]),
                    let low = _hexValue(bytes[index + 2])
                else { return nil }
                decoded.append(high << 4 | low)
                index += 3
            } else {
                decoded.append(plusAsSpace && byte == 0x2B ? 0x20 : byte)
                index += 1
            }
        }
        let text = String(decoding: decoded, as: UTF8.self)
        return text.utf8.elementsEqual(decoded) ? text : nil
    }

    private static func _hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: byte - 0x30
        case 0x41...0x46: byte - 0x41 + 10
        case 0x61...0x66: byte - 0x61 + 10
        default: nil
        }
    }

    /// Percent-encodes every byte outside RFC 3986's unreserved set, and every byte of `escaping`,
    /// so a value parses back unchanged.
    private static func _encode(_ text: String, escaping: [UInt8] = []) -> String {
        guard !text.utf8.allSatisfy({ _isUnreserved($0) && !escaping.contains($0) }) else { return text }
        let digits = Array("0123456789ABCDEF".utf8)
        var encoded: [UInt8] = []
        encoded.reserveCapacity(text.utf8.count * 3)
        for byte in text.utf8 {
            if _isUnreserved(byte) && !escaping.contains(byte) {
                encoded.append(byte)
            } else {
                encoded += [0x25, digits[Int(byte >> 4)], digits[Int(byte & 0xF)]]
            }
        }
        return String(decoding: encoded, as: UTF8.self)
    }

    /// The value of an optional segment percent-encoded, or nil when it is absent.
    private static func _encodeIfPresent(_ text: String?) -> String? {
        text.map { _encode($0) }
    }

    private static func _isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x41...0x5A, 0x61...0x7A, 0x30...0x39, 0x2D, 0x2E, 0x5F, 0x7E: true
        default: false
        }
    }

    /// `/a/b?c=d`: each segment percent-encoded after a `/`, then the segments of a rest parameter
    /// (`/docs/` when it has none, which reads back: the parser ignores a trailing slash), then
    /// the query.
    private static func _path(_ segments: [String], rest: [String]? = nil, query: _Query = _Query()) -> String {
        _path(encoded: segments.map { _encode($0) }, rest: rest, query: query)
    }

    /// `_path` of segments already percent-encoded, leaving out the nil ones (optional segments
    /// without a value).
    private static func _path(encoded segments: [String?], rest: [String]? = nil, query: _Query = _Query()) -> String {
        var path = ""
        for case let segment? in segments { path += "/" + segment }
        if let rest { path += "/" + rest.map { _encode($0) }.joined(separator: "/") }
        if path.isEmpty { path = "/" }
        return query.items.isEmpty ? path : path + "?" + query.items.joined(separator: "&")
    }

    /// The query of a printed link: `name=value` items in order, percent-encoded.
    private struct _Query {
        private(set) var items: [String] = []

        mutating func add(_ name: String, _ value: String) {
            items.append(_encode(name) + "=" + _encode(value))
        }

        mutating func add(_ name: String, each values: [String]) {
            for value in values { add(name, value) }
        }
    }

    /// Swift's `Int(_:)`: ASCII digits, an optional sign, 64-bit range.
    private static func _int(_ text: String) -> Int? {
        Int(text)
    }

    /// A finite decimal number; `Double(_:)` alone would also take `nan`, `inf` and hexadecimal.
    private static func _double(_ text: String) -> Double? {
        let isDecimal = text.utf8.allSatisfy { byte in
            switch byte {
            case 0x30...0x39, 0x2B, 0x2D, 0x2E, 0x45, 0x65: true  // digits + - . E e
            default: false
            }
        }
        guard isDecimal, let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// `true`, `false`, `1` or `0`.
    private static func _bool(_ text: String) -> Bool? {
        switch text {
        case "true", "1": true
        case "false", "0": false
        default: nil
        }
    }

    /// A UUID in either case, read by hand: `UUID(uuidString:)` costs more than a whole match.
    private static func _uuid(_ text: String) -> Foundation.UUID? {
        var text = text
        return text.withUTF8 { _uuidBytes($0, 0..<$0.count) }
    }

    /// The UUID that `bytes[range]` spells, in either case.
    private static func _uuidBytes(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Foundation.UUID? {
        guard range.count == 36 else { return nil }
        var high: UInt64 = 0
        var low: UInt64 = 0
        for offset in 0..<36 {
            let byte = bytes[range.lowerBound + offset]
            if offset == 8 || offset == 13 || offset == 18 || offset == 23 {
                guard byte == 0x2D else { return nil }
            } else {
                guard let nibble = _hexValue(byte) else { return nil }
                // 16 digits before the third dash, 16 after it.
                if offset < 18 { high = high << 4 | UInt64(nibble) } else { low = low << 4 | UInt64(nibble) }
            }
        }
        func byte(_ word: UInt64, _ index: UInt64) -> UInt8 { UInt8(truncatingIfNeeded: word >> (56 - 8 * index)) }
        return Foundation.UUID(uuid: (
            byte(high, 0), byte(high, 1), byte(high, 2), byte(high, 3), byte(high, 4), byte(high, 5), byte(high, 6), byte(high, 7),
            byte(low, 0), byte(low, 1), byte(low, 2), byte(low, 3), byte(low, 4), byte(low, 5), byte(low, 6), byte(low, 7)))
    }

    /// An absolute `http` or `https` URL; anything else (`javascript:`, `file:`) refuses the link.
    private static func _url(_ text: String) -> Foundation.URL? {
        guard let url = Foundation.URL(string: text), let scheme = url.scheme?.lowercased(),
            scheme == "http" || scheme == "https", url.host?.isEmpty == false
        else { return nil }
        return url
    }
    // routegen:embed-end linkReader

    // routegen:embed-begin literalHash
    /// The segment's `LiteralHash`, which the generator computed for each literal of a wide level,
    /// so that a `switch` over it finds the literal in a few integer comparisons: its UTF-8 in
    /// composed form (NFC), lower-cased first when the manifest ignores case. Strings that `==`
    /// calls equal compose to the same bytes.
    @inline(never)  // see `_Segment.matches`
    private static func _hash(_ segment: _Segment) -> UInt64 {
        guard segment.isPlain else {  // ASCII without escapes is already composed
            let text = segment.ignoresCase ? segment.text.lowercased() : segment.text
            var composed = text.precomposedStringWithCanonicalMapping
            return composed.withUTF8 { _hash($0, 0..<$0.count) }
        }
        return _hash(segment.bytes, segment.range)
    }

    /// Reads `bytes[range]` eight bytes at a time, each or-ed with `0x20` (ASCII letters hash
    /// alike in either case; `matches` decides): one multiplication per word, the last word
    /// being the last eight bytes, or for fewer than eight, the bytes one by one.
    private static func _hash(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> UInt64 {
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        let caseBits: UInt64 = 0x2020_2020_2020_2020
        let memory = UnsafeRawBufferPointer(bytes)
        func word(at start: Int) -> UInt64 {  // `start..<start + 8` always lies inside `range`
            UInt64(littleEndian: memory.loadUnaligned(fromByteOffset: start, as: UInt64.self)) | caseBits
        }
        var hash = UInt64(range.count) &* multiplier
        var start = range.lowerBound
        while range.upperBound - start > 8 {
            hash = (hash ^ word(at: start)) &* multiplier
            start += 8
        }
        var last: UInt64 = 0
        if range.count >= 8 {
            last = word(at: range.upperBound - 8)
        } else {
            for index in range { last = last << 8 | UInt64(bytes[index]) }
            last |= caseBits
        }
        return (hash ^ last) &* multiplier
    }
    // routegen:embed-end literalHash

    // routegen:embed-begin compoundSegments
    /// One way to cut a compound segment (`{slug}-{id:Int}`) into its values: their ranges.
    private struct _Split {
        let bytes: UnsafeBufferPointer<UInt8>
        let ranges: [Range<Int>]

        /// The `index`th value, decoded. A cut falls only beside a literal character, never inside
        /// an escape or a character, and `_Request` checked that the segment decodes.
        subscript(index: Int) -> String {
            _decode(bytes, ranges[index], plusAsSpace: false) ?? ""
        }
    }

    /// The most ways to cut one segment that matching tries, and the most places it looks at:
    /// enough for any link RouteGen prints, whose cut is the first found, and a bound on the work
    /// a hostile link can cause.
    private static let _maximumSplits = 256
    private static let _maximumSplitSteps = 1 << 16

    /// The ways `bytes[range]` is `texts[0]`, a value, `texts[1]`, … a value, the last text, each
    /// value at least one character, in the order matching tries them: earlier values longest first.
    ///
    /// The segment is cut before it is decoded: a literal character matches only itself,
    /// unencoded (in either case when case is ignored), never an escape such as `%2D`.
    private static func _splits(
        _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ texts: [[UInt8]], ignoresCase: Bool
    ) -> [_Split] {
        // Which bytes are the segment's own rather than part of an escape: only they match text.
        var isOwn = [Bool](repeating: true, count: range.count)
        var index = range.lowerBound
        while index < range.upperBound {
            guard bytes[index] == 0x25 else {
                index += 1
                continue
            }
            for escaped in index..<min(index + 3, range.upperBound) { isOwn[escaped - range.lowerBound] = false }
            index += 3
        }
        func text(_ text: [UInt8], isAt start: Int) -> Bool {
            let end = start + text.count
            guard start >= range.lowerBound, end <= range.upperBound,
                (start..<end).allSatisfy({ isOwn[$0 - range.lowerBound] })
            else { return false }
            return text.withUnsafeBufferPointer { _equals(bytes, start..<end, $0, lowercasing: ignoresCase) }
        }
        guard let first = texts.first, let last = texts.last, texts.count >= 2,
            text(first, isAt: range.lowerBound), text(last, isAt: range.upperBound - last.count)
        else { return [] }
        let valuesEnd = range.upperBound - last.count
        var found: [_Split] = []
        var ranges: [Range<Int>] = []
        var steps = 0
        /// Cuts the values from the `value`th on, starting at `start`.
        func cut(_ value: Int, from start: Int) {
            guard value < texts.count - 2 else {
                if valuesEnd > start { found.append(_Split(bytes: bytes, ranges: ranges + [start..<valuesEnd])) }
                return
            }
            let separator = texts[value + 1]
            var end = valuesEnd - separator.count - 1
            while end > start, found.count < _maximumSplits, steps < _maximumSplitSteps {
                steps += 1
                if text(separator, isAt: end) {
                    ranges.append(start..<end)
                    cut(value + 1, from: end + separator.count)
                    ranges.removeLast()
                }
                end -= 1
            }
        }
        cut(0, from: range.lowerBound + first.count)
        return found
    }

    /// The ways to cut `segment` into the values of a compound segment with these texts
    /// (`["", "-", ""]` for `{slug}-{id:Int}`), in the order matching tries them.
    @inline(never)  // see `_Segment.matches`
    private static func _splits(_ segment: _Segment, _ texts: [StaticString]) -> [_Split] {
        _splits(segment.bytes, segment.range, texts.map { $0.withUTF8Buffer { Array($0) } }, ignoresCase: segment.ignoresCase)
    }

    /// A compound segment (`{slug}-{id:Int}`) printed: its texts as written, and its values
    /// percent-encoded. In every value after the first, each character of the texts is escaped
    /// too (a letter in either case), so that when matching cuts the segment, earlier values
    /// longest first, each value's text is found again.
    private static func _compound(_ texts: [String], _ values: [String]) -> String {
        var escaping: [UInt8] = []
        for byte in texts.joined().utf8 {
            escaping.append(byte)
            if _lowercased(byte) != byte { escaping.append(_lowercased(byte)) }
            if byte >= 0x61 && byte <= 0x7A { escaping.append(byte - 0x20) }
        }
        var segment = texts.first ?? ""
        for (index, value) in values.enumerated() {
            segment += _encode(value, escaping: index == 0 ? [] : escaping)
            segment += index + 1 < texts.count ? texts[index + 1] : ""
        }
        return segment
    }
    // routegen:embed-end compoundSegments

    // routegen:embed-begin carriedLinks
    /// How many links deep one link may carry another (`/mbar?redirect_to=/get%23/feed/42` is two):
    /// a deeper one opens nothing, so a link that carries itself cannot loop.
    private static let _carriedLinkDepth = 3

    /// The text a route carries its link in, decoded once: a query item's value, or the fragment.
    private static func _carried(_ request: _Request, _ item: StaticString?) -> String? {
        guard let item else {
            let end = request.query.upperBound
            guard end < request.bytes.count, request.bytes[end] == 0x23 else { return nil }
            return _decode(request.bytes, (end + 1)..<request.bytes.count, plusAsSpace: false)
        }
        return request.first(item)
    }

    /// Whether a carried link is a path (`/products/42`), which is read on the channel and host of
    /// the link that carries it. `//evil.com/…` is no path: it names another host.
    private static func _isCarriedPath(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.first == 0x2F && (bytes.count == 1 || bytes[1] != 0x2F)
    }
    // routegen:embed-end carriedLinks

    // routegen:embed-begin decodedSlashes
    /// Where the path of `request` has `%2F` (in either case), which a route that decodes before
    /// splitting reads as `/`: the index of each `%`. A host standing in as the first segment
    /// (`shop://a%2Fb/c`) is no path: it keeps its `%2F`.
    private static func _encodedSlashes(_ request: _Request) -> [Int] {
        var found: [Int] = []
        let bytes = request.bytes
        var index = request.pathStart
        while index + 2 < request.path.upperBound {
            if bytes[index] == 0x25, bytes[index + 1] == 0x32, bytes[index + 2] | 0x20 == 0x66 {
                found.append(index)
                index += 3
            } else {
                index += 1
            }
        }
        return found
    }

    /// The route of `request`'s second reading, for the routes that decode before splitting: each
    /// `%2F` read as `/`, written as `///` so that every range stays where it is (runs of `/` read
    /// as one); nil when the path has no `%2F`, or a segment is then `.` or `..`.
    private static func _withDecodedSlashes(_ request: _Request, _ body: (_Request) -> Self?) -> Self? {
        guard let decoded = _decodedSlashes(request) else { return nil }
        return decoded.withUnsafeBufferPointer { bytes in
            var second = request
            second.bytes = bytes
            second.slashesDecoded = true
            return second.hasReadableSegments ? body(second) : nil
        }
    }

    /// The bytes of `request` with each `%2F` of the path as `///`; nil when it has none.
    private static func _decodedSlashes(_ request: _Request) -> [UInt8]? {
        let slashes = _encodedSlashes(request)
        guard !slashes.isEmpty else { return nil }
        var decoded = Array(request.bytes)
        for index in slashes { decoded.replaceSubrange(index..<(index + 3), with: [0x2F, 0x2F, 0x2F]) }
        return decoded
    }
    // routegen:embed-end decodedSlashes

    // routegen:embed-begin fragmentItems
    /// `request` reading its items from the fragment (`#channel_id=…&v=2`) instead of the query,
    /// for a route with `itemsInFragment`: no items when the link has no fragment.
    private static func _fragmentItems(_ request: _Request) -> _Request {
        var items = request
        let end = request.query.upperBound
        let bytes = request.bytes
        items.query = end < bytes.count && bytes[end] == 0x23 ? (end + 1)..<bytes.count : bytes.count..<bytes.count
        return items
    }

    /// `#a=1&b=2`, the items of a route with `itemsInFragment` as its link prints them; nothing
    /// when it has none to print.
    private static func _fragment(_ items: _Query) -> String {
        items.items.isEmpty ? "" : "#" + items.items.joined(separator: "&")
    }
    // routegen:embed-end fragmentItems

    // routegen:embed-begin keptEmptySegments
    /// The segments of `request` from `index` on, decoded, empty ones kept, for a rest parameter
    /// with `keepsEmptySegments`: the text after the `/` at `index`, cut at every `/`, so that
    /// `//dev/random` is `["", "dev", "random"]` and `/a/` is `["a", ""]`; none when it is empty.
    private static func _restKeepingEmpty(from index: Int, of request: _Request) -> [String] {
        let bytes = request.bytes
        let end = request.path.upperBound
        var start = index
        if start < end, bytes[start] == 0x2F { start += 1 }
        guard start < end else { return [] }
        var segments: [String] = []
        while true {
            let next = _index(of: 0x2F, in: bytes, start..<end) ?? end
            segments.append(_decode(bytes, start..<next, plusAsSpace: false) ?? "")
            guard next < end else { return segments }
            start = next + 1
        }
    }
    // routegen:embed-end keptEmptySegments

    // routegen:embed-begin fixedQuery
    /// Whether the query `bytes[query]` has an item called `name`, and every item of that name has
    /// the value `value`, both compared as written (the value without case when asked).
    private static func _hasFixedItem(
        _ bytes: UnsafeBufferPointer<UInt8>, _ query: Range<Int>, _ name: UnsafeBufferPointer<UInt8>,
        _ value: UnsafeBufferPointer<UInt8>, ignoresCase: Bool
    ) -> Bool {
        var found = false
        var start = query.lowerBound
        while start < query.upperBound {
            let end = _index(of: 0x26, in: bytes, start..<query.upperBound) ?? query.upperBound
            let equals = _index(of: 0x3D, in: bytes, start..<end)
            if _equals(bytes, start..<(equals ?? end), name, lowercasing: false) {
                guard let equals, _equals(bytes, (equals + 1)..<end, value, lowercasing: ignoresCase) else { return false }
                found = true
            }
            start = end + 1
        }
        return found
    }

    /// Whether the link has an item called `name` and every item of that name has the value
    /// `value`, compared as written, as the AASA file's `?` entry `{"name": "value"}` compares
    /// them: the fixed query item that chooses a route.
    private static func _has(_ request: _Request, _ name: StaticString, _ value: StaticString) -> Bool {
        name.withUTF8Buffer { name in
            value.withUTF8Buffer { _hasFixedItem(request.bytes, request.query, name, $0, ignoresCase: request.ignoresCase) }
        }
    }
    // routegen:embed-end fixedQuery

    // routegen:embed-begin restInside
    /// For a rest parameter that `count` segments follow (`/{prefix...}/tags/{tag}`): the segments
    /// from `index` up to the link's last `count`, decoded, and where those last `count` begin;
    /// nil when fewer than `count` segments are left. The rest takes whatever comes before, so the
    /// segments after it are always the link's last.
    private static func _rest(_ request: _Request, from index: Int, keeping count: Int) -> (segments: [String], end: Int)? {
        var ends: [Int] = []
        var position = index
        while let segment = request.segment(at: position) {
            ends.append(segment.end)
            position = segment.end
        }
        guard ends.count >= count else { return nil }
        let taken = ends.count - count
        var segments: [String] = []
        segments.reserveCapacity(taken)
        position = index
        for _ in 0..<taken {
            guard let segment = request.segment(at: position) else { break }
            segments.append(segment.text)
            position = segment.end
        }
        return (segments, position)
    }

    /// `_path(encoded:query:)` with the segments of a rest parameter that is not last, each
    /// percent-encoded, at `position` of `segments`: none when it has none (`/tags/swift`).
    private static func _path(encoded segments: [String?], rest: [String], at position: Int, query: _Query = _Query()) -> String {
        var all = segments
        all.insert(contentsOf: rest.map { Optional(_encode($0)) }, at: position)
        return _path(encoded: all, query: query)
    }
    // routegen:embed-end restInside

    // routegen:embed-begin inAppLinks
    /// The host of a link tapped in the app that a route on any host may open: an `http` or
    /// `https` link without user info, on its scheme's default port, whose host is ASCII letters,
    /// digits, `-` and `.`, as a route prints one. Nil for any other link, an IP literal among them.
    private static func _inAppHost(_ link: _Link) -> Range<Int>? {
        let host: Range<Int>?
        if link.hasScheme("https") {
            host = link.host(port: "443")
        } else if link.hasScheme("http") {
            host = link.host(port: "80")
        } else {
            return nil
        }
        // `https://:443/…` has a port and no host: no route prints it, so none opens it.
        guard let host, !host.isEmpty, link.bytes[host].allSatisfy(_isHostByte) else { return nil }
        return host
    }

    /// The host of an in-app request's link, lower-cased: the value of a route's `hostParameter`.
    private static func _inAppHost(_ request: _Request) -> String? {
        guard let link = _Link(absolute: request.bytes), let host = _inAppHost(link) else { return nil }
        return String(decoding: link.bytes[host].map(_lowercased), as: UTF8.self)
    }

    /// Whether `text` is a host a route prints its in-app link on: ASCII letters, digits, `-` and
    /// `.`, and not empty, so that the link reads back with the same host, lower-cased.
    private static func _isHost(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy(_isHostByte)
    }

    private static func _isHostByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            || byte == 0x2D || byte == 0x2E
    }
    // routegen:embed-end inAppLinks
}

// MARK: - For RouteGen's model

extension LinkRuntime {
    /// A link as a generated parser reads it: split into parts before anything is decoded.
    ///
    /// Each part is read by the code above, the same that every generated `+URL.swift` embeds, so
    /// `routegen match` and the checks of `examples` answer exactly what the app will.
    public struct ReadLink: Sendable {
        /// The link's UTF-8 text.
        private let bytes: [UInt8]
        /// Whether the text is a path and query (`/products?page=2`) rather than an absolute link.
        private let isPath: Bool

        /// Reads `URL.absoluteString`, as `init?(url:)` does; nil over 8 KiB or without a scheme.
        public init?(absolute text: String) {
            self.init(text, isPath: false)
        }

        /// Reads a path and query, as `init?(path:)` does; nil over 8 KiB, without a leading `/`,
        /// or with an authority (`//host/…`).
        public init?(pathAndQuery text: String) {
            self.init(text, isPath: true)
        }

        private init?(_ text: String, isPath: Bool) {
            self.init(bytes: Array(text.utf8), isPath: isPath)
        }

        private init?(bytes: [UInt8], isPath: Bool) {
            self.bytes = bytes
            self.isPath = isPath
            guard withLink({ _ in true }) != nil else { return nil }
        }

        /// `body` with the link's request, as `segments(authorityFirst:)` reads it.
        private func withRequest<Result>(authorityFirst: Bool, _ body: (_Request) -> Result?) -> Result? {
            withLink { link -> Result? in
                guard let request = _Request(link, channel: .any, plusAsSpace: false, ignoresCase: false, authorityFirst: authorityFirst)
                else { return nil }
                return body(request)
            } ?? nil
        }

        /// Whether the path has `%2F`, which routes that decode before splitting read as `/`.
        public func hasEncodedSlash(authorityFirst: Bool) -> Bool {
            withRequest(authorityFirst: authorityFirst) { !_encodedSlashes($0).isEmpty } ?? false
        }

        /// The segments of the link's second reading, decoded and still percent-encoded, as
        /// `_withDecodedSlashes` reads them: each `%2F` in the path as `/`, the link's other ranges
        /// where they were. Nil without `%2F`, or when a segment is then `.` or `..`.
        public func segmentsDecodingSlashes(authorityFirst: Bool) -> (decoded: [String], encoded: [String])? {
            withRequest(authorityFirst: authorityFirst) { request -> (decoded: [String], encoded: [String])? in
                guard let bytes = _decodedSlashes(request) else { return nil }
                return bytes.withUnsafeBufferPointer { buffer -> (decoded: [String], encoded: [String])? in
                    var second = request
                    second.bytes = buffer
                    guard second.hasReadableSegments else { return nil }
                    var decoded: [String] = []
                    var encoded: [String] = []
                    var index = second.path.lowerBound
                    while let segment = second.segment(at: index) {
                        decoded.append(segment.text)
                        encoded.append(String(decoding: buffer[segment.range], as: UTF8.self))
                        index = segment.end
                    }
                    return (decoded, encoded)
                }
            }
        }

        /// The segments a rest parameter with `keepsEmptySegments` reads after the first `count`
        /// segments, as `_restKeepingEmpty(from:of:)` does.
        public func restKeepingEmpty(afterSegments count: Int, authorityFirst: Bool) -> [String]? {
            withRequest(authorityFirst: authorityFirst) { request -> [String]? in
                var index = request.path.lowerBound
                for _ in 0..<count {
                    guard let segment = request.segment(at: index) else { return nil }
                    index = segment.end
                }
                return _restKeepingEmpty(from: index, of: request)
            }
        }

        /// `body` with the link taken apart in place; nil when the text is no link of its kind.
        private func withLink<Result>(_ body: (_Link) -> Result) -> Result? {
            bytes.withUnsafeBufferPointer { buffer in
                (isPath ? _Link(pathAndQuery: buffer) : _Link(absolute: buffer)).map(body)
            }
        }

        /// The scheme, lower-cased; empty for a path.
        public var scheme: String {
            withLink { String(decoding: $0.bytes[$0.scheme], as: UTF8.self).lowercased() } ?? ""
        }

        /// The fragment, decoded once, as a route that carries its link there reads it; nil
        /// without one, or when it does not decode.
        public var fragment: String? {
            withLink { link in
                let end = link.query?.upperBound ?? link.path.upperBound
                guard end < link.bytes.count, link.bytes[end] == 0x23 else { return nil }
                return _decode(link.bytes, (end + 1)..<link.bytes.count, plusAsSpace: false)
            } ?? nil
        }

        /// Whether a carried link's text is a path, read on the channel and host of the link that
        /// carries it, as `_isCarriedPath` decides; else it must be an absolute link.
        public static func isCarriedPath(_ text: String) -> Bool {
            var text = text
            return text.withUTF8(_isCarriedPath)
        }

        /// The host of a link tapped in the app that a route on any host may open, lower-cased, as
        /// `_inAppHost` reads it; nil for a link no such route opens.
        public var inAppHost: String? {
            withLink { link in
                _inAppHost(link).map { String(decoding: link.bytes[$0].map(_lowercased), as: UTF8.self) }
            } ?? nil
        }

        /// Whether the link has an authority (`//…`) with anything in it.
        public var hasAuthority: Bool {
            withLink { $0.authority?.isEmpty == false } ?? false
        }

        /// The host, lower-cased, when the authority is `host` or `host:port` with `port` (an empty
        /// port allows none); nil with user info, another port, or no host.
        public func host(port: StaticString) -> String? {
            withLink { link in
                link.host(port: port).map { String(decoding: link.bytes[$0], as: UTF8.self).lowercased() }
            } ?? nil
        }

        /// The path's segments, each decoded once, empty ones skipped; with `authorityFirst`, the
        /// authority is the first segment (`shop://products/42`). Nil when a segment is `.` or
        /// `..`, does not decode, or the authority has user info or a port.
        public func segments(authorityFirst: Bool) -> [String]? {
            withLink { link -> [String]? in
                guard let request = _Request(link, channel: .any, plusAsSpace: false, ignoresCase: false, authorityFirst: authorityFirst)
                else { return nil }
                return request.rest(from: request.path.lowerBound)
            } ?? nil
        }

        /// The path's segments as `segments(authorityFirst:)` finds them, still percent-encoded,
        /// for cutting compound segments.
        public func encodedSegments(authorityFirst: Bool) -> [String]? {
            withLink { link -> [String]? in
                guard let request = _Request(link, channel: .any, plusAsSpace: false, ignoresCase: false, authorityFirst: authorityFirst)
                else { return nil }
                var segments: [String] = []
                var index = request.path.lowerBound
                while let segment = request.segment(at: index) {
                    segments.append(String(decoding: link.bytes[segment.range], as: UTF8.self))
                    index = segment.end
                }
                return segments
            } ?? nil
        }

        /// Whether the link has the fixed query item `name=value`, as the generated parser decides:
        /// every item called `name` has `value`, compared as written (without case when asked).
        public func hasFixedItem(_ name: String, _ value: String, ignoresCase: Bool) -> Bool {
            withLink { link in
                Array(name.utf8).withUnsafeBufferPointer { name in
                    Array(value.utf8).withUnsafeBufferPointer { value in
                        _hasFixedItem(link.bytes, link.query ?? 0..<0, name, value, ignoresCase: ignoresCase)
                    }
                }
            } ?? false
        }

        /// The decoded values of the query items called `name`, in order: an item without `=` or
        /// that does not decode is left out, as the generated `first` and `all` leave it out.
        public func values(named name: String, plusAsSpace: Bool, inFragment: Bool = false) -> [String] {
            withLink { link in
                var query = link.query ?? 0..<0
                if inFragment {
                    let end = link.query?.upperBound ?? link.path.upperBound
                    query = end < link.bytes.count && link.bytes[end] == 0x23 ? (end + 1)..<link.bytes.count : 0..<0
                }
                var values: [String] = []
                var start = query.lowerBound
                while start < query.upperBound {
                    let end = _index(of: 0x26, in: link.bytes, start..<query.upperBound) ?? query.upperBound
                    if let equals = _index(of: 0x3D, in: link.bytes, start..<end),
                        _decode(link.bytes, start..<equals, plusAsSpace: plusAsSpace) == name,
                        let value = _decode(link.bytes, (equals + 1)..<end, plusAsSpace: plusAsSpace)
                    {
                        values.append(value)
                    }
                    start = end + 1
                }
                return values
            } ?? []
        }
    }

    // MARK: Compound segments

    /// The ways a compound segment's parser cuts `segment` (still percent-encoded) into values
    /// around `texts`, each value decoded, in the order it tries them.
    public static func splits(_ segment: String, texts: [String], ignoresCase: Bool) -> [[String]] {
        var segment = segment
        return segment.withUTF8 { bytes in
            _splits(bytes, 0..<bytes.count, texts.map { Array($0.utf8) }, ignoresCase: ignoresCase).map { split in
                split.ranges.indices.map { split[$0] }
            }
        }
    }

    /// A compound segment printed, percent-encoded, as `path` prints it.
    public static func compound(texts: [String], values: [String]) -> String {
        _compound(texts, values)
    }

    // MARK: Values

    /// `text` with each `%XX` decoded once, and `+` as a space when asked; nil for a bad escape
    /// or invalid UTF-8.
    public static func decode(_ text: String, plusAsSpace: Bool = false) -> String? {
        var text = text
        return text.withUTF8 { _decode($0, 0..<$0.count, plusAsSpace: plusAsSpace) }
    }

    /// `text` with every byte outside RFC 3986's unreserved set (`A–Z a–z 0–9 - . _ ~`)
    /// percent-encoded: printed this way, a value parses back unchanged in any position.
    public static func encode(_ text: String) -> String {
        _encode(text)
    }

    /// The value of an ASCII hexadecimal digit, in either case.
    public static func hexValue(_ byte: UInt8) -> UInt8? {
        _hexValue(byte)
    }

    /// How many links deep one link may carry another before it opens nothing.
    public static var carriedLinkDepth: Int { _carriedLinkDepth }

    /// An `Int` as the parser reads one: Swift's `Int(_:)`.
    public static func int(_ text: String) -> Int? {
        _int(text)
    }

    /// A `Double` as the parser reads one: a finite decimal number.
    public static func double(_ text: String) -> Double? {
        _double(text)
    }

    /// A `Bool` as the parser reads one: `true`, `false`, `1` or `0`.
    public static func bool(_ text: String) -> Bool? {
        _bool(text)
    }

    /// Whether a route on any host prints its in-app link on `text`, as `_isHost` decides.
    public static func isHost(_ text: String) -> Bool {
        _isHost(text)
    }

    /// A `UUID` as the parser reads one, in either case.
    public static func uuid(_ text: String) -> Foundation.UUID? {
        _uuid(text)
    }

    /// A `URL` as the parser reads one: absolute, `http` or `https`, with a host.
    public static func url(_ text: String) -> Foundation.URL? {
        _url(text)
    }

    // MARK: The literal hash

    /// The hash a generated parser switches over to find a literal among many: `text`'s UTF-8 in
    /// composed form (NFC), as the parser hashes a segment. Lower-case `text` first where the
    /// manifest ignores case.
    public static func hash(_ text: String) -> UInt64 {
        // ASCII, as most literals are, is already composed: Foundation's composition costs more
        // than the rest of a wide level's printing.
        var composed = text.utf8.allSatisfy { $0 < 0x80 } ? text : text.precomposedStringWithCanonicalMapping
        return composed.withUTF8 { _hash($0, 0..<$0.count) }
    }
}
