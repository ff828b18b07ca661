import Pentomino
import Testing

@testable import Kit
@testable import Pentominoes

@MainActor
@Suite("Pentominoes scene: undo and redo")
struct SceneUndoTests {
    private func press(_ f: SceneFixture, _ letter: Character, _ modifiers: KeyEvent.Modifiers) {
        f.window.handle(KeyEvent(key: .character(letter), modifiers: modifiers))
    }

    @Test("Ctrl+Z sends a placed piece home, animated; Ctrl+Shift+Z and Ctrl+Y put it back")
    func keys() {
        let f = SceneFixture()
        #expect(!f.scene.undoButton.isEnabled && !f.scene.redoButton.isEnabled)
        f.dragPiece(.x, toCell: 2, 3, time: 0)
        f.settle()
        let spot = f.scene.state.spot(of: .x)
        #expect(spot != nil && f.scene.undoButton.isEnabled)

        press(f, "z", .control)
        #expect(f.scene.state.position(of: .x) == .home)
        #expect(f.events(named: "pentominoes.undo").last?["pieces"] as? String == "X")
        #expect(f.events(named: "piece.home").last?["piece"] as? String == "X")
        #expect(!f.scene.undoButton.isEnabled && f.scene.redoButton.isEnabled)
        f.runFrames(for: 0.05)
        #expect(f.pieceView(.x).center != f.scene.target(of: .x).center, "the piece travels home, animated")
        f.settle()
        #expect(f.pieceView(.x).center == f.scene.layout.tray.homeCenters[.x])

        press(f, "Z", [.control, .shift])
        #expect(f.scene.state.spot(of: .x) == spot)
        #expect(f.events(named: "pentominoes.redo").count == 1)
        press(f, "z", .control)
        press(f, "y", .control)
        #expect(f.scene.state.spot(of: .x) == spot)
        #expect(f.events(named: "pentominoes.redo").count == 2)
    }

    @Test("The buttons undo a turn and a flip one at a time, each piece turning back on screen")
    func buttons() {
        let f = SceneFixture()
        f.dragPiece(.f, toCell: 2, 3, time: 0)
        f.settle()
        let placed = f.scene.state.spot(of: .f)
        f.scene.rotate(.f)
        f.scene.flip(.f)
        f.settle()
        f.click(at: f.scene.undoButton.frameInWindow.center, time: f.time)
        #expect(f.scene.state.spot(of: .f)?.orientation == placed?.orientation.rotatedClockwise())
        f.click(at: f.scene.undoButton.frameInWindow.center, time: f.time + 0.5)
        f.settle()
        #expect(f.scene.state.spot(of: .f) == placed)
        #expect(f.pieceView(.f).motion.targetOrientation == placed?.orientation && f.pieceView(.f).motion.isSettled)
        f.click(at: f.scene.redoButton.frameInWindow.center, time: f.time)
        #expect(f.scene.state.spot(of: .f)?.orientation == placed?.orientation.rotatedClockwise())
    }

    @Test("Solve and Reset are one step each: undo brings back the pieces as they were before")
    func solveAndReset() {
        let f = SceneFixture()
        f.dragPiece(.x, toCell: 2, 3, time: 0)
        f.settle()
        let before = f.scene.state.positions
        f.scene.solve()
        f.settle()
        let solved = f.scene.state.positions
        f.scene.reset()
        f.settle()
        f.scene.undo()
        #expect(f.scene.state.positions == solved)
        f.scene.undo()
        #expect(f.scene.state.positions == before)
        f.settle()
        for piece in Piece.allCases { #expect(f.pieceView(piece).center == f.scene.target(of: piece).center) }
    }

    @Test("Undo does nothing while Solve runs; each board keeps its own history")
    func guardsAndBoards() {
        let f = SceneFixture()
        f.dragPiece(.x, toCell: 2, 3, time: 0)
        f.settle()
        f.scene.solve()
        f.scene.undo()
        #expect(f.scene.state.isComplete && f.events(named: "pentominoes.undo").isEmpty)
        f.settle()
        f.scene.select(.rectangle5x12)
        #expect(!f.scene.undoButton.isEnabled)
        f.scene.select(.rectangle6x10)
        f.scene.undo()
        #expect(f.scene.state.placedPieces.map(\.piece) == [.x])
    }

    @Test("Undo waits while the keyboard holds a lifted piece, as it does during a drag")
    func waitsForALiftedPiece() {
        let f = SceneFixture()
        f.dragPiece(.x, toCell: 2, 3, time: 0)
        f.settle()
        press(f, "l", [])
        f.window.handle(KeyEvent(key: .right, modifiers: []))
        #expect(f.scene.keyboardHold?.piece == .l)
        press(f, "z", .control)
        #expect(f.scene.state.spot(of: .x) != nil && f.events(named: "pentominoes.undo").isEmpty)
        #expect(f.scene.keyboardHold?.piece == .l, "the lifted piece stays in hand")
        f.window.handle(KeyEvent(key: .escape, modifiers: []))
        press(f, "z", .control)
        #expect(f.scene.state.position(of: .x) == .home, "once the piece is put away, undo works")
    }
}
