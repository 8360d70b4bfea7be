import Foundation
import Testing

// MARK: - Ice Cubes' navigation as one manifest (fixture `ice-cubes`)
//
// Ice Cubes (github.com/Dimillian/IceCubesApp) declares its screens in
// Packages/Env/Sources/Env/Router.swift, `RouterDestination` and `SheetDestination`, and reads the
// links it opens in `RouterPath.handle(url:)`: a `tags` segment, an `@account` last segment, a
// status id on a server it knows. Docs/Screens.md has the table of what each case became.

/// Links from outside the app (`stack(for:)`): universal links and the `icecubesapp` scheme, on the
/// manifest's one host, `mastodon.social`, which stands for the server the person signed in to.
let iceCubesLinkCases: [LinkCase<IceCubesRoute>] = [
    .init("https://mastodon.social/@Gargron", [.accountDetail(acct: "Gargron")]),
    .init("icecubesapp://mastodon.social/@Gargron", [.accountDetail(acct: "Gargron")]),
    // An account of another server, as Mastodon shows it on this one.
    .init("https://mastodon.social/@alice@fosstodon.org", [.accountDetail(acct: "alice@fosstodon.org")]),
    .init("https://mastodon.social/@Gargron/110123", [.statusDetail(account: "Gargron", id: "110123")]),
    .init("icecubesapp://mastodon.social/@Gargron/110123", [.statusDetail(account: "Gargron", id: "110123")]),
    // `id` is a `String`, as Ice Cubes' status ids are, so Mastodon's `/@name/media` page reads as
    // a status too, where Ice Cubes' `Int(url.lastPathComponent)` leaves it to the browser.
    .init("https://mastodon.social/@Gargron/media", [.statusDetail(account: "Gargron", id: "media")]),
    // Routes on any host are the in-app channel's only.
    .init("https://mastodon.social/tags/swift", nil),
    .init("icecubesapp://mastodon.social/tags/swift", nil),
    .init("https://fosstodon.org/@alice/111222", nil),
    // Ice Cubes' scheme carries any server (`icecubesapp://fosstodon.org/…`); a scheme of the
    // manifest has one host.
    .init("icecubesapp://fosstodon.org/@alice/111222", nil),
    // Pages of Mastodon no link of Ice Cubes opens.
    .init("https://mastodon.social/explore", nil),
    .init("https://mastodon.social/lists/42", nil),
    .init("https://mastodon.social/settings", nil),
]

/// Links tapped in the app (`stack(forInAppURL:)`, `router.open(inAppLink:)`): the app's own server's
/// first, then statuses, accounts and tags on any server.
let iceCubesInAppCases: [LinkCase<IceCubesRoute>] = [
    .init("https://mastodon.social/@Gargron", [.accountDetail(acct: "Gargron")]),
    .init("https://mastodon.social/@Gargron/110123", [.statusDetail(account: "Gargron", id: "110123")]),
    .init("https://fosstodon.org/@alice", [.remoteAccountDetail(server: "fosstodon.org", acct: "alice")]),
    .init("https://fosstodon.org/@alice/111222",
          [.remoteStatusDetail(server: "fosstodon.org", account: "alice", id: 111_222)]),
    .init("https://mastodon.social/tags/swift", [.hashTag(tag: "swift")]),
    .init("https://fosstodon.org/tags/swift", [.hashTag(tag: "swift")]),
    .init("https://hachyderm.io/tags/SwiftUI?utm_source=share", [.hashTag(tag: "SwiftUI")]),
    // What Ice Cubes leaves to the browser: a last segment that is no number on another server,
    // a page that is no status, account or tag.
    .init("https://fosstodon.org/@alice/media", nil),
    .init("https://fosstodon.org/about", nil),
    .init("https://github.com/Dimillian/IceCubesApp", nil),
]

@Test("a link from outside Ice Cubes opens the stack Ice Cubes opens", arguments: iceCubesLinkCases)
func iceCubesLinks(_ row: LinkCase<IceCubesRoute>) throws {
    #expect(IceCubesRoute.stack(for: try #require(URL(string: row.link))) == row.expected)
}

@Test("a link tapped in Ice Cubes opens the stack Ice Cubes opens", arguments: iceCubesInAppCases)
func iceCubesInAppLinks(_ row: LinkCase<IceCubesRoute>) throws {
    #expect(IceCubesRoute.stack(forInAppURL: try #require(URL(string: row.link))) == row.expected)
}

@Suite("Ice Cubes: one enum for its pushed and presented screens")
@MainActor
struct IceCubesTests {
    static let status = Models.Status(id: "110123", content: "Ice Cubes 1.10 is out")
    static let gargron = Account(handle: "Gargron", displayName: "Eugen Rochko")
    static let list = Models.List(id: "7", title: "Swift folks")

    /// A value of every route, so that a new case of the enum fails to compile here until it is
    /// placed in one of the two lists.
    static let linked: [IceCubesRoute] = [
        .accountDetail(acct: "Gargron", id: "1", preloaded: gargron),
        .remoteAccountDetail(server: "fosstodon.org", acct: "alice"),
        .statusDetail(account: "Gargron", id: status.id, preloaded: status),
        .remoteStatusDetail(server: "fosstodon.org", account: "alice", id: 42),
        .hashTag(tag: "swift", account: "1"),
    ]

    static let inAppOnly: [IceCubesRoute] = [
        .accountSettings(account: gargron, appAccount: .init(server: "mastodon.social", accountName: "Gargron")),
        .conversationDetail(conversation: .init(id: "c1", unread: true, lastStatus: status, accounts: [gargron])),
        .list(list: list), .followers(id: "1"), .following(id: "1"), .favoritedBy(id: status.id),
        .rebloggedBy(id: status.id), .accountsList(accounts: [gargron]), .trendingTimeline,
        .trendingLinks(cards: [.init(url: "https://swift.org", title: "Swift")]),
        .tagsList(tags: [.init(name: "swift", following: true)]),
        .newStatusEditor(visibility: .pub), .editStatusEditor(status: status), .replyToStatusEditor(status: status),
        .quoteStatusEditor(status: status), .quoteLinkStatusEditor(link: URL(string: "https://swift.org")!),
        .mentionStatusEditor(account: gargron, visibility: .direct), .listCreate, .listEdit(list: list),
        .listAddAccount(account: gargron), .addAccount, .addRemoteLocalTimeline, .addTagGroup,
        .statusEditHistory(status: status.id), .settings, .about, .support, .accountPushNotificationsSettings,
        .report(status: status), .shareImage(image: Thumbnail(pixels: [1, 2, 3]), status: status),
        .timelineContentFilter,
    ]

    @Test("every route is listed once: 36 routes, 5 that links open")
    func everyRouteListed() {
        let names = (Self.linked + Self.inAppOnly).map { Self.name(of: $0) }
        #expect(Set(names).count == 36 && names.count == 36)
    }

    @Test("no link opens a screen of the app only: it has no path and prints no link, and links to its name open nothing")
    func noLinkOpensAnInAppScreen() throws {
        for route in Self.inAppOnly {
            #expect(route.path == nil && route.universalLink == nil)
            #expect(route.customSchemeURL == nil && route.inAppURL == nil)
        }
        // Every link of the tables, and each in-app screen's name as a link on every channel.
        let names = Self.inAppOnly.map { Self.name(of: $0) }
        let linkedNames = Set(Self.linked.map { Self.name(of: $0) })
        let links = (iceCubesLinkCases + iceCubesInAppCases).map(\.link) + names.flatMap { name in
            ["https://mastodon.social/", "icecubesapp://mastodon.social/", "https://fosstodon.org/"].map { $0 + name }
        }
        for link in links {
            let url = try #require(URL(string: link))
            let opened = (IceCubesRoute.stack(for: url) ?? []) + (IceCubesRoute.stack(forInAppURL: url) ?? [])
            #expect(opened.allSatisfy { linkedNames.contains(Self.name(of: $0)) }, "\(link)")
        }
        for name in names {
            #expect(IceCubesRoute(path: "/" + name) == nil)
        }
    }

    @Test("the links Ice Cubes opens open its screens in the router, on the stack")
    func routerOpensLinks() throws {
        let router = IceCubesRouter()
        router.show(.settings)
        #expect(router.open(try #require(URL(string: "icecubesapp://mastodon.social/@Gargron/110123"))))
        #expect(router.path == [.statusDetail(account: "Gargron", id: "110123")] && router.sheet == nil)
        #expect(router.open(inAppLink: try #require(URL(string: "https://fosstodon.org/tags/swift"))))
        #expect(router.path == [.hashTag(tag: "swift")])
        #expect(!router.open(inAppLink: try #require(URL(string: "https://fosstodon.org/about"))))
        #expect(router.path == [.hashTag(tag: "swift")])
    }

    @Test("statusDetail(id:) and statusDetailWithStatus(status:) are one route: a link opens it without the status, the app shows it with it, and they are equal")
    func mergedStatusRoute() throws {
        let url = try #require(URL(string: "https://mastodon.social/@Gargron/110123"))
        let linked = try #require(IceCubesRoute.stack(for: url)?.last)
        guard case .statusDetail(_, let id, let preloaded) = linked else {
            Issue.record("\(linked)")
            return
        }
        #expect(id == Self.status.id && preloaded == nil)

        let router = IceCubesRouter()
        router.show(.statusDetail(account: "Gargron", id: Self.status.id, preloaded: Self.status))
        let shown = try #require(router.path.last)
        guard case .statusDetail(_, _, let loaded?) = shown else {
            Issue.record("\(shown)")
            return
        }
        #expect(loaded == Self.status)
        #expect(shown == linked && shown.hashValue == linked.hashValue)
        // The app's route prints the link, which opens the route without the status.
        #expect(shown.universalLink == url)
        #expect(IceCubesRoute.stack(for: try #require(shown.customSchemeURL)) == [linked])
    }

    @Test("a report sheet with its status is presented and restored in a new router, byte for byte")
    func presentedValuesRestore() throws {
        let router = IceCubesRouter()
        router.push(.hashTag(tag: "swift"))
        router.show(.report(status: Self.status))
        #expect(router.sheet == .report(status: Self.status) && router.presentedRouter != nil)

        let data = router.restorationData
        let restored = IceCubesRouter()
        restored.restore(from: data)
        #expect(restored.path == [.hashTag(tag: "swift")])
        guard case .report(let status)? = restored.sheet else {
            Issue.record("\(String(describing: restored.sheet))")
            return
        }
        #expect(status == Self.status)
        #expect(restored.restorationData == data)
    }

    @Test("the settings sheet hosts a stack: an account's settings pushed inside it come back with their values")
    func settingsSheetStack() throws {
        let appAccount = Models.AppAccount(server: "mastodon.social", accountName: "Gargron")
        let router = IceCubesRouter()
        router.show(.settings)
        let settings = try #require(router.presentedRouter)
        let accountSettings = IceCubesRoute.accountSettings(account: Self.gargron, appAccount: appAccount)
        settings.show(accountSettings)
        #expect(router.path.isEmpty && settings.path == [accountSettings])

        let restored = IceCubesRouter()
        restored.restore(from: router.restorationData)
        #expect(restored.sheet == .settings)
        #expect(restored.presentedRouter?.path == [accountSettings])
        #expect(restored.restorationData == router.restorationData)
        // `open(_:)` builds both levels, as a link would if the route had one.
        let opened = IceCubesRouter()
        opened.open(accountSettings)
        #expect(opened.sheet == .settings && opened.presentedRouter?.path.count == 1)
    }

    @Test("a value that is not Codable is not stored: the share sheet is not presented again, and a conversation ends the restored stack")
    func valuesNotStored() {
        let router = IceCubesRouter()
        router.push(.list(list: Self.list))
        router.push(.conversationDetail(conversation: .init(id: "c1", unread: false, lastStatus: nil, accounts: [])))
        router.push(.trendingTimeline)
        router.show(.shareImage(image: Thumbnail(pixels: [1, 2, 3]), status: Self.status))

        let restored = IceCubesRouter()
        restored.restore(from: router.restorationData)
        #expect(restored.path == [.list(list: Self.list)])
        #expect(restored.sheet == nil)
    }

    /// The route's name in routes.json: its case without the values.
    static func name(of route: IceCubesRoute) -> String {
        String(String(describing: route).prefix { $0 != "(" }).replacingOccurrences(of: "IceCubesRoute.", with: "")
    }
}
