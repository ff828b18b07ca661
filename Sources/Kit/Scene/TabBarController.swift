/// Hosts several scenes, one at a time, with a tab bar along the bottom (UITabBarController).
@MainActor
public final class TabBarController: Scene {
    public let scenes: [Scene]
    public private(set) var selectedIndex: Int
    /// Called after the selection changes (the app logs `tab.selected` and remembers the tab).
    public var onSelect: (@MainActor (Scene) -> Void)?

    private let container: TabBarContainerView
    private let itemViews: [TabBarItemView]

    public init(scenes: [Scene], selectedName: String? = nil) {
        precondition(!scenes.isEmpty, "A tab bar needs at least one scene: pass the scenes that exist.")
        self.scenes = scenes
        selectedIndex = scenes.firstIndex { $0.name == selectedName } ?? 0
        itemViews = scenes.map { TabBarItemView(scene: $0) }
        container = TabBarContainerView(itemViews: itemViews)
        super.init(name: "tabs", title: "Kinetic", tabIcon: nil, view: container)
        for (index, item) in itemViews.enumerated() {
            item.onActivate = { [weak self] in self?.select(index: index) }
        }
        for scene in scenes { scene.tabBarController = self }
        show(scenes[selectedIndex])
    }

    public var selectedScene: Scene { scenes[selectedIndex] }

    /// Selects the scene with this lowercase name; returns false when there is none.
    @discardableResult
    public func select(name: String) -> Bool {
        guard let index = scenes.firstIndex(where: { $0.name == name }) else { return false }
        select(index: index)
        return true
    }

    public func select(index: Int) {
        guard scenes.indices.contains(index), index != selectedIndex else { return }
        selectedScene.sceneWillDisappear()
        selectedScene.view.removeFromSuperview()
        selectedIndex = index
        show(selectedScene)
        selectedScene.sceneDidAppear()
        onSelect?(selectedScene)
    }

    public override func sceneDidAppear() { selectedScene.sceneDidAppear() }
    public override func sceneWillDisappear() { selectedScene.sceneWillDisappear() }
    public override func sceneWillTerminate() { scenes.forEach { $0.sceneWillTerminate() } }
    /// Only the scene on screen hears about focus; the others are already paused by `sceneWillDisappear`.
    public override func windowDidChangeFocus(_ hasFocus: Bool) { selectedScene.windowDidChangeFocus(hasFocus) }
    public override func handleFileDrop(_ path: String) -> Bool { selectedScene.handleFileDrop(path) }
    /// Only the scene on screen hears the controller.
    public override func handleGamepad(_ event: GamepadEvent) -> Bool { selectedScene.handleGamepad(event) }

    /// Digits 1–9 switch tabs; everything else goes to the selected scene.
    public override func handleKey(_ event: KeyEvent) -> Bool {
        if let digit = event.digit, digit <= scenes.count {
            select(index: digit - 1)
            return true
        }
        return selectedScene.handleKey(event)
    }

    private func show(_ scene: Scene) {
        for (index, item) in itemViews.enumerated() { item.isSelected = index == selectedIndex }
        container.setContent(scene.view)
    }
}

/// The tab bar controller's root view: the selected scene above, the bar below.
@MainActor
final class TabBarContainerView: View {
    let bar = View()
    let itemViews: [TabBarItemView]
    private let hairline = View()
    private weak var content: View?

    /// Widest a tab item grows on a wide window, in points, so items stay grouped in the middle.
    private static let maximumItemWidth: Double = 120

    init(itemViews: [TabBarItemView]) {
        self.itemViews = itemViews
        super.init()
        // No background of its own: the window's root view paints it, and a second full-window fill costs as
        // much as the first.
        bar.backgroundColor = Theme.Palette.tabBar
        bar.accessibilityIdentifier = "tabbar"
        bar.accessibilityCustomization = AccessibilityCustomization(role: .pageTabList, name: { "Tabs" })
        hairline.backgroundColor = Theme.Palette.separator
        hairline.isUserInteractionEnabled = false
        addSubview(bar)
        bar.addSubview(hairline)
        for item in itemViews { bar.addSubview(item) }
    }

    func setContent(_ view: View) {
        content?.removeFromSuperview()
        content = view
        insertSubview(view, at: 0)
        setNeedsLayout()
    }

    override func layoutSubviews() {
        let (barRect, contentRect) = bounds.divided(atDistance: Theme.tabBarHeight, from: .bottom)
        bar.frame = barRect
        content?.frame = contentRect
        hairline.frame = Rect(x: 0, y: 0, width: barRect.width, height: 1)
        let itemWidth = min(barRect.width / Double(max(itemViews.count, 1)), Self.maximumItemWidth)
        let start = (barRect.width - itemWidth * Double(itemViews.count)) / 2
        for (index, item) in itemViews.enumerated() {
            item.frame = Rect(x: start + Double(index) * itemWidth, y: 1, width: itemWidth, height: barRect.height - 1)
        }
    }
}
