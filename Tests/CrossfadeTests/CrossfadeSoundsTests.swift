import Kit
import Sound
import Testing

@testable import Crossfade

/// Which of Crossfade's events play its cue, heard as the app hears them: through an event log.
@MainActor
@Suite("Crossfade's sounds")
struct CrossfadeSoundsTests {
    let table = CueTable([CrossfadeSounds.scene])

    func heard(_ event: CrossfadeEvent) -> SoundCue? {
        let log = EventLog(clock: { 0 }, sink: nil)
        var played: SoundCue?
        log.addObserver { played = table.cue(for: $0) }
        log.emit(event)
        return played
    }

    @Test("A crossfade starting swishes; its end and a dropped picture are silent")
    func events() {
        #expect(heard(.started(from: "a", to: "b", count: 1)) == CrossfadeSounds.swish)
        #expect(CrossfadeSounds.scene.cues == [CrossfadeSounds.swish])
        #expect(heard(.finished(image: "b")) == nil)
        #expect(heard(.imageReplaced(slot: 0, path: "/x.png")) == nil)
    }

    @Test("Only the typed event swishes: a line that merely has its name does not")
    func typedOnly() {
        #expect(table.cue(for: LoggedEvent(name: "crossfade.started", time: 0)) == nil)
    }
}
