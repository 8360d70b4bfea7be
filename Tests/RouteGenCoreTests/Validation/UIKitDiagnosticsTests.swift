import RouteGenCore
import RouteGenTestSupport
import Testing

/// The diagnostics of UIKit output: `uikit` in `generate`, a route's `viewController`, a tab's
/// `rootViewController` and `root`.
@Suite("UIKit diagnostics")
struct UIKitDiagnosticsTests {
    static let uikit = #""generate": ["enum", "aasa", "router", "entryPoints", "uikit"], "schemes": ["app"],"#

    @Test("'uikit' without 'router' or 'entryPoints' is an error at the artifact that says what it needs")
    func uikitNeedsTheRouter() {
        expectDiagnostics(
            manifest(#"{ "name": "home", "path": "/" }"#, settings: #""generate": ["enum", 1️⃣"uikit"], "schemes": ["app"],"#),
            ["1️⃣ error: 'uikit' needs 'router' and 'entryPoints' in 'generate': the UIKit controllers render the routers, and scenes restore and open links through them"])
        expectDiagnostics(
            manifest(#"{ "name": "home", "path": "/" }"#, settings: #""generate": ["enum", "router", 1️⃣"uikit"], "schemes": ["app"],"#),
            ["1️⃣ error: 'uikit' needs 'entryPoints' in 'generate': the UIKit controllers render the routers, and scenes restore and open links through them"])
    }

    @Test("an empty viewController is an error at it")
    func emptyViewController() {
        expectDiagnostics(
            manifest(#"{ "name": "home", "path": "/", "viewController": 1️⃣" " }"#, settings: Self.uikit),
            ["1️⃣ error: 'viewController' of route 'home' is empty; write a view controller type such as 'ProductViewController', a Swift expression, or leave 'viewController' out"])
    }

    @Test("a UIKit app may leave 'root' out for 'rootViewController'; a tab with neither, or without 'root' beside the SwiftUI tabs view, is an error")
    func tabRoots() {
        let tabs = #"""
            "tabs": [
              2️⃣{ "name": "shop", "title": "Shop", "systemImage": "bag", "rootViewController": "ShopViewController()" },
              1️⃣{ "name": "profile", "title": "Profile", "systemImage": "person" }
            ],
            """#
        expectDiagnostics(
            manifest(#"{ "name": "home", "path": "/", "tab": "profile" }"#, settings: Self.uikit + tabs),
            ["1️⃣ error: tab 'profile' has neither 'root' nor 'rootViewController'; write the view or view controller at the root of its stack"])
        // With the SwiftUI tabs view (`destinations` and `router`), `root` is what it shows.
        expectDiagnostics(
            manifest(
                #"{ "name": "home", "path": "/", "tab": "profile" }"#,
                settings: #""generate": ["enum", "destinations", "router", "entryPoints", "uikit"], "schemes": ["app"],"# + tabs),
            [
                "2️⃣ error: tab 'shop' has no 'root', the view at the root of its stack in the SwiftUI tabs view; write one such as 'HomeView()'",
                "1️⃣ error: tab 'profile' has no 'root', the view at the root of its stack in the SwiftUI tabs view; write one such as 'HomeView()'",
            ])
    }

    @Test("'rootViewController' without 'uikit' is a warning that it has no effect")
    func rootViewControllerWithoutUIKit() {
        expectDiagnostics(
            manifest(
                #"{ "name": "home", "path": "/" }"#,
                settings: #""schemes": ["app"], "tabs": [{ "name": "shop", "title": "Shop", "systemImage": "bag", "root": "ShopView()", "rootViewController": 1️⃣"ShopViewController()" }],"#),
            ["1️⃣ warning: 'rootViewController' of tab 'shop' has no effect without 'uikit' in 'generate', which generates the UIKit navigation that shows it"])
    }

    @Test("more than five tabs with UIKit is a warning about UIKit's More tab")
    func moreTab() {
        let tabs = (1...6).map { #"{ "name": "t\#($0)", "title": "T\#($0)", "systemImage": "bag", "root": "V()" }"# }
        expectDiagnostics(
            manifest(#"{ "name": "home", "path": "/" }"#, settings: Self.uikit + #"1️⃣"tabs": ["# + tabs.joined(separator: ", ") + "],"),
            ["1️⃣ warning: 'tabs' lists 6 tabs; UIKit's tab bar shows four of them and lists the rest in its More tab"])
    }

    @Test("the UIKit types' names are the manifest's only where it uses UIKit")
    func reservedNames() {
        func messages(_ settings: String) -> [String] {
            let text = manifest(#"{ "name": "home", "path": "/" }"#, settings: settings + #""customTypes": ["AppScreen"],"#)
            return Generator.routeTable(fromManifest: Array(text.utf8)).diagnostics.sorted.map(\.message)
        }
        #expect(messages(Self.uikit) == [
            "the navigation type 'AppScreen' would have the name of a type the manifest or the generated code already uses; set 'stem' to another name",
        ])
        #expect(messages(#""schemes": ["app"],"#).isEmpty)
    }
}
