import Foundation
import RouteGenTestSupport
import Testing

/// `routegen match`: the parser's stack and the AASA verdict, side by side.
@Suite("routegen match")
struct MatchCommandTests {
    @Test("with the manifest: the stack, the AASA verdict and the component that decided")
    func manifestMode() throws {
        let result = try RouteGenProcess.run(
            ["match", "https://shop.example.com/products/9F1C7E62-2A4B-4B8E-9C3D-0E5F6A7B8C9D", "https://shop.example.com/orders/nope",
             "shop://settings/profile", "https://shop.example.com/checkout/1/2"],
            in: RepositoryPaths.root)
        #expect(result.standardOutput == """
            https://shop.example.com/products/9F1C7E62-2A4B-4B8E-9C3D-0E5F6A7B8C9D
              parser: productList(category: "all") → productDetail(id: 9F1C7E62-2A4B-4B8E-9C3D-0E5F6A7B8C9D)
              aasa:   opens the app, matched by component 2: productDetail → the parser picks productDetail
            https://shop.example.com/orders/nope
              parser: nil (no route)
              aasa:   opens the app, matched by component 3: orderConfirmation
              note: the AASA file cannot check parameter types: the app opens, finds no route, and hands the link back
            shop://settings/profile
              parser: profileSettings
            https://shop.example.com/checkout/1/2
              parser: nil (no route)
              aasa:   does not open the app, excluded by component 0: checkout: not a universal link

            """)
        #expect(result.exitCode == 0)
    }

    @Test("link shapes: each route that carried the link, the file of the link's host, a route per channel")
    func linkShapes() throws {
        let result = try RouteGenProcess.run(
            ["match", "Tests/SnapshotTests/Fixtures/link-shapes/routes.json", "https://example.com/mbar?redirect_to=%2Fget%23%2Fproducts%2F7",
             "https://example.com/mbar?redirect_to=https%3A%2F%2Fevil.com", "https://blog.example.com/login", "example://explore"],
            in: RepositoryPaths.root)
        #expect(result.standardOutput == """
            https://example.com/mbar?redirect_to=%2Fget%23%2Fproducts%2F7
              carried: 'redirect' opens the link it carries, /get#/products/7
              carried: 'banner' opens the link it carries, /products/7
              parser: productList → product(id: 7)
              aasa:   opens the app, matched by component 17: redirect → the parser picks product (the file of example.com)
            https://example.com/mbar?redirect_to=https%3A%2F%2Fevil.com
              parser: nil (no route)
              aasa:   opens the app, matched by component 17: redirect (the file of example.com)
              note: the AASA file cannot check parameter types or the link a route carries: the app opens, finds no route, and hands the link back
            https://blog.example.com/login
              parser: blogPost(slug: "login")
              aasa:   opens the app, matched by component 19: blogPost, redirect, banner → the parser picks blogPost (the file of blog.example.com)
            example://explore
              parser: exploreTab

            """)
        #expect(result.exitCode == 0)
    }

    @Test("--in-app: a link the app's own routes leave opens a route on any host, which no AASA file lists")
    func inApp() throws {
        let links = ["https://mastodon.social/@alice/42", "https://example.social/@alice/42", "ftp://mastodon.social/@alice/42"]
        let result = try RouteGenProcess.run(
            ["match", "Tests/SnapshotTests/Fixtures/any-host/routes.json", "--in-app"] + links, in: RepositoryPaths.root)
        #expect(result.standardOutput == """
            https://mastodon.social/@alice/42
              in app: status(server: "mastodon.social", account: "alice", id: 42)
              note: 'status' takes links on any host, tapped in the app only; no AASA file opens the app for them
            https://example.social/@alice/42
              parser: profile(account: "alice") → localStatus(account: "alice", id: 42)
              aasa:   opens the app, matched by component 1: localStatus → the parser picks localStatus
            ftp://mastodon.social/@alice/42
              parser: nil (no route)

            """)
        #expect(result.exitCode == 0)
        let universal = try RouteGenProcess.run(
            ["match", "Tests/SnapshotTests/Fixtures/any-host/routes.json", links[0]], in: RepositoryPaths.root)
        #expect(universal.standardOutput == "\(links[0])\n  parser: nil (no route)\n", "without --in-app, not a link of the app's")
    }

    @Test("route patterns: values cut from inside a segment, an absent optional segment, a route chosen by a fixed value")
    func routePatterns() throws {
        let result = try RouteGenProcess.run(
            ["match", "Tests/SnapshotTests/Fixtures/route-patterns/routes.json", "https://social.example.com/p/my-first-post-42",
             "https://social.example.com/products/42", "https://social.example.com/library?action=history", "social:///@alice/7"],
            in: RepositoryPaths.root)
        #expect(result.standardOutput == """
            https://social.example.com/p/my-first-post-42
              parser: article(slug: "my-first-post", id: 42)
              aasa:   opens the app, matched by component 10: article → the parser picks article
            https://social.example.com/products/42
              parser: product(lang: nil, id: 42)
              aasa:   opens the app, matched by component 16: product, about → the parser picks product
            https://social.example.com/library?action=history
              parser: history
              aasa:   opens the app, matched by component 0: history → the parser picks history
            social:///@alice/7
              parser: profile(handle: "alice") → post(handle: "alice", id: 7)

            """)
        #expect(result.exitCode == 0)
    }

    @Test("with tabs and sheets: the tab the router selects and how it presents the route")
    func navigation() throws {
        let result = try RouteGenProcess.run(
            ["match", "Tests/SnapshotTests/Fixtures/tabs-and-sheets/routes.json", "store://products/42/review",
             "store://orders/0C4B1E7A-5D2F-4A3B-8E9C-1F2A3B4C5D6E", "store://sign-in"],
            in: RepositoryPaths.root)
        #expect(result.standardOutput == """
            store://products/42/review
              parser: category(category: "featured") → product(id: 42) → review(id: 42)
              router: selects tab 'shop', presents 'review' as a sheet over its parents
            store://orders/0C4B1E7A-5D2F-4A3B-8E9C-1F2A3B4C5D6E
              parser: order(orderID: 0C4B1E7A-5D2F-4A3B-8E9C-1F2A3B4C5D6E)
              router: selects tab 'orders'
            store://sign-in
              parser: signIn
              router: selects tab 'profile', presents 'signIn' over the whole screen, above its parents

            """)
        #expect(result.exitCode == 0)
    }

    @Test("against a deployed file that lacks a route: a warning per link, exit 1")
    func disagreement() throws {
        let directory = try TemporaryDirectory()
        try directory.write(#"{ "applinks": { "details": [{ "appIDs": ["ABCDE12345.com.example.shop"], "components": [{ "/": "/products" }] }] } }"#, to: "deployed")
        let result = try RouteGenProcess.run(
            ["match", RepositoryPaths.file("routes.json").path, "--aasa", "deployed", "https://shop.example.com/settings/profile"],
            in: directory.url)
        #expect(result.standardOutput.contains("warning: the parser has a route for this link, but the AASA file does not open the app"))
        #expect(result.exitCode == 1)
    }

    @Test("any AASA file, without a manifest, like swcutil")
    func fileMode() throws {
        let directory = try TemporaryDirectory()
        try directory.write(#"{ "applinks": { "details": [{ "appID": "T.app", "paths": ["NOT /private/*", "*"] }] } }"#, to: "aasa")
        let result = try RouteGenProcess.run(
            ["match", "--aasa", "aasa", "--app-id", "T.app", "https://x.com/private/a", "https://x.com/public"], in: directory.url)
        #expect(result.standardOutput == """
            https://x.com/private/a
              aasa:   does not open the app, excluded by path 0: NOT /private/*
            https://x.com/public
              aasa:   opens the app, matched by path 1: *

            """)
        #expect(result.exitCode == 0)
    }

    @Test("Apple's slash rules: '/profile/*' opens /profile, '/redirect' opens /redirect/")
    func slashRules() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            #"{ "applinks": { "details": [{ "appIDs": ["T.app"], "components": [{ "/": "/profile/*" }, { "/": "/redirect" }] }] } }"#,
            to: "aasa")
        let result = try RouteGenProcess.run(
            ["match", "--aasa", "aasa", "--app-id", "T.app", "https://x.com/profile", "https://x.com/redirect/"], in: directory.url)
        #expect(result.standardOutput == """
            https://x.com/profile
              aasa:   opens the app, matched by component 0
            https://x.com/redirect/
              aasa:   opens the app, matched by component 1

            """)
    }

    @Test("a verdict that rests on a reading no evidence settles says so, with the other verdict")
    func unsettledReading() throws {
        let directory = try TemporaryDirectory()
        try directory.write(#"{ "applinks": { "details": [{ "appIDs": ["T.app"], "components": [{ "/": "/a?b" }] }] } }"#, to: "aasa")
        let result = try RouteGenProcess.run(["match", "--aasa", "aasa", "--app-id", "T.app", "https://x.com/a/b", "https://x.com/axb"], in: directory.url)
        #expect(result.standardOutput == """
            https://x.com/a/b
              aasa:   opens the app, matched by component 0
              note: this verdict rests on whether '?' matches '/', which Apple does not document; read the other way, the link does not open the app (no component matches)
            https://x.com/axb
              aasa:   opens the app, matched by component 0

            """)
    }

    @Test("a component that opens the links of several routes: the route the parser picks is named beside it")
    func sharedComponent() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            """
            { "version": 1, "hosts": ["teams.example.com"], "appIDs": ["ABCDE12345.com.example.teams"], "routes": [
              { "name": "teamMember", "path": "/teams/{team}/members/{id:Int}" },
              { "name": "teamInvite", "path": "/teams/{team}/members/{rest...}" } ] }
            """, to: "routes.json")
        let result = try RouteGenProcess.run(
            ["match", "https://teams.example.com/teams/a/members/7", "https://teams.example.com/teams/a/members/new"], in: directory.url)
        #expect(result.standardOutput == """
            https://teams.example.com/teams/a/members/7
              parser: teamMember(team: "a", id: 7)
              aasa:   opens the app, matched by component 15: teamMember, teamInvite → the parser picks teamMember
            https://teams.example.com/teams/a/members/new
              parser: teamInvite(team: "a", rest: ["new"])
              aasa:   opens the app, matched by component 15: teamMember, teamInvite → the parser picks teamInvite

            """)
        #expect(result.exitCode == 0)
    }

    @Test("usage errors exit 64: no URL, or --aasa alone without --app-id")
    func usage() throws {
        let noURL = try RouteGenProcess.run(["match"], in: RepositoryPaths.root)
        #expect(noURL.standardError.hasPrefix("error: give at least one URL to match"))
        #expect(noURL.exitCode == 64)
        let directory = try TemporaryDirectory()
        try directory.write("{}", to: "aasa")
        let noAppID = try RouteGenProcess.run(["match", "--aasa", "aasa", "https://x.com/"], in: directory.url)
        #expect(noAppID.standardError.hasPrefix("error: '--aasa' without a manifest needs '--app-id TEAMID.bundle.id'"))
        #expect(noAppID.exitCode == 64)
    }

    @Test("an AASA file with a type error is reported at its line and column; exit 1")
    func badFile() throws {
        let directory = try TemporaryDirectory()
        try directory.write("{ \"applinks\": [] }", to: "aasa")
        let result = try RouteGenProcess.run(["match", "--aasa", "aasa", "--app-id", "T.app", "https://x.com/"], in: directory.url)
        #expect(result.standardError == "aasa:1:15: error: expected 'applinks' to be an object, found an array\n")
        #expect(result.exitCode == 1)
    }
}
