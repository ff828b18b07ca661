import Preferences

/// The game's settings, declared once: each declaration gives the Settings tab its row, the settings file its key
/// and default, and the game a typed, bounded value. Every range is also the bound that keeps play sane: no
/// setting can make the ball uncatchable or the bricks vanish.
public enum BreakoutSettings {
    public static let brickRows = TypedSetting.int(
        "breakout.brickRows", title: "Brick rows", default: 5, range: 1...12)
    public static let brickColumns = TypedSetting.int(
        "breakout.brickColumns", title: "Brick columns", default: 10, range: 4...20)
    public static let ballCount = TypedSetting.int(
        "breakout.ballCount", title: "Balls per serve", default: 1, range: 1...5,
        footer: "Space (or a click) launches them one after another; a life is lost when the last one falls.")
    public static let bounciness = TypedSetting.double(
        "breakout.bounciness", title: "Bounciness", default: 1.0, range: 0.6...1.0, step: 0.05,
        footer: "Below 1 the ball loses speed at each bounce; the paddle gives it back.")
    public static let gravityEnabled = TypedSetting.bool("breakout.gravity", title: "Gravity", default: false)
    public static let gravityStrength = TypedSetting.double(
        "breakout.gravityStrength", title: "Gravity strength", default: 0.2, range: 0.05...0.4, step: 0.05,
        unit: "g",
        footer: "1 g is 1,000 pt/s², UIKit's unit; the paddle returns the ball fast enough to reach the bricks.")
    public static let tiltGravity = TypedSetting.bool(
        "breakout.tiltGravity", title: "Tilt gravity", default: false,
        footer: "With a gamepad that has an accelerometer, gravity pulls the way the gamepad is tilted, at the gravity "
            + "strength above (held level, it pulls down).")
    public static let paddleWidth = TypedSetting.choice(
        "breakout.paddleWidth", title: "Paddle", default: PaddleWidth.normal)
    public static let ballSpeed = TypedSetting.choice(
        "breakout.ballSpeed", title: "Ball speed", default: BallSpeed.normal)
    public static let specialBricks = TypedSetting.bool(
        "breakout.specialBricks", title: "Special bricks", default: true,
        footer: "Marked bricks give an extra ball, a wider paddle or a slower ball, or explode.")
    public static let hitsPerBrick = TypedSetting.int(
        "breakout.hitsPerBrick", title: "Hits per brick", default: 1, range: 1...4)
    public static let tapPush = TypedSetting.double(
        "breakout.tapPush", title: "Tap push", default: 300, range: 100...600, step: 50, unit: "pt/s",
        footer: "How much a click changes each ball's velocity, in a random direction.")

    /// The section the Settings tab shows for Breakout, in this order.
    public static let section = SettingsSection(
        "Breakout",
        footer: "Changes apply when you return to the game; in mid-game, bricks and balls from the next level.",
        declarations: [
            brickRows, brickColumns, ballCount, bounciness, gravityEnabled, gravityStrength, tiltGravity, paddleWidth,
            ballSpeed, specialBricks, hitsPerBrick, tapPush,
        ])
}

/// The paddle's width as a share of the field's width, so it feels the same in any window.
public enum PaddleWidth: String, SettingChoice {
    case narrow, normal, wide

    public var title: String { rawValue.capitalized }

    /// Fraction of the field's width.
    public var fractionOfField: Double {
        switch self {
        case .narrow: 0.09
        case .normal: 0.13
        case .wide: 0.19
        }
    }
}

/// The ball's cruising speed, in points per second.
public enum BallSpeed: String, SettingChoice {
    case slow, normal, fast

    public var title: String { rawValue.capitalized }

    public var pointsPerSecond: Double {
        switch self {
        case .slow: 360
        case .normal: 480
        case .fast: 640
        }
    }
}
