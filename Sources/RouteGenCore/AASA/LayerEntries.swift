/// The shapes a layer has placed, with their components: a trie per verdict, so that the shapes
/// overlapping a new one are found by walking its pieces (a literal's branch and the segment
/// branch; every branch for a segment), not by comparing it with each.
struct LayerEntries {
    private var open = Trie()
    private var closed = Trie()

    mutating func append(_ pieces: [Piece], opens: Bool, components: Range<Int>) {
        if opens { open.insert(pieces, components) } else { closed.insert(pieces, components) }
    }

    /// The components of every placed shape of verdict `opens` that shares a path with `pieces`.
    func components(overlapping pieces: [Piece], opens: Bool) -> [Range<Int>] {
        (opens ? open : closed).components(overlapping: pieces)
    }

    private struct Trie {
        private var children: [[Piece: Int]] = [[:]]
        private var components: [[Range<Int>]] = [[]]

        mutating func insert(_ pieces: [Piece], _ range: Range<Int>) {
            var node = 0
            for piece in pieces {
                if let child = children[node][piece] {
                    node = child
                } else {
                    children.append([:])
                    components.append([])
                    children[node][piece] = children.count - 1
                    node = children.count - 1
                }
            }
            components[node].append(range)
        }

        func components(overlapping pieces: [Piece]) -> [Range<Int>] {
            var frontier = [0]
            for piece in pieces {
                frontier = frontier.flatMap { node -> [Int] in
                    guard case .literal = piece else { return Array(children[node].values) }
                    return children[node].filter { $0.key.mayShare(piece) }.map(\.value)
                }
            }
            return frontier.flatMap { components[$0] }
        }
    }
}
