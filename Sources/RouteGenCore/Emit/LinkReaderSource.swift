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
        private struct _Link {
            /// The scheme, lower-cased; empty for a bare path.
            var scheme = ""
            /// What stands between `//` and the path, when the link has `//`.
            var authority: ArraySlice<UInt8>?
            var path: ArraySlice<UInt8>
            var query: ArraySlice<UInt8>?

            /// Splits an absolute link such as `https://shop.example.com/products?page=2`.
            init?(absolute text: String) {
                let bytes = Array(text.utf8)
                guard bytes.count <= \#(maximumLinkLength), let colon = bytes.firstIndex(of: 0x3A) else { return nil }
                self.init(splitting: bytes[(colon + 1)...])
                scheme = String(decoding: bytes[..<colon], as: UTF8.self).lowercased()
            }

            /// Splits a path and query such as `/products?page=2`.
            init?(pathAndQuery text: String) {
                let bytes = Array(text.utf8)
                guard bytes.count <= \#(maximumLinkLength), bytes.first == 0x2F else { return nil }
                self.init(splitting: bytes[...])
                guard authority == nil else { return nil }
            }

            private init(splitting text: ArraySlice<UInt8>) {
                var rest = text
                if let hash = rest.firstIndex(of: 0x23) { rest = rest[..<hash] }  // the fragment is ignored
                if let mark = rest.firstIndex(of: 0x3F) {
                    query = rest[(mark + 1)...]
                    rest = rest[..<mark]
                }
                if rest.starts(with: [0x2F, 0x2F]) {
                    let afterSlashes = rest.dropFirst(2)
                    let end = afterSlashes.firstIndex(of: 0x2F) ?? afterSlashes.endIndex
                    authority = afterSlashes[..<end]
                    rest = afterSlashes[end...]
                }
                path = rest
            }

            /// The host, lower-cased, when the authority is `host` or `host:port` with the given
            /// port; nil with user info (`shop.example.com@evil.com`), another port, or no host.
            func host(port allowedPort: String) -> String? {
                guard let authority, !authority.isEmpty, !authority.contains(0x40), authority.first != 0x5B else {
                    return nil
                }
                var host = authority
                if let colon = authority.firstIndex(of: 0x3A) {
                    let port = authority[(colon + 1)...]
                    guard port.isEmpty || port.elementsEqual(allowedPort.utf8) else { return nil }
                    host = authority[..<colon]
                }
                return String(decoding: host, as: UTF8.self).lowercased()
            }

            /// The path's segments, each decoded once; nil for a `.` or `..` segment or bad encoding.
            /// Empty segments are skipped: `//` reads as `/`, and a trailing slash is ignored.
            func segments(authorityFirst: Bool = false) -> [String]? {
                var raw = path.split(separator: 0x2F)
                if authorityFirst, let authority, !authority.isEmpty {
                    // `shop://products/42`: the first segment stands where a host would.
                    guard !authority.contains(0x40), !authority.contains(0x3A) else { return nil }
                    raw.insert(authority, at: 0)
                }
                var segments: [String] = []
                segments.reserveCapacity(raw.count)
                for piece in raw {
                    guard let segment = _decode(piece, plusAsSpace: false), segment != ".", segment != ".." else {
                        return nil
                    }
                    segments.append(segment)
                }
                return segments
            }

            /// The query's items, decoded; an item that does not decode is left out, like an unknown one.
            func items(plusAsSpace: Bool) -> [(name: String, value: String)] {
                guard let query, !query.isEmpty else { return [] }
                var items: [(name: String, value: String)] = []
                for item in query.split(separator: 0x26) {
                    let equals = item.firstIndex(of: 0x3D) ?? item.endIndex
                    let value = equals == item.endIndex ? item[equals...] : item[(equals + 1)...]
                    guard let name = _decode(item[..<equals], plusAsSpace: plusAsSpace),
                        let text = _decode(value, plusAsSpace: plusAsSpace)
                    else { continue }
                    items.append((name, text))
                }
                return items
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

        /// Decodes `%XX` escapes once (and `+` as a space when asked); nil for bad escapes or UTF-8.
        private static func _decode(_ bytes: ArraySlice<UInt8>, plusAsSpace: Bool) -> String? {
            guard bytes.contains(0x25) || (plusAsSpace && bytes.contains(0x2B)) else {
                let text = String(decoding: bytes, as: UTF8.self)
                // Decoding replaced invalid UTF-8 with U+FFFD, which re-encodes to other bytes.
                return text.utf8.elementsEqual(bytes) ? text : nil
            }
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
            guard text.utf8.count == 36 else { return nil }
            var high: UInt64 = 0
            var low: UInt64 = 0
            var digits = 0
            for (index, byte) in text.utf8.enumerated() {
                if index == 8 || index == 13 || index == 18 || index == 23 {
                    guard byte == 0x2D else { return nil }
                    continue
                }
                guard let nibble = _hexValue(byte) else { return nil }
                if digits < 16 { high = high << 4 | UInt64(nibble) } else { low = low << 4 | UInt64(nibble) }
                digits += 1
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
        """#
}
