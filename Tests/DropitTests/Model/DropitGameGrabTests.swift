import Testing

@testable import Dropit

@Suite("Grabbing and throwing Dropit's squares")
struct DropitGameGrabTests {
    @Test("a grab takes the newest square, which then never rests; a second grab takes nothing")
    func grab() {
        var game = DropitGame.on(Fields.open)
        game.send(.drop(.column(1)), at: 0)
        game.send(.drop(.column(3)), at: 0)
        #expect(game.send(.grab, at: 0) == [.attach(2), .announce(.attachmentBegan(number: 2))])
        #expect(game.grabbedSquare?.number == 2)
        game.send(.stasis, at: 0)
        #expect(!game.squares[1].isResting)
        #expect(game.send(.grab, at: 0).isEmpty)
    }

    @Test("a grab with nothing dropped takes nothing")
    func nothingToGrab() {
        var game = DropitGame.on(Fields.open)
        #expect(game.send(.grab, at: 0).isEmpty)
        #expect(game.send(.release(throwing: nil), at: 0).isEmpty)
    }

    @Test("a throw keeps the pointer's velocity up to the fastest throw; letting go without one keeps the square's")
    func release() {
        var game = DropitGame.on(Fields.open)
        game.send(.drop(.column(1)), at: 0)
        game.send(.grab, at: 0)
        let flick = FieldPoint(x: -3_000, y: -4_000)
        let capped = FieldPoint(x: -1_500, y: -2_000)
        #expect(
            game.send(.release(throwing: flick), at: 0) == [
                .detach(1, velocity: capped), .announce(.attachmentEnded(number: 1, velocity: capped)),
            ])
        #expect(game.grabbedSquare == nil)
        game.send(.grab, at: 0)
        #expect(
            game.send(.release(throwing: nil), at: 0) == [
                .detach(1, velocity: nil), .announce(.attachmentEnded(number: 1, velocity: .zero)),
            ])
    }
}
