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
    /// - Parameter count: How many of the first values to bind; the others are `_`.
    func casePatternBindingEveryValue(as valueName: (Int) -> String = Route.valueName(at:), count: Int? = nil) -> String {
        let bound = count ?? parameterCount
        return casePattern((0..<parameterCount).map { $0 < bound ? "let " + valueName($0) : "_" })
    }

    /// `.status(_, let _p1)`: a pattern of the route's case that binds the values its link's path and
    /// query print: neither the host of a route on any host (``hostParameter``) nor ``values``.
    func casePatternBindingPathAndQuery() -> String {
        let printed = pathParameterOffset..<linkParameterCount
        return casePattern((0..<parameterCount).map { printed.contains($0) ? "let " + Self.valueName(at: $0) : "_" })
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

// MARK: - Screens

extension Route {
    /// `productDetail(id: Foundation.UUID)`: the factory requirement of the route's screen, as the
    /// destinations and the view controllers declare it.
    var screenRequirement: String {
        let parameters = parameters.map { "\(SwiftSyntax.declarationLabel($0.name)): \($0.swiftType)" }
        return "\(SwiftSyntax.identifier(name))(\(parameters.joined(separator: ", ")))"
    }

    /// `id _p0: Int` and `id: _p0`: the route's parameters with their values bound as `_p0`…, so
    /// that no parameter name (`self`, a member's) hides anything in the body, and the call.
    var boundParameters: (parameters: String, arguments: String) {
        let parameters = parameters.enumerated().map { index, parameter in
            "\(SwiftSyntax.declarationLabel(parameter.name)) \(Route.valueName(at: index)): \(parameter.swiftType)"
        }
        let arguments = self.parameters.enumerated().map { index, parameter in
            "\(SwiftSyntax.argumentLabel(parameter.name)): \(Route.valueName(at: index))"
        }
        return (parameters.joined(separator: ", "), arguments.joined(separator: ", "))
    }

    /// The Swift expression of a `view` or `viewController`: a type called with the parameters as
    /// labels, or the expression as written.
    func expression(of screen: RouteView) -> String {
        switch screen {
        case .type(let name):
            let arguments = parameters.map { "\(SwiftSyntax.argumentLabel($0.name)): \(SwiftSyntax.identifier($0.name))" }
            return "\(name)(\(arguments.joined(separator: ", ")))"
        case .expression(let expression):
            return expression
        }
    }
}
