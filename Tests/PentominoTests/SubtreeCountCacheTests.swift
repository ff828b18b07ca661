import Testing

@testable import Pentomino

@Suite("Subtree count cache")
struct SubtreeCountCacheTests {
    @Test("a count comes back only for the exact state it was stored for, never for another")
    func exactStatesOnly() {
        let cache = SubtreeCountCache()
        defer { cache.deallocate() }
        // Four times as many states as slots, so most slots are overwritten several times.
        let stateCount = 4 << SubtreeCountCache.slotBits
        var generator = SplitMix64(seed: 42)
        let states = (0..<stateCount).map { _ in
            (filled: generator.next(), tag: SubtreeCountCache.tag(piecesLeft: 0x7FF, candidateSet: 0))
        }
        for (number, state) in states.enumerated() {
            cache.store(number, filled: state.filled, tag: state.tag)
        }
        var answered = 0
        for (number, state) in states.enumerated() {
            guard let count = cache.count(filled: state.filled, tag: state.tag) else { continue }
            #expect(count == number)
            answered += 1
        }
        #expect(answered > 0)
        #expect(answered <= 1 << SubtreeCountCache.slotBits)
        let other = SubtreeCountCache.tag(piecesLeft: 0x7FF, candidateSet: 1)
        #expect(states.allSatisfy { cache.count(filled: $0.filled, tag: other) == nil })
    }
}

/// A small deterministic generator (SplitMix64), so the test's states are the same every run.
private struct SplitMix64 {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ value >> 30) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ value >> 27) &* 0x94D0_49BB_1331_11EB
        return value ^ value >> 31
    }
}
