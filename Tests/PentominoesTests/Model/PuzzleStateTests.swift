import Pentomino
import Testing

@testable import Pentominoes

@Suite("Puzzle state")
struct PuzzleStateTests {
    /// The first solution of `board`, as spots the player could have made.
    static func solution(of board: Board) throws -> [Placement] {
        try #require(try Solver(board: board).firstSolution())
    }

    static func place(_ placements: [Placement], in state: inout PuzzleState) {
        for placement in placements {
            state.place(placement.piece, at: BoardSpot(origin: placement.origin, orientation: placement.orientation))
        }
    }

    @Test("Four taps turn a piece round to where it started, even a box with odd and even sides")
    func fourTurnsComeBack() {
        for piece in Piece.allCases {
            var state = PuzzleState(board: .blank)
            let start = BoardSpot(row: 2, column: 2)
            state.place(piece, at: start)
            var origins: [Cell] = []
            for _ in 0..<4 {
                state.rotate(piece)
                origins.append(state.spot(of: piece)?.origin ?? Cell(row: -1, column: -1))
            }
            #expect(state.spot(of: piece) == start, "\(piece) went \(origins)")
        }
    }

    @Test("A turn keeps the piece's centre within half a cell of where it was")
    func turnKeepsTheCentre() {
        var state = PuzzleState(board: .blank)
        state.place(.u, at: BoardSpot(row: 3, column: 3))  // 3 wide, 2 tall: centre (4, 4.5) in cells
        state.rotate(.u)
        let spot = state.spot(of: .u)!  // 2 wide, 3 tall now
        let size = Piece.u.size(in: spot.orientation)
        let row = Double(spot.origin.row) + Double(size.rows) / 2
        let column = Double(spot.origin.column) + Double(size.columns) / 2
        #expect(abs(row - 4) <= 0.5 && abs(column - 4.5) <= 0.5)
    }

    @Test("A turn that would stick out of the grid moves the piece back inside")
    func turnAtTheEdgeIsClampedInside() {
        var state = PuzzleState(board: .rectangle6x10)
        state.place(.i, at: BoardSpot(row: 0, column: 9))  // upright in the last column
        state.rotate(.i)
        #expect(state.spot(of: .i) == BoardSpot(row: 2, column: 5, orientation: Orientation(rotation: 1)))
    }

    @Test("A turn that cannot fit the grid at all sends the piece home")
    func turnThatCannotFitGoesHome() {
        var state = PuzzleState(board: .rectangle3x20)
        state.place(.i, at: BoardSpot(row: 1, column: 4, orientation: Orientation(rotation: 1)))
        state.rotate(.i)  // upright it is 5 tall, the board 3
        #expect(state.position(of: .i) == .home)
    }

    @Test("Turns, flips and moves act only on pieces on the board")
    func homePiecesIgnoreTurns() {
        var state = PuzzleState(board: .rectangle6x10)
        let rotated = state.rotate(.f)
        let flipped = state.flip(.f)
        let moved = state.move(.f, rows: 1, columns: 0)
        #expect(!rotated && !flipped && !moved)
        #expect(state.position(of: .f) == .home)
    }

    @Test("A move off the grid is refused")
    func moveOffGridRefused() {
        var state = PuzzleState(board: .rectangle6x10)
        state.place(.x, at: BoardSpot(row: 0, column: 0))
        let offGrid = state.move(.x, rows: -1, columns: 0)
        let inside = state.move(.x, rows: 1, columns: 1)
        #expect(!offGrid && inside)
        #expect(state.spot(of: .x)?.origin == Cell(row: 1, column: 1))
    }

    @Test("Overlapping squares are found for both pieces")
    func overlaps() {
        var state = PuzzleState(board: .rectangle6x10)
        state.place(.x, at: BoardSpot(row: 0, column: 0))  // covers (1, 2) among others
        state.place(.i, at: BoardSpot(row: 0, column: 2))  // upright in column 2
        #expect(state.overlaps[.x] == [Cell(row: 1, column: 2)])
        #expect(state.overlaps[.i] == [Cell(row: 1, column: 2)])
        #expect(state.overlaps[.f] == nil)
    }

    @Test("The board is complete only with all 12 pieces covering every cell once")
    func completion() throws {
        let solution = try Self.solution(of: .square8x8Center)
        var state = PuzzleState(board: .square8x8Center)
        Self.place(Array(solution.dropLast()), in: &state)
        #expect(!state.isComplete)
        Self.place([solution.last!], in: &state)
        #expect(state.isComplete)
        // One piece nudged onto a neighbour: still 12 on the board, no longer complete.
        let moved =
            state.move(solution[0].piece, rows: 0, columns: 1) || state.move(solution[0].piece, rows: 0, columns: -1)
        #expect(moved)
        #expect(!state.isComplete)
        #expect(!state.overlaps.isEmpty)
    }

    @Test("A solution is applied keeping each piece's current turn when the shape allows")
    func applyKeepsEquivalentTurns() {
        var state = PuzzleState(board: .rectangle6x10)
        state.place(.x, at: BoardSpot(row: 0, column: 0, orientation: Orientation(rotation: 3)))
        state.apply([Placement(piece: .x, orientation: .identity, origin: Cell(row: 2, column: 2))])
        // The X looks the same every way round: it stays turned three times, no spin for nothing.
        #expect(state.spot(of: .x) == BoardSpot(row: 2, column: 2, orientation: Orientation(rotation: 3)))
    }
}
