import Foundation
import RouteGenLinkRuntime
import Testing

/// The link runtime, compiled: the code every generated `+URL.swift` embeds, read through the API
/// it lends RouteGen's model. (`URLSemanticsTests` runs the same code inside generated parsers.)
@Suite("The link runtime")
struct LinkRuntimeTests {
    typealias ReadLink = LinkRuntime.ReadLink

    @Test("a link is split before decoding: %2F stays inside its segment, empty segments are skipped, the fragment is ignored")
    func segments() throws {
        let link = try #require(ReadLink(absolute: "https://Shop.Example.com//docs/a%2Fb/caf%C3%A9/?page=2#top"))
        #expect(link.scheme == "https")
        #expect(link.segments(authorityFirst: false) == ["docs", "a/b", "café"])
        #expect(link.values(named: "page", plusAsSpace: false) == ["2"])
    }

    @Test("a dot segment, a bad escape or invalid UTF-8 refuses the whole path")
    func refusedSegments() {
        for text in ["https://a.com/x/../y", "https://a.com/x/%2E", "https://a.com/%ZZ", "https://a.com/%C3", "https://a.com/%FF"] {
            #expect(ReadLink(absolute: text)?.segments(authorityFirst: false) == nil, "\(text)")
        }
    }

    @Test("the host: lower-cased, with the allowed port or none; never with user info or an IP literal")
    func hosts() throws {
        #expect(try #require(ReadLink(absolute: "https://Shop.Example.com:443/x")).host(port: "443") == "shop.example.com")
        #expect(try #require(ReadLink(absolute: "https://shop.example.com/x")).host(port: "443") == "shop.example.com")
        #expect(try #require(ReadLink(absolute: "https://shop.example.com:8443/x")).host(port: "443") == nil)
        #expect(try #require(ReadLink(absolute: "https://shop.example.com@evil.com/x")).host(port: "443") == nil)
        #expect(try #require(ReadLink(absolute: "https://[::1]/x")).host(port: "443") == nil)
        #expect(try #require(ReadLink(absolute: "shop:products")).host(port: "") == nil)
    }

    @Test("scheme://first/segment: the authority is the first segment, unless it has user info or a port")
    func authorityFirst() throws {
        #expect(try #require(ReadLink(absolute: "shop://products/42")).segments(authorityFirst: true) == ["products", "42"])
        #expect(try #require(ReadLink(absolute: "shop:///products/42")).segments(authorityFirst: true) == ["products", "42"])
        #expect(try #require(ReadLink(absolute: "shop://a@products/42")).segments(authorityFirst: true) == nil)
        #expect(try #require(ReadLink(absolute: "shop://products:1/42")).segments(authorityFirst: true) == nil)
    }

    @Test("query values: in order, decoded once, items without '=' or that do not decode left out, '+' a space only when asked")
    func queryValues() throws {
        let link = try #require(ReadLink(absolute: "https://a.com/?tag=a+b&tag&tag=%ZZ&tag=c%26d&t%61g=e"))
        #expect(link.values(named: "tag", plusAsSpace: false) == ["a+b", "c&d", "e"])
        #expect(link.values(named: "tag", plusAsSpace: true) == ["a b", "c&d", "e"])
        #expect(link.values(named: "other", plusAsSpace: false) == [])
    }

    @Test("a path and query: it starts with '/', has no authority, and is at most 8 KiB like any link")
    func paths() throws {
        #expect(try #require(ReadLink(pathAndQuery: "/products/42?x=1")).segments(authorityFirst: false) == ["products", "42"])
        #expect(ReadLink(pathAndQuery: "products/42") == nil)
        #expect(ReadLink(pathAndQuery: "//host/products") == nil)
        #expect(ReadLink(pathAndQuery: "/" + String(repeating: "a", count: 8191)) != nil)
        #expect(ReadLink(pathAndQuery: "/" + String(repeating: "a", count: 8192)) == nil)
        #expect(ReadLink(absolute: "https://a.com/" + String(repeating: "a", count: 8192)) == nil)
    }

    @Test("encoding leaves only RFC 3986's unreserved bytes, and decoding reads it back")
    func percentEncoding() {
        for text in ["", "plain-text_1.2~", "a/b?c&d=e#f", "café 🛒", "%41+"] {
            let encoded = LinkRuntime.encode(text)
            #expect(encoded.utf8.allSatisfy { $0 < 0x80 && ($0 == 0x25 || "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~".utf8.contains($0)) })
            #expect(LinkRuntime.decode(encoded) == text)
        }
        #expect(LinkRuntime.encode("a b") == "a%20b")
        #expect(LinkRuntime.decode("a+b") == "a+b")
        #expect(LinkRuntime.decode("a+b", plusAsSpace: true) == "a b")
        #expect(LinkRuntime.decode("%4") == nil)
    }

    @Test("values convert as the parser converts them")
    func conversions() {
        #expect(LinkRuntime.int("-42") == -42)
        #expect(LinkRuntime.int("4.2") == nil)
        #expect(LinkRuntime.int("99999999999999999999") == nil)
        #expect(LinkRuntime.double("2.5e3") == 2500)
        #expect(LinkRuntime.double("nan") == nil && LinkRuntime.double("inf") == nil && LinkRuntime.double("0x10") == nil)
        #expect(LinkRuntime.bool("1") == true && LinkRuntime.bool("false") == false && LinkRuntime.bool("yes") == nil)
        #expect(LinkRuntime.uuid("9f1c7e62-2a4b-4b8e-9c3d-0e5f6a7b8c9d")?.uuidString == "9F1C7E62-2A4B-4B8E-9C3D-0E5F6A7B8C9D")
        // Foundation's UUID(uuidString:) on Linux takes a space for a digit; the parser does not.
        #expect(LinkRuntime.uuid("9F1C7E62-2A4B-4B8E-9C3D-0E5F6A7B8C9 ") == nil)
        #expect(LinkRuntime.url("https://example.com/a")?.absoluteString == "https://example.com/a")
        #expect(LinkRuntime.url("javascript:alert(1)") == nil && LinkRuntime.url("file:///etc/passwd") == nil)
    }
}
