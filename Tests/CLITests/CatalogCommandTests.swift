import Foundation
import RouteGenTestSupport
import Testing

/// `routegen catalog`: the page is written whole, from a valid manifest only. What the page
/// shows and does is `CatalogBrowserTests`, in a browser.
@Suite("routegen catalog")
struct CatalogCommandTests {
    static let manifest = ListAndGraphCommandTests.manifest

    @Test("writes one self-contained page: no address outside it but the app's own links")
    func writesThePage() throws {
        let directory = try TemporaryDirectory()
        try directory.write(Self.manifest, to: "routes.json")
        let result = try RouteGenProcess.run(["catalog", "--output", "out/links.html"], in: directory.url)
        #expect(result.exitCode == 0)
        #expect(result.standardOutput == "wrote out/links.html\n" && result.standardError == "")
        let again = try RouteGenProcess.run(["catalog", "--output", "out/links.html"], in: directory.url)
        #expect(again.standardOutput == "unchanged out/links.html\n")
        let page = try String(contentsOf: directory.url.appendingPathComponent("out/links.html"), encoding: .utf8)
        #expect(page.hasPrefix("<!DOCTYPE html>\n"))
        #expect(page.contains("<title>LibraryRoute links</title>"))
        // Every route, with an anchor the parent tree links to.
        for name in ["shelf", "book", "end", "draft", "reader"] {
            #expect(page.contains("<article class=\"route\" id=\"route-\(name)\""), "\(name)")
            #expect(page.contains("<a href=\"#route-\(name)\">\(name)</a>"), "\(name)")
        }
        // Nothing loads from elsewhere: no src, no stylesheet link, no URL in the style.
        #expect(!page.contains(" src=") && !page.contains("<link") && !page.contains("url("))
        let hrefs = page.matches(of: /href="([^"#][^"]*)"/).map { String($0.output.1) }
        #expect(hrefs.allSatisfy { $0.hasPrefix("https://books.example.com/") || $0.hasPrefix("books:") }, "\(hrefs)")
    }

    @Test("the same manifest gives the same bytes, on standard output without --output")
    func deterministic() throws {
        let directory = try TemporaryDirectory()
        try directory.write(Self.manifest, to: "routes.json")
        let first = try RouteGenProcess.run(["catalog"], in: directory.url)
        let second = try RouteGenProcess.run(["catalog", "routes.json"], in: directory.url)
        #expect(first.exitCode == 0 && !first.standardOutput.isEmpty)
        #expect(first.standardOutput == second.standardOutput)
    }

    @Test("a manifest with errors writes nothing, reports every error and exits 1")
    func invalidManifest() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            #"{ "version": 1, "enum": "R", "routes": [{ "name": "a", "path": "/a/{id:Nope}" }, { "name": "a", "path": "/b" }] }"#,
            to: "routes.json")
        let result = try RouteGenProcess.run(["catalog", "--output", "links.html"], in: directory.url)
        #expect(result.exitCode == 1)
        #expect(result.standardError.components(separatedBy: ": error: ").count - 1 >= 2, "\(result.standardError)")
        #expect(!FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("links.html").path))
    }

    @Test("an unknown option is a usage error")
    func usage() throws {
        let result = try RouteGenProcess.run(["catalog", "--out", "x.html"], in: FileManager.default.temporaryDirectory)
        #expect(result.exitCode == 64)
        #expect(result.standardError.contains("--out"))
    }
}
