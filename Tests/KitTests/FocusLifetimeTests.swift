import KitTestSupport
import Testing

@testable import Kit

@MainActor
@Suite("Keyboard focus ends when its view leaves the window")
struct FocusLifetimeTests {
    /// A scene holding one stepper, recording the keys that reach it unclaimed.
    @MainActor
    private final class StepperScene: Scene {
        let stepper = Stepper(value: 5, minimumValue: 0, maximumValue: 10)
        var unclaimedKeys: [KeyEvent.Key] = []

        init(_ name: String) {
            super.init(name: name, title: name.capitalized, tabIcon: nil)
            stepper.frame = Rect(x: 20, y: 80, width: 96, height: 36)
            view.addSubview(stepper)
        }

        override func handleKey(_ event: KeyEvent) -> Bool {
            unclaimedKeys.append(event.key)
            return true
        }
    }

    @Test("Removing a view takes the focus from the control inside it; removing another view does not")
    func removingAnAncestorClearsFocus() {
        let harness = ControlHarness()
        let group = harness.add(View(), frame: Rect(x: 0, y: 0, width: 300, height: 200))
        let stepper = Stepper()
        stepper.frame = Rect(x: 10, y: 10, width: 96, height: 36)
        group.addSubview(stepper)
        let bystander = harness.add(View(), frame: Rect(x: 320, y: 0, width: 50, height: 50))
        harness.tab()
        #expect(harness.window.focusedView === stepper)
        bystander.removeFromSuperview()
        #expect(harness.window.focusedView === stepper)
        group.removeFromSuperview()
        #expect(harness.window.focusedView == nil)
        #expect(!stepper.isFocused, "the ring goes with the focus")
        harness.key(.up)
        #expect(stepper.value == 0, "an arrow no longer steps the removed stepper")
    }

    @Test("Moving a focused control to another superview in the same window keeps its focus")
    func movingWithinTheWindowKeepsFocus() {
        let harness = ControlHarness()
        let left = harness.add(View(), frame: Rect(x: 0, y: 0, width: 300, height: 200))
        let right = harness.add(View(), frame: Rect(x: 300, y: 0, width: 300, height: 200))
        let stepper = Stepper()
        stepper.frame = Rect(x: 10, y: 10, width: 96, height: 36)
        left.addSubview(stepper)
        harness.tab()
        right.addSubview(stepper)
        #expect(harness.window.focusedView === stepper)
        harness.key(.up)
        #expect(stepper.value == 1)
    }

    @Test("Switching tabs takes the focus from the hidden tab's control; arrows then reach the shown scene")
    func switchingTabsClearsFocus() {
        let clock = TestClock()
        let window = Window(size: Size(width: 800, height: 600), clock: clock)
        let scenes = [StepperScene("first"), StepperScene("second")]
        let tabs = TabBarController(scenes: scenes)
        window.setRootScene(tabs)
        clock.tick(window, at: 0)
        window.handle(KeyEvent(key: .tab, timestamp: clock.now))
        #expect(window.focusedView === scenes[0].stepper)
        window.handle(KeyEvent(key: .character("2"), timestamp: clock.now))
        #expect(window.focusedView == nil)
        window.handle(KeyEvent(key: .up, timestamp: clock.now))
        #expect(scenes[0].stepper.value == 5, "the hidden tab's stepper does not move")
        #expect(scenes[1].unclaimedKeys == [.up])
    }

    @Test("Back: the leaving screen gives up focus at once, and Tab skips it while it slides away")
    func poppingClearsFocusAtOnce() {
        let clock = TestClock()
        let window = Window(size: Size(width: 800, height: 600), clock: clock)
        let root = StepperScene("studio")
        let editor = StepperScene("editor")
        let navigation = NavigationController(root: root, name: "snowman", title: "Snowman", tabIcon: nil)
        window.setRootScene(navigation)
        clock.tick(window, at: 0)
        navigation.push(editor)
        clock.tick(window, at: 1)
        window.handle(KeyEvent(key: .tab, timestamp: clock.now))
        #expect(window.focusedView === navigation.bar.leadingItems.first, "the bar's Back comes first")
        window.handle(KeyEvent(key: .tab, timestamp: clock.now))
        #expect(window.focusedView === editor.stepper)
        navigation.pop()
        clock.tick(window, at: 1 + NavigationController.transitionDuration / 2)
        #expect(window.focusedView == nil, "focus left with the screen, before its slide ends")
        #expect(editor.view.window === window, "the screen is still sliding away")
        for _ in 0..<4 {
            window.handle(KeyEvent(key: .tab, timestamp: clock.now))
            #expect(window.focusedView?.isDescendant(of: editor.view) == false)
        }
        clock.tick(window, at: 2)
        #expect(editor.view.isUserInteractionEnabled, "a screen that left takes input again once shown again")
        navigation.push(editor, animated: false)
        window.handle(KeyEvent(key: .tab, timestamp: clock.now))
        window.handle(KeyEvent(key: .tab, timestamp: clock.now))
        #expect(window.focusedView === editor.stepper, "past Back, the screen's stepper takes the focus again")
    }

    @Test("Push: the covered screen gives up focus, and going back before the slide ends restores its input")
    func pushingClearsFocusInTheCoveredScreen() {
        let clock = TestClock()
        let window = Window(size: Size(width: 800, height: 600), clock: clock)
        let root = StepperScene("studio")
        let navigation = NavigationController(root: root, name: "snowman", title: "Snowman", tabIcon: nil)
        window.setRootScene(navigation)
        clock.tick(window, at: 0)
        window.handle(KeyEvent(key: .tab, timestamp: clock.now))
        #expect(window.focusedView === root.stepper)
        navigation.push(StepperScene("editor"))
        #expect(window.focusedView == nil)
        clock.tick(window, at: 0.1)
        navigation.pop()
        clock.tick(window, at: 2)
        #expect(root.view.isUserInteractionEnabled)
        window.handle(KeyEvent(key: .tab, timestamp: clock.now))
        #expect(window.focusedView === root.stepper)
    }

    @Test("A button released after its alert went away does nothing")
    func buttonOutlivingItsAlert() throws {
        let harness = ControlHarness()
        var chosen: [String] = []
        Alert(
            title: "Delete?",
            actions: [
                AlertAction(title: "Cancel", style: .cancel) { chosen.append("Cancel") },
                AlertAction(title: "Delete") { chosen.append("Delete") },
            ]
        ).present(in: harness.window)
        harness.advance(by: 1)
        let delete = try #require(harness.window.rootView.view(withIdentifier: "alert.delete"))
        harness.press(delete.frameInWindow.center)
        harness.key(.escape)
        harness.advance(by: 1)
        #expect(harness.window.topPresentation == nil)
        #expect(delete.window == nil)
        // Released where the orphaned button believes it is, so it counts as a release inside.
        harness.release(delete.frameInWindow.center)
        #expect(chosen == ["Cancel"], "only Escape's choice runs; the stale press is ignored")
    }
}
