import CSDL2
import Testing

@testable import Kit
@testable import Platform

/// SDL's game-controller path, end to end: a virtual controller attached through SDL's own joystick layer, opened
/// as a game controller by `GamepadConnections`, its button and stick set, SDL's events pumped and translated into
/// Kit's. No window and no display: the controller subsystem runs on its own.
@MainActor
@Suite("Gamepad translation (SDL virtual controller)", .serialized)
struct GamepadTranslationTests {
    private static let padName = "Kinetic Test Pad"

    /// Pumps SDL and translates every controller event that is waiting.
    private func pump(_ connections: GamepadConnections) -> [GamepadEvent.Kind] {
        SDL_PumpEvents()
        var kinds: [GamepadEvent.Kind] = []
        var event = SDL_Event()
        while SDL_PollEvent(&event) == 1 {
            if let translated = connections.translate(event) { kinds.append(translated.kind) }
        }
        return kinds
    }

    /// Attaches a virtual joystick SDL treats as a game controller with every standard button and axis.
    private func attachVirtualPad() -> Int32 {
        var description = SDL_VirtualJoystickDesc()
        description.version = UInt16(SDL_VIRTUAL_JOYSTICK_DESC_VERSION)
        description.type = UInt16(SDL_JOYSTICK_TYPE_GAMECONTROLLER.rawValue)
        description.naxes = UInt16(SDL_CONTROLLER_AXIS_MAX.rawValue)
        description.nbuttons = UInt16(SDL_CONTROLLER_BUTTON_MAX.rawValue)
        description.axis_mask = (1 << UInt32(SDL_CONTROLLER_AXIS_MAX.rawValue)) - 1
        description.button_mask = (1 << UInt32(SDL_CONTROLLER_BUTTON_MAX.rawValue)) - 1
        return Self.padName.withCString { name in
            description.name = name  // SDL copies the name
            return SDL_JoystickAttachVirtualEx(&description)
        }
    }

    @Test("A virtual controller connects, its A button and full-right stick arrive as Kit events, and it unplugs")
    func virtualControllerRoundTrip() throws {
        // No window here, but another suite may have made one: let events through whatever has focus.
        SDL_SetHint(SDL_HINT_JOYSTICK_ALLOW_BACKGROUND_EVENTS, "1")
        try #require(GamepadConnections.initializeSubsystems(), "SDL's game-controller subsystem should start")
        defer { SDL_QuitSubSystem(UInt32(SDL_INIT_GAMECONTROLLER) | UInt32(SDL_INIT_SENSOR)) }
        let connections = GamepadConnections()
        defer { connections.closeAll() }
        _ = pump(connections)

        let deviceIndex = attachVirtualPad()
        try #require(deviceIndex >= 0, "SDL_JoystickAttachVirtualEx failed: \(String(cString: SDL_GetError()))")
        let arrival = pump(connections)
        #expect(arrival.contains(.connected(name: Self.padName, hasAccelerometer: false)), "got \(arrival)")
        #expect(connections.openCount == 1)

        let instanceID = SDL_JoystickGetDeviceInstanceID(deviceIndex)
        let joystick = try #require(SDL_JoystickFromInstanceID(instanceID))
        SDL_JoystickSetVirtualButton(joystick, Int32(SDL_CONTROLLER_BUTTON_A.rawValue), 1)
        SDL_JoystickSetVirtualAxis(joystick, Int32(SDL_CONTROLLER_AXIS_LEFTX.rawValue), Int16.max)
        let pressed = pump(connections)
        #expect(pressed.contains(.buttonDown(.a)), "got \(pressed)")
        #expect(pressed.contains(.axis(.leftX, value: 1)), "got \(pressed)")

        SDL_JoystickSetVirtualButton(joystick, Int32(SDL_CONTROLLER_BUTTON_A.rawValue), 0)
        SDL_JoystickSetVirtualButton(joystick, Int32(SDL_CONTROLLER_BUTTON_DPAD_LEFT.rawValue), 1)
        let next = pump(connections)
        #expect(next.contains(.buttonUp(.a)) && next.contains(.buttonDown(.dpadLeft)), "got \(next)")

        SDL_JoystickDetachVirtual(deviceIndex)
        let departure = pump(connections)
        #expect(departure.contains(.disconnected), "got \(departure)")
        #expect(connections.openCount == 0)
    }

    @Test("An accelerometer update becomes a reading in m/s²; other sensors are dropped")
    func accelerometerReading() {
        var event = SDL_Event()
        event.type = SDL_CONTROLLERSENSORUPDATE.rawValue
        event.csensor.which = 3
        event.csensor.sensor = SDL_SENSOR_ACCEL.rawValue
        event.csensor.data = (-4.9, 8.5, 0.25)
        event.common.timestamp = 2500
        let reading = EventTranslator.gamepad(event)
        #expect(reading?.gamepadID == 3)
        #expect(reading?.kind == .accelerometer(x: Double(Float(-4.9)), y: Double(Float(8.5)), z: 0.25))
        #expect(reading?.timestamp == 2.5)
        event.csensor.sensor = SDL_SENSOR_GYRO.rawValue
        #expect(EventTranslator.gamepad(event) == nil)
    }

    @Test("Stick values span −1…1 (SDL's −32768 included) and a half-pulled trigger reads about 0.5")
    func axisNormalisation() {
        #expect(EventTranslator.normalized(Int16.min) == -1)
        #expect(EventTranslator.normalized(Int16.max) == 1)
        #expect(abs(EventTranslator.normalized(16384) - 0.5) < 1e-4)
    }
}
