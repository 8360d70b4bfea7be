import Foundation
import Observation
import Testing

/// The split view layout's tab router (fixture `split-view`): the tab router of every layout, plus
/// the columns, which links, `select(_:)` and restoration set.
@Suite("The split view's tab router")
@MainActor
struct SplitViewRouterTests {
    @Test("a link selects its route's tab, builds its stack there and shows that stack in a compact width")
    func link() throws {
        let tabs = NotesTabRouter()
        #expect(tabs.preferredCompactColumn == .sidebar, "a compact width starts on the list")
        #expect(tabs.open(try #require(URL(string: "notes://notes/7/share"))))
        #expect(tabs.selectedTab == .notes)
        #expect(tabs.router(for: .notes).navigation == Navigation(path: [.note(id: 7)], sheet: .share(id: 7)))
        #expect(tabs.preferredCompactColumn == .detail)
    }

    @Test("a link no route takes changes nothing, the columns included")
    func refusedLink() throws {
        let tabs = NotesTabRouter()
        #expect(!tabs.open(try #require(URL(string: "notes://unknown"))))
        #expect(tabs.preferredCompactColumn == .sidebar)
        #expect(tabs.selectedTab == .notes)
    }

    @Test("select(_:) shows the stack: another item's as it was left, the item on screen's back at its root")
    func select() {
        let tabs = NotesTabRouter()
        tabs.router(for: .notes).path = [.note(id: 1)]
        tabs.router(for: .drafts).path = [.draft(id: 2)]
        tabs.select(.drafts)
        #expect(tabs.preferredCompactColumn == .detail)
        #expect(tabs.router(for: .drafts).path == [.draft(id: 2)])
        tabs.preferredCompactColumn = .sidebar  // back to the list, as a compact width's back button does
        tabs.select(.drafts)
        #expect(tabs.preferredCompactColumn == .detail)
        #expect(tabs.router(for: .drafts).path == [], "a tap on the item on screen pops it to its root")
        #expect(tabs.router(for: .notes).path == [.note(id: 1)])
    }

    @Test("the columns are observed, so the split view follows a link")
    func observation() throws {
        let tabs = NotesTabRouter()
        let fired = Fired()
        withObservationTracking { _ = tabs.preferredCompactColumn } onChange: { fired.value = true }
        tabs.open(NotesRoute.draft(id: 3))
        #expect(fired.value)
    }

    @Test("restoration brings back the selection, every stack and the columns")
    func restoration() throws {
        let tabs = NotesTabRouter()
        tabs.open(NotesRoute.share(id: 4))
        tabs.router(for: .drafts).push(.draft(id: 5))
        tabs.columnVisibility = .detailOnly
        let restored = NotesTabRouter()
        restored.restore(from: tabs.restorationData)
        #expect(restored.selectedTab == .notes)
        #expect(restored.preferredCompactColumn == .detail)
        #expect(restored.columnVisibility == .detailOnly)
        for tab in NotesTab.allCases {
            #expect(restored.router(for: tab).navigation == tabs.router(for: tab).navigation, "\(tab)")
        }
    }

    @Test("data saved without columns (by the tabs layout) or with a tab an update removed restores what it can")
    func restorationAcrossLayouts() {
        let tabs = NotesTabRouter()
        tabs.columnVisibility = .all
        let saved = #"{"selectedTab":"archive","tabs":{"archive":{"path":[]},"drafts":{"path":["/drafts/9"]}}}"#
        tabs.restore(from: Data(saved.utf8))
        #expect(tabs.selectedTab == .notes, "a selected tab this version no longer has leaves the selection")
        #expect(tabs.router(for: .drafts).path == [.draft(id: 9)])
        #expect(tabs.columnVisibility == .all, "columns the data lacks are left as they are")
        #expect(tabs.preferredCompactColumn == .sidebar)
    }

    @Test("the saved columns are their names, so saved data outlives an app update")
    func savedColumns() throws {
        let tabs = NotesTabRouter()
        tabs.select(.shared)
        let json = try #require(String(data: tabs.restorationData, encoding: .utf8))
        #expect(json.contains(#""columnVisibility":"automatic""#) && json.contains(#""preferredCompactColumn":"detail""#), "\(json)")
    }
}
