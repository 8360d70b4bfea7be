import Foundation

// Stand-ins for the models of Ice Cubes' `Models` package (github.com/Dimillian/IceCubesApp,
// Packages/Models/Sources/Models/) that the `ice-cubes` fixture's routes hold, beside `Account`,
// `Models.Status` and `Models.List` of AppModels.swift. Each has a few of the real type's fields
// and its conformances: `Codable` where Ice Cubes' is, and `Decodable` alone where Ice Cubes'
// is (`Conversation`). Declared `nonisolated`, as AppModels.swift explains.

extension Models {
    /// Who sees a status: Ice Cubes' `Visibility`, a `String` raw-value enum.
    nonisolated enum Visibility: String, Hashable, Codable, Sendable {
        case pub = "public"
        case unlisted
        case priv = "private"
        case direct
    }

    /// A link's preview card, as the trending links list shows it.
    nonisolated struct Card: Hashable, Codable, Sendable {
        var url: String
        var title: String?
    }

    /// A hashtag, as the tags list shows it.
    nonisolated struct Tag: Hashable, Codable, Sendable {
        var name: String
        var following: Bool
    }

    /// A private conversation: `Decodable` only, as Ice Cubes' is (it reads conversations from
    /// the server and never writes one), so a route that holds it is not restored.
    nonisolated struct Conversation: Hashable, Decodable, Sendable {
        var id: String
        var unread: Bool
        var lastStatus: Models.Status?
        var accounts: [Account]
    }

    /// A signed-in account of the app. Ice Cubes' has its OAuth token too, which restoration
    /// would then store with the route; this stand-in leaves it out.
    nonisolated struct AppAccount: Hashable, Codable, Sendable {
        var server: String
        var accountName: String?
    }
}
