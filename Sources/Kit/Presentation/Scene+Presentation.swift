/// Presenting a scene modally as a sheet (UIKit's `present(_:animated:)` with a form sheet): the scene appears
/// on a card over the dimmed window, under a navigation bar with its title and a Done button.
extension Scene {
    /// The sheet's largest size and its margin from the window's edges, in points.
    static let sheetMaximumSize = Size(width: 640, height: 560)
    static let sheetMargin = Theme.spacing * 4

    /// Shows `scene` as a sheet over the window; Done (id `<name>.done`), Escape or a click on the dimmed
    /// background dismisses it. The sheet is `sheetMaximumSize` unless `fitting` says the size it wants for the
    /// space available inside the window's margins (a picture to study may want more than a form, shaped to fit
    /// it); either way it stays within that space, as the window resizes too.
    public func present(_ scene: Scene, fitting: (@MainActor (_ available: Size) -> Size)? = nil) {
        guard let window = view.window else { return }
        let card = SheetCardView(scene: scene)
        let layer = PresentationContainer(style: .sheet, card: card) { windowSize in
            let available = Size(
                width: windowSize.width - 2 * Self.sheetMargin, height: windowSize.height - 2 * Self.sheetMargin)
            let wanted = fitting?(available) ?? Self.sheetMaximumSize
            return Size(width: min(wanted.width, available.width), height: min(wanted.height, available.height))
        }
        layer.escapeAction = { [weak scene] in scene?.dismiss() }
        layer.onDismissed = { [weak scene] in scene?.sceneWillDisappear() }
        card.doneButton.onActivate = { [weak scene] in scene?.dismiss() }
        window.present(layer, focus: nil)
        scene.sceneDidAppear()
        window.events.emit(KitEvent.sheetPresented(scene: scene.name))
    }

    /// Dismisses the sheet this scene is shown in (nothing when it is not in one).
    public func dismiss() {
        var ancestor = view.superview
        while let current = ancestor, !(current is PresentationContainer) { ancestor = current.superview }
        guard let layer = ancestor as? PresentationContainer, let window = layer.window else { return }
        window.events.emit(KitEvent.sheetDismissed(scene: name))
        window.dismiss(layer)
    }
}

/// A sheet's card: a navigation bar with the scene's title and Done, the scene's view below.
@MainActor
final class SheetCardView: View {
    let bar: NavigationBar
    let doneButton: Button
    private let content: View
    private weak var scene: Scene?

    init(scene: Scene) {
        self.scene = scene
        bar = NavigationBar(title: scene.title)
        doneButton = NavigationBar.barButton("Done", identifier: "\(scene.name).done", isProminent: true)
        content = scene.view
        super.init()
        backgroundColor = Theme.Palette.background
        cornerRadius = Theme.cornerRadius * 1.4
        clipsToBounds = true
        borderWidth = 1
        borderColor = Theme.Palette.separator
        bar.trailingItems = [doneButton]
        accessibilityCustomization = AccessibilityCustomization(role: .dialog, name: { [unowned bar] in bar.title })
        addSubview(content)
        addSubview(bar)
    }

    /// Keys the sheet's layer passes on (not Escape or Enter) go to the scene on the card.
    override func handleKey(_ event: KeyEvent) -> Bool {
        scene?.handleKey(event) ?? false
    }

    override func layoutSubviews() {
        let (barRect, rest) = bounds.divided(atDistance: NavigationBar.height, from: .top)
        bar.frame = barRect
        content.frame = rest
    }
}

/// The help sheet of a scene's controls, for a scene's own Help button.
extension Scene {
    /// Shows the sheet F1 and ? show: through the tab bar when the scene is a tab's (every tab's keys under its own,
    /// `help.shown` logged); a scene outside a tab bar gets a sheet of its own controls. Nothing while a sheet or
    /// alert is up.
    public func showControlsHelp() {
        if let tabBarController {
            tabBarController.showHelp()
            return
        }
        guard let window = view.window, window.topPresentation == nil else { return }
        let sheet = ControlsHelpScene(for: self, appKeys: [], closeChords: TabBarController.helpChords)
        present(sheet, fitting: sheet.preferredSize)
        window.events.emit(KitEvent.helpShown(tab: name))
    }
}
