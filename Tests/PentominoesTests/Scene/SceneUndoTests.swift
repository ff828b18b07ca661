import Pentomino
import Testing

@testable import Kit
@testable import Pentominoes

/// Undo and Redo through the keys and the buttons, each piece travelling back on screen. (The rules are the
/// game's: `GameBoardsTests`.)
@MainActor
@Suite("Pentominoes scene: undo and redo")
struct SceneUndoTests {
    private func press(_ f: SceneFixture, _ letter: Character, _ modifiers: KeyEvent.Modifiers) {
        f.window.handle(KeyEvent(key: .character(letter), modifiers: modifiers))
    }

    @Test("Ctrl+Z sends a placed piece home, animated; Ctrl+Shift+Z and Ctrl+Y put it back")
    func keys() {
        let f = SceneFixture()
        #expect(!f.toolbar.undo.isEnabled && !f.toolbar.redo.isEnabled)
        f.dragPiece(.x, toCell: 2, 3, time: 0)
        f.settle()
        let spot = f.puzzle.spot(of: .x)
        #expect(spot != nil && f.toolbar.undo.isEnabled)

        press(f, "z", .control)
        #expect(f.puzzle.position(of: .x) == .home)
        #expect(f.events(named: "pentominoes.undo").last?["pieces"] as? String == "X")
        #expect(f.events(named: "piece.home").last?["piece"] as? String == "X")
        #expect(!f.toolbar.undo.isEnabled && f.toolbar.redo.isEnabled)
        f.runFrames(for: 0.05)
        #expect(f.pieceView(.x).center != f.scene.target(of: .x).center, "the piece travels home, animated")
        f.settle()
        #expect(f.pieceView(.x).center == f.tray.homeCenters[.x])

        press(f, "Z", [.control, .shift])
        #expect(f.puzzle.spot(of: .x) == spot)
        #expect(f.events(named: "pentominoes.redo").count == 1)
        press(f, "z", .control)
        press(f, "y", .control)
        #expect(f.puzzle.spot(of: .x) == spot)
        #expect(f.events(named: "pentominoes.redo").count == 2)
    }

    @Test("The buttons undo a turn and a flip one at a time, each piece turning back on screen")
    func buttons() {
        let f = SceneFixture()
        f.dragPiece(.f, toCell: 2, 3, time: 0)
        f.settle()
        let placed = f.puzzle.spot(of: .f)
        f.scene.send(.turn(.f, .clockwise))
        f.scene.send(.turn(.f, .flip))
        f.settle()
        f.click(at: f.toolbar.undo.frameInWindow.center, time: f.time)
        #expect(f.puzzle.spot(of: .f)?.orientation == placed?.orientation.rotatedClockwise())
        f.click(at: f.toolbar.undo.frameInWindow.center, time: f.time + 0.5)
        f.settle()
        #expect(f.puzzle.spot(of: .f) == placed)
        #expect(f.pieceView(.f).motion.targetOrientation == placed?.orientation && f.pieceView(.f).motion.isSettled)
        f.click(at: f.toolbar.redo.frameInWindow.center, time: f.time)
        #expect(f.puzzle.spot(of: .f)?.orientation == placed?.orientation.rotatedClockwise())
    }
}
