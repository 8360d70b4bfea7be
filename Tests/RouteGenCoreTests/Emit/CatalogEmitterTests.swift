@testable import RouteGenCore
import RouteGenTestSupport
import Testing

/// The catalog page as text: every place it prints a manifest's words escapes them, and its
/// Content-Security-Policy names its one script and its one style by hash. `CatalogBrowserTests`
/// opens the page in Chromium; these run wherever the tests run.
@Suite("The catalog page's text and policy")
struct CatalogEmitterTests {
    /// `"`, `'`, `<` and `&`, each with a combining acute accent: four characters that are not the
    /// four ASCII characters, though each starts with one's byte.
    static let accented = "\"\u{301} '\u{301} <\u{301} &\u{301}"

    /// The accented text in every free text a manifest has: a tab's title, a route's title and
    /// doc, a query item's default and doc, an example, a path literal, a fragment's path.
    static let files: [String: String] = [
        "App/routes.json": """
            {
              "version": 1,
              "enum": "AccentRoute",
              "hosts": ["a.example.com"],
              "schemes": ["accent"],
              "appIDs": ["ABCDE12345.com.example.accent"],
              "tabs": [{ "name": "main", "title": \(text("tab")), "systemImage": "x", "root": "Text(\\"x\\")" }],
              "include": [\(JSONText.string("Features/x \(accented)/routes.json"))],
              "routes": [
                {
                  "name": "search",
                  "path": "/search",
                  "title": \(text("title")),
                  "doc": \(text("doc")),
                  "query": { "q": { "type": "String", "default": \(text("default")), "doc": \(text("query doc")) } },
                  "examples": [\(JSONText.string("https://a.example.com/search?q=a\"\u{301} style=\"color:red\"\u{301} data-x=\"1"))]
                },
                { "name": "folder", "path": \(JSONText.string("/x" + accented.filter { $0 != " " })) }
              ]
            }
            """,
        "App/Features/x \(accented)/routes.json": #"{ "fragment": "Feature", "routes": [{ "name": "feature", "path": "/feature" }] }"#,
    ]

    /// `label` and the accented text, as a JSON string.
    static func text(_ label: String) -> String { JSONText.string(label + " " + accented) }

    /// The page of `files`' manifest.
    static func page() throws -> String {
        let (plan, diagnostics) = Generator.plan(
            fromManifest: Array(try #require(files["App/routes.json"]).utf8), at: "App/routes.json", fragments: .inMemory(files))
        return CatalogEmitter(plan: try #require(plan, "\(diagnostics.all)")).render()
    }

    @Test("a quote, apostrophe, `<` or `&` followed by a combining mark is escaped in every place the page prints manifest text")
    func combiningMarks() throws {
        let page = try Self.page()
        // No byte of the four stands raw before the accent in the markup: not in text, not in an
        // attribute. (The route data is JSON, whose own `"` and `'` the script element keeps inert.)
        let data = try #require(page.range(of: #"<script type="application/json""#)).lowerBound
        let utf8 = Array(page[..<data].utf8)
        for character in ["\"", "'", "<", "&"] {
            let raw = Array(character.utf8) + Array("\u{301}".utf8)
            #expect(!utf8.indices.contains { utf8[$0...].starts(with: raw) }, "a raw \(character) before an accent")
        }
        let escaped = "&quot;\u{301} &#39;\u{301} &lt;\u{301} &amp;\u{301}"
        #expect(page.contains("<h2>Tab: tab \(escaped) · The app&#39;s own routes</h2>"))
        #expect(page.contains("<span class=\"title\">title \(escaped)</span>"))
        #expect(page.contains("<p class=\"doc\">doc \(escaped)</p>"))
        #expect(page.contains("<code>q: String = default \(escaped)</code>"))
        #expect(page.contains("<code>q</code>: query doc \(escaped)"))
        #expect(page.contains("(<code>Features/x \(escaped)/routes.json</code>)"))
        #expect(page.contains("<code class=\"pattern\">https://a.example.com/x\(escaped.filter { $0 != " " })</code>"))
        // The example's href holds the whole link: its quotes cannot end the attribute.
        let example = "https://a.example.com/search?q=a&quot;\u{301} style=&quot;color:red&quot;\u{301} data-x=&quot;1"
        #expect(page.contains("<a class=\"example\" data-channel=\"universalLink\" href=\"\(example)\">\(example)</a>"))
        // The route data: JSON's own `\"`, and `\u003C`, `\u0026` for the rest.
        #expect(page.contains(#"["q","String","d","default \"\#u{301} '\#u{301} \u003C\#u{301} \u0026\#u{301}"]"#))
    }

    @Test("a rest parameter that is not last shows as written, with a row that says what it takes, and the builder's parts in order")
    func restInside() throws {
        let manifest = #"""
            { "version": 1, "enum": "M", "hosts": ["mastodon.social"], "appIDs": ["ABCDE12345.com.example.m"],
              "routes": [{ "name": "tag", "path": "/{prefix...}/tags/{tag}" }, { "name": "account", "path": "/{prefix...}/@{account}" },
                         { "name": "docs", "path": "/docs/{path...}" }] }
            """#
        let (plan, diagnostics) = Generator.plan(fromManifest: Array(manifest.utf8))
        let page = CatalogEmitter(plan: try #require(plan, "\(diagnostics.all)")).render()
        #expect(page.contains("<code class=\"pattern\">https://mastodon.social/{prefix...}/tags/{tag}</code>"))
        #expect(page.contains(
            "<dt>Rest</dt><dd><code>{prefix...}</code> takes whatever comes before the link's last 2 segments, maybe nothing</dd>"))
        #expect(page.contains("<dt>Rest</dt><dd><code>{prefix...}</code> takes whatever comes before the link's last segment, maybe nothing</dd>"))
        #expect(page.components(separatedBy: "<dt>Rest</dt>").count == 3, "a rest that is last needs no row")
        // The link builder's parts: the rest where it is written, then the suffix; one segment
        // `docs` in the rest would open `docs` (`/docs/tags/x`), which the builder refuses.
        #expect(page.contains(#""s":[["r",0,null,[["l","docs","docs"]]],["l","tags"],["v",1]]"#))
    }

    @Test("the policy names the page's one script and one style by their SHA-256, and allows nothing inline")
    func policy() throws {
        let page = try Self.page()
        let policy = try #require(page.firstMatch(of: /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/)?.output.1)
        let script = try #require(page.firstMatch(of: /<script>(.*)<\/script>/.dotMatchesNewlines().repetitionBehavior(.reluctant))?.output.1)
        let style = try #require(page.firstMatch(of: /<style>(.*)<\/style>/.dotMatchesNewlines().repetitionBehavior(.reluctant))?.output.1)
        let hash = { (text: Substring) in "'sha256-" + SHA256.base64(SHA256.digest(Array(text.utf8))) + "'" }
        #expect(policy.contains("script-src \(hash(script));"))
        #expect(policy.contains("style-src \(hash(style));"))
        #expect(!policy.contains("unsafe"))
        // A style attribute is inline style, which the policy blocks: the page has none.
        #expect(!page.contains(" style=\""))
        #expect(page.components(separatedBy: "<style").count == 2 && page.components(separatedBy: "<script>").count == 2)
    }

    @Test("a route's card says how it reads its links: what a carrier carries, carried only, items in the fragment, decoding, empty segments")
    func linkReading() throws {
        let manifest = #"""
            { "version": 1, "hosts": ["a.example.com"], "schemes": [{ "name": "app", "caseSensitiveHost": true }],
              "appIDs": ["ABCDE12345.com.example.a"],
              "routes": [
                { "name": "deepLink", "path": "/deep-link", "opensPathIn": "?url" },
                { "name": "settings", "path": "/settings", "carriedOnly": true },
                { "name": "pair", "path": "/pair", "itemsInFragment": true, "query": { "v": "Int" } },
                { "name": "status", "path": "/@{account}/{id:Int}", "decodesBeforeSplitting": true },
                { "name": "article", "path": "/wiki/{title...}", "keepsEmptySegments": true }
              ] }
            """#
        let (plan, diagnostics) = Generator.plan(fromManifest: Array(manifest.utf8))
        let page = CatalogEmitter(plan: try #require(plan, "\(diagnostics.all)")).render()
        #expect(page.contains("app: (its host compared with its case)"))
        #expect(page.contains("<dt>Carries</dt><dd>a path, read on this link's channel and host, in <code>?url</code>"))
        #expect(page.contains("<dt>Links</dt><dd>only carried, by <a href=\"#route-deepLink\"><code>deepLink</code></a>: its own link opens nothing"))
        #expect(page.contains("<dt>Items</dt><dd>in the fragment"))
        #expect(page.contains("<dt>Path</dt><dd>split after decoding: <code>%2F</code> separates segments"))
        #expect(page.contains("<dt>Path</dt><dd>its rest parameter keeps empty segments"))
        // The model tells the link builder to put the items after `#`, and what a decoding route's
        // path values may not hold.
        #expect(page.contains(##""q":[["v",0]],"i":"#""##))
        #expect(page.contains(#""x":["/","this route reads %2F in its path as a separator"]"#))
    }

    @Test("a route only a carrier opens names the carriers that reach it: on one of its channels, and a carrier of paths on one of its hosts")
    func carriersThatReach() throws {
        let manifest = #"""
            { "version": 1, "hosts": ["example.com", "blog.example.com"], "schemes": ["app"],
              "appIDs": ["ABCDE12345.com.example.a"],
              "routes": [
                { "name": "deepLink", "path": "/deep-link", "opensPathIn": "?url", "universalLink": false },
                { "name": "blogOpen", "path": "/open", "opensPathIn": "#", "hosts": ["blog.example.com"] },
                { "name": "blogRedirect", "path": "/r", "opensLinkIn": "?to", "hosts": ["blog.example.com"] },
                { "name": "webOpen", "path": "/web", "opensPathIn": "?p", "hosts": ["example.com"] },
                { "name": "settings", "path": "/settings", "carriedOnly": true, "hosts": ["example.com"] },
                { "name": "privacy", "path": "/privacy", "carriedOnly": true, "universalLink": false },
                { "name": "help", "path": "/help", "carriedOnly": true }
              ] }
            """#
        let (plan, diagnostics) = Generator.plan(fromManifest: Array(manifest.utf8))
        let page = CatalogEmitter(plan: try #require(plan, "\(diagnostics.all)")).render()
        let carriers = { (names: [String]) in
            "<dt>Links</dt><dd>only carried, by "
                + names.map { "<a href=\"#route-\($0)\"><code>\($0)</code></a>" }.joined(separator: ", ")
                + ": its own link opens nothing</dd>"
        }
        // `settings` is on universal links of example.com alone: a whole link on blog.example.com
        // names its own host, a path carried there is read on blog.example.com, and the scheme is closed.
        #expect(page.contains(carriers(["blogRedirect", "webOpen"])))
        // `privacy` is on the custom scheme alone, where only `deepLink` is open.
        #expect(page.contains(carriers(["deepLink"])))
        // `help` is on every channel and host.
        #expect(page.contains(carriers(["deepLink", "blogOpen", "blogRedirect", "webOpen"])))
        #expect(page.components(separatedBy: "only carried, by").count == 4)
        // The `carried-paths` fixture: `searchSettings` is closed to universal links, where `open` carries.
        let path = "Tests/SnapshotTests/Fixtures/carried-paths/routes.json"
        let fixture = Generator.plan(fromManifest: try RepositoryPaths.bytes(path), at: RepositoryPaths.file(path).path)
        let fixturePage = CatalogEmitter(plan: try #require(fixture.plan, "\(fixture.diagnostics.all)")).render()
        #expect(fixturePage.components(separatedBy: carriers(["deepLink", "open"])).count == 3, "settings, newTabSettings")
        #expect(fixturePage.components(separatedBy: carriers(["deepLink"])).count == 2, "searchSettings")
    }
}

@Suite("The catalog page of routes on any host")
struct AnyHostCatalogTests {
    @Test("a route on any host says so in its card, with its host value, and has no link to build")
    func anyHostCard() throws {
        let manifest = #"""
            { "version": 1, "enum": "FediRoute", "hosts": ["example.social"], "appIDs": ["ABCDE12345.com.example.fedi"],
              "routes": [
                { "name": "status", "path": "/@{account}/{id:Int}", "anyHost": true, "hostParameter": "server",
                  "examples": ["https://mastodon.social/@alice/42"] },
                { "name": "tag", "path": "/tags/{tag}", "anyHost": true },
                { "name": "home", "path": "/" }
              ] }
            """#
        let (plan, diagnostics) = Generator.plan(fromManifest: Array(manifest.utf8))
        let page = CatalogEmitter(plan: try #require(plan, "\(diagnostics.all)")).render()
        #expect(page.contains(
            "<dt>Links</dt><dd><code>http</code> and <code>https</code> links on any host, its host in <code>server</code>, "
                + "tapped in the app only (<code>init(inAppURL:)</code>), after the app's own routes</dd>"))
        #expect(page.contains(
            "<dt>Links</dt><dd><code>http</code> and <code>https</code> links on any host, tapped in the app only"))
        #expect(!page.contains("https://example.social/tags"), "no universal link to print or build")
        #expect(page.contains("<code>server: String</code>"), "the host value among the parameters")
        // Its example is a link tapped in the app, on that channel alone, with no AASA verdict.
        #expect(page.contains(
            #"<li><a class="example" data-channel="inApp" href="https://mastodon.social/@alice/42">https://mastodon.social/@alice/42</a>"#
                + #"<p class="opens">Opens <code>status(server: &quot;mastodon.social&quot;, account: &quot;alice&quot;, id: 42)</code></p></li>"#))
    }
}

@Suite("The catalog page of screens no link opens and values no link carries")
struct ScreenCatalogTests {
    static let manifest = #"""
        { "version": 1, "enum": "SignUpRoute", "hosts": ["a.example.com"], "appIDs": ["ABCDE12345.com.example.a"],
          "valueTypes": ["Applicant", "Models.Status"],
          "routes": [
            { "name": "welcome", "path": "/welcome" },
            { "name": "registerStep", "parent": "welcome",
              "values": { "step": { "type": "Int", "doc": "The step, from 2." }, "savePoint": "Applicant?" } },
            { "name": "status", "path": "/statuses/{id}", "parent": "welcome",
              "values": { "preloaded": { "type": "Models.Status?", "doc": "The status, when the app has it." },
                          "pinned": { "type": "Bool", "default": false } },
              "examples": ["https://a.example.com/statuses/42"] }
          ] }
        """#

    @Test("a screen without path is in the app only: its values with their types, no link, no link builder, no AASA verdict")
    func screenCard() throws {
        let (plan, diagnostics) = Generator.plan(fromManifest: Array(Self.manifest.utf8))
        let page = CatalogEmitter(plan: try #require(plan, "\(diagnostics.all)")).render()
        let card = try #require(page.firstMatch(of: /<article class="route" id="route-registerStep">(.*?)<\/article>/.dotMatchesNewlines())?.output.1)
        #expect(card.contains("<dt>Links</dt><dd>none: in the app only, a screen without <code>path</code> that no link opens</dd>"))
        #expect(card.contains("<dt>Values</dt><dd><code>step: Int</code>: The step, from 2.<br><code>savePoint: Applicant?</code></dd>"))
        #expect(!card.contains("Parameters") && !card.contains("class=\"pattern\"") && !card.contains("AASA"))
        #expect(card.contains("<dt>Back stack</dt>"))
        // No template: the page's route data holds the two routes links open, and no form for this one.
        #expect(page.contains("<article class=\"route\" id=\"route-welcome\" data-route=\"0\">"))
        #expect(page.contains("<article class=\"route\" id=\"route-status\" data-route=\"1\">"))
        #expect(page.components(separatedBy: "data-route=").count == 3)
    }

    @Test("a linked route's values no link carries are shown as such, and are no fields of its link builder")
    func valuesOfLinkedRoute() throws {
        let (plan, diagnostics) = Generator.plan(fromManifest: Array(Self.manifest.utf8))
        let page = CatalogEmitter(plan: try #require(plan, "\(diagnostics.all)")).render()
        let card = try #require(page.firstMatch(of: /<article class="route" id="route-status" data-route="1">(.*?)<\/article>/.dotMatchesNewlines())?.output.1)
        #expect(card.contains("<dt>Parameters</dt><dd><code>id: String</code></dd>"))
        #expect(card.contains(
            "<dt>Values no link carries</dt><dd><code>preloaded: Models.Status?</code>: The status, when the app has it."
                + "<br><code>pinned: Bool = false</code></dd>"))
        // The example opens the route with its values at their stand-ins, as the parser builds it.
        #expect(card.contains("Opens <code>welcome</code> › <code>status(id: &quot;42&quot;, preloaded: nil, pinned: false)</code>"))
        // The builder's one field is the link's value.
        #expect(page.contains(#"{"p":[["id","String","r"]],"l":[["u",0]],"s":[["l","statuses"],["v",0]]}"#))
    }
}
