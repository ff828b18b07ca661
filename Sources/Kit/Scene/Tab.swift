/// One tab of a `TabBarController`: what the bar shows (title, icon), the key that selects it, and how to build
/// its scene, which happens the first time the tab is shown, so a launch pays only for the tab it opens on.
@MainActor
public struct Tab {
    /// Lowercase id: the scene's name, `tab.<name>` in the automation tree.
    public let name: String
    public let title: String
    /// The bar's icon: a monochrome SVG drawn tinted.
    public let icon: Image?
    /// The unmodified key that selects this tab (a digit), if any.
    public let shortcut: Character?
    /// Builds the scene; called once, when the tab is first shown. The scene's `name` must equal `name`.
    let makeScene: @MainActor () -> Scene

    public init(
        name: String, title: String, icon: Image?, shortcut: Character? = nil,
        makeScene: @escaping @MainActor () -> Scene
    ) {
        self.name = name
        self.title = title
        self.icon = icon
        self.shortcut = shortcut
        self.makeScene = makeScene
    }

    /// A tab for a scene that already exists.
    public init(scene: Scene, shortcut: Character? = nil) {
        self.init(name: scene.name, title: scene.title, icon: scene.tabIcon, shortcut: shortcut) { scene }
    }

    /// True when `event` is this tab's shortcut: the key alone, no modifier.
    func isShortcut(_ event: KeyEvent) -> Bool {
        guard let shortcut, event.modifiers.isEmpty else { return false }
        return event.key == .character(shortcut)
    }
}
