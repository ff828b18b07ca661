import Pentomino

/// Hint and Solve. Both need a solution that keeps the player's pieces when one exists; finding it can take a fifth
/// of a second, so it is searched for off the main thread (`.search`) and acted on when `.searchFinished` brings it
/// back, unless the pieces have moved since (the search then runs again) or another board is shown (it is dropped).
extension PentominoesGame {
    /// Shows one more step of pieces than last time (the count restarts after any change): the first press after
    /// a change searches; later presses reuse that solution.
    mutating func hint(at now: Double) -> [Effect] {
        guard puzzle.board.isPuzzle, !isSolving, !assistance.isHintShown, assistance.search == nil else { return [] }
        if puzzle.hints.shown > 0, let solution = assistance.hintSolution {
            return presentHint(from: solution)
        }
        return search(.hint)
    }

    /// Every piece to its place in a solution, one after another. With pieces placed (the button reads
    /// "Complete") the solution keeps them when one does; when none does, the player is told and nothing moves.
    mutating func solve(at now: Double) -> [Effect] {
        guard puzzle.board.isPuzzle, !isSolving, assistance.search == nil else { return [] }
        return putDown(at: now) + search(.solve)
    }

    mutating func searchFinished(_ request: SearchRequest, _ solution: HintSolution?, at now: Double) -> [Effect] {
        guard request == assistance.search else { return [] }
        assistance.search = nil
        guard request.board == puzzle.board else { return [] }
        guard request.placed == puzzle.placements else { return search(request.purpose) }
        guard let solution else { return [] }
        switch request.purpose {
        case .hint: return presentHint(from: solution)
        case .solve: return runSolve(solution, at: now)
        }
    }

    mutating func hintClosed() -> [Effect] {
        assistance.isHintShown = false
        return []
    }

    /// The last piece of Solve has come to rest: the controls come back, and a complete board lists its solutions.
    mutating func solveSettled() -> [Effect] {
        guard isSolving else { return [] }
        assistance.isSolving = false
        return [.emit(.boardSolved(board: puzzle.board.name))] + listSolutionsIfNeeded()
    }

    /// Sends the pieces to `solution`, staggered, as one undo step; the attempt no longer counts for a best time.
    /// A piece in the player's hand is let go first (its place in the solution is where it goes).
    mutating func runSolve(_ solution: HintSolution, at now: Double) -> [Effect] {
        if case .noCompletion = solution.basis {
            return [
                .emit(.noCompletion(board: puzzle.board.name, placed: puzzle.placedPieces.count)),
                .showBanner(.noCompletion),
            ]
        }
        var effects = letGo()
        if assistance.isHintShown { effects.append(.dismissHint) }
        effects.append(.hideBanner)
        let wasComplete = puzzle.isComplete
        assistance.isSolving = true
        puzzle.timer.markAssisted()
        puzzle.apply(solution.kept + solution.revealOrder)
        let moving = solution.revealOrder.map(\.piece)
        for (index, piece) in moving.enumerated() {
            var arrival: [Effect] = [
                .raise(piece), .place(piece), .emit(.resting(piece, at: puzzle.position(of: piece))),
            ]
            if index == moving.count - 1 { arrival.append(.awaitRest) }
            effects.append(.after(Double(index) * Self.solveStagger, arrival))
        }
        if moving.isEmpty { effects.append(.awaitRest) }
        return effects + afterChange(wasComplete: wasComplete, at: now)
    }

    // MARK: Private

    private mutating func search(_ purpose: SearchRequest.Purpose) -> [Effect] {
        let request = SearchRequest(purpose: purpose, board: puzzle.board, placed: puzzle.placements)
        assistance.search = request
        return [.search(request)]
    }

    private mutating func presentHint(from solution: HintSolution) -> [Effect] {
        assistance.hintSolution = solution
        let count = puzzle.pressHint(step: hintStep, available: solution.revealOrder.count)
        let hint = Hint(solution: solution, count: count)
        assistance.isHintShown = true
        return [
            .emit(
                .hintShown(
                    board: puzzle.board.name, count: count, basis: solution.basis, kept: solution.kept.count)),
            .presentHint(hint),
        ]
    }

    /// Ends the hand without putting the piece down: the pieces are about to be laid out anew.
    private mutating func letGo() -> [Effect] {
        guard let hand else { return [] }
        self.hand = nil
        switch hand {
        case .dragging(let piece): return [.abandonDrag(piece), .place(piece)]
        case .lifted(let piece, _): return [.place(piece)]
        }
    }
}
