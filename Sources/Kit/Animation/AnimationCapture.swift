/// What an animation block in progress applies to each property it changes: set by `View.animate`,
/// `animateKeyframes`, `addKeyframe`, `modifyAnimations` and property animators, read by the engine when a
/// view's model value changes.
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
