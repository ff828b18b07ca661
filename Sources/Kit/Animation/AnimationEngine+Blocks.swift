extension AnimationEngine {
    /// Runs `changes` so that each animatable property it sets animates from its current presented value.
    func animate(
        duration: Double, delay: Double, function: TimingFunction, options: AnimationOptions,
        changes: () -> Void, completion: (@MainActor (Bool) -> Void)?
    ) {
        let group = AnimationGroup(completion: completion)
        guard duration > 0 else {
            withoutAnimation(changes)
            if let done = group.takeCompletion() { queueCompletion(done) }
            return
        }
        let capture = AnimationCapture(
            delay: max(delay, 0), duration: duration, function: function, options: options, group: group)
        run(changes, capturing: capture, group: group)
    }

    /// Runs `changes` with `capture` in effect, then lets the group complete once its members have.
    func run(_ changes: () -> Void, capturing capture: AnimationCapture, group: AnimationGroup) {
        let outer = self.capture
        self.capture = capture
        group.add()  // held while registering so an immediate interruption cannot complete it early
        changes()
        self.capture = outer
        if let done = group.settle(interrupted: false) { queueCompletion(done) }
    }

    /// Runs `changes` inside the current animation block with `modify` applied to what it animates.
    func modifyingCapture(_ modify: (inout AnimationCapture) -> Void, _ changes: () -> Void) {
        guard var modified = capture else {
            changes()
            return
        }
        let outer = capture
        modify(&modified)
        capture = modified
        changes()
        capture = outer
    }

    /// Runs `changes` with no animation block in effect: every property takes its new value on screen at once.
    func withoutAnimation(_ changes: () -> Void) {
        let outer = capture
        capture = nil
        changes()
        capture = outer
    }
}

extension AnimationEngine {
    /// Ends the animations of one property of `view` at once (their completions get `finished == false`).
    func cancelAnimations(of view: View, property: AnimatableProperty) {
        guard let list = view.animationList else { return }
        var cancelled: [PropertyAnimation] = []
        for animation in list.items where animation.property == property && animation.clock == nil {
            cancelled.append(animation)
        }
        guard !cancelled.isEmpty else { return }
        for animation in cancelled {
            if !animation.isSettled {
                animation.isSettled = true
                if let done = animation.group?.settle(interrupted: true) { queueCompletion(done) }
            }
            remove(animation, from: view)
        }
    }
}
