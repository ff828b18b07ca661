import Kit
import Testing

@testable import Dropit

@MainActor
@Suite("Dropit layout")
struct LayoutTests {
    private func restingField() -> (DropitFixture, [SquareView]) {
        let f = DropitFixture()
        let dropped = [0, 1, 1, 10, 11].compactMap { column -> SquareView? in
            let square = f.scene.dropSquare(column: column)
            f.run(seconds: 0.4)
            return square
        }
        f.runUntilStasis()
        return (f, dropped)
    }

    /// Each square's height above the floor, in points.
    private func heights(_ f: DropitFixture) -> [Double] {
        f.scene.squares.map { f.scene.field.bounds.height - $0.center.y }
    }

    @Test("with room, the side panel stands beside a full field, centred together; narrower, a strip above it")
    func fieldGeometry() {
        let f = DropitFixture(size: Size(width: 1024, height: 720))
        let field = f.scene.field.frame
        let panel = f.scene.rootView.scoreboard.frame
        #expect(f.scene.columns == DropitTuning.maximumColumns)
        #expect(field.width == Double(f.scene.columns) * f.scene.pitch)
        #expect(panel.minX > field.maxX && panel.minY < field.minY)
        #expect(abs((field.minX - DropitLayout.framePadding + panel.maxX) / 2 - 512) < 1, "centred together")
        #expect(f.scene.animator.referenceBounds == f.scene.field.bounds)
        let strip = DropitFixture(size: Size(width: 700, height: 500))
        #expect(strip.scene.columns == 12)
        #expect(abs(strip.scene.field.frame.midX - 350) < 1e-9)
        #expect(strip.scene.rootView.scoreboard.frame.maxY < strip.scene.field.frame.minY)
        let narrow = DropitFixture(size: Size(width: 400, height: 720))
        #expect(narrow.scene.columns == 7)
    }

    @Test("a taller or shorter window keeps resting squares on the floor, and the walls follow")
    func resizeKeepsSquaresOnTheFloor() {
        let (f, dropped) = restingField()
        #expect(dropped.count == 5)
        let before = heights(f)
        for height in [760.0, 560.0] {
            f.window.resize(to: Size(width: 800, height: height))
            f.tick()
            #expect(f.scene.animator.referenceBounds == f.scene.field.bounds)
            let now = heights(f)
            #expect(zip(now, before).allSatisfy { abs($0 - $1) < 0.5 }, "\(now) vs \(before)")
            f.run(seconds: 1)
            #expect(zip(heights(f), before).allSatisfy { abs($0 - $1) < 0.5 }, "nothing fell or jumped")
        }
        #expect(f.scene.squares.count == 5)
        #expect(f.runUntilStasis() != nil)
    }

    @Test("a narrower field sweeps away the squares beyond its new edge and keeps the rest")
    func narrowerFieldSweeps() {
        let (f, _) = restingField()
        f.window.resize(to: Size(width: 420, height: 640))
        f.tick()
        #expect(f.scene.columns == 8)
        #expect(f.scene.squares.count == 3, "the squares in columns 10 and 11 left")
        let bounds = f.scene.field.bounds
        #expect(f.scene.squares.allSatisfy { bounds.contains($0.center) })
        #expect(f.events("field.cleared").isEmpty, "not a sweep of the whole field")
        f.run(seconds: 1)
        #expect(f.scene.field.subviews.count == 4)
    }
}
