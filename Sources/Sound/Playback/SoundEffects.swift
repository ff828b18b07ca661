import Kit
import Preferences

/// The app's sound effects: hears every event the scenes emit, plays the cue the table names for it (if the gate
/// lets it through and sound is on), and follows the Sound settings at once. Scenes know nothing of sound; the
/// table comes from the cues and rules each game declares.
///
/// Each cue the output starts is logged as `sound.played` (`cue`), so automation can see what was heard.
@MainActor
public final class SoundEffects {
    public private(set) var isOn: Bool
    /// Whether `start` was called: until then the output is not prepared (no device is opened).
    public private(set) var isStarted = false
    /// The gain the volume setting gives, 0...1.
    public private(set) var gain: Double
    private let events: EventLog
    private let output: SoundOutput
    private let table: CueTable
    private var gate = CueGate()
    private var observations: [SettingObservation] = []

    public init(events: EventLog, preferences: PreferencesStore, output: SoundOutput, table: CueTable) {
        self.events = events
        self.output = output
        self.table = table
        isOn = preferences[SoundSettings.enabled]
        gain = SoundSettings.gain(forVolume: preferences[SoundSettings.volume])
        output.setGain(gain)
        observations = [
            preferences.observe(SoundSettings.enabled) { [weak self] in self?.switchSound(on: $0) },
            preferences.observe(SoundSettings.volume) { [weak self] in self?.setVolume($0) },
        ]
        events.addObserver { [weak self] in self?.hear($0) }
    }

    /// Gets the output ready if sound is on (and whenever it is switched on later). The app calls this once its
    /// first frame is on screen, so opening the audio device never competes with the launch.
    public func start() {
        isStarted = true
        if isOn { output.prepare() }
    }

    private func hear(_ event: LoggedEvent) {
        guard isOn, gain > 0, let cue = table.cue(for: event), gate.admit(cue, at: event.time) else { return }
        guard output.play(cue) else { return }
        events.emit(SoundEvent.played(cue))
    }

    private func switchSound(on: Bool) {
        isOn = on
        if !on {
            output.stopAll()
        } else if isStarted {
            output.prepare()
        }
    }

    private func setVolume(_ percent: Double) {
        gain = SoundSettings.gain(forVolume: percent)
        output.setGain(gain)
    }
}
