/// The fragments' names: each an UpperCamelCase identifier, used once, whose destinations
/// protocol (`CartDestinations`) takes no name the manifest or the generated code already has.
///
/// - Returns: The fragments, in the order they were read, with a name that may be wrong when it
///   was reported (validation then returns no table).
func validateFragments(
    _ fragments: [Manifest.Fragment], enumName: String?, stem: String, customTypes: [String], generatesUIKit: Bool,
    diagnostics: inout Diagnostics
) -> [RouteFragment] {
    let enumName = enumName ?? Validator.defaultEnumName
    let taken = Set([
        enumName, DeclaredNames.destinationsProtocol(enumName), DeclaredNames.viewsType(enumName),
        DeclaredNames.rootDestinationsProtocol(stem: stem), DeclaredNames.featureDestinations(stem: stem),
    ]).union(DeclaredNames.navigationTypes(stem: stem)).union(customTypes).union(Validator.reservedTypeNames)
        .union(generatesUIKit ? [
            DeclaredNames.viewControllersProtocol(enumName), DeclaredNames.controllersType(enumName),
            DeclaredNames.rootViewControllersProtocol(stem: stem), DeclaredNames.featureViewControllers(stem: stem),
        ] : [])
    let parameters = [DeclaredNames.rootViewsParameter, DeclaredNames.rootControllersParameter]
    if let first = fragments.first, let type = customTypes.first(where: parameters.contains) {
        diagnostics.error(
            "the app's type '\(type)' has the name the composed destinations give the screens of the manifest's own routes; "
                + "write it with its module, such as 'MyApp.\(type)'",
            at: first.includedAt)
    }
    var seen = FirstOccurrences()
    var valid: [RouteFragment] = []
    for entry in fragments {
        let name = entry.name
        let fragment = RouteFragment(name: name.value, path: entry.path, file: entry.file)
        valid.append(fragment)
        guard SwiftIdentifier.isValid(name.value), !SwiftIdentifier.keywords.contains(name.value),
            name.value.first?.isUppercase == true
        else {
            diagnostics.error(
                "fragment name '\(name.value)' is not a Swift type name; use an UpperCamelCase identifier such as 'Cart'",
                at: name.location)
            continue
        }
        let protocolName = DeclaredNames.fragmentDestinationsProtocol(name.value)
        // The composed destinations' generic parameter (`CartViews`) would hide a custom type of its name.
        let parameter = DeclaredNames.fragmentViewsParameter(name.value)
        if customTypes.contains(parameter) {
            diagnostics.error(
                "fragment name '\(name.value)' would name a generic parameter of the composed destinations '\(parameter)', "
                    + "which would hide the app's type '\(parameter)'; choose another",
                at: name.location)
            continue
        }
        if taken.contains(protocolName) || taken.contains(name.value)
            || fragment.memberName == DeclaredNames.rootDestinationsMember
        {
            diagnostics.error(
                "fragment name '\(name.value)' would name its destinations '\(protocolName)', a name the manifest or the "
                    + "generated code already uses; choose another",
                at: name.location)
            continue
        }
        // With `uikit`, the fragment's view controllers too (`CartViewControllers`, `CartControllers`).
        let controllers = DeclaredNames.fragmentViewControllersProtocol(name.value)
        let controllersParameter = DeclaredNames.fragmentControllersParameter(name.value)
        if generatesUIKit, taken.contains(controllers) || customTypes.contains(controllersParameter) {
            let clash = taken.contains(controllers) ? controllers : controllersParameter
            diagnostics.error(
                "fragment name '\(name.value)' would name its view controllers '\(clash)', a name the manifest or the "
                    + "generated code already uses; choose another",
                at: name.location)
            continue
        }
        _ = seen.insert(name.value, at: name.location, what: "fragment name '\(name.value)'", firstVerb: "declared", diagnostics: &diagnostics)
    }
    return valid
}
