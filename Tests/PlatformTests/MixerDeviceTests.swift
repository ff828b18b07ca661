import CSDL2
import Sound
import Testing

@testable import Platform

/// The sound device for real: a driver that does not exist is a clear reason and silence. (Every registered cue on
/// the dummy driver is tested where all of them are reachable: `RegisteredCueMixerTests` in KineticTests.)
@MainActor
@Suite("Mixer device", .serialized)
struct MixerDeviceTests {
    /// Runs `body` with SDL's audio driver forced to `driver` (over any SDL_AUDIODRIVER in the environment).
    private func withAudioDriver(_ driver: String, _ body: () -> Void) {
        SDL_SetHintWithPriority(SDL_HINT_AUDIODRIVER, driver, SDL_HINT_OVERRIDE)
        defer { SDL_ResetHint(SDL_HINT_AUDIODRIVER) }
        body()
    }

    /// A short knock, for tests of the mixing.
    nonisolated static let knock = SoundCue(
        "knock", recipe: CueRecipe(peak: 0.3, [.tone(.sine, 440, .struck(0.05))]),
        minimumInterval: SoundCue.contactInterval)

    @Test("An audio driver that is not there is unavailable with SDL's reason, and nothing plays")
    func unavailableDriver() {
        withAudioDriver("kinetic-no-such-driver") {
            let device = MixerDevice()
            defer { device.close() }
            let beep = SoundClip(voices: [.tone(.sine, 1000, .struck(0.05))], peak: 0.3, sampleRate: 8000)
            let outcome = device.open { _ in ["beep": beep.wavBytes] }
            guard case .unavailable(let reason) = outcome else {
                Issue.record("opened a driver that does not exist: \(outcome)")
                return
            }
            #expect(reason.contains("kinetic-no-such-driver"), "SDL's reason names the driver: \(reason)")
            #expect(!device.play("beep"))
        }
    }
}
