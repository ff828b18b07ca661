extension PropertyAnimator {
    /// Stops the animations where they are: each property keeps the value it shows. With `withoutFinishing`
    /// the animator returns to inactive and no completion runs (as UIKit); otherwise it waits, stopped, for
    /// `finishAnimation(at:)`.
    func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        let now = self.now
        for member in members {
            guard let view = member.view else { continue }
            let shown = member.animation.contribution(localTime: 0, now: now)
            view.setAnimatableValue(
                view.animatableValue(member.animation.property) + shown, for: member.animation.property)
            engine?.remove(member.animation, from: view)
        }
        clock.pause(now: now)
        engine?.animatorDidStopRunning(self)
        if withoutFinishing {
            members.removeAll()
            completions.removeAll()
            clock.reset()
            state = .inactive
            engine = nil
        } else {
            stoppedProgress = clock.progress(at: now)
            state = .stopped
        }
    }

    /// Finishes a stopped animator: the properties jump to their start or end values (or stay, for `.current`)
    /// and the completions run with `position`.
    func finishAnimation(at position: Position) {
        precondition(
            state == .stopped, "finishAnimation(at:) needs a stopped animator: call stopAnimation(false) first.")
        // Each property shows model + offset·(1 − p) was folded into its model at the stop; undo the part needed.
        for member in members {
            guard let view = member.view else { continue }
            let property = member.animation.property
            let offset = member.animation.offset
            let stoppedAt = stoppedProgress(for: member.animation)
            let change: AnimationVector
            switch position {
            case .end: change = offset * -(1 - stoppedAt)
            case .start: change = offset * stoppedAt
            case .current: change = .zero
            }
            view.setAnimatableValue(view.animatableValue(property) + change, for: property)
        }
        finish(at: position)
    }

    /// The run reached its end (`.end`) or, reversed, its start (`.start`).
    func complete(at position: Position) {
        for member in members {
            guard let view = member.view else { continue }
            if position == .start {
                let property = member.animation.property
                view.setAnimatableValue(view.animatableValue(property) + member.animation.offset, for: property)
            }
            engine?.remove(member.animation, from: view)
        }
        engine?.animatorDidStopRunning(self)
        finish(at: position)
    }

    private func finish(at position: Position) {
        members.removeAll()
        clock.reset()
        state = .inactive
        let blocks = completions
        completions.removeAll()
        for block in blocks {
            if let engine {
                engine.queueCompletion { block(position) }
            } else {
                AnimationBlock.completeOnNextTurn { block(position) }
            }
        }
        engine = nil
    }

    /// An animation's own progress at the stop (animations added mid-run count from their start).
    private func stoppedProgress(for animation: PropertyAnimation) -> Double {
        let start = animation.clockStartProgress
        return start < 1 ? (stoppedProgress - start) / (1 - start) : 1
    }
}
