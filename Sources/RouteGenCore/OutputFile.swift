/// The names of every file RouteGen generates, in one place: the generator, the CLI's stale-file
/// removal and the build plugin's declared outputs all use this list.
public enum OutputFile {
    /// The Swift files generated for an enum named `enumName`, in the order they are written.
    ///
    /// The set is fixed for a given manifest: a build plugin must declare its outputs before the
    /// tool runs, and the tool writes every one of them.
    public static func swiftFiles(enumName: String, artifacts: Set<Artifact>) -> [String] {
        var names = [routeEnum(enumName), url(enumName)]
        if artifacts.contains(.destinations) { names.append(destinations(enumName)) }
        if artifacts.contains(.aasa) { names.append(associationSwift(enumName)) }
        return names
    }

    /// `AppRoute.swift`: the enum and its `Codable` conformance.
    public static func routeEnum(_ enumName: String) -> String { "\(enumName).swift" }

    /// `AppRoute+URL.swift`: parsing links into stacks, printing routes as links.
    public static func url(_ enumName: String) -> String { "\(enumName)+URL.swift" }

    /// `AppRoute+Destinations.swift`: the SwiftUI views of the routes.
    public static func destinations(_ enumName: String) -> String { "\(enumName)+Destinations.swift" }
}

extension OutputFile {
    /// `AppRoute+AASA.swift`: the `apple-app-site-association` JSON as a Swift constant.
    public static func associationSwift(_ enumName: String) -> String { "\(enumName)+AASA.swift" }

    /// `apple-app-site-association`: the file itself, with no extension, as Apple requires.
    public static let associationFile = "apple-app-site-association"
}

/// A generated file: its name and its exact contents.
public struct GeneratedFile: Hashable, Sendable {
    /// The file name, without a directory, such as `AppRoute+URL.swift`.
    public var name: String

    /// The contents, UTF-8, LF line endings, one final newline.
    public var contents: String

    /// Creates a file.
    public init(name: String, contents: String) {
        self.name = name
        self.contents = contents
    }
}
