/// A computed property that maps every route to one of a few values (its tab, its presentation)
/// with one `case` per value, the most common value under `default:`.
///
/// Patterns name cases without their values (`case .checkout, .payment:`), and `default:` spares
/// the compiler an exhaustiveness proof, so the switch stays cheap at thousands of routes. When
/// every route has the same value there is no switch at all.
struct GroupedSwitch {
    /// The declaration, such as `public var tab: AppTab`.
    let declaration: String

    /// Each route's value as Swift: `.shop`. Routes of one value are grouped in manifest order.
    let values: [(route: Route, value: String)]

    func write(to writer: inout CodeWriter) {
        var groups: [(value: String, routes: [Route])] = []
        for (route, value) in values {
            if let index = groups.firstIndex(where: { $0.value == value }) {
                groups[index].routes.append(route)
            } else {
                groups.append((value, [route]))
            }
        }
        guard !groups.isEmpty else { return }
        // The largest group (the first of equals) goes under `default:`.
        var common = 0
        for index in groups.indices where groups[index].routes.count > groups[common].routes.count { common = index }
        guard groups.count > 1 else {
            writer.line("\(declaration) { \(groups[common].value) }")
            return
        }
        writer.block("\(declaration) {") { writer in
            writer.line("switch self {")
            for (index, group) in groups.enumerated() where index != common {
                let patterns = group.routes.map { ".\(SwiftSyntax.identifier($0.name))" }
                let lines = Self.wrapped(patterns)
                for (number, line) in lines.enumerated() {
                    let isLast = number == lines.count - 1
                    writer.line((number == 0 ? "case " : "     ") + line + (isLast ? ": \(group.value)" : ","))
                }
            }
            writer.line("default: \(groups[common].value)")
            writer.line("}")
        }
    }

    /// Patterns joined by `, ` into lines of about 100 characters, so a long `case` stays readable.
    private static func wrapped(_ patterns: [String]) -> [String] {
        var lines: [String] = []
        var current = ""
        for pattern in patterns {
            if !current.isEmpty, current.count + pattern.count > 90 {
                lines.append(current)
                current = ""
            }
            current += (current.isEmpty ? "" : ", ") + pattern
        }
        lines.append(current)
        return lines
    }
}
