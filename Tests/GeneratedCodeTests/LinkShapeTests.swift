import Foundation
import Testing

// MARK: - Link shapes (fixture `link-shapes`)

/// Links that carry a link, routes on some hosts only, routes chosen by the query items present,
/// and one path with a route per channel, as the compiled parser reads them.
let shapeCases: [LinkCase<ShapeRoute>] = [
    // Routes chosen by present query items, whatever their values: every combination.
    .init("https://example.com/w/index.php?search=cats&title=Special:Search", [.search(search: "cats", title: "Special:Search")]),
    .init("https://example.com/w/index.php?title=Special:Search&search=cats", [.search(search: "cats", title: "Special:Search")]),
    .init("https://example.com/w/index.php?title=Cats", [.article(title: "Cats", oldid: nil)]),
    .init("https://example.com/w/index.php?title=Cats&oldid=7", [.article(title: "Cats", oldid: 7)]),
    .init("https://example.com/w/index.php?search=cats", [.mainPage]),
    .init("https://example.com/w/index.php", [.mainPage]),
    .init("https://example.com/w/index.php?utm=mail", [.mainPage]),
    .init("example://w/index.php?search=cats&title=Special:Search", [.search(search: "cats", title: "Special:Search")]),
    .init("example://w/index.php?title=Cats", [.article(title: "Cats", oldid: nil)]),
    // A required item of a route closed to universal links keeps those links out of the app.
    .init("https://example.com/projects/4", [.project(id: 4)]),
    .init("https://example.com/projects/4?ref=mail", [.project(id: 4)]),
    .init("https://example.com/projects/4?token=abc", nil),
    .init("https://example.com/projects/4?ref=mail&token=abc", nil),
    .init("example://projects/4?token=abc", [.projectPreview(id: 4, token: "abc")]),
    .init("example://projects/4", [.project(id: 4)]),
    // One path, a route per channel.
    .init("https://example.com/explore", [.webExplore]),
    .init("https://example.com/explore/", [.webExplore]),
    .init("example://explore", [.exploreTab]),
    .init("example:///explore", [.exploreTab]),
    // Routes on some hosts only: each host's routes, and nothing of another host's.
    .init("https://example.com/", [.home]),
    .init("https://blog.example.com/", [.blogHome]),
    .init("https://click.example.com/", nil),
    .init("https://example.com/login", [.login]),
    .init("https://blog.example.com/login", [.blogPost(slug: "login")]),
    .init("https://click.example.com/login", nil),
    .init("https://BLOG.example.com/hello", [.blogPost(slug: "hello")]),
    .init("https://example.com/hello", nil),
    .init("https://blog.example.com/settings", [.settings]),
    .init("example://login", [.login]),
    .init("example://hello", nil),
    .init("example:", [.home]),
    // Links that carry a link: a path, read on the outer link's channel and host, or a full link.
    .init("https://example.com/mbar?redirect_to=%2Fproducts%2F42", [.productList, .product(id: 42)]),
    .init("https://example.com/mbar?redirect_to=/products/42", [.productList, .product(id: 42)]),
    .init("https://example.com/mbar?redirect_to=https%3A%2F%2Fexample.com%2Fsettings", [.settings]),
    .init("https://example.com/mbar?redirect_to=https%3A%2F%2Fblog.example.com%2Fhello", [.blogPost(slug: "hello")]),
    .init("https://blog.example.com/mbar?redirect_to=%2Fhello", [.blogPost(slug: "hello")]),
    .init("https://example.com/mbar?redirect_to=%2Fhello", nil),  // a blog path, read on the main host
    .init("https://example.com/mbar?redirect_to=%2Fw%2Findex.php%3Ftitle%3DCats", [.article(title: "Cats", oldid: nil)]),
    .init("https://example.com/mbar", nil),  // without its item the route does not take the link
    .init("https://example.com/get#/products/42", [.productList, .product(id: 42)]),
    .init("https://example.com/get#%2Fproducts%2F42", [.productList, .product(id: 42)]),
    .init("https://example.com/get#https://example.com/explore", [.webExplore]),
    .init("https://example.com/get", nil),
    .init("https://example.com/get#", nil),
    .init("example://deep-link?url=/settings", [.settings]),
    .init("example://deep-link?url=%2Fexplore", [.exploreTab]),  // read on the custom scheme
    .init("example://deep-link?url=example%3A%2F%2Fcheckout", [.checkout]),
    .init("https://click.example.com/ls/click?upn=https%3A%2F%2Fexample.com%2Fsettings", [.settings]),
    .init("https://click.example.com/ls/click?upn=%2Fsettings", [.settings]),
    // Inner links that must not open: each kind of escape, refused with the outer link.
    .init("https://example.com/mbar?redirect_to=https%3A%2F%2Fevil.com%2Fsettings", nil),
    .init("https://example.com/mbar?redirect_to=http%3A%2F%2Fexample.com%2Fsettings", nil),
    .init("https://example.com/mbar?redirect_to=javascript%3Aalert(1)", nil),
    .init("https://example.com/mbar?redirect_to=%2F%2Fevil.com%2Fsettings", nil),
    .init("https://example.com/mbar?redirect_to=%252F%252Fevil.com", nil),
    .init("https://example.com/mbar?redirect_to=..%2Fsettings", nil),
    .init("https://example.com/mbar?redirect_to=%2Fa%2F..%2Fsettings", nil),
    .init("https://example.com/mbar?redirect_to=settings", nil),
    .init("https://example.com/mbar?redirect_to=", nil),
    .init("https://example.com/mbar?redirect_to=https%3A%2F%2Fexample.com%40evil.com%2Fsettings", nil),
    .init("https://example.com/mbar?redirect_to=https%3A%2F%2Fexample.com%3A8443%2Fsettings", nil),
    .init("https://example.com/mbar?redirect_to=%2Funknown", nil),
    .init("https://example.com/get#//evil.com/settings", nil),
    .init("https://example.com/get#javascript:alert(1)", nil),
    // A web link cannot carry its way into a route closed to the web.
    .init("https://example.com/mbar?redirect_to=example%3A%2F%2Fcheckout", nil),
    .init("https://example.com/mbar?redirect_to=%2Fcheckout", nil),
    .init("https://example.com/deep-link?url=%2Fsettings", nil),  // a carrier closed to the web
    .init("https://example.com/mbar?redirect_to=%2Fprojects%2F4%3Ftoken%3Dabc", nil),
    // Nested carriers open up to three deep; a deeper chain, or one that carries itself, stops.
    .init("https://example.com/mbar?redirect_to=%2Fget%23%2Fsettings", [.settings]),
    .init("https://example.com/mbar?redirect_to=%2Fmbar%3Fredirect_to%3D%252Fsettings", [.settings]),
    .init("https://example.com/mbar?redirect_to=%2Fmbar%3Fredirect_to%3D%252Fmbar%253Fredirect_to%253D%25252Fsettings", [.settings]),
    .init(
        "https://example.com/mbar?redirect_to=%2Fmbar%3Fredirect_to%3D%252Fmbar%253Fredirect_to%253D%25252Fmbar%25253Fredirect_to%25253D%2525252Fsettings",
        nil),
    .init("https://example.com/mbar?redirect_to=%2Fmbar%3Fredirect_to%3D", nil),
]

@Test("links of every new shape open what the manifest says", arguments: shapeCases)
func shapeLinks(_ row: LinkCase<ShapeRoute>) throws {
    #expect(ShapeRoute.stack(for: try #require(URL(string: row.link))) == row.expected)
}

@Suite("Link shapes: printing, storing and the router")
@MainActor
struct LinkShapeTests {
    static let values: [ShapeRoute] = [
        .home, .productList, .product(id: 42), .settings, .checkout, .search(search: "a b", title: "Special:Search"),
        .article(title: "Cats & Dogs", oldid: 3), .article(title: "Cats", oldid: nil), .mainPage, .project(id: 4),
        .projectPreview(id: 4, token: "t/k"), .webExplore, .exploreTab, .login, .blogHome, .blogPost(slug: "hello"),
        .blogPost(slug: "login"), .blogPost(slug: "a/b?c"),
    ]

    @Test("every value prints to links that open it, on each channel it opens on")
    func printing() throws {
        for value in Self.values {
            if let link = value.universalLink { #expect(ShapeRoute(url: link) == value, "\(link)") }
            if let link = value.customSchemeURL { #expect(ShapeRoute(url: link) == value, "\(link)") }
        }
        #expect(ShapeRoute.blogPost(slug: "login").universalLink?.absoluteString == "https://blog.example.com/login")
        #expect(ShapeRoute.login.universalLink?.absoluteString == "https://example.com/login")
        #expect(ShapeRoute.webExplore.customSchemeURL == nil)
        #expect(ShapeRoute.exploreTab.universalLink == nil)
    }

    @Test("a carrying route prints the outer link with the inner link encoded, which opens the inner route")
    func carriedPrinting() throws {
        let redirect = try #require(ShapeRoute.redirectLink(to: .product(id: 42)))
        #expect(redirect.absoluteString == "https://example.com/mbar?redirect_to=https%3A%2F%2Fexample.com%2Fproducts%2F42")
        let banner = try #require(ShapeRoute.bannerLink(to: .settings))
        #expect(banner.absoluteString == "https://example.com/get#https%3A%2F%2Fexample.com%2Fsettings")
        let deepLink = try #require(ShapeRoute.deepLinkLink(to: .checkout))
        #expect(deepLink.absoluteString == "example://deep-link?url=example%3A%2F%2Fcheckout")
        #expect(ShapeRoute.emailClickLink(to: .exploreTab) == nil, "the Explore tab has no universal link")
        for value in Self.values {
            for link in [ShapeRoute.redirectLink(to: value), ShapeRoute.bannerLink(to: value), ShapeRoute.emailClickLink(to: value)] {
                guard let link else { continue }
                #expect(ShapeRoute.stack(for: link) == value.stack, "\(link)")
            }
            if let link = ShapeRoute.deepLinkLink(to: value) { #expect(ShapeRoute.stack(for: link) == value.stack, "\(link)") }
        }
    }

    @Test("every value is stored and restored as itself: routes of a shared path or on some hosts as their link")
    func storing() throws {
        for value in Self.values {
            #expect(ShapeRoute(storedText: value.storedText) == value, "\(value.storedText)")
            let data = try JSONEncoder().encode([value])
            #expect(try JSONDecoder().decode([ShapeRoute].self, from: data) == [value])
        }
        #expect(ShapeRoute.exploreTab.storedText == "example://explore")
        #expect(ShapeRoute.webExplore.storedText == "https://example.com/explore")
        #expect(ShapeRoute.blogPost(slug: "login").storedText == "https://blog.example.com/login")
        #expect(ShapeRoute.settings.storedText == "/settings")
        #expect(ShapeRoute(storedText: "/settings") == .settings, "a path stored before still reads")
    }

    @Test("Handoff carries a route of a shared path, or on some hosts, as its link, and reads it back")
    func handoff() throws {
        for value in [ShapeRoute.exploreTab, .webExplore, .blogPost(slug: "login"), .settings] {
            let activity = ShapeUserActivity(value)
            #expect(activity.userInfo == [ShapeUserActivity.pathKey: value.storedText])
            #expect(activity.targetContentIdentifier == value.storedText)
            #expect(ShapeUserActivity.route(activityType: ShapeUserActivity.type, userInfo: activity.userInfo) == value)
        }
    }

    @Test("the router, its hook and restoration see only the route of the carried link")
    func router() throws {
        final class Log { var events: [ShapeNavigationEvent] = [] }
        let log = Log()
        let router = ShapeRouter()
        router.onNavigate = { [log] in log.events.append($0) }
        #expect(router.open(try #require(URL(string: "https://example.com/mbar?redirect_to=%2Fproducts%2F42"))))
        #expect(router.path == [.productList, .product(id: 42)])
        #expect(log.events == [.init(.push, .productList, cause: .link), .init(.push, .product(id: 42), cause: .link)])
        let restored = ShapeRouter()
        restored.restore(from: router.restorationData)
        #expect(restored.path == [.productList, .product(id: 42)])
        #expect(!router.open(try #require(URL(string: "https://example.com/mbar?redirect_to=https%3A%2F%2Fevil.com"))))
        #expect(router.path == [.productList, .product(id: 42)], "a refused link changes nothing")
    }
}
