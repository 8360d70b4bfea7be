import RouteGenCore
import RouteGenTestSupport
import Testing

/// Screens no link opens (a route without `path`) and the values no link carries (`valueTypes`,
/// a route's `values`): what validation refuses, each diagnostic as the exact rendered line, and
/// what it accepts.
@Suite("Screen and value diagnostics")
struct ScreenDiagnosticsTests {
    /// The model of a manifest that must be valid.
    func table(_ routes: String, settings: String = "") throws -> RouteTable {
        let result = Generator.routeTable(fromManifest: Array(manifest(routes, settings: settings).utf8))
        #expect(result.diagnostics.all.isEmpty, "\(result.diagnostics.rendered(file: "routes.json"))")
        return try #require(result.routeTable)
    }

    static let builtIn = "'String', 'Int', 'Double', 'Bool', 'UUID' and 'URL'"

    // MARK: Value types

    @Test("a value of a type neither built in nor declared is an unknown type, with 'valueTypes' among the valid ones")
    func undeclaredValueType() {
        expectDiagnostics(
            manifest(#"{ "name": "card", "values": { "applicant": "1️⃣Applicant" } }"#),
            [
                "1️⃣ error: unknown parameter type 'Applicant'; valid types are \(Self.builtIn), or a name listed in "
                    + "'customTypes' or 'valueTypes'"
            ])
        expectDiagnostics(
            manifest(
                #"{ "name": "card", "values": { "applicant": "2️⃣Aplicant?" } }"#,
                settings: #""valueTypes": ["Applicant"], "customTypes": ["Tab"],"#),
            [
                "2️⃣ error: unknown parameter type 'Aplicant'; did you mean 'Applicant'? valid types are \(Self.builtIn) "
                    + "and the 'customTypes' 'Tab' and the 'valueTypes' 'Applicant'"
            ])
    }

    @Test("a value type in a path is refused: no link carries one")
    func valueTypeInPath() {
        expectDiagnostics(
            manifest(#"{ "name": "applicant", "path": "/applicants/{who:1️⃣Applicant}" }"#, settings: #""valueTypes": ["Applicant"],"#),
            [
                "1️⃣ error: 'Applicant' is one of the app's 'valueTypes', which no link can carry or print; declare the value "
                    + "under the route's 'values' instead"
            ])
    }

    @Test("a value type in a query is refused, in each of its forms")
    func valueTypeInQuery() {
        expectDiagnostics(
            manifest(
                #"""
                { "name": "a", "path": "/a", "query": { "who": "1️⃣Applicant?" } },
                { "name": "b", "path": "/b", "query": { "all": "[2️⃣Models.Status]" } }
                """#,
                settings: #""valueTypes": ["Applicant", "Models.Status"],"#),
            [
                "1️⃣ error: 'Applicant' is one of the app's 'valueTypes', which no link can carry or print; declare the value "
                    + "under the route's 'values' instead",
                "2️⃣ error: 'Models.Status' is one of the app's 'valueTypes', which no link can carry or print; declare the "
                    + "value under the route's 'values' instead",
            ])
    }

    @Test("a value type is declared once, across the manifest and its fragments")
    func valueTypeDeclaredTwice() {
        expectDiagnostics(
            manifest(#"{ "name": "home", "path": "/" }"#, settings: #""valueTypes": [1️⃣"Applicant", { "name": 2️⃣"Applicant" }],"#),
            ["2️⃣ error: duplicate value type 'Applicant'\n1️⃣ note: 'Applicant' first listed here"])
        expectFragmentDiagnostics(
            [
                "App/routes.json": #"""
                    { "version": 1, "schemes": ["app"], "valueTypes": [1️⃣"Applicant"], "include": ["../SignUp/routes.json"],
                      "routes": [{ "name": "home", "path": "/" }] }
                    """#,
                "SignUp/routes.json": #"""
                    { "fragment": "SignUp", "valueTypes": [2️⃣"Applicant"], "routes": [] }
                    """#,
            ],
            ["2️⃣ error: duplicate value type 'Applicant'", "1️⃣ note: 'Applicant' first listed here"])
    }

    @Test("a value type is no custom type, no built-in type, and a Swift type name that shadows nothing the generated code uses")
    func valueTypeNames() {
        expectDiagnostics(
            manifest(
                #"{ "name": "home", "path": "/" }"#,
                settings: #"""
                    "customTypes": ["Tab"], "valueTypes": [1️⃣"Tab", 2️⃣"Int", 3️⃣"my-type", 4️⃣"Data", { "name": 5️⃣"Models..Status" }],
                    """#),
            [
                "1️⃣ error: 'Tab' is listed in both 'customTypes' and 'valueTypes'; a custom type is one a link carries as its "
                    + "raw value, a value type one no link carries: keep one",
                "2️⃣ error: value type 'Int' is a type links carry; use it in 'values' as it is and remove it from 'valueTypes'",
                "3️⃣ error: value type 'my-type' is not a Swift type name such as 'Applicant' or 'Models.Status'",
                "4️⃣ error: value type 'Data' has the name of a type the generated code uses; write it with its module, such as 'MyApp.Data'",
                "5️⃣ error: value type 'Models..Status' is not a Swift type name such as 'Applicant' or 'Models.Status'",
            ])
    }

    @Test("a value type cannot have the name of the route enum or its destinations: the enum would hold itself")
    func valueTypeNamedLikeTheEnum() {
        expectDiagnostics(
            manifest(
                #"{ "name": "home", "path": "/" }"#,
                settings: #""enum": "ShopRoute", "valueTypes": [1️⃣"ShopRoute", 2️⃣"ShopRouteDestinations"],"#),
            [
                "1️⃣ error: value type 'ShopRoute' has the name of a type generated from this manifest; write it with its "
                    + "module, such as 'MyApp.ShopRoute', or rename one of them",
                "2️⃣ error: value type 'ShopRouteDestinations' has the name of a type generated from this manifest; write it "
                    + "with its module, such as 'MyApp.ShopRouteDestinations', or rename one of them",
            ])
    }

    @Test("a value type cannot have the name of a navigation type: the stem must change")
    func valueTypeNamedLikeNavigationType() {
        expectDiagnostics(
            manifest(
                #"{ "name": "home", "path": "/" }"#,
                settings: #""enum": 1️⃣"ShopRoute", "valueTypes": ["ShopRouter"],"#),
            [
                "1️⃣ error: the navigation type 'ShopRouter' would have the name of a type the manifest or the generated code "
                    + "already uses; set 'stem' to another name"
            ])
    }

    @Test("a value type is a name, or an object with 'name' and 'codable'")
    func valueTypeForms() throws {
        expectDiagnostics(
            manifest(
                #"{ "name": "home", "path": "/" }"#,
                settings: #""valueTypes": [1️⃣3, 2️⃣{ "codable": false }, { "name": "Photo", 3️⃣"codeable": false }],"#),
            [
                "1️⃣ error: a value type must be a type name such as \"Applicant\" or an object with 'name' and 'codable', found an integer",
                "2️⃣ error: missing required key 'name' in a value type",
                "3️⃣ error: unknown key 'codeable' in a value type; did you mean 'codable'?",
            ])
        let table = try table(
            #"{ "name": "home", "path": "/" }"#, settings: #""valueTypes": ["Photo", { "name": "Thumbnail", "codable": false }],"#)
        #expect(table.valueTypes.map(\.value) == [ValueType(name: "Photo", isCodable: true), ValueType(name: "Thumbnail", isCodable: false)])
    }

    // MARK: Values

    @Test("a value with neither a default nor a stand-in on a route that links open is refused: a link has no value for it")
    func requiredValueOnLinkedRoute() {
        expectDiagnostics(
            manifest(
                #"""
                { "name": "status", "path": "/statuses/{id}", "values": { 1️⃣"preloaded": "Models.Status", 2️⃣"index": "Int" } }
                """#,
                settings: #""valueTypes": ["Models.Status"],"#),
            [
                "1️⃣ error: value 'preloaded: Models.Status' of route 'status' has no default, but links open the route and "
                    + "carry no value for it; make it optional ('Models.Status?'), give it a default, or move it to a route without 'path'",
                "2️⃣ error: value 'index: Int' of route 'status' has no default, but links open the route and carry no value "
                    + "for it; make it optional ('Int?'), give it a default, or move it to a route without 'path'",
            ])
    }

    @Test("a value cannot take the name of a path parameter or a query parameter: all are labels of one case")
    func valueNameClashes() {
        expectDiagnostics(
            manifest(
                #"""
                { "name": "status", "path": "/statuses/{1️⃣id}", "query": { 3️⃣"page": "Int?" },
                  "values": { 2️⃣"id": "String?", 4️⃣"page": "Int?" } }
                """#),
            [
                "2️⃣ error: value 'id' has the name of a path parameter; rename one of them\n1️⃣ note: path parameter 'id' declared here",
                "4️⃣ error: value 'page' has the name of a query parameter; rename one of them\n3️⃣ note: query parameter 'page' declared here",
            ])
    }

    @Test("a value of the app's type has no default but null, on an optional; other values' defaults are a query item's")
    func valueDefaults() throws {
        expectDiagnostics(
            manifest(
                #"""
                { "name": "card", "values": {
                    "a": { "type": "Applicant", "default": 1️⃣{} },
                    "b": { "type": "Applicant?", "default": 2️⃣"x" },
                    "c": { "type": "Int?", "default": 3️⃣1 },
                    "d": { "type": "[Int]", "default": 4️⃣[] },
                    "e": { "type": "Int", "default": 5️⃣"1" },
                    "f": 6️⃣"Int??" } }
                """#,
                settings: #""valueTypes": ["Applicant"],"#),
            [
                "1️⃣ error: default of value 'a' must be null, for an optional 'Applicant?'; a value of the app's own type has no "
                    + "default the manifest can write",
                "2️⃣ error: default of value 'b' must be null, for an optional 'Applicant?'; a value of the app's own type has no "
                    + "default the manifest can write",
                "3️⃣ error: optional value 'c' cannot have a default; use 'Int' with a default, or 'Int?' without one",
                "4️⃣ error: list value 'd' cannot have a default; an absent list is empty",
                "5️⃣ error: default of value 'e' must be an integer, such as 1, found a string '1'",
                "6️⃣ error: value type 'Int??' is not supported; use 'T', 'T?' or '[T]'",
            ])
    }

    @Test("a value without 'type' names the value, and takes no 'equals', which only a link's item has")
    func valueWithoutType() {
        expectDiagnostics(
            manifest(#"{ "name": "card", "values": { "a": 1️⃣{ "doc": "A." }, "b": 2️⃣[], "c": { "type": "Int?", 3️⃣"equals": "x" } } }"#),
            [
                "1️⃣ error: missing required key 'type' in value 'a'",
                "2️⃣ error: value 'b' must be a type such as \"Int\" or an object with 'type', found an array",
                "3️⃣ error: unknown key 'equals' in value 'c'; value 'c' takes 'type', 'default' and 'doc'",
            ])
    }

    @Test("values follow the path's and the query's among the case's values, and null is an optional value's default")
    func valueModel() throws {
        let table = try table(
            #"""
            { "name": "tagged", "path": "/tags/{tag}", "query": { "page": { "type": "Int", "default": 1 } },
              "values": { "pinned": { "type": "Bool", "default": false }, "scrollTo": { "type": "Models.Status?", "default": null } } }
            """#,
            settings: #""valueTypes": ["Models.Status"],"#)
        let route = try #require(table.routes.first)
        #expect(route.parameters.map(\.name) == ["tag", "page", "pinned", "scrollTo"])
        #expect(route.linkParameters.map(\.name) == ["tag", "page"])
        #expect(route.values.map(\.name) == ["pinned", "scrollTo"])
        #expect(route.values.map(\.typeDescription) == ["Bool", "Models.Status?"])
        #expect(route.values[1].type == .value(ValueType(name: "Models.Status", isCodable: true)))
        #expect(route.opensFromLinks)
    }

    // MARK: Routes without path

    @Test("a key about links on a route without 'path' is refused, each where it is written")
    func linkKeysWithoutPath() {
        let settings = #""hosts": ["a.example.com"], "schemes": ["app"], "appIDs": ["ABCDE12345.com.example.app"],"#
        func error(_ key: String, _ marker: String, hint: String? = nil) -> String {
            "\(marker) error: route 'screen' has no 'path', so no link opens it, and '\(key)' is about its links; "
                + (hint ?? "add a 'path', or remove '\(key)'")
        }
        expectDiagnostics(
            manifest(
                #"""
                { "name": "screen", "query": { 1️⃣"q": "String?" }, "examples": [2️⃣"https://a.example.com/x"],
                  "hosts": 3️⃣["a.example.com"], "universalLink": 4️⃣true, "customScheme": 5️⃣false }
                """#,
                settings: settings),
            [
                error("query", "1️⃣", hint: "add a 'path', or declare its values under 'values'"),
                error("examples", "2️⃣"), error("hosts", "3️⃣"), error("universalLink", "4️⃣"), error("customScheme", "5️⃣"),
            ])
        expectDiagnostics(
            manifest(
                #"""
                { "name": "screen", "opensLinkIn": 1️⃣"?next", "opensPathIn": 2️⃣"#", "carriedOnly": 3️⃣true,
                  "itemsInFragment": 4️⃣true, "decodesBeforeSplitting": 5️⃣true, "keepsEmptySegments": 6️⃣true,
                  "anyHost": 7️⃣true, "hostParameter": 8️⃣"server" }
                """#,
                settings: settings),
            [
                error("opensLinkIn", "1️⃣"), error("opensPathIn", "2️⃣"), error("carriedOnly", "3️⃣"),
                error("itemsInFragment", "4️⃣"), error("decodesBeforeSplitting", "5️⃣"), error("keepsEmptySegments", "6️⃣"),
                error("anyHost", "7️⃣"), error("hostParameter", "8️⃣"),
            ])
    }

    @Test("the host value of a route on any host is named like none of its values no link carries")
    func valueNamedLikeHostParameter() {
        expectDiagnostics(
            manifest(
                #"""
                { "name": "status", "path": "/@{account}/{id:Int}", "anyHost": true, "hostParameter": 1️⃣"server",
                  "values": { 2️⃣"server": "String?" } },
                { "name": "home", "path": "/" }
                """#,
                settings: #""hosts": ["example.social"], "appIDs": ["ABCDE12345.com.example.fedi"],"#),
            [
                "1️⃣ error: 'hostParameter' of route 'status' is 'server', the name of another of its values; name the host "
                    + "value differently\n2️⃣ note: 'server' declared here"
            ])
    }

    @Test("a route that opens the link it carries has no case, so no values")
    func valuesOnCarrier() {
        expectDiagnostics(
            manifest(
                #"{ "name": "go", "path": "/go", "opensLinkIn": "?next", 1️⃣"values": { "from": "String?" } }, { "name": "home", "path": "/" }"#,
                settings: #""schemes": ["app"],"#),
            [
                "1️⃣ error: route 'go' opens the link in '?next' and shows no screen of its own, so it takes no 'values'; the route "
                    + "of the link it carries has the screen"
            ])
    }

    @Test("a route without 'path' offers no activity to continue: \"handoff\": true and \"searchable\": true are refused, false is fine")
    func activitiesWithoutPath() throws {
        let message = "has no 'path', so no link opens it, and its activity cannot be continued on another device or from "
            + "Spotlight; remove the flag, or add a 'path'"
        expectDiagnostics(
            manifest(#"""
                { "name": "a", "handoff": 1️⃣true },
                { "name": "b", "searchable": 2️⃣true, "handoff": false }
                """#),
            ["1️⃣ error: route 'a' \(message)", "2️⃣ error: route 'b' \(message)"])
        let table = try table(#"{ "name": "a", "handoff": false, "searchable": false }, { "name": "b" }"#)
        #expect(table.routes.map(\.isEligibleForHandoff) == [false, false])
        #expect(table.routes.map(\.isEligibleForSearch) == [false, false])
    }

    @Test("a title cannot show a value of the app's type, which has no text; other values it can")
    func titleOfValueType() throws {
        expectDiagnostics(
            manifest(
                #"{ "name": "card", "values": { "applicant": "Applicant", "step": "Int" }, "title": 1️⃣"Card of {applicant}" }"#,
                settings: #""valueTypes": ["Applicant"],"#),
            [
                "1️⃣ error: 'title' of route 'card' shows '{applicant}', a value of the app's type 'Applicant', which has no text "
                    + "to show; show a value of a type links carry, or leave the value out"
            ])
        let table = try table(
            #"{ "name": "card", "values": { "applicant": "Applicant", "step": "Int" }, "title": "Step {step}" }"#,
            settings: #""valueTypes": ["Applicant"],"#)
        #expect(table.routes[0].title.parts == [.text("Step "), .value(1)])
    }

    @Test("a route a link opens cannot open a parent without link whose required value no link carries; a value of the link fills it")
    func linkedChildOfScreenWithValues() {
        let note = "\n1️⃣ note: 'registerStep' declared here"
        func error(_ route: String, _ value: String, _ type: String) -> String {
            "error: a link to route '\(route)' opens its parent 'registerStep' too, but cannot fill the parent's value "
                + "'\(value): \(type)', which no link carries; make it optional ('\(type)?') so that a link opens the parent "
                + "without it, or leave the 'path' out of '\(route)'" + note
        }
        expectDiagnostics(
            manifest(
                #"""
                { "name": 1️⃣"registerStep", "values": { "step": "Int", "savePoint": "Applicant" } },
                { "name": "help", "path": "/help", "parent": 2️⃣"registerStep" },
                { "name": "stepHelp", "path": "/help/{step:Int}", "values": { "savePoint": "Applicant?" }, "parent": 3️⃣"registerStep" },
                { "name": "fullHelp", "path": "/full/{step:Int}", "values": { 4️⃣"savePoint": "Applicant" }, "parent": "registerStep" },
                { "name": "stepCard", "values": { "step": "String" }, "parent": 5️⃣"registerStep" }
                """#,
                settings: #""valueTypes": ["Applicant"],"#),
            [
                "2️⃣ " + error("help", "step", "Int"),
                "2️⃣ " + error("help", "savePoint", "Applicant"),
                "3️⃣ " + error("stepHelp", "savePoint", "Applicant"),
                "4️⃣ error: value 'savePoint: Applicant' of route 'fullHelp' has no default, but links open the route and carry "
                    + "no value for it; make it optional ('Applicant?'), give it a default, or move it to a route without 'path'",
                // A child no link opens either: the error of any child.
                "5️⃣ error: route 'stepCard' cannot open its parent 'registerStep': the parent's parameter 'step: Int' has no "
                    + "default and 'stepCard' has no parameter 'step' of that type" + note,
                "5️⃣ error: route 'stepCard' cannot open its parent 'registerStep': the parent's parameter 'savePoint: Applicant' "
                    + "has no default and 'stepCard' has no parameter 'savePoint' of that type" + note,
            ])
    }

    @Test("a route a link opens fills its parent's values from its link, and a parent's value with a stand-in needs nothing")
    func linkedChildFillsScreen() throws {
        let table = try table(
            #"""
            { "name": "registerStep", "values": { "step": "Int", "savePoint": "Applicant?" } },
            { "name": "stepHelp", "path": "/help/{step:Int}", "parent": "registerStep" }
            """#,
            settings: #""valueTypes": ["Applicant"], "schemes": ["app"],"#)
        #expect(table.routes[1].parentArguments == [.child("step"), .standIn])
    }

    @Test("a route without 'path' and with only a parent is a screen no link opens, with no path and no variant")
    func screenWithOnlyAParent() throws {
        let table = try table(
            #"""
            { "name": "welcome", "path": "/welcome" },
            { "name": "register", "parent": "welcome" }
            """#,
            settings: #""hosts": ["a.example.com"], "schemes": ["app"], "appIDs": ["ABCDE12345.com.example.app"],"#)
        let register = table.routes[1]
        #expect(!register.opensFromLinks && register.path == PathPattern.none && register.path.variants.isEmpty)
        #expect(register.parentIndex == 0 && register.parameters.isEmpty)
        #expect(!register.universalLink && !register.customScheme)
        #expect(table.routes[0].opensFromLinks && table.hasRoutesWithoutLinks)
        #expect(table.linkScope(of: register).channels.isEmpty)
    }

    @Test("a screen without link may be the parent of another screen without link, which fills its values")
    func screenParentOfScreen() throws {
        let table = try table(
            #"""
            { "name": "report", "values": { "status": "Models.Status" }, "presentation": "sheet" },
            { "name": "reportReason", "parent": "report", "values": { "status": "Models.Status", "reason": "String" } },
            { "name": "reportSent", "parent": "reportReason", "values": { "status": "Models.Status", "reason": "String" } }
            """#,
            settings: #""valueTypes": ["Models.Status"],"#)
        #expect(table.routes.map(\.opensFromLinks) == [false, false, false])
        #expect(table.routes.map(\.parentIndex) == [nil, 0, 1])
        #expect(table.routes[1].parentArguments == [.child("status")])
        #expect(table.routes[2].parentArguments == [.child("status"), .child("reason")])
    }

    @Test("every error of a manifest about screens and values is reported in one run, in source order")
    func everyErrorInOneRun() {
        expectDiagnostics(
            manifest(
                #"""
                { "name": "a", "values": { "x": "3️⃣Aplicant" }, "examples": [4️⃣"https://a.example.com/a"] },
                { "name": "b", "path": "/b/{id:5️⃣Applicant}", "handoff": true },
                { "name": "c", "path": "/c", "values": { 6️⃣"n": "Int" } },
                { "name": "d", "handoff": 7️⃣true, "values": { "who": "Applicant" }, "title": 8️⃣"{who}" }
                """#,
                settings: #""hosts": ["a.example.com"], "appIDs": ["ABCDE12345.com.example.app"], "valueTypes": [1️⃣"Applicant", 2️⃣"Applicant"],"#),
            [
                "2️⃣ error: duplicate value type 'Applicant'\n1️⃣ note: 'Applicant' first listed here",
                "3️⃣ error: unknown parameter type 'Aplicant'; did you mean 'Applicant'? valid types are \(Self.builtIn) "
                    + "and the 'valueTypes' 'Applicant'",
                "4️⃣ error: route 'a' has no 'path', so no link opens it, and 'examples' is about its links; add a 'path', "
                    + "or remove 'examples'",
                "5️⃣ error: 'Applicant' is one of the app's 'valueTypes', which no link can carry or print; declare the value "
                    + "under the route's 'values' instead",
                "6️⃣ error: value 'n: Int' of route 'c' has no default, but links open the route and carry no value for it; "
                    + "make it optional ('Int?'), give it a default, or move it to a route without 'path'",
                "7️⃣ error: route 'd' has no 'path', so no link opens it, and its activity cannot be continued on another "
                    + "device or from Spotlight; remove the flag, or add a 'path'",
                "8️⃣ error: 'title' of route 'd' shows '{who}', a value of the app's type 'Applicant', which has no text to show; "
                    + "show a value of a type links carry, or leave the value out",
            ])
    }
}
