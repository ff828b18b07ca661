/// What the controllers hold right now: buttons down, stick and trigger positions, the latest accelerometer
/// reading. Fed every `GamepadEvent` (the window does this), read once a frame by a scene that moves things
/// continuously, so movement follows how long a stick is held rather than how often events arrive.
///
/// Several controllers add up as a player would expect: a button is held when any controller holds it, and an
/// axis reads the controller pushed furthest.
public struct GamepadState: Equatable, Sendable {
    /// A 3-vector in m/s².
    public struct Acceleration: Equatable, Sendable {
        public var x: Double
        public var y: Double
        public var z: Double

        public init(x: Double, y: Double, z: Double) {
            self.x = x
            self.y = y
            self.z = z
        }
    }

    /// Connected controllers by id, with their names.
    public private(set) var connected: [Int: String] = [:]
    /// Controllers that said they have an accelerometer.
    private(set) var withAccelerometer: Set<Int> = []
    private var held: [Int: Set<GamepadEvent.Button>] = [:]
    private var axes: [Int: [GamepadEvent.Axis: Double]] = [:]
    private var accelerations: [Int: Acceleration] = [:]

    public init() {}

    public var isConnected: Bool { !connected.isEmpty }

    /// Takes one event into account.
    public mutating func apply(_ event: GamepadEvent) {
        let id = event.gamepadID
        switch event.kind {
        case .connected(let name, let hasAccelerometer):
            connected[id] = name
            if hasAccelerometer { withAccelerometer.insert(id) }
        case .disconnected:
            connected[id] = nil
            withAccelerometer.remove(id)
            held[id] = nil
            axes[id] = nil
            accelerations[id] = nil
        case .buttonDown(let button):
            held[id, default: []].insert(button)
        case .buttonUp(let button):
            held[id]?.remove(button)
        case .axis(let axis, let value):
            axes[id, default: [:]][axis] = value
        case .accelerometer(let x, let y, let z):
            accelerations[id] = Acceleration(x: x, y: y, z: z)
        }
    }

    /// Whether any controller holds `button` down.
    public func isHeld(_ button: GamepadEvent.Button) -> Bool {
        held.values.contains { $0.contains(button) }
    }

    /// The axis of the controller pushed furthest (0 when none is).
    public func value(of axis: GamepadEvent.Axis) -> Double {
        axes.values.compactMap { $0[axis] }.max { abs($0) < abs($1) } ?? 0
    }

    /// The latest accelerometer reading (of the lowest-numbered controller that sent one), nil when none has.
    public var acceleration: Acceleration? {
        accelerations.min { $0.key < $1.key }?.value
    }
}
