import Foundation
import Pentomino

/// A search for the solution Hint or Solve needs, run on a background thread so a long one never stalls a frame.
///
/// Proving that the player's pieces have no completion can take a fifth of a second on 8×8 boards in a release
/// build (the whole remaining tree is searched), which would drop a dozen frames on the main thread. The frame
/// loop polls `result` instead; tests run the search inline, or `waitUntilFinished()` for a background one.
final class SolutionSearch: Sendable {
    enum Purpose: Sendable { case hint, solve }

    let purpose: Purpose
    let board: Board
    /// The player's pieces when the search started; a result for other pieces is stale.
    let placed: [Placement]
    /// The found solution, itself nil when the board has none.
    private let outcome = BackgroundOutcome<HintSolution?>()

    init(purpose: Purpose, board: Board, placed: [Placement], inBackground: Bool) {
        self.purpose = purpose
        self.board = board
        self.placed = placed
        if inBackground {
            Thread.detachNewThread { [self] in run() }
        } else {
            run()
        }
    }

    /// nil while the search runs; `.some(nil)` when the board has no solution.
    var result: HintSolution?? { outcome.value }

    /// Blocks until the search has finished (tests only: the app polls `result` from its frame loop).
    func waitUntilFinished() { outcome.waitUntilFinished() }

    private func run() {
        outcome.finish(with: HintSolution.find(board: board, placed: placed))
    }
}
