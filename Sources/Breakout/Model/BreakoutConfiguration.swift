import Preferences

/// The settings one game plays with. Defaults and bounds come from the declarations in `BreakoutSettings`, so a
/// configuration built in code is as sane as one read from the file (the store clamps the same way).
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

    /// Every value is bounded by its setting's range; a gravity of 0 means off.
    public init(
        brickRows: Int = BreakoutSettings.brickRows.defaultValue,
        brickColumns: Int = BreakoutSettings.brickColumns.defaultValue,
        ballCount: Int = BreakoutSettings.ballCount.defaultValue,
        bounciness: Double = BreakoutSettings.bounciness.defaultValue,
        gravity: Double = BreakoutConfiguration.gravity(
            on: BreakoutSettings.gravityEnabled.defaultValue, BreakoutSettings.gravityStrength.defaultValue),
        tiltGravity: Double = BreakoutConfiguration.gravity(
            on: BreakoutSettings.tiltGravity.defaultValue, BreakoutSettings.gravityStrength.defaultValue),
        paddleWidth: PaddleWidth = BreakoutSettings.paddleWidth.defaultValue,
        ballSpeed: BallSpeed = BreakoutSettings.ballSpeed.defaultValue,
        specialBricks: Bool = BreakoutSettings.specialBricks.defaultValue,
        hitsPerBrick: Int = BreakoutSettings.hitsPerBrick.defaultValue,
        tapPush: Double = BreakoutSettings.tapPush.defaultValue
    ) {
        let settings = BreakoutSettings.self
        self.brickRows = settings.brickRows.validated(brickRows)
        self.brickColumns = settings.brickColumns.validated(brickColumns)
        self.ballCount = settings.ballCount.validated(ballCount)
        self.bounciness = settings.bounciness.validated(bounciness)
        self.gravity = gravity == 0 ? 0 : settings.gravityStrength.validated(gravity)
        self.tiltGravity = tiltGravity == 0 ? 0 : settings.gravityStrength.validated(tiltGravity)
        self.paddleWidth = paddleWidth
        self.ballSpeed = ballSpeed
        self.specialBricks = specialBricks
        self.hitsPerBrick = settings.hitsPerBrick.validated(hitsPerBrick)
        self.tapPush = settings.tapPush.validated(tapPush)
    }

    /// The configuration the stored settings describe.
    @MainActor
    public init(preferences: PreferencesStore) {
        let settings = BreakoutSettings.self
        let strength = preferences[settings.gravityStrength]
        self.init(
            brickRows: preferences[settings.brickRows],
            brickColumns: preferences[settings.brickColumns],
            ballCount: preferences[settings.ballCount],
            bounciness: preferences[settings.bounciness],
            gravity: Self.gravity(on: preferences[settings.gravityEnabled], strength),
            tiltGravity: Self.gravity(on: preferences[settings.tiltGravity], strength),
            paddleWidth: preferences[settings.paddleWidth],
            ballSpeed: preferences[settings.ballSpeed],
            specialBricks: preferences[settings.specialBricks],
            hitsPerBrick: preferences[settings.hitsPerBrick],
            tapPush: preferences[settings.tapPush])
    }

    /// Whether moving to `other` changes the wall of bricks or the serve, which takes a new game; the other
    /// settings (bounciness, gravity, paddle, speed, push) apply to the game in progress.
    public func needsNewGame(toApply other: BreakoutConfiguration) -> Bool {
        brickRows != other.brickRows || brickColumns != other.brickColumns || ballCount != other.ballCount
            || specialBricks != other.specialBricks || hitsPerBrick != other.hitsPerBrick
    }

    /// This configuration's wall and serve with `other`'s feel (bounciness, gravity, paddle, speed, push).
    public func withFeel(of other: BreakoutConfiguration) -> BreakoutConfiguration {
        var mixed = other
        mixed.brickRows = brickRows
        mixed.brickColumns = brickColumns
        mixed.ballCount = ballCount
        mixed.specialBricks = specialBricks
        mixed.hitsPerBrick = hitsPerBrick
        return mixed
    }

    /// A gravity switch and its strength as one number: the strength when on, 0 when off.
    public static func gravity(on isOn: Bool, _ strength: Double) -> Double {
        isOn ? strength : 0
    }
}
