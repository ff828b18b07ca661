/// The core's source of chance: SplitMix64, a tiny generator with a fixed sequence for a given seed, so a game
/// replays exactly from its seed (the same generator as the toolkit's `SeededRandom`, here so the rules need no
/// toolkit). Part of the game's state, so copying a game copies what it will roll next.
public struct Dice: RandomNumberGenerator, Equatable, Sendable {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
