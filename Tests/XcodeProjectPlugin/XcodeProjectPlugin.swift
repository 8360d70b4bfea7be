// A stand-in for Xcode's XcodeProjectPlugin module, which exists only inside Xcode: the members
// RouteGen's plugins use, with the signatures of Apple's documentation. PluginSharedTests
// type-checks both plugins against it, so the `#if canImport(XcodeProjectPlugin)` branches are
// compiled on Linux too. Not a target: the test compiles it with swiftc.

import Foundation
import PackagePlugin

/// The context Xcode passes to a plugin: the project, the plugin's work folder, its tools.
public struct XcodePluginContext {
    public var xcodeProject: XcodeProject { fatalError("stand-in") }
    public var pluginWorkDirectoryURL: URL { fatalError("stand-in") }
    public func tool(named name: String) throws -> PluginContext.Tool { fatalError("stand-in") }
}

/// An Xcode project.
public struct XcodeProject {
    public var displayName: String { fatalError("stand-in") }
    public var directoryURL: URL { fatalError("stand-in") }
    public var targets: [XcodeTarget] { fatalError("stand-in") }
}

/// A target of an Xcode project; `inputFiles` are the files of its build phases.
public struct XcodeTarget {
    public var displayName: String { fatalError("stand-in") }
    public var inputFiles: FileList { fatalError("stand-in") }
}

/// A build-tool plugin Xcode can apply to an Xcode target.
public protocol XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}

/// A command plugin Xcode can run on an Xcode project.
public protocol XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws
}
