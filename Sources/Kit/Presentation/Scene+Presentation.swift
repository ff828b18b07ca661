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

    init(scene: Scene) {
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

    override func layoutSubviews() {
        let (barRect, rest) = bounds.divided(atDistance: NavigationBar.height, from: .top)
        bar.frame = barRect
        content.frame = rest
    }
}
