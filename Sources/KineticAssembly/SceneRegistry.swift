import Breakout
import Crossfade
import Dropit
import Pentominoes
import Preferences
import Settings
import Snowman
import Sound

/// The one list of scenes, in tab-bar order. The tab bar, `--tab` (its help and its error), the digit shortcuts,
/// the automation ids, the Settings tab's sections and the sound effects all derive from it, so adding a scene is adding an entry.
public enum SceneRegistry {
    public static let entries: [SceneEntry] = [
        SceneEntry(
            id: "breakout", title: "Breakout", shortcut: "1", iconResource: "icons/breakout.svg",
            settings: BreakoutSettings.section, sounds: BreakoutSounds.scene, make: SceneFactories.breakout),
        SceneEntry(
            id: "pentominoes", title: "Pentominoes", shortcut: "2", iconResource: "icons/pentominoes.svg",
            settings: PentominoesSettings.section, sounds: PentominoesSounds.scene,
            make: SceneFactories.pentominoes),
        SceneEntry(
            id: "crossfade", title: "Crossfade", shortcut: "3", iconResource: "icons/crossfade.svg",
            settings: CrossfadeSettings.section, sounds: CrossfadeSounds.scene, make: SceneFactories.crossfade),
        SceneEntry(
            id: "snowman", title: "Snowman", shortcut: "4", iconResource: "icons/snowman.svg",
            settings: SnowmanScene.settingsSection, sounds: .silent, make: SceneFactories.snowman),
        SceneEntry(
            id: "dropit", title: "Dropit", shortcut: "5", iconResource: "icons/dropit.svg",
            settings: DropitSettings.section, sounds: DropitSounds.scene, make: SceneFactories.dropit),
        SceneEntry(
            id: "settings", title: "Settings", shortcut: "6", iconResource: "icons/settings.svg", settings: nil,
            sounds: .silent, make: SceneFactories.settings),
    ]

    /// Every id, in tab-bar order.
    public static var ids: [String] { entries.map(\.id) }

    public static func entry(id: String) -> SceneEntry? {
        entries.first { $0.id == id }
    }

    /// Every scene's settings, then the app's own (sound), in the Settings tab's order.
    public static var settingsSections: [SettingsSection] {
        entries.compactMap(\.settings) + [SoundSettings.section]
    }

    /// Every scene's cues, in tab order: what the mixer renders and loads.
    public static var soundCues: [SoundCue] {
        entries.flatMap(\.sounds.cues)
    }

    /// Every scene's rules from its events to its cues: the app's cue table.
    public static var cueTable: CueTable {
        CueTable(entries.map(\.sounds))
    }

    /// `--tab`'s help line.
    public static var tabOptionHelp: String {
        "Open on this tab: \(ids.joined(separator: ", ")). Default: the tab used last."
    }

    /// The one line `--tab` answers a name that is not a tab with.
    public static func unknownTabMessage(_ name: String) -> String {
        "Unknown tab '\(name)'. Tabs: \(ids.joined(separator: ", "))."
    }
}
