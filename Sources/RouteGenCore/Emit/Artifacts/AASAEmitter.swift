/// Prints the `apple-app-site-association` file's JSON, as `AASAWriter` wrote it, as a Swift
/// string constant, for a Swift server that serves the file.
enum AASAEmitter {
    /// `<Enum>+AASA.swift`: the JSON as a constant, for a Swift server that serves the file; when
    /// routes differ by host, a dictionary of every host's file.
    ///
    /// - Parameter files: Each file's hosts and JSON, as `AASAWriter` wrote it; empty when the
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
            writeString(json, declaration: "\(access.rawValue) static let \(DeclaredNames.associationFile): String", to: &writer)
        }
        return GeneratedFile(name: name, contents: writer.text)
    }

    /// The dictionary of every host's file, and one constant per file.
    private static func writeConstants(_ files: [(hosts: [String], json: String)], access: AccessLevel, to writer: inout CodeWriter) {
        writer.doc(
            """
            The `apple-app-site-association` file of each host, byte for byte as `routegen` writes it:
            routes differ by host, so the hosts of each group serve a file of their own.

            Serve `\(DeclaredNames.associationFile)[host]` at `https://<host>/.well-known/apple-app-site-association`
            with `Content-Type: application/json`, over `https` and without redirects.
            """)
        writer.line("\(access.rawValue) static let \(DeclaredNames.associationFile): [String: String] = [")
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
        "_\(DeclaredNames.associationFile)\(index)"
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
