import Pentomino
import Testing

@testable import Pentominoes

@Suite("Undo history")
struct UndoHistoryTests {
    @Test("Undo walks back through the recorded values and redo walks forward again")
    func undoAndRedo() {
        var history = UndoHistory<Int>()
        var value = 1
        for next in [2, 3] {
            history.record(value)
            value = next
        }
        #expect(history.undo(from: value) == 2)
        #expect(history.undo(from: 2) == 1)
        #expect(history.undo(from: 1) == nil)
        #expect(history.redo(from: 1) == 2)
        #expect(history.redo(from: 2) == 3)
        #expect(history.redo(from: 3) == nil)
    }

    @Test("A new change after an undo forgets the redo steps")
    func newChangeForgetsRedo() {
        var history = UndoHistory<Int>()
        history.record(1)
        _ = history.undo(from: 2)
        #expect(history.canRedo)
        history.record(1)
        #expect(!history.canRedo)
        #expect(history.undo(from: 5) == 1)
    }

    @Test("Only the newest steps up to the limit are kept")
    func limit() {
        var history = UndoHistory<Int>(limit: 3)
        for value in 0..<10 { history.record(value) }
        #expect(history.past == [7, 8, 9])
    }
}

@Suite("Puzzle undo")
struct PuzzleUndoTests {
    static let x = BoardSpot(row: 1, column: 1)

    /// A puzzle with X placed at (1, 1) and F at (0, 4), in two steps.
    static func twoPieces() -> PuzzleState {
        var state = PuzzleState(board: .rectangle6x10)
        state.place(.x, at: x)
        state.place(.f, at: BoardSpot(row: 0, column: 4))
        return state
    }

    @Test("Every move, turn, flip, return home, Solve and Reset is one undo step back to the arrangement before")
    func eachChangeIsOneStep() throws {
        let solution = try PuzzleStateTests.solution(of: .rectangle6x10)
        let changes: [(String, (inout PuzzleState) -> Void)] = [
            ("place", { $0.place(.i, at: BoardSpot(row: 3, column: 0, orientation: Orientation(rotation: 1))) }),
            ("move", { $0.move(.x, rows: 1, columns: 2) }),
            ("rotate", { $0.rotate(.f) }),
            ("flip", { $0.flip(.f) }),
            ("home", { $0.sendHome(.x) }),
            ("reset", { $0.sendAllHome() }),
            ("solve", { $0.apply(solution) }),
        ]
        for (name, change) in changes {
            let before = Self.twoPieces()
            var state = before
            change(&state)
            #expect(state.positions != before.positions, "\(name) changed nothing")
            let after = state.positions
            let undone = state.undo()
            #expect(undone && state.positions == before.positions, "\(name) undone")
            let redone = state.redo()
            #expect(redone && state.positions == after, "\(name) redone")
        }
    }

    @Test("Steps undo in reverse order down to the empty board, then undo does nothing")
    func undoToTheStart() {
        var state = Self.twoPieces()
        state.rotate(.x)
        state.undo()
        #expect(state.spot(of: .x) == Self.x)
        state.undo()
        #expect(state.spot(of: .f) == nil && state.spot(of: .x) == Self.x)
        state.undo()
        #expect(state.placedPieces.isEmpty)
        let undoneAtStart = state.undo()
        #expect(!state.canUndo && !undoneAtStart)
        #expect(state.canRedo)
    }

    @Test("Input that changes nothing is no step: a refused move, a tap at home, a drop where it was")
    func noChangeNoStep() {
        var state = Self.twoPieces()
        let steps = state.history.past.count
        state.move(.x, rows: -5, columns: 0)
        state.rotate(.l)
        state.place(.x, at: Self.x)
        state.sendHome(.l)
        #expect(state.history.past.count == steps)
    }

    @Test("A change after an undo cannot be redone past")
    func changeAfterUndo() {
        var state = Self.twoPieces()
        state.undo()
        state.place(.l, at: BoardSpot(row: 0, column: 6))
        let redone = state.redo()
        #expect(!state.canRedo && !redone)
        state.undo()
        #expect(state.spot(of: .l) == nil && state.spot(of: .f) == nil && state.spot(of: .x) == Self.x)
    }

    @Test("A restored puzzle keeps the spots that fit its board, sends the rest home and has no history")
    func restoring() {
        let state = PuzzleState(
            board: .rectangle6x10,
            restoring: [.x: Self.x, .i: BoardSpot(row: 4, column: 0)])
        #expect(state.spot(of: .x) == Self.x)
        #expect(state.spot(of: .i) == nil)
        #expect(!state.canUndo && !state.canRedo)
    }

    @Test("Each move counts once; Solve counts none; Reset starts from zero; undo brings the count back")
    func moveCount() throws {
        var state = Self.twoPieces()
        state.rotate(.f)
        state.move(.x, rows: 1, columns: 0)
        #expect(state.moves == 4)
        state.apply(try PuzzleStateTests.solution(of: .rectangle6x10))
        #expect(state.moves == 4)
        state.sendAllHome()
        #expect(state.moves == 0)
        state.undo()
        #expect(state.moves == 4)
        state.undo()
        state.undo()
        #expect(state.moves == 3)
    }
}

@Suite("Puzzle timer")
struct PuzzleTimerTests {
    @Test("The clock runs from the first move, stops while the board is away and runs again at the next move")
    func pauseAndResume() {
        var timer = PuzzleTimer()
        #expect(timer.elapsed(at: 5) == nil)
        timer.noteMove(at: 10)
        timer.noteMove(at: 12)
        #expect(timer.elapsed(at: 15) == 5)
        timer.pause(at: 15)
        #expect(timer.elapsed(at: 100) == 5)
        timer.noteMove(at: 100)
        #expect(timer.elapsed(at: 102) == 7)
    }

    @Test("An attempt carried over from an earlier session keeps its seconds and its assisted mark")
    func carriedOver() {
        var timer = PuzzleTimer(seconds: 30, isAssisted: true)
        #expect(timer.elapsed(at: 0) == 30 && !timer.isRunning && timer.isAssisted)
        timer.noteMove(at: 4)
        #expect(timer.elapsed(at: 6) == 32)
        timer.restart()
        #expect(timer.elapsed(at: 6) == nil && !timer.isAssisted)
    }
}
