import Foundation
import RouteGenCore
import RouteGenTestSupport
import Testing

// The URL tables of the fixtures with screens no link opens and values no link carries: each route
// a link opens, on each channel, and links that open nothing, the names of the screens without
// `path` among them. `FixtureURLTable.all` holds them to the model and the AASA file too.

/// `screens-without-links`: `register`, `registerStep` and `applicantCard` have no `path`.
let signUpLinkCases: [LinkCase<SignUpRoute>] = [
    .init("https://signup.example.com/welcome", [.welcome]),
    .init("signup://welcome", [.welcome]),
    // A link above a screen no link opens: the screen is on the stack as its parent.
    .init("https://signup.example.com/welcome/register/help", [.welcome, .register, .registerHelp]),
    .init("signup://welcome/register/help", [.welcome, .register, .registerHelp]),
    // No link opens a screen without `path`, spelled as its name or as its parent's path and more.
    .init("https://signup.example.com/welcome/register", nil),
    .init("https://signup.example.com/register", nil),
    .init("signup://register", nil),
    .init("https://signup.example.com/registerStep", nil),
    .init("signup://registerStep?step=2", nil),
    .init("https://signup.example.com/applicantCard", nil),
    .init("signup://applicantCard", nil),
    .init("https://signup.example.com/", nil),
    .init("https://signup.example.com/welcome/register/help/more", nil),
    .init("https://other.example.com/welcome", nil),
]

/// `preloaded-values`: every route has a link; `status`, `account` and `tagged` hold values no
/// link carries, which a link leaves at their stand-ins (`==` compares the link's values alone).
let feedLinkCases: [LinkCase<FeedRoute>] = [
    .init("https://social.example.com/home", [.timeline]),
    .init("social://home", [.timeline]),
    .init("https://social.example.com/statuses/42", [.timeline, .status(id: "42")]),
    .init("social://statuses/42", [.timeline, .status(id: "42")]),
    // An item named as a value is no part of the link: it is ignored, as any unknown item.
    .init("https://social.example.com/statuses/42?preloaded=x", [.timeline, .status(id: "42")]),
    .init("https://social.example.com/@alice", [.account(handle: "alice")]),
    .init("https://social.example.com/tags/swift", [.tagged(tag: "swift")]),
    .init("https://social.example.com/tags/swift?page=2&pinned=true", [.tagged(tag: "swift", page: 2)]),
    .init("social://tags/swift?page=3", [.tagged(tag: "swift", page: 3)]),
    .init("https://social.example.com/statuses", nil),
    .init("https://social.example.com/statuses/42/preloaded", nil),
    .init("https://social.example.com/tags", nil),
]

/// `non-codable-values`: a custom scheme only; `editor` and `share` have no `path`.
let galleryLinkCases: [LinkCase<GalleryRoute>] = [
    .init("gallery://albums/7", [.album(id: 7)]),
    .init("gallery://albums/7/photos/9F1C7E62-2A4B-4B8E-9C3D-0E5F6A7B8C9D", [.photo(albumID: 7, id: product)]),
    .init("gallery://albums/7/photos/9f1c7e62-2a4b-4b8e-9c3d-0e5f6a7b8c9d", [.photo(albumID: 7, id: product)]),
    .init("gallery://albums/x", nil),
    .init("gallery://albums/7/photos/x", nil),
    .init("gallery://editor", nil),
    .init("gallery://share", nil),
    // No hosts: no universal link.
    .init("https://gallery.example.com/albums/7", nil),
]

/// `presented-values`: universal links only; `report`, `reportReason` and `reportSent` have no `path`.
let moderationLinkCases: [LinkCase<ModerationRoute>] = [
    .init("https://mod.example.com/home", [.timeline]),
    .init("https://mod.example.com/sign-in", [.signIn]),
    .init("https://mod.example.com/lists/7/edit", [.listEdit(id: "7")]),
    .init("https://mod.example.com/lists/7/edit/members", [.listEdit(id: "7"), .listMembers(id: "7")]),
    .init("https://mod.example.com/report", nil),
    .init("https://mod.example.com/reportReason", nil),
    .init("https://mod.example.com/reportSent", nil),
    .init("https://mod.example.com/lists/7", nil),
    .init("https://mod.example.com/lists/7/edit/members/x", nil),
]

@Suite("Links of the fixtures with screens no link opens and values no link carries")
struct ScreenLinkTests {
    @Test("screens-without-links: each link opens its stack, and no link opens a screen without path", arguments: signUpLinkCases)
    func signUp(_ row: LinkCase<SignUpRoute>) throws {
        #expect(SignUpRoute.stack(for: try #require(URL(string: row.link))) == row.expected)
    }

    @Test("preloaded-values: each link opens its stack, the values no link carries at their stand-ins", arguments: feedLinkCases)
    func feed(_ row: LinkCase<FeedRoute>) throws {
        #expect(FeedRoute.stack(for: try #require(URL(string: row.link))) == row.expected)
    }

    @Test("non-codable-values: each link opens its stack", arguments: galleryLinkCases)
    func gallery(_ row: LinkCase<GalleryRoute>) throws {
        #expect(GalleryRoute.stack(for: try #require(URL(string: row.link))) == row.expected)
    }

    @Test("presented-values: each link opens its stack", arguments: moderationLinkCases)
    func moderation(_ row: LinkCase<ModerationRoute>) throws {
        #expect(ModerationRoute.stack(for: try #require(URL(string: row.link))) == row.expected)
    }

    @Test("a link opens a route with its values no link carries at their stand-ins, whatever items it carries")
    func standIns() throws {
        let tagged = FeedRoute(url: try #require(URL(string: "https://social.example.com/tags/swift?page=2&pinned=true&scrollTo=1")))
        guard case .tagged(let tag, let page, let pinned, let scrollTo)? = tagged else {
            Issue.record("opens \(String(describing: tagged))")
            return
        }
        #expect(tag == "swift" && page == 2 && pinned == false && scrollTo == nil)
        guard case .account(_, let preloaded, let followers)? = FeedRoute(url: try #require(URL(string: "social:///@alice"))) else {
            Issue.record("social:///@alice opens no account")
            return
        }
        #expect(preloaded == nil && followers.isEmpty)
    }

    @Test("the model opens every row with the values the compiled parser opens, those no link carries at their stand-ins")
    func modelValues() throws {
        try Self.modelAgrees("screens-without-links", signUpLinkCases)
        try Self.modelAgrees("preloaded-values", feedLinkCases)
        try Self.modelAgrees("non-codable-values", galleryLinkCases)
        try Self.modelAgrees("presented-values", moderationLinkCases)
    }

    /// Checks that the model (`LinkMatcher`, which `routegen match` and the catalog's examples
    /// print) describes each row's stack as Swift prints the compiled parser's.
    static func modelAgrees<Route>(_ fixture: String, _ cases: [LinkCase<Route>]) throws {
        let path = "Tests/SnapshotTests/Fixtures/\(fixture)/routes.json"
        let table = try #require(
            Generator.routeTable(fromManifest: try RepositoryPaths.bytes(path), at: RepositoryPaths.file(path).path).routeTable)
        let matcher = LinkMatcher(table: table)
        for row in cases {
            #expect(matcher.match(url: row.link)?.stack == row.expected?.map { String(describing: $0) }, "\(fixture): \(row.link)")
        }
    }

    @Test("no link opens a screen without path: no row of the tables, and no link, path or channel spelled with its name")
    func screensAreNeverOpened() throws {
        try Self.neverOpened(SignUpRoute.self, "screens-without-links", signUpLinkCases)
        try Self.neverOpened(GalleryRoute.self, "non-codable-values", galleryLinkCases)
        try Self.neverOpened(ModerationRoute.self, "presented-values", moderationLinkCases)
    }

    /// Checks that no row of `cases` ends in a screen without `path` (in the compiled parser and
    /// in the model), and that the screen's name, as a path and as a link on each host and scheme,
    /// opens nothing.
    static func neverOpened<Route: FuzzedRoute>(_: Route.Type, _ fixture: String, _ cases: [LinkCase<Route>]) throws {
        let path = "Tests/SnapshotTests/Fixtures/\(fixture)/routes.json"
        let table = try #require(
            Generator.routeTable(fromManifest: try RepositoryPaths.bytes(path), at: RepositoryPaths.file(path).path).routeTable)
        let screens = table.routes.filter { !$0.opensFromLinks }.map(\.name)
        #expect(!screens.isEmpty, "\(fixture)")
        let matcher = LinkMatcher(table: table)
        let name = { (route: Route) in String(String(describing: route).prefix { $0 != "(" }) }
        var links = cases.map(\.link)
        for screen in screens {
            links += table.hosts.map { "https://\($0)/\(screen)" } + table.schemes.map { "\($0.name)://\(screen)" }
            #expect(Route(path: "/" + screen) == nil && Route(path: screen) == nil, "\(fixture): \(screen)")
        }
        for link in links {
            let url = try #require(URL(string: link))
            if let opened = Route(url: url) { #expect(!screens.contains(name(opened)), "\(fixture): \(link) opens \(opened)") }
            if let last = Route.stack(for: url)?.last { #expect(!screens.contains(name(last)), "\(fixture): \(link)") }
            if let modelled = matcher.match(url: link) {
                #expect(!screens.contains(table.linkRoutes[modelled.routeIndex].name), "\(fixture): the model opens \(link)")
            }
        }
    }
}
