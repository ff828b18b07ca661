import KitTestSupport
import Testing

@testable import Kit

@MainActor
@Suite("The window keeps which keys are held")
struct WindowKeyboardTests {
    private final class KeyRecordingScene: Scene {
        var presses: [KeyEvent.Key] = []
        init() { super.init(name: "keys", title: "Keys", tabIcon: nil) }
        override func handleKey(_ event: KeyEvent) -> Bool {
            presses.append(event.key)
            return true
        }
    }

    private func window() -> (Window, KeyRecordingScene) {
        let window = Window(size: Size(width: 400, height: 300), clock: TestClock())
        let scene = KeyRecordingScene()
        window.setRootScene(scene)
        return (window, scene)
    }

    @Test("A key is held from its press to its release; a repeat keeps it held; releases reach no one")
    func pressToRelease() {
        let (window, scene) = window()
        window.handle(KeyEvent(key: .right))
        #expect(window.keyboard.isHeld(.right) && !window.keyboard.isHeld(.left))
        window.handle(KeyEvent(key: .right, isRepeat: true))
        window.handleKeyRelease(KeyEvent(key: .right))
        #expect(!window.keyboard.isHeld(.right))
        #expect(scene.presses == [.right, .right], "the scene hears the press and the repeat, not the release")
    }

    @Test("Losing focus lets go of every key: their releases will go to another window")
    func focusLossReleasesAll() {
        let (window, _) = window()
        window.handle(KeyEvent(key: .character("a")))
        window.handle(KeyEvent(key: .left))
        window.hasFocus = false
        #expect(window.keyboard.heldKeys.isEmpty)
    }
}
