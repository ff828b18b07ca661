import Pentomino
import Testing

@testable import Pentominoes

/// Picking pieces up and putting them down, turning, flipping, nudging and sending them home, as the game rules
/// them: each change is one move, logged exactly as the automation contract says.
@Suite("Game: pieces")
struct GamePiecesTests {
    @Test("A drag lifts the piece, and a drop inside the grid snaps it there: lifted, then moved and snapped")
    func dropSnaps() {
        var game = PentominoesGame(board: .rectangle6x10)
        let lift = game.send(.pickUp(.x), at: 2)
        #expect(lift == [.lift(.x), .emit(.lifted(.x)), .hideBanner])
        #expect(game.hand == .dragging(.x) && game.puzzle.position(of: .x) == .home, "nothing moves until the drop")
        let drop = game.send(.drop(.x, origin: Cell(row: 1, column: 2)), at: 3)
        let spot = BoardSpot(row: 1, column: 2)
        #expect(drop.events == [.moved(.x, from: .home, to: .board(spot)), .snapped(.x, spot)])
        #expect(drop.first == .place(.x) && drop.last == .save(.soon))
        #expect(game.hand == nil && game.puzzle.spot(of: .x) == spot && game.puzzle.moves == 1)
        #expect(game.puzzle.timer.elapsed(at: 10) == 8, "the clock started when the piece was picked up")
    }

    @Test("A drop with the piece's box off the grid sends it home, its turn and flip undone")
    func dropOffTheGridGoesHome() {
        var game = PentominoesGame(board: .rectangle6x10)
        game.drag(.l, to: Cell(row: 0, column: 0), at: 0)
        game.send(.turn(.l, .clockwise), at: 2)
        game.send(.turn(.l, .flip), at: 3)
        let drop = game.drag(.l, to: Cell(row: 2, column: -1), at: 4)
        #expect(game.puzzle.position(of: .l) == .home)
        #expect(drop.events.suffix(1) == [.home(.l)])
        #expect(game.puzzle.moves == 4)
    }

    @Test("One piece is held at a time: a second drag is ignored, and a drop of a piece not held does nothing")
    func onePieceAtATime() {
        var game = PentominoesGame(board: .rectangle6x10)
        game.send(.pickUp(.l), at: 0)
        #expect(game.send(.pickUp(.p), at: 0.1).isEmpty)
        #expect(game.send(.drop(.p, origin: Cell(row: 0, column: 0)), at: 0.2).isEmpty)
        #expect(game.hand == .dragging(.l) && game.puzzle.placedPieces.isEmpty)
    }

    @Test("A click turns a piece on the board clockwise, Shift+click anticlockwise, a double click flips it")
    func turnsAndFlips() {
        var game = PentominoesGame(board: .rectangle6x10)
        game.drag(.n, to: Cell(row: 1, column: 1), at: 0)
        let clockwise = game.send(.turn(.n, .clockwise), at: 2)
        let turned = game.puzzle.spot(of: .n)!
        #expect(turned.orientation == Orientation(rotation: 1))
        #expect(clockwise.events == [.rotated(.n, turned.orientation), .snapped(.n, turned)])
        #expect(clockwise.contains(.place(.n)))
        let back = game.send(.turn(.n, .counterclockwise), at: 3)
        #expect(game.puzzle.spot(of: .n) == BoardSpot(row: 1, column: 1), "back where it was")
        #expect(back.events.first == .rotated(.n, .identity))
        let flip = game.send(.turn(.n, .flip), at: 4)
        #expect(flip.events.first == .flipped(.n, Orientation(isFlipped: true)))
        #expect(game.puzzle.moves == 4 && game.activePiece == .n)
    }

    @Test("An anticlockwise turn undoes a clockwise one exactly, for every piece, turn and place on the board")
    func anticlockwiseUndoesClockwise() {
        for piece in Piece.allCases {
            for orientation in Orientation.all {
                var state = PuzzleState(board: .rectangle6x10)
                let start = BoardSpot(row: 2, column: 2, orientation: orientation)
                guard state.place(piece, at: start) else { continue }
                state.turn(piece, .clockwise)
                state.turn(piece, .counterclockwise)
                #expect(state.spot(of: piece) == start, "\(piece) \(orientation)")
                for _ in 0..<4 { state.turn(piece, .counterclockwise) }
                #expect(state.spot(of: piece) == start, "four anticlockwise turns: \(piece) \(orientation)")
            }
        }
    }

    @Test("Turns do nothing to a piece at home: no move, no event")
    func nothingAtHome() {
        var game = PentominoesGame(board: .rectangle6x10)
        for turn in PieceTurn.allCases { #expect(game.send(.turn(.f, turn), at: 1).isEmpty) }
        #expect(game.send(.sendHome(.f), at: 1).isEmpty)
        #expect(game.send(.nudge(.f, by: Cell(row: 1, column: 0)), at: 1).isEmpty)
        #expect(game.puzzle.moves == 0 && !game.puzzle.timer.hasStarted)
    }

    @Test("A nudge moves a piece a cell and reports from where to where; one off the grid is refused")
    func nudges() {
        var game = PentominoesGame(board: .rectangle6x10)
        game.drag(.i, to: Cell(row: 0, column: 0), at: 0)
        let down = game.send(.nudge(.i, by: Cell(row: 1, column: 0)), at: 2)
        #expect(
            down.events.first
                == .moved(.i, from: .board(BoardSpot(row: 0, column: 0)), to: .board(BoardSpot(row: 1, column: 0))))
        #expect(game.send(.nudge(.i, by: Cell(row: 1, column: 0)), at: 3).isEmpty, "the upright I would leave the grid")
        #expect(game.send(.nudge(.i, by: Cell(row: 0, column: -1)), at: 3).isEmpty)
        #expect(game.puzzle.moves == 2)
    }

    @Test("Send home takes a piece off the board: moved, then home")
    func sendHome() {
        var game = PentominoesGame(board: .rectangle6x10)
        game.drag(.u, to: Cell(row: 3, column: 3), at: 0)
        let home = game.send(.sendHome(.u), at: 2)
        #expect(home.events == [.moved(.u, from: .board(BoardSpot(row: 3, column: 3)), to: .home), .home(.u)])
        #expect(game.puzzle.position(of: .u) == .home)
    }

    @Test("Move places a piece on the next free place in reading order, never over another piece")
    func moveToNextFreePlace() throws {
        var game = PentominoesGame(board: .rectangle6x10)
        game.send(.moveToNextFreePlace(.i), at: 0)
        #expect(game.puzzle.spot(of: .i) == BoardSpot(row: 0, column: 0))
        game.send(.moveToNextFreePlace(.l), at: 1)
        let covered = Set(BoardSpot(row: 0, column: 0).cells(of: .i))
        let first = try #require(game.puzzle.spot(of: .l))
        #expect(covered.isDisjoint(with: first.cells(of: .l)))
        game.send(.moveToNextFreePlace(.l), at: 2)
        let next = try #require(game.puzzle.spot(of: .l))
        #expect(next != first && covered.isDisjoint(with: next.cells(of: .l)))
    }

    @Test("No piece moves while Solve lays its pieces out")
    func nothingWhileSolving() {
        var game = PentominoesGame(board: .rectangle6x10)
        game.answerSearch(in: game.send(.solve, at: 0), at: 0.1)
        #expect(game.isSolving)
        let before = game.puzzle.positions
        for action: PentominoesGame.Action in [
            .pickUp(.x), .turn(.x, .clockwise), .nudge(.x, by: Cell(row: 1, column: 0)), .sendHome(.x),
            .moveToNextFreePlace(.x), .reset, .undo, .select(.rectangle5x12), .hint, .solve,
        ] {
            #expect(game.send(action, at: 0.2).isEmpty)
        }
        #expect(game.puzzle.positions == before)
    }

    @Test("A piece may rest over another: both report the squares they share")
    func overlapsAllowed() {
        var game = PentominoesGame(board: .rectangle6x10)
        game.drag(.x, to: Cell(row: 1, column: 2), at: 0)
        game.drag(.p, to: Cell(row: 2, column: 3), at: 2)
        #expect(game.puzzle.overlaps[.x] == game.puzzle.overlaps[.p] && game.puzzle.overlaps[.x]?.isEmpty == false)
    }
}
