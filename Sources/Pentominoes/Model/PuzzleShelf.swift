import Pentomino

/// Every board's puzzle. The one being played belongs to the scene; the others wait here as the player left
/// them (pieces, moves, clock and undo history), so choosing a board again brings its puzzle back. Keeps the
/// best time of each board too.
public struct PuzzleShelf: Hashable, Sendable {
    /// The puzzles put away, by board name.
    public private(set) var puzzles: [String: PuzzleState] = [:]
    /// The fastest unassisted completion of each board, in seconds, by board name.
    public private(set) var bestTimes: [String: Double] = [:]

    public init(puzzles: [PuzzleState] = [], bestTimes: [String: Double] = [:]) {
        for puzzle in puzzles { self.puzzles[puzzle.board.name] = puzzle }
        self.bestTimes = bestTimes.filter { $0.value >= 0 }
    }

    /// Puts `current` away (its clock stopped at `time`, its hints forgotten), and takes out `board`'s puzzle: the one left
    /// there, or a fresh one the first time.
    public mutating func exchange(_ current: PuzzleState, for board: Board, at time: Double) -> PuzzleState {
        var leaving = current
        leaving.putAway(at: time)
        puzzles[leaving.board.name] = leaving
        return take(board)
    }

    /// `board`'s puzzle, taken off the shelf (a fresh one when there is none).
    public mutating func take(_ board: Board) -> PuzzleState {
        guard let puzzle = puzzles.removeValue(forKey: board.name), puzzle.board == board else {
            return PuzzleState(board: board)
        }
        return puzzle
    }

    public func bestTime(for board: Board) -> Double? {
        bestTimes[board.name]
    }

    /// Notes a completion of `board` in `seconds`; returns true when it is the board's new best time.
    @discardableResult
    public mutating func noteCompletion(of board: Board, in seconds: Double) -> Bool {
        guard seconds < bestTimes[board.name] ?? .infinity else { return false }
        bestTimes[board.name] = seconds
        return true
    }
}
