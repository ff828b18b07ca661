import Pentomino
import Testing

@testable import Kit
@testable import Pentominoes

@MainActor
@Suite("Pentominoes scene: a second finger")
struct SceneSecondFingerTests {
    @Test(
        "A second finger dragging another piece while the first drags one steals nothing: each piece ends its own way")
    func secondFingerOnAnotherPiece() {
        let f = SceneFixture()
        let start = f.pointOn(.l)
        let end = f.cellCenter(row: 1, column: 7)
        let other = f.pointOn(.p)
        let steps = 18
        func finger(_ id: Int, _ phase: PointerEvent.Phase, _ location: Point, _ time: Double) {
            f.advance(to: time)
            f.window.handle(PointerEvent(pointerID: id, phase: phase, location: location, timestamp: f.clock.now))
        }
        finger(1, .down, start, 0)
        for step in 1...steps {
            let time = Double(step) / 60
            finger(1, .moved, start + (end - start) * (Double(step) / Double(steps)), time)
            switch step {
            case 4: finger(2, .down, other, time)
            case 5...10: finger(2, .moved, other + Point(x: -12 * Double(step - 4), y: 0), time)
            case 11: finger(2, .up, other + Point(x: -72, y: 0), time)
            default: break
            }
        }
        finger(1, .up, end, Double(steps + 1) / 60)
        f.settle()
        #expect(f.puzzle.spot(of: .l)?.origin == Cell(row: 1, column: 7))
        #expect(f.puzzle.position(of: .p) == .home)
        #expect(!f.pieceView(.l).isHeld && !f.pieceView(.p).isHeld)
    }
}
