import FoundationEssentials
import Kit

#if canImport(Glibc)
    import Glibc
#endif

/// Tilt gravity, the desktop's stand-in for tilting a phone: with the setting on and a gamepad that reports its
/// accelerometer, gravity pulls the way the gamepad is tilted, at the gravity-strength setting.
///
/// SDL's accelerometer reads the reaction to gravity (+y out of the face when the pad lies level). The pull is the
/// opposite, so on screen it is (−x, +y): level pulls down, rolled right pulls right. Pitch (z) is ignored, as a
/// steering wheel ignores it.
@MainActor
final class TiltGravity {
    /// Time constant of the low-pass filter on the readings, in seconds: smooths hand tremor, settles on a new tilt
    /// in about three of these.
    static let filterTimeConstant: Double = 0.15
    /// A filtered x/y reading shorter than this, in m/s², gives no direction (the pad stands on its end): the last
    /// direction holds.
    static let minimumReading: Double = 1

    /// The gamepad's accelerometer x/y turned into screen axes and low-pass filtered, in m/s²; nil while tilt does
    /// not steer gravity.
    private(set) var filtered: Point?

    var isSteering: Bool { filtered != nil }

    /// Gravity's strength now, in UIKit's unit: the tilt setting's while tilt steers, else the gravity setting's.
    func gravity(_ configuration: BreakoutConfiguration) -> Double {
        isSteering ? configuration.tiltGravity : configuration.gravity
    }

    /// Tilt, if on, takes over again from the next reading (the settings changed).
    func reset() {
        filtered = nil
    }

    /// Filters the latest `reading` into the tilt and turns gravity toward it; hands gravity back to the settings
    /// when the reading goes away (the gamepad was unplugged).
    func follow(
        _ reading: GamepadState.Acceleration?, by seconds: Double, configuration: BreakoutConfiguration,
        physics: BreakoutBehavior
    ) {
        guard configuration.tiltGravity > 0, let reading else {
            guard filtered != nil else { return }
            filtered = nil
            physics.setGravity(configuration.gravity)
            return
        }
        let pull = Point(x: -reading.x, y: reading.y)
        let blend = 1 - exp(-seconds / Self.filterTimeConstant)
        let next = filtered.map { $0 + (pull - $0) * blend } ?? pull
        filtered = next
        guard next.length >= Self.minimumReading else { return }
        physics.setGravity(configuration.tiltGravity, angle: atan2(next.y, next.x))
    }
}
