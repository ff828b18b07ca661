import CSDL2
import Testing

@testable import Kit
@testable import Platform

/// SDL events as the host receives them, translated into Kit's events.
@MainActor
@Suite("Event translation")
struct EventTranslationTests {
    private let windowSize = Size(width: 800, height: 600)

    private func wheelEvent(notchesAway: Float, flipped: Bool = false) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_MOUSEWHEEL.rawValue
        event.wheel.y = Int32(notchesAway)
        event.wheel.preciseY = notchesAway
        event.wheel.mouseX = 120
        event.wheel.mouseY = 80
        event.wheel.direction = flipped ? SDL_MOUSEWHEEL_FLIPPED.rawValue : SDL_MOUSEWHEEL_NORMAL.rawValue
        event.common.timestamp = 1500
        return event
    }

    @Test("The right button is the secondary one, the middle one is ignored, and a click carries the Shift held")
    func buttonsAndModifiers() {
        let point = Point(x: 10, y: 20)
        func translated(_ button: Int32) -> PointerEvent? {
            let event = SDLInput.button(SDL_MOUSEBUTTONDOWN, which: SDLInput.systemMouse, at: point, button: button)
            guard case .pointer(let pointer)? = EventTranslator.translate(event, windowSize: windowSize) else {
                return nil
            }
            return pointer
        }
        #expect(translated(SDL_BUTTON_RIGHT)?.button == .secondary)
        #expect(translated(SDL_BUTTON_MIDDLE) == nil)
        #expect(translated(SDL_BUTTON_LEFT)?.button == .primary && translated(SDL_BUTTON_LEFT)?.modifiers == [])
        SDL_SetModState(KMOD_LSHIFT)
        defer { SDL_SetModState(KMOD_NONE) }
        #expect(translated(SDL_BUTTON_LEFT)?.modifiers == [.shift])
    }

    @Test("A wheel notch toward the user scrolls down by one notch's points, at the pointer")
    func wheelTowardUser() {
        guard case .scroll(let scroll)? = EventTranslator.translate(wheelEvent(notchesAway: -1), windowSize: windowSize)
        else {
            Issue.record("a wheel event should become a scroll event")
            return
        }
        #expect(scroll.delta == Point(x: 0, y: EventTranslator.pointsPerWheelNotch))
        #expect(scroll.location == Point(x: 120, y: 80))
        #expect(scroll.timestamp == 1.5)
    }

    @Test("A flipped (natural scrolling) wheel is turned back so content follows the same rule")
    func flippedWheel() {
        let translated = EventTranslator.translate(wheelEvent(notchesAway: 2, flipped: true), windowSize: windowSize)
        guard case .scroll(let scroll)? = translated else {
            Issue.record("a wheel event should become a scroll event")
            return
        }
        #expect(scroll.delta.y == 2 * EventTranslator.pointsPerWheelNotch)
    }

    @Test("Committed text arrives as UTF-8, multibyte characters intact")
    func textInput() {
        var event = SDL_Event()
        event.type = SDL_TEXTINPUT.rawValue
        let bytes = Array("é☃".utf8)
        withUnsafeMutableBytes(of: &event.text.text) { buffer in
            for (index, byte) in bytes.enumerated() { buffer[index] = byte }
            buffer[bytes.count] = 0
        }
        guard case .text(let text)? = EventTranslator.translate(event, windowSize: windowSize) else {
            Issue.record("a text-input event should become a text event")
            return
        }
        #expect(text.text == "é☃")
    }

    @Test("A key's release reaches Kit as a release of the same key, so the window knows it is no longer held")
    func keyRelease() {
        var event = SDL_Event()
        event.type = SDL_KEYUP.rawValue
        event.key.keysym.sym = SDL_Keycode(SDLK_RIGHT.rawValue)
        guard case .keyUp(let released)? = EventTranslator.translate(event, windowSize: windowSize) else {
            Issue.record("a key-up event should become a key release")
            return
        }
        #expect(released.key == .right && !released.isRepeat)
    }

    @Test("Delete, Home and End reach Kit as their own keys")
    func editingKeys() {
        for (code, key) in [(SDLK_DELETE, KeyEvent.Key.delete), (SDLK_HOME, .home), (SDLK_END, .end)] {
            var event = SDL_Event()
            event.type = SDL_KEYDOWN.rawValue
            event.key.keysym.sym = SDL_Keycode(code.rawValue)
            guard case .key(let translated)? = EventTranslator.translate(event, windowSize: windowSize) else {
                Issue.record("\(key) should translate")
                continue
            }
            #expect(translated.key == key)
        }
    }
}
