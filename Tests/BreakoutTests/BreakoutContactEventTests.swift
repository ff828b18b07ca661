import Testing

@testable import Breakout
@testable import Kit

@MainActor
@Suite("Breakout: contact events the sound effects follow")
struct BreakoutContactEventTests {
    @Test("A ball bouncing off the side wall logs wall.hit once, naming the ball")
    func wallHit() {
        let f = BreakoutFixture(settings: BreakoutSceneTests.plainRow)
        let field = f.scene.field.bounds
        let ball = f.addBall(at: Point(x: field.width - 120, y: field.height / 2), velocity: Point(x: 480, y: -40))
        #expect(f.run(upTo: 1) { f.events.count("wall.hit") == 1 })
        f.run(seconds: 0.3)  // on its way back across the field
        #expect(f.events.count("wall.hit") == 1, "one bounce, one event")
        #expect(f.events.named("wall.hit").first?["ball"] as? Int == ball.index)
        #expect(f.events.count("brick.hit") == 0 && f.events.count("paddle.hit") == 0)
    }
}
