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
    /// build, seconds in a debug one); nil when `control` cancels.
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
