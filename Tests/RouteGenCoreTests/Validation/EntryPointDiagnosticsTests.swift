import RouteGenCore
import RouteGenTestSupport
import Testing

/// What the doors into the app read from the manifest: each route's `title`, `handoff` and
/// `searchable`, and the top-level `activityType` and `notificationLinkKey`.
@Suite("Entry point diagnostics")
struct EntryPointDiagnosticsTests {
    /// The model of a manifest that must be valid.
    func table(_ routes: String, settings: String = "") throws -> RouteTable {
        let result = Generator.routeTable(fromManifest: Array(manifest(routes, settings: settings).utf8))
        #expect(result.diagnostics.all.isEmpty, "\(result.diagnostics.rendered(file: "routes.json"))")
        return try #require(result.routeTable)
    }

    // MARK: Titles

    @Test("a title is text and placeholders of the route's values, as a localization key with %@ for each")
    func titleModel() throws {
        let table = try table(#"""
            { "name": "order", "path": "/orders/{id:Int}", "query": { "tab": "String?" }, "title": "Order {id} ({tab})" },
            { "name": "sale", "path": "/sale/{percent:Int}", "title": "{percent}% Off" },
            { "name": "privacy", "path": "/privacy", "title": "100% Private" },
            { "name": "productDetail", "path": "/products" },
            { "name": "openURLSettings", "path": "/url" }
            """#)
        let order = table.routes[0].title
        #expect(order.parts == [.text("Order "), .value(0), .text(" ("), .value(1), .text(")")])
        #expect(order.format == "Order %@ (%@)" && order.values == [0, 1])
        #expect(order.isTrimmed, "'tab' may be nil")
        #expect(!table.routes[1].title.isTrimmed)
        #expect(table.routes[1].title.format == "%@%% Off", "a percent sign beside values is escaped")
        #expect(table.routes[2].title.format == "100% Private", "without values there is no format to escape for")
        #expect(table.routes[3].title.format == "Product Detail", "the name made readable")
        #expect(table.routes[4].title.format == "Open URL Settings", "an acronym stays one word")
    }

    @Test("a placeholder must name one of the route's values, with a suggestion or the list of them")
    func unknownPlaceholder() {
        expectDiagnostics(
            manifest(#"""
                { "name": "order", "path": "/orders/{id:Int}", "title": 1️⃣"Order {orderID}" },
                { "name": "item", "path": "/items/{itemID:Int}", "title": 3️⃣"Item {itemId}" },
                { "name": "home", "path": "/", "title": 2️⃣"Home {id}" }
                """#),
            [
                "1️⃣ error: 'title' of route 'order' shows '{orderID}', which is not a parameter of the route; its parameters are 'id'",
                "3️⃣ error: 'title' of route 'item' shows '{itemId}', which is not a parameter of the route; did you mean 'itemID'?",
                "2️⃣ error: 'title' of route 'home' shows '{id}', which is not a parameter of the route; the route has no parameters",
            ])
    }

    @Test("braces only enclose a placeholder; an empty title is refused")
    func malformedTitles() {
        expectDiagnostics(
            manifest(#"""
                { "name": "a", "path": "/a/{id}", "title": 1️⃣"Order {id" },
                { "name": "b", "path": "/b/{id}", "title": 2️⃣"Order id}" },
                { "name": "c", "path": "/c/{id}", "title": 3️⃣"Order {}" },
                { "name": "d", "path": "/d", "title": 4️⃣" " }
                """#),
            [
                "1️⃣ error: 'title' of route 'a' has a '{' without its '}'; a placeholder is a parameter's name in braces, such as '{id}'",
                "2️⃣ error: 'title' of route 'b' has a '}' without its '{'; braces only enclose a parameter's name",
                "3️⃣ error: 'title' of route 'c' shows '{}', which is not a parameter of the route; its parameters are 'id'",
                "4️⃣ error: 'title' of route 'd' is empty; write the screen's name, or leave 'title' out for 'D'",
            ])
    }

    // MARK: Activities

    @Test("every route is advertised for Handoff and search unless it says otherwise, or meets a requirement")
    func eligibility() throws {
        let table = try table(
            #"""
            { "name": "home", "path": "/", "requires": ["signedIn", "new"] },
            { "name": "draft", "path": "/draft", "handoff": false },
            { "name": "inbox", "path": "/inbox", "searchable": false },
            { "name": "signIn", "path": "/sign-in", "presentation": "sheet" },
            { "name": "signUp", "path": "/sign-up", "presentation": "sheet", "handoff": true }
            """#,
            settings: #""requirements": { "signedIn": { "route": "signIn" }, "new": { "route": "signUp" } }, "schemes": ["app"],"#)
        #expect(table.routes.map(\.isEligibleForHandoff) == [true, false, true, false, true])
        #expect(table.routes.map(\.isEligibleForSearch) == [true, true, false, false, false])
    }

    @Test("the activity type: the manifest's, else the first app ID's bundle ID with '.route', else the enum's name")
    func activityType() throws {
        let route = #"{ "name": "home", "path": "/" }"#
        #expect(try table(route, settings: #""activityType": "com.example.app.screen","#).entryPoints.activityType == "com.example.app.screen")
        #expect(try table(route, settings: #""appIDs": ["ABCDE12345.com.example.app", "ABCDE12345.com.example.clip"],"#)
            .entryPoints.activityType == "com.example.app.route")
        #expect(try table(route, settings: #""enum": "ReaderRoute","#).entryPoints.activityType == "ReaderRoute")
    }

    @Test("an activity type is reverse-DNS characters; the notification's link key is not empty")
    func invalidSettings() {
        expectDiagnostics(
            manifest(#"{ "name": "home", "path": "/" }"#, settings: #""activityType": 1️⃣"com.example app", "notificationLinkKey": 2️⃣"","#),
            [
                "1️⃣ error: activity type 'com.example app' must be letters, digits, '.', '-' and '_', such as 'com.example.shop.route'",
                "2️⃣ error: 'notificationLinkKey' is empty; name the payload key that holds the link, such as 'link'",
            ])
    }

    @Test("the notification's link key is 'link' unless the manifest names another")
    func notificationLinkKey() throws {
        let route = #"{ "name": "home", "path": "/" }"#
        #expect(try table(route).entryPoints.notificationLinkKey == "link")
        #expect(try table(route, settings: #""notificationLinkKey": "deeplink","#).entryPoints.notificationLinkKey == "deeplink")
    }

    @Test("routes cannot take the names of the enum's new members")
    func reservedNames() {
        expectDiagnostics(
            manifest(#"{ "name": 1️⃣"title", "path": "/a" }, { "name": 2️⃣"userActivity", "path": "/b" }"#),
            [
                "1️⃣ error: route name 'title' is the name of a generated member of the route enum; choose another, such as 'titleScreen'",
                "2️⃣ error: route name 'userActivity' is the name of a generated member of the route enum; choose another, such as 'userActivityScreen'",
            ])
    }
}
