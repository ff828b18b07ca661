import Pentomino
import Testing

@testable import Kit
@testable import Pentominoes

/// Playing with the keyboard alone, through the window: letters and Tab give a piece the focus, keys lift it and
/// put it down, and the lifted piece is shown as a drag shows one. (The rules are the game's: `GameKeyboardTests`.)
@MainActor
@Suite("Pentominoes by keyboard")
struct SceneKeyboardTests {
    private func press(_ f: SceneFixture, _ key: KeyEvent.Key, _ modifiers: KeyEvent.Modifiers = []) {
        f.window.handle(KeyEvent(key: key, modifiers: modifiers, timestamp: f.clock.now))
        f.runFrames(for: 0.05)
    }

    private func type(_ f: SceneFixture, _ letter: Character) {
        press(f, .character(letter))
    }

    private func lifted(_ f: SceneFixture) -> BoardSpot? {
        f.scene.game.hand?.lifted?.spot
    }

    @Test("A piece's letter gives it the focus; plain F flips, so Shift+F chooses the F")
    func letterChoosesPiece() {
        let f = SceneFixture()
        type(f, "l")
        #expect(f.window.focusedView === f.pieceView(.l))
        type(f, "f")
        #expect(f.window.focusedView === f.pieceView(.l), "a plain F is the flip key, not a choice")
        press(f, .character("f"), .shift)
        #expect(f.window.focusedView === f.pieceView(.f))
        press(f, .character("Z"), .shift)
        #expect(f.window.focusedView === f.pieceView(.z))
        #expect(f.events(named: "piece.lifted").isEmpty, "choosing alone lifts nothing")
    }

    @Test("An arrow lifts a chosen piece from home: it floats over the board, lifted with its shadow, selected")
    func arrowLiftsFromHome() throws {
        let f = SceneFixture()
        type(f, "l")
        press(f, .right)
        let spot = try #require(lifted(f))
        #expect(f.events(named: "piece.lifted").map { $0["piece"] as? String } == ["L"])
        #expect(f.pieceView(.l).isSelectedForAutomation && f.pieceView(.l).positionText == "home")
        f.settle()
        #expect(f.pieceView(.l).center == f.geometry.center(of: .l, at: spot))
        #expect(f.pieceView(.l).motion.lift.value == 1, "shown lifted, with its shadow")
        #expect(f.pieceView(.l).accessibilityLabel == "piece L, lifted over row 1 column 1")
    }

    @Test("Return puts the lifted piece down: it settles on its cells at rest, keeping the focus for the next move")
    func returnPutsDown() throws {
        let f = SceneFixture()
        type(f, "l")
        for key: KeyEvent.Key in [.down, .right, .right, .down, .character("r"), .character("f")] { press(f, key) }
        let spot = try #require(lifted(f))
        #expect(spot.orientation == Orientation(rotation: 1).flipped())
        press(f, .enter)
        #expect(f.puzzle.spot(of: .l) == spot)
        #expect(f.events(named: "piece.snapped").last?["orientation"] as? Int == spot.orientation.index)
        f.settle()
        #expect(f.pieceView(.l).center == f.geometry.center(of: .l, at: spot))
        #expect(f.pieceView(.l).motion.lift.value == 0 && !f.pieceView(.l).isSelectedForAutomation)
        #expect(f.window.focusedView === f.pieceView(.l), "the piece keeps the focus for the next move")
    }

    @Test("Escape sends a lifted piece home, unturned; a second Escape, with nothing to do, clears the focus")
    func escapeSendsHome() {
        let f = SceneFixture()
        type(f, "p")
        press(f, .enter)
        press(f, .right)
        press(f, .character("r"))
        press(f, .escape)
        #expect(f.scene.game.hand == nil && f.puzzle.position(of: .p) == .home)
        #expect(f.window.focusedView === f.pieceView(.p))
        f.settle()
        #expect(f.pieceView(.p).center == f.tray.homeCenters[.p])
        #expect(f.pieceView(.p).transform.b == 0 && f.pieceView(.p).transform.a > 0, "home unturned")
        press(f, .escape)
        #expect(f.window.focusedView == nil)
    }

    @Test("Tab reaches a piece at home; Return lifts it and Return puts it down")
    func tabThenReturn() {
        let f = SceneFixture()
        var presses = 0
        while f.window.focusedView !== f.pieceView(.u), presses < 40 {
            press(f, .tab)
            presses += 1
        }
        #expect(f.window.focusedView === f.pieceView(.u))
        press(f, .enter)
        #expect(f.scene.game.hand?.lifted?.piece == .u)
        press(f, .enter)
        #expect(f.puzzle.spot(of: .u) == BoardSpot(row: 0, column: 0))
    }

    @Test("R on a focused piece at home does nothing, not even to the last piece touched on the board")
    func keysNeverFallThroughToAnotherPiece() {
        let f = SceneFixture()
        f.dragPiece(.n, toCell: 1, 1, time: 0)
        f.settle()
        var presses = 0
        while f.window.focusedView !== f.pieceView(.y), presses < 40 {
            press(f, .tab)
            presses += 1
        }
        press(f, .character("r"))
        press(f, .character("f"))
        #expect(f.puzzle.spot(of: .n)?.orientation == .identity)
        #expect(f.puzzle.position(of: .y) == .home)
    }

    @Test("A click on another piece puts the lifted piece down where it floats")
    func clickPutsDown() {
        let f = SceneFixture()
        f.dragPiece(.t, toCell: 4, 4, time: 0)
        f.settle()
        type(f, "v")
        press(f, .enter)
        #expect(f.scene.game.hand?.lifted?.piece == .v)
        f.settle()
        f.click(at: f.pointOn(.t), time: f.time)
        #expect(f.scene.game.hand == nil && f.puzzle.spot(of: .v) != nil)
        #expect(!f.pieceView(.v).isSelectedForAutomation)
    }

    @Test("Resizing the window keeps a lifted piece lifted over the same cells of the re-laid-out board")
    func resizeWhileLifted() throws {
        let f = SceneFixture()
        type(f, "y")
        press(f, .enter)
        press(f, .down)
        let spot = try #require(lifted(f))
        f.window.resize(to: Size(width: 700, height: 900))
        f.settle()
        #expect(lifted(f) == spot && f.puzzle.position(of: .y) == .home)
        #expect(f.pieceView(.y).center == f.geometry.center(of: .y, at: spot))
        #expect(f.pieceView(.y).motion.lift.value == 1)
    }

    @Test("Ctrl with a letter is a shortcut, never a choice, turn or flip")
    func controlLettersAreShortcuts() {
        let f = SceneFixture()
        type(f, "n")
        press(f, .enter)
        press(f, .character("r"), .control)
        press(f, .character("f"), .control)
        press(f, .character("l"), .control)
        #expect(lifted(f)?.orientation == .identity)
        #expect(f.window.focusedView === f.pieceView(.n))
    }

    @Test("Reset while a piece is lifted puts it down first, then sends everything home")
    func resetWhileLifted() {
        let f = SceneFixture()
        type(f, "x")
        press(f, .enter)
        f.scene.reset()
        f.settle()
        #expect(f.scene.game.hand == nil && f.puzzle.placedPieces.isEmpty)
        #expect(!f.pieceView(.x).isSelectedForAutomation && f.pieceView(.x).motion.lift.value == 0)
        #expect(f.pieceView(.x).center == f.tray.homeCenters[.x])
    }

    @Test("The caption under the board lists the keys while a piece is lifted, and goes back after")
    func captionShowsKeys() {
        let f = SceneFixture()
        type(f, "w")
        press(f, .enter)
        #expect(f.captionRow.caption.text.contains("Return"))
        press(f, .enter)
        // The how-to-play help again (a shorter one now that the move count shares the line).
        #expect(PentominoesScene.captionTexts.contains(f.captionRow.caption.text))
    }
}

@MainActor
@Suite("Pentominoes by keyboard, as a screen reader hears it")
struct SceneKeyboardAccessibilityTests {
    @Test("A lifted piece is named by where it floats; an assistive action puts it down there, then acts")
    func liftedPieceNameAndActions() throws {
        let f = SceneFixture()
        f.window.handle(KeyEvent(key: .character("n"), timestamp: f.clock.now))
        f.window.handle(KeyEvent(key: .enter, timestamp: f.clock.now))
        f.window.handle(KeyEvent(key: .down, timestamp: f.clock.now))
        let tree = AccessibilityTree(window: f.window, applicationName: "Kinetic")
        tree.refresh()
        let node = try #require(tree.snapshot.node(withIdentifier: "pentominoes.piece.N"))
        #expect(node.name == "piece N, lifted over row 2 column 1")
        let rotate = try #require(node.actions.firstIndex { $0.name == "rotate" })
        #expect(tree.perform(.action(id: node.id, index: rotate)))
        #expect(f.scene.game.hand == nil)
        #expect(f.puzzle.spot(of: .n)?.orientation == Orientation(rotation: 1))
        tree.refresh()
        let placed = try #require(tree.snapshot.node(withIdentifier: "pentominoes.piece.N"))
        #expect(placed.name.hasPrefix("piece N, on the board at row ") && placed.name.hasSuffix(", rotated 90°"))
    }
}
