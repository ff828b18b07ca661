/// Scenes subscribing to their settings so a change applies at once.
extension PreferencesStore {
    /// Calls `handler` with the new value each time the setting's value changes (by `set` or
    /// `resetToDefaults`), synchronously. Not called with the current value: read it first.
    /// Keep the returned observation; releasing it unsubscribes.
    public func observe(
        _ setting: Setting, _ handler: @escaping @MainActor (SettingValue) -> Void
    ) -> SettingObservation {
        let observation = SettingObservation(key: setting.key, handler: handler)
        observers[setting.key, default: []].append(WeakObservation(observation: observation))
        return observation
    }

    func notifyObservers(of setting: Setting) {
        let live = observers[setting.key, default: []].filter(\.isLive)
        observers[setting.key] = live.isEmpty ? nil : live
        let newValue = value(for: setting)
        for entry in live { entry.observation?.deliver(newValue) }
    }
}
