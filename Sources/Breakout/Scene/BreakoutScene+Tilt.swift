import Foundation
import Kit

/// Tilt gravity, the desktop's stand-in for tilting a phone: with the setting on and a gamepad that reports its
/// accelerometer, gravity pulls the way the gamepad is tilted, at the gravity-strength setting.
///
/// SDL's accelerometer reads the reaction to gravity (+y out of the face when the pad lies level). The pull is the
/// opposite, so on screen it is (−x, +y): level pulls down, rolled right pulls right. Pitch (z) is ignored, as a
/// steering wheel ignores it.
extension BreakoutScene {
    /// Time constant of the low-pass filter on the readings, in seconds: smooths hand tremor, settles on a new tilt
    /// in about three of these.
    static let tiltFilterTimeConstant: Double = 0.15
    /// A filtered x/y reading shorter than this, in m/s², gives no direction (the pad stands on its end): the last
    /// direction holds.
    static let minimumTiltReading: Double = 1

    /// Gravity's strength now, in UIKit's unit: the tilt setting's while tilt steers, else the gravity setting's.
    var activeGravity: Double { filteredTilt != nil ? configuration.tiltGravity : configuration.gravity }

    /// Filters the latest reading into `filteredTilt` and turns gravity toward it; hands gravity back to the
    /// settings when the reading goes away (the gamepad was unplugged).
    func followTilt(by seconds: Double) {
        guard configuration.tiltGravity > 0, let reading = view.window?.gamepad.acceleration else {
            guard filteredTilt != nil else { return }
            filteredTilt = nil
            physics.setGravity(configuration.gravity)
            return
        }
        let pull = Point(x: -reading.x, y: reading.y)
        let blend = 1 - exp(-seconds / Self.tiltFilterTimeConstant)
        let filtered = filteredTilt.map { $0 + (pull - $0) * blend } ?? pull
        filteredTilt = filtered
        guard filtered.length >= Self.minimumTiltReading else { return }
        physics.setGravity(configuration.tiltGravity, angle: atan2(filtered.y, filtered.x))
    }
}
