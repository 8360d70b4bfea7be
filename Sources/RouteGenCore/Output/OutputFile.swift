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
        GeneratedFileKind.allCases.filter { $0.isGenerated(for: artifacts) }.map { $0.fileName(enumName: enumName) }
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
        var artifacts = Artifact.defaults
        if let names = object["generate"] as? [Any] {
            artifacts = Set(names.compactMap { ($0 as? String).flatMap(Artifact.init(rawValue:)) })
        }
        return swiftFiles(enumName: enumName, artifacts: artifacts)
    }

    /// The link tests of an enum named `enumName`, for the app's test target: `AppRouteLinkTests.swift`.
    public static func linkTestsFile(enumName: String) -> String {
        enumName + "LinkTests.swift"
    }

    /// The link tests a manifest will produce, named from its bytes as `swiftFiles(forManifest:)` names the code.
    public static func linkTestsFile(forManifest manifest: Data) -> String {
        let object = (try? JSONSerialization.jsonObject(with: manifest)) as? [String: Any] ?? [:]
        let name = (object["enum"] as? String).flatMap { isPlainFileName($0) ? $0 : nil } ?? defaultEnumName
        return linkTestsFile(enumName: name)
    }

    /// `apple-app-site-association`: the file itself, with no extension, as Apple requires.
    public static let associationFile = "apple-app-site-association"

    /// Whether `name` can be part of a file name as it is: no separators, dots or control
    /// characters. Anything else is not a valid enum name either, and the tool will say so.
    private static func isPlainFileName(_ name: String) -> Bool {
        !name.isEmpty && name.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }
}

/// Every kind of Swift file RouteGen generates, in the order they are written: the one table of
/// what each file is called and which artifacts it needs. `OutputFile` (and through it the build
/// plugin's declared outputs) and `Generator` (which maps each kind to its emitter, in a switch
/// the compiler keeps complete) read it.
public enum GeneratedFileKind: CaseIterable, Sendable {
    /// `AppRoute.swift`: the enum, its `==` and its `Codable` conformance.
    case routeEnum
    /// `AppRoute+URL.swift`: parsing links into stacks, printing routes as links.
    case url
    /// `AppRoute+Destinations.swift`: the SwiftUI views of the routes.
    case destinations
    /// `AppRoute+AASA.swift`: the `apple-app-site-association` JSON as a Swift constant.
    case associationConstant
    /// `AppRoute+Router.swift`: the `@Observable` router, and the tabs with their router.
    case router
    /// `AppRoute+Navigation.swift`: the SwiftUI modifiers and tab view that wire routers to stacks.
    case navigation
    /// `AppRoute+EntryPoints.swift`: links, user activities, scene delegates and notifications into the routers.
    case entryPoints
    /// `AppRoute+UIKit.swift`: the view controllers of the routes, and the UIKit controllers that render the routers.
    case uikit

    /// The file's name for an enum named `enumName`: `AppRoute+URL.swift`.
    public func fileName(enumName: String) -> String {
        switch self {
        case .routeEnum: "\(enumName).swift"
        case .url: "\(enumName)+URL.swift"
        case .destinations: "\(enumName)+Destinations.swift"
        case .associationConstant: "\(enumName)+AASA.swift"
        case .router: "\(enumName)+Router.swift"
        case .navigation: "\(enumName)+Navigation.swift"
        case .entryPoints: "\(enumName)+EntryPoints.swift"
        case .uikit: "\(enumName)+UIKit.swift"
        }
    }

    /// The artifacts a manifest must generate for this file to be written.
    public var requiredArtifacts: Set<Artifact> {
        switch self {
        case .routeEnum, .url: [.enum]
        case .destinations: [.destinations]
        case .associationConstant: [.aasa]
        case .router: [.router]
        case .entryPoints: [.router, .entryPoints]
        case .uikit: [.router, .entryPoints, .uikit]
        case .navigation: [.router, .destinations]
        }
    }

    /// Whether a manifest that generates `artifacts` gets this file.
    public func isGenerated(for artifacts: Set<Artifact>) -> Bool {
        requiredArtifacts.isSubset(of: artifacts)
    }
}
