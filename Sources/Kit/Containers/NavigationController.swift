/// A stack of scenes under a navigation bar (UINavigationController): `push` slides a new screen in from the
/// right with a back button to return; `pop`, the back button or Escape slides it away.
@MainActor
public final class NavigationController: Scene {
    public static let transitionDuration = 0.35
    /// How far the covered screen shifts left while the new one slides over it, as a fraction of the width.
    public static let parallaxFraction = 0.3

    public private(set) var stack: [Scene]
    public let bar = NavigationBar()
    let backButton: Button
    private let container: NavigationContainerView

    public var topScene: Scene { stack[stack.count - 1] }

    public init(root: Scene, name: String, title: String, tabIcon: Image?) {
        stack = [root]
        backButton = NavigationBar.barButton("‹ Back", identifier: "\(name).back")
        container = NavigationContainerView(bar: bar)
        super.init(name: name, title: title, tabIcon: tabIcon, view: container)
        root.navigationController = self
        backButton.onActivate = { [weak self] in self?.goBack() }
        container.setContent(root.view)
        updateBar()
    }

    /// Shows `scene` on top, sliding in from the right.
    public func push(_ scene: Scene, animated: Bool = true) {
        let covered = topScene
        covered.sceneWillDisappear()
        scene.navigationController = self
        stack.append(scene)
        container.setContent(scene.view, keeping: covered.view)
        updateBar()
        slide(incoming: scene.view, outgoing: covered.view, forward: true, animated: animated)
        scene.sceneDidAppear()
        view.window?.events.emit("navigation.pushed", ["scene": .string(scene.name)])
    }

    /// Goes back one screen; nothing at the root.
    public func pop(animated: Bool = true) {
        guard stack.count > 1 else { return }
        let leaving = stack.removeLast()
        leaving.sceneWillDisappear()
        container.setContent(topScene.view, keeping: leaving.view)
        updateBar()
        slide(incoming: topScene.view, outgoing: leaving.view, forward: false, animated: animated)
        topScene.sceneDidAppear()
        view.window?.events.emit("navigation.popped", ["scene": .string(leaving.name)])
    }

    /// Back, as the bar's button and Escape do: pops unless the screen on top asks to stay
    /// (`Scene.navigationShouldPopOnBack()`).
    public func goBack() {
        guard stack.count > 1, topScene.navigationShouldPopOnBack() else { return }
        pop()
    }

    func updateBar() {
        bar.title = topScene.title
        bar.leadingItems = stack.count > 1 ? [backButton] : []
        bar.trailingItems = topScene.trailingBarButtons
    }

    public override func sceneDidAppear() { topScene.sceneDidAppear() }
    public override func sceneWillDisappear() { topScene.sceneWillDisappear() }
    public override func sceneWillTerminate() { stack.forEach { $0.sceneWillTerminate() } }
    /// The screen on top asks (a screen under it is not being edited: it was left through Back, which asks).
    public override func askBeforeQuitting(_ answer: @escaping @MainActor (Bool) -> Void) -> Bool {
        topScene.askBeforeQuitting(answer)
    }

    /// Escape goes back; other keys go to the screen on top.
    public override func handleKey(_ event: KeyEvent) -> Bool {
        if event.key == .escape, stack.count > 1 {
            goBack()
            return true
        }
        return topScene.handleKey(event)
    }

    private func slide(incoming: View, outgoing: View, forward: Bool, animated: Bool) {
        container.layoutIfNeeded()
        let width = container.bounds.width
        let rest = incoming.center
        guard animated, width > 0 else {
            container.finishTransition(removing: outgoing)
            return
        }
        let incomingStart = forward ? width : -width * Self.parallaxFraction
        let outgoingEnd = forward ? -width * Self.parallaxFraction : width
        if !forward { container.bringContentToFront(outgoing) }
        incoming.center = Point(x: rest.x + incomingStart, y: rest.y)
        View.animate(duration: Self.transitionDuration, curve: .easeInOut) {
            incoming.center = rest
            outgoing.center = Point(x: rest.x + outgoingEnd, y: rest.y)
        } completion: { [weak container] _ in
            container?.finishTransition(removing: outgoing)
        }
    }
}

/// The navigation controller's root view: the bar on top, the current screen (and during a transition the
/// previous one) below it, clipped so sliding screens do not spill over the bar.
@MainActor
final class NavigationContainerView: View {
    let bar: NavigationBar
    private let contentArea = View()
    private weak var content: View?

    init(bar: NavigationBar) {
        self.bar = bar
        super.init()
        backgroundColor = Theme.Palette.background
        contentArea.clipsToBounds = true
        // The bar first: keyboard focus visits views back to front, and a screen's bar (Back, Edit) reads before
        // its content. The two never overlap (the content is clipped to the area below the bar).
        addSubview(bar)
        addSubview(contentArea)
    }

    /// Shows `view` as the current screen. `previous`, when given, stays to slide away but is already out of
    /// reach: it gives up the keyboard focus and takes no touches or Tab focus until it is shown again.
    func setContent(_ view: View, keeping previous: View? = nil) {
        if let content, content !== previous, content !== view { content.removeFromSuperview() }
        content = view
        contentArea.addSubview(view)
        view.isUserInteractionEnabled = true
        view.frame = contentArea.bounds
        if let previous, previous !== view {
            previous.isUserInteractionEnabled = false
            previous.window?.resignFocus(within: previous)
        }
    }

    func bringContentToFront(_ view: View) {
        contentArea.bringSubviewToFront(view)
    }

    func finishTransition(removing view: View) {
        guard view !== content else { return }
        view.removeFromSuperview()
        view.isUserInteractionEnabled = true
        view.center = contentArea.bounds.center
    }

    override func layoutSubviews() {
        let (barRect, rest) = bounds.divided(atDistance: NavigationBar.height, from: .top)
        bar.frame = barRect
        contentArea.frame = rest
        for subview in contentArea.subviews where subview === content { subview.frame = contentArea.bounds }
    }
}
