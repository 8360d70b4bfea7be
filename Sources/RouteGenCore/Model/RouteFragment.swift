/// A fragment of the manifest: a file of routes that it includes, such as one feature module's.
///
/// A fragment changes nothing of the links, the enum or the navigation: its routes are the
/// manifest's. It gives its routes' views a protocol of their own (`CartDestinations`), which
/// the module that has those views implements without seeing any other feature's.
package struct RouteFragment: Hashable, Sendable {
    /// The `fragment` name, an UpperCamelCase identifier: `Cart`.
    package var name: String

    /// The file's path relative to the manifest's folder, normalized: `../Cart/routes.json`.
    package var path: String

    /// The file's number in locations (``SourceLocation/file``).
    package var file: Int

    /// The name of the fragment's part of the composed destinations, lowerCamelCase: `cart` for
    /// `Cart`, `urlTools` for `URLTools`.
    package var memberName: String {
        let characters = Array(name)
        // The leading capitals, but the last when a lower-case letter follows it, which starts a word.
        var end = characters.prefix { $0.isUppercase }.count
        if end > 1, end < characters.count, characters[end].isLowercase { end -= 1 }
        return String(characters[..<max(end, 1)]).lowercased() + String(characters[max(end, 1)...])
    }
}
