/// The window's referee between gesture recognizers, after Flutter's gesture arena and UIKit's rules.
///
/// A touch-down enrols every enabled recognizer on the hit view and its ancestors (deepest first). Each event
/// goes to the members first, then the arena settles: requests to begin or recognize are granted, held back or
/// turned into failures, and members whose sequence is over reset to `.possible` and leave. Rules, in order:
/// - a rival already in progress on the same touches wins (exclusivity), unless simultaneity is allowed;
/// - `require(toFail:)` holds a request until the other fails, and fails it when the other succeeds;
/// - of two requests in the same event, the one that can prevent the other goes first (a double tap before the
///   single tap it would otherwise duplicate);
/// - a tap on an ancestor of a control yields to the control; the delegate's should-begin has the last word.
/// A granted recognizer cancels its touches in the view (`cancelsTouchesInView`) and fails its rivals.
@MainActor
final class GestureArena {
    unowned let window: Window
    /// The recognizers taking part in the current or a pending sequence, in enrolment order.
    private(set) var members: [GestureRecognizer] = []

    init(window: Window) {
        self.window = window
    }

    /// A pointer went down on `hitView`. Members waiting for a grant get the touch only after settling, as the
    /// start of a new sequence (so the second of two far-apart taps still counts as a tap).
    func pointerDown(_ event: PointerEvent, hitView: View) {
        let path = recognizers(onPathFrom: hitView)
        let waiting = path.filter { $0.requestedState != nil }
        enrol(path.filter(\.acceptsNewTouches), in: event, hitView: hitView)
        settle()
        enrol(waiting.filter(\.acceptsNewTouches), in: event, hitView: hitView)
        settle()
    }

    /// A pointer moved, lifted or was cancelled: members see it, then the arena settles.
    func deliver(_ event: PointerEvent) {
        dropDetached()
        for member in members { member.receive(event) }
        settle()
    }

    /// The window has finished with a lifted pointer (the view has seen it too): members stop following it.
    func finishPointer(_ pointerID: Int) {
        for member in members { member.trackedPointers.remove(pointerID) }
        settle()
    }

    /// Takes `recognizer` out of play (disabled, detached or removed from its view), then settles the rest.
    func withdraw(_ recognizer: GestureRecognizer) {
        guard isMember(recognizer) else { return }
        retire(recognizer)
        settle()
    }

    /// Grants, holds or fails pending requests until nothing changes, then resets members whose sequence is over.
    func settle() {
        dropDetached()
        while settleOne() {}
        for member in members where member.trackedPointers.isEmpty && member.currentState.isFinal {
            member.performReset()
        }
        members.removeAll { $0.trackedPointers.isEmpty && $0.currentState == .possible && !$0.isPending }
    }

    func isMember(_ recognizer: GestureRecognizer) -> Bool {
        members.contains { $0 === recognizer }
    }

    // MARK: Private

    private func recognizers(onPathFrom hitView: View) -> [GestureRecognizer] {
        var result: [GestureRecognizer] = []
        var current: View? = hitView
        while let view = current {
            result += view.gestureRecognizers.filter(\.isEnabled)
            current = view.superview
        }
        return result
    }

    private func enrol(_ recognizers: [GestureRecognizer], in event: PointerEvent, hitView: View) {
        for recognizer in recognizers {
            if recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: event) == false { continue }
            if !isMember(recognizer) { members.append(recognizer) }
            recognizer.hostWindow = window
            recognizer.track(event, hitView: hitView)
        }
    }

    private func dropDetached() {
        for member in members where member.view?.window !== window || !member.isEnabled {
            retire(member)
        }
    }

    /// A gesture in progress is cancelled, an undecided one fails; then it resets and leaves.
    private func retire(_ recognizer: GestureRecognizer) {
        if recognizer.currentState.isActive {
            recognizer.apply(.cancelled)
        } else if recognizer.currentState == .possible {
            recognizer.requestedState = nil
            recognizer.apply(.failed)
        }
        recognizer.performReset()
        members.removeAll { $0 === recognizer }
    }
}

extension GestureRecognizer {
    /// Undecided but still in play: a request awaiting its grant, or a timer (the double-tap window) running.
    var isPending: Bool { requestedState != nil || hasPendingTimers }
}
