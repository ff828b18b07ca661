import Preferences

#if canImport(Glibc)
    import Glibc
#endif

/// The Sound section of Settings: sound effects on or off, and their volume. Both apply at once.
public enum SoundSettings {
    public static let enabled = TypedSetting.bool(
        "sound.enabled", title: "Sound effects", default: true,
        footer: "bounces, knocks, swishes and chimes in every game.")
    public static let volume = TypedSetting.double(
        "sound.volume", title: "Volume", default: 70, range: 0...100, step: 5, unit: "%"
    ).enabled(when: enabled == true)

    public static let section = SettingsSection(
        "Sound", footer: "Without an audio device the games play silently.", declarations: [enabled, volume])

    /// Heard loudness grows about as amplitude to the power 0.6, so a linear slider would crowd every audible
    /// change into its bottom fifth; the gain is the slider's share raised to this power (the usual round figure
    /// near 1/0.6), so the middle of the slider sounds like the middle.
    public static let volumeCurveExponent = 2.0

    /// The linear gain (0...1) for a volume in percent.
    public static func gain(forVolume percent: Double) -> Double {
        pow(min(max(percent, 0), 100) / 100, volumeCurveExponent)
    }
}
