import Kit
import Preferences

/// Writes the settings file soon after a change, on the window's timers, so a slider drag becomes one write and
/// an idle app never wakes for it. The store decides when a save is due; this only sets the alarm.
@MainActor
final class PreferencesAutosave {
    private let store: PreferencesStore
    private let timers: TimerQueue
    private let now: @MainActor () -> Double
    private var observations: [SettingObservation] = []
    private var token: TimerQueue.Token?

    init(store: PreferencesStore, timers: TimerQueue, now: @escaping @MainActor () -> Double) {
        self.store = store
        self.timers = timers
        self.now = now
        observations = store.sections.flatMap(\.settings).map { setting in
            store.observe(setting) { [weak self] _ in self?.scheduleSave() }
        }
        scheduleSave()  // loading may have reset a value of the wrong type: the cleaned file is due
    }

    /// Saves what waits, at quit.
    func flush() {
        if let token { timers.cancel(token) }
        token = nil
        store.flush()
    }

    private func scheduleSave() {
        if let token { timers.cancel(token) }
        guard let due = store.nextSaveDue else { return }
        token = timers.schedule(at: due) { [weak self] in
            guard let self else { return }
            self.token = nil
            self.store.saveIfNeeded(now: self.now())
            self.scheduleSave()  // a change that landed while the timer waited moved the due time later
        }
    }
}
