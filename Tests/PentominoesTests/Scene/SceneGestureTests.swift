import Foundation
import Pentomino
import Testing

@testable import Kit
@testable import Pentominoes

@MainActor
@Suite("Pentominoes scene: pointer gestures")
struct SceneGestureTests {
    /// A fixture with the X piece dragged onto 6×10 at origin (2, 2) and everything settled.
    private func fixtureWithXOnBoard() -> SceneFixture {
        let f = SceneFixture()
        f.dragPiece(.x, toCell: 2, 3, time: 0)
        f.settle()
        return f
    }

    @Test("Dragging a piece from home onto the board snaps it to the nearest cell")
    func dragSnapsToNearestCell() {
        let f = fixtureWithXOnBoard()
        #expect(f.puzzle.position(of: .x) == .board(BoardSpot(row: 2, column: 2)))
        let snapped = f.events(named: "piece.snapped")
        #expect(snapped.count == 1)
        #expect(snapped.first?["piece"] as? String == "X")
        #expect(snapped.first?["row"] as? Int == 2 && snapped.first?["col"] as? Int == 2)
        #expect(snapped.first?["orientation"] as? Int == 0)
        #expect(f.events(named: "piece.moved").first?["from"] as? String == "home")
        // Settled exactly on the grid at board size.
        let view = f.pieceView(.x)
        #expect(view.center == f.geometry.center(of: .x, at: BoardSpot(row: 2, column: 2)))
        #expect(abs(view.frameInWindow.width - 3 * f.geometry.cellSize) < 1e-9)
        #expect(view.automationValue == .string("2,2,0"))
    }

    @Test("A released piece snaps to the cell nearest its bounding box's top-left corner", arguments: [0.4, 0.6])
    func releaseOffCentreRoundsToNearest(offset: Double) {
        let f = SceneFixture()
        let cell = f.geometry.cellSize
        // Aim the P's box (2 wide, 3 tall) at top-left (1 + offset, 1 + offset) cells. It is grabbed by its
        // top-left square, whose centre is (0.5, 1) cells from the box centre at board size, 1.15 times that lifted.
        let boxCenter = Point(
            x: f.geometry.frame.minX + (1 + offset + 1) * cell, y: f.geometry.frame.minY + (1 + offset + 1.5) * cell)
        let pointer = boxCenter - Point(x: 0.5 * cell, y: 1.0 * cell) * 1.15
        f.drag(from: f.pointOn(.p), to: pointer, time: 0)
        f.settle()
        let expected = offset < 0.5 ? 1 : 2
        #expect(f.puzzle.spot(of: .p)?.origin == Cell(row: expected, column: expected))
    }

    @Test("A drag that leaves the piece partly outside the grid sends it home, turn and flip undone")
    func dragOffBoardReturnsHome() {
        let f = fixtureWithXOnBoard()
        f.dragPiece(.l, toCell: 0, 0, time: f.time)
        f.settle()
        f.click(at: f.pointOn(.l), time: f.time)  // turn
        f.settle()
        f.click(at: f.pointOn(.l), time: f.time)
        f.click(at: f.pointOn(.l), time: f.time + 0.1)  // flip
        f.settle()
        #expect(f.puzzle.spot(of: .l)?.orientation != .identity)
        // Drag the L past the board's left edge.
        let left = f.geometry.frame.minX
        f.drag(from: f.pointOn(.l), to: Point(x: left - 20, y: f.geometry.frame.midY), time: f.time)
        #expect(f.puzzle.position(of: .l) == .home)
        #expect(f.events(named: "piece.home").last?["piece"] as? String == "L")
        f.settle()
        let view = f.pieceView(.l)
        #expect(view.center == f.tray.homeCenters[.l])
        let homeScale = f.tray.cellSize / PieceView.referenceCell
        #expect(view.transform == AffineTransform(scaleX: homeScale, y: homeScale))
        #expect(view.automationValue == .string("home"))
    }

    @Test("A single tap on a board piece turns it clockwise once the double-tap window has closed")
    func singleTapRotates() {
        let f = fixtureWithXOnBoard()
        f.dragPiece(.l, toCell: 0, 6, time: f.time)
        f.settle()
        let start = f.time
        f.click(at: f.pointOn(.l), time: start)
        f.advance(to: start + SceneFixture.clickHold + 0.29)
        #expect(f.puzzle.spot(of: .l)?.orientation == .identity)
        f.advance(to: start + SceneFixture.clickHold + 0.31)
        #expect(f.puzzle.spot(of: .l)?.orientation == Orientation(rotation: 1))
        #expect(f.events(named: "piece.rotated").count == 1)
        #expect(f.events(named: "piece.flipped").isEmpty)
    }

    @Test("A double tap on a board piece flips it and does not turn it")
    func doubleTapFlips() {
        let f = fixtureWithXOnBoard()
        f.dragPiece(.l, toCell: 0, 6, time: f.time)
        f.settle()
        let start = f.time
        f.click(at: f.pointOn(.l), time: start)
        f.click(at: f.pointOn(.l), time: start + 0.15)
        f.settle()
        #expect(f.puzzle.spot(of: .l)?.orientation == Orientation(isFlipped: true))
        #expect(f.events(named: "piece.flipped").count == 1)
        #expect(f.events(named: "piece.rotated").isEmpty)
        let snapped = f.events(named: "piece.snapped").last
        #expect(snapped?["piece"] as? String == "L" && snapped?["orientation"] as? Int == 4)
    }

    @Test("A flip animates as a squash about the vertical axis; a turn animates as a rigid clockwise turn")
    func flipAndTurnAnimate() {
        let f = fixtureWithXOnBoard()
        f.dragPiece(.l, toCell: 0, 6, time: f.time)
        f.settle()
        let view = f.pieceView(.l)
        let scale = f.geometry.cellSize / PieceView.referenceCell
        f.click(at: f.pointOn(.l), time: f.time)
        f.click(at: f.pointOn(.l), time: f.time + 0.1)
        var widths: [Double] = []
        for _ in 0..<30 {
            f.runFrames(for: 1.0 / 60)
            widths.append(view.transform.a / scale)
            #expect(abs(view.transform.b) < 1e-9 && abs(view.transform.d - scale) < 1e-9)  // no turn, full height
        }
        #expect(widths.contains { abs($0) < 0.5 })  // squashed through the middle: a visible flip
        f.settle()
        #expect(view.transform.a / scale == -1)
        f.click(at: f.pointOn(.l), time: f.time)
        f.advance(to: f.time + 0.3)
        var angles: [Double] = []
        for _ in 0..<30 {
            f.runFrames(for: 1.0 / 60)
            let t = view.transform
            #expect(abs(abs(t.determinant) - scale * scale) < 1e-9)  // rigid: never shrinks while turning
            angles.append(atan2(-t.b, -t.a))  // the mirrored piece's turn, as seen on screen
        }
        #expect(zip(angles, angles.dropFirst()).allSatisfy { $1 >= $0 - 1e-9 })  // always clockwise
        #expect(f.puzzle.spot(of: .l)?.orientation == Orientation(isFlipped: true).rotatedClockwise())
    }

    @Test("Taps and double taps on a piece at home do nothing")
    func tapAtHomeDoesNothing() {
        let f = SceneFixture()
        let before = f.pieceView(.f).transform
        f.click(at: f.pointOn(.f), time: 0)
        f.advance(to: 1)
        f.click(at: f.pointOn(.f), time: 1)
        f.click(at: f.pointOn(.f), time: 1.12)
        f.settle()
        #expect(f.puzzle.position(of: .f) == .home)
        #expect(f.pieceView(.f).transform == before)
        #expect(f.events.isEmpty)
    }

    @Test("A press in the empty corner of a piece's bounding box reaches what is beneath, not the piece")
    func emptyCornerIsNotThePiece() {
        let f = fixtureWithXOnBoard()
        let corner = f.cellCenter(row: 2, column: 2)  // the X's box covers it, its squares do not
        #expect(f.window.rootView.hitTest(corner) !== f.pieceView(.x))
        #expect(f.window.rootView.hitTest(f.cellCenter(row: 3, column: 3)) === f.pieceView(.x))
    }

    @Test("While dragged, the piece follows the pointer in the same event and grows to the drag scale")
    func dragFollowsWithoutLag() {
        let f = SceneFixture()
        let view = f.pieceView(.t)
        let grab = f.pointOn(.t)
        f.pointer(.down, at: grab, time: 0)
        for step in 1...30 {
            let pointer = grab + Point(x: -10 * Double(step), y: 4 * Double(step))
            f.pointer(.moved, at: pointer, time: Double(step) / 60)
            // The grabbed square stays under the pointer at every event (the pan begins after 8 pt).
            if step > 1 { #expect(f.squareCenter(.t, view.squares[0]).distance(to: pointer) < 1e-6) }
        }
        let boardScale = f.geometry.cellSize / PieceView.referenceCell
        let scale = (view.transform.determinant).squareRoot()
        #expect(abs(scale - 1.15 * boardScale) < 0.01)
        #expect(view.isSelectedForAutomation)
        f.pointer(.up, at: grab + Point(x: -300, y: 120), time: 0.6)
    }
}

@MainActor
@Suite("Pentominoes scene: turning back")
struct SceneTurnBackTests {
    /// The L on the board at (0, 6), everything settled.
    private func fixtureWithL() -> SceneFixture {
        let f = SceneFixture()
        f.dragPiece(.l, toCell: 0, 6, time: 0)
        f.settle()
        return f
    }

    @Test("Shift+click turns a piece on the board anticlockwise; a plain click still turns it clockwise")
    func shiftClick() {
        let f = fixtureWithL()
        let point = f.pointOn(.l)
        f.advance(to: f.time + 1)
        f.window.handle(PointerEvent(phase: .down, location: point, timestamp: f.time, modifiers: .shift))
        f.window.handle(PointerEvent(phase: .up, location: point, timestamp: f.time + 0.05, modifiers: .shift))
        f.advance(to: f.time + 0.5)
        #expect(f.puzzle.spot(of: .l)?.orientation == Orientation(rotation: 3))
        #expect(f.events(named: "piece.rotated").last?["orientation"] as? Int == 3)
        f.settle()
        f.click(at: f.pointOn(.l), time: f.time)
        f.advance(to: f.time + 0.5)
        #expect(f.puzzle.spot(of: .l)?.orientation == .identity)
    }

    @Test("A right click turns a piece on the board anticlockwise at once; on a piece at home it does nothing")
    func rightClick() {
        let f = fixtureWithL()
        let point = f.pointOn(.l)
        f.window.handle(PointerEvent(phase: .down, location: point, timestamp: f.time, button: .secondary))
        #expect(f.puzzle.spot(of: .l)?.orientation == Orientation(rotation: 3))
        f.window.handle(PointerEvent(phase: .up, location: point, timestamp: f.time + 0.05, button: .secondary))
        f.advance(to: f.time + 1)
        #expect(f.events(named: "piece.rotated").count == 1, "the release is not a second turn, nor a click")
        f.window.handle(
            PointerEvent(phase: .down, location: f.pointOn(.p), timestamp: f.time, button: .secondary))
        #expect(f.puzzle.position(of: .p) == .home && f.events(named: "piece.rotated").count == 1)
    }

    @Test("Shift+R turns the piece anticlockwise, R clockwise")
    func shiftR() {
        let f = fixtureWithL()
        f.window.handle(KeyEvent(key: .character("r"), modifiers: .shift, timestamp: f.time))
        #expect(f.puzzle.spot(of: .l)?.orientation == Orientation(rotation: 3))
        f.window.handle(KeyEvent(key: .character("r"), timestamp: f.time))
        #expect(f.puzzle.spot(of: .l)?.orientation == .identity)
    }
}
