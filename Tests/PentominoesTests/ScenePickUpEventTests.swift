import Pentomino
import Testing

@testable import Kit
@testable import Pentominoes

@MainActor
@Suite("Pentominoes scene: picking a piece up")
struct ScenePickUpEventTests {
    @Test("A drag lifts the piece: piece.lifted before it moves and snaps; a click that turns it lifts nothing")
    func liftedOnDrag() {
        let f = SceneFixture()
        f.dragPiece(.x, toCell: 2, 3, time: 0)
        f.settle()
        let names = f.events.map(\.name).filter { $0.hasPrefix("piece.") }
        #expect(names == ["piece.lifted", "piece.moved", "piece.snapped"])
        #expect(f.events(named: "piece.lifted").first?["piece"] as? String == "X")
        f.click(at: f.pointOn(.x), time: f.time)
        f.settle()
        #expect(f.events(named: "piece.lifted").count == 1)
        #expect(f.events(named: "piece.rotated").count == 1)
    }
}
