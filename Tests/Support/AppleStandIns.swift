import Foundation

/// The Linux stand-ins for Apple's frameworks (`Tests/AppleFoundation`, `Tests/SwiftUI`,
/// `Tests/UIKit`, `Tests/UserNotifications`), compiled as modules for tests that run the compiler
/// themselves on generated files.
package enum AppleStandIns {
    /// The stand-ins' sources, by module name, in the order they compile: each after what it imports.
    package static let modules = ["AppleFoundation", "UserNotifications", "UIKit", "SwiftUI"]

    /// The source file of the stand-in of `module`.
    package static func source(of module: String) -> URL {
        RepositoryPaths.file("Tests/\(module)/\(module).swift")
    }

    /// The directory holding every stand-in's `.swiftmodule`, for `swiftc -I`; built once per test run.
    package static let moduleDirectory: Result<URL, any Error> = Result {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-standins-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for module in modules {
            let result = try Toolchain.run(
                "swiftc",
                [
                    "-emit-module", "-module-name", module, "-parse-as-library", "-swift-version", "6",
                    "-I", directory.path, source(of: module).path,
                    "-emit-module-path", directory.appendingPathComponent("\(module).swiftmodule").path,
                ])
            guard result.exitCode == 0 else { throw CompileError(module: module, output: result.standardError) }
        }
        return directory
    }

    /// A stand-in did not compile.
    package struct CompileError: Error, CustomStringConvertible {
        package var module: String
        package var output: String
        package var description: String { "the \(module) stand-in failed to compile:\n\(output)" }
    }
}
