import CSDL2
import Kit

/// The keys the host takes before the window sees them, as one table: it drives `handle(_:)` and the window's
/// help sheet lists it (`Window.hostKeysHelp`).
public enum HostKey: Hashable, Sendable {
    case quit
}

extension AppHost {
    public static let keys = KeyMap<HostKey>([
        KeyBinding([KeyChord("q", .control)], "Quit", .quit)
    ])

    /// A key event with Shift held: only those need the layout's shifted symbols (reading them asks the X server).
    static func holdsShift(_ event: SDL_Event) -> Bool {
        let type = SDL_EventType(event.type)
        guard type == SDL_KEYDOWN || type == SDL_KEYUP else { return false }
        return UInt32(event.key.keysym.mod) & UInt32(KMOD_SHIFT.rawValue) != 0
    }
}
