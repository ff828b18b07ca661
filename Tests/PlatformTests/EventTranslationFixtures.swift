import CSDL2
import Testing

@testable import Kit
@testable import Platform

/// SDL's own event queue for a test: events go in with `SDL_PushEvent` and come back out through
/// `SDL_PollEvent` and `EventTranslator`, as the host reads them, into a Kit window.
@MainActor
struct SDLEventQueue {
    /// Starts SDL's event subsystem (counted: it stays up while another user holds it) with an empty queue.
    init() throws {
        try #require(
            SDL_InitSubSystem(UInt32(SDL_INIT_EVENTS)) == 0, "SDL_InitSubSystem: \(String(cString: SDL_GetError()))")
        SDL_FlushEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue)
    }

    /// Empties the queue and releases the subsystem.
    func close() {
        SDL_FlushEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue)
        SDL_QuitSubSystem(UInt32(SDL_INIT_EVENTS))
    }

    func push(_ events: [SDL_Event]) {
        for var event in events { #expect(SDL_PushEvent(&event) == 1, "SDL_PushEvent refused an event") }
    }

    /// Reads every queued event back as the host does and hands the pointer events to `window`; returns them.
    @discardableResult
    func deliver(to window: Window) -> [PointerEvent] {
        translatedEvents(windowSize: window.size).compactMap { translated in
            guard case .pointer(let pointer) = translated else { return nil }
            window.handle(pointer)
            return pointer
        }
    }

    /// Reads every queued event back, translated (events the app ignores are left out).
    func translatedEvents(windowSize: Size) -> [HostEvent] {
        var result: [HostEvent] = []
        var event = SDL_Event()
        while SDL_PollEvent(&event) == 1 {
            if let translated = EventTranslator.translate(event, windowSize: windowSize) { result.append(translated) }
        }
        return result
    }
}

/// SDL events filled in as SDL's video drivers fill them.
enum SDLInput {
    /// The system mouse, as SDL numbers it.
    static let systemMouse = UInt32(0)
    /// A touch screen (any touch device id but `SDL_MOUSE_TOUCHID`).
    static let touchScreen = SDL_TouchID(7)

    /// A finger event at `point` (window points) of a window of `size` points: SDL gives fractions of the window.
    static func finger(
        _ type: SDL_EventType, device: SDL_TouchID, finger: SDL_FingerID, at point: Point, in size: Size
    ) -> SDL_Event {
        var event = SDL_Event()
        event.type = type.rawValue
        event.tfinger.touchId = device
        event.tfinger.fingerId = finger
        event.tfinger.x = Float(point.x / size.width)
        event.tfinger.y = Float(point.y / size.height)
        event.tfinger.pressure = type == SDL_FINGERUP ? 0 : 1
        return event
    }

    /// A press or release of `button` (the left one unless given) at `point`.
    static func button(
        _ type: SDL_EventType, which: UInt32, at point: Point, button: Int32 = SDL_BUTTON_LEFT
    ) -> SDL_Event {
        var event = SDL_Event()
        event.type = type.rawValue
        event.button.which = which
        event.button.button = UInt8(button)
        event.button.state = UInt8(type == SDL_MOUSEBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED)
        event.button.clicks = 1
        event.button.x = Int32(point.x)
        event.button.y = Int32(point.y)
        return event
    }

    /// The mouse moving to `point` with the left button held.
    static func drag(which: UInt32, to point: Point) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_MOUSEMOTION.rawValue
        event.motion.which = which
        event.motion.state = 1  // SDL_BUTTON_LMASK
        event.motion.x = Int32(point.x)
        event.motion.y = Int32(point.y)
        return event
    }
}
