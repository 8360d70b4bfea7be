/// A random number generator with a seed, so that a failing property or fuzz test can be re-run
/// with the same inputs (SplitMix64, which passes BigCrush and needs one word of state).
package struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator that yields the same sequence for the same seed.
    package init(seed: UInt64) {
        state = seed
    }

    /// A generator of another sequence, derived from this one's state without advancing it: for
    /// draws added to a generator of test inputs, which leave every draw it made before as it was,
    /// so that a seed's inputs keep what they had and gain the new draws.
    package func fork() -> SeededGenerator {
        SeededGenerator(seed: state ^ 0xD1B5_4A32_D192_ED03)
    }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
