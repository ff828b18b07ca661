import CSDL2
import Kit

/// The game controllers plugged in: opened when SDL reports them (those present at start-up are reported too),
/// closed when they go (hot-plug), with the accelerometer turned on where there is one. Turns SDL's controller
/// events into Kit's.
@MainActor
final class GamepadConnections {
    /// Open controllers by SDL joystick instance id (the `which` of their later events).
    private var controllers: [SDL_JoystickID: OpaquePointer] = [:]

    var openCount: Int { controllers.count }

    /// Turns on SDL's controller and sensor subsystems; false (and no controllers) when they are not available.
    static func initializeSubsystems() -> Bool {
        SDL_InitSubSystem(UInt32(SDL_INIT_GAMECONTROLLER) | UInt32(SDL_INIT_SENSOR)) == 0
    }

    /// Kit's event for an SDL controller event, opening or closing the controller as it comes or goes; nil for
    /// events that are not about controllers (or a repeated arrival).
    func translate(_ event: SDL_Event) -> GamepadEvent? {
        let seconds = Double(event.common.timestamp) / 1000
        switch SDL_EventType(event.type) {
        case SDL_CONTROLLERDEVICEADDED:
            return open(deviceIndex: event.cdevice.which, seconds: seconds)
        case SDL_CONTROLLERDEVICEREMOVED:
            return close(instanceID: event.cdevice.which, seconds: seconds)
        default:
            return EventTranslator.gamepad(event)
        }
    }

    /// Closes every controller (before `SDL_Quit`).
    func closeAll() {
        for controller in controllers.values { SDL_GameControllerClose(controller) }
        controllers = [:]
    }

    /// SDL reports an arrival by device index; later events name the instance id.
    private func open(deviceIndex: Int32, seconds: Double) -> GamepadEvent? {
        guard let controller = SDL_GameControllerOpen(deviceIndex) else { return nil }
        let id = SDL_JoystickInstanceID(SDL_GameControllerGetJoystick(controller))
        guard controllers[id] == nil else {
            SDL_GameControllerClose(controller)  // SDL counts opens: give back the extra one
            return nil
        }
        controllers[id] = controller
        let hasAccelerometer = SDL_GameControllerHasSensor(controller, SDL_SENSOR_ACCEL) == SDL_TRUE
        if hasAccelerometer { SDL_GameControllerSetSensorEnabled(controller, SDL_SENSOR_ACCEL, SDL_TRUE) }
        let name = SDL_GameControllerName(controller).map { String(cString: $0) } ?? "Game controller"
        return GamepadEvent(
            gamepadID: Int(id), kind: .connected(name: name, hasAccelerometer: hasAccelerometer), timestamp: seconds)
    }

    private func close(instanceID: SDL_JoystickID, seconds: Double) -> GamepadEvent? {
        guard let controller = controllers.removeValue(forKey: instanceID) else { return nil }
        SDL_GameControllerClose(controller)
        return GamepadEvent(gamepadID: Int(instanceID), kind: .disconnected, timestamp: seconds)
    }
}
