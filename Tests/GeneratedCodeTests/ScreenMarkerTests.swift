#if canImport(SwiftUI)
import Foundation
import SwiftUI
import Testing

/// `"screenMarkers": true` (the `screen-markers` fixture) against the SwiftUI stand-in: each
/// route's view gets, behind it, an accessibility element named for the route, and keeps its own
/// identifiers. The tests build in debug, where the markers are (`#if DEBUG`).
@MainActor
@Suite("Screen markers")
struct ScreenMarkerTests {
    /// The app's views: `item` has an accessibility identifier of its own.
    struct MarkedDestinations: MarkedRouteDestinations {
        func item(id: Int) -> some View { Text("Item \(id)").accessibilityIdentifier("item.title") }
    }

    /// Every value of type `T` in `value`'s stored properties, at any depth: a modifier's too.
    static func all<T>(_ type: T.Type, in value: Any) -> [T] {
        ((value as? T).map { [$0] } ?? []) + Mirror(reflecting: value).children.flatMap { all(type, in: $0.value) }
    }

    /// The identifiers attached behind `view` (its markers), and those on the view itself.
    static func identifiers(in view: some View) -> (behind: [String], own: [String]) {
        let all = all(AccessibilityAttachmentModifier.self, in: view).map(\._identifier)
        let behind = Self.all(_Background.self, in: view).flatMap { Self.all(AccessibilityAttachmentModifier.self, in: $0.content) }
            .map(\._identifier)
        return (behind, all.filter { !behind.contains($0) })
    }

    @Test("each route's view has behind it one accessibility element named route.<name>")
    func markers() {
        let destinations = MarkedDestinations()
        #expect(Self.identifiers(in: destinations.view(for: .home)).behind == ["route.home"])
        #expect(Self.identifiers(in: destinations.view(for: .item(id: 7))).behind == ["route.item"])
        // One element, which hides what little it holds, so VoiceOver and XCUITest see one element.
        let background = Self.all(_Background.self, in: destinations.view(for: .home))
        #expect(background.count == 1)
        #expect(background.flatMap { Self.all(AccessibilityChildBehavior.self, in: $0.content) } == [.ignore])
    }

    @Test("the view keeps its own accessibility identifier beside the marker")
    func ownIdentifierKept() {
        let item = MarkedDestinations().view(for: .item(id: 7))
        #expect(Self.identifiers(in: item).own == ["item.title"])
        #expect(find(Text.self, in: item)?.content == "Item 7")
    }

    @Test("a manifest without screenMarkers adds none")
    func offByDefault() {
        #expect(Self.all(_Background.self, in: AppRouteViews().view(for: .profileSettings)).isEmpty)
        #expect(Self.all(AccessibilityAttachmentModifier.self, in: AppRouteViews().view(for: .profileSettings)).isEmpty)
    }
}
#endif
