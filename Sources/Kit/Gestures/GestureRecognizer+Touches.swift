extension GestureRecognizer {
    /// Whether a new touch can join: enabled, still undecided, and not holding a recognition the arena has yet to
    /// grant (such a recognizer gets the touch only after it fires or fails, as the start of a fresh sequence).
    ///
    /// A gesture in progress keeps the touches it began with: a finger that lands once a pan or long press has
    /// begun is not added to it (UIKit would re-centre a pan on both fingers). So a second finger — a palm, the
    /// other hand — never moves, ends or takes over a drag in progress; it reaches the other recognizers on its
    /// path and the view under it instead.
    var acceptsNewTouches: Bool { isEnabled && currentState == .possible && requestedState == nil }

    /// Whether touches still reach the subclass: a finished recognizer ignores the rest of its sequence.
    var isListening: Bool { isEnabled && !currentState.isFinal }

    /// Starts following a pointer that went down on `hitView` (this recognizer's view or a descendant).
    func track(_ event: PointerEvent, hitView: View) {
        if trackedPointers.isEmpty { self.hitView = hitView }
        trackedPointers.insert(event.pointerID)
        touches[event.pointerID] = event.location
        lastLocation = event.location
        onTouchDown?(self, event)
        touchesBegan(event)
    }

    /// Passes on a move, lift or cancel of a pointer this recognizer follows.
    func receive(_ event: PointerEvent) {
        guard trackedPointers.contains(event.pointerID), touches[event.pointerID] != nil else { return }
        lastLocation = event.location
        switch event.phase {
        case .down:
            return
        case .moved:
            touches[event.pointerID] = event.location
            if isListening { touchesMoved(event) }
        case .up:
            touches.removeValue(forKey: event.pointerID)
            if isListening { touchesEnded(event) }
        case .cancelled:
            touches.removeValue(forKey: event.pointerID)
            if isListening { touchesCancelled(event) }
        }
    }
}
