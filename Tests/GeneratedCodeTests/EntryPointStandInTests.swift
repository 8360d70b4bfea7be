#if os(Linux)
import Foundation
import SwiftUI
import Testing

/// The entry points that take Apple's types, run on the Linux stand-ins (fixture `entry-points`):
/// `NSUserActivity`, a UIKit scene's connection options and URL contexts, a notification response,
/// and the SwiftUI modifiers that continue, advertise and route links. UIKit's and
/// UserNotifications' values come from ``StandInDoors``.
@Suite("Entry points on Apple's types")
@MainActor
struct EntryPointStandInTests {
    let member = Member()
    let tabs = SocialTabRouter()

    init() {
        tabs.isMet = member.isMet
    }

    func url(_ string: String) throws -> URL {
        try #require(URL(string: string))
    }

    // MARK: NSUserActivity

    @Test("a route's NSUserActivity carries its activity's fields, and the path is the key it needs")
    func userActivity() {
        let activity = SocialRoute.comments(id: 3, sort: "new").userActivity
        #expect(activity.activityType == "com.example.social.screen")
        #expect(activity.title == "Comments on Post 3, new First")
        #expect(activity.webpageURL == URL(string: "https://social.example.com/posts/3/comments?sort=new"))
        #expect(activity.userInfo?["path"] as? String == "/posts/3/comments?sort=new")
        #expect(activity.requiredUserInfoKeys == ["path"])
        #expect(activity.targetContentIdentifier == "/posts/3/comments?sort=new")
        #expect(activity.isEligibleForHandoff && activity.isEligibleForSearch)
        let compose = SocialRoute.compose.userActivity
        #expect(compose.webpageURL == nil && !compose.isEligibleForHandoff && compose.isEligibleForSearch)
    }

    @Test("a router continues an NSUserActivity: one a route advertised, or a universal link")
    func continueUserActivity() throws {
        #expect(tabs.open(SocialRoute.post(id: 4).userActivity))
        #expect(tabs.router(for: .feed).path == [.post(id: 4)])
        let link = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
        link.webpageURL = try url("https://social.example.com/people/ada")
        #expect(tabs.open(link))
        #expect(tabs.router(for: .feed).path == [.profile(handle: "ada")])
        #expect(!tabs.open(NSUserActivity(activityType: "com.example.other")))
    }

    // MARK: Scene delegates

    @Test("a scene's connection options open the link that launched the app, or its universal-link activity")
    func connectionOptions() throws {
        let byURL = StandInDoors.connection(urls: [try url("social://posts/8")])
        #expect(tabs.open(byURL))
        #expect(tabs.router(for: .feed).path == [.post(id: 8)])

        let link = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
        link.webpageURL = try url("https://social.example.com/tags?tag=swift")
        #expect(tabs.open(StandInDoors.connection(activities: [link])))
        #expect(tabs.router(for: .feed).path == [.tagged(tag: ["swift"])])

        #expect(!tabs.open(StandInDoors.connection()), "a plain launch opens nothing")
        #expect(tabs.router(for: .feed).path == [.tagged(tag: ["swift"])])
    }

    @Test("URL contexts open the one link a route takes, and the same one whatever the set's order")
    func urlContexts() throws {
        let contexts = StandInDoors.contexts([
            try url("https://social.example.com/about"), try url("social://posts/2"), try url("social://posts/1"),
        ])
        #expect(tabs.open(contexts))
        #expect(tabs.router(for: .feed).path == [.post(id: 1)], "the first by its text")
        #expect(!tabs.open(StandInDoors.contexts([try url("https://social.example.com/about")])))
    }

    // MARK: Notification responses

    @Test("a tap on a notification opens its link; a custom action or a dismissal changes nothing")
    func notificationResponse() {
        let payload: [AnyHashable: Any] = ["aps": ["alert": "Ada mentioned you"], "url": "https://social.example.com/posts/6"]
        #expect(!tabs.open(StandInDoors.response(payload, action: "reply")))
        #expect(!tabs.open(StandInDoors.response(payload, action: StandInDoors.dismissAction)))
        #expect(tabs.router(for: .feed).path == [])
        #expect(tabs.open(StandInDoors.response(payload)))
        #expect(tabs.router(for: .feed).path == [.post(id: 6)])
        #expect(!tabs.open(StandInDoors.response(["aps": ["alert": "Hello"]])))
    }

    // MARK: Cold starts

    /// Each door a cold start comes through, as the app's delegate hands it to the router.
    enum Door: String, CaseIterable {
        case sceneURL, sceneActivity, notification, userActivity, payload
    }

    @Test("a cold start through each door wins over the restoration of the last session", arguments: Door.allCases)
    func coldStart(through door: Door) throws {
        let last = SocialTabRouter()
        last.open(.settingsPrivacy)
        let saved = last.restorationData
        let link = try url("https://social.example.com/posts/12")
        switch door {
        case .sceneURL:
            tabs.open(StandInDoors.connection(urls: [link]))
        case .sceneActivity:
            let activity = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
            activity.webpageURL = link
            tabs.open(StandInDoors.connection(activities: [activity]))
        case .notification:
            tabs.open(StandInDoors.response(["url": link.absoluteString]))
        case .userActivity:
            tabs.open(SocialRoute.post(id: 12).userActivity)
        case .payload:
            tabs.open(notificationPayload: ["url": link])
        }
        tabs._restoreAtLaunch(from: saved)
        #expect(tabs.selectedTab == .feed && tabs.router(for: .feed).path == [.post(id: 12)])
        #expect(tabs.router(for: .me).path == [], "the last session is not restored over it")
    }

    // MARK: SwiftUI

    @Test("the links modifier continues the routes' activities as well as web pages")
    func linksContinueActivities() {
        let view = Text("").socialLinks(tabs)
        #expect(_find(String.self, in: view) == [NSUserActivityTypeBrowsingWeb, "com.example.social.screen"])
        let handlers = _find(((NSUserActivity) -> Void).self, in: view)
        #expect(handlers.count == 2)
        handlers.last?(SocialRoute.offer(percent: 10, code: EntryPointTests.code).userActivity)
        #expect(tabs.router(for: .feed).path == [.offer(percent: 10, code: EntryPointTests.code)])
    }

    /// The handler of the `OpenURLAction` that `view` puts in the environment.
    func openURLHandler(in view: some View) throws -> (URL) -> OpenURLAction.Result {
        let values = _find(_EnvironmentValue<OpenURLAction>.self, in: view)
        try #require(values.count == 1 && values[0].keyPath == \EnvironmentValues.openURL)
        return try #require(values[0].value._handler as? (URL) -> OpenURLAction.Result)
    }

    @Test("a link tapped inside the app opens in the router with its back stack; any other goes to the system")
    func linksInsideTheApp() throws {
        let handler = try openURLHandler(in: Text("").socialLinks(tabs))
        #expect(handler(try url("https://social.example.com/posts/3/comments"))._kind == "handled")
        #expect(tabs.router(for: .feed).path == [.post(id: 3), .comments(id: 3)])
        #expect(handler(try url("https://social.example.com/about"))._kind == "systemAction", "a page the app does not show")
        #expect(handler(try url("mailto:ada@example.com"))._kind == "systemAction")
        #expect(tabs.router(for: .feed).path == [.post(id: 3), .comments(id: 3)])
    }

    @Test("alone, the in-app handler hands a link no route takes to `unhandled` instead of the system")
    func linksInsideTheAppUnhandled() throws {
        var unhandled: [URL] = []
        let router = SocialRouter()
        let handler = try openURLHandler(in: Text("").socialOpenURL(router, unhandled: { unhandled.append($0) }))
        #expect(handler(try url("https://elsewhere.example.com/"))._kind == "handled")
        #expect(unhandled == [try url("https://elsewhere.example.com/")])
        #expect(handler(try url("social://people/ada"))._kind == "handled" && router.path == [.profile(handle: "ada")])
    }

    /// What `socialUserActivity(_:)` advertises now, filled into a new activity; nil for nothing.
    func advertised() throws -> NSUserActivity? {
        let advertised = _find(_AdvertisedActivity.self, in: Text("").socialUserActivity(tabs))
        try #require(advertised.count == 1 && advertised[0].type == "com.example.social.screen")
        guard let update = advertised[0].update else { return nil }
        let activity = NSUserActivity(activityType: advertised[0].type)
        update(activity)
        return activity
    }

    @Test("the route on screen is advertised while it is visible; nothing at a root, nor for a route never advertised")
    func advertisesTheVisibleRoute() throws {
        #expect(try advertised() == nil, "a tab's root view")
        tabs.open(.post(id: 5))
        #expect(try advertised()?.title == "Post 5")
        #expect(try advertised()?.userInfo?["path"] as? String == "/posts/5")
        tabs.router(for: .feed).show(.compose)
        #expect(try advertised()?.title == "Compose", "what is presented over the stack")
        tabs.router(for: .feed).dismiss()
        tabs.open(.conversation(thread: EntryPointTests.code))
        #expect(tabs.router(for: .feed).sheet == .signIn)
        #expect(try advertised() == nil, "the sign-in sheet meets a requirement: not advertised")
    }
}
#endif
