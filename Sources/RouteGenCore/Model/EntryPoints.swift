/// What the doors into the app other than a plain link need from the manifest: the user activity
/// type that Handoff and Spotlight continue, and where a notification carries its link.
package struct EntryPoints: Hashable, Sendable {
    /// The `NSUserActivity` type of every route's activity: `activityType`, or the first app ID's
    /// bundle ID followed by `.route`, or the enum's name. The app lists it under
    /// `NSUserActivityTypes` in its Info.plist.
    package var activityType: String

    /// The key of a notification payload (`userInfo`) whose value is the link to open:
    /// `notificationLinkKey`, `link` by default.
    package var notificationLinkKey: String

    /// Creates the entry points' settings.
    package init(activityType: String, notificationLinkKey: String) {
        self.activityType = activityType
        self.notificationLinkKey = notificationLinkKey
    }
}
