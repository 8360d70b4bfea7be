/// Writes an `AASAFile` as `apple-app-site-association` JSON: the counterpart of `AASAReader`.
///
/// The layout is fixed (two-space indentation, keys in the order Apple's documentation lists them,
/// one component per line), so the bytes are a function of the manifest alone and a change to the
/// file reads as a one-line diff per component. The Swift constant of the same bytes is an
/// emitter's (`AASAEmitter`).
struct AASAWriter {
    /// The file; nil when the manifest has nothing to serve.
    let file: AASAFile?

    /// The JSON text, ending in a newline.
    func json() -> String {
        guard let file else { return "" }
        var sections: [String] = []
        if let applinks = file.applinks { sections.append("  \"applinks\": {\n" + applinksBody(applinks) + "\n  }") }
        if let apps = file.webcredentialsApps { sections.append("  \"webcredentials\": { \"apps\": \(JSONText.array(apps)) }") }
        if let apps = file.appClipApps { sections.append("  \"appclips\": { \"apps\": \(JSONText.array(apps)) }") }
        return "{\n" + sections.joined(separator: ",\n") + "\n}\n"
    }

    private func applinksBody(_ applinks: AASAFile.Applinks) -> String {
        var members: [String] = []
        if !applinks.defaults.isEmpty { members.append("    \"defaults\": \(options(applinks.defaults))") }
        if !applinks.substitutionVariables.isEmpty {
            let variables = applinks.substitutionVariables.sorted { $0.key < $1.key }
                .map { "\(JSONText.string($0.key)): \(JSONText.array($0.value))" }
            members.append("    \"substitutionVariables\": { \(variables.joined(separator: ", ")) }")
        }
        let details = applinks.details.map(detailsEntry)
        members.append(details.isEmpty ? "    \"details\": []" : "    \"details\": [\n" + details.joined(separator: ",\n") + "\n    ]")
        return members.joined(separator: ",\n")
    }

    private func detailsEntry(_ details: AASAFile.Details) -> String {
        var members = ["        \"appIDs\": \(JSONText.array(details.appIDs))"]
        if !details.defaults.isEmpty { members.append("        \"defaults\": \(options(details.defaults))") }
        if let components = details.components {
            let lines = components.map { "          " + component($0) }
            members.append(
                lines.isEmpty ? "        \"components\": []" : "        \"components\": [\n" + lines.joined(separator: ",\n") + "\n        ]")
        }
        if let paths = details.paths { members.append("        \"paths\": \(JSONText.array(paths))") }
        return "      {\n" + members.joined(separator: ",\n") + "\n      }"
    }

    private func component(_ component: AASAComponent) -> String {
        var members: [String] = []
        if let path = component.path { members.append("\"/\": \(JSONText.string(path))") }
        switch component.query {
        case .whole(let pattern)?: members.append("\"?\": \(JSONText.string(pattern))")
        case .items(let items)?:
            members.append("\"?\": { " + items.map { "\(JSONText.string($0.name)): \(JSONText.string($0.pattern))" }.joined(separator: ", ") + " }")
        case nil: break
        }
        if let fragment = component.fragment { members.append("\"#\": \(JSONText.string(fragment))") }
        if component.exclude { members.append("\"exclude\": true") }
        if let caseSensitive = component.options.caseSensitive { members.append("\"caseSensitive\": \(caseSensitive)") }
        if let percentEncoded = component.options.percentEncoded { members.append("\"percentEncoded\": \(percentEncoded)") }
        if let comment = component.comment { members.append("\"comment\": \(JSONText.string(comment))") }
        return "{ " + members.joined(separator: ", ") + " }"
    }

    private func options(_ options: AASAFile.MatchingOptions) -> String {
        var members: [String] = []
        if let caseSensitive = options.caseSensitive { members.append("\"caseSensitive\": \(caseSensitive)") }
        if let percentEncoded = options.percentEncoded { members.append("\"percentEncoded\": \(percentEncoded)") }
        return "{ " + members.joined(separator: ", ") + " }"
    }
}
