/// What an animation block in progress applies to each property it changes: set by `View.animate`,
/// `animateKeyframes`, `addKeyframe`, `modifyAnimations` and property animators (see `AnimationBlock`), read by
/// the window's engine when the model value of a view in it changes.
struct AnimationCapture {
    var delay: Double
    var duration: Double
    var function: TimingFunction
    var repeatCount: Double = 0
    var autoreverses = false
    var fillMode: FillMode = .backwards
    var window: KeyframeWindow = .whole
    var beginsFromCurrentState = false
    var allowsUserInteraction = false
    var group: AnimationGroup?
    var clock: AnimatorClock?
    var clockStartProgress: Double = 0
    /// True inside `View.animateKeyframes`, where `addKeyframe` may narrow the window.
    var isKeyframeAnimation = false
    /// True for a block of zero duration: its changes show at once, and only tell the group which window they
    /// touched (so the completion runs on that window's next frame).
    var appliesAtOnce = false

    init(
        delay: Double, duration: Double, function: TimingFunction, options: AnimationOptions, group: AnimationGroup?
    ) {
        self.delay = delay
        self.duration = duration
        self.function = function
        self.group = group
        if options.contains(.repeat) { repeatCount = .infinity }
        autoreverses = options.contains(.autoreverse)
        beginsFromCurrentState = options.contains(.beginFromCurrentState)
        allowsUserInteraction = options.contains(.allowUserInteraction)
    }

    /// The timing of an animation starting now on a view whose local time is `localTime`.
    func timing(localTime: Double) -> AnimationTiming {
        AnimationTiming(
            beginTime: localTime + delay, duration: duration, repeatCount: repeatCount, autoreverses: autoreverses,
            fillMode: fillMode)
    }
}
