/// Recognizes a press held still (UILongPressGestureRecognizer): continuous, it begins once the fingers have been
/// down `minimumPressDuration` without drifting more than `allowableMovement`, then reports changes as they move
/// and ends when one lifts.
@MainActor
class LongPressGestureRecognizer: GestureRecognizer {
    /// Seconds the press must be held.
    var minimumPressDuration = GestureConstants.longPressDuration
    /// Points a finger may drift before the press begins.
    var allowableMovement = GestureConstants.longPressDrift
    var numberOfTouchesRequired: Int

    private var pressStarts: [Int: Point] = [:]

    public init(touches: Int = 1, action: (@MainActor (LongPressGestureRecognizer) -> Void)? = nil) {
        precondition(touches >= 1, "A long press needs at least one finger.")
        numberOfTouchesRequired = touches
        super.init()
        if let action { addAction(action) }
    }

    override func touchesBegan(_ event: PointerEvent) {
        guard state == .possible else { return }
        pressStarts[event.pointerID] = event.location
        if numberOfTouches > numberOfTouchesRequired {
            state = .failed
        } else if numberOfTouches == numberOfTouchesRequired {
            cancelTimers()
            schedule(at: event.timestamp + minimumPressDuration) { [weak self] in self?.pressHeldLongEnough() }
        }
    }

    override func touchesMoved(_ event: PointerEvent) {
        if state.isActive {
            state = .changed
        } else if let start = pressStarts[event.pointerID], event.location.distance(to: start) > allowableMovement {
            state = .failed
        }
    }

    override func touchesEnded(_ event: PointerEvent) {
        state = state.isActive ? .ended : .failed
    }

    override func reset() {
        pressStarts.removeAll()
    }

    override var automationKind: String { "long_press" }

    private func pressHeldLongEnough() {
        guard state == .possible, numberOfTouches == numberOfTouchesRequired else { return }
        state = .began
    }
}
