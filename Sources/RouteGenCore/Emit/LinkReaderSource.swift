/// The fixed part of every generated `+URL.swift`: reading a link at the byte level, decoding,
/// converting values, encoding. Private to the enum's extension, so that two manifests in one
/// module never clash.
///
/// The link is read from its percent-encoded text, not from `URL.path` or `URLComponents`:
/// splitting must happen before decoding (so `%2F` stays inside one segment), nothing may be
/// decoded twice, and Foundation's parsers cost more than the whole match.
enum LinkReaderSource {
    /// The longest link the parser reads; longer ones never match (8 KiB).
    static let maximumLinkLength = 8192

    /// The helpers, at one level of indentation inside `extension <Enum> { … }`.
    static let text = #"""
        /// A link taken apart: `scheme:[//authority]path[?query][#fragment]`, still percent-encoded.
        ///
        /// The parts are ranges of `bytes`, which `String.withUTF8` lends without a copy: reading a
        /// link allocates little more than the strings of its segments. Every index is checked
        /// against a range inside `bytes` before it is read.
        private struct _Link {
            /// The link's UTF-8 text, valid while the `withUTF8` call that lent it lasts.
            let bytes: UnsafeBufferPointer<UInt8>
            /// The scheme, lower-cased; empty for a bare path.
            var scheme = ""
            /// What stands between `//` and the path, when the link has `//`.
            var authority: Range<Int>?
            var path: Range<Int>
            var query: Range<Int>?

            /// Splits an absolute link such as `https://shop.example.com/products?page=2`.
            init?(absolute bytes: UnsafeBufferPointer<UInt8>) {
                self.bytes = bytes
                guard bytes.count <= \#(maximumLinkLength), let colon = bytes.firstIndex(of: 0x3A) else { return nil }
                path = (colon + 1)..<bytes.count
                split()
                scheme = lowercased(0..<colon)
            }

            /// Splits a path and query such as `/products?page=2`.
            init?(pathAndQuery bytes: UnsafeBufferPointer<UInt8>) {
                self.bytes = bytes
                guard bytes.count <= \#(maximumLinkLength), bytes.first == 0x2F else { return nil }
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
                    let authorityEnd = self.index(of: 0x2F, in: (start + 2)..<end) ?? end
                    authority = (start + 2)..<authorityEnd
                    start = authorityEnd
                }
                path = start..<end
            }

            /// The host, lower-cased, when the authority is `host` or `host:port` with the given
            /// port; nil with user info (`shop.example.com@evil.com`), another port, or no host.
            func host(port allowedPort: String) -> String? {
                guard let authority, !authority.isEmpty, index(of: 0x40, in: authority) == nil,
                    bytes[authority.lowerBound] != 0x5B
                else { return nil }
                var host = authority
                if let colon = index(of: 0x3A, in: authority) {
                    let port = bytes[(colon + 1)..<authority.upperBound]
                    guard port.isEmpty || port.elementsEqual(allowedPort.utf8) else { return nil }
                    host = authority.lowerBound..<colon
                }
                return lowercased(host)
            }

            /// The path's segments, each decoded once; nil for a `.` or `..` segment or bad encoding.
            /// Empty segments are skipped: `//` reads as `/`, and a trailing slash is ignored.
            func segments(authorityFirst: Bool = false) -> [String]? {
                var segments: [String] = []
                segments.reserveCapacity(8)
                if authorityFirst, let authority, !authority.isEmpty {
                    // `shop://products/42`: the first segment stands where a host would.
                    guard index(of: 0x40, in: authority) == nil, index(of: 0x3A, in: authority) == nil,
                        let segment = decodedSegment(authority)
                    else { return nil }
                    segments.append(segment)
                }
                var start = path.lowerBound
                while start < path.upperBound {
                    let end = index(of: 0x2F, in: start..<path.upperBound) ?? path.upperBound
                    if start < end {
                        guard let segment = decodedSegment(start..<end) else { return nil }
                        segments.append(segment)
                    }
                    start = end + 1
                }
                return segments
            }

            /// The query's items, decoded; an item that does not decode is left out, like an unknown one.
            func items(plusAsSpace: Bool) -> [(name: String, value: String)] {
                guard let query, !query.isEmpty else { return [] }
                var items: [(name: String, value: String)] = []
                var start = query.lowerBound
                while start < query.upperBound {
                    let end = index(of: 0x26, in: start..<query.upperBound) ?? query.upperBound
                    let equals = index(of: 0x3D, in: start..<end) ?? end
                    if start < end, let name = _decode(bytes, start..<equals, plusAsSpace: plusAsSpace),
                        let value = _decode(bytes, min(equals + 1, end)..<end, plusAsSpace: plusAsSpace)
                    {
                        items.append((name, value))
                    }
                    start = end + 1
                }
                return items
            }

            /// One path segment, decoded; nil for `.`, `..` or bad encoding.
            private func decodedSegment(_ range: Range<Int>) -> String? {
                guard let segment = _decode(bytes, range, plusAsSpace: false) else { return nil }
                // Counting first spares most segments two string comparisons.
                return segment.utf8.count > 2 || (segment != "." && segment != "..") ? segment : nil
            }

            /// The text of `range`, lower-cased.
            private func lowercased(_ range: Range<Int>) -> String {
                let text = String(decoding: bytes[range], as: UTF8.self)
                // `lowercased()` costs more than the rest of a host check, and most links are lower-case ASCII.
                return bytes[range].contains { $0 >= 0x80 || (0x41...0x5A).contains($0) } ? text.lowercased() : text
            }

            /// Where `byte` first occurs in `range`.
            private func index(of byte: UInt8, in range: Range<Int>) -> Int? {
                var index = range.lowerBound
                while index < range.upperBound {
                    if bytes[index] == byte { return index }
                    index += 1
                }
                return nil
            }
        }

        /// Where a link came from, which decides the routes it may open.
        private enum _Channel {
            case universalLink, customScheme
            /// A path from `Codable` or ``init(path:)``: every route.
            case any
        }

        /// What matching reads: the channel, the decoded segments, the query items.
        private struct _Request {
            var channel: _Channel
            var segments: [String]
            var items: [(name: String, value: String)]

            /// The first item called `name`: when a name repeats, the first occurrence counts.
            func first(_ name: String) -> String? {
                items.first { $0.name == name }?.value
            }

            /// Every item called `name`, in order, for list parameters.
            func all(_ name: String) -> [String] {
                items.compactMap { $0.name == name ? $0.value : nil }
            }
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

        /// Percent-encodes every byte outside RFC 3986's unreserved set, so a value parses back unchanged.
        private static func _encode(_ text: String) -> String {
            guard !text.utf8.allSatisfy(_isUnreserved) else { return text }
            let digits = Array("0123456789ABCDEF".utf8)
            var encoded: [UInt8] = []
            encoded.reserveCapacity(text.utf8.count * 3)
            for byte in text.utf8 {
                if _isUnreserved(byte) {
                    encoded.append(byte)
                } else {
                    encoded += [0x25, digits[Int(byte >> 4)], digits[Int(byte & 0xF)]]
                }
            }
            return String(decoding: encoded, as: UTF8.self)
        }

        private static func _isUnreserved(_ byte: UInt8) -> Bool {
            switch byte {
            case 0x41...0x5A, 0x61...0x7A, 0x30...0x39, 0x2D, 0x2E, 0x5F, 0x7E: true
            default: false
            }
        }

        /// `?a=1&b=2` from encoded items, or nothing.
        private static func _query(_ items: [String]) -> String {
            items.isEmpty ? "" : "?" + items.joined(separator: "&")
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
            return text.withUTF8 { bytes -> Foundation.UUID? in
                guard bytes.count == 36 else { return nil }
                var high: UInt64 = 0
                var low: UInt64 = 0
                for index in 0..<36 {
                    if index == 8 || index == 13 || index == 18 || index == 23 {
                        guard bytes[index] == 0x2D else { return nil }
                    } else {
                        guard let nibble = _hexValue(bytes[index]) else { return nil }
                        // 16 digits before the third dash, 16 after it.
                        if index < 18 { high = high << 4 | UInt64(nibble) } else { low = low << 4 | UInt64(nibble) }
                    }
                }
                func byte(_ word: UInt64, _ index: UInt64) -> UInt8 { UInt8(truncatingIfNeeded: word >> (56 - 8 * index)) }
                return Foundation.UUID(uuid: (
                    byte(high, 0), byte(high, 1), byte(high, 2), byte(high, 3), byte(high, 4), byte(high, 5), byte(high, 6), byte(high, 7),
                    byte(low, 0), byte(low, 1), byte(low, 2), byte(low, 3), byte(low, 4), byte(low, 5), byte(low, 6), byte(low, 7)))
            }
        }

        /// An absolute `http` or `https` URL; anything else (`javascript:`, `file:`) refuses the link.
        private static func _url(_ text: String) -> Foundation.URL? {
            guard let url = Foundation.URL(string: text), let scheme = url.scheme?.lowercased(),
                scheme == "http" || scheme == "https", url.host?.isEmpty == false
            else { return nil }
            return url
        }
        """#

    /// `LiteralHash` at run time, printed only when a level is wide enough to switch over it.
    static let literalHash = #"""
        /// FNV-1a of the segment's UTF-8 in composed form (NFC): what the generator computed for
        /// each literal of a wide level, so that a `switch` over it finds the literal in a few
        /// integer comparisons. Strings that `==` calls equal compose to the same bytes.
        private static func _hash(_ segment: String) -> UInt64 {
            var text = segment
            if !text.withUTF8({ $0.allSatisfy { $0 < 0x80 } }) {  // ASCII is already composed
                text = text.precomposedStringWithCanonicalMapping
            }
            return text.withUTF8 { bytes in
                bytes.reduce(\#(LiteralHash.hexadecimal(LiteralHash.offsetBasis))) { ($0 ^ UInt64($1)) &* \#(LiteralHash.hexadecimal(LiteralHash.prime)) }
            }
        }
        """#
}
