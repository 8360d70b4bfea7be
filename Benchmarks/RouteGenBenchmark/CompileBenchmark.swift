import Foundation
import RouteGenCore
import RouteGenTestSupport

/// What the generated code costs the app's build: `swiftc -typecheck` (what every debug build
/// and the editor pay) and a whole-module optimized build (what a release build pays), beside the
/// yardstick, a bare enum with the same cases (`Hashable, Sendable` and nothing else), which is
/// the least an app using `NavigationStack(path:)` writes by hand.
struct CompileBenchmark {
    var sizes: [Int]
    var repetitions: Int

    func run(in workspace: Workspace) throws -> [String] {
        // The destinations file compiles against the SwiftUI stand-in, as it does in the tests.
        let swiftUI = try SwiftUIStandIn.moduleDirectory.get().path
        var table = Table(header: [
            "Routes", "Swift lines", "Type-check", "Bare enum", "Ratio", "Optimized (`-O -wmo`)", "Bare enum", "Ratio",
        ])
        for size in sizes {
            let manifest = GeneratorBenchmark.manifest(routeCount: size)
            let files = Generator.generate(fromManifest: Array(manifest.utf8)).files
            guard let enumFile = files.first else { throw BenchmarkError("\(size) routes generated nothing") }
            let generated = try files.map { try workspace.write($0.contents, to: "compile/\(size)/generated/\($0.name)").path }
            let bare = try workspace.write(Self.bareEnum(from: enumFile.contents), to: "compile/\(size)/bare/BigRoute.swift").path
            let object = workspace.root.appendingPathComponent("compile/\(size)/out.o").path

            func time(_ mode: [String], _ sources: [String]) throws -> Double {
                let arguments = ["-swift-version", "6", "-parse-as-library", "-module-name", "App", "-I", swiftUI] + mode + sources
                var samples: [Double] = []
                for _ in 0..<repetitions { samples.append(try swiftc(arguments)) }
                return Timing.median(samples)
            }
            let typecheck = try time(["-typecheck"], generated)
            let bareTypecheck = try time(["-typecheck"], [bare])
            let optimized = try time(["-O", "-wmo", "-c", "-o", object], generated)
            let bareOptimized = try time(["-O", "-wmo", "-c", "-o", object], [bare])
            let lines = files.reduce(0) { $0 + $1.contents.split(separator: "\n", omittingEmptySubsequences: false).count }
            table.rows.append([
                Format.count(size), Format.count(lines),
                Format.seconds(typecheck), Format.seconds(bareTypecheck), Format.ratio(typecheck / bareTypecheck),
                Format.seconds(optimized), Format.seconds(bareOptimized), Format.ratio(optimized / bareOptimized),
            ])
        }
        return [
            "Compiling everything `routegen` generates for a synthetic manifest (the enum, `Codable`, the parser "
                + "and printer, the destinations; `swiftc -swift-version 6`, one process, median of \(repetitions)), "
                + "beside a bare enum with the same cases. The destinations compile against the test suite's SwiftUI "
                + "stand-in, which declares only what they use; the real SwiftUI adds overloads to resolve.",
            "",
            table.markdown,
        ]
    }

    /// The generated enum's cases in an enum that declares nothing else.
    static func bareEnum(from enumFile: String) -> String {
        let cases = enumFile.split(separator: "\n").filter { $0.hasPrefix("    case ") }
        return "import Foundation\n\nenum BigRoute: Hashable, Sendable {\n" + cases.joined(separator: "\n") + "\n}\n"
    }
}
