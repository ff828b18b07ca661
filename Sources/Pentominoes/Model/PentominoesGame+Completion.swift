import Pentomino

/// After every change of the pieces: noticing a completed board (and celebrating it, once), keeping a complete
/// board's clock stopped, listing its solutions, and saving soon.
extension PentominoesGame {
    /// The effects every change of the pieces ends with; `wasComplete`: the board was complete before it.
    mutating func afterChange(wasComplete: Bool, at now: Double) -> [Effect] {
        completion(wasComplete: wasComplete, at: now) + listSolutionsIfNeeded() + [.save(.soon)]
    }

    /// Celebrates a board the player's change completed (not one Solve filled), once: the clock stops and a
    /// faster time is the board's best. A board brought back complete (another board chosen and back, undo and
    /// redo) is not celebrated again, nor one that stays complete (an X turned in place). Hides the banner when
    /// the board is not complete.
    private mutating func completion(wasComplete: Bool, at now: Double) -> [Effect] {
        guard puzzle.isComplete else { return [.hideBanner] }
        let timer = puzzle.timer
        guard !wasComplete, !timer.isAssisted, !timer.isFinished else {
            // A complete board's clock does not run, whatever touched it.
            if timer.isRunning { puzzle.timer.pause(at: now) }
            return []
        }
        let seconds = timer.elapsed(at: now) ?? 0
        puzzle.timer.finish(at: now)
        let hadBest = shelf.bestTime(for: puzzle.board) != nil
        let isBest = shelf.noteCompletion(of: puzzle.board, in: seconds)
        let order = puzzle.placedPieces.sorted { $0.spot.origin.column < $1.spot.origin.column }.map(\.piece)
        return [
            .emit(.puzzleCompleted(board: puzzle.board.name, seconds: seconds, isBest: isBest)),
            .showBanner(.solved(seconds: seconds, isNewBest: hadBest && isBest)), .wave(order),
        ]
    }
}

/// What the banner over the board says for a moment.
public enum Banner: Hashable, Sendable {
    /// The player completed the board in `seconds`; `isNewBest`: faster than the board's earlier best.
    case solved(seconds: Double, isNewBest: Bool)
    /// Complete found no solution that keeps the pieces placed.
    case noCompletion

    public var title: String {
        switch self {
        case .solved: "Solved!"
        case .noCompletion: "No solution"
        }
    }

    public var detail: String {
        switch self {
        case .solved(let seconds, let isNewBest):
            let time = "in \(PuzzleTimer.format(seconds))"
            return isNewBest ? "\(time) · a new best" : time
        case .noCompletion:
            return "keeps these pieces"
        }
    }
}
