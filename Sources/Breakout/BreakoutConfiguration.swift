import Preferences

/// The settings one game plays with, read from the store and bounded (the store clamps to each setting's range;
/// the same bounds are applied again here so a configuration built in code is sane too).
public struct BreakoutConfiguration: Equatable, Sendable {
    public var brickRows: Int
    public var brickColumns: Int
    public var ballCount: Int
    /// Elasticity of the balls, 0.6…1.
    public var bounciness: Double
    /// Gravity in UIKit's unit (1 = 1,000 pt/s² down); 0 when gravity is off.
    public var gravity: Double
    /// Gravity's strength while a gamepad's tilt steers it (UIKit's unit); 0 when tilt gravity is off.
    public var tiltGravity: Double
    public var paddleWidth: PaddleWidth
    public var ballSpeed: BallSpeed
    public var specialBricks: Bool
    public var hitsPerBrick: Int
    /// Velocity change of a tap's push, in pt/s.
    public var tapPush: Double

    public init(
        brickRows: Int = 5, brickColumns: Int = 10, ballCount: Int = 1, bounciness: Double = 1, gravity: Double = 0,
        tiltGravity: Double = 0, paddleWidth: PaddleWidth = .normal, ballSpeed: BallSpeed = .normal,
        specialBricks: Bool = true,
        hitsPerBrick: Int = 1, tapPush: Double = 300
    ) {
        self.brickRows = Self.bounded(brickRows, BreakoutSettings.brickRows)
        self.brickColumns = Self.bounded(brickColumns, BreakoutSettings.brickColumns)
        self.ballCount = Self.bounded(ballCount, BreakoutSettings.ballCount)
        self.bounciness = Self.bounded(bounciness, BreakoutSettings.bounciness)
        self.gravity = gravity == 0 ? 0 : Self.bounded(gravity, BreakoutSettings.gravityStrength)
        self.tiltGravity = tiltGravity == 0 ? 0 : Self.bounded(tiltGravity, BreakoutSettings.gravityStrength)
        self.paddleWidth = paddleWidth
        self.ballSpeed = ballSpeed
        self.specialBricks = specialBricks
        self.hitsPerBrick = Self.bounded(hitsPerBrick, BreakoutSettings.hitsPerBrick)
        self.tapPush = Self.bounded(tapPush, BreakoutSettings.tapPush)
    }

    /// The configuration the stored settings describe.
    @MainActor
    public init(preferences: PreferencesStore) {
        let settings = BreakoutSettings.self
        self.init(
            brickRows: preferences.int(for: settings.brickRows),
            brickColumns: preferences.int(for: settings.brickColumns),
            ballCount: preferences.int(for: settings.ballCount),
            bounciness: preferences.double(for: settings.bounciness),
            gravity: preferences.bool(for: settings.gravityEnabled)
                ? preferences.double(for: settings.gravityStrength) : 0,
            tiltGravity: preferences.bool(for: settings.tiltGravity)
                ? preferences.double(for: settings.gravityStrength) : 0,
            paddleWidth: PaddleWidth(rawValue: preferences.string(for: settings.paddleWidth)) ?? .normal,
            ballSpeed: BallSpeed(rawValue: preferences.string(for: settings.ballSpeed)) ?? .normal,
            specialBricks: preferences.bool(for: settings.specialBricks),
            hitsPerBrick: preferences.int(for: settings.hitsPerBrick),
            tapPush: preferences.double(for: settings.tapPush))
    }

    /// The most demanding game the settings allow: the autoplay test's worst case.
    public static let extreme = BreakoutConfiguration(
        brickRows: 12, brickColumns: 20, ballCount: 5, bounciness: 1, gravity: 0.4, paddleWidth: .narrow,
        ballSpeed: .fast, specialBricks: true, hitsPerBrick: 4, tapPush: 600)

    /// Whether moving to `other` changes the wall of bricks or the serve, which takes a new game; the other
    /// settings (bounciness, gravity, paddle, speed, push) apply to the game in progress.
    public func needsNewGame(toApply other: BreakoutConfiguration) -> Bool {
        brickRows != other.brickRows || brickColumns != other.brickColumns || ballCount != other.ballCount
            || specialBricks != other.specialBricks || hitsPerBrick != other.hitsPerBrick
    }

    private static func bounded(_ value: Int, _ setting: Setting) -> Int {
        guard case .int(let range, _) = setting.kind else { return value }
        return min(max(value, range.lowerBound), range.upperBound)
    }

    private static func bounded(_ value: Double, _ setting: Setting) -> Double {
        guard case .double(let range, _) = setting.kind else { return value }
        return min(max(value, range.lowerBound), range.upperBound)
    }
}
