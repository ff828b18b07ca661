extension View {
    /// Animates the changes made in `animations` (UIKit's `UIView.animate`).
    ///
    /// Properties set in the block take their new values at once; the screen moves there over `duration`
    /// seconds along `curve` after `delay`, on the clock of the window each view is in. `completion` runs exactly
    /// once, on a later frame: `finished` is false when a later animation of the same property interrupted this
    /// one or the view left the window. A duration of 0 or less applies the changes without animating, and still
    /// completes on the next frame. Views in no window take the changes at once (nothing is on screen to move);
    /// when the block changed no view in a window, the completion runs on the next turn of the main run loop.
    public static func animate(
        duration: Double, delay: Double = 0, curve: TimingCurve = .easeInOut, options: AnimationOptions = [],
        animations: () -> Void, completion: (@MainActor (_ finished: Bool) -> Void)? = nil
    ) {
        AnimationBlock.animate(
            duration: duration, delay: delay, function: .curve(curve), options: options, changes: animations,
            completion: completion)
    }

    /// Animates the changes with a spring that comes to rest after `duration` seconds (UIKit's
    /// `usingSpringWithDamping:initialSpringVelocity:`).
    ///
    /// `dampingRatio` 1 arrives without overshoot; below 1 it overshoots and oscillates, more as it nears 0.
    /// `initialVelocity` is in whole animation distances per second: a 200 pt move that starts at the 100 pt/s
    /// of a finger's fling is 0.5.
    public static func animate(
        duration: Double, delay: Double = 0, dampingRatio: Double, initialVelocity: Double = 0,
        options: AnimationOptions = [], animations: () -> Void,
        completion: (@MainActor (_ finished: Bool) -> Void)? = nil
    ) {
        let function: TimingFunction =
            duration > 0
            ? .spring(dampingRatio: dampingRatio, initialVelocity: initialVelocity, duration: duration)
            : .curve(.linear)
        AnimationBlock.animate(
            duration: duration, delay: delay, function: function, options: options, changes: animations,
            completion: completion)
    }

    /// Inside an animation block: the changes in `animations` repeat `count` times (fractions allowed, e.g. 2.5;
    /// `.infinity` forever), running back and forth when `autoreverses`. `fillMode` says what shows outside the
    /// active time (the default holds the start during a delay; `.forwards` keeps the last frame at the end).
    /// UIKit's `modifyAnimations(withRepeatCount:autoreverses:animations:)`.
    public static func modifyAnimations(
        withRepeatCount count: Double, autoreverses: Bool, fillMode: FillMode = .backwards, animations: () -> Void
    ) {
        AnimationBlock.modifying(
            { capture in
                capture.repeatCount = max(count, 0)
                capture.autoreverses = autoreverses
                capture.fillMode = fillMode
            }, animations)
    }

    /// Applies the changes in `actions` at once, even inside an animation block.
    public static func performWithoutAnimation(_ actions: () -> Void) {
        AnimationBlock.withoutAnimation(actions)
    }

    /// Stops every animation of this view at once (Core Animation's `removeAllAnimations()`): the screen jumps
    /// to the model values, and the completions get `finished == false` on the next frame. Subviews keep theirs.
    public func removeAllAnimations() {
        animationList?.engine.removeAllAnimations(of: self)
        setNeedsDisplay()
    }
}
