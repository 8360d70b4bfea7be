import RouteGenCore
import RouteGenTestSupport
import Testing

/// The diagnostics a developer sees for each kind of mistake in `routes.json`, as exact lines.
///
/// Positions are markers in the manifest text (1️⃣ stands where the diagnostic points), so the
/// expectations read `1️⃣ error: …` and the helper renders them as `routes.json:L:C: error: …`.
@Suite("Manifest diagnostics")
struct ManifestDiagnosticsTests {
    // MARK: Document and keys

    @Test("text that is not JSON is reported at the broken token")
    func notJSON() {
        expectDiagnostics(#"{ "version": 1, "routes": [ 1️⃣} "#, ["1️⃣ error: expected a value, found '}'"])
    }

    @Test("a manifest that is not an object says what it is")
    func notAnObject() {
        expectDiagnostics("1️⃣[1, 2]", ["1️⃣ error: the manifest must be a JSON object, found an array"])
    }

    @Test("a value of the wrong type names the key, the expected type and the found one")
    func wrongType() {
        expectDiagnostics(
            manifest(#"{ "name": "home", "path": "/", "universalLink": 1️⃣"yes" }"#, settings: #""hosts": 2️⃣"a.com","#),
            [
                "2️⃣ error: 'hosts' must be an array, found a string",
                "1️⃣ error: 'universalLink' must be true or false, found a string",
            ])
    }

    @Test("a missing required key is reported at the object that lacks it")
    func missingKey() {
        expectDiagnostics(
            manifest(#"1️⃣{ "path": "/home" }"#),
            ["1️⃣ error: missing required key 'name' in a route"])
        expectDiagnostics(
            #"2️⃣{ "version": 1 }"#,
            ["2️⃣ error: missing required key 'routes' in the manifest"])
    }

    @Test("an unknown key suggests the key that was meant, or lists the valid ones")
    func unknownKey() {
        expectDiagnostics(
            manifest(#"{ "name": "home", "path": "/", 1️⃣"prent": "x" }"#, settings: #"2️⃣"hsots": [],"#),
            [
                "2️⃣ error: unknown key 'hsots' in the manifest; did you mean 'hosts'?",
                "1️⃣ error: unknown key 'prent' in a route; did you mean 'parent'?",
            ])
        expectDiagnostics(
            manifest(#"{ "name": "home", "path": "/", 1️⃣"zzz": 1 }"#),
            [
                "1️⃣ error: unknown key 'zzz' in a route; a route takes 'name', 'path', 'query', 'values', 'parent', 'view', "
                    + "'viewController', 'universalLink', 'customScheme', 'doc', 'examples', 'tab', 'presentation', 'requires', 'title', "
                    + "'handoff', 'searchable', 'hosts', 'opensLinkIn', 'opensPathIn', 'carriedOnly', 'itemsInFragment', "
                    + "'decodesBeforeSplitting', 'keepsEmptySegments', 'anyHost' and 'hostParameter'"
            ])
    }

    @Test("only version 1 is read")
    func unsupportedVersion() {
        expectDiagnostics(
            #"{ "version": 1️⃣2, "routes": [] }"#,
            ["1️⃣ error: unsupported manifest version 2; this RouteGen reads version 1"])
    }

    @Test("a duplicate key in any object is an error with a note at the first")
    func duplicateKey() {
        expectDiagnostics(
            manifest(#"{ "name": "home", 1️⃣"path": "/", 2️⃣"path": "/home" }"#),
            ["2️⃣ error: duplicate key 'path'\n1️⃣ note: 'path' first written here"])
    }

    // MARK: Names

    @Test("route names are lowerCamelCase identifiers, with a suggestion")
    func invalidRouteName() {
        expectDiagnostics(
            manifest(#"{ "name": 1️⃣"product-detail", "path": "/a" }, { "name": 2️⃣"9lives", "path": "/b" }"#),
            [
                "1️⃣ error: route name 'product-detail' is not a lowerCamelCase identifier; did you mean 'productDetail'?",
                "2️⃣ error: route name '9lives' is not a lowerCamelCase identifier",
            ])
    }

    @Test("a duplicate route name points at both declarations")
    func duplicateRouteName() {
        expectDiagnostics(
            manifest(#"{ "name": 1️⃣"home", "path": "/a" }, { "name": 2️⃣"home", "path": "/b" }"#),
            ["2️⃣ error: duplicate route name 'home'\n1️⃣ note: 'home' first declared here"])
    }

    @Test("the enum name must be a type name that shadows nothing the generated code uses")
    func invalidEnumName() {
        expectDiagnostics(
            manifest(#"{ "name": "home", "path": "/" }"#, settings: #""enum": 1️⃣"app-route","#),
            ["1️⃣ error: enum name 'app-route' is not a Swift type name; use an UpperCamelCase identifier such as 'AppRoute'"])
        expectDiagnostics(
            manifest(#"{ "name": "home", "path": "/" }"#, settings: #""enum": 1️⃣"URL","#),
            ["1️⃣ error: enum name 'URL' would shadow a type the generated code uses; choose another, such as 'AppRoute'"])
    }

    @Test("access is public, package or internal")
    func invalidAccess() {
        expectDiagnostics(
            manifest(#"{ "name": "home", "path": "/" }"#, settings: #""access": 1️⃣"pubic","#),
            ["1️⃣ error: invalid access level 'pubic'; did you mean 'public'?"])
        expectDiagnostics(
            manifest(#"{ "name": "home", "path": "/" }"#, settings: #""access": 1️⃣"open","#),
            ["1️⃣ error: invalid access level 'open'; use 'public', 'package' and 'internal'"])
    }

    @Test("Swift keywords are valid route and parameter names: they are escaped, not refused")
    func keywordsAreNotErrors() {
        expectDiagnostics(
            manifest(#"{ "name": "default", "path": "/{class}", "query": { "in": "Int?" } }"#), [])
    }

    // MARK: Paths

    @Test("a path starts with '/'")
    func pathWithoutSlash() {
        expectDiagnostics(
            manifest(#"{ "name": "home", "path": 1️⃣"products" }"#),
            ["1️⃣ error: path 'products' must start with '/'"])
    }

    @Test("braces must balance")
    func unbalancedBraces() {
        expectDiagnostics(
            manifest(#"{ "name": "a", "path": "/p/1️⃣{id" }, { "name": "b", "path": "/q/2️⃣id}" }"#),
            [
                "1️⃣ error: unbalanced '{' in path segment '{id'",
                "2️⃣ error: unbalanced '}' in path segment 'id}'",
            ])
    }

    @Test("empty segments and a trailing slash are refused with the reason")
    func emptySegments() {
        expectDiagnostics(
            manifest(#"{ "name": "a", "path": "/p1️⃣//q" }, { "name": "b", "path": "/r2️⃣/" }"#),
            [
                "1️⃣ error: empty path segment ('//')",
                "2️⃣ error: a path must not end with '/'; a trailing slash is ignored when matching, so leave it out",
            ])
    }

    @Test("a query or fragment in the path points at the '?' or '#'")
    func queryOrFragmentInPath() {
        expectDiagnostics(
            manifest(#"{ "name": "a", "path": "/p1️⃣?q=1" }, { "name": "b", "path": "/r2️⃣#top" }"#),
            [
                "1️⃣ error: a path must not contain a query; declare query parameters in 'query'",
                "2️⃣ error: a path must not contain a fragment; fragments are ignored when matching",
            ])
    }

    @Test("a parameter name is used once per path")
    func duplicateParameter() {
        expectDiagnostics(
            manifest(#"{ "name": "a", "path": "/p/{1️⃣id}/{2️⃣id:Int}" }"#),
            ["2️⃣ error: duplicate parameter name 'id' in path\n1️⃣ note: 'id' first used here"])
    }

    @Test("a path has one rest parameter, which takes no type")
    func restParameter() {
        expectDiagnostics(
            manifest(#"{ "name": "a", "path": "/d/1️⃣{rest...}/2️⃣{more...}" }, { "name": "b", "path": "/e/{3️⃣rest...:Int}" }"#),
            [
                "2️⃣ error: a path may have one rest parameter; '{more...}' is a second, after '{rest...}': "
                    + "no link tells where one ends and the other begins\n1️⃣ note: '{rest...}' is here",
                "3️⃣ error: rest parameter '{rest...:Int}' takes no type; it captures the remaining segments as [String]",
            ])
    }

    @Test("an unknown parameter type lists the valid ones, custom types included")
    func unknownPathType() {
        expectDiagnostics(
            manifest(#"{ "name": "a", "path": "/p/{id:1️⃣Integer}" }"#, settings: #""customTypes": ["Tab"],"#),
            [
                "1️⃣ error: unknown parameter type 'Integer'; did you mean 'Int'? valid types are 'String', 'Int', "
                    + "'Double', 'Bool', 'UUID' and 'URL' and the 'customTypes' 'Tab'"
            ])
    }

    @Test("path parameters are not lists")
    func pathParameterShapes() {
        expectDiagnostics(
            manifest(#"{ "name": "b", "path": "/q/{ids:1️⃣[Int]}" }"#),
            ["1️⃣ error: path parameter 'ids' cannot be a list; write '{ids...}' to capture the remaining segments"])
    }

    @Test("literal segments that could never match are refused")
    func badLiterals() {
        expectDiagnostics(
            manifest(#"{ "name": "a", "path": "/p/1️⃣.." }, { "name": "b", "path": "/2️⃣100%" }, { "name": "c", "path": "/3️⃣a*" }"#),
            [
                "1️⃣ error: path segment '..' can never match: links with '.' and '..' segments are refused",
                "2️⃣ error: path segment '100%' contains '%'; write literal segments decoded, as they read",
                "3️⃣ error: path segment 'a*' contains '*', which the apple-app-site-association file cannot match literally",
            ])
    }

    // MARK: Query parameters

    @Test("an unknown query type is reported with a suggestion")
    func unknownQueryType() {
        expectDiagnostics(
            manifest(#"{ "name": "a", "path": "/p", "query": { "page": "1️⃣Integr?" } }"#),
            [
                "1️⃣ error: unknown parameter type 'Integr'; did you mean 'Int'? valid types are 'String', 'Int', "
                    + "'Double', 'Bool', 'UUID' and 'URL', or a name listed in 'customTypes'"
            ])
    }

    @Test("a default must be a value of the parameter's type")
    func wrongDefault() {
        expectDiagnostics(
            manifest(
                #"""
                { "name": "a", "path": "/p", "query": {
                    "page": { "type": "Int", "default": 1️⃣"1" },
                    "id": { "type": "UUID", "default": 2️⃣"nope" },
                    "q": { "type": "String?", "default": 3️⃣"x" },
                    "tags": { "type": "[String]", "default": 4️⃣[] }
                } }
                """#),
            [
                "1️⃣ error: default of query parameter 'page' must be an integer, such as 1, found a string '1'",
                "2️⃣ error: default of query parameter 'id' must be a UUID string, such as "
                    + "\"9F1C7E62-2A4B-4B8E-9C3D-0E5F6A7B8C9D\", found a string 'nope'",
                "3️⃣ error: optional query parameter 'q' cannot have a default; use 'String' with a default, "
                    + "or 'String?' without one",
                "4️⃣ error: list query parameter 'tags' cannot have a default; an absent list is empty",
            ])
    }

    @Test("a UUID default is read as the generated parser reads UUIDs, not as leniently as Foundation on Linux (fuzzing found a crash)")
    func uuidDefaultWithSpace() {
        expectDiagnostics(
            manifest(#"{ "name": "a", "path": "/p", "query": { "id": { "type": "UUID", "default": 1️⃣"00000000-0000-0000-0000-0000 0000000" } } }"#),
            [
                "1️⃣ error: default of query parameter 'id' must be a UUID string, such as "
                    + "\"9F1C7E62-2A4B-4B8E-9C3D-0E5F6A7B8C9D\", found a string '00000000-0000-0000-0000-0000 0000000'"
            ])
    }

    @Test("a query parameter cannot share a path parameter's name")
    func queryNameClash() {
        expectDiagnostics(
            manifest(#"{ "name": "a", "path": "/p/{1️⃣id}", "query": { 2️⃣"id": "Int" } }"#),
            ["2️⃣ error: query parameter 'id' has the name of a path parameter; rename one of them\n1️⃣ note: path parameter 'id' declared here"])
    }

    // MARK: Parents

    @Test("an unknown parent suggests the route that was meant")
    func unknownParent() {
        expectDiagnostics(
            manifest(#"{ "name": "productList", "path": "/p" }, { "name": "b", "path": "/q", "parent": 1️⃣"prodList" }"#),
            ["1️⃣ error: unknown parent 'prodList'; did you mean 'productList'?"])
    }

    @Test("parent cycles are reported once, from the first route of the cycle")
    func parentCycle() {
        expectDiagnostics(
            manifest(
                #"""
                { "name": "a", "path": "/a", "parent": 1️⃣"b" },
                { "name": "b", "path": "/b", "parent": "c" },
                { "name": "c", "path": "/c", "parent": "a" },
                { "name": "d", "path": "/d", "parent": 2️⃣"d" }
                """#),
            [
                "1️⃣ error: parent chain 'a' → 'b' → 'c' → 'a' is a cycle",
                "2️⃣ error: route 'd' is its own parent",
            ])
    }

    @Test("a parent's parameter must come from the child or have a default")
    func parentParameters() {
        expectDiagnostics(
            manifest(
                #"""
                { "name": 1️⃣"order", "path": "/orders/{orderID:UUID}", "query": { "tab": { "type": "String", "default": "items" } } },
                { "name": "good", "path": "/orders/{orderID:UUID}/items/{item}", "parent": "order" },
                { "name": "bad", "path": "/items/{item}", "parent": 2️⃣"order" },
                { "name": "wrongType", "path": "/x/{orderID:Int}", "parent": 3️⃣"order" }
                """#),
            [
                "2️⃣ error: route 'bad' cannot open its parent 'order': the parent's parameter 'orderID: UUID' has no "
                    + "default and 'bad' has no parameter 'orderID' of that type\n1️⃣ note: 'order' declared here",
                "3️⃣ error: route 'wrongType' cannot open its parent 'order': the parent's parameter 'orderID: UUID' "
                    + "has no default and 'wrongType' has no parameter 'orderID' of that type\n1️⃣ note: 'order' declared here",
            ])
    }

    // MARK: Overlaps

    @Test("two routes that accept exactly the same URLs are refused, whatever their parameter names")
    func sameURLs() {
        expectDiagnostics(
            manifest(
                #"""
                { "name": "a", "path": 1️⃣"/p/{id:Int}" },
                { "name": "b", "path": 2️⃣"/p/{number:Int}" },
                { "name": "c", "path": "/p/{slug}" },
                { "name": "d", "path": "/p/new" }
                """#),
            [
                "2️⃣ error: route 'b' accepts exactly the same URLs as route 'a' ('/p/{number:Int}' and '/p/{id:Int}'); "
                    + "change one of the paths\n1️⃣ note: 'a' declared here"
            ])
    }

    @Test("with caseSensitive false, literals that differ only in case overlap")
    func caseInsensitiveOverlap() {
        expectDiagnostics(
            manifest(
                #"{ "name": "a", "path": 1️⃣"/About" }, { "name": "b", "path": 2️⃣"/about" }"#,
                settings: #""caseSensitive": false,"#),
            [
                "2️⃣ error: route 'b' accepts exactly the same URLs as route 'a' ('/about' and '/About'); "
                    + "change one of the paths\n1️⃣ note: 'a' declared here"
            ])
    }

    // MARK: Link settings

    @Test("hosts are bare host names: no scheme, path or port")
    func badHosts() {
        expectDiagnostics(
            manifest(
                #"{ "name": "a", "path": "/", "universalLink": false }"#,
                settings: #""hosts": [1️⃣"https://shop.example.com", 2️⃣"shop.example.com/app", 3️⃣"shop.example.com:8443", 4️⃣"shop", "*.example.com"],"#),
            [
                "1️⃣ error: host 'https://shop.example.com' must be a bare host name without a scheme; write 'shop.example.com'",
                "2️⃣ error: host 'shop.example.com/app' must be a bare host name without a path; write 'shop.example.com'",
                "3️⃣ error: host 'shop.example.com:8443' must not have a port; universal links are https on port 443; "
                    + "write 'shop.example.com'",
                "4️⃣ error: 'shop' is not a valid host name; write a domain such as 'shop.example.com' or '*.example.com'",
            ])
    }

    @Test("schemes: no system or web schemes, valid syntax, no duplicates")
    func badSchemes() {
        expectDiagnostics(
            manifest(
                #"{ "name": "a", "path": "/" }"#,
                settings: #""schemes": [1️⃣"https", 2️⃣"tel", 3️⃣"shop://", 4️⃣"1shop", 5️⃣"shop", 6️⃣"SHOP"],"#),
            [
                "1️⃣ error: scheme 'https' is the web's; list the domain in 'hosts' to open its links as universal links",
                "2️⃣ error: scheme 'tel' belongs to the system; choose a scheme of your own, such as your app's name",
                "3️⃣ error: scheme 'shop://' must be a bare scheme name; write 'shop'",
                "4️⃣ error: '1shop' is not a valid URL scheme; a scheme is a letter followed by letters, digits, '+', '-' or '.'",
                "6️⃣ error: duplicate scheme 'SHOP'\n5️⃣ note: 'SHOP' first listed here",
            ])
    }

    @Test("a scheme's fixed host may be one label (myapp://users/42), but is still a host name")
    func schemeHosts() {
        expectDiagnostics(
            manifest(
                #"{ "name": "a", "path": "/" }"#,
                settings: #"""
                    "schemes": [{ "name": "myapp", "host": "users" }, { "name": "fb", "host": "Profile" },
                                { "name": "x", "host": 1️⃣"-bad-" }, { "name": "y", "host": 2️⃣"*.example.com" }],
                    """#),
            [
                "1️⃣ error: '-bad-' is not a valid host name; write one such as 'open-url' or 'www.example.com'",
                "2️⃣ error: the host of scheme 'y' must be one host, not a wildcard",
            ])
    }

    @Test("the first segment of a plain scheme's link is a host: routes that differ there only in case are one link")
    func hostCaseOverlap() {
        expectDiagnostics(
            manifest(
                #"{ "name": "inbox", "path": 1️⃣"/inbox" }, { "name": "legacyInbox", "path": 2️⃣"/Inbox" }, { "name": "box", "path": "/box/Inbox" }"#,
                settings: #""schemes": ["mail"],"#),
            [
                "2️⃣ error: route 'legacyInbox' opens the same 'mail' links as route 'inbox' ('/Inbox' and '/inbox'): the "
                    + "first segment of 'mail://…' is a host, which compares without case; change one of the paths"
                    + "\n1️⃣ note: 'inbox' declared here"
            ])
        // Without a plain scheme, paths compare case as the manifest says.
        expectDiagnostics(
            manifest(
                #"{ "name": "inbox", "path": "/inbox" }, { "name": "legacyInbox", "path": "/Inbox" }"#,
                settings: #""hosts": ["mail.example.com"], "appIDs": ["ABCDE12345.com.example.mail"], "schemes": [{ "name": "mail", "host": "open" }],"#),
            [])
    }

    @Test("a custom type's default is a Swift expression; a raw value gets a fix-it")
    func customTypeDefault() {
        expectDiagnostics(
            manifest(
                #"""
                { "name": "a", "path": "/p", "query": {
                    "sort": { "type": "SortOrder", "default": 1️⃣"recent" },
                    "order": { "type": "SortOrder", "default": 2️⃣"most-recent" },
                    "capitalized": { "type": "SortOrder", "default": 3️⃣"Recent" },
                    "tab": { "type": "SortOrder", "default": ".recent" },
                    "other": { "type": "SortOrder", "default": "SortOrder.recent" }
                } }
                """#,
                settings: #""schemes": ["app"], "customTypes": ["SortOrder"],"#),
            [
                "1️⃣ error: default of query parameter 'sort' is a Swift expression of type 'SortOrder', not a raw value; "
                    + "did you mean '.recent'?",
                "2️⃣ error: default of query parameter 'order' is a Swift expression of type 'SortOrder', not a raw value; "
                    + "did you mean '.mostRecent'?",
                "3️⃣ error: default of query parameter 'capitalized' is a Swift expression of type 'SortOrder', not a raw value; "
                    + "did you mean '.recent'?",
            ])
    }

    @Test("an empty manifest (what Xcode's Empty File leaves) gets a starter manifest, not a JSON error", arguments: ["", "\n", "  \r\n\t\n"])
    func emptyManifest(_ text: String) {
        let (table, diagnostics) = Generator.routeTable(fromManifest: Array(text.utf8))
        #expect(table == nil)
        #expect(diagnostics.sorted.map { $0.rendered(file: "routes.json") } == [
            "routes.json:1:1: error: the manifest is empty; write one such as the starter below, then list your routes\n"
                + "routes.json: note: a starter manifest:\n" + Generator.starterManifest
        ])
    }

    @Test("the starter manifest an empty file is given is valid as it is")
    func starterManifestIsValid() {
        let (table, diagnostics) = Generator.routeTable(fromManifest: Array(Generator.starterManifest.utf8))
        #expect(diagnostics.all.isEmpty)
        #expect(table?.routes.map(\.name) == ["home", "item"])
    }

    @Test("app IDs are TEAMID.bundle.id with a 10-character team ID")
    func badAppIDs() {
        expectDiagnostics(
            manifest(
                #"{ "name": "a", "path": "/" }"#,
                settings: #""hosts": ["shop.example.com"], "appIDs": [1️⃣"com.example.shop", 2️⃣"abcde12345.com.example"],"#),
            [
                "1️⃣ error: app ID 'com.example.shop' in 'appIDs' must be 'TEAMID.bundle.id' with the 10-character team "
                    + "ID, such as 'ABCDE12345.com.example.shop'",
                "2️⃣ error: app ID 'abcde12345.com.example' in 'appIDs' must be 'TEAMID.bundle.id' with the 10-character "
                    + "team ID, such as 'ABCDE12345.com.example.shop'",
            ])
    }

    @Test("universal links need appIDs, and a route's universalLink needs hosts")
    func linkChannels() {
        expectDiagnostics(
            manifest(#"{ "name": 1️⃣"home", "path": "/" }"#, settings: #"2️⃣"hosts": ["shop.example.com"],"#),
            [
                "2️⃣ error: universal links need 'appIDs' for the apple-app-site-association file; add "
                    + "\"appIDs\": [\"TEAMID.bundle.id\"], or set \"universalLink\": false on every route\n"
                    + "1️⃣ note: route 'home' is a universal link"
            ])
        expectDiagnostics(
            manifest(#"{ "name": "home", "path": "/", "universalLink": 1️⃣true, "customScheme": 2️⃣true }"#),
            [
                "1️⃣ error: route 'home' sets 'universalLink' to true, but the manifest has no 'hosts'; add the domain to 'hosts'",
                "2️⃣ error: route 'home' sets 'customScheme' to true, but the manifest has no 'schemes'; add a scheme to 'schemes'",
            ])
    }

    @Test("'aasaOutput' needs a path, and a manifest with hosts, since it names where the AASA file goes")
    func associationOutput() {
        expectDiagnostics(
            manifest(#"{ "name": "home", "path": "/" }"#, settings: #""aasaOutput": 1️⃣"Web/","#),
            ["1️⃣ error: 'aasaOutput' names where to write the apple-app-site-association file, but the manifest lists "
                + "no 'hosts', so there is none; add 'hosts' or remove 'aasaOutput'"])
        expectDiagnostics(
            manifest(
                #"{ "name": "home", "path": "/" }"#,
                settings: #""hosts": ["a.example.com"], "appIDs": ["ABCDE12345.a"], "aasaOutput": 1️⃣"","#),
            [#"1️⃣ error: 'aasaOutput' is empty; give the path of the apple-app-site-association file, relative to this "#
                + #"manifest's folder, such as "../../Web/.well-known/""#])
    }

    // MARK: Views and examples

    @Test("an empty view is an error; an example must be an absolute URL")
    func viewAndExamples() {
        expectDiagnostics(
            manifest(#"{ "name": "home", "path": "/", "view": 1️⃣"  ", "examples": ["https://a.example.com/", 2️⃣"/home"] }"#),
            [
                "1️⃣ error: 'view' of route 'home' is empty; write a view type such as 'ProductView', a Swift expression, "
                    + "or leave 'view' out",
                "2️⃣ error: example '/home' of route 'home' is not an absolute URL such as 'https://shop.example.com/products'",
            ])
    }

    // MARK: Warnings

    @Test("more than 700 routes warn that the app's own exhaustive switches will fail to compile")
    func largeEnumWarning() {
        let routes = (0..<701).map { #"{ "name": "r\#($0)", "path": "/r\#($0)" }"# }.joined(separator: ",")
        expectDiagnostics(
            #"{ "version": 1, "enum": "Big", 1️⃣"routes": [\#(routes)] }"#,
            [
                "1️⃣ warning: 'Big' will have 701 cases; Swift 6.3 cannot prove a 'switch' over more than about 700 "
                    + "cases with associated values exhaustive, so give your own switches over it a 'default:' (the "
                    + "generated code splits its own)"
            ])
    }

    // MARK: All at once

    @Test("every problem is reported in one run, in source order")
    func everythingAtOnce() {
        expectDiagnostics(
            manifest(
                #"{ "name": 1️⃣"Home", "path": 2️⃣"home", "parent": 3️⃣"nowhere" }"#,
                settings: #""access": 4️⃣"open", 5️⃣"hsots": [],"#),
            [
                "4️⃣ error: invalid access level 'open'; use 'public', 'package' and 'internal'",
                "5️⃣ error: unknown key 'hsots' in the manifest; did you mean 'hosts'?",
                "1️⃣ error: route name 'Home' is not a lowerCamelCase identifier; did you mean 'home'?",
                "2️⃣ error: path 'home' must start with '/'",
                "3️⃣ error: unknown parent 'nowhere'",
            ])
    }

    @Test("the example manifest is valid")
    func exampleManifest() throws {
        let (table, diagnostics) = Generator.routeTable(fromManifest: try RepositoryPaths.bytes("routes.json"))
        #expect(diagnostics.all.isEmpty, "\(diagnostics.rendered(file: "routes.json"))")
        #expect(table?.routes.map(\.name) == ["productList", "productDetail", "checkout", "orderConfirmation", "profileSettings"])
    }
}

// MARK: - Helpers

/// A manifest with `routes` as its routes and `settings` as top-level keys before them.
func manifest(_ routes: String, settings: String = "") -> String {
    """
    {
      "version": 1,
      \(settings)
      "routes": [
        \(routes)
      ]
    }
    """
}

/// Asserts that validating the marked manifest reports exactly `expected`, in source order.
func expectDiagnostics(
    _ marked: String, _ expected: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    let text = MarkedText(marked)
    let (_, diagnostics) = Generator.routeTable(fromManifest: Array(text.text.utf8))
    let rendered = diagnostics.sorted.map { $0.rendered(file: "routes.json") }
    #expect(rendered == expected.map { text.rendering($0) }, sourceLocation: sourceLocation)
}
