extension GestureArena {
    enum Verdict { case grant, wait, fail }

    /// Decides one pending request (or ends one stalled member); returns whether anything changed.
    func settleOne() -> Bool {
        for member in members where member.currentState == .possible && member.requestedState != nil {
            switch verdict(for: member) {
            case .wait: continue
            case .fail: fail(member)
            case .grant: grant(member)
            }
            return true
        }
        return endStalledMember()
    }

    func verdict(for recognizer: GestureRecognizer) -> Verdict {
        if isBlockedByActiveRival(recognizer) { return .fail }
        switch failureRequirementsVerdict(for: recognizer) {
        case .fail: return .fail
        case .wait: return .wait
        case .grant: break
        }
        if isOutranked(recognizer) { return .wait }
        if recognizer.yieldsToControls, touchBeganOnControl(inside: recognizer) { return .fail }
        if recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) == false { return .fail }
        return .grant
    }

    /// Whether `winner`, by winning, forces `loser` to fail.
    func prevents(_ winner: GestureRecognizer, _ loser: GestureRecognizer) -> Bool {
        winner.canPrevent(loser) && loser.canBePrevented(by: winner) && !simultaneous(winner, loser)
    }

    private func simultaneous(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
            || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
    }

    private func sharesTouches(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        !a.trackedPointers.isDisjoint(with: b.trackedPointers)
    }

    private func isBlockedByActiveRival(_ recognizer: GestureRecognizer) -> Bool {
        members.contains { rival in
            rival !== recognizer && rival.currentState.isActive && sharesTouches(rival, recognizer)
                && prevents(rival, recognizer)
        }
    }

    /// `require(toFail:)`: success of the other fails this one; an other still undecided and in play holds it.
    /// An other that is disabled or not taking part counts as failed, so nothing waits for a gesture that cannot
    /// happen.
    private func failureRequirementsVerdict(for recognizer: GestureRecognizer) -> Verdict {
        var verdict = Verdict.grant
        for other in recognizer.failureRequirements.compactMap(\.recognizer) {
            if other.currentState.isActive || other.currentState == .ended { return .fail }
            if other.currentState == .possible, other.isEnabled, isMember(other) { verdict = .wait }
        }
        return verdict
    }

    /// Another request of the same moment that would prevent this one, but not the reverse, decides first.
    private func isOutranked(_ recognizer: GestureRecognizer) -> Bool {
        members.contains { other in
            other !== recognizer && other.currentState == .possible && other.requestedState != nil
                && prevents(other, recognizer) && !prevents(recognizer, other)
        }
    }

    /// UIKit lets a button win over a tap recognizer on one of its ancestors, so buttons inside tappable views
    /// still work.
    private func touchBeganOnControl(inside recognizer: GestureRecognizer) -> Bool {
        var current = recognizer.hitView
        while let view = current, view !== recognizer.view {
            if view is Control { return true }
            current = view.superview
        }
        return false
    }

    private func fail(_ recognizer: GestureRecognizer) {
        recognizer.requestedState = nil
        recognizer.apply(.failed)
    }

    private func grant(_ recognizer: GestureRecognizer) {
        guard let newState = recognizer.requestedState else { return }
        recognizer.requestedState = nil
        if recognizer.cancelsTouchesInView {
            window.cancelViewTouches(recognizer.trackedPointers)
        }
        recognizer.apply(newState)
        for rival in members
        where rival !== recognizer && rival.currentState == .possible && sharesTouches(recognizer, rival)
            && prevents(recognizer, rival)
        {
            fail(rival)
        }
    }

    /// A member whose touches are all gone without a decision (and with no timer to decide later) failed to
    /// match; one left in progress without touches is cancelled. Subclasses normally decide this themselves.
    private func endStalledMember() -> Bool {
        for member in members where member.trackedPointers.isEmpty && !member.isPending {
            if member.currentState == .possible {
                fail(member)
                return true
            }
            if member.currentState.isActive {
                member.apply(.cancelled)
                return true
            }
        }
        return false
    }
}
