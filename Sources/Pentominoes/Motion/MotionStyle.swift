/// How a moving value approaches a new target.
public enum MotionStyle: Hashable, Sendable {
    /// A damped spring: `response` is the period of the undamped oscillation in seconds (how quick it feels),
    /// `dampingRatio` 1 settles without overshoot, below 1 overshoots a little. Keeps velocity when retargeted.
    case spring(response: Double, dampingRatio: Double)
    /// A cubic ease-out over `duration` seconds, restarted from the current value when retargeted.
    case easeOut(duration: Double)
    /// Jumps to the target.
    case immediate
}

extension MotionStyle {
    /// Snapping into a cell: quick, with a small overshoot that reads as "clicked into place".
    public static let snapSpring = MotionStyle.spring(response: 0.32, dampingRatio: 0.72)
    /// Snapping without overshoot, for players who prefer calm motion.
    public static let snapEase = MotionStyle.easeOut(duration: 0.28)
    /// Turning and flipping: critically damped, so a piece never swings past its new orientation.
    public static let turn = MotionStyle.spring(response: 0.3, dampingRatio: 1)
    /// Lifting and setting down, and growing or shrinking between tray and board: a soft pop.
    public static let lift = MotionStyle.spring(response: 0.24, dampingRatio: 0.8)
}
