/// The app-defined type the `lists-and-custom-types` fixture lists in `customTypes`.
enum Tab: String, Hashable, Codable, Sendable {
    case featured, new, sale
}
