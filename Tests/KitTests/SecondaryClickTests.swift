import KitTestSupport
import Testing

@testable import Kit

/// The secondary (right) mouse button: a press goes to the view under it and up its superviews until one takes it,
/// and it is never a touch, so no control or gesture recognizer mistakes it for a click.
@MainActor
@Suite("Secondary click")
struct SecondaryClickTests {
    /// A view that takes secondary clicks when `takes` is set, recording the ones it gets.
    final class ContextView: View {
        var takes = true
        var clicks: [PointerEvent] = []

        override func secondaryClick(_ event: PointerEvent) -> Bool {
            guard takes else { return false }
            clicks.append(event)
            return true
        }
    }

    private func rightPress(_ harness: ControlHarness, at point: Point, _ phase: PointerEvent.Phase = .down) {
        harness.window.handle(
            PointerEvent(phase: phase, location: point, timestamp: harness.elapsed, button: .secondary))
    }

    @Test("A right press reaches the view under it, or the nearest superview that takes it; its release does nothing")
    func bubblesToTheTaker() {
        let harness = ControlHarness()
        let outer = harness.add(ContextView(), frame: Rect(x: 0, y: 0, width: 300, height: 300))
        let inner = ContextView(frame: Rect(x: 50, y: 50, width: 100, height: 100))
        outer.addSubview(inner)
        rightPress(harness, at: Point(x: 80, y: 80))
        rightPress(harness, at: Point(x: 80, y: 80), .up)
        #expect(inner.clicks.count == 1 && outer.clicks.isEmpty)
        inner.takes = false
        rightPress(harness, at: Point(x: 80, y: 80))
        #expect(inner.clicks.count == 1 && outer.clicks.count == 1)
    }

    @Test("A right click on a button neither activates it nor reaches a tap recognizer")
    func notAClick() {
        let harness = ControlHarness()
        let button = harness.add(Button(title: "Go"), frame: Rect(x: 10, y: 10, width: 100, height: 40))
        var activations = 0
        button.onActivate = { activations += 1 }
        let tapped = View(frame: Rect(x: 200, y: 10, width: 100, height: 100))
        harness.window.rootView.addSubview(tapped)
        var taps = 0
        tapped.addGestureRecognizer(TapGestureRecognizer { _ in taps += 1 })
        for point in [Point(x: 50, y: 30), Point(x: 250, y: 50)] {
            rightPress(harness, at: point)
            harness.advance(by: 0.05)
            rightPress(harness, at: point, .up)
            harness.advance(by: 1)
        }
        #expect(activations == 0 && taps == 0)
        harness.click(Point(x: 50, y: 30))
        #expect(activations == 1, "the primary button still clicks")
    }
}
