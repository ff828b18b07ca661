import Kit
import Sound
import Testing

@testable import Dropit

/// Which of Dropit's events play its cue, heard as the app hears them: through an event log.
@MainActor
@Suite("Dropit's sounds")
struct DropitSoundsTests {
    let table = CueTable([DropitSounds.scene])

    func heard(_ name: String, _ fields: [String: AutomationValue] = [:]) -> SoundCue? {
        let log = EventLog(clock: { 0 }, sink: nil)
        var played: SoundCue?
        log.addObserver { played = table.cue(for: $0) }
        log.emit(name, fields)
        return played
    }

    @Test("A cleared row plays the row cue; dropping a square is silent")
    func events() {
        #expect(heard("row.cleared", ["row": 3]) == DropitSounds.rowCleared)
        #expect(DropitSounds.scene.cues == [DropitSounds.rowCleared])
        #expect(heard("square.dropped") == nil)
    }
}
