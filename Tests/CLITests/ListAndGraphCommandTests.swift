import Foundation
import RouteGenTestSupport
import Testing

/// `routegen list` and `routegen graph`: the manifest read back as a table and as a diagram, for
/// reviews and docs.
@Suite("routegen list and graph")
struct ListAndGraphCommandTests {
    /// Parents two deep, every kind of query parameter, a route no link opens, and a route named
    /// as a Mermaid keyword.
    static let manifest = """
        {
          "version": 1,
          "enum": "LibraryRoute",
          "hosts": ["books.example.com"],
          "schemes": ["books"],
          "appIDs": ["ABCDE12345.com.example.books"],
          "routes": [
            { "name": "shelf", "path": "/shelf", "query": { "sort": { "type": "String", "default": "title" }, "tag": "[String]" } },
            { "name": "book", "path": "/books/{id:Int}", "parent": "shelf", "query": { "page": "Int?" } },
            { "name": "end", "path": "/books/{id:Int}/end", "parent": "book" },
            { "name": "draft", "path": "/drafts/{id:UUID}", "universalLink": false, "customScheme": false },
            { "name": "reader", "path": "/read/{path...}", "universalLink": false }
          ]
        }
        """

    static func run(_ arguments: [String]) throws -> RouteGenProcess.Result {
        let directory = try TemporaryDirectory()
        try directory.write(manifest, to: "routes.json")
        return try RouteGenProcess.run(arguments, in: directory.url)
    }

    @Test("list: one aligned row per route, with its pattern, typed parameters, parent and links")
    func table() throws {
        let result = try Self.run(["list"])
        #expect(result.standardOutput == """
            Name    Pattern                 Parameters                           Parent  Links
            shelf   /shelf{?sort,tag}       sort: String = title, tag: [String]  -       https, books
            book    /books/{id:Int}{?page}  id: Int, page: Int?                  shelf   https, books
            end     /books/{id:Int}/end     id: Int                              book    https, books
            draft   /drafts/{id:UUID}       id: UUID                             -       none
            reader  /read/{path...}         path: [String]                       -       books

            """)
        #expect(result.standardError == "")
        #expect(result.exitCode == 0)
    }

    @Test("list: a route chosen by fixed query items shows them in its pattern, its query parameters after them")
    func listFixedQuery() throws {
        let result = try RouteGenProcess.run(
            ["list", "Tests/SnapshotTests/Fixtures/route-patterns/routes.json"], in: RepositoryPaths.root)
        let rows = result.standardOutput.split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: true) }
        #expect(rows.first { $0.first == "history" }?[1] == "/library?action=history")
        #expect(rows.first { $0.first == "bookmarks" }?[1] == "/library?action=bookmarks{&sort}")
        #expect(rows.first { $0.first == "product" }?[1] == "/{lang?}/products/{id:Int}")
        #expect(rows.first { $0.first == "article" }?.dropFirst(2).joined(separator: " ") == "slug: String, id: Int - https, social")
    }

    @Test("graph: a route chosen by fixed query items is labelled with them")
    func graphFixedQuery() throws {
        let result = try RouteGenProcess.run(
            ["graph", "Tests/SnapshotTests/Fixtures/route-patterns/routes.json"], in: RepositoryPaths.root)
        #expect(result.standardOutput.contains(#"history["history<br/>/library?action=history"]"#))
        #expect(result.standardOutput.contains(#"library["library<br/>/library"]"#))
        #expect(result.standardOutput.contains("profile --> post"))
    }

    @Test("list with tabs and sheets: a Shown column with the tab and the presentation; JSON fields for both")
    func navigation() throws {
        let manifest = RepositoryPaths.file("Tests/SnapshotTests/Fixtures/tabs-and-sheets/routes.json").path
        let table = try RouteGenProcess.run(["list", manifest])
        let lines = table.standardOutput.split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: true) }
        #expect(lines.first?.last == "Shown")
        #expect(lines.first { $0.first == "review" }?.suffix(2) == ["shop,", "sheet"])
        #expect(lines.first { $0.first == "settings" }?.last == "profile")
        let json = try RouteGenProcess.run(["list", manifest, "--format", "json"])
        let routes = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [[String: Any]])
        #expect(routes.map { $0["tab"] as? String } == ["shop", "shop", "shop", "orders", "orders", "profile", "profile"])
        #expect(routes.map { $0["presentation"] as? String } == [nil, nil, "sheet", nil, "sheet", nil, "fullScreenCover"])
    }

    @Test("list --format markdown: a table GitHub renders, names and types as code")
    func markdown() throws {
        let result = try Self.run(["list", "--format", "markdown"])
        #expect(result.standardOutput.hasPrefix("""
            | Name | Pattern | Parameters | Parent | Links |
            | --- | --- | --- | --- | --- |
            | `shelf` | `/shelf{?sort,tag}` | `sort: String = title`, `tag: [String]` | - | https, books |

            """))
        #expect(result.standardOutput.contains("| `draft` | `/drafts/{id:UUID}` | `id: UUID` | - | none |\n"))
    }

    @Test("list --format json: one object per route, which a JSON parser reads back")
    func json() throws {
        let result = try Self.run(["list", "--format", "json"])
        let routes = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
        #expect(routes.map { $0["name"] as? String } == ["shelf", "book", "end", "draft", "reader"])
        #expect(routes[1]["parent"] as? String == "shelf")
        #expect(routes[0]["parent"] == nil)
        #expect(routes[3]["links"] as? [String] == [])
    }

    @Test("graph: a Mermaid flowchart from each parent to its children, with routes no link opens dashed")
    func mermaid() throws {
        let result = try Self.run(["graph"])
        #expect(result.standardOutput == """
            flowchart TD
                shelf["shelf<br/>/shelf"]
                book["book<br/>/books/{id:Int}"]
                end_["end<br/>/books/{id:Int}/end"]
                draft["draft<br/>/drafts/{id:UUID}"]
                reader["reader<br/>/read/{path...}"]
                shelf --> book
                book --> end_
                classDef inAppOnly stroke-dasharray: 5 5
                class draft inAppOnly

            """)
        #expect(result.exitCode == 0)
    }

    @Test("graph --format dot: the same hierarchy for Graphviz")
    func dot() throws {
        let result = try Self.run(["graph", "--format", "dot"])
        #expect(result.standardOutput == #"""
            digraph "LibraryRoute" {
                node [shape=box];
                "shelf" [label="shelf\n/shelf"];
                "book" [label="book\n/books/{id:Int}"];
                "end" [label="end\n/books/{id:Int}/end"];
                "draft" [label="draft\n/drafts/{id:UUID}", style=dashed];
                "reader" [label="reader\n/read/{path...}"];
                "shelf" -> "book";
                "book" -> "end";
            }

            """#)
    }

    /// Screens no link opens beside routes a link opens, values no link carries on both.
    static let screens = """
        {
          "version": 1,
          "enum": "SignUpRoute",
          "schemes": ["signup"],
          "valueTypes": ["Applicant"],
          "routes": [
            { "name": "welcome", "path": "/welcome/{id:Int}", "values": { "applicant": "Applicant?", "pinned": { "type": "Bool", "default": false } } },
            { "name": "registerStep", "parent": "welcome", "values": { "id": "Int", "savePoint": "Applicant" } },
            { "name": "card", "values": { "applicant": "Applicant" }, "presentation": "sheet" }
          ]
        }
        """

    @Test("list: a screen without path is in the app only, with no pattern; values no link carries have a column of their own")
    func listScreens() throws {
        let directory = try TemporaryDirectory()
        try directory.write(Self.screens, to: "routes.json")
        let table = try RouteGenProcess.run(["list"], in: directory.url)
        #expect(table.standardOutput == """
            Name          Pattern            Parameters  Values                                       Parent   Links            Shown
            welcome       /welcome/{id:Int}  id: Int     applicant: Applicant?, pinned: Bool = false  -        signup           -
            registerStep  -                  -           id: Int, savePoint: Applicant                welcome  in the app only  -
            card          -                  -           applicant: Applicant                         -        in the app only  sheet

            """)
        #expect(table.exitCode == 0)
        let markdown = try RouteGenProcess.run(["list", "--format", "markdown"], in: directory.url)
        #expect(markdown.standardOutput.split(separator: "\n").dropFirst(2).first
            == "| `welcome` | `/welcome/{id:Int}` | `id: Int` | `applicant: Applicant?`, `pinned: Bool = false` | - | signup | - |")
        #expect(markdown.standardOutput.split(separator: "\n").last
            == "| `card` | - | - | `applicant: Applicant` | - | in the app only | sheet |")
        let json = try RouteGenProcess.run(["list", "--format", "json"], in: directory.url)
        #expect(json.standardOutput == """
            [
              { "name": "welcome", "pattern": "/welcome/{id:Int}", "parameters": ["id: Int"], "values": ["applicant: Applicant?", "pinned: Bool = false"], "links": ["signup"] },
              { "name": "registerStep", "parameters": [], "values": ["id: Int", "savePoint: Applicant"], "parent": "welcome", "links": [] },
              { "name": "card", "parameters": [], "values": ["applicant: Applicant"], "links": [], "presentation": "sheet" }
            ]

            """)
    }

    @Test("graph: a screen without path is dashed and labelled as in the app only, in both languages")
    func graphScreens() throws {
        let directory = try TemporaryDirectory()
        try directory.write(Self.screens, to: "routes.json")
        let mermaid = try RouteGenProcess.run(["graph"], in: directory.url)
        #expect(mermaid.standardOutput == """
            flowchart TD
                welcome["welcome<br/>/welcome/{id:Int}"]
                registerStep["registerStep<br/>in the app only"]
                card["card<br/>in the app only"]
                welcome --> registerStep
                classDef inAppOnly stroke-dasharray: 5 5
                class registerStep,card inAppOnly

            """)
        let dot = try RouteGenProcess.run(["graph", "--format", "dot"], in: directory.url)
        #expect(dot.standardOutput == #"""
            digraph "SignUpRoute" {
                node [shape=box];
                "welcome" [label="welcome\n/welcome/{id:Int}"];
                "registerStep" [label="registerStep\nin the app only", style=dashed];
                "card" [label="card\nin the app only", style=dashed];
                "welcome" -> "registerStep";
            }

            """#)
    }

    @Test("an unknown format is a usage error that lists the formats; an invalid manifest lists nothing")
    func errors() throws {
        let format = try Self.run(["graph", "--format", "svg"])
        #expect(format.exitCode == 64)
        #expect(format.standardError.hasPrefix("error: unknown format 'svg'; use one of 'mermaid', 'dot'\n"))

        let directory = try TemporaryDirectory()
        try directory.write(#"{ "version": 1, "routes": [{ "name": "a", "path": "/a", "parent": "zzz" }] }"#, to: "routes.json")
        let invalid = try RouteGenProcess.run(["list"], in: directory.url)
        #expect(invalid.exitCode == 1)
        #expect(invalid.standardOutput == "")
        #expect(invalid.standardError == "routes.json:1:67: error: unknown parent 'zzz'\nroutes.json: 1 error\n")
    }
}
