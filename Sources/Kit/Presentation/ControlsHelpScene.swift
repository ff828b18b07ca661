/// A tab's controls on a sheet ("Breakout — Controls"): the scene's own sections (Mouse, Touch, Keys), then the keys
/// that work on every tab, each row what to do and what it does in two aligned columns, scrolling when there are
/// more than the window shows. Done, Escape or the help key again closes it. Made from the scene's `controlsHelp`
/// and the app's key tables, so it lists exactly what works.
///
/// Ids, for a tab named `<tab>`: `<tab>.help` (the sheet's content), `<tab>.help.done`, each section
/// `<tab>.help.<section>` ("keys", "every-tab") and its rows `<tab>.help.<section>.<n>` from 0.
@MainActor
public final class ControlsHelpScene: Scene {
    /// The last section's title: the keys the tab bar, the window and the platform take on every tab.
    public static let appSectionTitle = "Every tab"
    /// The widest the sheet grows, in points: two columns of short phrases read badly wider than this.
    public static let maximumWidth = 600.0

    let content: ControlsHelpView
    private let closeChords: [KeyChord]

    /// The controls of `scene`; `appKeys` go last, under `appSectionTitle`; `closeChords` close the sheet as
    /// Escape does.
    public convenience init(for scene: Scene, appKeys: [ControlHelpRow], closeChords: [KeyChord] = []) {
        self.init(
            tab: scene.name, title: scene.title, help: scene.controlsHelp, appKeys: appKeys, closeChords: closeChords)
    }

    /// The controls `help` of the tab named `tab` and titled `title`.
    public init(
        tab: String, title: String, help: ControlsHelp, appKeys: [ControlHelpRow], closeChords: [KeyChord] = []
    ) {
        let sections = help.sections + [ControlsHelp.Section(Self.appSectionTitle, appKeys)]
        let identifier = "\(tab).help"
        content = ControlsHelpView(sections: sections.filter { !$0.rows.isEmpty }, identifier: identifier)
        self.closeChords = closeChords
        super.init(name: identifier, title: "\(title) — Controls", tabIcon: nil, view: content)
    }

    /// The sections as shown, in order.
    public var sections: [ControlsHelp.Section] { content.sections }

    /// The sheet's size in the space there is: up to `maximumWidth` wide and as tall as its rows and bar.
    public func preferredSize(_ available: Size) -> Size {
        let width = min(Self.maximumWidth, available.width)
        let height = NavigationBar.height + content.layout(width: width).height
        return Size(width: width, height: min(height, available.height))
    }

    /// The help key closes the sheet it opened; the arrows, Page Up/Down, Home and End scroll it.
    public override func handleKey(_ event: KeyEvent) -> Bool {
        if closeChords.contains(where: { $0.matches(event) }) {
            dismiss()
            return true
        }
        return content.scroll(for: event)
    }
}
