import Preferences

/// The game's settings as the Settings tab shows them (the seed's "at least 4 variables"). Every range is also the
/// bound that keeps play sane (the seed's hint 22): no setting can make the ball uncatchable or the bricks vanish.
public enum BreakoutSettings {
    public static let brickRows = Setting.int(
        "breakout.brickRows", title: "Brick rows", default: 5, range: 1...12)
    public static let brickColumns = Setting.int(
        "breakout.brickColumns", title: "Brick columns", default: 10, range: 4...20)
    public static let ballCount = Setting.int(
        "breakout.ballCount", title: "Balls per serve", default: 1, range: 1...5,
        footer: "Space (or a click) launches them one after another; a life is lost when the last one falls.")
    public static let bounciness = Setting.double(
        "breakout.bounciness", title: "Bounciness", default: 1.0, range: 0.6...1.0, step: 0.05,
        footer: "Below 1 the ball loses speed at each bounce; the paddle gives it back.")
    public static let gravityEnabled = Setting.bool("breakout.gravity", title: "Gravity", default: false)
    public static let gravityStrength = Setting.double(
        "breakout.gravityStrength", title: "Gravity strength", default: 0.2, range: 0.05...0.4, step: 0.05,
        unit: "g",
        footer: "1 g is 1,000 pt/s², UIKit's unit; the paddle returns the ball fast enough to reach the bricks.")
    public static let tiltGravity = Setting.bool(
        "breakout.tiltGravity", title: "Tilt gravity", default: false,
        footer: "With a gamepad that has an accelerometer, gravity pulls the way the gamepad is tilted, at the gravity "
            + "strength above (held level, it pulls down).")
    public static let paddleWidth = Setting.choice(
        "breakout.paddleWidth", title: "Paddle", default: PaddleWidth.normal.rawValue,
        options: PaddleWidth.allCases.map { SettingOption($0.rawValue, title: $0.title) })
    public static let ballSpeed = Setting.choice(
        "breakout.ballSpeed", title: "Ball speed", default: BallSpeed.normal.rawValue,
        options: BallSpeed.allCases.map { SettingOption($0.rawValue, title: $0.title) })
    public static let specialBricks = Setting.bool(
        "breakout.specialBricks", title: "Special bricks", default: true,
        footer: "Marked bricks give an extra ball, a wider paddle or a slower ball, or explode.")
    public static let hitsPerBrick = Setting.int(
        "breakout.hitsPerBrick", title: "Hits per brick", default: 1, range: 1...4)
    public static let tapPush = Setting.double(
        "breakout.tapPush", title: "Tap push", default: 300, range: 100...600, step: 50, unit: "pt/s",
        footer: "How much a click changes each ball's velocity, in a random direction.")

    /// The section the Settings tab shows for Breakout.
    public static let section = SettingsSection(
        "Breakout",
        footer: "Changes apply when you return to the game.",
        settings: [
            brickRows, brickColumns, ballCount, bounciness, gravityEnabled, gravityStrength, tiltGravity, paddleWidth,
            ballSpeed,
            specialBricks, hitsPerBrick, tapPush,
        ])
}

/// The paddle's width as a share of the field's width, so it feels the same in any window.
public enum PaddleWidth: String, CaseIterable, Sendable {
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
public enum BallSpeed: String, CaseIterable, Sendable {
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
