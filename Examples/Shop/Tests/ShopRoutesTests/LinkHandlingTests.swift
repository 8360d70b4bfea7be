import Foundation
import ShopRoutes
import Testing

// The build plugin generates AppRouteLinkTests.swift beside this file on every build where
// Sources/ShopRoutes/routes.json changed: every example of the manifest, run through the code
// generated for ShopRoutes. What is left to write by hand is the app's own code.

@Suite("LinkHandling")
struct LinkHandlingTests {
    @Test("a link no route takes goes back to the browser")
    func websiteOnlyLink() throws {
        let url = try #require(URL(string: "https://shop.example.com/about"))
        #expect(LinkHandling(url) == .openInBrowser(url))
    }

    @Test("a brand the website never writes opens no screen")
    func unknownBrand() throws {
        let url = try #require(URL(string: "https://shop.example.com/brands/North%20Face"))
        #expect(LinkHandling(url) == .openInBrowser(url))
    }
}
