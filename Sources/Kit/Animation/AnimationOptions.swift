/// Options for `View.animate`, `animateKeyframes` and `transition`, as UIKit's `UIView.AnimationOptions`.
public struct AnimationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Let the animating views keep receiving touches (by default an animating view ignores input, as in UIKit).
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 0)
    /// Start from what is on screen and replace the running animations of the property instead of adding to them:
    /// the position stays continuous but the running motion's velocity is dropped. (Animations are additive by
    /// default, which keeps both continuous.)
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 1)
    /// Repeat forever (use `View.modifyAnimations(withRepeatCount:autoreverses:animations:)` for a count).
    public static let `repeat` = AnimationOptions(rawValue: 1 << 2)
    /// Run each cycle forward then backward. At the end the view shows its model value (the target), as UIKit.
    public static let autoreverse = AnimationOptions(rawValue: 1 << 3)

    /// `transition(with:…)`: the old content fades out as the new fades in.
    static let transitionCrossDissolve = AnimationOptions(rawValue: 1 << 20)
    /// `transition(with:…)`: turn about the vertical axis, the left edge coming toward the viewer.
    static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 21)
    /// `transition(with:…)`: turn about the vertical axis, the right edge coming toward the viewer.
    static let transitionFlipFromRight = AnimationOptions(rawValue: 1 << 22)
    /// `transition(with:…)`: turn about the horizontal axis, the top edge coming toward the viewer.
    static let transitionFlipFromTop = AnimationOptions(rawValue: 1 << 23)
    /// `transition(with:…)`: turn about the horizontal axis, the bottom edge coming toward the viewer.
    public static let transitionFlipFromBottom = AnimationOptions(rawValue: 1 << 24)
}
