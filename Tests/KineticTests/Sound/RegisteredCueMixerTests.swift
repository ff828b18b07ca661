import CSDL2
import KineticAssembly
import Sound
import Testing

@testable import Platform

/// Every registered cue through the sound device for real, on SDL's dummy audio driver (a device that mixes
/// and discards): the clips render at the rate it reports, the device reads every one, and a cue plays by name.
@MainActor
@Suite("Registered cues in the mixer", .serialized)
struct RegisteredCueMixerTests {
    @Test("The dummy device opens, every registered cue renders at its rate and loads, and a cue plays")
    func opensAndPlays() {
        SDL_SetHintWithPriority(SDL_HINT_AUDIODRIVER, "dummy", SDL_HINT_OVERRIDE)
        defer { SDL_ResetHint(SDL_HINT_AUDIODRIVER) }
        let cues = SceneRegistry.soundCues
        let device = MixerDevice()
        defer { device.close() }
        var requestedRate = 0
        let outcome = device.open { rate in
            requestedRate = rate
            return SoundCue.wavFiles(cues, sampleRate: rate)
        }
        #expect(outcome == .opened(driver: "dummy", sampleRate: requestedRate))
        #expect(requestedRate > 0)
        #expect(Set(device.clips.keys) == Set(cues.map(\.name)), "every WAV was read")
        #expect(device.play("brick"))
        #expect(!device.play("no such cue"))
    }
}
