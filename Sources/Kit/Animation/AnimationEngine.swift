/// Advances every view animation on the frame clock and runs completions.
///
/// One engine serves the process, like Core Animation's render server. The app sets `now` from each event's
/// timestamp and each frame's time, so animations begin at the moment of the input that started them and tests
/// drive time exactly.
@MainActor
public final class AnimationEngine {
    public static let main = AnimationEngine()

    /// The app clock, in seconds. Set by the run loop (or a test) before handling input and before each frame.
    public internal(set) var now: Double = 0

    private var animatingViews: [ObjectIdentifier: View] = [:]
    private var dueCompletions: [@MainActor () -> Void] = []
    private var capture: CaptureContext?

    public init() {}

    /// True while anything moves or a completion waits: the run loop renders frames until this turns false.
    public var isAnimating: Bool { !animatingViews.isEmpty || !dueCompletions.isEmpty }

    /// Sets the clock without advancing animations (input handling uses this before dispatching an event).
    public func setTime(_ time: Double) { now = max(now, time) }

    /// Advances to `time`: retires finished animations and runs the completions that fall due, which may start
    /// new animations beginning at `time`.
    public func advance(to time: Double) {
        setTime(time)
        for view in Array(animatingViews.values) {
            retireFinishedAnimations(of: view)
        }
        let completions = dueCompletions
        dueCompletions.removeAll()
        for completion in completions { completion() }
    }

    /// Runs `changes` so that each animatable property it sets animates from its current presented value.
    func animate(
        duration: Double, delay: Double, curve: TimingCurve, options: AnimationOptions,
        changes: () -> Void, completion: (@MainActor (Bool) -> Void)?
    ) {
        let group = AnimationGroup(completion: completion)
        guard duration > 0 else {
            changes()
            if let done = group.takeCompletion() { dueCompletions.append(done) }
            return
        }
        let outer = capture
        capture = CaptureContext(
            beginTime: now + delay, duration: duration, curve: curve, options: options, group: group)
        changes()
        capture = outer
        group.add()  // held while registering so an immediate interruption cannot complete it early
        if let done = group.settle(interrupted: false) { dueCompletions.append(done) }
    }

    /// Called by a view's property setter when its model value changes.
    func propertyDidChange(
        _ view: View, _ property: AnimatableProperty, from old: AnimationVector, to new: AnimationVector
    ) {
        guard let capture, old != new else { return }
        interruptRunningAnimations(of: view, property)
        capture.group.add()
        let animation = PropertyAnimation(
            property: property, offset: old - new, beginTime: capture.beginTime, duration: capture.duration,
            curve: capture.curve, group: capture.group,
            allowsUserInteraction: capture.options.contains(.allowUserInteraction))
        view.activeAnimations.append(animation)
        animatingViews[ObjectIdentifier(view)] = view
    }

    /// The value of `property` the view shows at the current time: its model value plus unfinished offsets.
    func presented(_ view: View, _ property: AnimatableProperty, model: AnimationVector) -> AnimationVector {
        var value = model
        for animation in view.activeAnimations where animation.property == property {
            value = value + animation.remainingOffset(at: now)
        }
        return value
    }

    /// Removes every animation of `view` at once (the view left the window): completions get `finished == false`.
    func removeAllAnimations(of view: View) {
        for animation in view.activeAnimations where !animation.isSettled {
            settle(animation, interrupted: true)
        }
        view.activeAnimations.removeAll()
        animatingViews[ObjectIdentifier(view)] = nil
    }

    private func interruptRunningAnimations(of view: View, _ property: AnimatableProperty) {
        // The older animation keeps contributing its decaying offset (continuity), but its completion is told
        // it was interrupted, as UIKit reports for a retargeted property.
        for animation in view.activeAnimations where animation.property == property && !animation.isSettled {
            settle(animation, interrupted: true)
        }
    }

    private func settle(_ animation: PropertyAnimation, interrupted: Bool) {
        animation.isSettled = true
        if let done = animation.group.settle(interrupted: interrupted) { dueCompletions.append(done) }
    }

    private func retireFinishedAnimations(of view: View) {
        let finished = view.activeAnimations.filter { $0.endTime <= now }
        guard !finished.isEmpty else { return }
        view.activeAnimations.removeAll { $0.endTime <= now }
        for animation in finished where !animation.isSettled {
            settle(animation, interrupted: false)
        }
        if view.activeAnimations.isEmpty {
            animatingViews[ObjectIdentifier(view)] = nil
            view.setNeedsDisplay()
        }
    }

    private struct CaptureContext {
        let beginTime: Double
        let duration: Double
        let curve: TimingCurve
        let options: AnimationOptions
        let group: AnimationGroup
    }
}
