import RouteGenCore
import RouteGenTestSupport
import Testing

/// The requirements: `requirements` at the top level, `requires` on routes and tabs, and the model
/// they make (each route's and tab's requirements, and the order a router checks them in).
@Suite("Requirement diagnostics")
struct RequirementDiagnosticsTests {
    static let signIn = #"""
        "schemes": ["app"],
        "requirements": { "signedIn": { "route": "signIn" } },
        """#

    static let signInRoute = #"{ "name": "signIn", "path": "/sign-in", "presentation": "sheet" }"#

    @Test("a route requires what it lists, its parents' and its tab's, and what the routes that meet those require")
    func model() throws {
        let text = manifest(
            #"""
            { "name": "cart", "path": "/cart" },
            { "name": "payment", "path": "/cart/pay", "parent": "cart", "requires": ["signedIn"] },
            { "name": "addCard", "path": "/cart/pay/card", "parent": "payment", "requires": ["verified"] },
            { "name": "order", "path": "/orders/{id:Int}", "tab": "orders" },
            { "name": "verify", "path": "/verify", "requires": ["signedIn"] },
            { "name": "signIn", "path": "/sign-in", "presentation": "sheet" }
            """#,
            settings: #"""
                "schemes": ["app"],
                "requirements": { "verified": { "route": "verify" }, "signedIn": { "route": "signIn" } },
                "tabs": [
                  { "name": "shop", "title": "Shop", "systemImage": "bag", "root": "ShopView()" },
                  { "name": "orders", "title": "Orders", "systemImage": "box", "root": "OrdersView()", "requires": ["signedIn"] }
                ],
                """#)
        let result = Generator.routeTable(fromManifest: Array(text.utf8))
        #expect(result.diagnostics.all.isEmpty)
        let table = try #require(result.routeTable)
        #expect(table.navigation.requirements.map(\.name) == ["signedIn", "verified"], "verified's route needs signedIn")
        #expect(table.routes.map(\.requirements) == [[], ["signedIn"], ["signedIn", "verified"], ["signedIn"], ["signedIn"], []])
        #expect(table.navigation.tabs.map(\.requirements) == [[], ["signedIn"]])
    }

    @Test("an unknown requirement in 'requires' suggests the one that was meant")
    func unknownRequirement() {
        expectDiagnostics(
            manifest(
                #"{ "name": "orders", "path": "/orders", "requires": [1️⃣"signedin"] }, { "name": "cart", "path": "/cart", "requires": ["signedIn"] }, \#(Self.signInRoute)"#,
                settings: Self.signIn),
            ["1️⃣ error: unknown requirement 'signedin'; did you mean 'signedIn'?"])
    }

    @Test("'requires' without 'requirements' says where to declare them")
    func requiresWithoutRequirements() {
        expectDiagnostics(
            manifest(#"{ "name": "orders", "path": "/orders", "requires": [1️⃣"signedIn"] }"#, settings: #""schemes": ["app"],"#),
            ["1️⃣ error: 'requires' names requirement 'signedIn', but the manifest has no 'requirements'; declare it there"])
    }

    @Test("a requirement's route must exist and take no parameters, as a router shows it on its own")
    func requirementRoute() {
        expectDiagnostics(
            manifest(
                #"{ "name": 3️⃣"signIn", "path": "/sign-in/{next}" }, { "name": "a", "path": "/a", "requires": ["signedIn", "admin"] }"#,
                settings: #"""
                    "schemes": ["app"],
                    "requirements": { "signedIn": { "route": 1️⃣"signIn" }, "admin": { "route": 2️⃣"adminn" } },
                    """#),
            [
                "1️⃣ error: route 'signIn' meets requirement 'signedIn', so a router shows it on its own, but it takes parameters; "
                    + "give the requirement a route without any\n3️⃣ note: 'signIn' is declared here",
                "2️⃣ error: requirement 'admin' is met by unknown route 'adminn'",
            ])
    }

    @Test("a requirement whose route needs it, directly or through another requirement, is reported: a link would wait forever")
    func loops() {
        expectDiagnostics(
            manifest(
                #"""
                { "name": "signIn", "path": "/sign-in", "requires": ["verified"] },
                { "name": "verify", "path": "/verify", "requires": ["signedIn"] }
                """#,
                settings: #"""
                    "schemes": ["app"],
                    "requirements": { "signedIn": { "route": 1️⃣"signIn" }, "verified": { "route": 2️⃣"verify" } },
                    """#),
            [
                "1️⃣ error: route 'signIn' meets requirement 'signedIn' but needs it itself (through its own 'requires', its parents', its tab's or another requirement's route): a link waiting for 'signedIn' could never show it",
                "2️⃣ error: route 'verify' meets requirement 'verified' but needs it itself (through its own 'requires', its parents', its tab's or another requirement's route): a link waiting for 'verified' could never show it",
            ])
    }

    @Test("a requirement's route in a tab that requires it loops too")
    func loopThroughTab() {
        expectDiagnostics(
            manifest(
                #"{ "name": "signIn", "path": "/sign-in", "tab": "account" }"#,
                settings: #"""
                    "schemes": ["app"],
                    "requirements": { "signedIn": { "route": 1️⃣"signIn" } },
                    "tabs": [{ "name": "account", "title": "Account", "systemImage": "person", "root": "AccountView()", "requires": ["signedIn"] }],
                    """#),
            ["1️⃣ error: route 'signIn' meets requirement 'signedIn' but needs it itself (through its own 'requires', its parents', its tab's or another requirement's route): a link waiting for 'signedIn' could never show it"])
    }

    @Test("tabs that all require something loop: a valid manifest has a tab that requires nothing, which a tab router falls back to")
    func everyTabRequires() {
        // Each requirement's route is in a tab that requires the other: every requirement waits.
        expectDiagnostics(
            manifest(
                #"""
                { "name": "signIn", "path": "/sign-in", "tab": "shop" },
                { "name": "verify", "path": "/verify", "tab": "account" }
                """#,
                settings: #"""
                    "schemes": ["app"],
                    "requirements": { "signedIn": { "route": 1️⃣"signIn" }, "verified": { "route": 2️⃣"verify" } },
                    "tabs": [
                      { "name": "shop", "title": "Shop", "systemImage": "bag", "root": "ShopView()", "requires": ["verified"] },
                      { "name": "account", "title": "Account", "systemImage": "person", "root": "AccountView()", "requires": ["signedIn"] }
                    ],
                    """#),
            [
                "1️⃣ error: route 'signIn' meets requirement 'signedIn' but needs it itself (through its own 'requires', its parents', its tab's or another requirement's route): a link waiting for 'signedIn' could never show it",
                "2️⃣ error: route 'verify' meets requirement 'verified' but needs it itself (through its own 'requires', its parents', its tab's or another requirement's route): a link waiting for 'verified' could never show it",
            ])
    }

    @Test("names: lowerCamelCase, not the enum's members; with requirements, no route is named 'requirements'")
    func names() {
        expectDiagnostics(
            manifest(
                #"\#(Self.signInRoute), { "name": 3️⃣"requirements", "path": "/r", "requires": ["signedIn"] }"#,
                settings: #"""
                    "schemes": ["app"],
                    "requirements": { 1️⃣"Signed-In": { "route": "signIn" }, 2️⃣"route": { "route": "signIn" }, "signedIn": { "route": "signIn" } },
                    """#),
            [
                "1️⃣ error: requirement name 'Signed-In' is not a lowerCamelCase identifier; did you mean 'signedIn'?",
                "2️⃣ error: requirement name 'route' is the name of a member of the generated requirement enum; choose another",
                "3️⃣ error: route name 'requirements' is the name of the member that requirements add to the generated route enum; choose another",
            ])
    }

    @Test("a requirement nothing requires, and one listed twice, are warnings")
    func warnings() {
        expectDiagnostics(
            manifest(
                #"\#(Self.signInRoute), { "name": "a", "path": "/a", "requires": ["signedIn", 2️⃣"signedIn"] }"#,
                settings: #"""
                    "schemes": ["app"],
                    "requirements": { "signedIn": { "route": "signIn" }, 1️⃣"admin": { "route": "signIn" } },
                    """#),
            [
                "1️⃣ warning: requirement 'admin' is required by no route or tab; list it in their 'requires', or remove it",
                "2️⃣ warning: requirement 'signedIn' is listed twice in 'requires'",
            ])
    }
}
