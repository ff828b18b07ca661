import KitTestSupport
import Testing

@testable import Kit

/// Everything a mouse does in the tab bar and among controls, done from the keyboard: Tab walks the controls of
/// the tab on screen (then the tab bar), the focus ring shows where it is, tab keys switch tabs, and each scene is
/// built the first time it is shown.
@MainActor
@Suite("Keyboard-only navigation")
struct KeyboardNavigationTests {
    /// A scene with a switch, a slider and a button, ids prefixed by its name.
    private final class ControlsScene: Scene {
        let toggle = Switch()
        let slider = Slider()
        let button = Button(title: "Go")
        var keys: [KeyEvent.Key] = []

        init(_ name: String) {
            super.init(name: name, title: name.capitalized, tabIcon: nil)
            toggle.accessibilityIdentifier = "\(name).switch"
            slider.accessibilityIdentifier = "\(name).slider"
            button.accessibilityIdentifier = "\(name).button"
            toggle.frame = Rect(x: 20, y: 20, width: 48, height: 28)
            slider.frame = Rect(x: 20, y: 70, width: 200, height: 28)
            button.frame = Rect(x: 20, y: 120, width: 100, height: 32)
            [toggle, slider, button].forEach(view.addSubview)
        }

        override func handleKey(_ event: KeyEvent) -> Bool {
            keys.append(event.key)
            return true
        }
    }

    @MainActor
    private final class BuildLog {
        var names: [String] = []
    }

    @MainActor
    private final class Fixture {
        let clock = TestClock()
        let window: Window
        let tabs: TabBarController
        private let buildLog = BuildLog()
        var lines: [String] = []
        var built: [String] { buildLog.names }

        init(names: [String] = ["first", "second", "third"]) {
            window = Window(size: Size(width: 800, height: 600), clock: clock)
            var tabList: [Tab] = []
            let buildLog = buildLog
            for (index, name) in names.enumerated() {
                tabList.append(
                    Tab(name: name, title: name.capitalized, icon: nil, shortcut: Character(String(index + 1))) {
                        buildLog.names.append(name)
                        return ControlsScene(name)
                    })
            }
            tabs = TabBarController(tabs: tabList)
            window.events = EventLog(clock: { 0 }) { [unowned self] in lines.append($0) }
            window.setRootScene(tabs)
            window.rootView.layoutIfNeeded()
        }

        var scene: ControlsScene { tabs.selectedScene as! ControlsScene }
        var focusedID: String? { window.focusedView?.accessibilityIdentifier }

        func press(_ key: KeyEvent.Key, _ modifiers: KeyEvent.Modifiers = []) {
            window.handle(KeyEvent(key: key, modifiers: modifiers, timestamp: clock.now))
            window.rootView.layoutIfNeeded()
        }
    }

    @Test("Tab walks every control of the tab on screen, then the tab bar, and wraps; Shift+Tab walks back")
    func tabWalksTheControls() {
        let f = Fixture()
        var order: [String?] = []
        for _ in 0..<7 {
            f.press(.tab)
            order.append(f.focusedID)
        }
        #expect(
            order == [
                "first.switch", "first.slider", "first.button", "tab.first", "tab.second", "tab.third", "first.switch",
            ])
        f.press(.tab, .shift)
        #expect(f.focusedID == "tab.third")
    }

    @Test("Space toggles the focused switch, arrows move the focused slider, Return presses the focused button")
    func focusedControlsTakeTheirKeys() {
        let f = Fixture()
        var pressed = 0
        f.scene.button.onActivate = { pressed += 1 }
        f.press(.tab)
        f.press(.space)
        #expect(f.scene.toggle.isOn)
        f.press(.tab)
        let before = f.scene.slider.value
        f.press(.right)
        #expect(f.scene.slider.value > before)
        f.press(.tab)
        f.press(.enter)
        #expect(pressed == 1)
        #expect(f.scene.keys.isEmpty, "the scene heard none of the keys its controls took")
    }

    @Test("Ctrl+Tab and Ctrl+Shift+Tab step through the tabs and wrap, even with a control focused")
    func controlTabSwitchesTabs() {
        let f = Fixture()
        f.press(.tab)
        f.press(.tab, .control)
        #expect(f.tabs.selectedScene.name == "second")
        #expect(f.window.focusedView == nil, "the hidden tab's control gave up the focus")
        f.press(.tab, .control)
        f.press(.tab, .control)
        #expect(f.tabs.selectedScene.name == "first")
        f.press(.tab, [.control, .shift])
        #expect(f.tabs.selectedScene.name == "third")
        #expect(f.lines.filter { $0.contains(#""focus.changed""#) }.count == 2)
    }

    @Test("A tab's shortcut key selects it; the same key with a modifier goes to the scene")
    func shortcutsSelectTabs() {
        let f = Fixture()
        f.press(.character("3"))
        #expect(f.tabs.selectedScene.name == "third")
        f.press(.character("1"), .control)
        #expect(f.tabs.selectedScene.name == "third")
        #expect(f.scene.keys == [.character("1")])
    }

    @Test("A tab's scene is built the first time it is shown, and only once")
    func scenesAreBuiltOnFirstShow() {
        let f = Fixture()
        #expect(f.built == ["first"])
        #expect(f.window.rootView.view(withIdentifier: "tab.third") != nil, "the bar shows tabs not yet built")
        f.press(.character("3"))
        f.press(.character("1"))
        f.press(.character("3"))
        #expect(f.built == ["first", "third"])
        #expect(f.tabs.loadedScenes.map(\.name) == ["first", "third"])
    }

    @Test("The focused control is marked in the automation tree and its id logged as focus.changed")
    func focusIsVisibleToAutomation() {
        let f = Fixture()
        f.press(.tab)
        let json = f.scene.toggle.automationNode().json
        #expect(json.contains(#""focused":true"#))
        #expect(!f.scene.slider.automationNode().json.contains(#""focused""#))
        #expect(f.lines.contains { $0.contains(#""focus.changed""#) && $0.contains(#""first.switch""#) })
        f.press(.escape)
        #expect(f.window.focusedView == nil)
        #expect(f.lines.last?.contains(#""id":null"#) == true)
    }

    @Test("The ring hugs what the user sees: a switch's pill, a tab item from inside (it meets the window's edge)")
    func focusRingShapes() throws {
        let f = Fixture()
        let toggle = f.scene.toggle
        let ring = toggle.focusRingShape
        #expect(ring.rect.height > toggle.trackFrame.height && encloses(ring.rect, toggle.trackFrame))
        #expect(ring.cornerRadius == ring.rect.height / 2, "a pill around a pill")
        let item = try #require(f.window.rootView.view(withIdentifier: "tab.first") as? Control)
        #expect(encloses(item.bounds, item.focusRingShape.rect), "the ring stays inside the window")
        #expect(f.scene.button.focusRingShape.cornerRadius >= Control.focusRingMinimumRadius)
    }

    private func encloses(_ outer: Rect, _ inner: Rect) -> Bool {
        outer.minX <= inner.minX && outer.minY <= inner.minY && outer.maxX >= inner.maxX && outer.maxY >= inner.maxY
    }
}
