import Kit
import Testing

@testable import Dropit

@MainActor
@Suite("Dropit stasis and the display link")
struct StasisTests {
    @Test("dropped squares come to rest, the animator reports stasis and the link pauses so the app can sleep")
    func squaresComeToRest() throws {
        let f = DropitFixture()
        f.runUntilStasis()
        let quietStart = f.eventNames.count
        for _ in 0..<8 { f.scene.dropSquare() }
        #expect(f.scene.isLinkRunning)
        #expect(f.window.isAnimating)
        #expect(f.eventNames[quietStart...].first == "animator.resumed")
        let took = try #require(f.runUntilStasis(limit: 10), "the squares never came to rest")
        #expect(took < 5)
        #expect(!f.scene.animator.isRunning)
        #expect(f.scene.squares.allSatisfy { $0.status.isResting })
        #expect(f.eventNames.last == "animator.paused")
        #expect(f.events("animator.paused").last?.contains(#""reason":"stasis""#) == true)
        // Asleep: frames pass and nothing moves, and nothing asks for frames.
        let resting = f.scene.squares.map(\.center)
        f.run(seconds: 1)
        #expect(f.scene.squares.map(\.center) == resting)
        #expect(!f.window.isAnimating)
    }

    @Test("every square rests inside the field, on the floor or on another square")
    func squaresRestInsideTheField() {
        let f = DropitFixture()
        for _ in 0..<20 {
            f.scene.dropSquare()
            f.run(seconds: 0.2)
        }
        f.runUntilStasis()
        let bounds = f.scene.field.bounds
        for square in f.scene.squares {
            #expect(bounds.insetBy(dx: -0.5, dy: -0.5).contains(square.frame.origin))
            #expect(square.frame.maxY <= bounds.maxY + 0.5)
        }
        #expect(f.scene.droppedCount == 20)
    }

    @Test("hiding the scene pauses the link; showing it again resumes where it was")
    func hidingPauses() {
        let f = DropitFixture()
        let square = f.scene.dropSquare()
        f.run(seconds: 0.2)
        f.scene.sceneWillDisappear()
        #expect(!f.scene.isLinkRunning)
        #expect(f.events("animator.paused").last?.contains(#""reason":"hidden""#) == true)
        let frozen = square?.center
        f.run(seconds: 1)
        #expect(square?.center == frozen, "a hidden scene does not simulate")
        f.scene.sceneDidAppear()
        #expect(f.scene.isLinkRunning)
        f.run(seconds: 0.1)
        #expect(square?.center != frozen)
    }

    @Test(
        "a click drops into the column clicked, wherever in it, when none beside it is less filled; the marker follows")
    func clicksDropInTheClickedColumn() {
        let f = DropitFixture()
        let pitch = f.scene.pitch
        for (x, y) in [(2.2 * pitch, 30.0), (4.9 * pitch, 400.0), (9.5 * pitch, 200.0)] {
            f.pointer(.down, at: Point(x: x, y: y))
            f.pointer(.up, at: Point(x: x, y: y))
            f.run(seconds: 0.4)
        }
        f.runUntilStasis()
        #expect(f.scene.squares.map { Int($0.center.x / pitch) } == [2, 4, 9])
        #expect(f.scene.markedColumn == 9)
    }
}
