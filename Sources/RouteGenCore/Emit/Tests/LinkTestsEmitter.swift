/// Prints ``LinkTests`` as a Swift Testing suite for the app's test target: `<Enum>LinkTests.swift`,
/// which `routegen link-tests` writes and the build plugin generates for a test target.
///
/// The suite runs each `examples` entry of the manifest, and a sample link of each route without
/// one, through the app's own generated code: the parser on every channel, the printers and stored
/// text, restoration through the router, and the parser against the AASA file's verdict on each
/// host. A failure is recorded at the example's line in the manifest, and its message names the
/// route, the link, that line and what opened.
package struct LinkTestsEmitter {
    /// What the tests check.
    private let tests: LinkTests
    private let table: RouteTable
    /// The manifest's path as the messages and source locations name it.
    private let manifestPath: String
    /// The app's module, which the suite imports `@testable`; nil for a suite compiled in the
    /// app's own module (RouteGen's snapshots).
    private let module: String?

    /// Creates an emitter of `plan`'s examples.
    ///
    /// - Parameters:
    ///   - manifestPath: The manifest's path as failures name it (absolute from the build plugin,
    ///     so that Xcode opens it).
    ///   - module: The module of the app's generated code, which the suite imports `@testable`.
    package init(plan: GenerationPlan, manifestPath: String, module: String?) {
        tests = LinkTests(plan: plan)
        table = plan.table
        self.manifestPath = manifestPath
        self.module = module
    }

    private var enumName: String { table.enumName }
    private var exampleType: String { enumName + "LinkExample" }
    private var suiteName: String { enumName + "LinkTests" }
    private var routerName: String {
        table.navigation.tabs.isEmpty
            ? DeclaredNames.router(stem: table.navigation.stem) : DeclaredNames.tabRouter(stem: table.navigation.stem)
    }

    /// The suite.
    package func emit() -> GeneratedFile {
        var writer = CodeWriter()
        writer.lines(GeneratedHeader.swift)
        writer.line()
        writer.line("import Foundation")
        writer.line("import Testing")
        if let module { writer.line("@testable import \(module)") }
        writer.line()
        emitExampleType(&writer)
        writer.line()
        emitExamples(&writer)
        writer.line()
        emitSuite(&writer)
        writer.trimTrailingBlankLines()
        return GeneratedFile(name: OutputFile.linkTestsFile(enumName: enumName), contents: writer.text)
    }

    // MARK: The example type

    private func emitExampleType(_ writer: inout CodeWriter) {
        writer.mark("Examples")
        writer.doc(
            """
            An `examples` entry of routes.json, or RouteGen's sample link of a route without examples,
            with what RouteGen's model of the parser opens for it: the answers the app's own generated
            code must give.
            """)
        writer.block("nonisolated struct \(exampleType): Sendable, CustomTestStringConvertible {") { writer in
            writer.doc("The route whose entry in routes.json lists the example.")
            writer.line("let route: String")
            writer.doc("The link, as routes.json writes it.")
            writer.line("let link: String")
            writer.doc("Where routes.json writes it: the manifest or a fragment, a line and a column.")
            writer.line("let file: String, line: Int, column: Int")
            writer.doc("Whether the link is RouteGen's sample of a route that lists no examples, at the route's line.")
            writer.line("var isSample = false")
            writer.doc("Whether the link is tapped in the app, for a route on any host: `stack(forInAppURL:)` opens it.")
            writer.line("var isInApp = false")
            writer.doc("The link and the link of the same value on each other channel that opens it.")
            writer.line("let links: [String]")
            writer.doc("The stack the links open, parents first; it throws where the app's type refuses a value.")
            writer.line("let stack: @Sendable () throws -> [\(enumName)]")
            writer.doc("For a universal link: its path on each host, and what the AASA file and the parser do with it there.")
            writer.line("var verdicts: [Verdict] = []")
            writer.line()
            writer.doc("What RouteGen's AASA file and parser do with the example's path on one host.")
            writer.block("struct Verdict: Sendable {") { writer in
                writer.doc("The example's path and query on the host.")
                writer.line("let link: String")
                writer.doc("Whether the apple-app-site-association file RouteGen writes opens the app for it.")
                writer.line("let opensApp: Bool")
                writer.doc("Whether the parser opens the example's stack from it (not, on a host whose routes differ).")
                writer.line("let opensRoute: Bool")
            }
            writer.line()
            writer.doc("`routes.json:21`, for messages.")
            writer.line(#"var place: String { "\(file):\(line)" }"#)
            writer.line()
            writer.doc("`example`, or `sample link` for a route without examples, for messages.")
            writer.line(#"var kind: String { isSample ? "sample link" : "example" }"#)
            writer.line()
            writer.doc("Where a failure is recorded: the example's line in routes.json.")
            writer.block("var sourceLocation: Testing.SourceLocation {") { writer in
                let fileID = (module ?? enumName) + "/"
                writer.line(
                    "Testing.SourceLocation(fileID: \(SwiftSyntax.stringLiteral(fileID)) + (file.split(separator: \"/\").last.map(String.init) ?? file), "
                        + "filePath: file, line: line, column: column)")
            }
            writer.line()
            writer.line(#"var testDescription: String { "\(route)\(isSample ? " (sample)" : ""): \(link)" }"#)
        }
        writer.line()
        writer.block("nonisolated extension \(exampleType) {") { writer in
            writer.doc("The error a stack throws when one of the app's types refuses a value routes.json expects.")
            writer.block("struct RefusedValue: Error, CustomStringConvertible {") { writer in
                writer.line("let description: String")
            }
            writer.line()
            writer.doc("The value of the app's `type` whose raw value a link carries.")
            writer.block(
                "static func value<Value: RawRepresentable>(_ type: Value.Type, rawValue: String) throws(RefusedValue) -> Value where Value.RawValue == String {"
            ) { writer in
                writer.block("guard let value = Value(rawValue: rawValue) else {") { writer in
                    writer.line(#"throw RefusedValue(description: "the app's \(Value.self)(rawValue: \(rawValue.debugDescription)) is nil")"#)
                }
                writer.line("return value")
            }
            writer.line()
            writer.doc("The URL a link carries as a value.")
            writer.block("static func url(_ text: String) throws(RefusedValue) -> Foundation.URL {") { writer in
                writer.line(#"guard let url = Foundation.URL(string: text) else { throw RefusedValue(description: "Foundation reads no URL from \(text.debugDescription)") }"#)
                writer.line("return url")
            }
        }
    }

    // MARK: The examples

    private func emitExamples(_ writer: inout CodeWriter) {
        writer.block("nonisolated extension \(exampleType) {") { writer in
            writer.doc("Every example of routes.json, in its order, and the sample link of each route without examples.")
            guard !tests.examples.isEmpty else {
                writer.line("static let all: [\(exampleType)] = []")
                return
            }
            writer.block("static let all: [\(exampleType)] = [", closing: "]") { writer in
                for example in tests.examples { emitExample(example, &writer) }
            }
        }
    }

    private func emitExample(_ example: LinkTests.Example, _ writer: inout CodeWriter) {
        let file = table.path(ofFile: example.location.file, manifestPath: manifestPath)
        writer.block("\(exampleType)(", closing: "),") { writer in
            writer.line("route: \(SwiftSyntax.stringLiteral(example.route)), link: \(SwiftSyntax.stringLiteral(example.link)),")
            writer.line("file: \(SwiftSyntax.stringLiteral(file)), line: \(example.location.line), column: \(example.location.column),")
            if example.isSample { writer.line("isSample: true,") }
            if example.isInApp { writer.line("isInApp: true,") }
            writer.line("links: [" + example.links.map(SwiftSyntax.stringLiteral).joined(separator: ", ") + "],")
            let stack = example.stack.map(expression).joined(separator: ", ")
            writer.line("stack: { [\(stack)] }" + (example.verdicts.isEmpty ? "" : ","))
            guard !example.verdicts.isEmpty else { return }
            writer.block("verdicts: [", closing: "]") { writer in
                for verdict in example.verdicts {
                    writer.line(
                        ".init(link: \(SwiftSyntax.stringLiteral(verdict.link)), opensApp: \(verdict.opensApp), opensRoute: \(verdict.opensRoute)),")
                }
            }
        }
    }

    /// `.productDetail(id: Foundation.UUID(uuid: (…)))`: the route with every value written out.
    private func expression(_ route: RouteValue) -> String {
        let name = "." + SwiftSyntax.identifier(route.name)
        guard !route.arguments.isEmpty else { return name }
        let arguments = zip(route.arguments, table.routes[route.routeIndex].parameters).map { argument, parameter in
            "\(SwiftSyntax.argumentLabel(argument.name)): " + (argument.value.map { expression($0, of: parameter.type) } ?? "nil")
        }
        return name + "(" + arguments.joined(separator: ", ") + ")"
    }

    /// A value as a Swift expression of its parameter's type.
    private func expression(_ value: LinkValue, of type: ParameterType) -> String {
        switch value {
        case .string(let text): SwiftSyntax.stringLiteral(text)
        case .int(let number): String(number)
        // Swift's description of a finite Double is a literal that reads back exactly: `1.0`, `1e-05`.
        case .double(let number): "\(number)"
        case .bool(let flag): flag ? "true" : "false"
        case .uuid(let text): ParameterType.uuidLiteral(text)
        case .url(let text): "try url(\(SwiftSyntax.stringLiteral(text)))"
        case .custom(let name, let rawValue): "try value(\(name).self, rawValue: \(SwiftSyntax.stringLiteral(rawValue)))"
        case .expression(let expression): expression
        case .none: "nil"
        case .list(let values): "[" + values.map { expression($0, of: type) }.joined(separator: ", ") + "]"
        }
    }

    // MARK: The suite

    private func emitSuite(_ writer: inout CodeWriter) {
        writer.mark("Tests")
        writer.doc(
            """
            The links of routes.json, opened by the app's own generated code: each example opens the
            stack RouteGen expects on every channel, its route prints links and stored text that open it
            again, its navigation survives restoration, and the AASA file opens the app for it exactly
            where the parser opens it. A route without examples is checked the same way on a sample link
            of RouteGen's (not for a route whose link needs a custom type's value, which only the app
            knows). A failure is recorded at the example's line in routes.json.
            """)
        writer.line("@Suite(\(SwiftSyntax.stringLiteral("\(enumName) links, from routes.json")))")
        writer.block("nonisolated struct \(suiteName) {") { writer in
            emitOpensItsStack(&writer)
            writer.line()
            emitPrintedLinks(&writer)
            if table.artifacts.contains(.router) {
                writer.line()
                emitRestoration(&writer)
            }
            if tests.examples.contains(where: { !$0.verdicts.isEmpty }) {
                writer.line()
                emitVerdicts(&writer)
            }
            writer.line()
            emitHelpers(&writer)
        }
    }

    private func emitOpensItsStack(_ writer: inout CodeWriter) {
        writer.line(#"@Test("each example opens its route, with its values and parents, on every channel", arguments: \#(exampleType).all)"#)
        writer.block("func opensItsStack(_ example: \(exampleType)) {") { writer in
            writer.line("let expected: [\(enumName)]")
            writer.line("do {")
            writer.indented { $0.line("expected = try example.stack()") }
            writer.block("} catch {") { writer in
                writer.line(
                    #"Issue.record("\(example.place): \(example.kind) '\(example.link)' of route '\(example.route)' opens \(Self.describe(Self.open(example.link, inApp: example.isInApp))): \(error)", sourceLocation: example.sourceLocation)"#)
                writer.line("return")
            }
            writer.block("for link in example.links {") { writer in
                writer.line("let opened = Self.open(link, inApp: example.isInApp)")
                writer.block("if opened != expected {") { writer in
                    writer.line(
                        #"Issue.record("\(example.place): \(example.kind) '\(link)' of route '\(example.route)' opens \(Self.describe(opened)) instead of \(Self.describe(expected))", sourceLocation: example.sourceLocation)"#)
                }
            }
        }
    }

    private func emitPrintedLinks(_ writer: inout CodeWriter) {
        writer.line(#"@Test("each example's route prints links and stored text that open it again", arguments: \#(exampleType).all)"#)
        writer.block("func printedLinksReopen(_ example: \(exampleType)) {") { writer in
            writer.line("// An example that opens no route is opensItsStack's to report.")
            writer.line("guard let route = Self.open(example.link, inApp: example.isInApp)?.last else { return }")
            let printers = table.hasAnyHostRoutes
                ? "example.isInApp ? [route.\(DeclaredNames.inAppURL)] : [route.\(DeclaredNames.universalLink), route.\(DeclaredNames.customSchemeURL)]"
                : "[route.\(DeclaredNames.universalLink), route.\(DeclaredNames.customSchemeURL)]"
            writer.block("for printed in (\(printers)).compactMap({ $0 }) {") { writer in
                writer.line("let reopened = Self.open(printed.absoluteString, inApp: example.isInApp)?.last")
                writer.block("if reopened != route {") { writer in
                    writer.line(
                        #"Issue.record("\(example.place): \(example.kind) '\(example.link)' of route '\(example.route)' opens \(route), which prints \(printed), which opens \(reopened.map { "\($0)" } ?? "no route") instead", sourceLocation: example.sourceLocation)"#)
                }
            }
            writer.line("let restored = \(enumName)(storedText: route.storedText)")
            writer.block("if restored != route {") { writer in
                writer.line(
                    #"Issue.record("\(example.place): \(example.kind) '\(example.link)' of route '\(example.route)' opens \(route), stored as \(route.storedText.debugDescription), which reads back as \(restored.map { "\($0)" } ?? "no route")", sourceLocation: example.sourceLocation)"#)
            }
        }
    }

    private func emitRestoration(_ writer: inout CodeWriter) {
        let open = table.hasAnyHostRoutes ? "(example.isInApp ? router.open(inAppLink: url) : router.open(url))" : "router.open(url)"
        writer.line("#if canImport(Observation)")
        writer.line(#"@Test("each example's navigation survives restorationData and restore(from:)", arguments: \#(exampleType).all)"#)
        writer.line("@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)")
        writer.line("@MainActor")
        writer.block("func survivesRestoration(_ example: \(exampleType)) {") { writer in
            writer.line("let router = \(routerName)()")
            writer.line("guard let url = Foundation.URL(string: example.link), \(open) else { return }")
            writer.line("let restored = \(routerName)()")
            writer.line("restored.restore(from: router.restorationData)")
            writer.block("if restored.visibleRoute != router.visibleRoute || restored.restorationData != router.restorationData {") { writer in
                writer.line(
                    #"Issue.record("\(example.place): \(example.kind) '\(example.link)' of route '\(example.route)' shows \(Self.describe(router.visibleRoute)), which restores as \(Self.describe(restored.visibleRoute))", sourceLocation: example.sourceLocation)"#)
            }
        }
        writer.line("#endif")
    }

    private func emitVerdicts(_ writer: inout CodeWriter) {
        writer.line(
            #"@Test("the AASA file opens the app for each example's universal link wherever the parser opens its route", arguments: \#(exampleType).all.filter { !$0.verdicts.isEmpty })"#)
        writer.block("func associationVerdicts(_ example: \(exampleType)) {") { writer in
            writer.line("// A stack the app's types refuse is opensItsStack's to report.")
            writer.line("guard let expected = try? example.stack() else { return }")
            writer.block("for verdict in example.verdicts {") { writer in
                writer.line("let opened = Self.open(verdict.link, inApp: false)")
                writer.line("let opensRoute = opened == expected")
                writer.block("if opensRoute != verdict.opensRoute {") { writer in
                    writer.line(
                        #"Issue.record("\(example.place): \(example.kind) '\(example.link)' of route '\(example.route)', as \(verdict.link), opens \(Self.describe(opened)) in the app, where RouteGen expects \(verdict.opensRoute ? Self.describe(expected) : "another route or none")", sourceLocation: example.sourceLocation)"#)
                }
                writer.block("if opensRoute && !verdict.opensApp {") { writer in
                    writer.line(
                        #"Issue.record("\(example.place): the app opens \(verdict.link), but the apple-app-site-association file sends it to the browser", sourceLocation: example.sourceLocation)"#)
                }
            }
        }
    }

    private func emitHelpers(_ writer: inout CodeWriter) {
        writer.doc("The stack the app's parser opens for `link`; nil for no route, or text that is no URL.")
        writer.block("static func open(_ link: String, inApp: Bool) -> [\(enumName)]? {") { writer in
            writer.line("guard let url = Foundation.URL(string: link) else { return nil }")
            writer.line(
                table.hasAnyHostRoutes
                    ? "return inApp ? \(enumName).stack(forInAppURL: url) : \(enumName).stack(for: url)"
                    : "return \(enumName).stack(for: url)")
        }
        writer.line()
        writer.doc("`[productList, productDetail(id: …)]`, or `no route`.")
        writer.block("static func describe(_ stack: [\(enumName)]?) -> String {") { writer in
            writer.line(#"stack.map { "[" + $0.map { "\($0)" }.joined(separator: ", ") + "]" } ?? "no route""#)
        }
        writer.line()
        writer.doc("`productDetail(id: …)`, or `no route`.")
        writer.block("static func describe(_ route: \(enumName)?) -> String {") { writer in
            writer.line(#"route.map { "\($0)" } ?? "no route""#)
        }
    }
}
