import Kit
import Sound
import Testing

@testable import Breakout

/// Which of Breakout's events play which of its cues, heard as the app hears them: through an event log.
@MainActor
@Suite("Breakout's sounds")
struct BreakoutSoundsTests {
    let table = CueTable([BreakoutSounds.scene])

    func heard(_ event: BreakoutEvent) -> SoundCue? {
        let log = EventLog(clock: { 0 }, sink: nil)
        var played: SoundCue?
        log.addObserver { played = table.cue(for: $0) }
        log.emit(event)
        return played
    }

    @Test("Paddle, wall, brick, lost ball; game over by outcome; every cue is played by some event")
    func events() {
        let played = [
            heard(.paddleHit(ball: 0, offset: 0.2)), heard(.wallHit(ball: 0)),
            heard(.brickHit(row: 1, column: 2, remainingHits: 0)), heard(.ballLost(ball: 0, ballsInPlay: 0)),
            heard(.gameOver(won: true, score: 40, level: 1)), heard(.gameOver(won: false, score: 3, level: 1)),
        ]
        #expect(played.map { $0?.name } == ["paddle", "wall", "brick", "ballLost", "levelCleared", "gameOver"])
        #expect(Set(played.compactMap { $0 }) == Set(BreakoutSounds.scene.cues))
    }

    @Test("What is already heard, or not a sound at all, is silent")
    func silent() {
        #expect(
            heard(.brickDestroyed(row: 1, column: 2, points: 10, cause: .explosion, score: 40)) == nil,
            "the hit already clinked")
        #expect(heard(.ballLaunched(ball: 0, source: nil)) == nil)
    }
}
