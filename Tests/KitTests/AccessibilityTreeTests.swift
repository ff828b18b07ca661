import KitTestSupport
import Testing

@testable import Kit

/// The accessibility tree of whole screens (the tab bar, alerts, banners) and the events a screen reader hears
/// when something changes between two snapshots.
@MainActor
@Suite("Accessibility: tree and events")
struct AccessibilityTreeTests {
    private final class PlainScene: Scene {
        init(_ name: String) { super.init(name: name, title: name.capitalized, tabIcon: nil) }
    }

    private let clock = TestClock()
    private let window: Window
    private let tree: AccessibilityTree
    private let tabs: TabBarController

    init() {
        window = Window(size: Size(width: 800, height: 600), clock: clock)
        tabs = TabBarController(scenes: ["breakout", "pentominoes", "settings"].map(PlainScene.init))
        window.setRootScene(tabs)
        tree = AccessibilityTree(window: window, applicationName: "Kinetic")
        clock.tick(window, at: 0)
    }

    private func node(id identifier: String) throws -> AccessibilityNode {
        try #require(tree.snapshot.node(withIdentifier: identifier), "\(identifier) is in the tree")
    }

    @Test("The tab bar is a page tab list of page tabs, the shown one selected; its Selection picks a tab")
    func tabBar() throws {
        tree.refresh()
        let list = try node(id: "tabbar")
        #expect(list.role == .pageTabList && list.name == "Tabs" && list.role.selectsChildren)
        let pages = list.children.compactMap { tree.snapshot[$0] }
        #expect(pages.map(\.role) == [.pageTab, .pageTab, .pageTab])
        #expect(pages.map(\.name) == ["Breakout", "Pentominoes", "Settings"])
        #expect(pages.map(\.identifier) == ["tab.breakout", "tab.pentominoes", "tab.settings"])
        #expect(tree.snapshot.selectedChildren(of: list.id) == [pages[0].id])
        #expect(pages[2].actions.map(\.name) == ["select"])
        tree.perform(.action(id: pages[2].id, index: 0))
        #expect(tabs.selectedIndex == 2)
        tree.perform(.selectChild(id: list.id, index: 1))
        #expect(tabs.selectedIndex == 1)
    }

    @Test("Choosing a tab is heard: the new tab selected, the old one not")
    func tabSelectionEvents() throws {
        tree.refresh()
        let first = try node(id: "tab.breakout").id
        let third = try node(id: "tab.settings").id
        tabs.select(index: 2)
        let events = tree.refresh()
        #expect(events.contains(.stateChanged(id: third, state: .selected, isOn: true)))
        #expect(events.contains(.stateChanged(id: first, state: .selected, isOn: false)))
    }

    @Test("Keyboard focus moving is one focus event, and the control that lost it says so")
    func focusEvents() throws {
        let first = Button(title: "One")
        let second = Button(title: "Two")
        for (index, button) in [first, second].enumerated() {
            button.frame = Rect(x: 10 + Double(index) * 100, y: 10, width: 80, height: 36)
            tabs.selectedScene.view.addSubview(button)
        }
        tree.refresh()
        window.setFocus(first)
        let firstID = try #require(tree.id(of: first))
        #expect(tree.refresh() == [.focus(id: firstID)])
        window.setFocus(second)
        let secondID = try #require(tree.id(of: second))
        #expect(tree.refresh() == [.stateChanged(id: firstID, state: .focused, isOn: false), .focus(id: secondID)])
        #expect(tree.refresh().isEmpty, "nothing changed, nothing to say")
    }

    @Test("An alert appearing is added to the frame and announced as showing, with its message as description")
    func alertIsAnnounced() throws {
        tree.refresh()
        let frameID = try #require(tree.id(of: window.rootView))
        Alert(title: "Game over", message: "You scored 1,200 points.", actions: [AlertAction(title: "OK")])
            .present(in: window)
        clock.tick(window, at: 1)
        let events = tree.refresh()
        let alert = try node(id: "alert")
        #expect(alert.role == .alert && alert.name == "Game over" && alert.description == "You scored 1,200 points.")
        #expect(alert.states.contains(.modal))
        #expect(events.contains(.stateChanged(id: alert.id, state: .showing, isOn: true)))
        #expect(events.contains { if case .childAdded(frameID, _, _) = $0 { true } else { false } })
        let ok = try node(id: "alert.ok")
        #expect(ok.role == .pushButton && ok.parent == alert.id)
    }

    @Test("The alert over the window becomes the active window, and the frame again once it is answered")
    func activeWindow() throws {
        tree.refresh()
        let frameID = try #require(tree.id(of: window.rootView))
        #expect(tree.snapshot.activeWindowID == frameID)
        let alert = Alert(title: "Game over", actions: [AlertAction(title: "OK")])
        alert.present(in: window)
        clock.tick(window, at: 1)
        let shown = tree.refresh()
        let alertID = try node(id: "alert").id
        #expect(tree.snapshot.activeWindowID == alertID && tree.snapshot[alertID]?.states.contains(.active) == true)
        #expect(shown.suffix(2) == [.windowDeactivated(id: frameID), .windowActivated(id: alertID)])
        alert.choose(0)
        clock.tick(window, at: 2)
        #expect(tree.refresh().contains(.windowActivated(id: frameID)))
        window.hasFocus = false
        #expect(tree.refresh() == [.windowDeactivated(id: frameID)], "another application has the keyboard")
        #expect(tree.snapshot.activeWindowID == nil)
    }

    @Test(
        "A banner is a notification announced as it slides in, named by its title and subtitle, its body as description"
    )
    func bannerIsAnnounced() throws {
        tree.refresh()
        BannerView(
            notification: LocalNotification(title: "Click Count", subtitle: "Crossfade", body: "You clicked 4 times")
        )
        .present(in: window)
        let events = tree.refresh()
        let banner = try node(id: "notification.banner")
        #expect(banner.role == .notification && banner.name == "Click Count: Crossfade")
        #expect(banner.description == "You clicked 4 times")
        #expect(events.contains(.stateChanged(id: banner.id, state: .showing, isOn: true)))
    }

    @Test("Views leaving the tree are removed from their parent; a new value and name are each one event")
    func childrenValuesAndNames() throws {
        let slider = Slider(value: 0.5)
        slider.frame = Rect(x: 10, y: 10, width: 200, height: 36)
        let label = Label(text: "Score 0")
        label.frame = Rect(x: 10, y: 60, width: 200, height: 20)
        tabs.selectedScene.view.addSubview(slider)
        tabs.selectedScene.view.addSubview(label)
        tree.refresh()
        let sliderID = try #require(tree.id(of: slider))
        let labelID = try #require(tree.id(of: label))
        slider.value = 0.75
        label.text = "Score 10"
        let events = tree.refresh()
        #expect(events.contains(.valueChanged(id: sliderID, value: 0.75)))
        #expect(events.contains(.nameChanged(id: labelID, name: "Score 10")))
        let parent = try #require(tree.snapshot[sliderID]?.parent)
        let index = tree.snapshot.indexInParent(sliderID)
        slider.removeFromSuperview()
        #expect(tree.refresh().contains(.childRemoved(parent: parent, index: index, child: sliderID)))
        #expect(tree.snapshot[sliderID] == nil && tree.view(for: sliderID) == nil)
    }

    @Test("Elements are read top to bottom, then left to right, whatever order the views were added in")
    func readingOrder() throws {
        let below = Label(text: "Below")
        below.frame = Rect(x: 10, y: 200, width: 100, height: 20)
        let right = Label(text: "Right")
        right.frame = Rect(x: 300, y: 10, width: 100, height: 20)
        let left = Label(text: "Left")
        left.frame = Rect(x: 10, y: 10, width: 100, height: 20)
        [below, right, left].forEach(tabs.selectedScene.view.addSubview)
        tree.refresh()
        let frame = try #require(tree.id(of: window.rootView).flatMap { tree.snapshot[$0] })
        let names = frame.children.compactMap { tree.snapshot[$0]?.name }
        #expect(names == ["Left", "Right", "Below", "Tabs"])
    }

    @Test("A scene's customization names and describes a drawn view, and adds actions the tree can run")
    func customization() throws {
        let field = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let score = ValueLog<Int>()
        let served = ValueLog<Int>()
        field.accessibilityCustomization = AccessibilityCustomization(
            role: .canvas, name: { "Field" }, description: { "Score \(score.values.last ?? 0)" },
            actions: [AccessibilityAction("serve", description: "Serves a ball") { served.record(1) }])
        field.addSubview(Label(text: "drawn detail"))
        tabs.selectedScene.view.addSubview(field)
        tree.refresh()
        let canvas = try #require(tree.id(of: field).flatMap { tree.snapshot[$0] })
        #expect(canvas.role == .canvas && canvas.name == "Field" && canvas.description == "Score 0")
        #expect(canvas.children.isEmpty, "a canvas is described in words, not by its parts")
        score.record(120)
        #expect(tree.refresh() == [.descriptionChanged(id: canvas.id, description: "Score 120")])
        tree.perform(.action(id: canvas.id, index: 0))
        #expect(served.values == [1])
        #expect(!tree.perform(.action(id: canvas.id, index: 5)), "an action that is not there is refused")
    }

    @Test("The element at a point is the front-most showing one under it")
    func hitTesting() throws {
        let button = Button(title: "Here")
        button.frame = Rect(x: 100, y: 100, width: 80, height: 36)
        tabs.selectedScene.view.addSubview(button)
        tree.refresh()
        let id = try #require(tree.id(of: button))
        #expect(tree.snapshot.descendant(of: AccessibilitySnapshot.applicationID, at: Point(x: 120, y: 110)) == id)
        let tab = try node(id: "tab.settings")
        #expect(tree.snapshot.descendant(of: AccessibilitySnapshot.applicationID, at: tab.frame.center) == tab.id)
    }
}
