/// The tests' one seeded generator: SplitMix64 (Steele, Lea and Flood, 2014), small and fast,
/// whose whole output follows from its seed — so a failing storm, or generated test data, is
/// replayed by running again with the same seed. (The core's emitter has its own copy of the
/// algorithm; particles must not change when tests do.)
public struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in −1…1.
    public mutating func symmetric() -> Double { Double(next() >> 11) / Double(1 << 53) * 2 - 1 }

    /// Uniform in 0..<1.
    public mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}
