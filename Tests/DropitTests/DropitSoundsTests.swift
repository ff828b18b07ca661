import Kit
import Sound
import Testing

@testable import Dropit

/// Which of Dropit's events play its cues, heard as the app hears them: typed events through an event log.
@MainActor
@Suite("Dropit's sounds")
struct DropitSoundsTests {
    let table = CueTable([DropitSounds.scene])

    func heard(_ event: DropitEvent) -> SoundCue? {
        let log = EventLog(clock: { 0 }, sink: nil)
        var played: SoundCue?
        log.addObserver { played = table.cue(for: $0) }
        log.emit(event)
        return played
    }

    @Test("A cleared row, a new level and the game's end each play their cue; a drop, a pause or a grab is silent")
    func events() {
        #expect(heard(.rowCleared(row: 3, count: 10, total: 1)) == DropitSounds.rowCleared)
        #expect(heard(.levelReached(level: 2, interval: 3)) == DropitSounds.levelReached)
        #expect(heard(.gameOver(score: 100, level: 1, rows: 1, best: 100)) == DropitSounds.gameOver)
        #expect(heard(.squareDropped(number: 1, column: 2, automatic: false)) == nil)
        #expect(heard(.gamePaused(reason: .user)) == nil)
        #expect(heard(.attachmentBegan(number: 1)) == nil)
        #expect(DropitSounds.scene.cues == [DropitSounds.rowCleared, DropitSounds.levelReached, DropitSounds.gameOver])
    }

    @Test("An event logged by name alone, not as Dropit's own, plays none of its cues")
    func onlyItsOwnEvents() {
        let log = EventLog(clock: { 0 }, sink: nil)
        var played: SoundCue?
        log.addObserver { played = table.cue(for: $0) }
        log.emit("row.cleared", ["row": 3])
        #expect(played == nil, "another game's row.cleared is not Dropit's")
    }
}
