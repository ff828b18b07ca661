import Kit
import Sound
import Testing

@testable import Breakout

/// Which of Breakout's events play which of its cues, heard as the app hears them: through an event log.
@MainActor
@Suite("Breakout's sounds")
struct BreakoutSoundsTests {
    let table = CueTable([BreakoutSounds.scene])

    func heard(_ name: String, _ fields: [String: AutomationValue] = [:]) -> SoundCue? {
        let log = EventLog(clock: { 0 }, sink: nil)
        var played: SoundCue?
        log.addObserver { played = table.cue(for: $0) }
        log.emit(name, fields)
        return played
    }

    @Test("Paddle, wall, brick, lost ball; game over by outcome; every cue is played by some event")
    func events() {
        let played = [
            heard("paddle.hit", ["ball": 0, "offset": .double(0.2)]),
            heard("wall.hit", ["ball": 0]),
            heard("brick.hit", ["row": 1, "col": 2, "remaining_hits": 0]),
            heard("ball.lost", ["ball": 0, "balls_in_play": 0]),
            heard("game.over", ["won": true, "score": 40, "level": 1]),
            heard("game.over", ["won": false, "score": 3, "level": 1]),
        ]
        #expect(played.map { $0?.name } == ["paddle", "wall", "brick", "ballLost", "levelCleared", "gameOver"])
        #expect(Set(played.compactMap { $0 }) == Set(BreakoutSounds.scene.cues))
    }

    @Test("What is already heard, or not a sound at all, is silent")
    func silent() {
        #expect(heard("game.over") == nil, "an outcome without its field is not guessed")
        #expect(heard("brick.destroyed", ["cause": "explosion"]) == nil, "the hit already clinked")
        #expect(heard("ball.launched") == nil)
    }
}
