import KitTestSupport
import Testing

@testable import Kit

@MainActor
@Suite("Alert")
struct AlertTests {
    @MainActor
    private final class Fixture {
        let clock = TestClock()
        let window: Window
        var chosen: [String] = []
        var lines: [String] = []
        var alert: Alert!

        init(actions: [String: AlertAction.Style]) {
            window = Window(size: Size(width: 800, height: 600), clock: clock)
            let scene = Scene(name: "test", title: "Test", tabIcon: nil)
            window.setRootScene(scene)
            window.events = EventLog(clock: { 0 }) { [unowned self] in self.lines.append($0) }
            var built: [AlertAction] = []
            for title in ["Cancel", "Play again", "Delete"] where actions[title] != nil {
                built.append(
                    AlertAction(title: title, style: actions[title]!) { [unowned self] in self.chosen.append(title) })
            }
            alert = Alert(title: "Game over", message: "You scored 1,200 points.", actions: built)
            clock.tick(window, at: 0)
            alert.present(in: window)
            clock.tick(window, at: 1)
        }

        func click(_ identifier: String) {
            let center = window.rootView.view(withIdentifier: identifier)!.frameInWindow.center
            window.handle(PointerEvent(phase: .down, location: center, timestamp: clock.now))
            window.handle(PointerEvent(phase: .up, location: center, timestamp: clock.now))
        }
    }

    @Test("Each action is a button with an id from its title; a click runs its handler once and dismisses")
    func clickChooses() {
        let f = Fixture(actions: ["Cancel": .cancel, "Play again": .default])
        #expect(f.window.rootView.view(withIdentifier: "alert.play-again") is Button)
        f.click("alert.play-again")
        f.click("alert.play-again")
        #expect(f.chosen == ["Play again"])
        f.clock.tick(f.window, at: 2)
        #expect(f.window.rootView.view(withIdentifier: "alert") == nil)
        #expect(f.lines.contains { $0.contains("\"alert.dismissed\"") && $0.contains("Play again") })
    }

    @Test("Enter picks the first ordinary action; Escape picks cancel")
    func keyboard() {
        let f = Fixture(actions: ["Cancel": .cancel, "Play again": .default])
        f.window.handle(KeyEvent(key: .escape, timestamp: f.clock.now))
        #expect(f.chosen == ["Cancel"])
        let g = Fixture(actions: ["Cancel": .cancel, "Delete": .destructive])
        g.window.handle(KeyEvent(key: .enter, timestamp: g.clock.now))
        #expect(g.chosen == ["Delete"], "with no ordinary action, Enter takes the first that is not cancel")
    }

    @Test("Escape does nothing on an alert without a cancel action")
    func noCancel() {
        let f = Fixture(actions: ["Play again": .default])
        f.window.handle(KeyEvent(key: .escape, timestamp: f.clock.now))
        #expect(f.chosen.isEmpty)
        #expect(f.window.topPresentation != nil)
    }

    @Test("The card is tall enough for its title, message and buttons, centred in the window")
    func sizing() {
        let f = Fixture(actions: ["Cancel": .cancel, "Play again": .default, "Delete": .destructive])
        let card = f.alert.frameInWindow
        #expect(card.center == Point(x: 400, y: 300))
        #expect(card.height >= 3 * Alert.buttonHeight + Theme.TypeSize.headline + Theme.TypeSize.body)
        let top = f.window.rootView.view(withIdentifier: "alert.cancel")!.frameInWindow
        #expect(
            top.minY > f.alert.frameInWindow.minY + Alert.padding + Theme.TypeSize.body, "buttons sit below the text")
    }
}
