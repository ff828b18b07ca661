/// White noise from a fixed seed (xorshift64*), so every render of a cue is the same sample for sample.
struct NoiseSource {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed == 0 ? 0x9E37_79B9_7F4A_7C15 : seed  // xorshift never leaves zero
    }

    /// The next sample, uniform in -1...1.
    mutating func next() -> Double {
        state ^= state >> 12
        state ^= state << 25
        state ^= state >> 27
        let bits = (state &* 0x2545_F491_4F6C_DD1D) >> 11  // 53 random bits
        return Double(bits) / Double(1 << 52) - 1
    }
}
