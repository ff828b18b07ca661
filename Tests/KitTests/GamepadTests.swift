import KitTestSupport
import Testing

@testable import Kit

@MainActor
@Suite("Gamepad: routing and held state")
struct GamepadTests {
    private final class GamepadRecordingScene: Scene {
        var received: [GamepadEvent.Kind] = []
        init(_ name: String) { super.init(name: name, title: name.capitalized, tabIcon: nil) }
        override func handleGamepad(_ event: GamepadEvent) -> Bool {
            received.append(event.kind)
            return true
        }
    }

    private func event(_ kind: GamepadEvent.Kind, pad: Int = 0) -> GamepadEvent {
        GamepadEvent(gamepadID: pad, kind: kind, timestamp: 0)
    }

    @Test("Controller events reach the selected tab's scene only, and follow the selection")
    func routesToSelectedScene() {
        let scenes = [GamepadRecordingScene("first"), GamepadRecordingScene("second")]
        let tabs = TabBarController(scenes: scenes)
        let window = Window(size: Size(width: 800, height: 600), clock: TestClock())
        window.setRootScene(tabs)
        #expect(window.handle(event(.buttonDown(.a))))
        tabs.select(index: 1)
        window.handle(event(.axis(.leftX, value: 0.5)))
        #expect(scenes[0].received == [.buttonDown(.a)])
        #expect(scenes[1].received == [.axis(.leftX, value: 0.5)])
    }

    @Test("With no scene that takes the controller, events are not taken, yet the held state still follows them")
    func ignoredWithoutGamepadScene() {
        let window = Window(size: Size(width: 800, height: 600), clock: TestClock())
        #expect(!window.handle(event(.buttonDown(.start))), "no root scene at all")
        window.setRootScene(Scene(name: "plain", title: "Plain", tabIcon: nil))
        #expect(!window.handle(event(.buttonDown(.a))), "a scene that does not override handleGamepad")
        #expect(window.gamepad.isHeld(.a))
    }

    @Test("Held buttons and axes are tracked per controller and combined; a disconnect releases everything")
    func heldStateTracking() {
        var state = GamepadState()
        state.apply(event(.connected(name: "Pad", hasAccelerometer: true), pad: 1))
        state.apply(event(.buttonDown(.dpadLeft), pad: 1))
        state.apply(event(.buttonDown(.dpadLeft), pad: 2))
        state.apply(event(.buttonUp(.dpadLeft), pad: 1))
        #expect(state.isHeld(.dpadLeft), "still held on the second controller")
        #expect(!state.isHeld(.dpadRight))
        state.apply(event(.axis(.leftX, value: 0.3), pad: 1))
        state.apply(event(.axis(.leftX, value: -0.8), pad: 2))
        #expect(state.value(of: .leftX) == -0.8, "the controller pushed furthest wins")
        #expect(state.value(of: .rightY) == 0)
        state.apply(event(.accelerometer(x: 1, y: 9.5, z: 0), pad: 1))
        #expect(state.acceleration == GamepadState.Acceleration(x: 1, y: 9.5, z: 0))
        #expect(state.connected == [1: "Pad"] && state.withAccelerometer == [1])
        state.apply(event(.disconnected, pad: 2))
        #expect(!state.isHeld(.dpadLeft))
        #expect(state.value(of: .leftX) == 0.3)
        state.apply(event(.disconnected, pad: 1))
        #expect(state.acceleration == nil && !state.isConnected && state.value(of: .leftX) == 0)
    }

    @Test("Over an alert, A picks the default action and B cancels; the scene behind hears neither")
    func alertTakesTheController() {
        let scene = GamepadRecordingScene("game")
        let clock = TestClock()
        let window = Window(size: Size(width: 800, height: 600), clock: clock)
        window.setRootScene(scene)
        var chosen: [String] = []
        let actions = ["Cancel", "Play again"].map { title in
            AlertAction(title: title, style: title == "Cancel" ? .cancel : .default) { chosen.append(title) }
        }
        Alert(title: "Game over", message: "Again?", actions: actions).present(in: window)
        clock.tick(window, at: 1)
        window.handle(event(.buttonDown(.x)))
        window.handle(event(.buttonDown(.a)))
        #expect(chosen == ["Play again"])
        clock.tick(window, at: 2)
        Alert(title: "Game over", message: "Again?", actions: actions).present(in: window)
        clock.tick(window, at: 3)
        window.handle(event(.buttonDown(.b)))
        #expect(chosen == ["Play again", "Cancel"])
        #expect(scene.received.isEmpty)
    }
}
