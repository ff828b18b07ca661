import Kit
import Testing

@testable import Sound

@Suite("The cue table: which event plays which cue")
struct CueTableTests {
    let table = CueTable.standard

    func cue(_ name: String, _ fields: [String: AutomationValue] = [:]) -> SoundCue? {
        table.cue(for: LoggedEvent(name: name, fields: fields, time: 0))
    }

    @Test("Breakout: paddle, wall, brick, lost ball; game over by outcome")
    func breakout() {
        #expect(cue("paddle.hit", ["ball": 0, "offset": .double(0.2)]) == .paddle)
        #expect(cue("wall.hit", ["ball": 0]) == .wall)
        #expect(cue("brick.hit", ["row": 1, "col": 2, "remaining_hits": 0]) == .brick)
        #expect(cue("ball.lost", ["ball": 0, "balls_in_play": 0]) == .ballLost)
        #expect(cue("game.over", ["won": true, "score": 40, "level": 1]) == .levelCleared)
        #expect(cue("game.over", ["won": false, "score": 3, "level": 1]) == .gameOver)
        #expect(cue("game.over") == nil, "an outcome without its field is not guessed")
        #expect(cue("brick.destroyed", ["cause": "explosion"]) == nil, "the hit already clinked")
    }

    @Test("Pentominoes, Crossfade and Dropit")
    func otherScenes() {
        #expect(cue("piece.lifted", ["piece": "F"]) == .pickUp)
        #expect(cue("piece.snapped", ["piece": "F"]) == .snap)
        #expect(cue("piece.rotated") == .rotate)
        #expect(cue("piece.flipped") == .flip)
        #expect(cue("puzzle.completed") == .puzzleCompleted)
        #expect(cue("crossfade.started") == .swish)
        #expect(cue("row.cleared", ["row": 3]) == .rowCleared)
    }

    @Test("Everything else is silent: interface events, automation's own, sound's own")
    func silentEvents() {
        for name in ["tab.selected", "setting.changed", "app.ready", "ball.launched", "piece.home", "sound.played"] {
            #expect(cue(name) == nil, "\(name)")
        }
    }

    @Test("Every cue is played by some event")
    func everyCueReachable() {
        #expect(Set(table.rules.map(\.cue)) == Set(SoundCue.allCases))
    }
}
