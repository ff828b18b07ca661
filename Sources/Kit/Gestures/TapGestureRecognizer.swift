/// Recognizes one or more taps of one or more fingers (UITapGestureRecognizer), e.g. a double tap with
/// `TapGestureRecognizer(taps: 2)`.
///
/// A tap is a press and release that drifts at most `allowableMovement`; the next tap of a series must press
/// within `maximumTapInterval` of the previous lift and within `maximumTapDistance` of the first tap. Discrete:
/// possible → recognized on the last lift, or failed. To have a single tap wait for a double tap, call
/// `single.require(toFail: double)`; the wait happens only when the double-tap recognizer is on the touch path.
@MainActor
public class TapGestureRecognizer: GestureRecognizer {
    public var numberOfTapsRequired: Int
    var numberOfTouchesRequired: Int
    /// Points a finger may drift during one tap.
    var allowableMovement = GestureConstants.tapDrift
    /// Seconds from a lift to the next press of the same series.
    var maximumTapInterval = GestureConstants.doubleTapWindow
    /// Points between the first tap and each later tap of the series.
    var maximumTapDistance = GestureConstants.doubleTapDistance

    /// Taps completed so far in the current series (a running count for feedback between taps).
    private(set) var tapCount = 0
    /// Where the series' first tap pressed, in window points: the gesture's location, as in UIKit.
    private var seriesStart: Point?
    /// Press locations of the fingers of the tap in progress.
    private var pressStarts: [Int: Point] = [:]
    private var mostTouchesThisTap = 0

    public init(
        taps: Int = 1, touches: Int = 1, action: (@MainActor (TapGestureRecognizer) -> Void)? = nil
    ) {
        precondition(taps >= 1 && touches >= 1, "A tap needs at least one tap of at least one finger.")
        numberOfTapsRequired = taps
        numberOfTouchesRequired = touches
        super.init()
        if let action { addAction(action) }
    }

    public override func touchesBegan(_ event: PointerEvent) {
        cancelTimers()
        if pressStarts.isEmpty, let start = seriesStart, event.location.distance(to: start) > maximumTapDistance {
            state = .failed
            return
        }
        if seriesStart == nil { seriesStart = event.location }
        pressStarts[event.pointerID] = event.location
        mostTouchesThisTap = max(mostTouchesThisTap, numberOfTouches)
        if numberOfTouches > numberOfTouchesRequired { state = .failed }
    }

    public override func touchesMoved(_ event: PointerEvent) {
        guard let start = pressStarts[event.pointerID] else { return }
        if event.location.distance(to: start) > allowableMovement { state = .failed }
    }

    public override func touchesEnded(_ event: PointerEvent) {
        guard numberOfTouches == 0 else { return }
        guard mostTouchesThisTap == numberOfTouchesRequired else {
            state = .failed
            return
        }
        tapCount += 1
        pressStarts.removeAll()
        mostTouchesThisTap = 0
        if tapCount == numberOfTapsRequired {
            state = .recognized
        } else {
            schedule(at: event.timestamp + maximumTapInterval) { [weak self] in self?.state = .failed }
        }
    }

    public override func reset() {
        tapCount = 0
        seriesStart = nil
        pressStarts.removeAll()
        mostTouchesThisTap = 0
    }

    public override func location(in view: View?) -> Point {
        guard let start = seriesStart else { return super.location(in: view) }
        return view?.convertFromWindow(start) ?? start
    }

    /// A tap never blocks a tap recognizer that needs more taps: single and double both fire unless the single
    /// requires the double to fail.
    public override func canPrevent(_ other: GestureRecognizer) -> Bool {
        if let tap = other as? TapGestureRecognizer, tap.numberOfTapsRequired > numberOfTapsRequired { return false }
        return super.canPrevent(other)
    }

    public override var yieldsToControls: Bool { true }
    public override var isDiscrete: Bool { true }

    public override var automationKind: String {
        switch numberOfTapsRequired {
        case 1: "tap"
        case 2: "double_tap"
        case 3: "triple_tap"
        default: "tap_\(numberOfTapsRequired)"
        }
    }
}
