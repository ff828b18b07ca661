/// Something a game controller did, already translated from the platform's controller events.
///
/// Controllers are told apart by `gamepadID` (stable while the controller stays plugged in). Stick axes run −1…1
/// (x right, y down, as the screen's), triggers 0…1; the accelerometer reads m/s² in SDL's convention: held in
/// front of you, +x is right, +y is up out of the controller's face, +z toward you, and a controller at rest reads
/// about 9.81 m/s² pointing away from the earth (so +y when it lies flat).
public struct GamepadEvent: Hashable, Sendable {
    /// The buttons of an Xbox-style layout (A at the bottom of the face diamond).
    public enum Button: Hashable, Sendable, CaseIterable {
        case a, b, x, y
        case back, guide, start
        case leftStick, rightStick
        case leftShoulder, rightShoulder
        case dpadUp, dpadDown, dpadLeft, dpadRight
    }

    /// A controller's analogue inputs, each read as a value in its own range.
    public enum Axis: Hashable, Sendable, CaseIterable {
        /// −1 (left) … 1 (right).
        case leftX, rightX
        /// −1 (up) … 1 (down).
        case leftY, rightY
        /// 0 (released) … 1 (fully pressed).
        case leftTrigger, rightTrigger
    }

    /// What happened on the controller.
    public enum Kind: Hashable, Sendable {
        /// A controller was plugged in (or was there when the app started).
        case connected(name: String, hasAccelerometer: Bool)
        case disconnected
        case buttonDown(Button)
        case buttonUp(Button)
        case axis(Axis, value: Double)
        /// One accelerometer reading, in m/s².
        case accelerometer(x: Double, y: Double, z: Double)
    }

    public var gamepadID: Int
    public var kind: Kind
    /// Seconds on the app's clock.
    public var timestamp: Double

    public init(gamepadID: Int = 0, kind: Kind, timestamp: Double = 0) {
        self.gamepadID = gamepadID
        self.kind = kind
        self.timestamp = timestamp
    }
}
