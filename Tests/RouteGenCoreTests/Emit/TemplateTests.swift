import Foundation
@testable import RouteGenCore
import RouteGenTestSupport
import Testing

/// The navigation layer's fixed code is written as Swift in `Sources/RouteGenTemplates/`, which the
/// tests compile, and printed through `Template` with a manifest's names.
@Suite("Navigation templates")
struct TemplateTests {
    /// `text` as the template prints it with `values`.
    static func render(_ text: String, _ values: Template.Values = Template.Values()) -> String {
        var writer = CodeWriter()
        Template(text).write(to: &writer, values)
        return writer.text
    }

    // MARK: Directives

    @Test("names are replaced as whole identifiers, in code and comments, or as whole string literals")
    func namesAreTokens() {
        let text = """
            /// ``TemplateRouter`` is not `TemplateRouterX` or `MyTemplateRouter`.
            public let key = "TemplateRouter", title = "TemplateTabTitle", other = "TemplateTabTitle!"
            """
        let names = ["TemplateRouter": "ShopRouter", "public": "internal", "\"TemplateTabTitle\"": #""Café \"Bleu\"""#]
        #expect(Self.render(text, Template.Values(names: names)) == """
            /// ``ShopRouter`` is not `TemplateRouterX` or `MyTemplateRouter`.
            internal let key = "ShopRouter", title = "Café \\"Bleu\\"", other = "TemplateTabTitle!"

            """)
    }

    @Test("`if` keeps its lines when the flag is set, `if !` when it is not, `else` otherwise")
    func conditions() {
        let text = """
            // routegen:if tabs
            tabs
            // routegen:else
            no tabs
            // routegen:end
            // routegen:if !views
            no views
            // routegen:end
            """
        #expect(Self.render(text, Template.Values(flags: ["tabs"])) == "tabs\nno views\n")
        #expect(Self.render(text, Template.Values(flags: ["views"])) == "no tabs\n")
    }

    @Test("`each` writes its lines once per element, with the element's names over the template's")
    func each() {
        let text = """
            let first = Tab.templateTab
            // routegen:each tabs
            case templateTab // first is templateTab? no: this one
            // routegen:end
            """
        var values = Template.Values(names: ["templateTab": "shop"])
        values.lists["tabs"] = [Template.Values(names: ["templateTab": "shop"]), Template.Values(names: ["templateTab": "orders"])]
        #expect(Self.render(text, values) == """
            let first = Tab.shop
            case shop // first is shop? no: this one
            case orders // first is orders? no: this one

            """)
        #expect(Self.render(text, Template.Values()) == "let first = Tab.templateTab\n", "an absent list writes nothing")
    }

    @Test("a slot's sample lines give way to the emitter's, at the slot's indentation; notes are not printed")
    func slotsAndNotes() {
        let text = """
            enum E {
                // routegen:note Why the switch is grouped.
                // routegen:slot presentation
                var sample: Int { 0 }
                // routegen:end
            }
            """
        var values = Template.Values()
        values.slots["presentation"] = { writer in
            writer.block("var presentation: Presentation {") { $0.line(".push") }
        }
        #expect(Self.render(text, values) == """
            enum E {
                var presentation: Presentation {
                    .push
                }
            }

            """)
    }

    @Test("a definition is written where it stands and wherever it is used, at the use's indentation; elements nest")
    func defineAndUse() {
        let text = """
            // routegen:each sections
            // routegen:if section
            Section {
                // routegen:each tabs
                // routegen:use tab
                Sample()
                // routegen:end
                // routegen:end
            }
            // routegen:else
            // routegen:each tabs
            // routegen:define tab
            Tab(templateTab) {
                Body()
            }
            // routegen:end
            // routegen:end
            // routegen:end
            // routegen:end
            """
        func tab(_ name: String) -> Template.Values { Template.Values(names: ["templateTab": name]) }
        var values = Template.Values()
        values.lists["sections"] = [
            Template.Values(lists: ["tabs": [tab("a")]]),
            Template.Values(flags: ["section"], lists: ["tabs": [tab("b"), tab("c")]]),
        ]
        #expect(Self.render(text, values) == """
            Tab(a) {
                Body()
            }
            Section {
                Tab(b) {
                    Body()
                }
                Tab(c) {
                    Body()
                }
            }

            """)
    }

    // MARK: The templates

    static let templates: [(file: String, embedded: String)] = [
        ("Router.swift", TemplateSource.router),
        ("Navigation.swift", TemplateSource.navigation),
        ("UIKit.swift", TemplateSource.uikit),
    ]

    @Test("no snapshot of a router, navigation or UIKit file keeps a name of the templates")
    func everyNameIsReplaced() throws {
        let snapshots = RepositoryPaths.file("Tests/SnapshotTests/__Snapshots__")
        var checked = 0
        for fixture in try FileManager.default.contentsOfDirectory(atPath: snapshots.path) {
            let folder = snapshots.appendingPathComponent(fixture)
            for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            where name.hasSuffix("+Router.swift") || name.hasSuffix("+Navigation.swift") || name.hasSuffix("+UIKit.swift") {
                let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
                let leftovers = text.split { !($0.isLetter || $0.isNumber || $0 == "_") }
                    .filter { $0.hasPrefix("Template") || $0.hasPrefix("template") || $0.hasPrefix("_template") }
                #expect(leftovers.isEmpty, "\(fixture)/\(name): \(Set(leftovers).sorted())")
                checked += 1
            }
        }
        #expect(checked >= 4)
    }

    @Test("the templates' availability is the platform contract's")
    func availabilityIsTheContracts() {
        let contract = [PlatformAvailability.observation, .tabContent]
        for (file, text) in Self.templates {
            for line in text.split(separator: "\n") where line.contains("@available(") || line.contains("#available(") {
                let trimmed = line.drop { $0 == " " }
                // What no one may call (`init(coder:)` of the controllers made in code) has no platforms.
                if trimmed.hasPrefix("@available(*, unavailable") { continue }
                let known = contract.contains {
                    trimmed == $0.attribute || trimmed == $0.uikitAttribute || trimmed == "if \($0.condition) {"
                }
                #expect(known, "\(file): \(trimmed)")
            }
        }
    }
}
