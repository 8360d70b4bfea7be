extension Route {
    /// `.productDetail(let id, _)`: a pattern of the route's case that binds the parameters named
    /// in `names` (by their own names) and ignores the others; `.home` when it binds none.
    func casePattern(binding names: Set<String>) -> String {
        let name = ".\(SwiftSyntax.identifier(self.name))"
        guard parameters.contains(where: { names.contains($0.name) }) else { return name }
        let bindings = parameters.map { names.contains($0.name) ? "let \(SwiftSyntax.identifier($0.name))" : "_" }
        return "\(name)(\(bindings.joined(separator: ", ")))"
    }
}
