extension View {
    /// Animates the changes made in `animations` (UIKit's `UIView.animate`).
    ///
    /// Properties set in the block take their new values at once; the screen moves there over `duration`
    /// seconds along `curve` after `delay`. `completion` runs exactly once, on a later frame: `finished` is false
    /// when a later animation of the same property interrupted this one or the view left the window. A
    /// duration of 0 or less applies the changes without animating, and still completes on the next frame.
    public static func animate(
        duration: Double, delay: Double = 0, curve: TimingCurve = .easeInOut, options: AnimationOptions = [],
        animations: () -> Void, completion: (@MainActor (_ finished: Bool) -> Void)? = nil
    ) {
        AnimationEngine.main.animate(
            duration: duration, delay: delay, curve: curve, options: options, changes: animations,
            completion: completion)
    }
}
