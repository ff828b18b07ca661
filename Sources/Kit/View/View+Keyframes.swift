extension View {
    /// A multi-step animation (UIKit's `animateKeyframes`): inside `animations`, call
    /// `addKeyframe(withRelativeStartTime:relativeDuration:animations:)` for each step. A property set in several
    /// keyframes passes through each value in turn; between keyframes it holds, and each step moves linearly
    /// within its slice of the duration. Changes made outside any keyframe span the whole duration. Options
    /// apply to the whole animation (`.repeat` and `.autoreverse` replay every step in order).
    static func animateKeyframes(
        duration: Double, delay: Double = 0, options: AnimationOptions = [], animations: () -> Void,
        completion: (@MainActor (_ finished: Bool) -> Void)? = nil
    ) {
        let group = AnimationGroup(completion: completion)
        var capture = AnimationCapture(
            delay: max(delay, 0), duration: max(duration, 0), function: .curve(.linear), options: options,
            group: group)
        capture.isKeyframeAnimation = true
        capture.appliesAtOnce = duration <= 0
        AnimationBlock.run(animations, capturing: capture, group: group)
    }

    /// One step of `animateKeyframes`: the changes in `animations` happen between `start` and
    /// `start + relativeDuration`, both fractions (0…1) of the whole animation's duration.
    static func addKeyframe(
        withRelativeStartTime start: Double, relativeDuration: Double, animations: () -> Void
    ) {
        precondition(
            AnimationBlock.current?.isKeyframeAnimation == true,
            "addKeyframe belongs inside View.animateKeyframes' animations block: call it from there.")
        AnimationBlock.modifying(
            { capture in
                let clampedStart = min(max(start, 0), 1)
                capture.window = KeyframeWindow(
                    start: clampedStart, length: min(max(relativeDuration, 0), 1 - clampedStart))
            }, animations)
    }
}
