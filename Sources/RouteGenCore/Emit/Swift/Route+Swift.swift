extension Route {
    /// `.productDetail(let _p0, _)`: a pattern of the route's case that binds the parameters named
    /// in `names`, each to ``valueName(at:)``, and ignores the others; `.home` when it binds none.
    ///
    /// Values are bound by position, never by their manifest names, so that no parameter name
    /// (`Self`, `Foundation`, the enum's own name) can shadow what the generated code refers to.
    func casePattern(binding names: Set<String>) -> String {
        guard !names.isEmpty else { return casePattern([]) }
        let parameters = parameters  // built once, not for each question below
        guard parameters.contains(where: { names.contains($0.name) }) else { return casePattern([]) }
        return casePattern(parameters.enumerated().map { index, parameter in
            names.contains(parameter.name) ? "let \(Self.valueName(at: index))" : "_"
        })
    }

    /// `.productDetail(let _p0)`: a pattern of the route's case that binds every value.
    ///
    /// - Parameter valueName: The name of the `index`th value: ``valueName(at:)`` unless the
    ///   pattern needs a second set of names (`==` binds both routes' values).
    func casePatternBindingEveryValue(as valueName: (Int) -> String = Route.valueName(at:)) -> String {
        casePattern((0..<parameterCount).map { "let " + valueName($0) })
    }

    /// `.name(a, b)` from the bindings of the case's values, in order; `.name` without any.
    private func casePattern(_ bindings: [String]) -> String {
        let name = "." + SwiftSyntax.identifier(self.name)
        return bindings.isEmpty ? name : name + "(" + bindings.joined(separator: ", ") + ")"
    }

    /// The local name of the route's `index`th value (path parameters first, then the query's):
    /// `_p0`. It starts with `_`, which no parameter name can.
    static func valueName(at index: Int) -> String {
        GeneratedNames.capture(index)
    }

    /// The local name of the parameter called `name`, which must be one of the route's.
    func valueName(of name: String) -> String {
        Self.valueName(at: parameterIndex(named: name) ?? 0)
    }
}
