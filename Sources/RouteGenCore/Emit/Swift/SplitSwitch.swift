/// A `switch` over a route enum, split into chunks when it has too many cases for the compiler.
///
/// Swift 6.3 gives up proving a `switch` over an enum with associated values exhaustive somewhere
/// past 700 cases. A `switch` that ends in `default:` needs no such proof, so past
/// `GeneratedNames.switchCaseLimit` cases each chunk lists its share and hands the rest to the
/// next chunk through `default:`.
struct SplitSwitch {
    /// The declaration of the whole switch, such as `internal var path: String`.
    var declaration: String

    /// What is switched on: `self`, `route`.
    var subject: String

    /// The declaration of chunk `n` (from 1), such as `private var _path1: String`.
    var chunkDeclaration: (Int) -> String

    /// The statement that continues in chunk `n`, such as `return _path1`.
    var continuation: (Int) -> String

    /// The cases, in order: each label and the statements of its body.
    var cases: [(label: String, body: [String])]

    /// The body of `default:` for the cases not listed (in the last chunk, when split).
    var otherwise: [String]

    /// Whether `cases` cover every case, so an unsplit `switch` needs no `default:` (the
    /// compiler warns about one it can never reach).
    var listsEveryCase: Bool

    /// Writes the declaration and, when split, its chunks after it.
    func write(to writer: inout CodeWriter) {
        let limit = GeneratedNames.switchCaseLimit
        guard cases.count > limit else {
            writer.block(declaration + " {") { writer in
                writer.switchBlock(subject, cases: cases + (listsEveryCase ? [] : [("default:", otherwise)]))
            }
            return
        }
        let chunks = stride(from: 0, to: cases.count, by: limit).map { Array(cases[$0..<min($0 + limit, cases.count)]) }
        for (index, chunk) in chunks.enumerated() {
            if index > 0 {
                writer.line()
                writer.doc("Cases \(index * limit + 1)–\(index * limit + chunk.count), in a `switch` of their own.")
            }
            // The last chunk's `default:` takes the cases no chunk lists, or, when every case is
            // listed, is never reached and only gives the compiler a value.
            let next = index + 1 < chunks.count ? [continuation(index + 1)] : otherwise
            writer.block((index == 0 ? declaration : chunkDeclaration(index)) + " {") { writer in
                writer.switchBlock(subject, cases: chunk + [("default:", next)])
            }
        }
    }
}
