import Dispatch
import Synchronization

/// Counting spread over threads: every first-level choice of every branch is one unit of work, and each thread
/// takes the next unit left until none is.
///
/// Each thread keeps its own `SubtreeCountCache` across the units it takes, so threads share nothing while they
/// search. Counts add up the same whatever thread searched which unit, so the result does not depend on the number
/// of threads or on timing. With one job the only thread is the caller's, so `.task()` cancellation works there.
extension SearchPlan {
    /// One unit: a branch and one of its first-level choices.
    private struct Unit {
        let branch: Int
        let fit: Int
    }

    /// What every thread shares: per branch its start, candidate table and first-level choices.
    private struct Work: Sendable {
        let starts: [(filled: UInt64, piecesLeft: UInt16)]
        let tables: [CandidateTable]
        let fits: [[(candidate: Int, piece: Int)]]
        /// Per branch, which candidate set it searches: branches that exclude nothing share set 0, so the counts
        /// they cache serve each other (a state's count depends only on the placements that can still fit).
        let candidateSets: [UInt32]
        /// Branches with no piece left to place: each is one solution by itself.
        let completeBranches: Int
    }

    /// Counts the solutions of every branch with `jobs` threads (the caller's included).
    ///
    /// - Returns: the number of solutions found (one per symmetry class when the plan is reduced).
    func count(jobs: Int, control: SolveControl) throws(CancellationError) -> Int {
        guard let tables else { return 0 }
        if tables.grid != nil {
            return try count(ShiftGrowth.self, tables: tables, jobs: jobs, control: control)
        }
        return try count(MaskGrowth.self, tables: tables, jobs: jobs, control: control)
    }

    private func count<Growth: RegionGrowth>(
        _: Growth.Type, tables: SearchTables, jobs: Int, control: SolveControl
    ) throws(CancellationError) -> Int {
        let work = prepare(Growth.self, tables: tables)
        let units = work.fits.indices.flatMap { branch in
            work.fits[branch].indices.map { Unit(branch: branch, fit: $0) }
        }
        let next = Atomic(0)
        let stop = Atomic(false)
        let totals = Mutex((found: work.completeBranches, done: 0))
        let threads = max(1, min(jobs, units.count))
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            let isCancelled = {
                if stop.load(ordering: .relaxed) { return true }
                guard control.isCancelled() else { return false }
                stop.store(true, ordering: .relaxed)
                return true
            }
            var engines: [Int: SearchEngine<NoVisitor, Growth>] = [:]
            let growth = Growth(tables: tables)
            let cache = SubtreeCountCache()
            defer {
                for engine in engines.values { engine.deallocate() }
                growth.deallocate()
                cache.deallocate()
            }
            while !stop.load(ordering: .relaxed) {
                let taken = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard taken < units.count else { break }
                let unit = units[taken]
                var engine =
                    engines[unit.branch]
                    ?? SearchEngine(
                        table: work.tables[unit.branch], growth: growth, visitor: NoVisitor(),
                        isCancelled: isCancelled)
                let fit = work.fits[unit.branch][unit.fit]
                let start = work.starts[unit.branch]
                let found = engine.count(
                    below: .init(candidate: fit.candidate, piece: fit.piece), filled: start.filled,
                    piecesLeft: start.piecesLeft, cache: cache, candidateSet: work.candidateSets[unit.branch])
                engines[unit.branch] = engine
                if engine.cancelled { break }
                totals.withLock { totals in
                    totals.found += found
                    totals.done += 1
                    let fraction = Double(totals.done) / Double(units.count)
                    control.progress?(SolveProgress(fractionCompleted: fraction, solutionsFound: totals.found))
                }
            }
        }
        if stop.load(ordering: .relaxed) { throw CancellationError() }
        return totals.withLock { $0.found }
    }

    /// Builds each branch's candidate table and first-level choices (one thread: a few hundred microseconds).
    private func prepare<Growth: RegionGrowth>(_: Growth.Type, tables: SearchTables) -> Work {
        let growth = Growth(tables: tables)
        defer { growth.deallocate() }
        var starts: [(filled: UInt64, piecesLeft: UInt16)] = []
        var candidateTables: [CandidateTable] = []
        var fits: [[(candidate: Int, piece: Int)]] = []
        var candidateSets: [UInt32] = []
        var completeBranches = 0
        for (number, branch) in branches.enumerated() {
            let start = start(of: branch, tables: tables)
            let table = candidates(for: branch, from: start)
            if start.piecesLeft == 0 {
                completeBranches += 1
                continue
            }
            let engine = SearchEngine(table: table, growth: growth, visitor: NoVisitor(), isCancelled: { false })
            defer { engine.deallocate() }
            starts.append(start)
            candidateTables.append(table)
            candidateSets.append(branch.excluded.isEmpty ? 0 : UInt32(number + 1))
            fits.append(
                engine.fittingCandidates(filled: start.filled, piecesLeft: start.piecesLeft).map {
                    ($0.candidate, $0.piece)
                })
        }
        return Work(
            starts: starts, tables: candidateTables, fits: fits, candidateSets: candidateSets,
            completeBranches: completeBranches)
    }
}
