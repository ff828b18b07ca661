import KitTestSupport
import Testing

@testable import Kit

@MainActor
@Suite("Window focus reaches the scene on screen")
struct WindowFocusTests {
    private final class FocusRecordingScene: Scene {
        var changes: [Bool] = []
        init(_ name: String) { super.init(name: name, title: name.capitalized, tabIcon: nil) }
        override func windowDidChangeFocus(_ hasFocus: Bool) { changes.append(hasFocus) }
    }

    @Test("Losing and regaining focus tells the selected tab's scene once per change, and no other scene")
    func focusChangesGoToTheSelectedScene() {
        let scenes = [FocusRecordingScene("first"), FocusRecordingScene("second")]
        let tabs = TabBarController(scenes: scenes)
        let window = Window(size: Size(width: 800, height: 600), clock: TestClock())
        window.setRootScene(tabs)
        window.hasFocus = false
        window.hasFocus = false
        window.hasFocus = true
        tabs.select(index: 1)
        window.hasFocus = false
        #expect(scenes[0].changes == [false, true])
        #expect(scenes[1].changes == [false])
    }
}
