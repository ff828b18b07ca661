import Kit
import Preferences

/// One scene the app offers: everything the tab bar, the command line, the shortcuts, the automation tree and the
/// Settings tab need to know about it without building it, and the factory that builds it when first shown.
struct SceneEntry: Sendable {
    /// Lowercase id: `--tab <id>`, the scene's name and `tab.<id>` in the automation tree.
    let id: String
    let title: String
    /// The key (alone) that selects the tab.
    let shortcut: Character
    /// The tab bar's icon, a resource path such as "icons/breakout.svg".
    let iconResource: String
    /// The scene's settings as the Settings tab lists them; nil for a scene with none.
    let settings: SettingsSection?
    /// Builds the scene from the app's shared parts and the tab's icon.
    let make: @MainActor @Sendable (SceneContext, Image?) throws -> Scene
}
