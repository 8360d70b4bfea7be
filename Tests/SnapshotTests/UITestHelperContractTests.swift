import Foundation
import RouteGenCore
import RouteGenTestSupport
import Testing

/// The UI-test helper `routegen simulator-links --format xcuitest` writes, checked on Linux against
/// `Tests/XCTestUI/XCTest.swift`, a stand-in for XCTest's UI-testing classes written from Apple's
/// documentation: it type-checks under both isolation defaults without a warning, and calls
/// `XCUIApplication.open(_:)` only where iOS 16.4 is guaranteed.
@Suite("UI-test helper contract")
struct UITestHelperContractTests {
    static let standIn = RepositoryPaths.file("Tests/XCTestUI/XCTest.swift")

    /// The helper of the example app's manifest, on `channel`.
    static func helper(channel: LinkChannel = .customScheme) throws -> String {
        let bytes = try RepositoryPaths.bytes("Examples/ShopApp/ShopApp/routes.json")
        let plan = try #require(Generator.plan(fromManifest: bytes, at: "routes.json").0)
        return SimulatorLinksEmitter(links: SimulatorLinks(plan: plan, channel: channel), enumName: plan.table.enumName).uiTestsFile()
    }

    /// Type-checks `helper` against the stand-in compiled as module `XCTest`.
    static func typeCheck(_ helper: String, flags: [String]) throws -> RouteGenProcess.Result {
        let directory = try TemporaryDirectory()
        let module = try Toolchain.run(
            "swiftc",
            ["-emit-module", "-module-name", "XCTest", "-parse-as-library", "-swift-version", "6", standIn.path,
             "-emit-module-path", directory.url.appendingPathComponent("XCTest.swiftmodule").path])
        #expect(module.exitCode == 0, "\(module.standardError)")
        let file = try directory.write(helper, to: "ShopRoute+UITests.swift")
        return try Toolchain.run(
            "swiftc", ["-typecheck", "-swift-version", "6", "-warnings-as-errors", "-parse-as-library", "-I", directory.url.path]
                + flags + [file.path], in: directory.url)
    }

    /// Type-checks `helper` and the stand-in as one module, with iOS availability enforced for an
    /// app deployed at SwiftUI's first iOS (``AppleAvailability``: custom domains work in one module).
    static func checkAvailability(_ helper: String) throws -> RouteGenProcess.Result {
        let deployment = AppleAvailability.Deployment(.iOS)
        let directory = try TemporaryDirectory()
        let standIn = try String(contentsOf: standIn, encoding: .utf8)
        let files = [
            try directory.write(AppleAvailability.rewrite(standIn, for: deployment), to: "XCTest.swift"),
            try directory.write(AppleAvailability.rewrite(helper.replacingOccurrences(of: "import XCTest\n", with: ""), for: deployment), to: "Helper.swift"),
        ]
        return try Toolchain.run(
            "swiftc",
            ["-typecheck", "-swift-version", "6", "-warnings-as-errors", "-parse-as-library", "-module-name", "XCTest"]
                + AppleAvailability.compilerFlags(for: deployment) + files.map(\.path),
            in: directory.url)
    }

    @Test("the helper type-checks against XCTest's UI classes with Swift 6's defaults and with Xcode's main-actor defaults",
          arguments: [[], PlatformContractTests.mainActorDefaults])
    func typeChecks(flags: [String]) throws {
        let result = try Self.typeCheck(try Self.helper(), flags: flags)
        #expect(result.exitCode == 0 && result.standardError.isEmpty, "\(result.standardError.prefix(4_000))")
    }

    @Test("the helper opens links only where XCUIApplication.open(_:) exists, iOS 16.4; without its @available it does not compile")
    func availability() throws {
        let helper = try Self.helper()
        let result = try Self.checkAvailability(helper)
        #expect(result.exitCode == 0 && result.standardError.isEmpty, "\(result.standardError.prefix(4_000))")
        let unguarded = helper.replacingOccurrences(of: "@available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *)\n", with: "")
        #expect(unguarded != helper)
        let failed = try Self.checkAvailability(unguarded)
        #expect(failed.exitCode != 0 && failed.standardError.contains("'open' is only available"), "\(failed.standardError.prefix(2_000))")
    }

    @Test("the helper lists each example link with the marker of the route whose screen it shows, and every route's marker")
    func examples() throws {
        let helper = try Self.helper(channel: .universalLink)
        #expect(helper.contains("""
                internal static let examples: [Example] = [
                    Example(route: "product", shows: "product", link: "https://shop.example.com/products/2"),
                    Example(route: "order", shows: "order", link: "https://shop.example.com/orders/0C4B1E7A-5D2F-4A3B-8E9C-1F2A3B4C5D6E"),
                    Example(route: "signIn", shows: "signIn", link: "https://shop.example.com/sign-in"),
                    Example(route: "settings", shows: "settings", link: "https://shop.example.com/settings"),
                ]
            """))
        #expect(helper.contains(#"internal var marker: String { "route." + shows }"#))
        #expect(helper.contains("""
                internal static let routes: [String] = [
                    "product", "productPhotos", "checkout", "shipping", "payment", "order", "signIn", "settings",
                ]
            """))
    }
}
