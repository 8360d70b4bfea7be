import Foundation
import Testing

/// Every door into the app besides a plain link (fixture `entry-points`): each route's title, the
/// user activity Handoff and Spotlight continue, and a notification's link, as plain values and
/// through the routers.
@Suite("Entry points")
@MainActor
struct EntryPointTests {
    let member = Member()
    let tabs = SocialTabRouter()

    init() {
        tabs.isMet = member.isMet
    }

    static let code = UUID(uuid: (0x9F, 0x1C, 0x7E, 0x62, 0x2A, 0x4B, 0x4B, 0x8E, 0x9C, 0x3D, 0x0E, 0x5F, 0x6A, 0x7B, 0x8C, 0x9D))

    // MARK: Titles

    @Test("a title shows the route's values: numbers, a default, a percent sign beside a value")
    func titlesWithValues() {
        #expect(SocialRoute.post(id: 7).title == "Post 7")
        #expect(SocialRoute.comments(id: 7).title == "Comments on Post 7, top First", "the default of a query value")
        #expect(SocialRoute.comments(id: 7, sort: "new").title == "Comments on Post 7, new First")
        #expect(SocialRoute.profile(handle: "ada").title == "@ada")
        #expect(SocialRoute.offer(percent: 20, code: Self.code).title == "20% Off", "%% in the format prints one percent sign")
    }

    @Test("a nil value shows as nothing and a list as its elements joined by commas, with no space left at the ends")
    func titlesWithOptionalValues() {
        #expect(SocialRoute.search(q: "swift").title == "Search swift")
        #expect(SocialRoute.search(q: nil).title == "Search")
        #expect(SocialRoute.tagged(tag: ["swift", "ios"]).title == "Tagged swift, ios")
        #expect(SocialRoute.tagged(tag: []).title == "Tagged")
    }

    @Test("a route without a title is its name made readable; a title without values is written as it is")
    func readableTitles() {
        #expect(SocialRoute.signIn.title == "Sign In")
        #expect(SocialRoute.compose.title == "Compose")
        #expect(SocialRoute.settingsPrivacy.title == "100% Private", "no format, so no %% either")
    }

    // MARK: User activities

    @Test("a route's activity: its type, title, universal link, path, and eligibility for Handoff and search")
    func activityOfRoute() throws {
        let activity = SocialUserActivity(.post(id: 7))
        #expect(SocialUserActivity.type == "com.example.social.screen")
        #expect(activity.route == .post(id: 7))
        #expect(activity.title == "Post 7")
        #expect(activity.webpageURL == URL(string: "https://social.example.com/posts/7"))
        #expect(activity.userInfo == ["path": "/posts/7"])
        #expect(activity.targetContentIdentifier == "/posts/7")
        #expect(activity.isEligibleForHandoff && activity.isEligibleForSearch && activity.isAdvertised)
    }

    @Test("routes.json decides what is advertised: no web page for an app-only route, no Handoff, no search, nothing for sign-in")
    func eligibility() {
        let compose = SocialUserActivity(.compose)
        #expect(compose.webpageURL == nil, "universalLink: false")
        #expect(!compose.isEligibleForHandoff && compose.isEligibleForSearch && compose.isAdvertised)
        let conversation = SocialUserActivity(.conversation(thread: Self.code))
        #expect(conversation.isEligibleForHandoff && !conversation.isEligibleForSearch)
        let signIn = SocialUserActivity(.signIn)
        #expect(!signIn.isEligibleForHandoff && !signIn.isEligibleForSearch && !signIn.isAdvertised, "it meets a requirement")
    }

    @Test("an activity reads back as its route; another type, no path or an unknown path reads as none")
    func activityReadsBack() {
        let activity = SocialUserActivity(.comments(id: 3, sort: "new"))
        #expect(SocialUserActivity.route(activityType: SocialUserActivity.type, userInfo: activity.userInfo) == .comments(id: 3, sort: "new"))
        #expect(SocialUserActivity.route(activityType: "com.example.other", userInfo: activity.userInfo) == nil)
        #expect(SocialUserActivity.route(activityType: SocialUserActivity.type, userInfo: nil) == nil)
        #expect(SocialUserActivity.route(activityType: SocialUserActivity.type, userInfo: ["path": "/removed/in/an/update"]) == nil)
        #expect(SocialUserActivity.route(activityType: SocialUserActivity.type, userInfo: ["path": 42]) == nil)
    }

    @Test("continuing an activity opens its route as a link does: in its tab, reported as a link")
    func continueActivity() {
        var events: [SocialNavigationEvent] = []
        tabs.onNavigate = { events.append($0) }
        let activity = SocialUserActivity(.comments(id: 3))
        #expect(tabs.open(activityType: SocialUserActivity.type, userInfo: activity.userInfo, webpageURL: activity.webpageURL))
        #expect(tabs.selectedTab == .feed && tabs.router(for: .feed).path == [.post(id: 3), .comments(id: 3)])
        #expect(events.map(\.cause) == [.link, .link])
    }

    @Test("a web page from a browser opens as its link; an activity no route takes changes nothing")
    func continueWebPage() throws {
        let page = try #require(URL(string: "https://social.example.com/people/ada"))
        #expect(tabs.open(activityType: "NSUserActivityTypeBrowsingWeb", userInfo: nil, webpageURL: page))
        #expect(tabs.router(for: .feed).path == [.profile(handle: "ada")])
        #expect(!tabs.open(activityType: "NSUserActivityTypeBrowsingWeb", userInfo: nil, webpageURL: URL(string: "https://social.example.com/about")))
        #expect(!tabs.open(activityType: "com.example.other", userInfo: nil, webpageURL: nil))
        #expect(tabs.router(for: .feed).path == [.profile(handle: "ada")])
    }

    // MARK: Notifications

    @Test("a notification's payload opens the link under notificationLinkKey, as a string or a URL")
    func notificationPayload() throws {
        #expect(SocialRoute.notificationLinkKey == "url")
        #expect(tabs.open(notificationPayload: ["aps": ["alert": "New comment"], "url": "https://social.example.com/posts/5/comments"]))
        #expect(tabs.router(for: .feed).path == [.post(id: 5), .comments(id: 5)])
        #expect(tabs.open(notificationPayload: ["url": try #require(URL(string: "social://people/ada"))]))
        #expect(tabs.router(for: .feed).path == [.profile(handle: "ada")])
    }

    @Test("a payload without the key, with another type under it, or with a link no route takes opens nothing")
    func notificationWithoutLink() {
        tabs.open(.post(id: 1))
        #expect(!tabs.open(notificationPayload: ["aps": ["alert": "Hello"]]))
        #expect(!tabs.open(notificationPayload: ["link": "https://social.example.com/posts/2"]), "the default key is not this app's")
        #expect(!tabs.open(notificationPayload: ["url": 42]))
        #expect(!tabs.open(notificationPayload: ["url": "https://social.example.com/about"]))
        #expect(!tabs.open(notificationPayload: ["url": "https://elsewhere.example.com/posts/2"]))
        #expect(tabs.router(for: .feed).path == [.post(id: 1)])
    }

    @Test("a notification follows a link's rules: what was presented is dismissed, and a requirement is asked for first")
    func notificationFollowsLinkRules() throws {
        tabs.open(.compose)
        #expect(tabs.router(for: .feed).sheet == .compose)
        #expect(tabs.open(notificationPayload: ["url": "https://social.example.com/posts/9"]))
        #expect(tabs.router(for: .feed).sheet == nil, "never pushed under an open sheet")
        #expect(tabs.open(notificationPayload: ["url": "https://social.example.com/messages/\(Self.code.uuidString)"]))
        #expect(tabs.pending == [.conversation(thread: Self.code)])
        #expect(tabs.router(for: .feed).sheet == .signIn)
        member.signedIn = true
        #expect(tabs.resume())
        #expect(tabs.selectedTab == .inbox && tabs.router(for: .inbox).path == [.conversation(thread: Self.code)])
    }

    // MARK: The route on screen

    @Test("the route on screen is the top of the selected tab's stack, or what is presented over it")
    func visibleRoute() {
        #expect(tabs.visibleRoute == nil, "a tab's root view is no route")
        tabs.open(.comments(id: 3))
        #expect(tabs.visibleRoute == .comments(id: 3))
        tabs.router(for: .feed).show(.compose)
        #expect(tabs.visibleRoute == .compose)
        tabs.select(.me)
        #expect(tabs.visibleRoute == nil)
    }
}

/// What a member has established, which the app hands the routers as `isMet`.
@MainActor
final class Member {
    var signedIn = false

    func isMet(_ requirement: SocialRequirement) -> Bool {
        signedIn
    }
}
