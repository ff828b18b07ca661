import FoundationEssentials
import KineticAssembly
import Kit
import Platform
import Preferences
import Sound
import StandardStreams

/// The app's sound effects, played on SDL's audio device (`MixerAudio`). The device opens in the background once the
/// first frames are on screen, with the host's other later services (`AppHost.afterFirstFrames`): no sound plays
/// before anyone could act, and opening it (PulseAudio, then ALSA) neither delays those frames nor adds to the
/// memory a launch shows. Headless runs open no device and play nothing.
@MainActor
final class AppSound {
    private let mixer: MixerAudio?
    private let effects: SoundEffects

    init(host: AppHost, events: EventLog, preferences: PreferencesStore, headless: Bool) {
        let mixer = headless ? nil : MixerAudio(mailbox: host.mailbox)
        self.mixer = mixer
        let output = mixer.map { SoundOutput.mixer($0, cues: SceneRegistry.soundCues, events: events) } ?? .silent
        let effects = SoundEffects(
            events: events, preferences: preferences, output: output, table: SceneRegistry.cueTable)
        self.effects = effects
        host.afterFirstFrames { effects.start() }
    }

    /// Closes the device (waiting for an open under way): before the host shuts SDL down.
    func close() {
        mixer?.close()
    }
}

extension SoundOutput {
    /// The mixer as the effects' output: the device opens on first use, with each of `cues` rendered at its rate
    /// on the mixer's background thread.
    static func mixer(_ mixer: MixerAudio, cues: [SoundCue], events: EventLog) -> SoundOutput {
        SoundOutput(
            prepare: { mixer.open(clips: { SoundCue.wavFiles(cues, sampleRate: $0) }) { report($0, events: events) } },
            play: { mixer.play($0.name) },
            setGain: { mixer.setGain($0) },
            stopAll: { mixer.stopAll() })
    }

    /// No device is one line on stderr, and otherwise changes nothing.
    private static func report(_ outcome: MixerAudio.Outcome, events: EventLog) {
        switch outcome {
        case .opened(let driver, let sampleRate):
            events.emit(SoundEvent.opened(driver: driver, rate: sampleRate))
        case .unavailable(let reason):
            StandardError.write(
                ("kinetic: no sound (\(reason)); the games play silently. Connect an audio device, then switch "
                    + "Sound effects off and on in Settings.\n"))
            events.emit(SoundEvent.unavailable(reason: reason))
        }
    }
}
