import Pentomino
import Testing

@testable import Kit
@testable import Pentominoes

@Suite("Snapping to the grid")
struct SnappingTests {
    /// A 6×10 grid at (100, 50) with 40-point cells.
    let geometry = BoardGeometry(origin: Point(x: 100, y: 50), cellSize: 40, rows: 6, columns: 10)

    @Test("The nearest origin rounds the box's top-left corner to the nearest cell corner")
    func nearestOrigin() {
        // The X's 3×3 box centred on cell (2, 3)'s centre has its corner exactly at cell (1, 2).
        let center = geometry.rect(of: Cell(row: 2, column: 3)).center
        #expect(geometry.nearestOrigin(of: .x, in: .identity, centeredAt: center) == Cell(row: 1, column: 2))
        // 19 points off (under half a cell) still rounds back; 21 points rounds on.
        #expect(
            geometry.nearestOrigin(of: .x, in: .identity, centeredAt: center + Point(x: 19, y: -19))
                == Cell(row: 1, column: 2))
        #expect(
            geometry.nearestOrigin(of: .x, in: .identity, centeredAt: center + Point(x: 21, y: -21))
                == Cell(row: 0, column: 3))
    }

    @Test("A box with an odd and an even side snaps on whole cells in every orientation")
    func mixedParityBox() {
        // The U is 3 wide and 2 tall; its centre sits on a cell edge along one axis and mid-cell along the other.
        for orientation in Orientation.all {
            let spot = BoardSpot(row: 2, column: 4, orientation: orientation)
            let center = geometry.center(of: .u, at: spot)
            #expect(geometry.nearestOrigin(of: .u, in: orientation, centeredAt: center) == spot.origin)
        }
    }

    @Test("A piece sticking out of the grid does not snap; the same piece turned to fit does")
    func offBoardForTurnedPieces() {
        let board = Board.rectangle6x10
        // An upright I in the last column fits (5 rows of 6); turned flat there it would stick out 4 columns.
        let upright = BoardSpot(row: 0, column: 9)
        let flat = BoardSpot(row: 0, column: 9, orientation: Orientation(rotation: 1))
        #expect(board.gridContains(.i, upright.orientation, at: upright.origin))
        #expect(!board.gridContains(.i, flat.orientation, at: flat.origin))
        let uprightCenter = geometry.center(of: .i, at: upright)
        #expect(geometry.snap(.i, in: .identity, centeredAt: uprightCenter, on: board) == upright)
        #expect(geometry.snap(.i, in: Orientation(rotation: 1), centeredAt: uprightCenter, on: board) == nil)
        // A turned L's 4×2 box over the bottom edge by one row.
        let low = geometry.center(of: .l, at: BoardSpot(row: 3, column: 0, orientation: Orientation(rotation: 1)))
        #expect(geometry.snap(.l, in: Orientation(rotation: 1), centeredAt: low, on: board) != nil)
        #expect(
            geometry.snap(.l, in: Orientation(rotation: 1), centeredAt: low + Point(x: 0, y: 3 * 40), on: board)
                == nil)
    }

    @Test("A piece may rest over a hole: only the grid's rectangle counts")
    func holesDoNotRejectAPiece() {
        let board = Board.square8x8Center
        #expect(board.gridContains(.x, .identity, at: Cell(row: 2, column: 2)))  // its centre square is a hole
        #expect(!board.contains(Cell(row: 3, column: 3)))
    }

    @Test("The free-play board is an open grid of squares; a puzzle board's holes are not open")
    func openSquares() {
        #expect(Board.blank.isOpenSquare(Cell(row: 0, column: 0)))
        #expect(!Board.blank.isOpenSquare(Cell(row: 8, column: 0)))
        #expect(!Board.square8x8Corners.isOpenSquare(Cell(row: 0, column: 0)))
        #expect(Board.square8x8Corners.isOpenSquare(Cell(row: 0, column: 1)))
    }

    @Test("Open squares group into runs per row, split by holes")
    func openRuns() {
        let center = Board.square8x8Center.openRuns
        #expect(center.filter { $0.row == 3 }.map(\.columns) == [0..<3, 5..<8])
        #expect(center.filter { $0.row == 0 }.map(\.columns) == [0..<8])
        #expect(Board.square8x8Corners.openRuns.first?.columns == 1..<7)
        #expect(Board.blank.openRuns.count == 8)
        #expect(Board.rectangle3x20.openRuns.map(\.columns) == Array(repeating: 0..<20, count: 3))
        #expect(Board.square8x8Diagonal.openRuns.reduce(0) { $0 + $1.columns.count } == 60)
    }
}
