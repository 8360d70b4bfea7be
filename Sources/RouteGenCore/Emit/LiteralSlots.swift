/// Where each literal of a very wide level sits in a small table: the top `bits` bits of its
/// `LiteralHash` times `multiplier`. The generated parser switches over the segment's slot, which
/// the compiler turns into one jump through a table, where a `switch` over the hashes themselves
/// is a tree of comparisons, one taken or not for every level of the tree.
///
/// The generator tries a fixed sequence of multipliers and keeps the first that gives every
/// literal a slot of its own, or the one that leaves the fewest literals sharing a slot. A shared
/// slot only costs a second comparison: the parser confirms every literal byte for byte. The
/// table has two to four slots per literal, dense enough for the compiler's jump tables.
struct LiteralSlots: Equatable {
    /// Odd, so that multiplying by it loses nothing.
    let multiplier: UInt64
    /// The table has `1 << bits` slots.
    let bits: Int

    /// How many multipliers the generator tries before it settles for shared slots. Forty literals
    /// find slots of their own in about one try in 500; a few hundred rarely do, and share a few.
    static let attempts = 2_000

    /// The slot of a literal, or of a segment, with this hash.
    func slot(of hash: UInt64) -> Int {
        Int(truncatingIfNeeded: (hash &* multiplier) >> UInt64(64 - bits))
    }

    /// The slots for a level whose literals have these hashes. The same hashes give the same
    /// slots on every run and machine, so the generated file is the same byte for byte.
    init(hashes: [UInt64], attempts: Int = Self.attempts) {
        let distinct = Array(Set(hashes)).sorted()  // literals that hash alike share a slot anyway
        bits = max(1, Int.bitWidth - max(distinct.count - 1, 1).leadingZeroBitCount) + 1
        var candidates = SplitMix64(seed: 0x5EED)
        var occupied = [Int](repeating: -1, count: 1 << bits)  // the attempt that last filled each slot
        var best: (multiplier: UInt64, shared: Int)?
        for attempt in 0..<max(attempts, 1) {
            let candidate = LiteralSlots(multiplier: candidates.next() | 1, bits: bits)
            var shared = 0
            for hash in distinct {
                let slot = candidate.slot(of: hash)
                if occupied[slot] == attempt { shared += 1 } else { occupied[slot] = attempt }
            }
            if best == nil || shared < best?.shared ?? .max { best = (candidate.multiplier, shared) }
            if shared == 0 { break }
        }
        multiplier = best?.multiplier ?? 1
    }

    private init(multiplier: UInt64, bits: Int) {
        self.multiplier = multiplier
        self.bits = bits
    }
}

/// Steele, Lea and Flood's SplitMix64: a fixed, well-spread sequence of 64-bit numbers.
private struct SplitMix64 {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
