import Kit
import Preferences
import Sound

/// One scene the app offers: everything the tab bar, the command line, the shortcuts, the automation tree and the
/// Settings tab need to know about it without building it, and the factory that builds it when first shown.
public struct SceneEntry: Sendable {
    /// Lowercase id: `--tab <id>`, the scene's name and `tab.<id>` in the automation tree.
    public let id: String
    public let title: String
    /// The key (alone) that selects the tab.
    public let shortcut: Character
    /// The tab bar's icon, a resource path such as "icons/breakout.svg".
    public let iconResource: String
    /// The scene's settings as the Settings tab lists them; nil for a scene with none.
    public let settings: SettingsSection?
    /// The scene's sound effects: every cue it plays and the events that play them.
    public let sounds: SceneSounds
    /// Builds the scene from the app's shared parts and the tab's icon.
    public let make: @MainActor @Sendable (SceneContext, Image?) throws -> Scene
}
