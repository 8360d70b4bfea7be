/// Moves some of a manifest's own routes into a new fragment file, as `routegen split` does: the
/// routes' text is cut from the manifest and pasted into the fragment as written, and the
/// manifest gains an `include` of it; everything else in the manifest keeps its formatting.
package struct ManifestSplit: Sendable {
    /// The manifest's new text.
    package var manifest: String

    /// The fragment file's text.
    package var fragment: String

    /// The names of the routes moved, in manifest order.
    package var movedRoutes: [String]

    /// Why a manifest cannot be split.
    package struct Failure: Error, Sendable {
        package var message: String
    }

    /// Splits the manifest in `bytes`.
    ///
    /// - Parameters:
    ///   - name: The fragment's name, `Cart`.
    ///   - includePath: The fragment's path relative to the manifest's folder: the `include` entry.
    ///   - moves: Whether the route of this name moves.
    /// - Returns: The texts of both files.
    /// - Throws: ``Failure`` when the manifest does not read as JSON, has no `routes` array, or
    ///   no route of it moves. Whether the result validates is the caller's to check.
    package static func split(
        _ bytes: [UInt8], fragment name: String, includePath: String, moving moves: (String) -> Bool
    ) throws(Failure) -> ManifestSplit {
        var diagnostics = Diagnostics()
        guard let root = JSONReader.read(bytes, diagnostics: &diagnostics), !diagnostics.hasErrors,
            case .object(let members) = root.kind
        else { throw Failure(message: "the manifest is not a JSON object; run 'routegen validate' to see why") }
        guard let routesMember = members.first(where: { $0.key == ManifestKeys.Root.routes.name }),
            case .array(let routes) = routesMember.value.kind
        else { throw Failure(message: "the manifest has no 'routes' array") }
        let text = { (range: Range<Int>) in String(decoding: bytes[range], as: UTF8.self) }
        let isMoved = routes.map { routeName(of: $0).map(moves) ?? false }
        let moved = zip(routes, isMoved).filter(\.1).map(\.0)
        guard !moved.isEmpty else { throw Failure(message: "no route of the manifest's own routes is chosen to move") }
        let kept = zip(routes, isMoved).filter { !$0.1 }.map(\.0)

        // The routes as written, one after another at the first route's indentation.
        let indentation = String(repeating: " ", count: max(routes[0].location.column - 1, 0))
        let separator = ",\n" + indentation
        var edits: [(range: Range<Int>, replacement: String)] = []
        let elements = routes[0].byteRange.lowerBound..<(routes.last?.byteRange.upperBound ?? 0)
        edits.append((kept.isEmpty ? routesMember.value.byteRange : elements,
                      kept.isEmpty ? "[]" : kept.map { text($0.byteRange) }.joined(separator: separator)))
        if let include = members.first(where: { $0.key == ManifestKeys.Root.include.name }),
            case .array(let entries) = include.value.kind
        {
            let paths = entries.compactMap { entry -> String? in if case .string(let path) = entry.kind { path } else { nil } }
            edits.append((include.value.byteRange, JSONText.array(paths + [includePath])))
        } else {
            let keyIndentation = String(repeating: " ", count: max(routesMember.keyLocation.column - 1, 0))
            let offset = routesMember.keyByteOffset
            edits.append((offset..<offset, JSONText.string(ManifestKeys.Root.include.name) + ": "
                + JSONText.array([includePath]) + ",\n" + keyIndentation))
        }
        var manifest = bytes
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            manifest.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
        }
        let fragment = """
            {
              \(JSONText.string(ManifestKeys.Fragment.fragment.name)): \(JSONText.string(name)),
              \(JSONText.string(ManifestKeys.Fragment.routes.name)): [
                \(moved.map { text($0.byteRange) }.joined(separator: ",\n    "))
              ]
            }

            """
        return ManifestSplit(
            manifest: String(decoding: manifest, as: UTF8.self), fragment: fragment, movedRoutes: moved.compactMap(routeName))
    }

    /// The `name` of a route object, when it has one that is a string.
    private static func routeName(of route: JSONValue) -> String? {
        guard case .object(let keys) = route.kind,
            case .string(let name)? = keys.first(where: { $0.key == ManifestKeys.Route.name.name })?.value.kind
        else { return nil }
        return name
    }
}
