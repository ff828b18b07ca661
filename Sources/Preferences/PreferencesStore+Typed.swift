/// Typed reads, writes and observation: `store[BreakoutSettings.brickRows]` is an `Int`.
extension PreferencesStore {
    /// The setting's value, valid for it: clamped, or the default when missing or of another type.
    public subscript<Value>(_ setting: TypedSetting<Value>) -> Value {
        get { Value(settingValue: value(for: setting.setting)) ?? setting.defaultValue }
        set { set(newValue.settingValue, for: setting.setting) }
    }

    /// Calls `handler` with the new typed value each time the setting changes (see `observe(_:_:)`).
    public func observe<Value>(
        _ setting: TypedSetting<Value>, _ handler: @escaping @MainActor (Value) -> Void
    ) -> SettingObservation {
        observe(setting.setting) { value in handler(Value(settingValue: value) ?? setting.defaultValue) }
    }
}
