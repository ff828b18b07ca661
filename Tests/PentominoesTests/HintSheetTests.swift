import Pentomino
import Testing

@testable import Kit
@testable import Pentominoes

/// The hint sheet is a picture to read at a glance: it fills most of the window and its cells fall on whole
/// device pixels, so the grid and the pieces' edges are crisp.
@MainActor
@Suite("Pentominoes hint sheet")
struct HintSheetTests {
    @Test("The hint's board fills most of the window, well beyond the default sheet's size")
    func boardFillsMostOfTheWindow() throws {
        let f = SceneFixture(size: Size(width: 1024, height: 720))
        f.click(at: f.scene.hintButton.frameInWindow.center, time: 0)
        f.runFrames(for: 0.6)
        let sheet = try #require(f.window.rootView.view(withIdentifier: "pentominoes.hint.sheet"))
        let board = try #require(f.window.rootView.view(withIdentifier: "pentominoes.hint.board") as? HintBoardView)
        #expect(sheet.frameInWindow.width > 0.85 * 1024, "the sheet is not capped at a form's width")
        let cell = HintBoardView.cellSize(for: .rectangle6x10, in: board.bounds.size)
        #expect(cell * 10 > 0.7 * 1024, "the 6×10 picture spans most of the window's width")
        #expect(cell >= 2 * f.scene.layout.tray.cellSize, "a hint cell is far larger than a tray cell")
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
