/// Prints an `AASAFile` as the `apple-app-site-association` JSON, and the same bytes as a Swift
/// string constant.
///
/// The layout is fixed (two-space indentation, keys in the order Apple's documentation lists them,
/// one component per line), so the bytes are a function of the manifest alone and a change to the
/// file reads as a one-line diff per component.
struct AASAEmitter {
    /// The file; nil when the manifest has nothing to serve, which only the Swift constant prints.
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

    // MARK: Swift

    /// `<Enum>+AASA.swift`: the JSON as a constant, for a Swift server that serves the file; when
    /// routes differ by host, a dictionary of every host's file.
    ///
    /// - Parameter files: Each file's hosts and JSON, as `json()` printed it; empty when the
    ///   manifest has none.
    static func swiftFile(files: [(hosts: [String], json: String)], enumName: String, access: AccessLevel) -> GeneratedFile {
        var writer = CodeWriter()
        writer.lines(GeneratedHeader.swift)
        writer.line()
        writer.mark("Apple App Site Association")
        let name = GeneratedFileKind.associationConstant.fileName(enumName: enumName)
        guard let json = files.first?.json else {
            writer.line("// The manifest lists no hosts, webcredentials or appclips: there is no apple-app-site-association file.")
            return GeneratedFile(name: name, contents: writer.text)
        }
        guard files.count == 1 else {
            writer.block("nonisolated extension \(enumName) {") { writer in
                writeConstants(files, access: access, to: &writer)
            }
            return GeneratedFile(name: name, contents: writer.text)
        }
        writer.block("nonisolated extension \(enumName) {") { writer in
            writer.doc(
                """
                The `apple-app-site-association` file of these routes, byte for byte as `routegen` writes it.

                Serve it at `https://<host>/.well-known/apple-app-site-association` with
                `Content-Type: application/json`, over `https` and without redirects.
                """)
            writeString(json, declaration: "\(access.rawValue) static let \(GeneratedNames.associationFile): String", to: &writer)
        }
        return GeneratedFile(name: name, contents: writer.text)
    }

    /// The dictionary of every host's file, and one constant per file.
    private static func writeConstants(_ files: [(hosts: [String], json: String)], access: AccessLevel, to writer: inout CodeWriter) {
        writer.doc(
            """
            The `apple-app-site-association` file of each host, byte for byte as `routegen` writes it:
            routes differ by host, so the hosts of each group serve a file of their own.

            Serve `\(GeneratedNames.associationFile)[host]` at `https://<host>/.well-known/apple-app-site-association`
            with `Content-Type: application/json`, over `https` and without redirects.
            """)
        writer.line("\(access.rawValue) static let \(GeneratedNames.associationFile): [String: String] = [")
        for (index, file) in files.enumerated() {
            for host in file.hosts {
                writer.line("    \(SwiftSyntax.stringLiteral(host)): \(constantName(index)),")
            }
        }
        writer.line("]")
        for (index, file) in files.enumerated() {
            writer.line()
            writer.doc("The file of \(file.hosts.map { "`\($0)`" }.joined(separator: ", ")).")
            writeString(file.json, declaration: "private static let \(constantName(index)): String", to: &writer)
        }
    }

    private static func constantName(_ index: Int) -> String {
        "_\(GeneratedNames.associationFile)\(index)"
    }

    /// `declaration = #"""…"""#`: a raw string needs no escapes; its delimiter has one `#` more
    /// than any `"#…` in the text.
    private static func writeString(_ json: String, declaration: String, to writer: inout CodeWriter) {
        var hashes = "#"
        while json.contains("\"" + hashes) { hashes += "#" }
        writer.line("\(declaration) = \(hashes)\"\"\"")
        writer.lines(json)  // the empty last line keeps the final newline in the string
        writer.line("\"\"\"\(hashes)")
    }
}
