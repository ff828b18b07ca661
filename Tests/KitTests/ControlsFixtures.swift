import KitTestSupport

@testable import Kit

/// A 600×400 window on a fake clock for driving controls the way a user does: presses, drags, releases and
/// keys, each stamped with the clock's time. Time only moves when a test says so.
@MainActor
final class ControlHarness {
    let window: Window
    let clock = TestClock()

    init() {
        window = Window(size: Size(width: 600, height: 400), clock: clock)
        clock.tick(window, at: 0)
    }

    /// Seconds since the clock started.
    var elapsed: Double { clock.now }

    /// Adds `control` to the window at `frame` and lays it out.
    @discardableResult
    func add<V: View>(_ control: V, frame: Rect) -> V {
        control.frame = frame
        window.rootView.addSubview(control)
        window.rootView.layoutIfNeeded()
        return control
    }

    func press(_ location: Point) { send(.down, location) }
    func move(to location: Point) { send(.moved, location) }
    func release(_ location: Point) { send(.up, location) }

    /// A press and release at `location`, `hold` seconds apart.
    func click(_ location: Point, hold: Double = 0.05) {
        press(location)
        advance(by: hold)
        release(location)
    }

    /// Press at `start`, move to `end` in `steps` equal moves 10 ms apart, release at `end`.
    func drag(from start: Point, to end: Point, steps: Int = 5) {
        press(start)
        for step in 1...steps {
            advance(by: 0.01)
            move(to: start + (end - start) * (Double(step) / Double(steps)))
        }
        advance(by: 0.01)
        release(end)
    }

    func key(_ key: KeyEvent.Key, _ modifiers: KeyEvent.Modifiers = [], isRepeat: Bool = false) {
        window.handle(KeyEvent(key: key, modifiers: modifiers, isRepeat: isRepeat, timestamp: clock.now))
    }

    func tab(backward: Bool = false) { key(.tab, backward ? .shift : []) }

    /// Moves time forward by `seconds`, waking at every timer deadline on the way as the run loop does.
    func advance(by seconds: Double) {
        let target = clock.now + seconds
        // A deadline within a nanosecond of the target is due: sums like 0.05 + 0.3 are inexact in binary.
        while let deadline = window.nextDeadline, deadline < target + 1e-9 {
            clock.tick(window, at: max(deadline, clock.now))
        }
        clock.tick(window, at: max(target, clock.now))
    }

    private func send(_ phase: PointerEvent.Phase, _ location: Point) {
        window.handle(PointerEvent(phase: phase, location: location, timestamp: clock.now))
    }
}

/// Records every value a control reports through its value-changed callback.
@MainActor
final class ValueLog<Value> {
    var values: [Value] = []
    func record(_ value: Value) { values.append(value) }
}

extension View {
    /// The centre of the view in window space, where a click lands on it.
    var centerInWindow: Point { frameInWindow.center }

    /// The automation node's fields (empty when the node is not an object).
    var automationFields: [String: AutomationValue] {
        guard case .object(let fields) = automationNode() else { return [:] }
        return fields
    }
}
