import RouteGenCore
import RouteGenTestSupport
import Testing

/// The parse benchmark times parsers on `LinkMix`; its figures mean something only if every link
/// opens the route the mix says. The model's matcher, which follows the generated parser step for
/// step, is the judge.
@Suite("The benchmark's link mix")
struct LinkMixTests {
    @Test("every link opens the route the mix names, or none when it names none", arguments: [10, 100, 1_000])
    func expectedRoutes(routeCount: Int) throws {
        let manifest = SyntheticManifest.json(routeCount: routeCount, generate: ["enum"])
        let table = try #require(Generator.routeTable(fromManifest: Array(manifest.utf8)).routeTable)
        let matcher = LinkMatcher(table: table)
        for link in LinkMix.links(routeCount: routeCount) {
            let opened = matcher.match(url: link.url).map { table.routes[$0.routeIndex].name }
            #expect(opened == link.route, "\(link.url)")
        }
    }

    @Test("every size gets the same number of links, half of them opening a route", arguments: [10, 100, 10_000])
    func proportions(routeCount: Int) {
        let links = LinkMix.links(routeCount: routeCount)
        #expect(links.count == 1_000)
        #expect(links.filter { $0.route != nil }.count == 500)
    }

    @Test("the links reach routes all over a large manifest, not only its first ones")
    func spread() {
        let links = LinkMix.links(routeCount: 10_000)
        #expect(Set(links).count > 900, "not one link repeated")
        let indices = links.compactMap { $0.route.flatMap { Int($0.dropFirst("route".count)) } }
        #expect(indices.min() ?? .max < 100)
        #expect(indices.max() ?? 0 > 9_900)
    }
}
