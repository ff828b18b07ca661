import Dynamics
import Kit
import Preferences
import Testing

@testable import Dropit

@MainActor
@Suite("Dropit lining up")
struct AlignmentTests {
    @Test("a square resting off the grid, on a neighbour's edge, snaps into its column and drops into the gap")
    func perchedSquareDropsIntoItsColumn() throws {
        let f = DropitFixture { $0[DropitSettings.obstacle] = false }
        let pitch = f.scene.pitch
        f.scene.dropSquare(column: 0)
        f.scene.dropSquare(column: 2)
        f.runUntilStasis()
        // Half over the gap at column 1, half on column 2's square: it lands on that square's edge.
        let square = try #require(f.scene.dropSquare(column: 1))
        square.center.x += 14
        f.scene.animator.updateItemUsingCurrentState(square)
        var snapped = false
        for _ in 0..<240 {
            f.tick()
            snapped = snapped || f.scene.animator.behaviors.contains { $0 is SnapBehavior }
        }
        #expect(snapped, "a snap behaviour lined it up")
        #expect(f.runUntilStasis() != nil)
        #expect(abs(square.center.x - 1.5 * pitch) < 0.5)
        #expect(abs(square.center.y - (f.scene.field.bounds.height - f.scene.squareSide / 2)) < 0.5)
        #expect(!f.scene.animator.behaviors.contains { $0 is SnapBehavior }, "the snap let go")
    }

    @Test("a square lines up only where its column has room: of two squares pressed together, the free one goes first")
    func onlyIntoRoom() throws {
        let f = DropitFixture { $0[DropitSettings.obstacle] = false }
        let pitch = f.scene.pitch
        let left = try #require(f.scene.dropSquare(column: 1))
        let right = try #require(f.scene.dropSquare(column: 2))
        f.runUntilStasis()
        // Both pushed 6 pt left, touching: the left one's place is taken by the right one's edge.
        for square in [left, right] {
            square.center.x -= 6
            f.scene.animator.updateItemUsingCurrentState(square)
        }
        f.runUntilStasis()
        #expect(abs(left.center.x - 1.5 * pitch) < 0.5, "once the right one moved, the left one followed")
        #expect(abs(right.center.x - 2.5 * pitch) < 0.5)
    }

    @Test("with rotation allowed, a tilted resting square is turned upright the short way")
    func tiltedSquareStandsUp() throws {
        let f = DropitFixture(
            configure: {
                $0[DropitSettings.obstacle] = false
                $0[DropitSettings.rotation] = true
            })
        let square = try #require(f.scene.dropSquare(column: 5))
        f.runUntilStasis()
        // Turned by a quarter and a bit: it looks 0.3 rad off upright.
        square.transform = AffineTransform(rotationAngle: Double.pi / 2 + 0.3)
        square.center.y -= 20
        f.scene.animator.updateItemUsingCurrentState(square)
        f.runUntilStasis()
        #expect(abs(square.tilt) < DropitTuning.alignmentTilt)
        #expect(abs(square.turn) < 0.05, "turned the short way, so its sheen is on top again")
        #expect(abs(square.center.x - 5.5 * f.scene.pitch) < 0.5)
    }
}
