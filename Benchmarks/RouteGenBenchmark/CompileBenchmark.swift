import Foundation
import RouteGenCore
import RouteGenTestSupport

/// What the generated code costs the app's build: `swiftc -typecheck` (what every debug build
/// and the editor pay) and a whole-module optimized build (what a release build pays), beside the
/// yardstick, the same routes written by hand (`HandWrittenRoutes`: an enum, a `URLComponents`
/// router with a `switch`, a destination `switch`), and a bare enum with the same cases
/// (`Hashable, Sendable` and nothing else), the least an app using `NavigationStack(path:)` writes.
struct CompileBenchmark {
    var sizes: [Int]
    var repetitions: Int

    func run(in workspace: Workspace) throws -> [String] {
        // The destinations file compiles against the SwiftUI stand-in, as it does in the tests.
        let swiftUI = try AppleStandIns.moduleDirectory.get().path
        var table = Table(header: [
            "Routes", "Swift lines", "Type-check", "By hand", "Ratio", "Bare enum",
            "Optimized (`-O -wmo`)", "By hand", "Ratio", "Bare enum",
        ])
        for size in sizes {
            let manifest = GeneratorBenchmark.manifest(routeCount: size)
            let files = Generator.generate(fromManifest: Array(manifest.utf8)).files
            guard let enumFile = files.first else { throw BenchmarkError("\(size) routes generated nothing") }
            let generated = try files.map { try workspace.write($0.contents, to: "compile/\(size)/generated/\($0.name)").path }
            let bare = try workspace.write(Self.bareEnum(from: enumFile.contents), to: "compile/\(size)/bare/BigRoute.swift").path
            let byHand = try workspace.write(HandWrittenRoutes.source(routeCount: size), to: "compile/\(size)/by-hand/BigRoute.swift").path
            let object = workspace.root.appendingPathComponent("compile/\(size)/out.o").path

            func time(_ mode: [String], _ sources: [String]) throws -> Double {
                let arguments = ["-swift-version", "6", "-parse-as-library", "-module-name", "App", "-I", swiftUI] + mode + sources
                var samples: [Double] = []
                for _ in 0..<repetitions { samples.append(try swiftc(arguments)) }
                return Timing.median(samples)
            }
            let typecheck = try time(["-typecheck"], generated)
            let byHandTypecheck = try time(["-typecheck"], [byHand])
            let bareTypecheck = try time(["-typecheck"], [bare])
            let optimized = try time(["-O", "-wmo", "-c", "-o", object], generated)
            let byHandOptimized = try time(["-O", "-wmo", "-c", "-o", object], [byHand])
            let bareOptimized = try time(["-O", "-wmo", "-c", "-o", object], [bare])
            let lines = files.reduce(0) { $0 + $1.contents.split(separator: "\n", omittingEmptySubsequences: false).count }
            table.rows.append([
                Format.count(size), Format.count(lines),
                Format.seconds(typecheck), Format.seconds(byHandTypecheck), Format.ratio(typecheck / byHandTypecheck),
                Format.seconds(bareTypecheck),
                Format.seconds(optimized), Format.seconds(byHandOptimized), Format.ratio(optimized / byHandOptimized),
                Format.seconds(bareOptimized),
            ])
        }
        return [
            "Compiling everything `routegen` generates for a synthetic manifest (the enum, `Codable`, the parser "
                + "and printer, the destinations; `swiftc -swift-version 6`, one process, median of \(repetitions)), "
                + "beside the same routes written by hand (an enum, a `URLComponents` router with a `switch` over "
                + "the first two segments, a destination `switch` to `AnyView`; *ratio* is generated ÷ by hand) and a "
                + "bare enum with the same cases. The destinations compile against the test suite's SwiftUI "
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
