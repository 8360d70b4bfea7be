/// The first OS versions that have an API generated code uses, printed as the `@available`
/// attribute of the declarations that use it, or as the `#available` condition that guards it.
///
/// One value per family of APIs, from Apple's documentation of each (the SwiftUI stand-in cites the
/// page of every declaration it copies). The value layer (route enum, parser, printer, AASA constant,
/// tab enum, saved navigation) uses Foundation only and carries none: it works on every platform.
/// `Docs/GeneratedCode.md` lists what each generated file needs; `PlatformContractTests` compiles
/// every snapshot against the stand-in's documented availability, so a declaration that uses an
/// API above its attribute fails there.
struct PlatformAvailability: Equatable, Sendable {
    var iOS: Int
    var macOS: Int
    var tvOS: Int
    var watchOS: Int
    var visionOS: Int

    /// `navigationDestination(for:destination:)` and `NavigationStack`: what the destinations
    /// modifier needs.
    static let navigationStack = PlatformAvailability(iOS: 16, macOS: 13, tvOS: 16, watchOS: 9, visionOS: 1)

    /// `background(alignment:content:)`, with `accessibilityIdentifier(_:)` (iOS 14): the screen
    /// markers (`screenMarkers`), and so `view(for:)` when the manifest asks for them.
    static let screenMarker = PlatformAvailability(iOS: 15, macOS: 12, tvOS: 15, watchOS: 8, visionOS: 1)

    /// Observation (`@Observable`), `@Bindable`, `environment(_:)` with an object and the two-value
    /// `onChange(of:initial:_:)`: what the routers and the navigation modifiers need.
    static let observation = PlatformAvailability(iOS: 17, macOS: 14, tvOS: 17, watchOS: 10, visionOS: 1)

    /// `Tab(_:systemImage:value:content:)` in a `TabView(selection:)`: the tab API that replaces
    /// `tabItem(_:)`, used behind `if #available` with `tabItem(_:)` as the fallback.
    static let tabContent = PlatformAvailability(iOS: 18, macOS: 15, tvOS: 18, watchOS: 11, visionOS: 2)

    /// `@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)`.
    var attribute: String { "@available(\(versions), *)" }

    /// `@available(iOS 17, tvOS 17, visionOS 1, *)`: the systems that have UIKit's view controllers
    /// (the UIKit controllers, and the scene-delegate entry points, live in `#if canImport(UIKit)`).
    var uikitAttribute: String { "@available(iOS \(iOS), tvOS \(tvOS), visionOS \(visionOS), *)" }

    /// `#available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)`, for an `if`.
    var condition: String { "#available(\(versions), *)" }

    private var versions: String {
        "iOS \(iOS), macOS \(macOS), tvOS \(tvOS), watchOS \(watchOS), visionOS \(visionOS)"
    }
}
