/// The app-defined type the `lists-and-custom-types` fixture lists in `customTypes`.
enum Tab: String, Hashable, Codable, Sendable {
    case featured, new, sale
}

/// The app-defined type that fragment `Orders` of the `modules` fixture lists in `customTypes`.
enum OrderFilter: String, Hashable, Codable, Sendable {
    case open, shipped, returned
}
