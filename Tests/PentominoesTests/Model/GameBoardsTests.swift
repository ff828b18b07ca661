import Pentomino
import Testing

@testable import Pentominoes

/// Boards, Reset, Undo and Redo, and leaving the screen.
@Suite("Game: boards, reset, undo")
struct GameBoardsTests {
    @Test("Another board shows its own puzzle; choosing the first again brings its pieces back, each reported")
    func boardsKeepTheirPuzzles() {
        var game = PentominoesGame(board: .rectangle6x10)
        game.drag(.x, to: Cell(row: 1, column: 2), at: 0)
        let away = game.send(.select(.rectangle5x12), at: 2)
        #expect(away.events == [.boardSelected(board: "5x12"), .home(.x)])
        #expect(away.actions.contains(.showBoard(moving: [.x])) && away.last == .save(.now))
        #expect(game.puzzle.board == .rectangle5x12 && game.puzzle.placedPieces.isEmpty)
        #expect(game.shelf.puzzles["6x10"]?.timer.isRunning == false, "the puzzle put away stops its clock")
        game.drag(.i, to: Cell(row: 0, column: 0), at: 3)
        let back = game.send(.select(.rectangle6x10), at: 5)
        #expect(back.events == [.boardSelected(board: "6x10"), .home(.i), .snapped(.x, BoardSpot(row: 1, column: 2))])
        #expect(game.send(.select(.rectangle6x10), at: 6).isEmpty, "the board shown already")
    }

    @Test("Choosing a board puts the lifted piece down first, and forgets the hint solution")
    func selectPutsDown() {
        var game = PentominoesGame(board: .rectangle6x10)
        game.answerSearch(in: game.send(.hint, at: 0), at: 0)
        game.send(.hintClosed, at: 0.5)
        game.press(.liftOrPutDown, on: .u, at: 1)
        game.send(.select(.rectangle4x15), at: 2)
        #expect(game.hand == nil && game.assistance.hintSolution == nil)
        #expect(game.shelf.puzzles["6x10"]?.spot(of: .u) == BoardSpot(row: 0, column: 0))
    }

    @Test("Reset sends every piece home: each reported at once, each setting off a moment after the last")
    func reset() {
        var game = PentominoesGame(board: .rectangle6x10)
        game.drag(.x, to: Cell(row: 1, column: 2), at: 0)
        game.drag(.i, to: Cell(row: 0, column: 0), at: 2)
        let effects = game.send(.reset, at: 4)
        #expect(effects.events == [.home(.i), .home(.x)])
        #expect(effects.delays == [0, PentominoesGame.resetStagger])
        #expect(game.puzzle.placedPieces.isEmpty && game.puzzle.moves == 0 && !game.puzzle.timer.hasStarted)
        #expect(game.statusText(at: 5).isEmpty)
    }

    @Test("Undo and Redo move every piece of the step back, reporting which pieces and the move count")
    func undoAndRedo() {
        var game = PentominoesGame(board: .rectangle6x10)
        #expect(!game.controls.canUndo && !game.controls.canRedo)
        game.drag(.x, to: Cell(row: 1, column: 2), at: 0)
        game.send(.turn(.x, .flip), at: 2)
        let undo = game.send(.undo, at: 3)
        #expect(undo.events.first == .undone(board: "6x10", pieces: [.x], moves: 1))
        #expect(undo.actions.prefix(3) == [.hideBanner, .raise(.x), .place(.x)])
        #expect(game.controls.canUndo && game.controls.canRedo)
        game.send(.undo, at: 4)
        #expect(game.puzzle.position(of: .x) == .home && !game.controls.canUndo)
        let redo = game.send(.redo, at: 5)
        #expect(
            redo.events == [.redone(board: "6x10", pieces: [.x], moves: 1), .snapped(.x, BoardSpot(row: 1, column: 2))])
        #expect(game.send(.redo, at: 6).events.first == .redone(board: "6x10", pieces: [.x], moves: 2))
        #expect(game.send(.redo, at: 7).isEmpty, "nothing left to redo")
    }

    @Test("Solve and Reset are one step each: undo brings back the pieces as they were before")
    func solveAndResetAreOneStepEach() {
        var game = PentominoesGame(board: .rectangle6x10)
        game.drag(.x, to: Cell(row: 1, column: 2), at: 0)
        let before = game.puzzle.positions
        game.answerSearch(in: game.send(.solve, at: 2), at: 2)
        game.send(.solveSettled, at: 3)
        let solved = game.puzzle.positions
        game.send(.reset, at: 4)
        game.send(.undo, at: 5)
        #expect(game.puzzle.positions == solved)
        game.send(.undo, at: 6)
        #expect(game.puzzle.positions == before)
    }

    @Test("Undo waits while Solve runs or a piece is in hand; each board keeps its own history")
    func undoGuards() {
        var game = PentominoesGame(board: .rectangle6x10)
        game.drag(.x, to: Cell(row: 1, column: 2), at: 0)
        game.send(.pickUp(.l), at: 2)
        #expect(game.send(.undo, at: 2.1).isEmpty)
        game.send(.drop(.l, origin: Cell(row: 0, column: -3)), at: 2.2)
        game.press(.liftOrPutDown, on: .l, at: 3)
        #expect(game.send(.undo, at: 3.1).isEmpty && game.hand?.piece == .l, "the lifted piece stays in hand")
        game.press(.sendHome, on: .l, at: 3.2)
        game.answerSearch(in: game.send(.solve, at: 4), at: 4)
        #expect(game.send(.undo, at: 4.1).isEmpty)
        game.send(.solveSettled, at: 5)
        game.send(.select(.rectangle5x12), at: 6)
        #expect(!game.controls.canUndo)
        game.send(.select(.rectangle6x10), at: 7)
        game.send(.undo, at: 8)
        #expect(!game.puzzle.isComplete)
    }

    @Test("Leaving the screen puts a lifted piece down, stops the clock and saves at once")
    func leaving() {
        var game = PentominoesGame(board: .rectangle6x10)
        game.drag(.x, to: Cell(row: 1, column: 2), at: 0)
        game.press(.liftOrPutDown, on: .l, at: 2)
        let effects = game.send(.leave, at: 10)
        #expect(effects.last == .save(.now) && game.hand == nil && game.puzzle.spot(of: .l) != nil)
        #expect(!game.puzzle.timer.isRunning && game.puzzle.timer.elapsed(at: 100) == 10)
    }
}
