import KitTestSupport

@testable import Kit

/// One scripted pointer event: `time` is seconds after the test clock's start.
struct ScriptedEvent {
    var time: Double
    var phase: PointerEvent.Phase
    var location: Point
    var pointer = 0
}

/// Named pointer sequences for gesture tests (times in seconds from the clock's start, points in window space).
enum PointerScript {
    static let here = Point(x: 100, y: 100)
    /// How long a finger rests on the glass for one tap.
    static let tapHold = 0.05

    static func tap(at location: Point = here, time: Double = 0, pointer: Int = 0) -> [ScriptedEvent] {
        [
            ScriptedEvent(time: time, phase: .down, location: location, pointer: pointer),
            ScriptedEvent(time: time + tapHold, phase: .up, location: location, pointer: pointer),
        ]
    }

    /// Two taps, the second pressing 100 ms after the first lifts: inside the double-tap window.
    static let twoTaps100msApart = tap(time: 0) + tap(time: tapHold + 0.1)
    /// Two taps, the second pressing 400 ms after the first lifts: outside the double-tap window.
    static let twoTaps400msApart = tap(time: 0) + tap(time: tapHold + 0.4)
    /// Two taps 100 ms apart in time but 150 pt apart in space: too far to be a double tap.
    static let twoTaps150ptApart = tap(time: 0) + tap(at: here + Point(x: 150, y: 0), time: tapHold + 0.1)

    /// Press, drag right in 3 pt steps every 10 ms (300 pt/s) for `steps` steps, release without pausing.
    static func pressDragRelease(from start: Point = here, steps: Int = 10, pointer: Int = 0) -> [ScriptedEvent] {
        var events = [ScriptedEvent(time: 0, phase: .down, location: start, pointer: pointer)]
        for step in 1...steps {
            let location = start + Point(x: 3 * Double(step), y: 0)
            events.append(ScriptedEvent(time: 0.01 * Double(step), phase: .moved, location: location, pointer: pointer))
        }
        let end = start + Point(x: 3 * Double(steps), y: 0)
        events.append(ScriptedEvent(time: 0.01 * Double(steps) + 0.005, phase: .up, location: end, pointer: pointer))
        return events
    }

    /// Press and hold still for `duration` seconds, then release.
    static func pressHold(at location: Point = here, duration: Double = 0.7) -> [ScriptedEvent] {
        [
            ScriptedEvent(time: 0, phase: .down, location: location),
            ScriptedEvent(time: duration, phase: .up, location: location),
        ]
    }
}

/// A window with one 300×300 view at the origin, a fake clock, and a log of what recognizers did and when.
@MainActor
final class GestureHarness {
    let window: Window
    let view = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
    let clock = TestClock()
    /// "name:state@milliseconds" for each action call, in order.
    private(set) var log: [String] = []
    private(set) var automationLines: [String] = []

    init() {
        window = Window(size: Size(width: 500, height: 500), clock: clock)
        view.accessibilityIdentifier = "pad"
        window.rootView.addSubview(view)
        window.events = EventLog(clock: { 0 }, sink: { [unowned self] in automationLines.append($0) })
        clock.tick(window, at: 0)
    }

    /// Attaches `recognizer` to `target` (default: the pad) and logs its actions under `name`.
    @discardableResult
    func attach<R: GestureRecognizer>(_ recognizer: R, as name: String, to target: View? = nil) -> R {
        (target ?? view).addGestureRecognizer(recognizer)
        recognizer.addAction { [unowned self] in log.append("\(name):\($0.state)@\(milliseconds)") }
        return recognizer
    }

    /// Plays events in order, ticking the clock to each one's time first so timers due earlier fire first.
    func play(_ events: [ScriptedEvent], offset: Double = 0) {
        for scripted in events {
            advance(to: scripted.time + offset)
            window.handle(
                PointerEvent(
                    pointerID: scripted.pointer, phase: scripted.phase, location: scripted.location,
                    timestamp: clock.now))
        }
    }

    /// Moves time to `seconds`, waking at every timer deadline on the way as the run loop does.
    func advance(to seconds: Double) {
        // A deadline within a nanosecond of `seconds` is due: sums like 0.05 + 0.3 are inexact in binary.
        while let deadline = window.nextDeadline, deadline < seconds + 1e-9 {
            tick(at: deadline)
        }
        tick(at: seconds)
    }

    /// Ticks at `seconds` (or at the clock's time, when a deadline a rounding error later already took it there).
    private func tick(at seconds: Double) {
        elapsed = seconds
        clock.tick(window, at: max(seconds, clock.now))
    }

    /// The time asked for by the latest tick, for the log (a deadline may land a rounding error past it).
    private var elapsed = 0.0
    private var milliseconds: Int { Int((elapsed * 1000).rounded()) }
}

extension GestureRecognizer {
    /// Records every state change (resets included) into the returned box.
    func recordStates() -> StateLog {
        let states = StateLog()
        stateObserver = { states.values.append($0) }
        return states
    }
}

@MainActor
final class StateLog {
    var values: [GestureRecognizer.State] = []
}

/// A control that counts what it received.
@MainActor
final class CountingControl: Control {
    var activations = 0
    var cancellations = 0

    override init(frame: Rect) {
        super.init(frame: frame)
        onActivate = { [unowned self] in activations += 1 }
    }

    override func touchesCancelled(_ event: PointerEvent) {
        cancellations += 1
        super.touchesCancelled(event)
    }
}
