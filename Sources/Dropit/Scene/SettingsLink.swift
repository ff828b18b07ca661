import Preferences

/// The scene's hold on its settings: the store it reads them from, and the observations that call it back when
/// they change (they last as long as the link, so as long as the scene).
@MainActor
final class SettingsLink {
    let store: PreferencesStore
    private var observations: [SettingObservation] = []

    init(store: PreferencesStore) {
        self.store = store
    }

    func keep(_ observations: [SettingObservation]) {
        self.observations += observations
    }
}
