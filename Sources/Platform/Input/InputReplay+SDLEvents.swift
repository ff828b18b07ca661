import CSDL2
import Kit

extension InputReplay.Action {
    /// SDL's `SDL_BUTTON_LMASK` (a macro Swift cannot import): a motion event's state while the left button is held.
    static let leftButtonMask = UInt32(1) << (UInt32(SDL_BUTTON_LEFT) - 1)

    /// The SDL events this action stands for, filled in as SDL's own video driver fills them for `windowID`
    /// (a window of `windowSize` points: finger positions are fractions of it). A key press is a down and an up.
    func sdlEvents(windowID: UInt32, windowSize: Size) -> [SDL_Event] {
        switch self {
        case .mouse(let phase, let location, let synthetic):
            let which = synthetic ? EventTranslator.touchMouseID : InputReplay.mouse
            return [Self.mouseEvent(phase, at: location, which: which, windowID: windowID)]
        case .finger(let phase, let id, let location, let synthetic):
            let device = synthetic ? EventTranslator.mouseTouchID : InputReplay.touchDevice
            return [
                Self.fingerEvent(
                    phase, id: id, at: location, device: device, windowID: windowID, windowSize: windowSize)
            ]
        case .key(let code, let modifiers, let phase):
            let halves: [SDL_EventType] =
                switch phase {
                case .press: [SDL_KEYDOWN, SDL_KEYUP]
                case .down: [SDL_KEYDOWN]
                case .up: [SDL_KEYUP]
                }
            return halves.map { Self.keyEvent($0, code: code, modifiers: modifiers, windowID: windowID) }
        case .drop(let path):
            return [Self.dropEvent(path, windowID: windowID)]
        }
    }

    /// As SDL's X11 driver posts a drop: the path in memory SDL allocates (whoever handles the event frees it).
    private static func dropEvent(_ path: String, windowID: UInt32) -> SDL_Event {
        var event = SDL_Event()
        event.drop.type = SDL_DROPFILE.rawValue
        event.drop.windowID = windowID
        event.drop.file = SDL_strdup(path)
        return event
    }

    private static func mouseEvent(
        _ phase: InputReplay.Phase, at location: Point, which: UInt32, windowID: UInt32
    ) -> SDL_Event {
        var event = SDL_Event()
        let x = Int32(location.x.rounded())
        let y = Int32(location.y.rounded())
        switch phase {
        case .move:
            event.type = SDL_MOUSEMOTION.rawValue
            event.motion.which = which
            event.motion.windowID = windowID
            event.motion.state = leftButtonMask
            event.motion.x = x
            event.motion.y = y
        case .down, .up:
            event.type = (phase == .down ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP).rawValue
            event.button.which = which
            event.button.windowID = windowID
            event.button.button = UInt8(SDL_BUTTON_LEFT)
            event.button.state = UInt8(phase == .down ? SDL_PRESSED : SDL_RELEASED)
            event.button.clicks = 1
            event.button.x = x
            event.button.y = y
        }
        return event
    }

    private static func fingerEvent(
        _ phase: InputReplay.Phase, id: Int, at location: Point, device: SDL_TouchID, windowID: UInt32,
        windowSize: Size
    ) -> SDL_Event {
        var event = SDL_Event()
        let type: SDL_EventType =
            switch phase {
            case .down: SDL_FINGERDOWN
            case .move: SDL_FINGERMOTION
            case .up: SDL_FINGERUP
            }
        event.type = type.rawValue
        event.tfinger.touchId = device
        event.tfinger.fingerId = SDL_FingerID(id)
        event.tfinger.x = Float(location.x / max(windowSize.width, 1))
        event.tfinger.y = Float(location.y / max(windowSize.height, 1))
        event.tfinger.pressure = phase == .up ? 0 : 1
        event.tfinger.windowID = windowID
        return event
    }

    private static func keyEvent(
        _ type: SDL_EventType, code: SDL_Keycode, modifiers: KeyEvent.Modifiers, windowID: UInt32
    ) -> SDL_Event {
        var event = SDL_Event()
        event.type = type.rawValue
        event.key.windowID = windowID
        event.key.state = UInt8(type == SDL_KEYDOWN ? SDL_PRESSED : SDL_RELEASED)
        event.key.keysym.sym = code
        event.key.keysym.scancode = SDL_GetScancodeFromKey(code)
        var mod = UInt32(KMOD_NONE.rawValue)
        if modifiers.contains(.shift) { mod |= UInt32(KMOD_LSHIFT.rawValue) }
        if modifiers.contains(.control) { mod |= UInt32(KMOD_LCTRL.rawValue) }
        if modifiers.contains(.alt) { mod |= UInt32(KMOD_LALT.rawValue) }
        event.key.keysym.mod = UInt16(mod)
        return event
    }
}
