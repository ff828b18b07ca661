import KitTestSupport
import Testing

@testable import Kit

@MainActor
@Suite("Modal presentation")
struct PresentationTests {
    /// A window with a focusable control in the scene behind, and a sheet card to present over it.
    @MainActor
    private final class Fixture {
        let clock = TestClock()
        let window: Window
        let behind = Control(frame: Rect(x: 10, y: 10, width: 100, height: 40))
        let card = View()
        var behindActivations = 0
        var escapes = 0

        init(style: PresentationContainer.Style) {
            window = Window(size: Size(width: 800, height: 600), clock: clock)
            let scene = Scene(name: "test", title: "Test", tabIcon: nil)
            scene.view.addSubview(behind)
            behind.onActivate = { [unowned self] in self.behindActivations += 1 }
            window.setRootScene(scene)
            clock.tick(window, at: 0)
            let layer = PresentationContainer(style: style, card: card) { _ in Size(width: 300, height: 200) }
            layer.escapeAction = { [unowned self, unowned layer] in
                self.escapes += 1
                self.window.dismiss(layer)
            }
            window.present(layer, focus: nil)
        }

        func click(_ point: Point) {
            window.handle(PointerEvent(phase: .down, location: point, timestamp: clock.now))
            window.handle(PointerEvent(phase: .up, location: point, timestamp: clock.now))
        }
    }

    @Test("A presented sheet centres its card, blocks clicks to the scene behind, and owns the keyboard")
    func blocksWhatIsBehind() {
        let f = Fixture(style: .sheet)
        f.clock.tick(f.window, at: 1)
        #expect(f.card.frameInWindow == Rect(x: 250, y: 200, width: 300, height: 200))
        f.click(Point(x: 400, y: 300))  // on the card: nothing behind hears it
        f.window.handle(KeyEvent(key: .tab, timestamp: f.clock.now))
        #expect(f.window.focusedView == nil, "Tab cannot reach the control behind the modal layer")
        f.window.handle(KeyEvent(key: .space, timestamp: f.clock.now))
        #expect(f.behindActivations == 0)
    }

    @Test("Escape and a click on the dimmed background dismiss a sheet; it leaves after its exit animation")
    func sheetDismissal() {
        let f = Fixture(style: .sheet)
        f.clock.tick(f.window, at: 1)
        f.click(Point(x: 20, y: 580))
        #expect(f.escapes == 1)
        #expect(f.window.topPresentation == nil, "a dismissing layer no longer counts as presented")
        f.clock.tick(f.window, at: 2)
        #expect(!f.window.rootView.subviews.contains { $0 is PresentationContainer })
        f.click(Point(x: 60, y: 30))
        #expect(f.behindActivations == 1, "the scene takes clicks again once the sheet is gone")
    }

    @Test("A click on an alert's dimmed background does nothing: only its buttons dismiss it")
    func alertIgnoresBackground() {
        let f = Fixture(style: .alert)
        f.clock.tick(f.window, at: 1)
        f.click(Point(x: 20, y: 580))
        #expect(f.escapes == 0)
        #expect(f.window.topPresentation != nil)
        f.window.handle(KeyEvent(key: .escape, timestamp: f.clock.now))
        #expect(f.escapes == 1)
    }

    @Test("The card pops in: transparent and larger at first, settled after the entrance")
    func entranceAnimation() {
        let f = Fixture(style: .alert)
        f.clock.tick(f.window, at: 0)
        #expect(f.card.presentedAlpha < 0.01)
        f.clock.tick(f.window, at: PresentationContainer.alertEntranceDuration)
        #expect(f.card.presentedAlpha == 1)
        #expect(f.card.presentedTransform == .identity)
    }
}
