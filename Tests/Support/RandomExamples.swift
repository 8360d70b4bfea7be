import Foundation
import RouteGenCore

/// Gives a random manifest's routes `examples`: each route's sample link
/// (``GenerationPlan/sampleLink(of:)``), kept only where RouteGen's model opens the route from it
/// and generation accepts it, now and then in the object form with the values the model found.
///
/// It is for tests of what examples generate (the link tests): which routes get one is up to the
/// model, not to this, so a shape it cannot write a link for simply gets none.
package enum RandomExamples {
    /// `manifest` with examples added to the routes it declares itself (not its fragments').
    package static func adding(
        to manifest: String, fragments: [String: String], using random: inout SeededGenerator
    ) -> String {
        let reader = FragmentReader.inMemory(fragments)
        guard let plan = Generator.plan(fromManifest: Array(manifest.utf8), fragments: reader, checksAssociationSamples: false).plan
        else { return manifest }
        let explainer = LinkExplainer(plan: plan)
        var insertions: [(offset: Int, text: String)] = []
        for (index, route) in plan.table.linkRoutes.enumerated()
        where index < plan.table.routes.count && route.location.file == 0 && route.carriedLink == nil && !route.anyHost {
            guard let link = plan.sampleLink(of: route) else { continue }
            let explanation = explainer.explain(link)
            guard explanation.route?.index == index, explanation.agreement != LinkExplainer.Agreement.routeWithoutFile,
                let shown = explanation.match?.routes.last
            else { continue }
            var entry = SwiftJSON.string(link)
            if Bool.random(using: &random) {
                let values = shown.arguments.prefix(route.linkParameterCount).compactMap { argument in
                    argument.value.flatMap(json).map { SwiftJSON.string(argument.name) + ": " + $0 }
                }
                let stack = explanation.match?.routes.map { SwiftJSON.string($0.name) } ?? []
                entry = "{ \"url\": \(entry), \"values\": { \(values.joined(separator: ", ")) }, \"stack\": [\(stack.joined(separator: ", "))] }"
            }
            // The route's location is its name's; its object opens at the last `{` before it
            // (RandomManifest writes `name` first).
            guard let offset = offset(of: route.location, in: manifest),
                let brace = manifest.utf8.prefix(offset).lastIndex(of: UInt8(ascii: "{"))
            else { continue }
            insertions.append((manifest.utf8.distance(from: manifest.utf8.startIndex, to: brace) + 1, " \"examples\": [\(entry)],"))
        }
        var bytes = Array(manifest.utf8)
        for insertion in insertions.sorted(by: { $0.offset > $1.offset }) {
            bytes.insert(contentsOf: Array(insertion.text.utf8), at: insertion.offset)
        }
        let result = String(decoding: bytes, as: UTF8.self)
        // Every example must pass generation: one that does not is this helper's mistake.
        let check = Generator.plan(fromManifest: bytes, fragments: reader, checksAssociationSamples: false)
        return check.plan == nil ? manifest : result
    }

    /// A value as an example's `values` states it; nil for a default only the compiler knows.
    private static func json(_ value: LinkValue) -> String? {
        switch value {
        case .string(let text), .url(let text), .uuid(let text), .custom(_, let text): SwiftJSON.string(text)
        case .int(let number): String(number)
        case .double(let number): "\(number)"
        case .bool(let flag): flag ? "true" : "false"
        case .expression: nil
        case .none: "null"
        case .list(let values):
            values.map(json).contains(nil) ? nil : "[" + values.compactMap(json).joined(separator: ", ") + "]"
        }
    }

    /// The byte offset of a location (1-based line, UTF-8 column) in `text`.
    private static func offset(of location: SourceLocation, in text: String) -> Int? {
        var line = 1
        for (index, byte) in text.utf8.enumerated() {
            if line == location.line { return index + location.column - 1 }
            if byte == UInt8(ascii: "\n") { line += 1 }
        }
        return nil
    }
}

/// JSON text for the helper above.
private enum SwiftJSON {
    static func string(_ text: String) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: [text], options: [.fragmentsAllowed])) ?? Data("[\"\"]".utf8)
        let array = String(decoding: data, as: UTF8.self)
        return String(array.dropFirst().dropLast())
    }
}
