/// What a search does with each complete cover it finds.
protocol SearchVisitor {
    /// Receives the indices (into `SearchTables.placements`) of the placements the search chose, not counting the
    /// branch's fixed ones; returns false to stop the search.
    mutating func visit(_ chosen: UnsafeBufferPointer<Int32>) -> Bool
}

/// The exact-cover search: a depth-first search over bitboards that always covers the first empty cell.
///
/// Each level picks the lowest empty bit, tries every remaining piece's candidates whose lowest bit it is, and
/// skips a candidate that overlaps or that walls off a region whose size is not a multiple of 5. Every solution is
/// reached exactly once because the first empty cell is covered by exactly one piece of any solution.
struct SearchEngine<Visitor: SearchVisitor, Growth: RegionGrowth> {
    /// Nodes between two calls of the cancellation check (a power of two, so the test is a mask).
    static var nodesPerCancellationCheck: Int { 1 << 12 }

    /// One first-level choice: a candidate that fits the first empty cell, and its piece.
    struct Fit {
        let candidate: Int
        let piece: Int
    }

    private let fits: FitScan<Growth>
    private let ids: UnsafeMutableBufferPointer<Int32>
    private let chosen: UnsafeMutableBufferPointer<Int32>
    private let isCancelled: () -> Bool
    /// Whether the visitor or a cancellation check ended the search early.
    private(set) var stopped = false
    /// Whether the cancellation check ended the search.
    private(set) var cancelled = false
    private(set) var visitor: Visitor
    /// Search nodes entered, for the cancellation cadence and for measurements.
    private(set) var nodes = 0

    /// Copies the table into flat buffers (the hot loop then runs without bounds checks or reference counting).
    init(table: CandidateTable, growth: Growth, visitor: Visitor, isCancelled: @escaping () -> Bool) {
        func copy<T>(_ array: [T]) -> UnsafeMutableBufferPointer<T> {
            let buffer = UnsafeMutableBufferPointer<T>.allocate(capacity: max(array.count, 1))
            _ = buffer.initialize(from: array)
            return buffer
        }
        // A sentinel group row for "no empty bit" keeps the hot loop free of a range check.
        fits = FitScan(
            groupStart: copy(
                table.groupStart + [Int32](repeating: table.groupStart.last ?? 0, count: CandidateTable.pieceCount)),
            masks: copy(table.masks), halos: copy(table.halos), growth: growth)
        ids = copy(table.ids)
        chosen = copy([Int32](repeating: -1, count: CandidateTable.pieceCount))
        self.visitor = visitor
        self.isCancelled = isCancelled
    }

    /// Frees the buffers; the engine must not be used afterwards.
    func deallocate() {
        for buffer in [fits.masks, fits.halos] { buffer.deallocate() }
        for buffer in [fits.groupStart, ids, chosen] { buffer.deallocate() }
    }

    /// Searches from `filled` with the pieces in `piecesLeft`, reporting each first-level choice as a step.
    mutating func run(
        filled: UInt64, piecesLeft: UInt16, onTopLevelStep: (_ done: Int, _ total: Int) -> Void = { _, _ in }
    ) {
        guard piecesLeft != 0 else {
            report(depth: 0)
            return
        }
        let fits = fittingCandidates(filled: filled, piecesLeft: piecesLeft)
        for (step, fit) in fits.enumerated() where !stopped {
            search(below: fit, filled: filled, piecesLeft: piecesLeft)
            onTopLevelStep(step + 1, fits.count)
        }
    }

    /// Searches everything below the first-level choice `fit` of the search from `filled` and `piecesLeft`.
    mutating func search(below fit: Fit, filled: UInt64, piecesLeft: UInt16) {
        chosen[0] = ids[fit.candidate]
        search(
            filled: filled | fits.masks[fit.candidate], piecesLeft: piecesLeft & ~(1 << UInt16(fit.piece)), depth: 1)
    }

    /// The candidates that fit the first empty cell of `filled`, with their pieces.
    func fittingCandidates(filled: UInt64, piecesLeft: UInt16) -> [Fit] {
        var found: [Fit] = []
        fits.forEach(filled: filled, piecesLeft: piecesLeft) { _, rest, candidate in
            found.append(Fit(candidate: candidate, piece: (piecesLeft & ~rest).trailingZeroBitCount))
            return true
        }
        return found
    }

    /// The hot loop; see the type's documentation.
    private mutating func search(filled: UInt64, piecesLeft: UInt16, depth: Int) {
        if piecesLeft == 0 {
            report(depth: depth)
            return
        }
        nodes &+= 1
        if nodes & (Self.nodesPerCancellationCheck - 1) == 0, isCancelled() {
            stopped = true
            cancelled = true
            return
        }
        let fits = self.fits
        fits.forEach(filled: filled, piecesLeft: piecesLeft) { next, rest, candidate in
            chosen[depth] = ids[candidate]
            search(filled: next, piecesLeft: rest, depth: depth &+ 1)
            return !stopped
        }
    }

    /// Counts the covers below the first-level choice `fit` without visiting them, reusing the counts of states
    /// already in `cache` (tagged with `candidateSet`, which names this engine's candidate table).
    mutating func count(
        below fit: Fit, filled: UInt64, piecesLeft: UInt16, cache: SubtreeCountCache, candidateSet: UInt32
    ) -> Int {
        count(
            filled: filled | fits.masks[fit.candidate], piecesLeft: piecesLeft & ~(1 << UInt16(fit.piece)),
            cache: cache,
            candidateSet: candidateSet)
    }

    /// The hot loop of counting: the search's loop, returning how many covers complete the state.
    private mutating func count(
        filled: UInt64, piecesLeft: UInt16, cache: SubtreeCountCache, candidateSet: UInt32
    ) -> Int {
        if piecesLeft == 0 { return 1 }
        let tag = SubtreeCountCache.tag(piecesLeft: piecesLeft, candidateSet: candidateSet)
        if let known = cache.count(filled: filled, tag: tag) { return known }
        nodes &+= 1
        if nodes & (Self.nodesPerCancellationCheck - 1) == 0, isCancelled() {
            stopped = true
            cancelled = true
        }
        if stopped { return 0 }
        var total = 0
        let fits = self.fits
        fits.forEach(filled: filled, piecesLeft: piecesLeft) { next, rest, _ in
            total &+= count(filled: next, piecesLeft: rest, cache: cache, candidateSet: candidateSet)
            return true
        }
        if !stopped { cache.store(total, filled: filled, tag: tag) }
        return total
    }

    /// Hands a complete cover to the visitor.
    private mutating func report(depth: Int) {
        if !visitor.visit(UnsafeBufferPointer(rebasing: chosen[0..<depth])) {
            stopped = true
        }
    }
}

/// A visitor that forwards each cover to a closure.
struct ClosureVisitor: SearchVisitor {
    let body: (UnsafeBufferPointer<Int32>) -> Bool

    func visit(_ chosen: UnsafeBufferPointer<Int32>) -> Bool { body(chosen) }
}

/// The visitor of an engine that only counts (`count(below:...)` visits nothing).
struct NoVisitor: SearchVisitor {
    func visit(_ chosen: UnsafeBufferPointer<Int32>) -> Bool { true }
}
