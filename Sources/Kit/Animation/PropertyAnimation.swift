/// One property of one view moving toward its model value.
///
/// Animations are additive, as UIKit's since iOS 8: each holds the offset (old − new) at its start and decays it
/// to zero along its curve, and the offsets of every animation of a property sum on top of the model value. A
/// new animation of a moving property therefore starts from exactly what is on screen, with no jump.
final class PropertyAnimation {
    let property: AnimatableProperty
    let offset: AnimationVector
    let beginTime: Double
    let duration: Double
    let curve: TimingCurve
    let group: AnimationGroup
    /// UIKit's `.allowUserInteraction`: without it the view ignores touches until this animation ends.
    let allowsUserInteraction: Bool
    /// True once this animation no longer counts toward its group (finished, or interrupted by a newer one).
    var isSettled = false

    init(
        property: AnimatableProperty, offset: AnimationVector, beginTime: Double, duration: Double,
        curve: TimingCurve, group: AnimationGroup, allowsUserInteraction: Bool
    ) {
        self.property = property
        self.offset = offset
        self.beginTime = beginTime
        self.duration = duration
        self.curve = curve
        self.group = group
        self.allowsUserInteraction = allowsUserInteraction
    }

    var endTime: Double { beginTime + duration }

    /// The part of the offset still showing at `time`: all of it before the start, none after the end.
    func remainingOffset(at time: Double) -> AnimationVector {
        let progress = duration > 0 ? (time - beginTime) / duration : 1
        return offset * (1 - curve.value(at: progress))
    }
}

/// The animations started by one `View.animate` call, which share one completion.
@MainActor
final class AnimationGroup {
    private var pending = 0
    private var wasInterrupted = false
    private var completion: (@MainActor (Bool) -> Void)?

    init(completion: (@MainActor (Bool) -> Void)?) {
        self.completion = completion
    }

    func add() { pending += 1 }

    /// Records one member ending; returns the completion to run (exactly once) when it was the last one.
    func settle(interrupted: Bool) -> (@MainActor () -> Void)? {
        wasInterrupted = wasInterrupted || interrupted
        pending -= 1
        return pending == 0 ? takeCompletion() : nil
    }

    /// The completion, handed out once: a group that animated nothing still completes, with `finished == true`.
    func takeCompletion() -> (@MainActor () -> Void)? {
        guard let completion else { return nil }
        self.completion = nil
        let finished = !wasInterrupted
        return { completion(finished) }
    }
}
