import CSDL2
import FoundationEssentials

/// The symbols the app's keys listen for that keyboard layouts type with Shift ("?", which opens the help), found
/// by the key they are on. SDL names a key by what it types without Shift ("/" on a US keyboard, "ß" on a German
/// one, "," on a French one), so "?" never arrives as a key of its own: Shift with the key that types it is
/// translated to "?" here. The layout is read from the X server (the keyboard mapping XWayland keeps too); where
/// there is none, US keyboards' places stand in.
@MainActor
final class ShiftedSymbolKeys {
    /// The symbols looked for, by their X keysyms (Latin-1 keysyms are the characters' code points).
    static let symbols: [Character] = ["?"]
    /// Where a US keyboard puts them: for a session without an X server to ask.
    static let usLayout: [SDL_Keycode: Character] = [SDL_Keycode(UInt8(ascii: "/")): "?"]

    private var table: [SDL_Keycode: Character]?

    /// The unshifted key each symbol is typed on with Shift, read on first use and again after the layout changed.
    var current: [SDL_Keycode: Character] {
        if let table { return table }
        let read = X11KeyboardMapping.read(symbols: Self.symbols) ?? Self.usLayout
        table = read
        return read
    }

    /// The desktop switched layouts (SDL's `SDL_KEYMAPCHANGED`): read it again when next needed.
    func layoutDidChange() {
        table = nil
    }

    /// The entry for `symbol` from what its key types without Shift (`unshifted`) and with it (`shifted`), as X
    /// keysyms; nil when the symbol needs no Shift there (SDL then names the key by it) or the key's own symbol
    /// has no SDL key code.
    static func entry(for symbol: Character, unshifted: UInt, shifted: UInt) -> (SDL_Keycode, Character)? {
        guard let wanted = keysym(of: symbol), shifted == wanted, unshifted != wanted,
            let code = keycode(ofKeysym: unshifted)
        else { return nil }
        return (code, symbol)
    }

    /// SDL's key code for a key whose unshifted keysym is `keysym`: its Unicode character, as SDL's X11 driver
    /// names keys (Latin-1 keysyms are their code points; `0x1000000 + code point` is the rest of Unicode).
    static func keycode(ofKeysym keysym: UInt) -> SDL_Keycode? {
        let unicodeKeysymBase: UInt = 0x0100_0000
        switch keysym {
        case 0x20...0x7E, 0xA0...0xFF: return SDL_Keycode(keysym)
        case (unicodeKeysymBase + 0xA0)...(unicodeKeysymBase + 0x10_FFFF):
            return SDL_Keycode(keysym - unicodeKeysymBase)
        default: return nil
        }
    }

    static func keysym(of symbol: Character) -> UInt? {
        guard let scalar = symbol.unicodeScalars.first, symbol.unicodeScalars.count == 1, scalar.value < 0x100 else {
            return nil
        }
        return UInt(scalar.value)
    }
}

/// The X server's keyboard mapping through Xlib, opened at run time (SDL's X11 driver has it loaded already): for
/// each symbol, the key that types it and what that key types without Shift, in the first layout group.
enum X11KeyboardMapping {
    private typealias OpenDisplay = @convention(c) (UnsafePointer<CChar>?) -> OpaquePointer?
    private typealias CloseDisplay = @convention(c) (OpaquePointer) -> Int32
    private typealias KeysymToKeycode = @convention(c) (OpaquePointer, UInt) -> UInt8
    // Xlib declares the key code `unsigned int` or `KeyCode` by its build; an unsigned 32-bit argument suits both.
    private typealias KeycodeToKeysym = @convention(c) (OpaquePointer, UInt32, Int32, Int32) -> UInt

    /// The table, or nil when there is no X display or no Xlib.
    @MainActor
    static func read(symbols: [Character]) -> [SDL_Keycode: Character]? {
        guard !(ProcessInfo.processInfo.environment["DISPLAY"] ?? "").isEmpty,
            let xlib = try? SharedLibrary("libX11.so.6"),
            let open: OpenDisplay = try? xlib.function("XOpenDisplay"),
            let close: CloseDisplay = try? xlib.function("XCloseDisplay"),
            let keycodeOf: KeysymToKeycode = try? xlib.function("XKeysymToKeycode"),
            let keysymOf: KeycodeToKeysym = try? xlib.function("XkbKeycodeToKeysym"),
            let display = open(nil)
        else { return nil }
        defer { _ = close(display) }
        var table: [SDL_Keycode: Character] = [:]
        for symbol in symbols {
            guard let keysym = ShiftedSymbolKeys.keysym(of: symbol) else { continue }
            let key = keycodeOf(display, keysym)
            guard key != 0 else { continue }
            let unshifted = keysymOf(display, UInt32(key), 0, 0)
            let shifted = keysymOf(display, UInt32(key), 0, 1)
            if let (code, typed) = ShiftedSymbolKeys.entry(for: symbol, unshifted: unshifted, shifted: shifted) {
                table[code] = typed
            }
        }
        return table
    }
}
