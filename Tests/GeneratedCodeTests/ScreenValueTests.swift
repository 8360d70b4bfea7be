import Foundation
import Observation
import Testing

// Screens that carry the app's values (issue 59), on the compiled code of four fixtures:
// `screens-without-links` (SignUpRoute: a registration flow of screens no link opens),
// `preloaded-values` (FeedRoute: links that open a status the app may push with the status it has),
// `non-codable-values` (GalleryRoute: values that restoration cannot store) and `presented-values`
// (ModerationRoute: sheets and covers no link opens, with stacks of their own).
//
// A linked route's `==` ignores the values no link carries, so wherever such a value is the point,
// the tests read it out of the case (`preloaded`, `photoValues`…) rather than trusting `==`.

/// The values of the tests: the app's own types (AppModels.swift).
enum Samples {
    static let applicant = Applicant(name: "Ada Lovelace", email: "ada@example.com")
    static let status = Models.Status(id: "42", content: "Hello")
    static let otherStatus = Models.Status(id: "43", content: "Spam")
    static let alice = Account(handle: "alice", displayName: "Alice")
    static let bob = Account(handle: "bob", displayName: "Bob")
    static let list = Models.List(id: "7", title: "Friends")
    static let photoID = UUID(uuidString: "00000000-0000-0000-0000-0000000000A1") ?? UUID()
    static let photo = Photo(id: photoID, caption: "Dunes")
    static let otherPhoto = Photo(id: UUID(uuidString: "00000000-0000-0000-0000-0000000000A2") ?? UUID(), caption: "Sea")
    static let thumbnail = Thumbnail(pixels: [0, 127, 255])

    /// The bytes a router saved, as text.
    static func text(_ data: Data) -> String { String(decoding: data, as: UTF8.self) }

    /// Saved navigation written by hand.
    static func saved(_ json: String) -> Data { Data(json.utf8) }
}

// MARK: - The values out of each case

extension SignUpRoute {
    /// The values of a `registerStep`; nil for another route.
    var stepValues: (step: Int, savePoint: Applicant?)? {
        guard case .registerStep(let step, let savePoint) = self else { return nil }
        return (step, savePoint)
    }
}

extension FeedRoute {
    /// The values of a `status`; nil for another route.
    var statusValues: (id: String, preloaded: Models.Status?)? {
        guard case .status(let id, let preloaded) = self else { return nil }
        return (id, preloaded)
    }

    /// The values of an `account`; nil for another route.
    var accountValues: (handle: String, preloaded: Account?, followers: [Account])? {
        guard case .account(let handle, let preloaded, let followers) = self else { return nil }
        return (handle, preloaded, followers)
    }

    /// The values of a `tagged`; nil for another route.
    var taggedValues: (tag: String, page: Int, pinned: Bool, scrollTo: Models.Status?)? {
        guard case .tagged(let tag, let page, let pinned, let scrollTo) = self else { return nil }
        return (tag, page, pinned, scrollTo)
    }
}

extension GalleryRoute {
    /// The values of an `album`; nil for another route.
    var albumValues: (id: Int, cover: Thumbnail?)? {
        guard case .album(let id, let cover) = self else { return nil }
        return (id, cover)
    }

    /// The values of a `photo`; nil for another route.
    var photoValues: (albumID: Int, id: UUID, photo: Photo?, thumbnail: Thumbnail?)? {
        guard case .photo(let albumID, let id, let photo, let thumbnail) = self else { return nil }
        return (albumID, id, photo, thumbnail)
    }
}

extension ModerationRoute {
    /// The list of a `listEdit` or `listMembers`; nil for another route.
    var listValues: (id: String, list: Models.List?)? {
        switch self {
        case .listEdit(let id, let list), .listMembers(let id, let list): (id, list)
        default: nil
        }
    }
}

extension SignUpRouter: FlowingRouter {}
extension FeedRouter: FlowingRouter {}
extension GalleryRouter: FlowingRouter {}
extension ModerationRouter: FlowingRouter {}

extension SignUpRoute: PresentableRoute { var presentationName: String { presentation.rawValue } }
extension FeedRoute: PresentableRoute { var presentationName: String { presentation.rawValue } }
extension GalleryRoute: PresentableRoute { var presentationName: String { presentation.rawValue } }
extension ModerationRoute: PresentableRoute { var presentationName: String { presentation.rawValue } }

// MARK: - Screens without links

@Suite("Screens without links")
@MainActor
struct ScreenWithoutLinkTests {
    let applicant = Samples.applicant

    @Test("the seed article's registration flow: a step holding the applicant so far comes back after a relaunch")
    func registrationFlow() throws {
        let router = SignUpRouter(path: [.welcome])
        router.push(.register)
        router.push(.registerStep(step: 3, savePoint: applicant))
        let saved = router.restorationData
        // The stored form: a linked route as its path, a screen without link as its name, and one
        // with values as an object beside its name, each value through its own Codable.
        #expect(Samples.text(saved) == #"{"path":["\/welcome","register",{"route":"registerStep","values":{"savePoint":{"email":"ada@example.com","name":"Ada Lovelace"},"step":3}}]}"#)

        let relaunched = SignUpRouter()
        relaunched.restore(from: saved)
        #expect(relaunched.path == [.welcome, .register, .registerStep(step: 3, savePoint: applicant)])
        let step = try #require(relaunched.path.last?.stepValues)
        #expect(step.step == 3)
        #expect(step.savePoint == applicant)
        #expect(step.savePoint?.email == "ada@example.com")
        #expect(relaunched.restorationData == saved)
    }

    @Test("a screen without link has no path and no links, and is stored by its name")
    func noPathNoLinks() {
        let screens: [(route: SignUpRoute, name: String)] = [
            (.register, "register"), (.registerStep(step: 2, savePoint: applicant), "registerStep"),
            (.applicantCard(applicant: applicant), "applicantCard"),
        ]
        for (route, name) in screens {
            #expect(route.path == nil, "\(name)")
            #expect(route.universalLink == nil, "\(name)")
            #expect(route.customSchemeURL == nil, "\(name)")
            #expect(route.storedText == name)
        }
        // The linked routes of the same enum print as before, through the optional path.
        #expect(SignUpRoute.welcome.path == "/welcome")
        #expect(SignUpRoute.registerHelp.universalLink == URL(string: "https://signup.example.com/welcome/register/help"))
        #expect(SignUpRoute.registerHelp.storedText == "/welcome/register/help")
    }

    @Test("no link opens a screen without link, not even a link spelled as its name", arguments: ["register", "registerStep", "applicantCard"])
    func noLinkOpensIt(name: String) throws {
        for path in [name, "/" + name, "/welcome/" + name, "/" + name + "/", "/welcome/" + name + "?step=2"] {
            #expect(SignUpRoute(path: path) == nil, "\(path)")
        }
        let links = [
            "https://signup.example.com/\(name)", "https://signup.example.com/welcome/\(name)", "signup://\(name)",
            "signup:///\(name)", "signup:\(name)", "signup://welcome/\(name)",
        ]
        for link in links {
            let url = try #require(URL(string: link))
            #expect(SignUpRoute(url: url) == nil, "\(link)")
            #expect(SignUpRoute.stack(for: url) == nil, "\(link)")
            let router = SignUpRouter(path: [.welcome])
            #expect(!router.open(url), "\(link)")
            #expect(router.path == [.welcome], "\(link): a link no route takes changes nothing")
        }
    }

    @Test("a screen without link stands on its parents: its stack is theirs and then itself")
    func stackOfParents() {
        let step = SignUpRoute.registerStep(step: 2, savePoint: applicant)
        #expect(step.stack == [.welcome, .register, step])
        #expect(SignUpRoute.register.stack == [.welcome, .register])
        let router = SignUpRouter()
        router.open(step)
        #expect(router.path == [.welcome, .register, step])
        #expect(router.path.last?.stepValues?.savePoint == applicant)
        router.open(SignUpRoute.applicantCard(applicant: applicant))
        #expect(router.navigation == Navigation(path: [], sheet: .applicantCard(applicant: applicant)), "a sheet over no parent")
    }

    @Test("a link to the child of a screen without link opens through it: the screen is built as its parent")
    func linkedChildOpensThroughIt() throws {
        for link in ["https://signup.example.com/welcome/register/help", "signup://welcome/register/help"] {
            let url = try #require(URL(string: link))
            #expect(SignUpRoute.stack(for: url) == [.welcome, .register, .registerHelp], "\(link)")
            let router = SignUpRouter(path: [.welcome, .register, .registerStep(step: 4, savePoint: applicant)])
            #expect(router.open(url))
            #expect(router.path == [.welcome, .register, .registerHelp], "\(link)")
        }
    }

    @Test("on a screen without link every value counts: two steps with different applicants are two screens")
    func everyValueCounts() {
        let saved = SignUpRoute.registerStep(step: 3, savePoint: applicant)
        let blank = SignUpRoute.registerStep(step: 3, savePoint: nil)
        #expect(saved != blank)
        #expect(saved != .registerStep(step: 4, savePoint: applicant))
        #expect(saved == .registerStep(step: 3, savePoint: Applicant(name: "Ada Lovelace", email: "ada@example.com")))
        #expect(Set([saved, blank, .registerStep(step: 3, savePoint: applicant)]).count == 2)
    }

    @Test("a screen without link advertises no activity: no Handoff, no Spotlight, no web page; its linked child does")
    func notAdvertised() {
        for route in [SignUpRoute.register, .registerStep(step: 2, savePoint: applicant), .applicantCard(applicant: applicant)] {
            let activity = SignUpUserActivity(route)
            #expect(!activity.isEligibleForHandoff, "\(route)")
            #expect(!activity.isEligibleForSearch, "\(route)")
            #expect(!activity.isAdvertised, "\(route)")
            #expect(activity.webpageURL == nil, "\(route)")
        }
        let help = SignUpUserActivity(.registerHelp)
        #expect(help.isAdvertised && help.isEligibleForHandoff && help.isEligibleForSearch)
        #expect(help.webpageURL == URL(string: "https://signup.example.com/welcome/register/help"))
        #expect(SignUpUserActivity.route(activityType: SignUpUserActivity.type, userInfo: help.userInfo) == .registerHelp)
    }
}

// MARK: - Preloaded values

@Suite("Values no link carries, on routes links open")
@MainActor
struct PreloadedValueTests {
    let status = Samples.status

    @Test("a link opens a status without its preload, on every channel")
    func linkOpensWithoutPreload() throws {
        for link in ["https://social.example.com/statuses/42", "social://statuses/42"] {
            let url = try #require(URL(string: link))
            let values = try #require(FeedRoute(url: url)?.statusValues, "\(link)")
            #expect(values.id == "42")
            #expect(values.preloaded == nil, "\(link)")
            let router = FeedRouter()
            #expect(router.open(url))
            #expect(router.path == [.timeline, .status(id: "42")])
            #expect(try #require(router.path.last?.statusValues).preloaded == nil)
        }
        let tagLink = try #require(URL(string: "https://social.example.com/tags/swift?page=2"))
        let tagged = try #require(FeedRoute(url: tagLink)?.taggedValues)
        #expect(tagged.tag == "swift" && tagged.page == 2 && !tagged.pinned && tagged.scrollTo == nil)
        let account = try #require(FeedRoute(path: "/@alice")?.accountValues)
        #expect(account.handle == "alice" && account.preloaded == nil && account.followers.isEmpty)
    }

    @Test("the app opens a status with the status it has: the preload stays on the stack, and a link to it drops it")
    func appOpensWithPreload() throws {
        let router = FeedRouter()
        router.open(FeedRoute.status(id: "42", preloaded: status))
        #expect(router.path == [.timeline, .status(id: "42")])
        #expect(try #require(router.path.last?.statusValues).preloaded == status)
        router.open(try #require(URL(string: "social://statuses/42")))
        #expect(try #require(router.path.last?.statusValues).preloaded == nil, "a link's stack is the link's")
    }

    @Test("a preloaded status is no part of which screen it is: equal to the linked one, hashed alike, one in a set")
    func equality() {
        let linked = FeedRoute.status(id: "1")
        let preloaded = FeedRoute.status(id: "1", preloaded: status)
        #expect(preloaded == linked)
        #expect(preloaded.hashValue == linked.hashValue)
        #expect(Set([linked, preloaded]).count == 1)
        #expect(FeedRoute.status(id: "2", preloaded: status) != preloaded, "the link's values still count")
        #expect(FeedRoute.account(handle: "alice", preloaded: Samples.alice, followers: [Samples.bob]) == .account(handle: "alice"))
        #expect(FeedRoute.account(handle: "alice", preloaded: Samples.alice) != .account(handle: "bob", preloaded: Samples.alice))
        // The query's value is the link's, and counts; the values beside it do not.
        #expect(FeedRoute.tagged(tag: "swift", page: 2, pinned: true, scrollTo: status) == .tagged(tag: "swift", page: 2))
        #expect(FeedRoute.tagged(tag: "swift", page: 2) != .tagged(tag: "swift", page: 3))
    }

    @Test("printing ignores the preload: the link of a preloaded status is the status's link")
    func printingIgnoresPreload() throws {
        let preloaded = FeedRoute.status(id: "42", preloaded: status)
        #expect(preloaded.path == "/statuses/42")
        #expect(preloaded.universalLink == URL(string: "https://social.example.com/statuses/42"))
        #expect(preloaded.customSchemeURL == URL(string: "social://statuses/42"))
        #expect(preloaded.storedText == "/statuses/42")
        let printed = try #require(preloaded.universalLink)
        #expect(try #require(FeedRoute(url: printed).flatMap(\.statusValues)).preloaded == nil)
        let tagged = FeedRoute.tagged(tag: "swift", page: 2, pinned: true, scrollTo: status)
        #expect(tagged.universalLink == URL(string: "https://social.example.com/tags/swift?page=2"))
        // Handoff carries the link, not the status: the values stay on this device.
        #expect(FeedUserActivity(preloaded).userInfo == [FeedUserActivity.pathKey: "/statuses/42"])
    }

    @Test("restoration keeps the preload, stored beside the link")
    func restorationKeepsPreload() throws {
        let router = FeedRouter(path: [.timeline, .status(id: "42", preloaded: status)])
        let saved = router.restorationData
        #expect(Samples.text(saved) == #"{"path":["\/home",{"route":"\/statuses\/42","values":{"preloaded":{"content":"Hello","id":"42"}}}]}"#)
        let relaunched = FeedRouter()
        relaunched.restore(from: saved)
        #expect(relaunched.path == [.timeline, .status(id: "42")])
        #expect(try #require(relaunched.path.last?.statusValues).preloaded == status)
    }

    @Test("restoration keeps a list of app values, a value beside a query value, and the query value from the link")
    func restorationKeepsEveryKind() throws {
        let router = FeedRouter(path: [
            .account(handle: "alice", preloaded: Samples.alice, followers: [Samples.bob, Samples.alice]),
            .tagged(tag: "swift", page: 2, pinned: true, scrollTo: status),
        ])
        let relaunched = FeedRouter()
        relaunched.restore(from: router.restorationData)
        let account = try #require(relaunched.path.first?.accountValues)
        #expect(account.handle == "alice" && account.preloaded == Samples.alice && account.followers == [Samples.bob, Samples.alice])
        let tagged = try #require(relaunched.path.last?.taggedValues)
        #expect(tagged.tag == "swift" && tagged.page == 2 && tagged.pinned && tagged.scrollTo == status)
        #expect(relaunched.restorationData == router.restorationData)
    }

    @Test("data saved before the route had values, its path alone, restores the route with nothing preloaded")
    func oldFormRestores() throws {
        let router = FeedRouter()
        router.restore(from: Samples.saved(#"{"path":["\/home","\/statuses\/42","\/tags\/swift?page=3"]}"#))
        #expect(router.path == [.timeline, .status(id: "42"), .tagged(tag: "swift", page: 3)])
        #expect(try #require(router.path[1].statusValues).preloaded == nil)
        let tagged = try #require(router.path[2].taggedValues)
        #expect(!tagged.pinned && tagged.scrollTo == nil)
    }
}

// MARK: - Values that are not Codable

@Suite("Values that are not Codable")
@MainActor
struct NonCodableValueTests {
    let photo = Samples.photo
    let thumbnail = Samples.thumbnail
    var photoRoute: GalleryRoute {
        .photo(albumID: 1, id: Samples.photoID, photo: photo, thumbnail: thumbnail)
    }
    var editor: GalleryRoute { .editor(photo: photo, preview: thumbnail, visibility: .friends) }

    @Test("a linked route restores at its link without its thumbnail, and keeps the photo")
    func linkedRouteLeavesThumbnailOut() throws {
        let router = GalleryRouter(path: [.album(id: 1, cover: thumbnail), photoRoute])
        let saved = router.restorationData
        // The album's only value is not Codable: it keeps the plain form, its link.
        #expect(Samples.text(saved) == #"{"path":["\/albums\/1",{"route":"\/albums\/1\/photos\/00000000-0000-0000-0000-0000000000A1","values":{"photo":{"caption":"Dunes","id":"00000000-0000-0000-0000-0000000000A1"}}}]}"#)
        let relaunched = GalleryRouter()
        relaunched.restore(from: saved)
        #expect(relaunched.path == [.album(id: 1), .photo(albumID: 1, id: Samples.photoID)])
        #expect(try #require(relaunched.path.first?.albumValues).cover == nil)
        let values = try #require(relaunched.path.last?.photoValues)
        #expect(values.photo == photo)
        #expect(values.thumbnail == nil)
    }

    @Test("a screen without link that holds a value that is not Codable ends the restored stack there")
    func editorEndsTheStack() {
        let router = GalleryRouter(path: [.album(id: 1), photoRoute, editor, .album(id: 2)])
        let relaunched = GalleryRouter(path: [.album(id: 9)])
        relaunched.restore(from: router.restorationData)
        #expect(relaunched.path == [.album(id: 1), .photo(albumID: 1, id: Samples.photoID)])
        #expect(Samples.text(router.restorationData).contains(#"{"route":"editor"}"#), "stored by its name alone")
    }

    @Test("a presented screen that holds a value that is not Codable is not presented after a relaunch")
    func presentedEditorIsNotRestored() {
        let router = GalleryRouter(path: [.album(id: 1), photoRoute])
        router.show(editor)
        #expect(router.fullScreenCover == editor)
        let relaunched = GalleryRouter()
        relaunched.restore(from: router.restorationData)
        #expect(relaunched.navigation == Navigation(path: [.album(id: 1), .photo(albumID: 1, id: Samples.photoID)]))
        #expect(relaunched.presentedRouter == nil)
    }

    @Test("a screen without link whose values are all Codable round-trips: a list of photos, and a custom type as its raw value")
    func shareRoundTrips() throws {
        let share = GalleryRoute.share(photos: [photo, Samples.otherPhoto], visibility: .onlyMe, note: "For the album")
        let router = GalleryRouter(path: [.album(id: 1)])
        router.show(share)
        let saved = router.restorationData
        #expect(Samples.text(saved).contains(#""visibility":"onlyMe""#), "the raw value")
        let relaunched = GalleryRouter()
        relaunched.restore(from: saved)
        #expect(relaunched.navigation == Navigation(path: [.album(id: 1)], sheet: share))
        #expect(relaunched.restorationData == saved)

        let plain = GalleryRouter()
        plain.show(.share())
        let restored = GalleryRouter()
        restored.restore(from: plain.restorationData)
        #expect(restored.sheet == .share(photos: [], visibility: .friends, note: nil))
    }

    @Test("a value the saved data lacks takes its stand-in: its default, nil, an empty list")
    func missingValuesTakeStandIns() {
        let router = GalleryRouter()
        router.restore(from: Samples.saved(#"{"path":[],"sheet":{"route":"share","values":{}}}"#))
        #expect(router.sheet == .share(photos: [], visibility: .friends, note: nil))
    }
}

// MARK: - Stored values that no longer decode

@Suite("Stored values that no longer decode")
@MainActor
struct UndecodableValueTests {
    @Test("a value that no longer decodes ends the stack there; the routes before it stay", arguments: [
        #"{"route":"registerStep","values":{"step":"three"}}"#,
        #"{"route":"registerStep","values":{"step":3,"savePoint":{"name":7}}}"#,
        #"{"route":"registerStep","values":{}}"#,
        #"{"route":"registerStep"}"#,
        #""registerStep""#,
    ])
    func undecodableValue(stored: String) {
        let router = SignUpRouter()
        router.restore(from: Samples.saved(#"{"path":["\/welcome","register",\#(stored),"register"]}"#))
        #expect(router.path == [.welcome, .register])
    }

    @Test("a route name this version no longer has ends the stack there, stored alone or with values", arguments: [
        #""onboarding""#, #"{"route":"onboarding","values":{"step":3}}"#, #"{"route":"onboarding"}"#,
        #"{"values":{"step":3}}"#,
    ])
    func unknownName(stored: String) {
        let router = SignUpRouter()
        router.restore(from: Samples.saved(#"{"path":["\/welcome",\#(stored),"register"]}"#))
        #expect(router.path == [.welcome])
    }

    @Test("a route stored with values that this version holds none of reads back from its link or name alone")
    func valuesRemovedByAnUpdate() {
        let router = SignUpRouter()
        // `welcome` and `register` hold no values here: an earlier version could have given them some.
        router.restore(from: Samples.saved(#"{"path":[{"route":"\/welcome","values":{"note":"x"}},{"route":"register","values":{}},"register"]}"#))
        #expect(router.path == [.welcome, .register, .register])
    }

    @Test("a presented screen whose value no longer decodes is not presented; the stack stays")
    func undecodablePresented() {
        let router = SignUpRouter()
        router.restore(from: Samples.saved(#"{"path":["\/welcome"],"sheet":{"route":"applicantCard","values":{"applicant":{"name":7}}}}"#))
        #expect(router.navigation == Navigation(path: [.welcome]))
    }

    @Test("a custom type's raw value this version no longer has does not decode")
    func removedRawValue() {
        let router = GalleryRouter()
        router.restore(from: Samples.saved(#"{"path":["\/albums\/1"],"sheet":{"route":"share","values":{"photos":[],"visibility":"public"}}}"#))
        #expect(router.navigation == Navigation(path: [.album(id: 1)]))
    }

    @Test("on a linked route too, a stored value that no longer decodes ends the stack there")
    func undecodableValueOnALinkedRoute() {
        let router = FeedRouter()
        router.restore(from: Samples.saved(#"{"path":["\/home",{"route":"\/statuses\/42","values":{"preloaded":{"id":42}}},"\/@alice"]}"#))
        #expect(router.path == [.timeline])
    }
}

// MARK: - Presented screens with values

/// Whether the moderator has signed in, which the router asks as `isMet`.
@MainActor
final class ModeratorSession {
    var signedIn = true

    func isMet(_ requirement: ModerationRequirement) -> Bool {
        switch requirement {
        case .signedIn: signedIn
        }
    }
}

@Suite("Presented screens with values")
@MainActor
struct PresentedValueTests {
    let status = Samples.status
    let session = ModeratorSession()

    /// The events a router reported, in order.
    final class Log {
        var events: [ModerationNavigationEvent] = []
    }

    /// A report of `status`, its reason chosen inside the sheet and the confirmation over it.
    func reportFlow(_ router: ModerationRouter) throws {
        router.show(.report(status: status))
        let inside = try #require(router.presentedRouter)
        inside.push(.reportReason(status: status, reason: "Spam"))
        inside.show(.reportSent(status: status, reason: "Spam"))
    }

    /// What `reportFlow` shows, level by level.
    var reportLevels: [Navigation<ModerationRoute>] {
        [
            Navigation(path: [.timeline], sheet: .report(status: status)),
            Navigation(path: [.reportReason(status: status, reason: "Spam")], fullScreenCover: .reportSent(status: status, reason: "Spam")),
            Navigation(path: []),
        ]
    }

    @Test("a sheet no link opens has a router of its own: pushed inside it, and presented over it, with their values")
    func sheetWithAStack() throws {
        let router = ModerationRouter(path: [.timeline])
        router.isMet = session.isMet
        try reportFlow(router)
        #expect(levels(router) == reportLevels)
        #expect(router.visibleRoute == .reportSent(status: status, reason: "Spam"))
        #expect(ModerationRoute.reportSent(status: status, reason: "Spam").stack == [
            .report(status: status), .reportReason(status: status, reason: "Spam"), .reportSent(status: status, reason: "Spam"),
        ])
    }

    @Test("restoration brings back every level with its values")
    func restorationOfEveryLevel() throws {
        let router = ModerationRouter(path: [.timeline])
        router.isMet = session.isMet
        try reportFlow(router)
        let relaunched = ModerationRouter()
        relaunched.isMet = session.isMet
        relaunched.restore(from: router.restorationData)
        // Screens without links: `==` compares every value, the status and the reason included.
        #expect(levels(relaunched) == reportLevels)
        #expect(relaunched.restorationData == router.restorationData)
    }

    @Test("a report waits for sign-in with its status, and opens with it once the moderator has signed in")
    func requirementKeepsItPending() throws {
        session.signedIn = false
        let router = ModerationRouter(path: [.timeline])
        router.isMet = session.isMet
        router.show(.report(status: status))
        #expect(router.pending == [.report(status: status)])
        #expect(router.navigation == Navigation(path: [.timeline], sheet: .signIn))
        #expect(!router.resume(), "still signed out: the wait ends, nothing opens")
        #expect(router.pending == nil && router.sheet == nil)

        router.show(.report(status: Samples.otherStatus))
        session.signedIn = true
        #expect(router.resume())
        #expect(router.navigation == Navigation(path: [], sheet: .report(status: Samples.otherStatus)))
        #expect(router.pending == nil)
    }

    @Test("restoration leaves out a report while its requirement is unmet")
    func restorationRespectsTheRequirement() throws {
        let router = ModerationRouter(path: [.timeline])
        router.isMet = session.isMet
        try reportFlow(router)
        session.signedIn = false
        let relaunched = ModerationRouter()
        relaunched.isMet = session.isMet
        relaunched.restore(from: router.restorationData)
        #expect(levels(relaunched) == [Navigation(path: [.timeline])])
    }

    @Test("onNavigate names the routes with their values")
    func events() throws {
        let log = Log()
        let router = ModerationRouter(path: [.timeline])
        router.onNavigate = { [log] in log.events.append($0) }
        try reportFlow(router)
        let reason = ModerationRoute.reportReason(status: status, reason: "Spam")
        let sent = ModerationRoute.reportSent(status: status, reason: "Spam")
        #expect(log.events == [
            .init(.present, .report(status: status), cause: .app), .init(.push, reason, cause: .app),
            .init(.present, sent, cause: .app),
        ])
        log.events = []
        let relaunched = ModerationRouter()
        relaunched.onNavigate = { [log] in log.events.append($0) }
        relaunched.restore(from: router.restorationData)
        #expect(log.events == [
            .init(.push, .timeline, cause: .restoration), .init(.present, .report(status: status), cause: .restoration),
            .init(.push, reason, cause: .restoration), .init(.present, sent, cause: .restoration),
        ])
        log.events = []
        router.dismissAll()
        #expect(log.events == [.init(.dismiss, sent, cause: .app), .init(.dismiss, .report(status: status), cause: .app)])
    }

    @Test("a link to the members of a list opens the list's sheet, nothing preloaded, with the members pushed inside it")
    func linkIntoASheet() throws {
        let router = ModerationRouter(path: [.timeline])
        #expect(router.open(try #require(URL(string: "https://mod.example.com/lists/7/edit/members"))))
        #expect(levels(router) == [Navigation(path: [], sheet: .listEdit(id: "7")), Navigation(path: [.listMembers(id: "7")])])
        #expect(try #require(router.sheet?.listValues).list == nil)
        #expect(try #require(router.presentedRouter?.path.last?.listValues).list == nil)
    }

    @Test("the app opens the members with the list it has: the sheet under them holds it too")
    func appOpensWithTheList() throws {
        let router = ModerationRouter()
        router.open(ModerationRoute.listMembers(id: "7", list: Samples.list))
        #expect(try #require(router.sheet?.listValues).list == Samples.list)
        #expect(try #require(router.presentedRouter?.path.last?.listValues).list == Samples.list)
        let relaunched = ModerationRouter()
        relaunched.restore(from: router.restorationData)
        #expect(try #require(relaunched.sheet?.listValues).list == Samples.list)
        #expect(try #require(relaunched.presentedRouter?.path.last?.listValues).list == Samples.list)
    }
}

// MARK: - UIKit

#if os(Linux)
/// Every route's view controller knows its route, values included.
struct SignUpTestControllers: SignUpRouteViewControllers {
    func welcome() -> ViewController { RouteViewController(SignUpRoute.welcome) }
    func register() -> ViewController { RouteViewController(SignUpRoute.register) }
    func registerStep(step: Int, savePoint: Applicant?) -> ViewController {
        RouteViewController(SignUpRoute.registerStep(step: step, savePoint: savePoint))
    }
    func registerHelp() -> ViewController { RouteViewController(SignUpRoute.registerHelp) }
    func applicantCard(applicant: Applicant) -> ViewController { RouteViewController(SignUpRoute.applicantCard(applicant: applicant)) }
}

struct ModerationTestControllers: ModerationRouteViewControllers {
    func timeline() -> ViewController { RouteViewController(ModerationRoute.timeline) }
    func signIn() -> ViewController { RouteViewController(ModerationRoute.signIn) }
    func report(status: Models.Status) -> ViewController { RouteViewController(ModerationRoute.report(status: status)) }
    func reportReason(status: Models.Status, reason: String) -> ViewController {
        RouteViewController(ModerationRoute.reportReason(status: status, reason: reason))
    }
    func reportSent(status: Models.Status, reason: String) -> ViewController {
        RouteViewController(ModerationRoute.reportSent(status: status, reason: reason))
    }
    func listEdit(id: String, list: Models.List?) -> ViewController { RouteViewController(ModerationRoute.listEdit(id: id, list: list)) }
    func listMembers(id: String, list: Models.List?) -> ViewController {
        RouteViewController(ModerationRoute.listMembers(id: id, list: list))
    }
}

struct FeedTestControllers: FeedRouteViewControllers {
    func timeline() -> ViewController { RouteViewController(FeedRoute.timeline) }
    func status(id: String, preloaded: Models.Status?) -> ViewController {
        RouteViewController(FeedRoute.status(id: id, preloaded: preloaded))
    }
    func account(handle: String, preloaded: Account?, followers: [Account]) -> ViewController {
        RouteViewController(FeedRoute.account(handle: handle, preloaded: preloaded, followers: followers))
    }
    func tagged(tag: String, page: Int, pinned: Bool, scrollTo: Models.Status?) -> ViewController {
        RouteViewController(FeedRoute.tagged(tag: tag, page: page, pinned: pinned, scrollTo: scrollTo))
    }
}

@Suite("UIKit: screens with values", .serialized)
@MainActor
struct UIKitScreenValueTests {
    let applicant = Samples.applicant
    let status = Samples.status

    @Test("the view-controller factory receives the values of a screen without link, and of a linked route")
    func factoryReceivesValues() throws {
        let step = SignUpTestControllers().viewController(for: .registerStep(step: 3, savePoint: applicant))
        let stepValues = try #require((step as? RouteViewController<SignUpRoute>)?.route.stepValues)
        #expect(stepValues.step == 3 && stepValues.savePoint == applicant)
        let preloaded = FeedTestControllers().viewController(for: .status(id: "42", preloaded: status))
        #expect(try #require((preloaded as? RouteViewController<FeedRoute>)?.route.statusValues).preloaded == status)
    }

    @Test("UIKit shows a pushed screen without link and a presented one with values as the router holds them", arguments: UIKitStage.Transitions.allCases)
    func stageShowsThem(_ transitions: UIKitStage.Transitions) async throws {
        let scene = UIKitStage.Scene(transitions)
        let router = SignUpRouter()
        let navigation = scene.onScreen(SignUpNavigationController(router: router, root: TabRootViewController("root"), destinations: SignUpTestControllers()))
        router.open(SignUpRoute.registerStep(step: 2, savePoint: applicant))
        router.show(.applicantCard(applicant: applicant))
        await scene.settle()
        #expect(levels(router) == [
            Navigation(path: [.welcome, .register, .registerStep(step: 2, savePoint: applicant)], sheet: .applicantCard(applicant: applicant)),
            Navigation(path: []),
        ])
        // Screens without links: `==` compares the applicant too.
        #expect(UIKitStage.levels(navigation, of: SignUpRoute.self) == levels(router))
        #expect(UIKitStage.refusals == 0)
    }

    @Test("UIKit shows a sheet no link opens with a stack of its own, and a cover over it, with their values", arguments: UIKitStage.Transitions.allCases)
    func stageShowsAFlow(_ transitions: UIKitStage.Transitions) async throws {
        let scene = UIKitStage.Scene(transitions)
        let router = ModerationRouter(path: [.timeline])
        let navigation = scene.onScreen(ModerationNavigationController(router: router, root: TabRootViewController("root"), destinations: ModerationTestControllers()))
        router.open(ModerationRoute.reportSent(status: status, reason: "Spam"))
        await scene.settle()
        #expect(levels(router) == [
            Navigation(path: [], sheet: .report(status: status)),
            Navigation(path: [.reportReason(status: status, reason: "Spam")], fullScreenCover: .reportSent(status: status, reason: "Spam")),
            Navigation(path: []),
        ])
        #expect(UIKitStage.levels(navigation, of: ModerationRoute.self) == levels(router))
        #expect(UIKitStage.refusals == 0)
    }

    @Test("the navigation controller advertises no screen without link; a linked route on top, it does")
    func advertising() async throws {
        let scene = UIKitStage.Scene(.immediate)
        let router = SignUpRouter()
        let navigation = scene.onScreen(SignUpNavigationController(router: router, root: TabRootViewController("root"), destinations: SignUpTestControllers()))
        router.push(.welcome)
        await scene.settle()
        #expect(UIKitStage.advertisedPath(navigation) == "/welcome")
        router.push(.register)
        await scene.settle()
        #expect(UIKitStage.advertisedPath(navigation) == nil)
        router.push(.registerStep(step: 2, savePoint: applicant))
        await scene.settle()
        #expect(UIKitStage.advertisedPath(navigation) == nil)
        router.push(.registerHelp)
        await scene.settle()
        #expect(UIKitStage.advertisedPath(navigation) == "/welcome/register/help")
    }

    @Test("the scene's restoration activity brings back screens without links and preloaded values, which UIKit then shows", arguments: UIKitStage.Transitions.allCases)
    func sceneRestoration(_ transitions: UIKitStage.Transitions) async throws {
        let scene = UIKitStage.Scene(transitions)
        let router = SignUpRouter(path: [.welcome, .register, .registerStep(step: 3, savePoint: applicant)])
        router.show(.applicantCard(applicant: applicant))
        let restored = SignUpRouter()
        restored.restore(from: router.restorationActivity)
        let navigation = scene.onScreen(SignUpNavigationController(router: restored, root: TabRootViewController("root"), destinations: SignUpTestControllers()))
        await scene.settle()
        #expect(restored.restorationData == router.restorationData)
        #expect(try #require(restored.path.last?.stepValues).savePoint == applicant)
        #expect(UIKitStage.levels(navigation, of: SignUpRoute.self) == levels(router))

        let feed = FeedRouter(path: [.timeline, .status(id: "42", preloaded: status)])
        let restoredFeed = FeedRouter()
        restoredFeed.restore(from: feed.restorationActivity)
        let feedNavigation = scene.onScreen(FeedNavigationController(router: restoredFeed, root: TabRootViewController("root"), destinations: FeedTestControllers()))
        await scene.settle()
        let shown = try #require((UIKitStage.top(feedNavigation) as? RouteViewController<FeedRoute>)?.route.statusValues)
        #expect(shown.preloaded == status, "the view controller was made with the restored status")
    }
}
#endif
