/// The functions scenes declare settings with. A bad declaration is a programmer error found on
/// the first launch, so they trap rather than let an invalid default reach the file.
extension Setting {
    public static func bool(
        _ key: String, title: String, default defaultValue: Bool, footer: String? = nil
    ) -> Setting {
        Setting(
            key: key, kind: .bool, defaultValue: .bool(defaultValue), title: title, unit: nil,
            footer: footer)
    }

    public static func int(
        _ key: String, title: String, default defaultValue: Int, range: ClosedRange<Int>,
        step: Int = 1, unit: String? = nil, footer: String? = nil
    ) -> Setting {
        precondition(step > 0, "\(key): step must be positive")
        precondition(range.contains(defaultValue), "\(key): default \(defaultValue) not in \(range)")
        return Setting(
            key: key, kind: .int(range: range, step: step), defaultValue: .int(defaultValue),
            title: title, unit: unit, footer: footer)
    }

    public static func double(
        _ key: String, title: String, default defaultValue: Double, range: ClosedRange<Double>,
        step: Double, unit: String? = nil, footer: String? = nil
    ) -> Setting {
        precondition(step > 0, "\(key): step must be positive")
        precondition(range.contains(defaultValue), "\(key): default \(defaultValue) not in \(range)")
        return Setting(
            key: key, kind: .double(range: range, step: step), defaultValue: .double(defaultValue),
            title: title, unit: unit, footer: footer)
    }

    public static func choice(
        _ key: String, title: String, default defaultValue: String, options: [SettingOption],
        footer: String? = nil
    ) -> Setting {
        precondition(
            options.contains { $0.value == defaultValue },
            "\(key): default \"\(defaultValue)\" is not one of the options")
        return Setting(
            key: key, kind: .choice(options: options), defaultValue: .string(defaultValue),
            title: title, unit: nil, footer: footer)
    }
}
