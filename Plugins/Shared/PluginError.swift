import Foundation

/// Why a plugin stopped before running `routegen`, worded like a compiler diagnostic.
enum PluginError: Error, CustomStringConvertible {
    /// The target has no `routes.json`.
    case noManifest(targetName: String)
    /// The target has more than one `routes.json`.
    case severalManifests(targetName: String, [URL])
    /// A test target without `routes.json` depends on no target with one, whose link tests it would run.
    case noTestedManifest(targetName: String)
    /// The target is not a Swift source target (a binary or system library, say).
    case notSwiftTarget(targetName: String)
    /// `--target` named no target of the package.
    case unknownTargets([String], known: [String])
    /// No target of the package has a `routes.json`.
    case noTargetWithManifest
    /// `routegen` exited with a failure for a target; it printed why.
    case generatorFailed(targetName: String, exitCode: Int32)
    /// An argument the command plugin does not take.
    case usage(String)

    var description: String {
        switch self {
        case .noManifest(let target):
            "target '\(target)' has no routes.json; add one to the target's folder, or stop running RouteGen on "
                + "the target (remove RouteGenPlugin from its plugins, or leave it out of --target)"
        case .severalManifests(let target, let files):
            "target '\(target)' has \(files.count) files named routes.json, but RouteGen reads one per target: "
                + files.map(\.path).joined(separator: ", ")
        case .noTestedManifest(let target):
            "test target '\(target)' has no routes.json, and none of the targets it depends on has one; RouteGen "
                + "writes a test target the link tests of the targets it tests: add the app's target to its dependencies"
        case .notSwiftTarget(let target):
            "target '\(target)' is not a Swift source target; RouteGen generates Swift code only"
        case .unknownTargets(let names, let known):
            "no target named \(names.map { "'\($0)'" }.joined(separator: ", ")) in this package; "
                + "its targets are \(known.map { "'\($0)'" }.joined(separator: ", "))"
        case .noTargetWithManifest:
            "no target of this package has a routes.json; add one to a target's folder, or name targets with --target"
        case .generatorFailed(let target, let code):
            "routegen failed for target '\(target)' (exit code \(code)); its errors are above"
        case .usage(let message):
            "\(message)\nusage: swift package --allow-writing-to-package-directory generate-routes "
                + "[--target NAME]... [--output-directory DIR | --aasa-only] [--aasa-output PATH]"
        }
    }
}
