/// Settings that have an effect only while others hold certain values (`Setting.enabledCondition`): whether one is
/// in effect now, and why not, from the stored values.
extension PreferencesStore {
    /// Whether `setting` has an effect with the values stored now (always, for one with no condition).
    public func isInEffect(_ setting: Setting) -> Bool {
        setting.enabledCondition?.isMet { value(for: $0) } ?? true
    }

    /// Why `setting` has no effect now, as a sentence for its row ("Has no effect while “Gravity” and
    /// “Tilt gravity” are off."); nil while it is in effect.
    public func reasonNotInEffect(_ setting: Setting) -> String? {
        guard let condition = setting.enabledCondition, !condition.isMet({ value(for: $0) }) else { return nil }
        return "Has no effect while \(condition.unmetDescription { value(for: $0) })."
    }

    /// A condition naming a setting no section declares could never change: trap at launch instead.
    static func checkConditionsNameDeclaredSettings(in sections: [SettingsSection]) {
        let declared = Set(sections.flatMap(\.settings).map(\.key))
        for setting in sections.flatMap(\.settings) {
            let missing = (setting.enabledCondition?.settings ?? []).map(\.key).filter { !declared.contains($0) }
            precondition(
                missing.isEmpty,
                "\(setting.key) depends on \(missing), which no settings section declares: add it to a section")
        }
    }
}
