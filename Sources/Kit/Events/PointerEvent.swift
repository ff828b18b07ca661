/// One step of a pointer's life: a mouse button held down, or a finger on a touch screen.
///
/// Mouse and touch share this model: the mouse is pointer 0, each finger has its own id. Locations are in window
/// points; timestamps are seconds on the app's clock (the event's own time, not the time it was handled).
public struct PointerEvent: Hashable, Sendable {
    public enum Phase: Hashable, Sendable { case down, moved, up, cancelled }

    /// Which mouse button: the primary one (and every finger), or the secondary one, which makes no touch (see
    /// `View.secondaryClick`).
    public enum Button: Hashable, Sendable { case primary, secondary }

    public var pointerID: Int
    public var phase: Phase
    public var location: Point
    public var timestamp: Double
    public var button: Button
    /// The keyboard's modifiers held at the time (Shift+click).
    public var modifiers: KeyEvent.Modifiers

    public init(
        pointerID: Int = 0, phase: Phase, location: Point, timestamp: Double, button: Button = .primary,
        modifiers: KeyEvent.Modifiers = []
    ) {
        self.pointerID = pointerID
        self.phase = phase
        self.location = location
        self.timestamp = timestamp
        self.button = button
        self.modifiers = modifiers
    }
}
