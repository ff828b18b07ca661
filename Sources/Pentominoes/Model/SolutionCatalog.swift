import Foundation
import Pentomino

/// Every distinct solution of a board (one per class of solutions that differ only by turning or mirroring the
/// whole board), in the solver's order, for browsing "k of N"; and which of them an arrangement shows.
public struct SolutionCatalog: Sendable {
    public let board: Board
    /// The distinct solutions, each sorted by piece.
    public let solutions: [[Placement]]
    /// Every image of every solution under the board's symmetries, to its solution's index.
    private let indexByImage: [[Placement]: Int]

    public init(board: Board, solutions: [[Placement]]) {
        self.board = board
        self.solutions = solutions.map { $0.sorted() }
        var index: [[Placement]: Int] = [:]
        for (position, solution) in self.solutions.enumerated() {
            for symmetry in board.symmetries {
                index[board.transform(solution, by: symmetry)] = position
            }
        }
        indexByImage = index
    }

    /// Lists every distinct solution of `board` (a fraction of a second on the built-in boards, in a release
    /// build); nil when `control` cancels.
    public static func list(_ board: Board, control: SolveControl = .none) -> SolutionCatalog? {
        guard let solver = try? Solver(board: board),
            let solutions = try? solver.solutions(distinct: true, control: control)
        else { return nil }
        return SolutionCatalog(board: board, solutions: solutions)
    }

    public var count: Int { solutions.count }

    /// The index of the solution `placements` cover the board as (in any of its turned or mirrored images), or
    /// nil when they are not a whole solution.
    public func index(of placements: [Placement]) -> Int? {
        indexByImage[placements.sorted()]
    }

    /// The index `steps` away from `index`, going round from the last to the first and back.
    public func index(_ index: Int, movedBy steps: Int) -> Int {
        guard count > 0 else { return 0 }
        return ((index + steps) % count + count) % count
    }
}

/// The listing of a board's solutions, always on a background thread (a debug build takes seconds for the
/// larger boards); the frame loop polls `result`. Dropping the listing cancels it: the search stops within a few
/// thousand steps once nothing holds it.
final class SolutionListing: Sendable {
    let board: Board
    /// The catalog, itself nil when the board cannot be listed (or it was cancelled).
    private let outcome = BackgroundOutcome<SolutionCatalog?>()

    init(board: Board) {
        self.board = board
        Thread.detachNewThread { [weak self, board] in
            let control = SolveControl(isCancelled: { [weak self] in self == nil })
            let catalog = SolutionCatalog.list(board, control: control)
            self?.outcome.finish(with: catalog)
        }
    }

    /// nil while the listing runs.
    var result: SolutionCatalog?? { outcome.value }

    /// Blocks until the listing has finished (tests only: the app polls `result` from its frame loop).
    func waitUntilFinished() { outcome.waitUntilFinished() }
}
