extension GestureRecognizer {
    /// UIKit's recognizer states. Discrete gestures: possible → recognized (= ended) or failed. Continuous ones:
    /// possible → began → changed… → ended or cancelled, or possible → failed. Every final state returns to
    /// possible once the touches of that sequence are up.
    public enum State: String, Sendable, CaseIterable {
        case possible, began, changed, ended, cancelled, failed

        /// A discrete gesture's success: the same state as `ended`, as in UIKit.
        public static var recognized: State { .ended }

        /// Began or changed: the gesture is in progress and owns its touches.
        var isActive: Bool { self == .began || self == .changed }

        /// Ended, cancelled or failed: waiting for its touches to lift before resetting.
        var isFinal: Bool { self == .ended || self == .cancelled || self == .failed }
    }

    /// A subclass's state change: moves within a won gesture apply at once, failing applies at once, and
    /// beginning or recognizing waits for the arena's grant.
    func request(_ newState: State) {
        switch (currentState, newState) {
        case (.possible, .began), (.possible, .ended):
            guard requestedState == nil else { return }
            requestedState = newState
        case (.possible, .failed):
            requestedState = nil
            apply(.failed)
        case (.began, .changed), (.changed, .changed), (.began, .ended), (.changed, .ended),
            (.began, .cancelled), (.changed, .cancelled):
            apply(newState)
        default:
            assertionFailure(
                "Gesture state \(currentState) → \(newState) is not allowed: begin or recognize only from .possible, "
                    + "change/end/cancel only after .began, and let the arena reset to .possible.")
        }
    }

    /// Enters `newState`: tells observers, runs the actions and logs it (every state but failed has actions).
    func apply(_ newState: State) {
        currentState = newState
        stateObserver?(newState)
        guard newState != .failed, newState != .possible else { return }
        for action in actions { action(self) }
        if newState != .changed { (hostWindow ?? view?.window)?.announceGesture(self) }
    }

    /// Back to `.possible` for the next sequence: timers, requests and per-gesture data are cleared.
    func performReset() {
        cancelTimers()
        requestedState = nil
        touches.removeAll()
        trackedPointers.removeAll()
        hitView = nil
        reset()
        guard currentState != .possible else { return }
        currentState = .possible
        stateObserver?(.possible)
    }

    /// The state name for the automation log: discrete recognizers report "recognized" instead of "ended".
    var automationStateName: String {
        isDiscrete && currentState == .ended ? "recognized" : currentState.rawValue
    }
}
