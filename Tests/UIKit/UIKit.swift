// A stand-in for the few UIKit declarations RouteGen's generated scene-delegate entry points use,
// so that they type-check on Linux, where UIKit does not exist. Each declaration follows Apple's
// documentation of the real one (isolation, availability: none of it exists on macOS or watchOS).
// Apple's types have no public initializers ("Don't create … objects directly"); the `_`-prefixed
// ones here are the stand-in's, for tests to build what the system would hand a scene delegate.
//
// Linux only: the test targets depend on it with `.when(platforms: [.linux])`.

#if os(Linux)
// As on Apple platforms, `import UIKit` brings Foundation (and with it `NSUserActivity`).
@_exported import AppleFoundation

// MARK: - Scenes

/// `@MainActor class UIScene`.
///
/// Apple's documentation: <https://developer.apple.com/documentation/uikit/uiscene>
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor
open class UIScene {
    /// `@MainActor class ConnectionOptions`: what a scene connects with, such as the link that
    /// launched the app.
    ///
    /// Apple's documentation: <https://developer.apple.com/documentation/uikit/uiscene/connectionoptions>
    @MainActor
    open class ConnectionOptions {
        /// `var urlContexts: Set<UIOpenURLContext> { get }`: "An empty set indicates that there are
        /// no URLs to open."
        ///
        /// Apple's documentation: <https://developer.apple.com/documentation/uikit/uiscene/connectionoptions/urlcontexts>
        open private(set) var urlContexts: Set<UIOpenURLContext>

        /// `var userActivities: Set<NSUserActivity> { get }`: "This property doesn't contain user
        /// activity objects related to Handoff."
        ///
        /// Apple's documentation: <https://developer.apple.com/documentation/uikit/uiscene/connectionoptions/useractivities>
        open private(set) var userActivities: Set<NSUserActivity>

        /// Not UIKit: the options the system would hand `scene(_:willConnectTo:options:)`.
        public init(_urlContexts urlContexts: Set<UIOpenURLContext> = [], userActivities: Set<NSUserActivity> = []) {
            self.urlContexts = urlContexts
            self.userActivities = userActivities
        }
    }
}

/// `@MainActor class UIOpenURLContext`: a URL to open, and how it came.
///
/// Apple's documentation: <https://developer.apple.com/documentation/uikit/uiopenurlcontext>
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor
open class UIOpenURLContext: NSObject {
    /// `var url: URL { get }`
    ///
    /// Apple's documentation: <https://developer.apple.com/documentation/uikit/uiopenurlcontext/url>
    open private(set) var url: URL

    /// Not UIKit: the context the system would hand `scene(_:openURLContexts:)`.
    public init(_url url: URL) {
        self.url = url
    }
}
#endif
