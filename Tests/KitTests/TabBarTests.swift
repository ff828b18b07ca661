import KitTestSupport
import Testing

@testable import Kit

@MainActor
@Suite("Tab bar and automation tree")
struct TabBarTests {
    private final class RecordingScene: Scene {
        var log: [String] = []
        init(_ name: String) { super.init(name: name, title: name.capitalized, tabIcon: nil) }
        override func sceneDidAppear() { log.append("appear") }
        override func sceneWillDisappear() { log.append("disappear") }
    }

    private func makeWindow() -> (Window, TabBarController, [RecordingScene]) {
        let scenes = [RecordingScene("first"), RecordingScene("second")]
        let tabs = TabBarController(scenes: scenes)
        let window = Window(size: Size(width: 800, height: 600), clock: TestClock())
        window.setRootScene(tabs)
        window.rootView.layoutIfNeeded()
        return (window, tabs, scenes)
    }

    @Test("The tab bar sits along the bottom and the scene fills the rest")
    func layout() throws {
        let (window, _, scenes) = makeWindow()
        let bar = try #require(window.rootView.view(withIdentifier: "tabbar"))
        #expect(bar.frameInWindow == Rect(x: 0, y: 600 - Theme.tabBarHeight, width: 800, height: Theme.tabBarHeight))
        #expect(scenes[0].view.frameInWindow == Rect(x: 0, y: 0, width: 800, height: 600 - Theme.tabBarHeight))
    }

    @Test("Clicking a tab shows its scene and tells both scenes")
    func clickingATab() throws {
        let (window, tabs, scenes) = makeWindow()
        let item = try #require(window.rootView.view(withIdentifier: "tab.second"))
        let center = item.frameInWindow.center
        window.handle(PointerEvent(phase: .down, location: center, timestamp: 0))
        window.handle(PointerEvent(phase: .up, location: center, timestamp: 0.05))
        #expect(tabs.selectedScene === scenes[1])
        #expect(scenes[0].log == ["appear", "disappear"])
        #expect(scenes[1].log == ["appear"])
        #expect(scenes[0].view.superview == nil)
    }

    @Test("Digit keys switch tabs")
    func digitKeys() {
        let (window, tabs, _) = makeWindow()
        window.handle(KeyEvent(key: .character("2")))
        #expect(tabs.selectedIndex == 1)
        window.handle(KeyEvent(key: .character("9")))
        #expect(tabs.selectedIndex == 1)
    }

    @Test("The automation tree lists tabs with ids, frames and selection")
    func automationTree() throws {
        let (window, _, _) = makeWindow()
        let json = window.rootView.automationNode().json
        #expect(json.contains(#""id":"tab.first""#))
        #expect(json.contains(#""selected":true"#))
        let item = try #require(window.rootView.view(withIdentifier: "tab.first"))
        guard case .object(let node) = item.automationNode() else { Issue.record("not an object"); return }
        #expect(node["type"] == .string("Tab"))
        #expect(node["frame"] == .array([.double(280), .double(541), .double(120), .double(59)]))
    }

    @Test("Automation JSON escapes strings and sorts keys")
    func jsonEncoding() {
        let value = AutomationValue.object(["b": "quote\" and \\", "a": .array([1, 2.5, true, .null])])
        #expect(value.json == #"{"a":[1,2.5,true,null],"b":"quote\" and \\"}"#)
    }
}
