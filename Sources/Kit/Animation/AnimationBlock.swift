/// The animation block in effect while `View.animate` (or `animateKeyframes`, `modifyAnimations`, a property
/// animator) runs its changes.
///
/// The block functions are static, as UIKit's are, so one block is in effect at a time for all windows, like
/// Core Animation's transaction. It holds no time: each change made inside it animates on the clock of the window
/// the changed view is in, beginning at that clock's time. A view in no window has no clock and nothing on screen:
/// it takes the change at once, as UIKit's does, and animates only changes made while it is in a window.
@MainActor
enum AnimationBlock {
    /// What the innermost block applies to each change; nil outside any block and inside `performWithoutAnimation`.
    static var current: AnimationCapture?

    /// Runs `changes` so that each animatable property it sets animates from its current presented value. A
    /// duration of 0 or less applies them at once; the completion still runs on a later frame.
    static func animate(
        duration: Double, delay: Double, function: TimingFunction, options: AnimationOptions,
        changes: () -> Void, completion: (@MainActor (Bool) -> Void)?
    ) {
        let group = AnimationGroup(completion: completion)
        var capture = AnimationCapture(
            delay: max(delay, 0), duration: max(duration, 0), function: function, options: options, group: group)
        capture.appliesAtOnce = duration <= 0
        run(changes, capturing: capture, group: group)
    }

    /// Runs `changes` with `capture` in effect, then lets the group complete once its members have.
    static func run(_ changes: () -> Void, capturing capture: AnimationCapture, group: AnimationGroup) {
        let outer = current
        current = capture
        group.add()  // held while registering so an immediate interruption cannot complete it early
        changes()
        current = outer
        if let done = group.settle(interrupted: false) { group.deliver(done) }
    }

    /// Runs `changes` with `capture` in effect and no group to complete (a property animator's block).
    static func run(_ changes: () -> Void, capturing capture: AnimationCapture) {
        let outer = current
        current = capture
        changes()
        current = outer
    }

    /// Runs `changes` inside the current block with `modify` applied to what it animates.
    static func modifying(_ modify: (inout AnimationCapture) -> Void, _ changes: () -> Void) {
        guard var modified = current else {
            changes()
            return
        }
        let outer = current
        modify(&modified)
        current = modified
        changes()
        current = outer
    }

    /// Runs `changes` with no block in effect: every property takes its new value on screen at once.
    static func withoutAnimation(_ changes: () -> Void) {
        let outer = current
        current = nil
        changes()
        current = outer
    }

    /// Runs `completion` on the next turn of the main run loop: for completions that belong to no window (their
    /// block changed no view in one), so there is no frame to wait for — UIKit's "next turn of the run loop".
    static func completeOnNextTurn(_ completion: @escaping @MainActor () -> Void) {
        Task { @MainActor in completion() }
    }
}
