/// A fixed-size, direct-mapped cache of subtree counts: how many ways a search state (the board word and the
/// pieces left) has to be completed.
///
/// Different first moves often reach the same state (two pieces swapped in place, or the same pieces arranged
/// differently over the same cells), and the search below a state does not depend on how it was reached, so its
/// count can be reused. A new state simply overwrites its slot: the cache only ever answers for the exact state it
/// holds, so a lost entry costs time, never a wrong count. It is sized to stay in a core's L2 cache, because a
/// bigger table that misses the cache costs more than re-searching.
struct SubtreeCountCache {
    /// Slots as a power of two: 2^15 slots of 16 bytes (512 KiB).
    static let slotBits = 15

    private struct Slot {
        var filled: UInt64
        /// The pieces left in the low 16 bits and the candidate set above them; 0 marks an empty slot.
        var tag: UInt32
        var count: UInt32
    }

    private let slots: UnsafeMutableBufferPointer<Slot>

    /// An empty cache; call `deallocate()` when done.
    init() {
        slots = .allocate(capacity: 1 << Self.slotBits)
        slots.initialize(repeating: Slot(filled: 0, tag: 0, count: 0))
    }

    func deallocate() { slots.deallocate() }

    /// The tag of a state: `piecesLeft` (never 0 for a state worth caching) and which candidate set searched it.
    @inline(__always)
    static func tag(piecesLeft: UInt16, candidateSet: UInt32) -> UInt32 {
        UInt32(piecesLeft) | candidateSet << UInt16.bitWidth
    }

    @inline(__always)
    private static func slot(filled: UInt64, tag: UInt32) -> Int {
        // Fibonacci hashing: multiply by 2^64 / φ and keep the top bits.
        let hash = (filled ^ UInt64(tag) << 40) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: hash >> UInt64(UInt64.bitWidth - slotBits))
    }

    /// The count stored for the state, if its slot still holds it.
    @inline(__always)
    func count(filled: UInt64, tag: UInt32) -> Int? {
        let slot = slots[Self.slot(filled: filled, tag: tag)]
        return slot.filled == filled && slot.tag == tag ? Int(slot.count) : nil
    }

    /// Stores the count of a state (counts too large for the slot are not stored).
    @inline(__always)
    func store(_ count: Int, filled: UInt64, tag: UInt32) {
        guard let stored = UInt32(exactly: count) else { return }
        slots[Self.slot(filled: filled, tag: tag)] = Slot(filled: filled, tag: tag, count: stored)
    }
}
