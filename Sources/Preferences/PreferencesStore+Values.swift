/// Typed reads and validated writes.
extension PreferencesStore {
    /// The setting's value, valid for its kind: clamped, or the default when missing or invalid.
    public func value(for setting: Setting) -> SettingValue {
        setting.validated(entries[setting.key]?.settingValue)
    }

    public func bool(for setting: Setting) -> Bool {
        guard let value = value(for: setting).boolValue else { kindMismatch(setting, "bool") }
        return value
    }

    public func int(for setting: Setting) -> Int {
        guard let value = value(for: setting).intValue else { kindMismatch(setting, "int") }
        return value
    }

    /// Also reads an int setting, widened.
    public func double(for setting: Setting) -> Double {
        guard let value = value(for: setting).doubleValue else { kindMismatch(setting, "double") }
        return value
    }

    /// The stored value of a choice setting (one of its options' `value`s).
    public func string(for setting: Setting) -> String {
        guard let value = value(for: setting).stringValue else { kindMismatch(setting, "choice") }
        return value
    }

    /// Stores the value, clamped or replaced by the default as `Setting.validated` says, and
    /// tells the setting's observers at once if its value changed.
    public func set(_ value: SettingValue, for setting: Setting) {
        let newValue = setting.validated(value)
        let stored = PropertyListValue(newValue)
        guard entries[setting.key] != stored else { return }
        let oldValue = self.value(for: setting)
        entries[setting.key] = stored
        markChanged()
        if newValue != oldValue { notifyObservers(of: setting) }
    }

    /// Puts every setting in `sections` back to its default (by removing it from the file, so a
    /// later release's new default applies) and tells observers of those that changed. Keys no
    /// section declares are left alone.
    public func resetToDefaults() {
        var changed: [Setting] = []
        for setting in sections.flatMap(\.settings) where entries[setting.key] != nil {
            if value(for: setting) != setting.defaultValue { changed.append(setting) }
            entries[setting.key] = nil
            markChanged()
        }
        // Observers run after the whole reset so each sees the other settings already reset.
        changed.forEach(notifyObservers(of:))
    }

    /// Reading a bool setting as a double is a programmer error, found the first time it runs.
    private func kindMismatch(_ setting: Setting, _ requested: String) -> Never {
        preconditionFailure("\(setting.key) is a \(setting.kind) setting, read as \(requested)")
    }
}
