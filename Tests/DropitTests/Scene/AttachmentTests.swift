import Dynamics
import Kit
import Testing

@testable import Dropit

@MainActor
@Suite("Dropit attachment")
struct AttachmentTests {
    /// Drops three squares and lets them rest; returns the newest.
    private func settledField() -> (DropitFixture, SquareView) {
        let f = DropitFixture()
        var newest: SquareView?
        for column in [1, 3, 9] {
            newest = f.scene.dropSquare(column: column)
            f.run(seconds: 0.1)
        }
        f.runUntilStasis()
        return (f, newest!)
    }

    @Test("a drag ties the newest square to the pointer: it follows the pointer, then falls when released")
    func followsAndReleases() {
        let (f, square) = settledField()
        let start = square.center
        f.pointer(.down, at: start)
        var pointer = start
        let target = Point(x: 11.5 * f.scene.pitch, y: 150)
        for step in 1...20 {
            f.tick()
            pointer = start + (target - start) * (Double(step) / 20)
            f.pointer(.moved, at: pointer)
        }
        #expect(f.eventNames.contains("attachment.began"))
        #expect(f.scene.grabbedSquare === square)
        #expect(f.scene.animator.behaviors.contains { $0 is AttachmentBehavior })
        f.run(seconds: 1.5)
        // The spring holds it one and a quarter pitches from the pointer, sagging a little under gravity.
        let hanging = square.center.distance(to: target)
        #expect(abs(hanging - f.scene.pitch * DropitTuning.grabLengthInPitches) < 8)
        #expect(square.center.y > target.y, "it hangs below the pointer")
        #expect(f.scene.rootView.field.attachmentLine?.anchor == target)
        // Held still, the square comes to rest and the app sleeps even while holding it.
        #expect(f.runUntilStasis(limit: 5) != nil)

        f.pointer(.up, at: target)
        #expect(f.eventNames.last == "attachment.ended")
        #expect(f.scene.grabbedSquare == nil)
        #expect(!f.scene.animator.behaviors.contains { $0 is AttachmentBehavior })
        #expect(f.scene.rootView.field.attachmentLine == nil)
        f.runUntilStasis()
        let floor = f.scene.field.bounds.height
        #expect(abs(square.center.y - (floor - f.scene.squareSide / 2)) < 0.5, "released, it falls to the floor")
        #expect(abs(square.center.x - target.x) < f.scene.pitch)
    }

    @Test("a flick throws the square with the pointer's velocity")
    func flickThrows() {
        let (f, square) = settledField()
        let start = square.center
        f.pointer(.down, at: start)
        for step in 1...6 {
            f.tick()
            f.pointer(.moved, at: start + Point(x: -4 * Double(step), y: -4 * Double(step)))
        }
        f.run(seconds: 0.6)
        let anchor = start + Point(x: -24, y: -24)
        // A quick flick to the left: 300 pt in 1/20 s.
        for step in 1...3 {
            f.tick()
            f.pointer(.moved, at: anchor + Point(x: -100 * Double(step), y: 0))
        }
        let releaseX = square.center.x
        f.pointer(.up, at: anchor + Point(x: -300, y: 0))
        f.run(seconds: 0.1)
        #expect(square.center.x < releaseX - 150, "thrown at thousands of points per second to the left")
        let ended = f.events("attachment.ended").last ?? ""
        #expect(ended.contains(#""vx":-"#))
    }

    @Test("a drag with nothing dropped grabs nothing")
    func nothingToGrab() {
        let f = DropitFixture()
        f.pointer(.down, at: Point(x: 100, y: 100))
        for step in 1...5 {
            f.tick()
            f.pointer(.moved, at: Point(x: 100 + 10 * Double(step), y: 100))
        }
        f.pointer(.up, at: Point(x: 150, y: 100))
        #expect(!f.eventNames.contains("attachment.began"))
        #expect(f.scene.droppedCount == 0, "a drag is not a tap")
    }
}
