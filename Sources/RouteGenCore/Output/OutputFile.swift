// This file is also compiled into the plugins (Plugins/Shared links to it): a build plugin must
// declare its outputs before `routegen` runs, and it cannot import RouteGenCore. One file keeps
// the names the plugin declares and the names the tool writes the same.

import Foundation

/// The names of every file RouteGen generates, in one place: the generator, the CLI's stale-file
/// removal and the build plugin's declared outputs all use this list.
public enum OutputFile {
    /// The name of the generated enum when the manifest has no `enum`.
    public static let defaultEnumName = "Route"

    /// The Swift files generated for an enum named `enumName`, in the order they are written.
    ///
    /// The set is fixed for a given manifest: a build plugin must declare its outputs before the
    /// tool runs, and the tool writes every one of them.
    public static func swiftFiles(enumName: String, artifacts: Set<Artifact>) -> [String] {
        var names = [routeEnum(enumName), url(enumName)]
        if artifacts.contains(.destinations) { names.append(destinations(enumName)) }
        if artifacts.contains(.aasa) { names.append(associationSwift(enumName)) }
        if artifacts.contains(.router) { names.append(router(enumName)) }
        if artifacts.contains(.router), artifacts.contains(.destinations) { names.append(navigation(enumName)) }
        return names
    }

    /// The Swift files a manifest will produce, read from its bytes without validating them.
    ///
    /// This is what the build plugin declares. It reads only `enum` and `generate`, and falls back
    /// to their defaults when the manifest is not JSON or they are not what they should be: the
    /// tool then runs anyway and reports the real error at its line and column, instead of the
    /// plugin hiding it behind a message of its own.
    ///
    /// - Parameter manifest: The bytes of `routes.json`.
    /// - Returns: The file names, as `swiftFiles(enumName:artifacts:)` gives them.
    public static func swiftFiles(forManifest manifest: Data) -> [String] {
        let object = (try? JSONSerialization.jsonObject(with: manifest)) as? [String: Any] ?? [:]
        var enumName = defaultEnumName
        if let name = object["enum"] as? String, isPlainFileName(name) { enumName = name }
        var artifacts = Set(Artifact.allCases)
        if let names = object["generate"] as? [Any] {
            artifacts = Set(names.compactMap { ($0 as? String).flatMap(Artifact.init(rawValue:)) })
        }
        return swiftFiles(enumName: enumName, artifacts: artifacts)
    }

    /// `AppRoute.swift`: the enum and its `Codable` conformance.
    public static func routeEnum(_ enumName: String) -> String { "\(enumName).swift" }

    /// `AppRoute+URL.swift`: parsing links into stacks, printing routes as links.
    public static func url(_ enumName: String) -> String { "\(enumName)+URL.swift" }

    /// `AppRoute+Destinations.swift`: the SwiftUI views of the routes.
    public static func destinations(_ enumName: String) -> String { "\(enumName)+Destinations.swift" }

    /// `AppRoute+AASA.swift`: the `apple-app-site-association` JSON as a Swift constant.
    public static func associationSwift(_ enumName: String) -> String { "\(enumName)+AASA.swift" }

    /// `AppRoute+Router.swift`: the `@Observable` router, and the tabs with their router.
    public static func router(_ enumName: String) -> String { "\(enumName)+Router.swift" }

    /// `AppRoute+Navigation.swift`: the SwiftUI modifiers and tab view that wire routers to stacks.
    public static func navigation(_ enumName: String) -> String { "\(enumName)+Navigation.swift" }

    /// `apple-app-site-association`: the file itself, with no extension, as Apple requires.
    public static let associationFile = "apple-app-site-association"

    /// Whether `name` can be part of a file name as it is: no separators, dots or control
    /// characters. Anything else is not a valid enum name either, and the tool will say so.
    private static func isPlainFileName(_ name: String) -> Bool {
        !name.isEmpty && name.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }
}
