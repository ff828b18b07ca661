import CSDL2
import Testing

@testable import Kit
@testable import Platform

/// The help keys reaching Kit: F1 as a function key, and "?" as itself on whichever key the layout types it.
@MainActor
@Suite("Help key translation")
struct HelpKeyTranslationTests {
    private let windowSize = Size(width: 800, height: 600)

    private func keyDown(_ code: SDL_Keycode, shift: Bool = false) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_KEYDOWN.rawValue
        event.key.keysym.sym = code
        if shift { event.key.keysym.mod = UInt16(KMOD_LSHIFT.rawValue) }
        return event
    }

    private func translated(_ event: SDL_Event, symbols: [SDL_Keycode: Character] = [:]) -> KeyEvent? {
        guard case .key(let key)? = EventTranslator.translate(event, windowSize: windowSize, shiftedSymbols: symbols)
        else { return nil }
        return key
    }

    @Test("F1 to F12 reach Kit as function keys 1 to 12")
    func functionKeys() {
        #expect(translated(keyDown(SDL_Keycode(SDLK_F1.rawValue)))?.key == .function(1))
        #expect(translated(keyDown(SDL_Keycode(SDLK_F12.rawValue)))?.key == .function(12))
    }

    @Test("Shift with the key the layout types ? on arrives as ?, with the Shift that typed it")
    func shiftedSymbol() {
        let slash = SDL_Keycode(UInt8(ascii: "/"))
        let us = ShiftedSymbolKeys.usLayout
        let typed = translated(keyDown(slash, shift: true), symbols: us)
        #expect(typed?.key == .character("?") && typed?.modifiers == .shift)
        #expect(translated(keyDown(slash), symbols: us)?.key == .character("/"), "without Shift it is the key's own")
        // A German keyboard types ? with Shift and ß, a key SDL names by a character outside ASCII.
        let eszett = SDL_Keycode(0xDF)
        #expect(translated(keyDown(eszett, shift: true), symbols: [eszett: "?"])?.key == .character("?"))
    }

    @Test("The layout's key for ? is the one whose shifted symbol is ?, named by what it types unshifted")
    func layoutEntries() {
        let question = UInt(UInt8(ascii: "?"))
        let us = ShiftedSymbolKeys.entry(for: "?", unshifted: UInt(UInt8(ascii: "/")), shifted: question)
        #expect(us?.0 == SDL_Keycode(UInt8(ascii: "/")) && us?.1 == "?")
        let german = ShiftedSymbolKeys.entry(for: "?", unshifted: 0xDF, shifted: question)
        #expect(german?.0 == SDL_Keycode(0xDF))
        let french = ShiftedSymbolKeys.entry(for: "?", unshifted: UInt(UInt8(ascii: ",")), shifted: question)
        #expect(french?.0 == SDL_Keycode(UInt8(ascii: ",")))
        #expect(
            ShiftedSymbolKeys.entry(for: "?", unshifted: question, shifted: 0) == nil,
            "a layout that types ? without Shift needs no entry: SDL names the key ?")
        #expect(ShiftedSymbolKeys.keycode(ofKeysym: 0x0100_0000 + 0x0427) == SDL_Keycode(0x0427), "a Unicode keysym")
        #expect(ShiftedSymbolKeys.keycode(ofKeysym: 0xFF0D) == nil, "Return has no character")
    }

    @Test("A keyboard layout change reaches the host, which reads the layout again")
    func layoutChange() {
        var event = SDL_Event()
        event.type = SDL_KEYMAPCHANGED.rawValue
        guard case .keymapChanged? = EventTranslator.translate(event, windowSize: windowSize) else {
            Issue.record("SDL_KEYMAPCHANGED should become keymapChanged")
            return
        }
    }

    @Test("Ctrl+Q quits, listed as the host's key; Q alone does not")
    func hostKeys() {
        #expect(AppHost.keys.action(for: KeyEvent(key: .character("q"), modifiers: .control)) == .quit)
        #expect(AppHost.keys.action(for: KeyEvent(key: .character("q"))) == nil)
        #expect(AppHost.keys.helpRows == [ControlHelpRow("Ctrl+Q", "Quit")])
    }
}
