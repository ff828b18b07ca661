import Kit
import Pentomino

/// The scene-wide actions: choosing a board, Solve and Reset.
extension PentominoesScene {
    /// Chooses another board: the current puzzle is put away as it is and the board's own comes back (its
    /// pieces, moves and clock; a fresh one the first time); the layout adapts to the board's shape and each
    /// piece that changes place travels there.
    public func select(_ board: Board) {
        guard board != state.board, !isSolving else { return }
        releaseDrag()
        let before = state.positions
        state = shelf.exchange(state, for: board, at: now)
        hintSolution = nil
        hideCelebration()
        events.emit("board.selected", ["board": .string(board.name)])
        let moved = Piece.allCases.filter { state.position(of: $0) != before[$0] }
        for piece in moved { emitPosition(of: piece) }
        relayout(animating: Set(moved))
        piecesDidChange()
        savePuzzles()
    }

    /// Every piece to its place in a solution, one after another. The solution keeps the player's pieces when
    /// one does (so correct pieces stay put); the controls are disabled until the last piece has arrived.
    public func solve() {
        guard state.board.isPuzzle, !isSolving, search == nil else { return }
        releaseDrag()
        startSearch(.solve)
    }

    /// Sends the pieces to `solution`, staggered. With pieces placed (the button reads "Complete") the solution
    /// must keep them: when none does, the player is told so and nothing moves.
    func runSolve(_ solution: HintSolution) {
        if case .noCompletion = solution.basis {
            reportNoCompletion(keeping: solution)
            return
        }
        releaseDrag()
        dismissHint()
        hideCelebration()
        isSolving = true
        timer.markAssisted()
        state.apply(solution.kept + solution.revealOrder)
        let moving = solution.revealOrder.map(\.piece)
        pendingSolveArrivals = moving.count
        for (index, piece) in moving.enumerated() {
            after(Double(index) * Self.solveStagger) { [weak self] in
                guard let self, let pieceView = pieceViews[piece] else { return }
                view.bringSubviewToFront(pieceView)
                syncPiece(piece, style: snapStyle)
                emitPosition(of: piece)
                pendingSolveArrivals -= 1
            }
        }
        piecesDidChange()
        startMotion()
    }

    /// Says over the board that no solution keeps the player's pieces (until the next change).
    private func reportNoCompletion(keeping solution: HintSolution) {
        events.emit(
            "pentominoes.no_completion",
            ["board": .string(state.board.name), "placed": .int(state.placedPieces.count)])
        view.bringSubviewToFront(celebration)
        celebration.show(title: "No solution", detail: "keeps these pieces")
    }

    /// The last piece of Solve has arrived.
    func finishSolve() {
        isSolving = false
        updateControls()
        updateSolutionBrowser()
        events.emit("board.solved", ["board": .string(state.board.name)])
    }

    /// Every piece home, animated.
    public func reset() {
        guard !isSolving else { return }
        releaseDrag()
        let placed = state.placedPieces.map(\.piece)
        state.sendAllHome()
        timer.restart()
        hideCelebration()
        for (index, piece) in placed.enumerated() {
            emitPosition(of: piece)
            after(Double(index) * Self.resetStagger) { [weak self] in
                guard let self else { return }
                syncPiece(piece, style: snapStyle)
            }
        }
        piecesDidChange()
    }
}
