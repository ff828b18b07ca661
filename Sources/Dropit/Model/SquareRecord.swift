/// One square in play as the core knows it: its number and colour, where the physics last saw it, and how long it
/// has been still. The physics moves it; the core decides what that means (rest, rows, lining up, perching).
public struct SquareRecord: Equatable, Sendable, Identifiable {
    /// The drop number, from 1 (its automation id is `dropit.square.<n>`).
    public let number: Int
    /// Index into the square colours (`0..<DropitTuning.colorCount`).
    public let colorIndex: Int
    /// Its centre, in field points.
    public var center: FieldPoint
    /// The side of the upright box around it as it is turned now (its own side when upright), in points.
    public var extent: Double
    /// How far it is turned from upright, in radians within ±π/4 (a quarter turn looks the same).
    public var tilt: Double = 0
    /// Its speed when last seen, in pt/s.
    public var speed: Double = 0
    /// Seconds it has moved slower than `DropitTuning.restingSpeed` (reset by any faster motion or a nudge).
    public var restingTime: Double = 0
    /// True while the pointer holds it on the spring.
    public var isGrabbed = false

    public init(number: Int, colorIndex: Int, center: FieldPoint, extent: Double) {
        self.number = number
        self.colorIndex = colorIndex
        self.center = center
        self.extent = extent
    }

    public var id: Int { number }

    /// Still long enough to count for a row: a bounce's apex is not rest, and a held square never rests.
    public var isResting: Bool { restingTime + 1e-9 >= DropitTuning.restingDuration && !isGrabbed }

    /// The upright box it fills as turned now.
    public var box: FieldBox { FieldBox(center: center, side: extent) }
}

/// What the physics saw of one square after a step: the scene reports one per square in play, every frame.
public struct SquareSighting: Equatable, Sendable {
    public var number: Int
    public var center: FieldPoint
    /// See `SquareRecord.extent`.
    public var extent: Double
    /// See `SquareRecord.tilt`.
    public var tilt: Double
    /// Its speed, in pt/s.
    public var speed: Double

    public init(number: Int, center: FieldPoint, extent: Double, tilt: Double = 0, speed: Double = 0) {
        self.number = number
        self.center = center
        self.extent = extent
        self.tilt = tilt
        self.speed = speed
    }
}
