import Pentomino

/// The actions on the whole puzzle: choosing a board, Reset, Undo and Redo, and leaving the screen.
extension PentominoesGame {
    /// Chooses another board: the current puzzle is put away as it is and the board's own comes back (its pieces,
    /// moves and clock; a fresh one the first time); each piece that changes place travels there.
    mutating func select(_ board: Board, at now: Double) -> [Effect] {
        guard board != puzzle.board, !isSolving else { return [] }
        var effects = putDown(at: now) + letGoOfDrag()
        let before = puzzle.positions
        puzzle = shelf.exchange(puzzle, for: board, at: now)
        assistance.hintSolution = nil
        let moved = Piece.allCases.filter { puzzle.position(of: $0) != before[$0] }
        effects += [.hideBanner, .emit(.boardSelected(board: board.name))]
        effects += moved.map { .emit(.resting($0, at: puzzle.position(of: $0))) }
        effects.append(.showBoard(moving: moved))
        // A puzzle brought back complete was celebrated (or solved) when it was completed: not again.
        return effects + afterChange(wasComplete: true, at: now) + [.save(.now)]
    }

    /// Every piece home, one after another: a fresh attempt, with the clock and the move count back at zero.
    mutating func reset(at now: Double) -> [Effect] {
        guard !isSolving else { return [] }
        var effects = putDown(at: now) + letGoOfDrag()
        let wasComplete = puzzle.isComplete
        let placed = puzzle.placedPieces.map(\.piece)
        puzzle.sendAllHome()
        puzzle.timer.restart()
        effects.append(.hideBanner)
        for (index, piece) in placed.enumerated() {
            effects.append(.emit(.home(piece)))
            effects.append(.after(Double(index) * Self.resetStagger, [.place(piece)]))
        }
        return effects + afterChange(wasComplete: wasComplete, at: now)
    }

    /// Takes back the last move, turn, flip, Solve or Reset, or makes the last one undone again; every piece the
    /// step moves travels to its restored place. Not while Solve runs or a piece is in hand: the held piece's
    /// drop is the step to come, so the history never moves a piece the player is holding.
    mutating func restoreStep(at now: Double, isRedo: Bool) -> [Effect] {
        guard !isSolving, hand == nil else { return [] }
        let wasComplete = puzzle.isComplete
        let before = puzzle.positions
        guard isRedo ? puzzle.redo() : puzzle.undo() else { return [] }
        let moved = Piece.allCases.filter { puzzle.position(of: $0) != before[$0] }
        let board = puzzle.board.name
        let event: PentominoesEvent =
            isRedo
            ? .redone(board: board, pieces: moved, moves: puzzle.moves)
            : .undone(board: board, pieces: moved, moves: puzzle.moves)
        var effects: [Effect] = [.hideBanner, .emit(event)]
        for piece in moved {
            effects += [.raise(piece), .place(piece), .emit(.resting(piece, at: puzzle.position(of: piece)))]
        }
        return effects + afterChange(wasComplete: wasComplete, at: now)
    }

    /// Another tab or quitting: a lifted piece is put down, the puzzle's clock stops, and the puzzles are saved.
    mutating func leave(at now: Double) -> [Effect] {
        let effects = putDown(at: now)
        puzzle.timer.pause(at: now)
        return effects + [.save(.now)]
    }

    /// A drag the scene did not end itself (it drops a dragged piece before sending these actions) is let go: the
    /// piece goes back to where the puzzle has it.
    private mutating func letGoOfDrag() -> [Effect] {
        guard let piece = hand?.dragged else { return [] }
        hand = nil
        return [.abandonDrag(piece), .place(piece)]
    }
}
