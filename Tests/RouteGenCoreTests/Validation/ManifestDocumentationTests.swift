import Foundation
import RouteGenTestSupport
import Testing

/// `Docs/Manifest.md` lists every diagnostic, each message written out in full. Messages have no
/// identifiers, so this reads their text: every piece of prose a string literal of validation,
/// the decoder or the loader holds between its interpolations (the `' opens only through a
/// carrier, but no route carries links on its channels and hosts; add a ` of `"route '\(name)'
/// opens only through a carrier, …"`) must be on the page, where its documented message holds it.
/// A new message fails it until its row is written; so does a changed wording until the row is.
@Suite("The manifest's documentation")
struct ManifestDocumentationTests {
    /// The sources of the messages the page lists: every file of validation, the decoder and the
    /// loader of fragments. (The JSON reader's syntax errors are the JSON standard's.)
    static let sources = [
        "Sources/RouteGenCore/Validation", "Sources/RouteGenCore/Manifest/ManifestDecoder.swift",
        "Sources/RouteGenCore/Manifest/ManifestLoader.swift",
    ]

    /// Whether `piece` is prose of a message rather than a name or a separator (`" and "`, `"{host}"`).
    static func isProse(_ piece: String) -> Bool {
        piece.count >= 12 && piece.contains(" ")
    }

    @Test("every message of validation, the decoder and the loader is in the diagnostics tables of Docs/Manifest.md")
    func everyMessageIsDocumented() throws {
        let page = try String(contentsOf: RepositoryPaths.file("Docs/Manifest.md"), encoding: .utf8)
        var files: [URL] = []
        for path in Self.sources {
            let url = RepositoryPaths.file(path)
            guard path.hasSuffix(".swift") else {
                let names = try FileManager.default.contentsOfDirectory(atPath: url.path).filter { $0.hasSuffix(".swift") }
                files += names.sorted().map { url.appendingPathComponent($0) }
                continue
            }
            files.append(url)
        }
        var prose = 0
        var missing: [String] = []
        for file in files {
            let source = try String(contentsOf: file, encoding: .utf8)
            for piece in LiteralReader.pieces(of: source) where Self.isProse(piece) {
                prose += 1
                if !page.contains(piece) { missing.append("\(file.lastPathComponent): \(piece.debugDescription)") }
            }
        }
        #expect(prose > 300, "the reader found \(prose) pieces of messages")
        #expect(missing.isEmpty, "Docs/Manifest.md's diagnostics lack these parts of messages:\n\(missing.joined(separator: "\n"))")
    }

    @Test("the reader finds the text between interpolations, in the literals inside them too, with escapes read, and skips comments")
    func reader() {
        let source = #"""
            // "a commented string" /* "and another" */
            /* "a block" */ let m = "route '\(name)' is \(flag ? "open here" : "closed") now" + "next \"quoted\"\n"
            """#
        #expect(LiteralReader.pieces(of: source) == ["route '", "' is ", "open here", "closed", " now", "next \"quoted\"\n"])
    }
}

/// Reads the string literals of Swift source, one line each as messages are written: the text
/// between interpolations, escapes read, and the literals inside interpolations.
struct LiteralReader {
    private let characters: [Character]
    private var index = 0
    private var pieces: [String] = []

    /// The pieces of every literal in `source`, in order; comments are skipped.
    static func pieces(of source: String) -> [String] {
        var reader = LiteralReader(characters: Array(source))
        reader.readSource()
        return reader.pieces
    }

    private init(characters: [Character]) {
        self.characters = characters
    }

    private func starts(with text: String) -> Bool {
        characters[index...].starts(with: text)
    }

    private mutating func readSource() {
        while index < characters.count {
            if starts(with: "//") {
                while index < characters.count, characters[index] != "\n" { index += 1 }
            } else if starts(with: "/*") {
                index += 2
                while index < characters.count, !starts(with: "*/") { index += 1 }
                index += 2
            } else if characters[index] == "\"" {
                readLiteral()
            } else {
                index += 1
            }
        }
    }

    /// From the opening quote to after the closing one.
    private mutating func readLiteral() {
        index += 1
        var piece = ""
        while index < characters.count {
            let character = characters[index]
            if character == "\"" {
                index += 1
                break
            }
            guard character == "\\", index + 1 < characters.count else {
                piece.append(character)
                index += 1
                continue
            }
            let escaped = characters[index + 1]
            index += 2
            if escaped == "(" {
                pieces.append(piece)
                piece = ""
                readInterpolation()
            } else {
                piece.append(["n": "\n", "t": "\t", "r": "\r", "0": "\0"][escaped] ?? escaped)
            }
        }
        pieces.append(piece)
    }

    /// From after `\(` to after its `)`.
    private mutating func readInterpolation() {
        var depth = 1
        while index < characters.count {
            switch characters[index] {
            case "\"":
                readLiteral()
                continue
            case "(":
                depth += 1
            case ")":
                depth -= 1
                if depth == 0 {
                    index += 1
                    return
                }
            default:
                break
            }
            index += 1
        }
    }
}
