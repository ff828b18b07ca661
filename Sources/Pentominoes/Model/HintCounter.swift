/// How many solution pieces the hint sheet shows: `step` on the first press, `step` more on each further press,
/// back to zero whenever the board or any piece changes (`PuzzleState` resets it on every change).
public struct HintCounter: Hashable, Sendable {
    /// Pieces the last hint showed; 0 until the first press after a change.
    public private(set) var shown = 0

    public init() {}

    /// Counts a press and returns how many pieces to show now, never more than `available` (and at least one
    /// when any is available).
    public mutating func press(step: Int, available: Int) -> Int {
        shown = min(shown + max(step, 1), max(available, 0))
        return shown
    }

    public mutating func reset() {
        shown = 0
    }
}
