import Pentomino
import Testing

@testable import Pentominoes

/// Playing with the keyboard alone: choose a piece, lift it onto the board, move and turn it, put it down or send
/// it home — the puzzle changes only when it is put down, exactly as with a drag.
@Suite("Game: keyboard")
struct GameKeyboardTests {
    private let right = Cell(row: 0, column: 1)
    private let down = Cell(row: 1, column: 0)

    @Test("A letter chooses a piece: the keys act on it, its focus ring shows, nothing is lifted")
    func choosing() {
        var game = PentominoesGame(board: .rectangle6x10)
        #expect(game.send(.choose(.l), at: 0) == [.focus(.l)])
        #expect(game.activePiece == .l && game.hand == nil && game.keyTarget(focused: nil) == .l)
    }

    @Test("An arrow lifts a piece from home onto the first free place; the puzzle waits for it to be put down")
    func arrowLiftsFromHome() {
        var game = PentominoesGame(board: .rectangle6x10)
        let lift = game.press(.move(right), on: .l, at: 1)
        #expect(lift.isUsed)
        #expect(lift.effects == [.lift(.l), .focus(.l), .emit(.lifted(.l)), .hideBanner, .float(.l)])
        #expect(game.hand == .lifted(.l, over: BoardSpot(row: 0, column: 0)), "the first arrow only lifts")
        #expect(game.puzzle.position(of: .l) == .home && game.puzzle.moves == 0)
        #expect(game.spokenName(of: .l) == "piece L, lifted over row 1 column 1")
    }

    @Test("Arrows move the lifted piece, R and F turn it; Return puts it down with a drop's events")
    func moveTurnAndPutDown() {
        var game = PentominoesGame(board: .rectangle6x10)
        game.press(.liftOrPutDown, on: .l, at: 0)
        for step in [down, right, right, down] {
            #expect(game.press(.move(step), on: .l, at: 1).effects == [.float(.l)])
        }
        #expect(game.hand?.lifted?.spot.origin == Cell(row: 2, column: 2))
        let turn = game.press(.turn(.clockwise), on: .l, at: 2)
        let flip = game.press(.turn(.flip), on: .l, at: 3)
        let spot = game.hand!.lifted!.spot
        #expect(spot.orientation == Orientation(rotation: 1).flipped())
        #expect(turn.effects.events == [.rotated(.l, Orientation(rotation: 1))])
        #expect(flip.effects.events == [.flipped(.l, spot.orientation)])
        #expect(game.puzzle.position(of: .l) == .home, "the turns are the lifted piece's, not yet the puzzle's")
        let put = game.press(.liftOrPutDown, on: .l, at: 4)
        #expect(put.effects.events == [.moved(.l, from: .home, to: .board(spot)), .snapped(.l, spot)])
        #expect(game.hand == nil && game.puzzle.spot(of: .l) == spot && game.puzzle.moves == 1)
        // Turned about its middle, the 4×2 box at row 2 column 2 (from 0) became a 2×4 one at row 3 column 1.
        #expect(game.spokenName(of: .l) == "piece L, on the board at row 4 column 2, flipped, rotated 270°")
    }

    @Test("Shift+R turns the lifted piece anticlockwise, kept inside the grid")
    func anticlockwiseWhileLifted() {
        var game = PentominoesGame(board: .rectangle6x10)
        game.press(.liftOrPutDown, on: .i, at: 0)
        let turn = game.press(.turn(.counterclockwise), on: .i, at: 1)
        #expect(turn.effects.events == [.rotated(.i, Orientation(rotation: 3))])
        // The upright I at the top-left turns flat about its middle square (row 2), which would leave its left end
        // two columns off the grid: it is pulled in to the grid's edge.
        #expect(game.hand?.lifted?.spot == BoardSpot(row: 2, column: 0, orientation: Orientation(rotation: 3)))
    }

    @Test("An arrow that would take the lifted piece off the grid is used but moves nothing")
    func liftedPieceStaysOnTheGrid() {
        var game = PentominoesGame(board: .rectangle6x10)
        game.press(.liftOrPutDown, on: .i, at: 0)
        for step in [right.negated, down.negated] {
            let response = game.press(.move(step), on: .i, at: 1)
            #expect(response.isUsed && response.effects.isEmpty)
        }
        #expect(game.hand?.lifted?.spot.origin == Cell(row: 0, column: 0))
    }

    @Test("Escape sends the lifted piece home; on a piece at home it means nothing (the window clears the focus)")
    func escape() {
        var game = PentominoesGame(board: .rectangle6x10)
        game.press(.liftOrPutDown, on: .p, at: 0)
        game.press(.move(right), on: .p, at: 1)
        let home = game.press(.sendHome, on: .p, at: 2)
        #expect(home.effects.events.last == .home(.p) && game.hand == nil)
        #expect(game.puzzle.position(of: .p) == .home)
        #expect(!game.press(.sendHome, on: .p, at: 3).isUsed)
    }

    @Test("A second piece lifted from home skips the cells the first one covers")
    func secondPieceGoesToFreeCells() throws {
        var game = PentominoesGame(board: .rectangle6x10)
        game.press(.liftOrPutDown, on: .i, at: 0)
        game.press(.liftOrPutDown, on: .i, at: 1)
        game.press(.liftOrPutDown, on: .l, at: 2)
        let spot = try #require(game.hand?.lifted?.spot)
        let covered = try #require(game.puzzle.spot(of: .i)).cells(of: .i)
        #expect(Set(covered).isDisjoint(with: spot.cells(of: .l)))
    }

    @Test("R or F on a piece at home means nothing, and never falls through to the last piece touched")
    func turnsAtHomeAreUnused() {
        var game = PentominoesGame(board: .rectangle6x10)
        game.drag(.n, to: Cell(row: 1, column: 0), at: 0)
        #expect(game.keyTarget(focused: .y) == .y, "the focused piece comes before the last one touched")
        #expect(!game.press(.turn(.clockwise), on: .y, at: 2).isUsed)
        #expect(!game.press(.turn(.flip), on: .y, at: 2).isUsed)
        #expect(game.puzzle.spot(of: .n)?.orientation == .identity && game.puzzle.position(of: .y) == .home)
    }

    @Test("A resting piece on the board keeps the direct keys: R turns, an arrow moves a cell, Escape sends home")
    func restingPieceKeys() {
        var game = PentominoesGame(board: .rectangle6x10)
        game.drag(.t, to: Cell(row: 1, column: 1), at: 0)
        game.press(.turn(.clockwise), on: .t, at: 2)
        game.press(.move(right), on: .t, at: 3)
        #expect(game.puzzle.spot(of: .t) == BoardSpot(row: 1, column: 2, orientation: Orientation(rotation: 1)))
        game.press(.sendHome, on: .t, at: 4)
        #expect(game.puzzle.position(of: .t) == .home && game.puzzle.moves == 4)
    }

    @Test("Choosing or a key for another piece, or a touch, puts the lifted piece down where it floats")
    func otherInputPutsDown() {
        var game = PentominoesGame(board: .rectangle6x10)
        game.press(.liftOrPutDown, on: .t, at: 0)
        game.press(.move(down), on: .t, at: 1)
        let spot = game.hand!.lifted!.spot
        let choose = game.send(.choose(.v), at: 2)
        #expect(choose.events.last == .snapped(.t, spot) && choose.last == .focus(.v))
        #expect(game.puzzle.spot(of: .t) == spot && game.hand == nil)
        game.press(.liftOrPutDown, on: .v, at: 3)
        game.press(.turn(.clockwise), on: .t, at: 4)
        #expect(game.hand == nil && game.puzzle.spot(of: .v) != nil, "a key for the T put the V down")
        game.press(.liftOrPutDown, on: .w, at: 5)
        game.send(.touch(.t), at: 6)
        #expect(game.hand == nil && game.puzzle.spot(of: .w) != nil && game.activePiece == .t)
    }

    @Test("The keys act on the lifted piece first, then the focused one, then the last one touched")
    func keyTarget() {
        var game = PentominoesGame(board: .rectangle6x10)
        #expect(game.keyTarget(focused: nil) == nil)
        game.send(.touch(.z), at: 0)
        #expect(game.keyTarget(focused: nil) == .z && game.keyTarget(focused: .u) == .u)
        game.press(.liftOrPutDown, on: .w, at: 1)
        #expect(game.keyTarget(focused: .u) == .w)
    }

    @Test("No piece is lifted while a drag holds one, and no key acts while Solve runs")
    func liftWaitsForDragAndSolve() {
        var game = PentominoesGame(board: .rectangle6x10)
        game.send(.pickUp(.x), at: 0)
        #expect(!game.press(.liftOrPutDown, on: .l, at: 0.5).isUsed)
        game.send(.drop(.x, origin: Fixtures.firstSolution.first { $0.piece == .x }!.origin), at: 1)
        game.answerSearch(in: game.send(.solve, at: 2), at: 2)
        #expect(!game.press(.liftOrPutDown, on: .l, at: 2.5).isUsed)
    }

    @Test("A lifted piece on a board full of pieces floats over them rather than finding no place")
    func liftOnAFullBoard() {
        var game = Fixtures.almostSolved(missing: .x)
        game.press(.liftOrPutDown, on: .x, at: 0)
        #expect(game.hand?.lifted?.piece == .x)
    }
}

extension Cell {
    var negated: Cell { Cell(row: -row, column: -column) }
}
