/// A small deterministic generator (SplitMix64), for fuzz and sampling
/// tests with a fixed seed, so that a failure repeats.
public struct SplitMix {
    public var state: UInt64

    public init(state: UInt64) {
        self.state = state
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// In 0..<n.
    public mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }

    /// In [0, 1).
    public mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}
