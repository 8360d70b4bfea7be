@testable import RouteGenCore
import RouteGenTestSupport
import Testing

/// The plan: what every output needs, derived once from the model, and the explanation of a link
/// that `routegen match` prints and the checks of `examples` rely on.
@Suite("The generation plan")
struct GenerationPlanTests {
    static let shop = String(decoding: (try? RepositoryPaths.bytes("routes.json")) ?? [], as: UTF8.self)

    /// Two routes, no examples.
    static let small = """
        { "version": 1, "hosts": ["shop.example.com"], "schemes": ["shop"], "appIDs": ["ABCDE12345.com.example.shop"],
          "routes": [ { "name": "products", "path": "/products" }, { "name": "order", "path": "/orders/{id:UUID}" } ] }
        """

    static func plan(_ manifest: String, checksAssociationSamples: Bool = true) throws -> GenerationPlan {
        let (plan, diagnostics) = Generator.plan(fromManifest: Array(manifest.utf8), checksAssociationSamples: checksAssociationSamples)
        return try #require(plan, "\(diagnostics.rendered(file: "routes.json"))")
    }

    @Test("the AASA file is planned once, printed once, and only where a run needs it")
    func associationPlannedOnce() throws {
        let plan = try Self.plan(Self.shop)
        let file = try #require(plan.associationFile)
        #expect(plan.associationJSON == AASAWriter(file: file).json())
        let swift = try #require(Generator.files(for: plan).first { $0.name == "AppRoute+AASA.swift" })
        let indented = try #require(plan.associationJSON).split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
        #expect(swift.contents.contains(indented))
        // The build plugin's run of a manifest that generates no AASA constant and has no examples.
        let withoutAASA = Self.small.replacingOccurrences(of: #""version": 1,"#, with: #""version": 1, "generate": ["enum"],"#)
        #expect(try Self.plan(withoutAASA, checksAssociationSamples: false).associationFile == nil)
        #expect(try Self.plan(withoutAASA).associationFile != nil)
    }

    @Test("derived facts: typed destinations up to the limit, every route with a view, the host links print on")
    func derivedFacts() throws {
        let plan = try Self.plan("""
            { "version": 1, "hosts": ["*.example.com", "shop.example.com"], "appIDs": ["ABCDE12345.com.example.shop"],
              "routes": [ { "name": "home", "path": "/", "view": "HomeView()" }, { "name": "item", "path": "/items/{id:Int}" } ] }
            """)
        #expect(plan.hasTypedDestinations)
        #expect(!plan.everyRouteHasView)
        #expect(plan.universalLinkHost == "shop.example.com")
    }

    @Test("a link explained: the parser's route, the AASA verdict, and how the two compare")
    func explanations() throws {
        let plan = try Self.plan(Self.small)
        let explainer = LinkExplainer(plan: plan)
        let order = explainer.explain("https://shop.example.com/orders/9F1C7E62-2A4B-4B8E-9C3D-0E5F6A7B8C9D")
        #expect(order.match?.value == "order(id: 9F1C7E62-2A4B-4B8E-9C3D-0E5F6A7B8C9D)")
        #expect(order.agreement == .agree && order.verdict?.opensApp == true)
        // A UUID the parser refuses: the file cannot say so, and the app hands the link back.
        #expect(explainer.explain("https://shop.example.com/orders/not-a-uuid").agreement == .typesOnly)
        #expect(explainer.explain("https://shop.example.com/nowhere").agreement == .agree)
        // Not a universal link of the manifest: no verdict to compare.
        let scheme = explainer.explain("shop://products")
        #expect(scheme.route != nil && scheme.verdict == nil && scheme.agreement == nil)
        // A file that does not list the products: the parser opens a link the file keeps in the browser.
        let other = try Self.plan(Self.small.replacingOccurrences(of: #""/products""#, with: #""/catalog""#))
        let wrong = LinkExplainer(plan: plan, associationFile: other.associationFile)
        #expect(wrong.explain("https://shop.example.com/products").agreement == .routeWithoutFile)
        #expect(wrong.explain("https://shop.example.com/catalog").agreement == .fileOpensWithoutRoute)
    }
}
