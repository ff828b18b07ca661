import Pentomino
import Testing

@testable import Kit
@testable import Pentominoes

@Suite("Layout")
struct LayoutTests {
    static let sizes = [
        Size(width: 1024, height: 660), Size(width: 660, height: 964), Size(width: 800, height: 540),
        Size(width: 1800, height: 1100), Size(width: 520, height: 900), Size(width: 640, height: 480),
    ]

    @Test("Board, tray and toolbar never overlap and stay inside the window, for every board and window shape")
    func noOverlaps() {
        for size in Self.sizes {
            for board in Board.builtIns {
                let layout = PentominoesLayout(size: size, board: board)
                let bounds = Rect(origin: .zero, size: size)
                let boardRect = layout.board.frame.insetBy(
                    dx: -PentominoesLayout.boardRim, dy: -PentominoesLayout.boardRim)
                #expect(bounds.contains(Point(x: boardRect.minX, y: boardRect.minY)))
                #expect(bounds.contains(Point(x: boardRect.maxX - 0.5, y: boardRect.maxY - 0.5)))
                let homes = layout.tray.homeCenters.map { piece, center -> Rect in
                    let shape = piece.size(in: .identity)
                    return Rect(
                        center: center,
                        size: Size(
                            width: Double(shape.columns) * layout.tray.cellSize,
                            height: Double(shape.rows) * layout.tray.cellSize))
                }
                for (index, home) in homes.enumerated() {
                    #expect(!home.intersects(boardRect), "\(size) \(board.name)")
                    #expect(bounds.contains(home.center))
                    for other in homes[(index + 1)...] { #expect(!home.intersects(other)) }
                    for control in layout.chipFrames + layout.buttonFrames + [layout.captionFrame] {
                        #expect(!home.intersects(control))
                    }
                }
                #expect(!layout.captionFrame.intersects(boardRect) && layout.captionFrame.maxY <= size.height)
                let controls = layout.chipFrames + layout.buttonFrames
                for (index, control) in controls.enumerated() {
                    #expect(!control.intersects(boardRect))
                    #expect(control.maxX <= size.width && control.minX >= 0)
                    for other in controls[(index + 1)...] { #expect(!control.intersects(other), "\(size)") }
                }
            }
        }
    }

    @Test("A wide window puts the tray beside a 6×10 board; a tall one puts it below")
    func trayFollowsTheWindowShape() {
        let wide = PentominoesLayout(size: Size(width: 1024, height: 660), board: .rectangle6x10)
        let tall = PentominoesLayout(size: Size(width: 660, height: 964), board: .rectangle6x10)
        let wideTrayLeft = wide.tray.homeCenters.values.map(\.x).min() ?? 0
        let tallTrayTop = tall.tray.homeCenters.values.map(\.y).min() ?? 0
        #expect(wideTrayLeft > wide.board.frame.maxX)
        #expect(tallTrayTop > tall.board.frame.maxY)
    }

    @Test("Board cells are whole points on whole-point origins, so grid lines stay crisp")
    func wholePointGrid() {
        for size in Self.sizes {
            for board in Board.builtIns {
                let geometry = PentominoesLayout(size: size, board: board).board
                #expect(geometry.cellSize == geometry.cellSize.rounded())
                #expect(geometry.frame.minX == geometry.frame.minX.rounded())
                #expect(geometry.frame.minY == geometry.frame.minY.rounded())
                #expect(geometry.cellSize >= 20, "\(size) \(board.name)")
            }
        }
    }

    @Test("Times read as minutes and seconds")
    func timeFormat() {
        #expect(PuzzleTimer.format(42.9) == "0:42")
        #expect(PuzzleTimer.format(725) == "12:05")
        #expect(PuzzleTimer.format(3729) == "1:02:09")
    }

    @Test("At 1024 points wide the chips and all five buttons share one row, the buttons centred on the chips")
    func oneToolbarRow() {
        let layout = PentominoesLayout(size: Size(width: 1024, height: 720), board: .rectangle6x10)
        #expect(layout.buttonFrames.count == 5)
        let chipsMiddle = layout.chipFrames[0].midY
        #expect(layout.buttonFrames.allSatisfy { $0.midY == chipsMiddle })
        #expect(layout.buttonFrames[0].minX > layout.chipFrames.last!.maxX)
    }
}
