import RouteGenCore
import Testing

/// Apple's AASA rules, case by case, on the examples of Apple's documentation ("Supporting
/// associated domains", the `applinks` reference, WWDC20 session 10098) and on one small file per
/// rule. Each case names the rule it shows.
@Suite("AASA matcher: Apple's documented rules")
struct AASAMatcherTests {
    static let app = "ABCDE12345.com.example.app"

    /// Apple's example file: a fragment exclude, a prefix, an excluded sub-path, a query item.
    static let documented = """
        {
          "applinks": {
            "details": [
              {
                "appIDs": ["ABCDE12345.com.example.app", "ABCDE12345.com.example.app2"],
                "components": [
                  { "#": "no_universal_links", "exclude": true, "comment": "fragment opt-out" },
                  { "/": "/buy/*", "comment": "buy" },
                  { "/": "/help/website/*", "exclude": true, "comment": "web-only help" },
                  { "/": "/help/*", "?": { "articleNumber": "????" }, "comment": "help article" }
                ]
              }
            ]
          },
          "webcredentials": { "apps": ["ABCDE12345.com.example.app"] },
          "appclips": { "apps": ["ABCDE12345.com.example.app.Clip"] }
        }
        """

    /// WWDC20: two query items, one of exactly four characters and one of at least one.
    static let twoItems = #"{ "applinks": { "details": [{ "appIDs": ["ABCDE12345.com.example.app"], "components": [ { "/": "/help/*", "?": { "articleNumber": "????", "articleName": "?*" } } ] }] } }"#

    /// A file of one component list, for the rules that need no more.
    static func components(_ list: String, defaults: String = "", applinksDefaults: String = "", variables: String = "") -> String {
        """
        { "applinks": { \(applinksDefaults.isEmpty ? "" : "\"defaults\": \(applinksDefaults),")
          \(variables.isEmpty ? "" : "\"substitutionVariables\": \(variables),")
          "details": [{ "appIDs": ["\(app)"], \(defaults.isEmpty ? "" : "\"defaults\": \(defaults),") "components": [\(list)] }] } }
        """
    }

    static let legacy = #"""
        { "applinks": { "apps": [], "details": [
            { "appID": "ABCDE12345.com.example.app",
              "paths": ["/wwdc/news/", "NOT /videos/wwdc/2010/*", "/videos/wwdc/*", "*"] },
            { "appIDs": ["ABCDE12345.com.example.new"], "paths": ["*"], "components": [{ "/": "/only" }] }
        ] } }
        """#

    struct Case: CustomTestStringConvertible, Sendable {
        var rule: String
        var file: String
        var url: String
        var appID = AASAMatcherTests.app
        /// The index of the component (or legacy path) that decides; nil when none matches.
        var decidedBy: Int?
        var opens: Bool
        var testDescription: String { "\(rule): \(url)" }
    }

    static let cases: [Case] = [
        // Apple's example: components in order, first match decides.
        Case(rule: "a `*` suffix matches the rest of the path", file: documented, url: "https://example.com/buy/shoes", decidedBy: 1, opens: true),
        Case(rule: "`*` matches the empty string", file: documented, url: "https://example.com/buy/", decidedBy: 1, opens: true),
        Case(rule: "a trailing `/*` also matches nothing: `/buy/*` matches `/buy` (TN3155)", file: documented, url: "https://example.com/buy", decidedBy: 1, opens: true),
        Case(rule: "`*` matches across `/`", file: documented, url: "https://example.com/buy/a/b/c", decidedBy: 1, opens: true),
        Case(rule: "a `#` exclude listed first wins over a later include", file: documented, url: "https://example.com/buy/shoes#no_universal_links", decidedBy: 0, opens: false),
        Case(rule: "another fragment does not match the `#` pattern", file: documented, url: "https://example.com/buy/shoes#reviews", decidedBy: 1, opens: true),
        Case(rule: "an exclude decides the URLs it matches", file: documented, url: "https://example.com/help/website/faq", decidedBy: 2, opens: false),
        Case(rule: "an exclude listed before an include wins even when the include's query matches", file: documented, url: "https://example.com/help/website/faq?articleNumber=1234", decidedBy: 2, opens: false),
        Case(rule: "`????` matches exactly four characters", file: documented, url: "https://example.com/help/shipping?articleNumber=1234", decidedBy: 3, opens: true),
        Case(rule: "`????` refuses three", file: documented, url: "https://example.com/help/shipping?articleNumber=123", opens: false),
        Case(rule: "`????` refuses five", file: documented, url: "https://example.com/help/shipping?articleNumber=12345", opens: false),
        Case(rule: "an absent item matches as the empty string, which `????` refuses", file: documented, url: "https://example.com/help/shipping", opens: false),
        Case(rule: "items the pattern does not name are ignored", file: documented, url: "https://example.com/help/shipping?utm_source=mail&articleNumber=1234", decidedBy: 3, opens: true),
        Case(rule: "no component matches: the app does not open", file: documented, url: "https://example.com/about", opens: false),
        Case(rule: "an app the entry does not list gets nothing", file: documented, url: "https://example.com/buy/shoes", appID: "ABCDE12345.com.example.other", opens: false),
        Case(rule: "every app ID of the entry shares its components", file: documented, url: "https://example.com/buy/shoes", appID: "ABCDE12345.com.example.app2", decidedBy: 1, opens: true),
        Case(rule: "paths compare case-sensitively by default", file: documented, url: "https://example.com/BUY/shoes", opens: false),
        Case(rule: "a URL without a path has the path `/`", file: components(#"{ "/": "/" }"#), url: "https://example.com", decidedBy: 0, opens: true),
        Case(rule: "only the path, query and fragment are read, not the host", file: documented, url: "https://other.example.org/buy/x", decidedBy: 1, opens: true),

        // Query items, dictionary form (WWDC20).
        Case(rule: "two item patterns: both must match", file: twoItems, url: "https://example.com/help/a?articleNumber=1234&articleName=Returns", decidedBy: 0, opens: true),
        Case(rule: "`?*` refuses an absent item", file: twoItems, url: "https://example.com/help/a?articleNumber=1234", opens: false),
        Case(rule: "`?*` refuses an empty value", file: twoItems, url: "https://example.com/help/a?articleNumber=1234&articleName=", opens: false),
        Case(rule: "an item without `=` has the empty value", file: twoItems, url: "https://example.com/help/a?articleNumber=1234&articleName", opens: false),
        Case(rule: "every item of a repeated name must match", file: twoItems, url: "https://example.com/help/a?articleNumber=1234&articleName=a&articleName=", opens: false),
        Case(rule: "repeated items that all match", file: twoItems, url: "https://example.com/help/a?articleNumber=1234&articleName=a&articleName=b", decidedBy: 0, opens: true),
        Case(rule: "`*` matches an absent item", file: components(#"{ "/": "/a", "?": { "ref": "*" } }"#), url: "https://example.com/a", decidedBy: 0, opens: true),
        Case(rule: "item names compare exactly", file: components(#"{ "/": "/a", "?": { "ref": "?*" } }"#), url: "https://example.com/a?REF=x", opens: false),

        // Query, string form.
        Case(rule: "a string `?` matches the whole query", file: components(#"{ "?": "id=*" }"#), url: "https://example.com/x?id=5", decidedBy: 0, opens: true),
        Case(rule: "a string `?` is anchored at the start of the query", file: components(#"{ "?": "id=*" }"#), url: "https://example.com/x?x=1&id=5", opens: false),
        Case(rule: "an empty string `?` matches a URL without a query", file: components(#"{ "/": "/x", "?": "" }"#), url: "https://example.com/x", decidedBy: 0, opens: true),
        Case(rule: "an empty string `?` refuses a query", file: components(#"{ "/": "/x", "?": "" }"#), url: "https://example.com/x?a=1", opens: false),
        Case(rule: "keys left out match anything: `{}` matches every URL", file: components("{}"), url: "https://example.com/any/thing?x#y", decidedBy: 0, opens: true),

        // Wildcards.
        Case(rule: "`?` matches exactly one character", file: components(#"{ "/": "/item/?" }"#), url: "https://example.com/item/a", decidedBy: 0, opens: true),
        Case(rule: "`?` refuses two characters", file: components(#"{ "/": "/item/?" }"#), url: "https://example.com/item/ab", opens: false),
        Case(rule: "`?` refuses none", file: components(#"{ "/": "/item/?" }"#), url: "https://example.com/item/", opens: false),
        Case(rule: "`?` refuses none, whatever the slashes", file: components(#"{ "/": "/item?" }"#), url: "https://example.com/item/", opens: false),
        Case(rule: "`?*` refuses the empty string", file: components(#"{ "/": "/item/?*" }"#), url: "https://example.com/item/", opens: false),
        Case(rule: "`?*` matches one character", file: components(#"{ "/": "/item/?*" }"#), url: "https://example.com/item/a", decidedBy: 0, opens: true),
        Case(rule: "`?*` matches across `/`", file: components(#"{ "/": "/item/?*" }"#), url: "https://example.com/item/a/b", decidedBy: 0, opens: true),
        Case(rule: "`*` in the middle matches nothing at all", file: components(#"{ "/": "/a*b" }"#), url: "https://example.com/ab", decidedBy: 0, opens: true),
        Case(rule: "`*` in the middle matches segments", file: components(#"{ "/": "/a*b" }"#), url: "https://example.com/a/x/b", decidedBy: 0, opens: true),
        Case(rule: "a pattern without wildcards matches only itself", file: components(#"{ "/": "/about" }"#), url: "https://example.com/about", decidedBy: 0, opens: true),
        Case(rule: "a pattern without wildcards refuses a longer path", file: components(#"{ "/": "/about" }"#), url: "https://example.com/about/team", opens: false),
        Case(rule: "many `*` do not blow up: matching is linear", file: components(#"{ "/": "/*a*a*a*a*a*a*a*a*a*a*b" }"#), url: "https://example.com/" + String(repeating: "a", count: 2_000), opens: false),

        // Slashes, as Apple's tools treat them (TN3155 and published `swcutil match` runs).
        Case(rule: "slashes: `/test/*` matches `/test` (TN3155's swcutil verify)", file: components(#"{ "/": "/test/*" }"#), url: "https://example.com/test", decidedBy: 0, opens: true),
        Case(rule: "slashes: `/profile/*` matches `/profile`", file: components(#"{ "/": "/profile/*" }"#), url: "https://example.com/profile", decidedBy: 0, opens: true),
        Case(rule: "slashes: `/profile/*` does not match `/profiles`", file: components(#"{ "/": "/profile/*" }"#), url: "https://example.com/profiles", opens: false),
        Case(rule: "slashes: a trailing slash on the link is not significant", file: components(#"{ "/": "/buy" }"#), url: "https://example.com/buy/", decidedBy: 0, opens: true),
        Case(rule: "slashes: `/redirect` matches `/redirect/`", file: components(#"{ "/": "/redirect" }"#), url: "https://example.com/redirect/", decidedBy: 0, opens: true),
        Case(rule: "slashes: a trailing slash on the pattern is not significant", file: components(#"{ "/": "/buy/" }"#), url: "https://example.com/buy", decidedBy: 0, opens: true),
        Case(rule: "slashes: `/buy/*` matches `/buy//`", file: components(#"{ "/": "/buy/*" }"#), url: "https://example.com/buy//", decidedBy: 0, opens: true),
        Case(rule: "slashes: the leading slash is optional: `buy/*` matches `/buy/42`", file: components(#"{ "/": "buy/*" }"#), url: "https://example.com/buy/42", decidedBy: 0, opens: true),
        Case(rule: "slashes: `//abc` matches `/abc`", file: components(#"{ "/": "//abc" }"#), url: "https://example.com/abc", decidedBy: 0, opens: true),
        Case(rule: "slashes: repeated slashes in the link read as one", file: components(#"{ "/": "/a/b" }"#), url: "https://example.com//a//b", decidedBy: 0, opens: true),
        Case(rule: "slashes: `/id/????` does not match `/id/481`: a pattern gains no character", file: components(#"{ "/": "/id/????" }"#), url: "https://example.com/id/481", opens: false),
        Case(rule: "slashes: only a trailing `/*` may match nothing: `/a/*/c` does not match `/a/c`", file: components(#"{ "/": "/a/*/c" }"#), url: "https://example.com/a/c", opens: false),
        Case(rule: "slashes: the same rules apply to legacy `paths`", file: #"{ "applinks": { "details": [{ "appID": "\#(app)", "paths": ["/test/*"] }] } }"#, url: "https://example.com/test/", decidedBy: 0, opens: true),

        // First match wins.
        Case(rule: "an include before an exclude wins", file: components(#"{ "/": "/docs/*" }, { "/": "/docs/private/*", "exclude": true }"#), url: "https://example.com/docs/private/x", decidedBy: 0, opens: true),
        Case(rule: "an exclude before an include wins", file: components(#"{ "/": "/docs/private/*", "exclude": true }, { "/": "/docs/*" }"#), url: "https://example.com/docs/private/x", decidedBy: 0, opens: false),
        Case(rule: "past a non-matching exclude, the include decides", file: components(#"{ "/": "/docs/private/*", "exclude": true }, { "/": "/docs/*" }"#), url: "https://example.com/docs/public", decidedBy: 1, opens: true),

        // caseSensitive at each level.
        Case(rule: "`caseSensitive: false` on the component", file: components(#"{ "/": "/About", "caseSensitive": false }"#), url: "https://example.com/about", decidedBy: 0, opens: true),
        Case(rule: "`caseSensitive: false` in the entry's defaults", file: components(#"{ "/": "/About" }"#, defaults: #"{ "caseSensitive": false }"#), url: "https://example.com/ABOUT", decidedBy: 0, opens: true),
        Case(rule: "`caseSensitive: false` in applinks.defaults", file: components(#"{ "/": "/About" }"#, applinksDefaults: #"{ "caseSensitive": false }"#), url: "https://example.com/aBOUT", decidedBy: 0, opens: true),
        Case(rule: "the component's setting overrides the defaults", file: components(#"{ "/": "/About", "caseSensitive": true }"#, defaults: #"{ "caseSensitive": false }"#), url: "https://example.com/about", opens: false),
        Case(rule: "the entry's defaults override applinks.defaults", file: components(#"{ "/": "/About" }"#, defaults: #"{ "caseSensitive": true }"#, applinksDefaults: #"{ "caseSensitive": false }"#), url: "https://example.com/about", opens: false),
        Case(rule: "`caseSensitive: false` applies to query values", file: components(#"{ "?": { "q": "ABC" }, "caseSensitive": false }"#), url: "https://example.com/x?q=abc", decidedBy: 0, opens: true),
        Case(rule: "`caseSensitive: false` applies to fragments", file: components(##"{ "#": "Top", "caseSensitive": false }"##), url: "https://example.com/x#TOP", decidedBy: 0, opens: true),

        // percentEncoded.
        Case(rule: "by default the pattern is written percent-encoded", file: components(#"{ "/": "/caf%C3%A9" }"#), url: "https://example.com/caf%C3%A9", decidedBy: 0, opens: true),
        Case(rule: "by default a decoded pattern does not match the encoded URL", file: components(#"{ "/": "/café" }"#), url: "https://example.com/caf%C3%A9", opens: false),
        Case(rule: "`percentEncoded: false` matches the decoded URL", file: components(#"{ "/": "/my path", "percentEncoded": false }"#), url: "https://example.com/my%20path", decidedBy: 0, opens: true),
        Case(rule: "`percentEncoded: false` in the defaults", file: components(#"{ "/": "/café" }"#, defaults: #"{ "percentEncoded": false }"#), url: "https://example.com/caf%C3%A9", decidedBy: 0, opens: true),
        Case(rule: "`percentEncoded: false` decodes query values", file: components(#"{ "?": { "q": "a b" }, "percentEncoded": false }"#), url: "https://example.com/x?q=a%20b", decidedBy: 0, opens: true),

        // Substitution variables.
        Case(rule: "a custom variable matches one of its values", file: components(#"{ "/": "/$(food)/" }"#, variables: #"{ "food": ["burrito", "pizza", "sushi", "samosa"] }"#), url: "https://example.com/pizza/", decidedBy: 0, opens: true),
        Case(rule: "a custom variable refuses other text", file: components(#"{ "/": "/$(food)/" }"#, variables: #"{ "food": ["burrito", "pizza"] }"#), url: "https://example.com/pasta/", opens: false),
        Case(rule: "$(lang) and $(region) with a custom variable (WWDC20)", file: components(#"{ "/": "/$(lang)_$(region)/$(food)/" }"#, variables: #"{ "food": ["sushi"] }"#), url: "https://example.com/en_US/sushi/", decidedBy: 0, opens: true),
        Case(rule: "$(lang) refuses a code that is not a language", file: components(#"{ "/": "/$(lang)_$(region)/" }"#), url: "https://example.com/qqq_US/", opens: false),
        Case(rule: "$(region) refuses a code that is not a region", file: components(#"{ "/": "/$(lang)_$(region)/" }"#), url: "https://example.com/en_QQ9/", opens: false),
        Case(rule: "$(digit) is one digit", file: components(#"{ "/": "/v$(digit)" }"#), url: "https://example.com/v1", decidedBy: 0, opens: true),
        Case(rule: "$(digit) is not two", file: components(#"{ "/": "/v$(digit)" }"#), url: "https://example.com/v12", opens: false),
        Case(rule: "$(alpha) is a letter of either case", file: components(#"{ "/": "/a$(alpha)" }"#), url: "https://example.com/aZ", decidedBy: 0, opens: true),
        Case(rule: "$(upper) refuses a lower-case letter", file: components(#"{ "/": "/$(upper)" }"#), url: "https://example.com/a", opens: false),
        Case(rule: "$(lower) is a lower-case letter", file: components(#"{ "/": "/$(lower)" }"#), url: "https://example.com/q", decidedBy: 0, opens: true),
        Case(rule: "$(alnum) takes a digit", file: components(#"{ "/": "/$(alnum)" }"#), url: "https://example.com/7", decidedBy: 0, opens: true),
        Case(rule: "$(xdigit) takes F", file: components(#"{ "/": "/$(xdigit)" }"#), url: "https://example.com/F", decidedBy: 0, opens: true),
        Case(rule: "$(xdigit) refuses G", file: components(#"{ "/": "/$(xdigit)" }"#), url: "https://example.com/G", opens: false),
        Case(rule: "a variable's values may hold wildcards", file: components(#"{ "/": "/$(version)/notes" }"#, variables: #"{ "version": ["v?"] }"#), url: "https://example.com/v9/notes", decidedBy: 0, opens: true),
        Case(rule: "a custom variable shadows a predefined one", file: components(#"{ "/": "/$(digit)" }"#, variables: #"{ "digit": ["x"] }"#), url: "https://example.com/1", opens: false),
        Case(rule: "variable values follow caseSensitive", file: components(#"{ "/": "/$(food)", "caseSensitive": false }"#, variables: #"{ "food": ["Sushi"] }"#), url: "https://example.com/SUSHI", decidedBy: 0, opens: true),
        Case(rule: "an undefined variable matches its own text", file: components(#"{ "/": "/$(nope)" }"#), url: "https://example.com/$(nope)", decidedBy: 0, opens: true),

        // Legacy `paths`.
        Case(rule: "legacy: an exact path", file: legacy, url: "https://example.com/wwdc/news/", decidedBy: 0, opens: true),
        Case(rule: "legacy: `NOT` excludes, in order", file: legacy, url: "https://example.com/videos/wwdc/2010/a", decidedBy: 1, opens: false),
        Case(rule: "legacy: a later pattern decides what `NOT` did not match", file: legacy, url: "https://example.com/videos/wwdc/2015/a", decidedBy: 2, opens: true),
        Case(rule: "legacy: `*` catches the rest", file: legacy, url: "https://example.com/anything", decidedBy: 3, opens: true),
        Case(rule: "legacy: `components` present means `paths` are ignored", file: legacy, url: "https://example.com/anything", appID: "ABCDE12345.com.example.new", opens: false),
        Case(rule: "legacy: the singular `appID` key names the app", file: legacy, url: "https://example.com/wwdc/news/", decidedBy: 0, opens: true),

        // Several entries.
        Case(rule: "the first entry that lists the app applies, even when a later one would match",
             file: #"{ "applinks": { "details": [ { "appIDs": ["\#(app)"], "components": [{ "/": "/a" }] }, { "appIDs": ["\#(app)"], "components": [{ "/": "/b" }] } ] } }"#,
             url: "https://example.com/b", opens: false),
        Case(rule: "a file without applinks opens nothing", file: #"{ "webcredentials": { "apps": ["\#(app)"] } }"#, url: "https://example.com/", opens: false),
    ]

    @Test("each rule", arguments: cases)
    func rule(_ example: Case) throws {
        var diagnostics = Diagnostics()
        let file = try #require(AASAReader.read(Array(example.file.utf8), diagnostics: &diagnostics), "\(diagnostics.all)")
        let verdict = AASAMatcher(file: file).verdict(for: example.url, appID: example.appID)
        #expect(verdict.opensApp == example.opens, "\(verdict.explanation)")
        #expect(verdict.patternIndex == example.decidedBy, "\(verdict.explanation)")
    }

    @Test(
        "the literal reading of slashes, for comparison: `/buy/*` needs the `/`, a trailing slash is a character",
        arguments: [("/test/*", "https://example.com/test", false), ("/buy", "https://example.com/buy/", false),
                    ("/buy/", "https://example.com/buy", false), ("buy/*", "https://example.com/buy/42", false),
                    ("/buy/*", "https://example.com/buy/42", true)])
    func literalSlashes(_ pattern: String, _ url: String, _ opens: Bool) throws {
        var diagnostics = Diagnostics()
        let file = try #require(AASAReader.read(Array(Self.components(#"{ "/": "\#(pattern)" }"#).utf8), diagnostics: &diagnostics))
        var reading = AASAMatcher.Reading()
        reading.appleSlashRules = false
        #expect(AASAMatcher(file: file, reading: reading).verdict(for: url, appID: Self.app).opensApp == opens)
    }

    @Test("there are at least 60 cases")
    func enoughCases() {
        #expect(Self.cases.count >= 60)
    }

    @Test("webcredentials and appclips are read")
    func otherSections() throws {
        var diagnostics = Diagnostics()
        let file = try #require(AASAReader.read(Array(Self.documented.utf8), diagnostics: &diagnostics))
        #expect(file.webcredentialsApps == ["ABCDE12345.com.example.app"])
        #expect(file.appClipApps == ["ABCDE12345.com.example.app.Clip"])
    }

    @Test("a key of the wrong type is an error at its line and column; unknown keys are ignored")
    func readerErrors() {
        var diagnostics = Diagnostics()
        let text = """
            { "applinks": { "details": [ { "appIDs": "one", "components": [ { "/": 5, "exclude": "yes", "note": 1 } ] } ] } }
            """
        #expect(AASAReader.read(Array(text.utf8), diagnostics: &diagnostics) == nil)
        #expect(diagnostics.rendered(file: "aasa").split(separator: "\n").map(String.init) == [
            "aasa:1:42: error: expected 'appIDs' to be an array, found a string",
            "aasa:1:72: error: expected '/' to be a string, found an integer",
            "aasa:1:86: error: expected 'exclude' to be true or false, found a string",
        ])
    }
}
