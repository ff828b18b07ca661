import CSDL2
import Kit

/// What an SDL event means to the app.
enum HostEvent {
    case pointer(PointerEvent)
    case key(KeyEvent)
    /// A key went up (its `isRepeat` is false).
    case keyUp(KeyEvent)
    case text(TextInputEvent)
    case scroll(ScrollEvent)
    case resized
    case focus(Bool)
    case exposed
    case fileDropped(String)
    case quit
}

/// Converts SDL events into Kit's pointer and key events. Mouse and touch become one pointer model.
///
/// One contact counts once. SDL can report a contact twice: a finger on a touch screen also arrives as mouse
/// events whose `which` is `SDL_TOUCH_MOUSEID` (SDL's default), and with `SDL_MOUSE_TOUCH_EVENTS=1` (as on a touch
/// laptop) every left-button press, drag and release also arrives as a finger of the touch device
/// `SDL_MOUSE_TOUCHID`. Counted twice, a click is two pointers down at once, which no one-finger tap accepts. The
/// app reads the mouse and the touch screen each directly, so both twins are dropped: mouse events made from a
/// finger (the finger events are handled) and finger events made from the mouse (the mouse events are handled).
/// The rule reads only the event itself, so it holds whichever twin arrives first — SDL posts a touch's mouse twin
/// before the finger, and a click's finger twin before the mouse button.
enum EventTranslator {
    /// SDL's `SDL_TOUCH_MOUSEID`, which Swift cannot import: mouse events with this id came from a finger.
    static let touchMouseID = UInt32.max
    /// SDL's `SDL_MOUSE_TOUCHID`, which Swift cannot import: finger events from this touch device came from the mouse.
    static let mouseTouchID = SDL_TouchID(-1)
    /// Mouse pointer id; fingers get ids above it.
    static let mousePointerID = 0
    /// How far one notch of the mouse wheel scrolls, in points: about two rows of body text, as GTK lists do.
    static let pointsPerWheelNotch = 48.0

    static func translate(_ event: SDL_Event, windowSize: Size) -> HostEvent? {
        let type = SDL_EventType(event.type)
        let seconds = Double(event.common.timestamp) / 1000
        switch type {
        case SDL_QUIT:
            return .quit
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
            let button = event.button
            guard button.which != touchMouseID, let which = pointerButton(button.button) else { return nil }
            let phase: PointerEvent.Phase = type == SDL_MOUSEBUTTONDOWN ? .down : .up
            return .pointer(
                PointerEvent(
                    pointerID: mousePointerID, phase: phase,
                    location: Point(x: Double(button.x), y: Double(button.y)), timestamp: seconds, button: which,
                    modifiers: modifiers(UInt32(SDL_GetModState().rawValue))))
        case SDL_MOUSEMOTION:
            let motion = event.motion
            guard motion.which != touchMouseID, motion.state & 1 != 0 else { return nil }
            return .pointer(
                PointerEvent(
                    pointerID: mousePointerID, phase: .moved,
                    location: Point(x: Double(motion.x), y: Double(motion.y)), timestamp: seconds))
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
            guard event.tfinger.touchId != mouseTouchID else { return nil }
            return .pointer(finger(event.tfinger, type: type, windowSize: windowSize, seconds: seconds))
        case SDL_KEYDOWN:
            return key(event.key, seconds: seconds).map(HostEvent.key)
        case SDL_KEYUP:
            return key(event.key, seconds: seconds).map(HostEvent.keyUp)
        case SDL_TEXTINPUT:
            let text = text(event.text)
            return text.isEmpty ? nil : .text(TextInputEvent(text: text, timestamp: seconds))
        case SDL_MOUSEWHEEL:
            return .scroll(wheel(event.wheel, seconds: seconds))
        case SDL_WINDOWEVENT:
            return window(event.window)
        case SDL_DROPFILE:
            guard let file = event.drop.file else { return nil }
            defer { SDL_free(file) }
            return .fileDropped(String(cString: file))
        default:
            return nil
        }
    }

    private static func finger(
        _ finger: SDL_TouchFingerEvent, type: SDL_EventType, windowSize: Size, seconds: Double
    ) -> PointerEvent {
        let phase: PointerEvent.Phase
        switch type {
        case SDL_FINGERDOWN: phase = .down
        case SDL_FINGERUP: phase = .up
        default: phase = .moved
        }
        // Finger ids are unique per touch device; fold them above the mouse's id.
        let id = mousePointerID + 1 + Int(truncatingIfNeeded: finger.fingerId & 0x7FFF_FFFF)
        let location = Point(x: Double(finger.x) * windowSize.width, y: Double(finger.y) * windowSize.height)
        return PointerEvent(pointerID: id, phase: phase, location: location, timestamp: seconds)
    }

    /// SDL's wheel counts notches, positive away from the user; Kit's delta is points, positive scrolling down.
    static func wheel(_ wheel: SDL_MouseWheelEvent, seconds: Double) -> ScrollEvent {
        let flip: Double = wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
        let delta = Point(
            x: Double(wheel.preciseX) * flip * pointsPerWheelNotch,
            y: -Double(wheel.preciseY) * flip * pointsPerWheelNotch)
        let location = Point(x: Double(wheel.mouseX), y: Double(wheel.mouseY))
        return ScrollEvent(location: location, delta: delta, timestamp: seconds)
    }

    /// The UTF-8 text of a text-input event (a NUL-terminated C array of at most 32 bytes).
    static func text(_ event: SDL_TextInputEvent) -> String {
        withUnsafeBytes(of: event.text) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
    }

    private static func window(_ event: SDL_WindowEvent) -> HostEvent? {
        switch SDL_WindowEventID(UInt32(event.event)) {
        case SDL_WINDOWEVENT_SIZE_CHANGED: return .resized
        case SDL_WINDOWEVENT_FOCUS_GAINED: return .focus(true)
        case SDL_WINDOWEVENT_FOCUS_LOST: return .focus(false)
        // MOVED too: on Wayland the title bar (libdecor) is drawn into the window's own surfaces and reaches the
        // screen only with the window's next frame; SDL reports the compositor's first configure as a move.
        case SDL_WINDOWEVENT_EXPOSED, SDL_WINDOWEVENT_SHOWN, SDL_WINDOWEVENT_RESTORED, SDL_WINDOWEVENT_MOVED:
            return .exposed
        case SDL_WINDOWEVENT_CLOSE: return .quit
        default: return nil
        }
    }

    private static func key(_ event: SDL_KeyboardEvent, seconds: Double) -> KeyEvent? {
        guard let key = key(code: event.keysym.sym) else { return nil }
        return KeyEvent(
            key: key, modifiers: modifiers(UInt32(event.keysym.mod)), isRepeat: event.repeat != 0,
            timestamp: seconds)
    }

    /// Kit's modifiers for SDL's modifier bits (either Shift, Control or Alt key).
    static func modifiers(_ mod: UInt32) -> KeyEvent.Modifiers {
        var modifiers: KeyEvent.Modifiers = []
        if mod & UInt32(KMOD_SHIFT.rawValue) != 0 { modifiers.insert(.shift) }
        if mod & UInt32(KMOD_CTRL.rawValue) != 0 { modifiers.insert(.control) }
        if mod & UInt32(KMOD_ALT.rawValue) != 0 { modifiers.insert(.alt) }
        return modifiers
    }

    /// The left button is the primary one, the right button the secondary one; the others are not used.
    private static func pointerButton(_ button: UInt8) -> PointerEvent.Button? {
        switch button {
        case UInt8(SDL_BUTTON_LEFT): .primary
        case UInt8(SDL_BUTTON_RIGHT): .secondary
        default: nil
        }
    }

    private static func key(code: SDL_Keycode) -> KeyEvent.Key? {
        switch code {
        case SDL_Keycode(SDLK_SPACE.rawValue): return .space
        case SDL_Keycode(SDLK_RETURN.rawValue), SDL_Keycode(SDLK_KP_ENTER.rawValue): return .enter
        case SDL_Keycode(SDLK_ESCAPE.rawValue): return .escape
        case SDL_Keycode(SDLK_TAB.rawValue): return .tab
        case SDL_Keycode(SDLK_BACKSPACE.rawValue): return .backspace
        case SDL_Keycode(SDLK_DELETE.rawValue): return .delete
        case SDL_Keycode(SDLK_HOME.rawValue): return .home
        case SDL_Keycode(SDLK_END.rawValue): return .end
        case SDL_Keycode(SDLK_PAGEUP.rawValue): return .pageUp
        case SDL_Keycode(SDLK_PAGEDOWN.rawValue): return .pageDown
        case SDL_Keycode(SDLK_KP_PLUS.rawValue): return .character("+")
        case SDL_Keycode(SDLK_KP_MINUS.rawValue): return .character("-")
        case SDL_Keycode(SDLK_LEFT.rawValue): return .left
        case SDL_Keycode(SDLK_RIGHT.rawValue): return .right
        case SDL_Keycode(SDLK_UP.rawValue): return .up
        case SDL_Keycode(SDLK_DOWN.rawValue): return .down
        case 33..<127:
            return Unicode.Scalar(UInt32(code)).map { .character(Character($0)) }
        default:
            return nil
        }
    }
}
