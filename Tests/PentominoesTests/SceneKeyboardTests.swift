import Pentomino
import Testing

@testable import Kit
@testable import Pentominoes

/// Playing with the keyboard alone: choose a piece by its letter or Tab, lift it onto the board, move and turn it,
/// put it down or send it home — with the same events and the same landing as the mouse.
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

    @Test("An arrow lifts a chosen piece from home onto the first free place, lifted as in a drag; the model waits")
    func arrowLiftsFromHome() throws {
        let f = SceneFixture()
        type(f, "l")
        press(f, .right)
        let hold = try #require(f.scene.keyboardHold)
        #expect(hold.piece == .l && hold.spot == BoardSpot(row: 0, column: 0), "the first arrow only lifts")
        #expect(f.scene.state.position(of: .l) == .home)
        #expect(f.events(named: "piece.lifted").map { $0["piece"] as? String } == ["L"])
        #expect(f.pieceView(.l).isSelectedForAutomation)
        f.settle()
        #expect(f.pieceView(.l).center == f.geometry.center(of: .l, at: hold.spot))
        #expect(f.pieceView(.l).motion.lift.value == 1, "shown lifted, with its shadow")
        #expect(f.pieceView(.l).accessibilityLabel == "piece L, lifted over row 1 column 1")
    }

    @Test("Arrows move the lifted piece a cell, R and F turn it, Return puts it down with the mouse's events")
    func moveTurnAndPlace() throws {
        let f = SceneFixture()
        type(f, "l")
        press(f, .down)
        press(f, .right)
        press(f, .right)
        press(f, .down)
        #expect(f.scene.keyboardHold?.spot.origin == Cell(row: 1, column: 2))
        press(f, .character("r"))
        press(f, .character("f"))
        let hold = try #require(f.scene.keyboardHold)
        #expect(hold.spot.orientation == Orientation(rotation: 1).flipped())
        #expect(f.events(named: "piece.rotated").count == 1 && f.events(named: "piece.flipped").count == 1)
        #expect(f.events(named: "piece.snapped").isEmpty && f.scene.state.position(of: .l) == .home)
        press(f, .enter)
        #expect(f.scene.keyboardHold == nil)
        #expect(f.scene.state.spot(of: .l) == hold.spot)
        let moved = try #require(f.events(named: "piece.moved").last)
        #expect(moved["from"] as? String == "home" && moved["to"] as? String == f.pieceView(.l).positionText)
        let snapped = try #require(f.events(named: "piece.snapped").last)
        #expect(snapped["row"] as? Int == hold.spot.origin.row && snapped["col"] as? Int == hold.spot.origin.column)
        #expect(snapped["orientation"] as? Int == hold.spot.orientation.index)
        f.settle()
        #expect(f.pieceView(.l).center == f.geometry.center(of: .l, at: hold.spot))
        #expect(f.pieceView(.l).motion.lift.value == 0 && !f.pieceView(.l).isSelectedForAutomation)
        #expect(f.window.focusedView === f.pieceView(.l), "the piece keeps the focus for the next move")
        let (row, column) = (hold.spot.origin.row + 1, hold.spot.origin.column + 1)
        #expect(
            f.pieceView(.l).accessibilityLabel
                == "piece L, on the board at row \(row) column \(column), flipped, rotated 270°")
    }

    @Test("An arrow that would take the lifted piece off the grid does nothing")
    func liftedPieceStaysOnGrid() {
        let f = SceneFixture()
        type(f, "i")
        press(f, .right)
        press(f, .up)
        press(f, .left)
        #expect(f.scene.keyboardHold?.spot.origin == Cell(row: 0, column: 0))
    }

    @Test("Escape sends a lifted piece home; a second Escape, with nothing to undo, clears the focus")
    func escapeSendsHome() {
        let f = SceneFixture()
        type(f, "p")
        press(f, .enter)
        press(f, .right)
        press(f, .character("r"))
        press(f, .escape)
        #expect(f.scene.keyboardHold == nil && f.scene.state.position(of: .p) == .home)
        #expect(f.events(named: "piece.home").last?["piece"] as? String == "P")
        #expect(f.window.focusedView === f.pieceView(.p))
        f.settle()
        #expect(f.pieceView(.p).center == f.scene.layout.tray.homeCenters[.p])
        #expect(f.pieceView(.p).transform.b == 0 && f.pieceView(.p).transform.a > 0, "home unturned")
        press(f, .escape)
        #expect(f.window.focusedView == nil)
    }

    @Test("A second piece lifted from home skips the cells the first one covers")
    func secondPieceGoesToFreeCells() throws {
        let f = SceneFixture()
        type(f, "i")
        press(f, .enter)
        press(f, .enter)
        type(f, "l")
        press(f, .enter)
        let hold = try #require(f.scene.keyboardHold)
        let covered = Set(try #require(f.scene.state.spot(of: .i)).cells(of: .i))
        #expect(covered.isDisjoint(with: hold.spot.cells(of: .l)))
        press(f, .enter)
        #expect(f.scene.state.overlaps.isEmpty)
        #expect(f.events(named: "piece.snapped").map { $0["piece"] as? String } == ["I", "L"])
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
        #expect(f.scene.keyboardHold?.piece == .u)
        press(f, .enter)
        #expect(f.scene.state.spot(of: .u) == BoardSpot(row: 0, column: 0))
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
        #expect(f.scene.state.spot(of: .n)?.orientation == .identity)
        #expect(f.scene.state.position(of: .y) == .home)
    }

    @Test("Choosing another piece, or touching one, puts the lifted piece down where it floats")
    func otherInputPutsDown() throws {
        let f = SceneFixture()
        type(f, "t")
        press(f, .down)
        press(f, .down)
        let spot = try #require(f.scene.keyboardHold?.spot)
        type(f, "v")
        #expect(f.scene.keyboardHold == nil && f.scene.state.spot(of: .t) == spot)
        #expect(f.window.focusedView === f.pieceView(.v))
        press(f, .enter)
        #expect(f.scene.keyboardHold?.piece == .v)
        f.settle()
        f.click(at: f.pointOn(.t), time: f.time)
        #expect(f.scene.keyboardHold == nil && f.scene.state.spot(of: .v) != nil)
    }

    @Test("Resizing the window keeps a lifted piece lifted over the same cells of the re-laid-out board")
    func resizeWhileLifted() throws {
        let f = SceneFixture()
        type(f, "y")
        press(f, .enter)
        press(f, .down)
        let hold = try #require(f.scene.keyboardHold)
        f.window.resize(to: Size(width: 700, height: 900))
        f.settle()
        #expect(f.scene.keyboardHold?.spot == hold.spot && f.scene.state.position(of: .y) == .home)
        #expect(f.pieceView(.y).center == f.geometry.center(of: .y, at: hold.spot))
        #expect(f.pieceView(.y).motion.lift.value == 1)
    }

    @Test("When the model itself moves a lifted piece (as an undone step does), the piece goes there, let go")
    func modelMoveEndsTheHold() {
        let f = SceneFixture()
        type(f, "u")
        press(f, .enter)
        press(f, .down)
        let spot = BoardSpot(row: 3, column: 6)
        f.scene.state.place(.u, at: spot)
        f.scene.syncPiece(.u, style: f.scene.snapStyle)
        f.settle()
        #expect(f.scene.keyboardHold == nil && !f.pieceView(.u).isSelectedForAutomation)
        #expect(f.pieceView(.u).center == f.geometry.center(of: .u, at: spot))
        #expect(f.pieceView(.u).motion.lift.value == 0)
        press(f, .down)
        #expect(f.scene.state.spot(of: .u)?.origin == Cell(row: 4, column: 6), "the arrows move it as a placed piece")
    }

    @Test("Ctrl with a letter is a shortcut, never a choice, turn or flip")
    func controlLettersAreShortcuts() {
        let f = SceneFixture()
        type(f, "n")
        press(f, .enter)
        press(f, .character("r"), .control)
        press(f, .character("f"), .control)
        press(f, .character("l"), .control)
        #expect(f.scene.keyboardHold?.spot.orientation == .identity)
        #expect(f.window.focusedView === f.pieceView(.n))
    }

    @Test("Reset while a piece is lifted puts it down first, then sends everything home")
    func resetWhileLifted() {
        let f = SceneFixture()
        type(f, "x")
        press(f, .enter)
        f.scene.reset()
        f.settle()
        #expect(f.scene.keyboardHold == nil && f.scene.state.placedPieces.isEmpty)
        #expect(!f.pieceView(.x).isSelectedForAutomation && f.pieceView(.x).motion.lift.value == 0)
        #expect(f.pieceView(.x).center == f.scene.layout.tray.homeCenters[.x])
    }

    @Test("The caption under the board lists the keys while a piece is lifted, and goes back after")
    func captionShowsKeys() {
        let f = SceneFixture()
        type(f, "w")
        press(f, .enter)
        #expect(f.scene.caption.text.contains("Return"))
        press(f, .enter)
        // The how-to-play help again (a shorter one now that the move count shares the line).
        #expect(PentominoesScene.captionTexts.contains(f.scene.caption.text))
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
        #expect(f.scene.keyboardHold == nil)
        #expect(f.scene.state.spot(of: .n)?.orientation == Orientation(rotation: 1))
        tree.refresh()
        let placed = try #require(tree.snapshot.node(withIdentifier: "pentominoes.piece.N"))
        #expect(placed.name.hasPrefix("piece N, on the board at row ") && placed.name.hasSuffix(", rotated 90°"))
    }
}
