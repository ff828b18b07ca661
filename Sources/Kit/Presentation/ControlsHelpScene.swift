/// A tab's controls on a sheet ("Breakout — Controls"): the scene's own sections (Mouse, Touch, Keys), then the keys
/// that work on every tab, each row what to do and what it does in two aligned columns, scrolling when there are
/// more than the window shows. Done, Escape or the help key again closes it. Made from the scene's `controlsHelp`
/// and the app's key tables, so it lists exactly what works.
@MainActor
public final class ControlsHelpScene: Scene {
    /// The last section's title: the keys the tab bar, the window and the platform take on every tab.
    public static let appSectionTitle = "Every tab"
    /// The widest the sheet grows, in points: two columns of short phrases read badly wider than this.
    public static let maximumWidth = 600.0

    let content: ControlsHelpView
    private let closeChords: [KeyChord]

    /// `appKeys` go last, under `appSectionTitle`; `closeChords` close the sheet as Escape does.
    public init(sceneTitle: String, help: ControlsHelp, appKeys: [ControlHelpRow], closeChords: [KeyChord] = []) {
        let sections = help.sections + [ControlsHelp.Section(Self.appSectionTitle, appKeys)]
        content = ControlsHelpView(sections: sections.filter { !$0.rows.isEmpty })
        self.closeChords = closeChords
        super.init(name: "help", title: "\(sceneTitle) — Controls", tabIcon: nil, view: content)
        content.accessibilityIdentifier = "help.sheet"
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
