import CSDL2
import Sound
import Testing

@testable import Platform

/// The sound device for real, on SDL's dummy audio driver (a device that mixes and discards): it opens at a rate it
/// reports, reads the cues' WAV bytes, and plays them; a driver that does not exist is a clear reason and silence.
@MainActor
@Suite("Mixer device", .serialized)
struct MixerDeviceTests {
    /// Runs `body` with SDL's audio driver forced to `driver` (over any SDL_AUDIODRIVER in the environment).
    private func withAudioDriver(_ driver: String, _ body: () -> Void) {
        SDL_SetHintWithPriority(SDL_HINT_AUDIODRIVER, driver, SDL_HINT_OVERRIDE)
        defer { SDL_ResetHint(SDL_HINT_AUDIODRIVER) }
        body()
    }

    @Test("The dummy device opens, the cues render at its rate and load, and a cue plays")
    func opensAndPlays() {
        withAudioDriver("dummy") {
            let device = MixerDevice()
            defer { device.close() }
            var requestedRate = 0
            let outcome = device.open { rate in
                requestedRate = rate
                return SoundCue.wavFiles(sampleRate: rate)
            }
            #expect(outcome == .opened(driver: "dummy", sampleRate: requestedRate))
            #expect(requestedRate > 0)
            #expect(Set(device.clips.keys) == Set(SoundCue.allCases.map(\.rawValue)), "every WAV was read")
            #expect(device.play(SoundCue.brick.rawValue))
            #expect(!device.play("no such cue"))
        }
    }

    @Test("An audio driver that is not there is unavailable with SDL's reason, and nothing plays")
    func unavailableDriver() {
        withAudioDriver("kinetic-no-such-driver") {
            let device = MixerDevice()
            defer { device.close() }
            let outcome = device.open { _ in ["beep": SoundCue.wall.clip(sampleRate: 8000).wavBytes] }
            guard case .unavailable(let reason) = outcome else {
                Issue.record("opened a driver that does not exist: \(outcome)")
                return
            }
            #expect(reason.contains("kinetic-no-such-driver"), "SDL's reason names the driver: \(reason)")
            #expect(!device.play("beep"))
        }
    }
}
