/// Hosts several scenes, one at a time, with a tab bar along the bottom (UITabBarController). The bar shows every
/// tab from the start; a tab's scene is built the first time it is shown, once.
@MainActor
public final class TabBarController: Scene {
    public let tabs: [Tab]
    public private(set) var selectedIndex: Int
    /// Called after the selection changes (the app logs `tab.selected` and remembers the tab).
    public var onSelect: (@MainActor (Scene) -> Void)?

    private var builtScenes: [Scene?]
    private let container: TabBarContainerView
    private let itemViews: [TabBarItemView]

    public init(tabs: [Tab], selectedName: String? = nil) {
        precondition(!tabs.isEmpty, "A tab bar needs at least one tab: pass the scenes that exist.")
        self.tabs = tabs
        builtScenes = Array(repeating: nil, count: tabs.count)
        selectedIndex = tabs.firstIndex { $0.name == selectedName } ?? 0
        itemViews = tabs.map { TabBarItemView(tab: $0) }
        container = TabBarContainerView(itemViews: itemViews)
        super.init(name: "tabs", title: "Kinetic", tabIcon: nil, view: container)
        for (index, item) in itemViews.enumerated() {
            item.onActivate = { [weak self] in self?.select(index: index) }
        }
        show(scene(at: selectedIndex))
    }

    /// Scenes that exist already, each its own tab; the digit keys 1–9 select them in order.
    public convenience init(scenes: [Scene], selectedName: String? = nil) {
        let tabs = scenes.enumerated().map { index, scene in
            Tab(scene: scene, shortcut: index < 9 ? Character(String(index + 1)) : nil)
        }
        self.init(tabs: tabs, selectedName: selectedName)
    }

    public var selectedScene: Scene { scene(at: selectedIndex) }

    /// The scenes built so far (shown at least once), in tab order.
    public var loadedScenes: [Scene] { builtScenes.compactMap { $0 } }

    /// The scene of the tab at `index`, built now if it has never been shown.
    public func scene(at index: Int) -> Scene {
        if let scene = builtScenes[index] { return scene }
        let tab = tabs[index]
        let scene = tab.makeScene()
        precondition(
            scene.name == tab.name,
            "Tab '\(tab.name)' built a scene named '\(scene.name)': give the tab its scene's name.")
        scene.tabBarController = self
        builtScenes[index] = scene
        return scene
    }

    /// Selects the tab with this lowercase name; returns false when there is none.
    @discardableResult
    public func select(name: String) -> Bool {
        guard let index = tabs.firstIndex(where: { $0.name == name }) else { return false }
        select(index: index)
        return true
    }

    public func select(index: Int) {
        guard tabs.indices.contains(index), index != selectedIndex else { return }
        let previous = selectedScene
        previous.sceneWillDisappear()
        previous.view.removeFromSuperview()
        selectedIndex = index
        show(scene(at: index))
        selectedScene.sceneDidAppear()
        onSelect?(selectedScene)
    }

    public override func sceneDidAppear() { selectedScene.sceneDidAppear() }
    public override func sceneWillDisappear() { selectedScene.sceneWillDisappear() }
    /// Only scenes that were built have anything to finish.
    public override func sceneWillTerminate() { loadedScenes.forEach { $0.sceneWillTerminate() } }

    /// Every built scene may ask, one after another in tab order; a scene that asks is shown first, so the user
    /// sees what the question is about. The app quits once every question is answered yes; a no stays.
    public override func askBeforeQuitting(_ answer: @escaping @MainActor (Bool) -> Void) -> Bool {
        askBeforeQuitting(from: 0, answer)
    }

    /// Asks the built scenes from `start` on; false when none of them asks.
    private func askBeforeQuitting(from start: Int, _ answer: @escaping @MainActor (Bool) -> Void) -> Bool {
        for index in start..<builtScenes.count {
            guard let scene = builtScenes[index] else { continue }
            let asks = scene.askBeforeQuitting { [weak self] proceed in
                guard proceed, let self else { return answer(false) }
                if !self.askBeforeQuitting(from: index + 1, answer) { answer(true) }
            }
            if asks {
                select(index: index)
                return true
            }
        }
        return false
    }
    /// Only the scene on screen hears about focus; the others are already paused by `sceneWillDisappear`.
    public override func windowDidChangeFocus(_ hasFocus: Bool) { selectedScene.windowDidChangeFocus(hasFocus) }
    public override func handleFileDrop(_ path: String) -> Bool { selectedScene.handleFileDrop(path) }
    /// Only the scene on screen hears the controller.
    public override func handleGamepad(_ event: GamepadEvent) -> Bool { selectedScene.handleGamepad(event) }

    /// A tab's shortcut selects it; Ctrl+Tab and Ctrl+Shift+Tab step to the next and previous tab (wrapping);
    /// everything else goes to the selected scene.
    public override func handleKey(_ event: KeyEvent) -> Bool {
        if let index = tabs.firstIndex(where: { $0.isShortcut(event) }) {
            select(index: index)
            return true
        }
        if event.key == .tab, event.modifiers.contains(.control) {
            let step = event.modifiers.contains(.shift) ? tabs.count - 1 : 1
            select(index: (selectedIndex + step) % tabs.count)
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
