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

        convenience init(actions: [String: AlertAction.Style]) {
            let order = ["Cancel", "Play again", "Delete"]
            self.init(ordered: order.compactMap { title in actions[title].map { (title, $0) } })
        }

        init(ordered actions: [(title: String, style: AlertAction.Style)]) {
            window = Window(size: Size(width: 800, height: 600), clock: clock)
            let scene = Scene(name: "test", title: "Test", tabIcon: nil)
            window.setRootScene(scene)
            window.events = EventLog(clock: { 0 }) { [unowned self] in self.lines.append($0) }
            let built = actions.map { title, style in
                AlertAction(title: title, style: style) { [unowned self] in self.chosen.append(title) }
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

        func button(_ identifier: String) -> Button? {
            window.rootView.view(withIdentifier: identifier) as? Button
        }

        func press(_ key: KeyEvent.Key, modifiers: KeyEvent.Modifiers = []) {
            window.handle(KeyEvent(key: key, modifiers: modifiers, timestamp: clock.now))
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

    @Test("Return picks the first ordinary action; Escape picks cancel")
    func keyboard() {
        let f = Fixture(actions: ["Cancel": .cancel, "Play again": .default])
        f.press(.escape)
        #expect(f.chosen == ["Cancel"])
        let g = Fixture(actions: ["Cancel": .cancel, "Play again": .default])
        g.press(.enter)
        #expect(g.chosen == ["Play again"])
    }

    @Test("Return on a destructive alert cancels: Cancel is its default, drawn bold, and the red action is not")
    func destructiveAlertDefaultsToCancel() {
        let f = Fixture(actions: ["Cancel": .cancel, "Delete": .destructive])
        #expect(f.alert.defaultActionIndex == 0)
        #expect(f.button("alert.cancel")?.titleWeight == .bold)
        #expect(f.button("alert.delete")?.titleWeight != .bold)
        f.press(.enter)
        #expect(f.chosen == ["Cancel"])
        #expect(f.lines.contains { $0.contains("\"alert.dismissed\"") && $0.contains("\"Cancel\"") })
    }

    @Test("An alert of destructive actions alone ignores Return")
    func onlyDestructiveIgnoresReturn() {
        let f = Fixture(actions: ["Delete": .destructive])
        f.press(.enter)
        #expect(f.chosen.isEmpty)
        #expect(f.window.topPresentation != nil)
    }

    @Test("In a Save / Discard / Cancel alert the primary action is the bold one, Return saves, Escape cancels")
    func saveAlertEmphasizesItsPrimaryAction() {
        let actions: [(title: String, style: AlertAction.Style)] = [
            ("Save…", .default), ("Discard", .destructive), ("Cancel", .cancel),
        ]
        let f = Fixture(ordered: actions)
        let bold = ["alert.save", "alert.discard", "alert.cancel"].filter { f.button($0)?.titleWeight == .bold }
        #expect(bold == ["alert.save"])
        f.press(.enter)
        #expect(f.chosen == ["Save…"])
        let g = Fixture(ordered: actions)
        g.press(.escape)
        #expect(g.chosen == ["Cancel"])
    }

    @Test("Return on a button reached with Tab picks that button, whatever the default")
    func focusedButtonTakesReturn() {
        let f = Fixture(actions: ["Cancel": .cancel, "Delete": .destructive])
        f.press(.tab)
        f.press(.tab)
        #expect(f.window.focusedView === f.button("alert.delete"))
        let button = f.button("alert.delete")!
        let ring = button.focusRingShape.rect
        #expect(
            ring.minX >= 0 && ring.minY >= 0 && ring.maxX <= button.bounds.width && ring.maxY <= button.bounds.height,
            "the ring is inside the button, where the card's clipping cannot cut it")
        f.press(.enter)
        #expect(f.chosen == ["Delete"])
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
