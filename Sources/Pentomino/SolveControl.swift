/// How a caller steers a long search: a cancellation check and a progress callback.
///
/// Both closures are called on the searching thread (on every searching thread when a count runs on several);
/// the cancellation check about every 4096 search nodes (microseconds apart), progress after each first-level
/// choice of each search branch.
public struct SolveControl: Sendable {
    /// Returns true when the search should stop; the search then throws `CancellationError`.
    public var isCancelled: @Sendable () -> Bool
    /// Receives progress reports, if set.
    public var progress: (@Sendable (SolveProgress) -> Void)?

    public init(
        isCancelled: @escaping @Sendable () -> Bool = { false },
        progress: (@Sendable (SolveProgress) -> Void)? = nil
    ) {
        self.isCancelled = isCancelled
        self.progress = progress
    }

    /// Never cancelled, no progress.
    public static let none = SolveControl()

    /// Cancelled with the current Swift task, for searches run inside `Task { ... }` or `Task.detached`.
    public static func task(progress: (@Sendable (SolveProgress) -> Void)? = nil) -> SolveControl {
        SolveControl(isCancelled: { Task.isCancelled }, progress: progress)
    }
}

/// How far a search has come.
public struct SolveProgress: Hashable, Sendable {
    /// Share of the search tree done, 0...1 (by first-level choices, so it advances in uneven steps).
    public let fractionCompleted: Double
    /// Solutions found so far (symmetry-reduced ones when the search is reduced).
    public let solutionsFound: Int
}

/// The result of counting: all solutions and the distinct ones.
public struct SolutionCount: Hashable, Sendable, CustomStringConvertible {
    /// Every solution (each turned or mirrored copy counted).
    public let solutions: Int
    /// Solutions up to the board's symmetries that keep the kept placements.
    public let distinct: Int
    /// The number of those symmetries; `solutions == distinct * symmetryCount`.
    public let symmetryCount: Int

    public var description: String { "\(solutions) solutions, \(distinct) distinct" }
}
