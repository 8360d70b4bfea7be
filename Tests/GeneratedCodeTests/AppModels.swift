import Foundation

// The app's own value types that the fixtures' routes hold (`valueTypes` in routes.json): models
// a screen shows, which no link carries. Declared `nonisolated`, as an app with the main actor as
// its default isolation must declare them for the route enum, which is nonisolated, to hold them.

/// The person signing up, saved at each step (`screens-without-links`).
nonisolated struct Applicant: Hashable, Codable, Sendable {
    var name: String
    var email: String?
}

/// An account of the social fixture (`preloaded-values`).
nonisolated struct Account: Hashable, Codable, Sendable {
    var handle: String
    var displayName: String
}

/// The models module of an app such as Ice Cubes, whose types are written with it: `Models.Status`.
nonisolated enum Models {
    /// A post.
    struct Status: Hashable, Codable, Sendable {
        var id: String
        var content: String
    }

    /// A list of accounts.
    struct List: Hashable, Codable, Sendable {
        var id: String
        var title: String
    }
}

/// A photo of the gallery fixture (`non-codable-values`).
nonisolated struct Photo: Hashable, Codable, Sendable {
    var id: UUID
    var caption: String
}

/// A decoded image: `Hashable` and `Sendable`, and no `Codable`, as a `UIImage` wrapper would be.
nonisolated struct Thumbnail: Hashable, Sendable {
    var pixels: [UInt8]
}

/// Who sees a shared photo: a custom type (`customTypes`), `String` raw values and no `Codable`.
nonisolated enum Visibility: String, Hashable, Sendable {
    case everyone, friends, onlyMe
}
