/// A screen of the app with its own root view: UIKit's view controller, as a tab shows it.
///
/// Subclasses build their view hierarchy in `init`, lay it out in their root view's `layoutSubviews` and react
/// to appearing, disappearing and keys. `name` (lowercase) is the scene's id in `--tab` and `tab.<name>`.
@MainActor
open class Scene {
    public let view: View
    public let name: String
    /// The navigation bar shows it while this scene is on top (a change retitles the bar at once).
    public var title: String { didSet { navigationController?.updateBar() } }
    /// The tab bar's icon: a monochrome SVG drawn tinted.
    public let tabIcon: Image?
    public internal(set) weak var tabBarController: TabBarController?
    /// The navigation stack showing this scene, if any.
    public internal(set) weak var navigationController: NavigationController?
    /// Buttons for the right end of the navigation bar while this scene is on top (Edit, Save…).
    public var trailingBarButtons: [Button] = [] { didSet { navigationController?.updateBar() } }

    public init(name: String, title: String, tabIcon: Image?, view: View = View()) {
        self.name = name
        self.title = title
        self.tabIcon = tabIcon
        self.view = view
    }

    /// The scene became visible (its tab was selected).
    open func sceneDidAppear() {}
    /// The scene is about to be hidden (another tab was selected or the app quits): pause what runs.
    open func sceneWillDisappear() {}
    /// The desktop gave the window keyboard focus (true) or took it away (false): a game pauses when it loses it.
    open func windowDidChangeFocus(_ hasFocus: Bool) {}
    /// Asked before Back (the bar's button or Escape) takes this screen off a navigation stack; return false to
    /// stay, e.g. to ask about unsaved changes first (then `navigationController?.pop()` once the user agrees).
    open func navigationShouldPopOnBack() -> Bool { true }
    /// A key nothing focused took; return true when consumed.
    open func handleKey(_ event: KeyEvent) -> Bool { false }
    /// The scene's mouse, touch and key controls, for its help sheet: build it from the tables that drive the
    /// input (a `KeyMap`'s `helpRows`), so the sheet cannot drift from what works.
    open var controlsHelp: ControlsHelp { .none }
    /// A game controller event while this scene shows (its state is also in `view.window?.gamepad`); return true
    /// when taken.
    open func handleGamepad(_ event: GamepadEvent) -> Bool { false }
    /// A file was dropped on the window while this scene shows; return true when taken.
    open func handleFileDrop(_ path: String) -> Bool { false }
    /// The app is quitting: finish what must not be lost (save it, or keep it as a draft). May be called more than
    /// once (a save that failed is retried), so do only what the file lacks.
    open func sceneWillTerminate() {}
    /// The user asked to quit (Ctrl+Q, the window's close button). A scene holding work that quitting would lose
    /// asks first, as Back does (an alert), returns true, and later calls `answer(true)` to let the app quit or
    /// `answer(false)` to stay; a scene with nothing to ask returns false and never calls `answer`.
    open func askBeforeQuitting(_ answer: @escaping @MainActor (Bool) -> Void) -> Bool { false }
}
