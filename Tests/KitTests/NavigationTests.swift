import KitTestSupport
import Testing

@testable import Kit

@MainActor
@Suite("Navigation stack and sheets")
struct NavigationTests {
    /// A scene that records when it appears and disappears.
    @MainActor
    private final class RecordingScene: Scene {
        var log: [String] = []
        override func sceneDidAppear() { log.append("appear") }
        override func sceneWillDisappear() { log.append("disappear") }
    }

    @Test("Push slides the new screen in with a back button; Back pops it and the root shows again")
    func pushAndPop() {
        let clock = TestClock()
        let window = Window(size: Size(width: 800, height: 600), clock: clock)
        let root = RecordingScene(name: "studio", title: "Studio", tabIcon: nil)
        let edit = RecordingScene(name: "edit", title: "Edit", tabIcon: nil)
        let navigation = NavigationController(root: root, name: "snowman", title: "Snowman", tabIcon: nil)
        window.setRootScene(navigation)
        clock.tick(window, at: 0)
        #expect(navigation.bar.leadingItems.isEmpty, "no back button at the root")
        navigation.push(edit)
        #expect(navigation.bar.title == "Edit")
        #expect(edit.view.presentedCenter.x > 400, "the new screen starts off to the right")
        clock.tick(window, at: NavigationController.transitionDuration)
        #expect(edit.view.frameInWindow.minX == 0)
        #expect(root.view.superview == nil, "the covered screen leaves the tree once covered")
        let back = navigation.bar.leadingItems.first!
        #expect(back.accessibilityIdentifier == "snowman.back")
        let center = back.frameInWindow.center
        window.handle(PointerEvent(phase: .down, location: center, timestamp: clock.now))
        window.handle(PointerEvent(phase: .up, location: center, timestamp: clock.now))
        clock.tick(window, at: 1)
        #expect(navigation.stack.count == 1)
        #expect(navigation.bar.title == "Studio")
        #expect(root.view.frameInWindow.minX == 0)
        #expect(edit.view.superview == nil)
        #expect(root.log == ["appear", "disappear", "appear"])
        #expect(edit.log == ["appear", "disappear"])
    }

    @Test("Tab reaches the bar's buttons before the screen's controls, in the order a reader meets them")
    func barButtonsComeFirstInFocusOrder() {
        let window = Window(size: Size(width: 800, height: 600), clock: TestClock())
        let studio = Scene(name: "studio", title: "Studio", tabIcon: nil)
        let edit = NavigationBar.barButton("Edit", identifier: "studio.edit")
        studio.trailingBarButtons = [edit]
        let play = Button(title: "Play")
        play.accessibilityIdentifier = "studio.play"
        play.frame = Rect(x: 20, y: 20, width: 100, height: 32)
        studio.view.addSubview(play)
        window.setRootScene(NavigationController(root: studio, name: "studio", title: "Studio", tabIcon: nil))
        #expect(window.focusableViews.map(\.accessibilityIdentifier) == ["studio.edit", "studio.play"])
    }

    /// A screen that keeps Back from leaving until told, as an editor with unsaved changes asks first.
    @MainActor
    private final class GuardedScene: Scene {
        var mayLeave = false
        var askedToLeave = 0
        override func navigationShouldPopOnBack() -> Bool {
            askedToLeave += 1
            return mayLeave
        }
    }

    @Test("Back and Escape ask the screen on top first and stay when it says no; a new title shows in the bar")
    func backAsksTheScreen() {
        let clock = TestClock()
        let window = Window(size: Size(width: 800, height: 600), clock: clock)
        let edit = GuardedScene(name: "edit", title: "Edit", tabIcon: nil)
        let navigation = NavigationController(
            root: Scene(name: "root", title: "Root", tabIcon: nil), name: "nav", title: "Nav", tabIcon: nil)
        window.setRootScene(navigation)
        navigation.push(edit, animated: false)
        edit.title = "Edit — Edited"
        #expect(navigation.bar.title == "Edit — Edited")
        navigation.bar.leadingItems.first?.onActivate?()
        #expect(navigation.handleKey(KeyEvent(key: .escape)))
        #expect(edit.askedToLeave == 2 && navigation.stack.count == 2, "asked twice, stayed")
        edit.mayLeave = true
        navigation.goBack()
        #expect(navigation.stack.count == 1)
        navigation.push(edit, animated: false)
        navigation.pop(animated: false)
        #expect(edit.askedToLeave == 3, "a pop in code does not ask")
    }

    @Test("A presented sheet shows the scene under a bar with Done; Done dismisses it")
    func sheet() {
        let clock = TestClock()
        let window = Window(size: Size(width: 800, height: 600), clock: clock)
        let host = Scene(name: "host", title: "Host", tabIcon: nil)
        let hint = RecordingScene(name: "hint", title: "Hint", tabIcon: nil)
        window.setRootScene(host)
        clock.tick(window, at: 0)
        host.present(hint)
        clock.tick(window, at: 1)
        let done = window.rootView.view(withIdentifier: "hint.done")!
        #expect(hint.view.frameInWindow.width == Scene.sheetMaximumSize.width)
        let center = done.frameInWindow.center
        window.handle(PointerEvent(phase: .down, location: center, timestamp: clock.now))
        window.handle(PointerEvent(phase: .up, location: center, timestamp: clock.now))
        clock.tick(window, at: 2)
        #expect(window.topPresentation == nil)
        #expect(hint.view.window == nil)
        #expect(hint.log == ["appear", "disappear"])
    }
}
