import FoundationEssentials
import Kit
import Pentomino

/// The solver's two slow jobs, as values the scene is given: the app's run the real solver (the search for a
/// solution that keeps the player's pieces time-limited on the wall clock); tests may pass other closures, or the
/// real solver on a clock of their own.
public struct SolverClient: Sendable {
    /// The solution Hint or Solve needs for `request`, or nil when the board has none. Called off the main thread.
    public var findSolution: @Sendable (SearchRequest) -> HintSolution?
    /// Every distinct solution of `board`, or nil when `control` cancels the listing. Called off the main thread.
    public var listSolutions: @Sendable (Board, SolveControl) -> SolutionCatalog?

    public init(
        findSolution: @escaping @Sendable (SearchRequest) -> HintSolution?,
        listSolutions: @escaping @Sendable (Board, SolveControl) -> SolutionCatalog?
    ) {
        self.findSolution = findSolution
        self.listSolutions = listSolutions
    }

    /// The real solver; a search for a solution keeping the player's pieces gives up after
    /// `HintSolution.searchTimeLimit` seconds on `clock` (a fresh solution is offered instead).
    public static func live(clock: WallClock = .live) -> SolverClient {
        SolverClient(
            findSolution: { request in
                let deadline = clock.now() + HintSolution.searchTimeLimit
                return HintSolution.find(
                    board: request.board, placed: request.placed,
                    keeping: SolveControl(isCancelled: { clock.now() > deadline }))
            },
            listSolutions: { board, control in SolutionCatalog.list(board, control: control) })
    }
}

/// The wall clock, in seconds since a fixed moment: only the solver's time limit reads it (the game runs on the
/// window's clock).
public struct WallClock: Sendable {
    public var now: @Sendable () -> Double

    public init(now: @escaping @Sendable () -> Double) {
        self.now = now
    }

    public static let live = WallClock { Date().timeIntervalSinceReferenceDate }

    /// A clock that always reads `seconds`: a time limit on it never runs out.
    public static func frozen(at seconds: Double = 0) -> WallClock {
        WallClock { seconds }
    }

    /// A clock that jumps `step` seconds at every reading: a time limit shorter than `step` runs out at its first
    /// check.
    public static func racing(by step: Double) -> WallClock {
        let readings = Counter()
        return WallClock { Double(readings.next()) * step }
    }
}

/// A thread-safe count of readings, for `WallClock.racing`.
private final class Counter: @unchecked Sendable {
    private let lock = ThreadLock()
    private var count = 0

    func next() -> Int {
        lock.withLock {
            count += 1
            return count
        }
    }
}
