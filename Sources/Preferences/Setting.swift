/// One user setting: its key in the settings file, what it holds, its default, and how a
/// settings row presents it.
///
/// Scenes declare theirs as static constants, e.g.
/// `static let fadeDuration = Setting.double("crossfade.fadeDuration", title: "Fade duration",
/// default: 1.0, range: 0.2...3.0, step: 0.1, unit: "s")`.
public struct Setting: Sendable, Hashable, Identifiable {
    /// The key in `settings.plist`, namespaced by scene: `"breakout.ballSpeed"`.
    public let key: String
    public let kind: SettingKind
    /// Always valid for `kind`: the declaration functions check it.
    public let defaultValue: SettingValue
    public let title: String
    /// A unit shown after the number, such as `"s"` or `"%"`; nil for none.
    public let unit: String?
    /// Help shown under the row, for settings whose effect is not obvious from the title.
    public let footer: String?
    /// When the setting has an effect at all (nil: always); the Settings tab disables the row otherwise and
    /// says why. Declare it with `enabled(when:)`.
    public private(set) var enabledCondition: SettingCondition?

    public var id: String { key }

    init(
        key: String, kind: SettingKind, defaultValue: SettingValue, title: String,
        unit: String?, footer: String?
    ) {
        self.key = key
        self.kind = kind
        self.defaultValue = defaultValue
        self.title = title
        self.unit = unit
        self.footer = footer
    }

    /// This setting, in effect only while `condition` holds:
    /// `Setting.double("breakout.gravityStrength", …).enabled(when: gravity == true || tilt == true)`.
    public func enabled(when condition: SettingCondition) -> Setting {
        precondition(
            !condition.settings.contains { $0.key == key },
            "\(key): a setting cannot depend on itself; name the other setting that turns it on")
        var copy = self
        copy.enabledCondition = condition
        return copy
    }
}
