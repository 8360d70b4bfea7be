import RouteGenCore
import RouteGenTestSupport
import Testing

/// A manifest split into fragments (`include`): every diagnostic names the file it is in, at its
/// line there, and every way an include can go wrong is reported at its `include` entry.
@Suite("Fragment diagnostics")
struct FragmentDiagnosticsTests {
    /// The manifest of these tests, in `App/`, including the files `entries` (relative to `App/`).
    static func manifest(include entries: String, routes: String = #"{ "name": "home", "path": "/" }"#) -> String {
        #"""
        {
          "version": 1,
          "schemes": ["app"],
          "include": [\#(entries)],
          "routes": [\#(routes)]
        }
        """#
    }

    static func fragment(_ name: String, _ routes: String, more: String = "") -> String {
        #"{ "fragment": "\#(name)",\#(more) "routes": [\#(routes)] }"#
    }

    @Test("a fragment's routes join the manifest's: parents, requirements, their routes and tabs resolve across files")
    func crossReferences() throws {
        let files = [
            "App/routes.json": #"""
                { "version": 1, "schemes": ["app"], "include": ["../Catalog/routes.json", "../Account/routes.json"],
                  "tabs": [{ "name": "shop", "title": "Shop", "systemImage": "bag", "root": "ShopView()" },
                           { "name": "me", "title": "Me", "systemImage": "person", "root": "MeView()" }],
                  "routes": [{ "name": "home", "path": "/" }] }
                """#,
            "Catalog/routes.json": Self.fragment(
                "Catalog",
                #"{ "name": "product", "path": "/products/{id:Int}", "parent": "home", "requires": ["signedIn"] }"#),
            "Account/routes.json": Self.fragment(
                "Account", #"{ "name": "signIn", "path": "/sign-in", "tab": "me" }, { "name": "saved", "path": "/saved/{id:Int}", "parent": "product" }"#,
                more: #" "requirements": { "signedIn": { "route": "signIn" } },"#),
        ]
        let result = Generator.routeTable(
            fromManifest: Array(try #require(files["App/routes.json"]).utf8), at: "App/routes.json", fragments: .inMemory(files))
        #expect(result.diagnostics.all.isEmpty, "\(result.diagnostics.rendered(file: "App/routes.json"))")
        let table = try #require(result.routeTable)
        #expect(table.routes.map(\.name) == ["home", "product", "signIn", "saved"], "the manifest's own first, then each fragment's")
        #expect(table.fragments.map(\.name) == ["Catalog", "Account"])
        #expect(table.fragments.map(\.path) == ["../Catalog/routes.json", "../Account/routes.json"])
        #expect(table.routes.map(\.fragmentIndex) == [nil, 0, 1, 1])
        #expect(table.routes.map(\.requirements) == [[], ["signedIn"], [], ["signedIn"]])
    }

    @Test("a mistake in a fragment is reported in the fragment, at its line")
    func mistakeInFragment() {
        expectFragmentDiagnostics(
            [
                "App/routes.json": Self.manifest(include: #""../Cart/routes.json""#),
                "Cart/routes.json": """
                    { "fragment": "Cart",
                      "routes": [
                        { "name": "cart", "path": "/cart", 1️⃣"parnet": "home" },
                        { "name": "item", "path": 2️⃣"cart/{id:Int}" }
                      ] }
                    """,
            ],
            [
                "1️⃣ error: unknown key 'parnet' in a route; did you mean 'parent'?",
                "2️⃣ error: path 'cart/{id:Int}' must start with '/'",
            ])
    }

    @Test("a route name declared in two fragments is an error at the second, with a note at the first")
    func duplicateNameAcrossFragments() {
        expectFragmentDiagnostics(
            [
                "App/routes.json": Self.manifest(include: #""../Catalog/routes.json", "../Cart/routes.json""#),
                "Catalog/routes.json": Self.fragment("Catalog", #"{ "name": 1️⃣"item", "path": "/products/{id:Int}" }"#),
                "Cart/routes.json": Self.fragment("Cart", #"{ "name": 2️⃣"item", "path": "/cart/{id:Int}" }"#),
            ],
            ["2️⃣ error: duplicate route name 'item'", "1️⃣ note: 'item' first declared here"])
    }

    @Test("a link claimed by two fragments is refused with both locations")
    func linkInTwoFragments() {
        expectFragmentDiagnostics(
            [
                "App/routes.json": Self.manifest(include: #""../Catalog/routes.json", "../Cart/routes.json""#),
                "Catalog/routes.json": Self.fragment("Catalog", #"{ "name": "product", "path": 1️⃣"/products/{id:Int}" }"#),
                "Cart/routes.json": Self.fragment("Cart", #"{ "name": "item", "path": 2️⃣"/products/{itemID:Int}" }"#),
            ],
            [
                "2️⃣ error: route 'item' accepts exactly the same URLs as route 'product' ('/products/{itemID:Int}' and "
                    + "'/products/{id:Int}'); change one of the paths",
                "1️⃣ note: 'product' declared here",
            ])
    }

    @Test("an include that is missing, empty or listed twice is an error at its entry")
    func includeEntries() {
        expectFragmentDiagnostics(
            [
                "App/routes.json": Self.manifest(
                    include: #"1️⃣"../Cart/routes.json", 2️⃣"../Cart/../Cart/routes.json", 3️⃣"../Nope/routes.json", 4️⃣"""#),
                "Cart/routes.json": Self.fragment("Cart", #"{ "name": "cart", "path": "/cart" }"#),
            ],
            [
                "2️⃣ error: '../Cart/../Cart/routes.json' is included twice",
                "1️⃣ note: first included here",
                "3️⃣ error: no fragment at 'Nope/routes.json'; 'include' paths are relative to the file that lists them",
                "4️⃣ error: an 'include' entry is the path of a fragment, relative to this file; found an empty string",
            ])
    }

    @Test("a fragment that includes itself, or forms a cycle, is an error at the entry that closes it")
    func cycles() {
        expectFragmentDiagnostics(
            [
                "App/routes.json": Self.manifest(include: #""../A/routes.json""#),
                "A/routes.json": Self.fragment("A", #"{ "name": "a", "path": "/a" }"#, more: #" "include": [1️⃣"routes.json", "../B/routes.json"],"#),
                "B/routes.json": Self.fragment("B", #"{ "name": "b", "path": "/b" }"#, more: #" "include": [2️⃣"../A/routes.json", 3️⃣"../App/routes.json"],"#),
            ],
            [
                "1️⃣ error: 'routes.json' includes itself; remove this entry",
                "2️⃣ error: including '../A/routes.json' forms a cycle: ../A/routes.json → ../B/routes.json → ../A/routes.json; "
                    + "remove this entry",
                "3️⃣ error: including '../App/routes.json' forms a cycle: routes.json → ../A/routes.json → ../B/routes.json → "
                    + "routes.json; remove this entry",
            ])
    }

    @Test("a fragment included from two places is read once, and the second include is an error")
    func includedTwice() {
        expectFragmentDiagnostics(
            [
                "App/routes.json": Self.manifest(include: #"1️⃣"../Shared/routes.json", "../Cart/routes.json""#),
                "Cart/routes.json": Self.fragment("Cart", #"{ "name": "cart", "path": "/cart" }"#, more: #" "include": [2️⃣"../Shared/routes.json"],"#),
                "Shared/routes.json": Self.fragment("Shared", #"{ "name": "help", "path": "/help" }"#),
            ],
            [
                "2️⃣ error: '../Shared/routes.json' is already included; each fragment is included once, so its routes are "
                    + "declared once",
                "1️⃣ note: first included here",
            ])
    }

    @Test("an included file that is not a fragment (a manifest of its own, or not an object) is an error at its entry")
    func notAFragment() {
        let message = "is not a fragment: an included file is an object with \"fragment\": \"Name\" and its 'routes' "
            + "(a manifest of its own cannot be included)"
        expectFragmentDiagnostics(
            [
                "App/routes.json": Self.manifest(include: #"1️⃣"../Other/routes.json", 2️⃣"../List/routes.json""#),
                "Other/routes.json": #"{ "version": 1, "routes": [] }"#,
                "List/routes.json": "[]",
            ],
            ["1️⃣ error: '../Other/routes.json' \(message)", "2️⃣ error: '../List/routes.json' \(message)"])
    }

    @Test("what belongs to the manifest (hosts, tabs, the enum…) is an error in a fragment, named as such")
    func manifestKeysInFragment() {
        let holds = "a fragment holds only 'fragment', 'include', 'customTypes', 'valueTypes', 'requirements' and 'routes'"
        expectFragmentDiagnostics(
            [
                "App/routes.json": Self.manifest(include: #""../Cart/routes.json""#),
                "Cart/routes.json": #"""
                    { "fragment": "Cart", 1️⃣"hosts": ["x.example.com"], 2️⃣"enum": "CartRoute", 3️⃣"tabz": [],
                      "routes": [{ "name": "cart", "path": "/cart" }] }
                    """#,
            ],
            [
                "1️⃣ error: 'hosts' belongs to the manifest that includes this fragment; \(holds)",
                "2️⃣ error: 'enum' belongs to the manifest that includes this fragment; \(holds)",
                "3️⃣ error: unknown key 'tabz' in a fragment; a fragment takes 'fragment', 'include', 'customTypes', "
                    + "'valueTypes', 'requirements' and 'routes'",
            ])
    }

    @Test("a requirement or custom type declared in two files is an error at the second, with a note at the first")
    func duplicateDeclarations() {
        expectFragmentDiagnostics(
            [
                "App/routes.json": #"""
                    { "version": 1, "schemes": ["app"], "include": ["../Account/routes.json"], "customTypes": [1️⃣"Sort"],
                      "requirements": { 2️⃣"signedIn": { "route": "signIn" } },
                      "routes": [{ "name": "signIn", "path": "/sign-in" }, { "name": "orders", "path": "/orders", "requires": ["signedIn"] }] }
                    """#,
                "Account/routes.json": #"""
                    { "fragment": "Account", "customTypes": [3️⃣"Sort"], "requirements": { 4️⃣"signedIn": { "route": "signIn" } },
                      "routes": [] }
                    """#,
            ],
            [
                "3️⃣ error: duplicate custom type 'Sort'", "1️⃣ note: 'Sort' first listed here",
                "4️⃣ error: duplicate requirement 'signedIn'", "2️⃣ note: 'signedIn' first declared here",
            ])
    }

    @Test("a fragment given where a manifest is expected says which file to give instead")
    func fragmentAsManifest() {
        expectDiagnostics(
            #"{ 1️⃣"fragment": "Cart", "routes": [{ "name": "cart", "path": "/cart" }] }"#,
            ["1️⃣ error: this file is a fragment, which a manifest includes; give the manifest that includes it instead"])
    }

    @Test("with fragments, a custom type cannot have the name of the composed destinations' parameter for the manifest's routes")
    func rootViewsCustomType() {
        expectFragmentDiagnostics(
            [
                "App/routes.json": #"""
                    { "version": 1, "schemes": ["app"], "customTypes": ["RootViews"], "include": [1️⃣"../Cart/routes.json"],
                      "routes": [{ "name": "home", "path": "/" }] }
                    """#,
                "Cart/routes.json": Self.fragment("Cart", #"{ "name": "cart", "path": "/cart" }"#),
            ],
            [
                "1️⃣ error: the app's type 'RootViews' has the name the composed destinations give the screens of the manifest's "
                    + "own routes; write it with its module, such as 'MyApp.RootViews'",
            ])
    }

    @Test("a JSON error in a fragment is reported in the fragment")
    func syntaxInFragment() {
        expectFragmentDiagnostics(
            [
                "App/routes.json": Self.manifest(include: #""../Cart/routes.json""#),
                "Cart/routes.json": "{ \"fragment\": \"Cart\",\n  \"routes\": [1️⃣,] }",
            ],
            ["1️⃣ error: expected a value, found ','"])
    }

    @Test("a fragment's name is an UpperCamelCase type name, used once, whose destinations take no generated type's name")
    func fragmentNames() {
        expectFragmentDiagnostics(
            [
                "App/routes.json": Self.manifest(
                    include: #""../a/routes.json", "../b/routes.json", "../c/routes.json", "../d/routes.json", "../e/routes.json""#),
                "a/routes.json": #"{ "fragment": 1️⃣"cart", "routes": [] }"#,
                "b/routes.json": #"{ "fragment": 2️⃣"Cart", "routes": [] }"#,
                "c/routes.json": #"{ "fragment": 3️⃣"Cart", "routes": [] }"#,
                "d/routes.json": #"{ "fragment": 4️⃣"Route", "routes": [] }"#,
                "e/routes.json": #"{ "fragment": 5️⃣"Sort", "customTypes": ["SortViews"], "routes": [] }"#,
            ],
            [
                "1️⃣ error: fragment name 'cart' is not a Swift type name; use an UpperCamelCase identifier such as 'Cart'",
                "3️⃣ error: duplicate fragment name 'Cart'",
                "2️⃣ note: 'Cart' first declared here",
                "4️⃣ error: fragment name 'Route' would name its destinations 'RouteDestinations', a name the manifest or the "
                    + "generated code already uses; choose another",
                "5️⃣ error: fragment name 'Sort' would name a generic parameter of the composed destinations 'SortViews', "
                    + "which would hide the app's type 'SortViews'; choose another",
            ])
    }

    @Test("with 'uikit', a fragment's view controllers take no name the manifest or the generated code has")
    func fragmentViewControllerNames() {
        let manifest = #"""
            {
              "version": 1,
              "schemes": ["app"],
              "generate": ["enum", "router", "entryPoints", "uikit"],
              "customTypes": ["CartViewControllers"],
              "include": ["../a/routes.json", "../b/routes.json", "../c/routes.json"],
              "routes": [{ "name": "home", "path": "/" }]
            }
            """#
        expectFragmentDiagnostics(
            [
                "App/routes.json": manifest,
                "a/routes.json": #"{ "fragment": 1️⃣"Cart", "routes": [] }"#,
                "b/routes.json": #"{ "fragment": 2️⃣"Sort", "customTypes": ["SortControllers"], "routes": [] }"#,
                "c/routes.json": #"{ "fragment": "Account", "routes": [] }"#,
            ],
            [
                "1️⃣ error: fragment name 'Cart' would name its view controllers 'CartViewControllers', a name the manifest or "
                    + "the generated code already uses; choose another",
                "2️⃣ error: fragment name 'Sort' would name its view controllers 'SortControllers', a name the manifest or "
                    + "the generated code already uses; choose another",
            ])
    }
}

/// Expects exactly `expected`, whose lines start with the marker of their place: each marker is
/// in one of `files` (paths relative to the current folder, the manifest at `App/routes.json`),
/// and the line names that file, as a compiler would.
func expectFragmentDiagnostics(
    _ files: [String: String], _ expected: [String], manifest: String = "App/routes.json",
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    let marked = files.mapValues(MarkedText.init)
    let (_, diagnostics) = Generator.routeTable(
        fromManifest: Array((marked[manifest]?.text ?? "").utf8), at: manifest, fragments: .inMemory(marked.mapValues(\.text)))
    let rendered = diagnostics.rendered(file: manifest).split(separator: "\n").map(String.init)
    let expectedLines = expected.map { line in
        for (path, text) in marked where text.locations.keys.contains(where: { line.hasPrefix($0 + " ") }) {
            return text.rendering(line, file: path)
        }
        return "\(manifest): " + line
    }
    #expect(rendered == expectedLines, sourceLocation: sourceLocation)
}
