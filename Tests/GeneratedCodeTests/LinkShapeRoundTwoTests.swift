import Foundation
import Testing

// MARK: - Carriers of paths, and routes only a carrier opens (fixture `carried-paths`)

/// Firefox's `firefox://deep-link?url=/settings/newtab`: the carrier carries a path on its own
/// channel, never a whole link, and the settings screens open only through it.
let carriedPathCases: [LinkCase<BrowserRoute>] = [
    .init("browser://deep-link?url=/settings/newtab", [.settings, .newTabSettings]),
    .init("browser://deep-link?url=%2Fsettings%2Fnewtab", [.settings, .newTabSettings]),
    .init("browser://deep-link?url=/settings", [.settings]),
    .init("browser://deep-link?url=/settings/search%3Fengine%3Dddg", [.settings, .searchSettings(engine: "ddg")]),
    .init("browser://deep-link?url=/bookmarks", [.bookmarks]),
    .init("browser://bookmarks", [.bookmarks]),
    .init("https://www.example.org/open#/settings/newtab", [.settings, .newTabSettings]),
    .init("https://www.example.org/open#/bookmarks", [.bookmarks]),
    // `searchSettings` is closed to universal links: the web's carrier cannot reach it.
    .init("https://www.example.org/open#/settings/search", nil),
    .init("https://www.example.org/settings/search", nil),
    // Read on the carrier's channel: the web page `settings` is closed to the custom scheme.
    .init("https://www.example.org/settings", [.page(slug: "settings")]),
    .init("https://www.example.org/open#/settings-page", [.page(slug: "settings-page")]),
    // Routes only a carrier opens: a direct link passes them by, and opens nothing here.
    .init("browser://settings", nil),
    .init("browser://settings/newtab", nil),
    .init("browser:///settings/newtab", nil),
    // A carrier of paths opens no whole link, not even the app's own.
    .init("browser://deep-link?url=browser%3A%2F%2Fbookmarks", nil),
    .init("browser://deep-link?url=browser://deep-link?url=/settings", nil),
    .init("https://www.example.org/open#https://www.example.org/bookmarks", nil),
    .init("browser://deep-link?url=//evil.com/settings", nil),
    .init("browser://deep-link?url=settings", nil),
    .init("browser://deep-link?url=/unknown/path", nil),
    .init("browser://deep-link", nil),
    .init("browser://deep-link?url=", nil),
    // A carrier closed to a channel refuses its links there.
    .init("https://www.example.org/deep-link?url=/settings", nil),
    .init("https://www.example.org/deep-link", [.page(slug: "deep-link")]),
    .init("browser://open#/bookmarks", nil),
]

@Test("a carrier of paths opens what the manifest says", arguments: carriedPathCases)
func carriedPathLinks(_ row: LinkCase<BrowserRoute>) throws {
    #expect(BrowserRoute.stack(for: try #require(URL(string: row.link))) == row.expected)
}

// MARK: - Items in the fragment (fixture `fragment-items`)

/// Firefox accounts' pairing link: its items are in the fragment, which never reaches the server.
let fragmentItemCases: [LinkCase<AccountRoute>] = [
    .init("https://accounts.example.com/pair#channel_id=abc&channel_key=K3y&v=2", [.pair(channel_id: "abc", channel_key: "K3y", v: 2)]),
    .init("https://accounts.example.com/pair#v=2&channel_key=K3y&channel_id=abc", [.pair(channel_id: "abc", channel_key: "K3y", v: 2)]),
    .init("https://accounts.example.com/pair#channel_id=a%26b&channel_key=k&v=1", [.pair(channel_id: "a&b", channel_key: "k", v: 1)]),
    .init("https://accounts.example.com/signin", [.signIn(email: nil, service: "sync")]),
    .init("https://accounts.example.com/signin#email=a%40b.example&service=mail", [.signIn(email: "a@b.example", service: "mail")]),
    .init("https://accounts.example.com/signin?email=a%40b.example", [.signIn(email: nil, service: "sync")]),
    // The query's items are the other routes' only.
    .init("https://accounts.example.com/settings?tab=sync", [.settings(tab: "sync")]),
    .init("https://accounts.example.com/settings#tab=sync", [.settings(tab: nil)]),
    // Items missing, in the query instead, or of the wrong type: no route.
    .init("https://accounts.example.com/pair#channel_id=abc&v=2", nil),
    .init("https://accounts.example.com/pair?channel_id=abc&channel_key=K3y&v=2", nil),
    .init("https://accounts.example.com/pair#channel_id=abc&channel_key=K3y&v=two", nil),
    .init("https://accounts.example.com/pair", nil),
    .init("https://accounts.example.com/pair#", nil),
]

@Test("items in the fragment open what the manifest says", arguments: fragmentItemCases)
func fragmentItemLinks(_ row: LinkCase<AccountRoute>) throws {
    #expect(AccountRoute.stack(for: try #require(URL(string: row.link))) == row.expected)
}

// MARK: - Decoding before splitting (fixture `decoding-first`)

/// Mastodon's universal links: `%2F` separates segments for the profile and status routes.
let decodingFirstCases: [LinkCase<FediverseRoute>] = [
    .init("https://social.example/@Gargron%2F109617224937123645", [.status(account: "Gargron", id: 109617224937123645)]),
    .init("https://social.example/@Gargron%2f7", [.status(account: "Gargron", id: 7)]),
    .init("https://social.example/@Gargron/7", [.status(account: "Gargron", id: 7)]),
    .init("https://social.example/@Gargron", [.profile(account: "Gargron")]),
    .init("https://social.example/@a%20b", [.profile(account: "a b")]),
    // Other routes keep `%2F` inside a segment, the safe default.
    .init("https://social.example/tags/a%2Fb", [.tag(tag: "a/b")]),
    // Decoded once: `%252F` is the text `%2F`, no separator.
    .init("https://social.example/@a%252F7", [.profile(account: "a%2F7")]),
    // No route for the decoded path, or a decoded `..`: nothing.
    .init("https://social.example/@a%2Fb%2Fc", nil),
    .init("https://social.example/@a%2Fnot-a-number", nil),
    .init("https://social.example/@a%2F..%2F7", nil),
    .init("https://social.example/tags%2Fswift", nil),
    // Every route competes for the second reading, as for the link written with `/`: one that does
    // not decode takes it to nothing, since `list(list: "statuses", id: 7)` would print `/statuses/7`,
    // `statusByID`'s link.
    .init("https://social.example/news%2F7", [.list(list: "news", id: 7)]),
    .init("https://social.example/statuses%2F7", nil),
    .init("https://social.example/statuses/7", [.statusByID(id: 7)]),
    // A carried link is read twice too.
    .init("https://social.example/share?url=%2F%40Gargron%252F7", [.status(account: "Gargron", id: 7)]),
    .init("https://social.example/share?url=https%3A%2F%2Fsocial.example%2F%40a%252F7", [.status(account: "a", id: 7)]),
    .init("https://social.example/share?url=%2F%40a%252Fb%252Fc", nil),
    // A carried path whose first segment is `%2F`: the second reading keeps every range in place.
    .init("https://social.example/share?url=%2F%252F%40Gargron%2F7", [.status(account: "Gargron", id: 7)]),
]

@Test("routes that decode before splitting open what the manifest says", arguments: decodingFirstCases)
func decodingFirstLinks(_ row: LinkCase<FediverseRoute>) throws {
    #expect(FediverseRoute.stack(for: try #require(URL(string: row.link))) == row.expected)
}

// MARK: - A scheme host compared with its case (fixture `case-sensitive-host`)

/// Mastodon's `mastodon://post`, compared as written: `POST` is another action.
let caseSensitiveHostCases: [LinkCase<ComposeRoute>] = [
    .init("compose://post", [.post(text: nil)]),
    .init("compose://post?text=hi", [.post(text: "hi")]),
    .init("compose:///post", [.post(text: nil)]),
    .init("compose://POST", [.shout]),
    .init("compose:///POST", [.shout]),
    .init("compose://profile/Ab", [.profile(id: "Ab")]),
    .init("compose://Post", nil),
    .init("compose://PROFILE/Ab", nil),
    .init("COMPOSE://post", [.post(text: nil)]),  // the scheme itself compares without case
]

@Test("a case-sensitive scheme host opens what the manifest says", arguments: caseSensitiveHostCases)
func caseSensitiveHostLinks(_ row: LinkCase<ComposeRoute>) throws {
    #expect(ComposeRoute.stack(for: try #require(URL(string: row.link))) == row.expected)
}

// MARK: - Empty segments kept (fixture `empty-segments`)

/// Wikipedia's `/wiki//dev/random` is the page `/dev/random`.
let emptySegmentCases: [LinkCase<WikiRoute>] = [
    .init("https://en.wiki.example/wiki//dev/random", [.article(title: ["", "dev", "random"])]),
    .init("https://en.wiki.example/wiki/AC/DC", [.article(title: ["AC", "DC"])]),
    .init("https://en.wiki.example/wiki/a/", [.article(title: ["a", ""])]),
    .init("https://en.wiki.example/wiki/a%2Fb", [.article(title: ["a/b"])]),
    .init("wiki://wiki//dev/random", [.article(title: ["", "dev", "random"])]),
    .init("https://en.wiki.example/wiki", [.mainPage]),
    .init("https://en.wiki.example/wiki/", [.mainPage]),
    // The default: runs of `/` read as one.
    .init("https://en.wiki.example/files//a//b/", [.files(path: ["a", "b"])]),
    .init("https://en.wiki.example/wiki/a/../b", nil),
    .init("https://en.wiki.example/w/index.php", nil),
]

@Test("a rest parameter that keeps empty segments opens what the manifest says", arguments: emptySegmentCases)
func emptySegmentLinks(_ row: LinkCase<WikiRoute>) throws {
    #expect(WikiRoute.stack(for: try #require(URL(string: row.link))) == row.expected)
}

// MARK: - Printing and storing

@Suite("Link shapes, round two: printing and storing")
struct LinkShapeRoundTwoTests {
    static let browserValues: [BrowserRoute] = [
        .home, .bookmarks, .settings, .newTabSettings, .searchSettings(engine: nil), .searchSettings(engine: "a b&c"),
        .page(slug: "hello"), .page(slug: "settings"),
    ]

    @Test("a carrier of paths prints the route's path, read on its own channel and host, and only when it opens the route there")
    func carriedPathPrinting() throws {
        let deepLink = try #require(BrowserRoute.deepLinkLink(to: .newTabSettings))
        #expect(deepLink.absoluteString == "browser://deep-link?url=%2Fsettings%2Fnewtab")
        let banner = try #require(BrowserRoute.openLink(to: .bookmarks))
        #expect(banner.absoluteString == "https://www.example.org/open#%2Fbookmarks")
        #expect(BrowserRoute.deepLinkLink(to: .page(slug: "hello")) == nil, "a web page is closed to the custom scheme")
        #expect(BrowserRoute.openLink(to: .searchSettings(engine: "ddg")) == nil, "closed to universal links")
        #expect(BrowserRoute.openLink(to: .home) != nil)
        for value in Self.browserValues {
            for link in [BrowserRoute.deepLinkLink(to: value), BrowserRoute.openLink(to: value)] {
                guard let link else { continue }
                #expect(BrowserRoute.stack(for: link) == value.stack, "\(link)")
            }
        }
    }

    @Test("a route only a carrier opens has no link of its own, and is stored as its path")
    func carriedOnlyPrinting() throws {
        for value in [BrowserRoute.settings, .newTabSettings, .searchSettings(engine: "ddg")] {
            #expect(value.universalLink == nil && value.customSchemeURL == nil)
            #expect(BrowserRoute(storedText: value.storedText) == value)
            #expect(BrowserRoute.deepLinkLink(to: value) != nil)
        }
        #expect(BrowserRoute.settings.storedText == "/settings")
        // A stored path is read on every channel, where `/settings` is the settings screen: the
        // web page of that name is stored as its link.
        #expect(BrowserRoute.page(slug: "settings").storedText == "https://www.example.org/settings")
        for value in Self.browserValues {
            #expect(BrowserRoute(storedText: value.storedText) == value, "\(value.storedText)")
        }
    }

    @Test("items in the fragment print after the path, and read back")
    func fragmentItemPrinting() throws {
        let pair = AccountRoute.pair(channel_id: "a&b", channel_key: "k/y", v: 2)
        #expect(pair.path == "/pair#channel_id=a%26b&channel_key=k%2Fy&v=2")
        #expect(pair.universalLink?.absoluteString == "https://accounts.example.com/pair#channel_id=a%26b&channel_key=k%2Fy&v=2")
        #expect(AccountRoute.signIn(email: nil, service: "sync").path == "/signin", "no fragment without items")
        for value in [pair, .signIn(email: "a@b", service: "sync"), .signIn(email: nil, service: "x"), .settings(tab: "t")] {
            #expect(AccountRoute(path: value.path) == value, "\(value.path)")
            #expect(value.universalLink.flatMap(AccountRoute.init(url:)) == value)
        }
    }

    @Test("routes that decode before splitting print values without `/`, which read back")
    func decodingFirstPrinting() throws {
        for value in [FediverseRoute.profile(account: "Gargron"), .status(account: "a b", id: 7), .tag(tag: "a/b")] {
            #expect(value.universalLink.flatMap(FediverseRoute.init(url:)) == value)
        }
    }

    @Test("a case-sensitive host prints as written, and reads back")
    func caseSensitiveHostPrinting() throws {
        #expect(ComposeRoute.shout.customSchemeURL?.absoluteString == "compose://POST")
        for value in [ComposeRoute.post(text: "hi"), .shout, .profile(id: "Ab")] {
            #expect(value.customSchemeURL.flatMap(ComposeRoute.init(url:)) == value)
        }
    }

    @Test("kept empty segments print as written, and read back")
    func emptySegmentPrinting() throws {
        let random = WikiRoute.article(title: ["", "dev", "random"])
        #expect(random.universalLink?.absoluteString == "https://en.wiki.example/wiki//dev/random")
        for value in [random, .article(title: ["a", ""]), .article(title: ["AC", "DC"]), .mainPage] {
            #expect(value.universalLink.flatMap(WikiRoute.init(url:)) == value, "\(value)")
            #expect(value.customSchemeURL.flatMap(WikiRoute.init(url:)) == value, "\(value)")
        }
    }
}
