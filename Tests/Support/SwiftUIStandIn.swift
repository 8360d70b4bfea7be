import Foundation

/// The Linux stand-in for SwiftUI (`Tests/SwiftUI/SwiftUI.swift`), compiled as a module for tests
/// that run the compiler themselves on generated files.
public enum SwiftUIStandIn {
    /// The directory holding `SwiftUI.swiftmodule`, for `swiftc -I`; built once per test run.
    public static let moduleDirectory: Result<URL, any Error> = Result {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-swiftui-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let result = try Toolchain.run(
            "swiftc",
            [
                "-emit-module", "-module-name", "SwiftUI", "-parse-as-library", "-swift-version", "6",
                RepositoryPaths.file("Tests/SwiftUI/SwiftUI.swift").path,
                "-emit-module-path", directory.appendingPathComponent("SwiftUI.swiftmodule").path,
            ])
        guard result.exitCode == 0 else { throw CompileError(output: result.standardError) }
        return directory
    }

    /// The stand-in did not compile.
    public struct CompileError: Error, CustomStringConvertible {
        public var output: String
        public var description: String { "SwiftUI stand-in failed to compile:\n\(output)" }
    }
}
