import Kit
import Sound
import Testing

@testable import Crossfade

/// Which of Crossfade's events play its cue, heard as the app hears them: through an event log.
@MainActor
@Suite("Crossfade's sounds")
struct CrossfadeSoundsTests {
    let table = CueTable([CrossfadeSounds.scene])

    func heard(_ name: String, _ fields: [String: AutomationValue] = [:]) -> SoundCue? {
        let log = EventLog(clock: { 0 }, sink: nil)
        var played: SoundCue?
        log.addObserver { played = table.cue(for: $0) }
        log.emit(name, fields)
        return played
    }

    @Test("A crossfade starting swishes; its end and a dropped picture are silent")
    func events() {
        #expect(heard("crossfade.started", ["from": "a", "to": "b"]) == CrossfadeSounds.swish)
        #expect(CrossfadeSounds.scene.cues == [CrossfadeSounds.swish])
        #expect(heard("crossfade.finished", ["image": "b"]) == nil)
        #expect(heard("crossfade.image.replaced", ["slot": 0, "path": "/x.png"]) == nil)
    }
}
