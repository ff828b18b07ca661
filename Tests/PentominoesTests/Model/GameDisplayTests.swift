import Pentomino
import Testing

@testable import Pentominoes

/// What the scene shows of the game: the status line and its clock, the controls, and what a screen reader hears.
@Suite("Game: what is shown")
struct GameDisplayTests {
    @Test("The status counts moves and the running time, with nothing before the first move")
    func status() {
        var game = PentominoesGame(board: .rectangle6x10)
        #expect(game.statusText(at: 0).isEmpty)
        game.drag(.x, to: Cell(row: 1, column: 2), at: 0)
        #expect(game.statusText(at: 1) == "1 move · 0:01")
        game.send(.turn(.x, .clockwise), at: 2)
        #expect(game.statusText(at: 5.5) == "2 moves · 0:05")
        game.send(.undo, at: 6)
        #expect(game.statusText(at: 6) == "1 move · 0:06")
    }

    @Test("The shown time refreshes at each whole second while the clock runs, and never while it is stopped")
    func clockRefresh() {
        var timer = PuzzleTimer()
        #expect(timer.nextRefresh(after: 3) == nil)
        timer.noteMove(at: 10)
        #expect(timer.nextRefresh(after: 10) == 11)
        #expect(timer.nextRefresh(after: 12.25) == 13)
        let nearBoundary = timer.nextRefresh(after: 12.995) ?? 0
        #expect(abs(nearBoundary - 14) < 1e-9, "a boundary a hair away counts as passed")
        timer.pause(at: 13)
        #expect(timer.nextRefresh(after: 13) == nil)
    }

    @Test("Solve reads Complete while pieces are placed, Solve again on a complete board")
    func solveTitle() {
        var game = Fixtures.almostSolved(missing: .x)
        #expect(game.controls.solveTitle == "Complete")
        game.drag(.x, to: Fixtures.firstSolution.first { $0.piece == .x }!.origin, at: 0)
        #expect(game.controls.solveTitle == "Solve")
        #expect(PentominoesGame(board: .rectangle6x10).controls.solveTitle == "Solve")
    }

    @Test("A screen reader hears where each piece is, counting from 1, and how the board is going")
    func spokenNames() {
        var game = PentominoesGame(board: .rectangle6x10)
        #expect(game.spokenName(of: .l) == "piece L, at home")
        #expect(game.boardDescription == "6x10 board, 0 of 12 pieces placed")
        game.drag(.l, to: Cell(row: 1, column: 3), at: 0)
        game.send(.turn(.l, .clockwise), at: 2)
        game.send(.turn(.l, .flip), at: 3)
        #expect(game.spokenName(of: .l).hasSuffix(", flipped, rotated 270°"))
        #expect(game.spokenName(of: .l).hasPrefix("piece L, on the board at row "))
        #expect(game.boardDescription == "6x10 board, 1 of 12 pieces placed")
        #expect(Fixtures.almostSolved().boardDescription == "6x10 board, 11 of 12 pieces placed")
        #expect(PentominoesGame(board: .blank).boardDescription == "free play board, 0 of 12 pieces placed")
    }
}
