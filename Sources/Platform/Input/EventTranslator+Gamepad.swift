import CSDL2
import Kit

/// SDL's game-controller events as Kit's `GamepadEvent`s (connection events need the controller opened, which
/// `GamepadConnections` does; everything else is a pure translation).
extension EventTranslator {
    /// SDL's stick range is −32768…32767 and triggers 0…32767: one full deflection.
    static let axisFullScale = 32767.0

    /// Kit's event for a controller button, axis or sensor event; nil for any other event.
    static func gamepad(_ event: SDL_Event) -> GamepadEvent? {
        let seconds = Double(event.common.timestamp) / 1000
        switch SDL_EventType(event.type) {
        case SDL_CONTROLLERBUTTONDOWN, SDL_CONTROLLERBUTTONUP:
            guard let button = gamepadButton(event.cbutton.button) else { return nil }
            let isDown = event.type == SDL_CONTROLLERBUTTONDOWN.rawValue
            return GamepadEvent(
                gamepadID: Int(event.cbutton.which), kind: isDown ? .buttonDown(button) : .buttonUp(button),
                timestamp: seconds)
        case SDL_CONTROLLERAXISMOTION:
            guard let axis = gamepadAxis(event.caxis.axis) else { return nil }
            let value = normalized(event.caxis.value)
            return GamepadEvent(gamepadID: Int(event.caxis.which), kind: .axis(axis, value: value), timestamp: seconds)
        case SDL_CONTROLLERSENSORUPDATE:
            let sensor = event.csensor
            guard sensor.sensor == SDL_SENSOR_ACCEL.rawValue else { return nil }
            let (x, y, z) = sensor.data
            return GamepadEvent(
                gamepadID: Int(sensor.which), kind: .accelerometer(x: Double(x), y: Double(y), z: Double(z)),
                timestamp: seconds)
        default:
            return nil
        }
    }

    /// −1…1 for a stick, 0…1 for a trigger (SDL's −32768 would overshoot −1 by a hair).
    static func normalized(_ value: Int16) -> Double {
        max(Double(value) / axisFullScale, -1)
    }

    static func gamepadAxis(_ axis: UInt8) -> GamepadEvent.Axis? {
        switch SDL_GameControllerAxis(Int32(axis)) {
        case SDL_CONTROLLER_AXIS_LEFTX: .leftX
        case SDL_CONTROLLER_AXIS_LEFTY: .leftY
        case SDL_CONTROLLER_AXIS_RIGHTX: .rightX
        case SDL_CONTROLLER_AXIS_RIGHTY: .rightY
        case SDL_CONTROLLER_AXIS_TRIGGERLEFT: .leftTrigger
        case SDL_CONTROLLER_AXIS_TRIGGERRIGHT: .rightTrigger
        default: nil
        }
    }

    /// The buttons Kit names; the extra ones of some pads (paddles, touchpad, share) are dropped.
    static func gamepadButton(_ button: UInt8) -> GamepadEvent.Button? {
        switch SDL_GameControllerButton(Int32(button)) {
        case SDL_CONTROLLER_BUTTON_A: .a
        case SDL_CONTROLLER_BUTTON_B: .b
        case SDL_CONTROLLER_BUTTON_X: .x
        case SDL_CONTROLLER_BUTTON_Y: .y
        case SDL_CONTROLLER_BUTTON_BACK: .back
        case SDL_CONTROLLER_BUTTON_GUIDE: .guide
        case SDL_CONTROLLER_BUTTON_START: .start
        case SDL_CONTROLLER_BUTTON_LEFTSTICK: .leftStick
        case SDL_CONTROLLER_BUTTON_RIGHTSTICK: .rightStick
        case SDL_CONTROLLER_BUTTON_LEFTSHOULDER: .leftShoulder
        case SDL_CONTROLLER_BUTTON_RIGHTSHOULDER: .rightShoulder
        case SDL_CONTROLLER_BUTTON_DPAD_UP: .dpadUp
        case SDL_CONTROLLER_BUTTON_DPAD_DOWN: .dpadDown
        case SDL_CONTROLLER_BUTTON_DPAD_LEFT: .dpadLeft
        case SDL_CONTROLLER_BUTTON_DPAD_RIGHT: .dpadRight
        default: nil
        }
    }
}
