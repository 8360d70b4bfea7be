import Foundation
import RouteGenCore
import RouteGenTestSupport
import Testing

/// `Examples/UIKitShop`, the UIKit app of `Docs/UIKit.md`: its committed generated code is what its
/// manifest generates today, and what it declares to the system matches the manifest. Its link tests
/// (`UIKitShopTests/`) run in GeneratedCodeTests with its generated code and model; its UIKit screens
/// need Apple's UIKit, against whose interfaces CONTRIBUTING.md says how to type-check them.
@Suite("The UIKit example app")
struct UIKitExampleTests {
    static let app = RepositoryPaths.file("Examples/UIKitShop/UIKitShop")

    static func table() throws -> RouteTable {
        let manifest = try Data(contentsOf: app.appendingPathComponent("routes.json"))
        return try #require(Generator.routeTable(fromManifest: [UInt8](manifest)).routeTable)
    }

    @Test("its generated files and AASA file are up to date with its routes.json")
    func generatedCodeIsCurrent() throws {
        let manifest = try Data(contentsOf: Self.app.appendingPathComponent("routes.json"))
        let (files, diagnostics) = Generator.generate(fromManifest: [UInt8](manifest), manifestPath: "../routes.json")
        #expect(diagnostics.all.isEmpty, "\(diagnostics.rendered(file: "routes.json"))")
        #expect(files.map(\.name).contains("ShopRoute+UIKit.swift"))
        let command = "run routegen generate Examples/UIKitShop/UIKitShop/routes.json --output-directory Examples/UIKitShop/UIKitShop/Generated"
        for file in files {
            let committed = try String(contentsOf: Self.app.appendingPathComponent("Generated/\(file.name)"), encoding: .utf8)
            #expect(committed == file.contents, "\(file.name): \(command)")
        }
        let association = try String(
            contentsOf: RepositoryPaths.file("Examples/UIKitShop/Web/.well-known/apple-app-site-association"), encoding: .utf8)
        #expect(association == Generator.associationJSON(for: try Self.table()))
    }

    @Test("its Info.plist and entitlements declare what routegen info-plist prints: the scheme, the activity type, the domains")
    func declarations() throws {
        let emitter = InfoPlistEmitter(table: try Self.table())
        let plist = try String(contentsOf: Self.app.appendingPathComponent("Info.plist"), encoding: .utf8)
        let printed = emitter.infoPlist()
        for line in ["<string>shop</string>", "<string>com.example.uikitshop.route</string>"] {
            #expect(printed.contains(line) && plist.contains(line), "\(line)")
        }
        #expect(plist.contains("<string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>"), "the scene delegate that opens links")
        let entitlements = try String(contentsOf: Self.app.appendingPathComponent("UIKitShop.entitlements"), encoding: .utf8)
        #expect(emitter.entitlements().contains("<string>applinks:shop.example.com</string>"))
        #expect(entitlements.contains("<string>applinks:shop.example.com</string>"))
    }

    @Test("its link tests run in RouteGen's own tests, with the example's generated code and model, not copies")
    func linkTestsAreLinked() throws {
        let linked = RepositoryPaths.file("Tests/GeneratedCodeTests/Examples/UIKitShop")
        let files = try FileManager.default.contentsOfDirectory(atPath: linked.path).sorted()
        #expect(files.contains("ShopLinkTests.swift") && files.contains("ShopRoute+Router.swift"))
        for file in files {
            let destination = try FileManager.default.destinationOfSymbolicLink(atPath: linked.appendingPathComponent(file).path)
            #expect(destination.hasPrefix("../../../../Examples/UIKitShop/"), "\(file) is a link into the example")
        }
    }
}
