/// Turning whatever the file (or a caller) holds into a value valid for this setting, so a
/// hand-edited or older file never breaks a scene.
extension Setting {
    /// The value clamped into range; a missing value, a value of the wrong type, a NaN or an
    /// unknown choice gives the default.
    public func validated(_ value: SettingValue?) -> SettingValue {
        guard let value else { return defaultValue }
        switch kind {
        case .bool:
            return value.boolValue.map(SettingValue.bool) ?? defaultValue
        case .int(let range, _):
            return value.intValue.map { .int($0.clamped(to: range)) } ?? defaultValue
        case .double(let range, _):
            guard let number = value.doubleValue, !number.isNaN else { return defaultValue }
            return .double(number.clamped(to: range))
        case .choice(let options):
            guard let choice = value.stringValue, options.contains(where: { $0.value == choice })
            else { return defaultValue }
            return value
        }
    }
}

extension Comparable {
    func clamped(to range: ClosedRange<Self>) -> Self {
        min(max(self, range.lowerBound), range.upperBound)
    }
}

/// Whether a value in the file has a type this setting reads. Range and options aside: those are clamped or
/// defaulted quietly, as a hand-edited or older file may hold them; a wrong type means the file was damaged.
extension Setting {
    func accepts(_ value: PropertyListValue) -> Bool {
        switch (kind, value) {
        case (.bool, .bool), (.int, .int), (.double, .double), (.double, .int), (.choice, .string): true
        default: false
        }
    }

    /// What belongs under this setting's key, in a message's words.
    var expectedValue: String {
        switch kind {
        case .bool: "true or false"
        case .int: "an integer"
        case .double: "a number"
        case .choice: "a string"
        }
    }
}
