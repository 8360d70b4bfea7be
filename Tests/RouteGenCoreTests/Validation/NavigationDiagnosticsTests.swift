import RouteGenCore
import RouteGenTestSupport
import Testing

/// The diagnostics of the navigation keys: `tabs`, `stem`, and each route's `tab` and `presentation`.
@Suite("Navigation diagnostics")
struct NavigationDiagnosticsTests {
    static let tabs = #"""
        "schemes": ["app"],
        "tabs": [
          { "name": "shop", "title": "Shop", "systemImage": "bag", "root": "ShopView()" },
          { "name": "profile", "title": "Profile", "systemImage": "person", "root": "ProfileView()" }
        ],
        """#

    @Test("an unknown tab is reported at the route's 'tab', with the tab that was meant")
    func unknownTab() {
        expectDiagnostics(
            manifest(#"{ "name": "home", "path": "/", "tab": 1️⃣"profle" }"#, settings: Self.tabs),
            ["1️⃣ error: unknown tab 'profle'; did you mean 'profile'?"])
    }

    @Test("a route that names a tab in a manifest without tabs")
    func tabWithoutTabs() {
        expectDiagnostics(
            manifest(#"{ "name": "home", "path": "/", "tab": 1️⃣"shop" }"#, settings: #""schemes": ["app"],"#),
            ["1️⃣ error: route 'home' names tab 'shop', but the manifest has no 'tabs'; list the app's tabs in 'tabs' or remove 'tab'"])
    }

    @Test("a presentation that is not push, sheet or fullScreenCover suggests the one that was meant")
    func unknownPresentation() {
        expectDiagnostics(
            manifest(
                #"{ "name": "home", "path": "/", "presentation": 1️⃣"fullscreen" }, { "name": "b", "path": "/b", "presentation": 2️⃣"modal" }"#,
                settings: #""schemes": ["app"],"#),
            [
                "1️⃣ error: invalid presentation 'fullscreen' of route 'home'; did you mean 'fullScreenCover'?",
                "2️⃣ error: invalid presentation 'modal' of route 'b'; use 'push', 'sheet' and 'fullScreenCover'",
            ])
    }

    @Test("a presented route may be a parent: it hosts a stack, and its children open inside it")
    func presentedParent() throws {
        let text = manifest(
            #"""
            { "name": "cart", "path": "/cart" },
            { "name": "checkout", "path": "/cart/checkout", "parent": "cart", "presentation": "sheet" },
            { "name": "payment", "path": "/cart/checkout/payment", "parent": "checkout" },
            { "name": "addCard", "path": "/cart/checkout/payment/card", "parent": "payment", "presentation": "sheet" },
            { "name": "help", "path": "/help", "presentation": "sheet" }
            """#,
            settings: #""schemes": ["app"],"#)
        let result = Generator.routeTable(fromManifest: Array(text.utf8))
        #expect(result.diagnostics.all.isEmpty)
        let routes = try #require(result.routeTable).routes
        #expect(routes.filter(\.hostsStack).map(\.name) == ["checkout"], "presented, and a parent")
    }

    @Test("with a presented route, 'id' is the Identifiable identity and no route name")
    func identifierName() {
        expectDiagnostics(
            manifest(
                #"{ "name": 1️⃣"id", "path": "/id" }, { "name": "sheetRoute", "path": "/s", "presentation": "sheet" }"#,
                settings: #""schemes": ["app"],"#),
            ["1️⃣ error: route name 'id' is the identity that presenting a route as a sheet needs ('Identifiable'); "
                + "choose another, such as 'idScreen'"])
    }

    @Test("'tab', 'presentation' and 'hostsStack' are generated members, so no route has those names")
    func reservedRouteNames() {
        expectDiagnostics(
            manifest(#"{ "name": 1️⃣"tab", "path": "/t" }"#, settings: #""schemes": ["app"],"#),
            ["1️⃣ error: route name 'tab' is the name of a generated member of the route enum; choose another, such as 'tabScreen'"])
        expectDiagnostics(
            manifest(#"{ "name": 1️⃣"hostsStack", "path": "/h" }"#, settings: #""schemes": ["app"],"#),
            ["1️⃣ error: route name 'hostsStack' is the name of a generated member of the route enum; choose another, "
                + "such as 'hostsStackScreen'"])
    }

    @Test("tabs: names are lowerCamelCase, unique and not the tab enum's members; values are not empty")
    func badTabs() {
        expectDiagnostics(
            manifest(
                #"{ "name": "home", "path": "/" }"#,
                settings: #"""
                    "schemes": ["app"],
                    "tabs": [
                      { "name": 1️⃣"Shop", "title": "Shop", "systemImage": "bag", "root": "ShopView()" },
                      { "name": 6️⃣"shop", "title": "Shop", "systemImage": "bag", "root": "ShopView()" },
                      { "name": 2️⃣"shop", "title": "Again", "systemImage": "bag", "root": "ShopView()" },
                      { "name": 3️⃣"title", "title": "T", "systemImage": "bag", "root": "TView()" },
                      { "name": "empty", "title": "E", "systemImage": 4️⃣" ", "root": "EView()" },
                      5️⃣{ "name": "partial", "title": "P" }
                    ],
                    """#),
            [
                "1️⃣ error: tab name 'Shop' is not a lowerCamelCase identifier; did you mean 'shop'?",
                "2️⃣ error: duplicate tab name 'shop'\n6️⃣ note: 'shop' first listed here",
                "3️⃣ error: tab name 'title' is the name of a member of the generated tab enum; choose another",
                "4️⃣ error: 'systemImage' of tab 'empty' is empty",
                "5️⃣ error: missing required key 'systemImage' in a tab",
                "5️⃣ error: tab 'partial' has no 'root', the view at the root of its stack in the SwiftUI tabs view; write one such as 'HomeView()'",
            ])
    }

    @Test("an empty 'tabs' says to list tabs or leave the key out")
    func emptyTabs() {
        expectDiagnostics(
            manifest(#"{ "name": "home", "path": "/" }"#, settings: #""schemes": ["app"], 1️⃣"tabs": [],"#),
            ["1️⃣ error: 'tabs' is empty; list the app's tabs, or leave 'tabs' out for one navigation stack"])
    }

    @Test("more than ten tabs are refused: SwiftUI's tab builder takes ten at most")
    func tooManyTabs() {
        func tabs(_ count: Int) -> String {
            (0..<count).map { #"{ "name": "t\#($0)", "title": "T", "systemImage": "star", "root": "Text(\"\")" }"# }
                .joined(separator: ", ")
        }
        expectDiagnostics(
            manifest(#"{ "name": "home", "path": "/" }"#, settings: #""schemes": ["app"], 1️⃣"tabs": [\#(tabs(11))],"#),
            ["1️⃣ error: 'tabs' lists 11 tabs, more than the 10 a SwiftUI 'TabView' builds; gather the rest in a tab of their own"])
        expectDiagnostics(
            manifest(#"{ "name": "home", "path": "/" }"#, settings: #""schemes": ["app"], "tabs": [\#(tabs(10))],"#), [])
    }

    @Test("a stem must start a type name, and its types must not clash with the enum or a custom type")
    func stems() {
        expectDiagnostics(
            manifest(#"{ "name": "home", "path": "/" }"#, settings: #""schemes": ["app"], "stem": 1️⃣"my-app","#),
            ["1️⃣ error: stem 'my-app' is not the start of a Swift type name; use an UpperCamelCase identifier such as 'Shop'"])
        expectDiagnostics(
            manifest(#"{ "name": "home", "path": "/" }"#, settings: #""schemes": ["app"], "enum": "ShopRouter", "stem": 1️⃣"Shop","#),
            ["1️⃣ error: the navigation type 'ShopRouter' would have the name of a type the manifest or the generated code "
                + "already uses; set 'stem' to another name"])
    }

    @Test("the stem is the enum's name without 'Route', 'App' for the bare 'Route', or the manifest's")
    func stemNames() throws {
        func stem(_ settings: String) throws -> String {
            let text = manifest(#"{ "name": "home", "path": "/" }"#, settings: #""schemes": ["app"], "# + settings)
            return try #require(Generator.routeTable(fromManifest: Array(text.utf8)).routeTable).navigation.stem
        }
        #expect(try stem(#""enum": "ShopRoute","#) == "Shop")
        #expect(try stem(#""enum": "Links","#) == "Links")
        #expect(try stem("") == "App")
        #expect(try stem(#""enum": "ShopRoute", "stem": "Store","#) == "Store")
    }

    @Test("a custom type named like a type the navigation layer uses must be written with its module")
    func customTypeNames() {
        expectDiagnostics(
            manifest(#"{ "name": "home", "path": "/" }"#, settings: #""schemes": ["app"], "customTypes": [1️⃣"Presentation", 2️⃣"Data", "MyApp.Presentation"],"#),
            [
                "1️⃣ error: custom type 'Presentation' has the name of a type the generated code uses; write it with its module, such as 'MyApp.Presentation'",
                "2️⃣ error: custom type 'Data' has the name of a type the generated code uses; write it with its module, such as 'MyApp.Data'",
            ])
    }

    // MARK: Layouts

    @Test("a layout is tabs, sidebarAdaptable or splitView, and needs tabs to lay out")
    func layouts() {
        expectDiagnostics(
            manifest(#"{ "name": "home", "path": "/" }"#, settings: Self.tabs + #""layout": 1️⃣"sidebar","#),
            ["1️⃣ error: unknown layout 'sidebar'; did you mean 'sidebarAdaptable'?"])
        expectDiagnostics(
            manifest(#"{ "name": "home", "path": "/" }"#, settings: Self.tabs + #""layout": 1️⃣"columns","#),
            ["1️⃣ error: unknown layout 'columns'; use 'tabs', 'sidebarAdaptable' and 'splitView'"])
        expectDiagnostics(
            manifest(#"{ "name": "home", "path": "/" }"#, settings: Self.tabs + #""layout": 1️⃣"splitview","#),
            ["1️⃣ error: unknown layout 'splitview'; did you mean 'splitView'?"])
        expectDiagnostics(
            manifest(#"{ "name": "home", "path": "/" }"#, settings: #""schemes": ["app"], "layout": 1️⃣"splitView","#),
            ["1️⃣ error: layout 'splitView' lays out the app's tabs, but the manifest has no 'tabs'; list them in 'tabs', "
                + "or remove 'layout' for one navigation stack"])
        expectDiagnostics(
            manifest(#"{ "name": "home", "path": "/" }"#, settings: #""schemes": ["app"], "layout": 1️⃣"sidebarAdaptable","#),
            ["1️⃣ error: layout 'sidebarAdaptable' lays out the app's tabs, but the manifest has no 'tabs'; list them in 'tabs', "
                + "or remove 'layout' for one navigation stack"])
    }

    @Test("a tab's role is 'search', and an app has one search tab")
    func roles() {
        expectDiagnostics(
            manifest(
                #"{ "name": "home", "path": "/" }"#,
                settings: #"""
                    "schemes": ["app"],
                    "tabs": [
                      { "name": "shop", "title": "Shop", "systemImage": "bag", "root": "ShopView()", "role": 1️⃣"serch" },
                      { "name": "find", "title": "Find", "systemImage": "magnifyingglass", "root": "FindView()", "role": 3️⃣"search" },
                      { "name": "again", "title": "Again", "systemImage": "magnifyingglass", "root": "FindView()", "role": 2️⃣"search" }
                    ],
                    """#),
            [
                "1️⃣ error: unknown role 'serch' of tab 'shop'; did you mean 'search'?",
                "2️⃣ error: tab 'again' is a second search tab; an app has one, which SwiftUI sets apart in the tab bar\n"
                    + "3️⃣ note: 'find' is the search tab",
            ])
    }

    @Test("a section is not empty, and its tabs are listed one after another")
    func sections() {
        expectDiagnostics(
            manifest(
                #"{ "name": "home", "path": "/" }"#,
                settings: #"""
                    "schemes": ["app"], "layout": "sidebarAdaptable",
                    "tabs": [
                      { "name": "shop", "title": "Shop", "systemImage": "bag", "root": "ShopView()" },
                      { "name": "orders", "title": "Orders", "systemImage": "box", "root": "OrdersView()", "section": "Account" },
                      { "name": "profile", "title": "Profile", "systemImage": "person", "root": "ProfileView()", "section": 2️⃣"Account" },
                      { "name": "deals", "title": "Deals", "systemImage": "tag", "root": "DealsView()" },
                      { "name": "settings", "title": "Settings", "systemImage": "gear", "root": "SettingsView()", "section": 1️⃣"Account" },
                      { "name": "help", "title": "Help", "systemImage": "questionmark", "root": "HelpView()", "section": 3️⃣"" }
                    ],
                    """#),
            [
                "1️⃣ error: tab 'settings' is in section 'Account', but other tabs stand between it and that section's tab "
                    + "'profile'; list a section's tabs one after another\n2️⃣ note: 'profile' is in the section here",
                "3️⃣ error: 'section' of tab 'help' is empty",
            ])
    }

    @Test("'customizable' is a warning where the layout offers no customization: only the sidebar-adaptable one does",
          arguments: ["tabs", "splitView"])
    func customizableOutsideSidebar(layout: String) {
        expectDiagnostics(
            manifest(
                #"{ "name": "home", "path": "/" }"#,
                settings: """
                    "schemes": ["app"], "layout": "\(layout)",
                    "tabs": [
                      { "name": "shop", "title": "Shop", "systemImage": "bag", "root": "ShopView()", "customizable": 1️⃣false }
                    ],
                    """),
            ["1️⃣ warning: 'customizable' of tab 'shop' has no effect in layout '\(layout)': people customize tabs in the "
                + "sidebar of layout 'sidebarAdaptable' only"])
    }

    @Test("the model keeps whether each tab is customizable, true unless the manifest says false")
    func customizableModel() throws {
        let text = manifest(
            #"{ "name": "home", "path": "/" }"#,
            settings: #"""
                "schemes": ["app"], "layout": "sidebarAdaptable",
                "tabs": [
                  { "name": "shop", "title": "Shop", "systemImage": "bag", "root": "ShopView()", "customizable": false },
                  { "name": "orders", "title": "Orders", "systemImage": "box", "root": "OrdersView()", "customizable": true },
                  { "name": "profile", "title": "Profile", "systemImage": "person", "root": "ProfileView()" }
                ],
                """#)
        let result = Generator.routeTable(fromManifest: Array(text.utf8))
        #expect(result.diagnostics.all.isEmpty)
        let navigation = try #require(result.routeTable).navigation
        #expect(navigation.tabs.map(\.customizable) == [false, true, true])
    }

    @Test("the model keeps the layout, each tab's section and role, and runs of a section together")
    func layoutModel() throws {
        let text = manifest(
            #"{ "name": "home", "path": "/" }"#,
            settings: #"""
                "schemes": ["app"], "layout": "sidebarAdaptable",
                "tabs": [
                  { "name": "shop", "title": "Shop", "systemImage": "bag", "root": "ShopView()" },
                  { "name": "orders", "title": "Orders", "systemImage": "box", "root": "OrdersView()", "section": "Account" },
                  { "name": "profile", "title": "Profile", "systemImage": "person", "root": "ProfileView()", "section": "Account" },
                  { "name": "find", "title": "Find", "systemImage": "magnifyingglass", "root": "FindView()", "role": "search" }
                ],
                """#)
        let navigation = try #require(Generator.routeTable(fromManifest: Array(text.utf8)).routeTable).navigation
        #expect(navigation.layout == .sidebarAdaptable)
        #expect(navigation.sections.map { "\($0.section ?? "-"): \($0.tabs.map(\.name))" }
            == [#"-: ["shop"]"#, #"Account: ["orders", "profile"]"#, #"-: ["find"]"#])
        #expect(navigation.tabs.map(\.role) == [nil, nil, nil, .search])
    }
}
