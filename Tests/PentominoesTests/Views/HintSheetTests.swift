import Pentomino
import Testing

@testable import Kit
@testable import Pentominoes

/// The hint sheet is a picture to read at a glance: it fills most of the window and its cells fall on whole
/// device pixels, so the grid and the pieces' edges are crisp.
@MainActor
@Suite("Pentominoes hint sheet")
struct HintSheetTests {
    private func showHint(_ f: SceneFixture) throws -> (sheet: View, board: HintBoardView) {
        f.click(at: f.toolbar.hint.frameInWindow.center, time: f.time)
        f.runFrames(for: 0.6)
        let sheet = try #require(f.window.rootView.view(withIdentifier: "pentominoes.hint.sheet"))
        let board = try #require(f.window.rootView.view(withIdentifier: "pentominoes.hint.board") as? HintBoardView)
        return (sheet, board)
    }

    /// The board picture's height in the sheet, frame included.
    private func pictureHeight(_ board: HintBoardView, rows: Int) -> Double {
        Double(rows) * HintBoardView.cellSize(for: board.board, in: board.bounds.size) + 2 * HintBoardView.frameWidth
    }

    @Test("The hint's board fills most of the window, well beyond the default sheet's size")
    func boardFillsMostOfTheWindow() throws {
        let f = SceneFixture(size: Size(width: 1024, height: 720))
        let (sheet, board) = try showHint(f)
        #expect(sheet.frameInWindow.width > Scene.sheetMaximumSize.width, "the sheet is not capped at a form's width")
        let cell = HintBoardView.cellSize(for: .rectangle6x10, in: board.bounds.size)
        #expect(cell * 10 > 0.7 * 1024, "the 6×10 picture spans most of the window's width")
        #expect(cell >= 2 * f.tray.cellSize, "a hint cell is far larger than a tray cell")
        #expect(abs(board.bounds.height - pictureHeight(board, rows: 6)) < 1, "the sheet wraps the picture")
    }

    @Test("A long board's sheet wraps it: no band of empty sheet above and below")
    func longBoardSheetWrapsIt() throws {
        let f = SceneFixture(
            size: Size(width: 1024, height: 720), board: try #require(Board.builtIns.first { $0.rows == 3 }))
        let (sheet, board) = try showHint(f)
        #expect(sheet.frameInWindow.width > 0.9 * (1024 - 2 * Scene.sheetMargin))
        #expect(sheet.frameInWindow.height < 0.5 * 720)
        #expect(abs(board.bounds.height - pictureHeight(board, rows: 3)) < 1)
    }

    @Test("Cells are whole device pixels at the window's scale, and never larger than the picture's cap")
    func cellsAreWholePixels() {
        for scale in [1.0, 1.25, 1.5, 2] {
            for width in stride(from: 300.0, through: 1300, by: 77) {
                let cell = HintBoardView.cellSize(
                    for: .rectangle6x10, in: Size(width: width, height: 600), scale: scale)
                let pixels = cell * scale
                #expect(abs(pixels - pixels.rounded()) < 1e-9, "\(cell) pt at scale \(scale)")
                #expect(cell * 10 + 2 * HintBoardView.frameWidth <= width && cell <= HintBoardView.maximumCell)
            }
        }
    }
}
