import CSDL2
import Kit

/// A scripted input session for `kinetic --replay FILE`: timed mouse, finger and key events that the host pushes
/// into SDL's own event queue at their times, once the first frame is on screen. They then take the path real
/// input takes (SDL's queue, `EventTranslator`, the window's gesture arena), so two-finger sequences and the
/// mouse/touch twins SDL makes can be tested end to end on a display that has no touch screen.
///
/// The file holds JSON lines in time order, one event each (the README's automation contract has the format):
/// `{"t": 0.5, "type": "finger", "phase": "down", "finger": 1, "x": 300, "y": 200}`.
public struct InputReplay: Sendable, Equatable {
    /// A pointer's step: pressed, moved while pressed, released.
    public enum Phase: String, Sendable, CaseIterable {
        case down, move, up
    }

    /// A key stroke: pressed and released (the default), or only one half of it.
    public enum KeyPhase: String, Sendable, CaseIterable {
        case press, down, up
    }

    public enum Action: Sendable, Equatable {
        /// The left mouse button, or the mouse moving with it held; `synthetic`: a mouse event SDL made from a
        /// finger (its `which` is `SDL_TOUCH_MOUSEID`).
        case mouse(Phase, at: Point, synthetic: Bool)
        /// A finger on the touch screen; `synthetic`: a finger SDL made from the mouse (touch device
        /// `SDL_MOUSE_TOUCHID`).
        case finger(Phase, id: Int, at: Point, synthetic: Bool)
        /// A key by its SDL key code, with modifiers held.
        case key(code: SDL_Keycode, modifiers: KeyEvent.Modifiers, phase: KeyPhase)
        /// A file dropped on the window from a file manager (SDL's `SDL_DROPFILE`), by its path.
        case drop(path: String)
    }

    public struct Step: Sendable, Equatable {
        /// Seconds after the first frame is on screen.
        public var time: Double
        public var action: Action

        public init(time: Double, action: Action) {
            self.time = time
            self.action = action
        }
    }

    /// The touch device a replayed finger belongs to (any id but `SDL_MOUSE_TOUCHID`: a real touch screen).
    static let touchDevice = SDL_TouchID(1)
    /// The mouse a replayed mouse event comes from (SDL numbers the system mouse 0).
    static let mouse = UInt32(0)

    /// The events in time order.
    public let steps: [Step]

    public init(steps: [Step]) {
        self.steps = steps
    }
}
