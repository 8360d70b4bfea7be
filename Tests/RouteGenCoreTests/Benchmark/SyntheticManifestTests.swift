import RouteGenCore
import RouteGenTestSupport
import Testing

/// The generator benchmark times every weight of synthetic manifest; its figures mean something
/// only if each is a manifest RouteGen accepts as it is, examples included.
@Suite("The benchmark's synthetic manifests")
struct SyntheticManifestTests {
    @Test("every weight validates with no error and generates every file", arguments: SyntheticManifest.Weight.allCases)
    func generates(weight: SyntheticManifest.Weight) throws {
        let manifest = SyntheticManifest.json(routeCount: 50, generate: ["enum", "destinations"], weight: weight)
        let (files, diagnostics) = Generator.generate(fromManifest: Array(manifest.utf8))
        #expect(diagnostics.all.isEmpty, "\(diagnostics.rendered(file: "routes.json"))")
        #expect(files.count == 3)
    }

    @Test("a varied manifest has each link shape of real apps, its router and entry points included")
    func variedShapes() throws {
        let manifest = SyntheticManifest.json(routeCount: 40, generate: SyntheticManifest.variedGenerate, weight: .varied)
        let (files, diagnostics) = Generator.generate(fromManifest: Array(manifest.utf8))
        #expect(diagnostics.all.isEmpty, "\(diagnostics.rendered(file: "routes.json"))")
        #expect(files.count == 6)
        let table = try #require(Generator.routeTable(fromManifest: Array(manifest.utf8)).routeTable)
        let routes = table.routes
        #expect(table.carriers.count == 2)
        #expect(routes.filter { $0.hosts != nil }.count == 4)
        #expect(routes.contains { !$0.fixedQuery.isEmpty })
        #expect(routes.contains { $0.path.variants.count == 2 })
        #expect(routes.contains { $0.path.variants[0].endsWithRest })
        #expect(routes.contains { $0.presentation == .sheet } && routes.contains { $0.presentation == .fullScreenCover })
        #expect(table.hasFlows)
        #expect(table.navigation.tabs.count == SyntheticManifest.variedTabs.count)
        #expect(table.hostGroups.count == 2)
    }

    @Test("a heavy route has four path parameters, five query items, a doc and two examples")
    func heavyShape() throws {
        let manifest = SyntheticManifest.json(routeCount: 10, weight: .heavy)
        let table = try #require(Generator.routeTable(fromManifest: Array(manifest.utf8)).routeTable)
        for route in table.routes {
            #expect(route.path.parameters.count == 4)
            #expect(route.query.count == 5)
            #expect(route.doc != nil)
            #expect(route.examples.count == 2)
        }
    }
}
